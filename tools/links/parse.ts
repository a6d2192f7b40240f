/**
 * What a product page says about itself, read with a real HTML parser (parse5): its schema.org
 * Product JSON-LD first (name, brand, offers, image), then Open Graph / product meta tags for any
 * gap, then the <title> for the name. Pure: fetch.ts gets the HTML.
 */
import { parse } from 'parse5';
import type { LinkPreview } from '../analysis/contracts.js';

type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[]; value?: string; content?: Node };

export type PageFacts = Omit<LinkPreview, 'url'>;

const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value;
const textOf = (node: Node): string => (node.childNodes ?? []).map((c) => (c.nodeName === '#text' ? c.value ?? '' : textOf(c))).join('');

/** Every element, depth first (template contents included). */
function* elements(node: Node): Generator<Node> {
  for (const child of [...(node.childNodes ?? []), ...(node.content ? [node.content] : [])]) {
    if (!child.nodeName.startsWith('#') || child.nodeName === '#document-fragment') {
      if (!child.nodeName.startsWith('#')) yield child;
      yield* elements(child);
    }
  }
}

const clean = (value: unknown): string | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, 300) : null;
};

/** "1,299.00", "€ 49,95", 49 → a number; null when it is not a price. */
export const parsePrice = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const digits = value.replace(/[^\d.,]/g, '');
  if (!digits) return null;
  // The last separator followed by exactly two digits is the decimal point, whichever it is.
  const decimal = /[.,](\d{2})$/.exec(digits);
  const whole = (decimal ? digits.slice(0, -3) : digits).replace(/[.,]/g, '');
  const n = Number(decimal ? `${whole}.${decimal[1]}` : whole);
  return Number.isFinite(n) ? n : null;
};

const absolute = (value: unknown, base: string): string | null => {
  const text = clean(value);
  if (!text) return null;
  try {
    const url = new URL(text, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

const isProduct = (value: Record<string, unknown>) => {
  const type = value['@type'];
  return (Array.isArray(type) ? type : [type]).some((t) => typeof t === 'string' && /^(https?:\/\/schema\.org\/)?Product(Group)?$/.test(t));
};

/** The first Product anywhere in a JSON-LD document (arrays, @graph, nested mainEntity). */
const findProduct = (value: unknown, depth = 0): Record<string, unknown> | null => {
  if (depth > 6 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findProduct(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  const record = value as Record<string, unknown>;
  if (isProduct(record)) return record;
  for (const key of ['@graph', 'mainEntity', 'itemListElement', 'item', 'hasVariant']) {
    const found = findProduct(record[key], depth + 1);
    if (found) return found;
  }
  return null;
};

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
const nameOf = (value: unknown): string | null => {
  const v = first(value);
  return v && typeof v === 'object' ? clean((v as Record<string, unknown>).name) : clean(v);
};
const imageOf = (value: unknown, base: string): string | null => {
  const v = first(value);
  return v && typeof v === 'object' ? absolute((v as Record<string, unknown>).url ?? (v as Record<string, unknown>).contentUrl, base) : absolute(v, base);
};

const offerOf = (value: unknown): { price: number | null; currency: string | null } => {
  const offer = first(value);
  if (!offer || typeof offer !== 'object') return { price: null, currency: null };
  const o = offer as Record<string, unknown>;
  const spec = first(o.priceSpecification) as Record<string, unknown> | undefined;
  const price = parsePrice(o.price ?? o.lowPrice ?? spec?.price);
  const currency = clean(o.priceCurrency ?? spec?.priceCurrency);
  return { price, currency: currency && /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : null };
};

export const readProductPage = (html: string, pageUrl: string): PageFacts => {
  const document = parse(html) as unknown as Node;
  const meta = new Map<string, string>();
  let title: string | null = null;
  let product: Record<string, unknown> | null = null;
  for (const el of elements(document)) {
    if (el.nodeName === 'meta') {
      const key = (attr(el, 'property') ?? attr(el, 'name') ?? attr(el, 'itemprop'))?.toLowerCase();
      const content = attr(el, 'content');
      if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
    } else if (el.nodeName === 'title' && title === null) {
      title = clean(textOf(el));
    } else if (el.nodeName === 'script' && !product && (attr(el, 'type') ?? '').toLowerCase().trim() === 'application/ld+json') {
      try {
        product = findProduct(JSON.parse(textOf(el)));
      } catch {
        // A broken JSON-LD block is skipped; the next one, or the meta tags, may still say enough.
      }
    }
  }
  const og = (...keys: string[]) => keys.map((k) => meta.get(k)).find((v) => v !== undefined && v.trim() !== '');
  const fromLd = product
    ? { name: clean(product.name), brand: nameOf(product.brand), image: imageOf(product.image, pageUrl), ...offerOf(product.offers) }
    : null;
  const ogCurrency = clean(og('product:price:currency', 'og:price:currency'));
  const fromOg = {
    name: clean(og('og:title', 'twitter:title')),
    brand: clean(og('product:brand', 'og:brand')),
    image: absolute(og('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image'), pageUrl),
    price: parsePrice(og('product:price:amount', 'og:price:amount')),
    currency: ogCurrency && /^[A-Za-z]{3}$/.test(ogCurrency) ? ogCurrency.toUpperCase() : null,
  };
  const facts: PageFacts = {
    name: fromLd?.name ?? fromOg.name ?? title,
    brand: fromLd?.brand ?? fromOg.brand,
    price: fromLd?.price ?? fromOg.price,
    currency: fromLd?.currency ?? fromOg.currency,
    image: fromLd?.image ?? fromOg.image,
    source: fromLd ? 'json-ld' : Object.values(fromOg).some((v) => v !== null) ? 'open-graph' : 'none',
  };
  // A price without a currency is still a price; a currency without a price says nothing.
  if (facts.price === null) facts.currency = null;
  return facts;
};
