/**
 * What a crawler or a link preview reads of /products/:id without running the app: a schema.org
 * Product as JSON-LD, Open Graph and Twitter tags, the canonical address and the title, written into
 * the built index.html's <head>. Pure. Every value is escaped for where it goes (attribute text, or
 * JSON that cannot close its script element), so a product's own words can never become markup.
 */
import type { Product } from '../../tools/catalogue/contracts.js';
import { escapeHtml, serialiseJsonLd } from '../../shared/html-escape.js';

const SITE_NAME = 'Atelier';
const PRODUCT_CURRENCY = 'USD';
/** Link previews show about this much of a description. */
const DESCRIPTION_MAX = 200;

export type ProductHeadInput = Pick<Product,
  'id' | 'product_name' | 'brand' | 'price' | 'image_url' | 'product_url' | 'affiliate_url' | 'retailer_name' | 'category' | 'product_description' | 'color'>;

/** The page's title, the same words the web app sets once it runs (web/routes/product.tsx). */
const productTitle = (p: Pick<Product, 'product_name' | 'brand'>): string => `${p.product_name} by ${p.brand} · ${SITE_NAME}`;

const absolute = (url: string | null | undefined, origin: string): string | undefined => {
  if (!url) return undefined;
  try {
    const resolved = new URL(url, origin);
    return /^https?:$/.test(resolved.protocol) ? resolved.href : undefined;
  } catch {
    return undefined;
  }
};

const shorten = (text: string, max = DESCRIPTION_MAX): string => {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
};

const productPageUrl = (id: string, origin: string): string => new URL(`/products/${encodeURIComponent(id)}`, origin).href;

/** schema.org Product: the page is about the piece; the offer is the retailer's. */
export const productJsonLd = (p: ProductHeadInput, origin: string) => {
  const image = absolute(p.image_url, origin);
  const offerUrl = absolute(p.affiliate_url ?? p.product_url, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': productPageUrl(p.id, origin),
    sku: p.id,
    name: p.product_name,
    description: p.product_description,
    brand: { '@type': 'Brand', name: p.brand },
    category: p.category,
    ...(p.color ? { color: p.color } : {}),
    ...(image ? { image: [image] } : {}),
    url: productPageUrl(p.id, origin),
    offers: {
      '@type': 'Offer',
      price: p.price.toFixed(2),
      priceCurrency: PRODUCT_CURRENCY,
      ...(offerUrl ? { url: offerUrl } : {}),
      seller: { '@type': 'Organization', name: p.retailer_name },
    },
  };
};

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" data-product-head />`;

/** The tags for one product's page, in the order they are written. */
const productHeadTags = (p: ProductHeadInput, origin: string): string[] => {
  const url = productPageUrl(p.id, origin);
  const description = shorten(p.product_description);
  const image = absolute(p.image_url, origin);
  const title = productTitle(p);
  return [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" data-product-head />`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', p.product_name)] : []),
    meta('property', 'product:brand', p.brand),
    meta('property', 'product:price:amount', p.price.toFixed(2)),
    meta('property', 'product:price:currency', PRODUCT_CURRENCY),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    `<script type="application/ld+json" id="product-json-ld">${serialiseJsonLd(productJsonLd(p, origin))}</script>`,
  ];
};

/**
 * index.html with its title replaced, its generic description left out (the page has its own), and
 * the tags added at the end of <head>. The built page is ours, so its shape is known; should it ever
 * lack a <head>, it is served unchanged rather than broken.
 */
export const withHead = (indexHtml: string, head: { title: string; tags: readonly string[] }): string => {
  const close = indexHtml.search(/<\/head>/i);
  if (close < 0) return indexHtml;
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const before = indexHtml.slice(0, close)
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<title>[\s\S]*?<\/title>/i, () => title);
  const titled = before.includes(title) ? before : `${before}${title}\n`;
  // A function replacement everywhere: a product's `$&` must stay those characters.
  return `${titled}${head.tags.map((t) => `    ${t}\n`).join('')}  ${indexHtml.slice(close)}`;
};

/** The product's page: its title and tags in index.html. */
export const productPageHtml = (indexHtml: string, p: ProductHeadInput, origin: string): string =>
  withHead(indexHtml, { title: productTitle(p), tags: productHeadTags(p, origin) });

/** An id no product has: the app's own not-found page, kept out of search results. */
export const notFoundPageHtml = (indexHtml: string): string =>
  withHead(indexHtml, { title: `Page not found · ${SITE_NAME}`, tags: ['<meta name="robots" content="noindex" />'] });
