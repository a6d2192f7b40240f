/**
 * Reads the page's schema.org Product from its JSON-LD blocks, defensively: the page is someone
 * else's, so a block may be huge, malformed, nested, or hostile. Oversized blocks are skipped
 * unread, wrong types are dropped field by field, strings are capped, URLs must be http(s), and a
 * product without a usable name is no product. Never throws. The loader only collects the blocks
 * (capped) and hands them over; this runs in our iframe, off the partner's main thread and out of
 * the loader's 3 KB, and the server validates the result again.
 */
import { JSONLD_MAX_CHARS, type PageProduct } from './protocol.js';

/** Nodes looked at per block, however deep or wide the graph. */
const MAX_NODES = 200;

type Json = unknown;

const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: Json): Json[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

/** A clean string of at most `max` characters, or undefined (long text is cut only where `cut`). */
const str = (v: Json, max: number, cut?: boolean): string | undefined => {
  if (typeof v === 'number' && Number.isFinite(v)) v = String(v);
  if (typeof v !== 'string') return undefined;
  // eslint-disable-next-line no-control-regex
  const s = v.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!s) return undefined;
  return s.length <= max ? s : cut ? s.slice(0, max) : undefined;
};

const url = (v: Json, base: string): string | undefined => {
  const raw = isObject(v) ? v.url ?? v.contentUrl : v;
  const s = str(raw, 2048);
  if (!s) return undefined;
  try {
    const u = new URL(s, base);
    return /^https?:$/.test(u.protocol) && u.href.length <= 2048 ? u.href : undefined;
  } catch {
    return undefined;
  }
};

const isProduct = (node: Record<string, Json>) => list(node['@type']).some((t) => typeof t === 'string' && /^(schema:|https?:\/\/schema\.org\/)?(Product|IndividualProduct|ProductModel|ProductGroup)$/.test(t));

const findProduct = (root: Json): Record<string, Json> | undefined => {
  const queue = [root];
  for (let seen = 0; queue.length && seen < MAX_NODES; seen++) {
    const node = queue.shift();
    if (Array.isArray(node)) queue.push(...node.slice(0, MAX_NODES));
    else if (isObject(node)) {
      if (isProduct(node)) return node;
      queue.push(node['@graph'], node.mainEntity, node.itemListElement, node.item);
    }
  }
  return undefined;
};

const priceOf = (offers: Json): { price?: number; currency?: string } => {
  for (const offer of list(offers).slice(0, 20)) {
    if (!isObject(offer)) continue;
    const spec = list(offer.priceSpecification).find(isObject);
    const raw = offer.price ?? offer.lowPrice ?? spec?.price;
    const price = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,9}(\.\d{1,4})?$/.test(raw.trim()) ? Number(raw) : NaN;
    if (Number.isFinite(price) && price >= 0 && price <= 10_000_000) {
      const currency = str(offer.priceCurrency ?? spec?.priceCurrency, 3)?.toUpperCase();
      return { price, currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : undefined };
    }
  }
  return {};
};

const toProduct = (node: Record<string, Json>, base: string): PageProduct | null => {
  const name = str(node.name, 200);
  if (!name) return null;
  const brand = list(node.brand).map((b) => str(isObject(b) ? b.name : b, 100)).find(Boolean);
  const { price, currency } = priceOf(node.offers);
  const product: PageProduct = {
    name,
    brand,
    price,
    currency,
    image: list(node.image).map((i) => url(i, base)).find(Boolean),
    sku: str(node.sku, 100),
    url: url(node.url, base),
    category: list(node.category).map((c) => str(c, 100)).find(Boolean),
    description: str(node.description, 1000, true),
  };
  for (const key of Object.keys(product) as (keyof PageProduct)[]) if (product[key] === undefined) delete product[key];
  return product;
};

/** The first Product in the given JSON-LD texts, or null. `base` resolves relative URLs (the page's URL). */
export const readProductJsonLd = (texts: Iterable<string>, base: string): PageProduct | null => {
  for (const text of texts) {
    if (text.length > JSONLD_MAX_CHARS) continue;
    let data: Json;
    try {
      data = JSON.parse(text);
    } catch {
      continue;
    }
    const node = findProduct(data);
    const product = node && toProduct(node, base);
    if (product) return product;
  }
  return null;
};
