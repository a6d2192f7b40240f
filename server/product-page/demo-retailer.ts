/**
 * The demo retailer: where the demo catalogue's "Shop" links land. The catalogue is generated, so its
 * retailers do not exist; this page says so plainly, shows the piece the link was for and leads
 * back to it on Atelier. Server-rendered and script-free, so it works from the widget on a
 * partner's site and in any browser.
 */
import { escapeHtml } from '../../shared/html-escape.js';
import type { Product } from '../../tools/catalogue/contracts.js';

const price = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

const STYLE = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #faf9f7; color: #1c1917; line-height: 1.5; }
  main { max-width: 40rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  .notice { border: 2px dashed #a16207; background: #fef9c3; color: #422006; border-radius: .75rem; padding: 1rem 1.25rem; }
  .notice strong { display: block; font-size: 1.125rem; }
  .piece { display: grid; grid-template-columns: minmax(0, 10rem) 1fr; gap: 1.25rem; margin-top: 1.5rem; align-items: start; }
  .piece img { width: 100%; aspect-ratio: 4 / 5; object-fit: cover; border-radius: .75rem; background: #e7e5e4; }
  .brand { text-transform: uppercase; letter-spacing: .12em; font-size: .75rem; color: #57534e; margin: 0; }
  h1 { font-weight: 400; font-size: 1.5rem; margin: .25rem 0; }
  a.button { display: inline-block; margin-top: 1rem; padding: .6rem 1rem; background: #1c1917; color: #fafaf9; border-radius: .5rem; text-decoration: none; }
  a.button:focus-visible { outline: 3px solid #a16207; outline-offset: 2px; }
  @media (max-width: 30rem) { .piece { grid-template-columns: 1fr; } .piece img { max-width: 14rem; } }
`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;

export const DEMO_NOTICE_HEADING = 'This is a demo retailer';

const notice = (retailer: string) => `<section class="notice" role="note" aria-label="Demo retailer">
  <strong>${DEMO_NOTICE_HEADING}</strong>
  ${escapeHtml(retailer)} is not a real shop. Atelier's demo catalogue is generated, so this page stands in for
  the retailer's own product page: nothing here can be bought, and no order or payment is taken.
</section>`;

export const demoRetailerPage = (p: Pick<Product, 'id' | 'product_name' | 'brand' | 'price' | 'image_url' | 'retailer_name'>): string =>
  page(`${p.product_name} at ${p.retailer_name} (demo retailer)`, `${notice(p.retailer_name)}
  <article class="piece">
    ${p.image_url ? `<img src="${escapeHtml(p.image_url)}" alt="${escapeHtml(p.product_name)}" />` : ''}
    <div>
      <p class="brand">${escapeHtml(p.brand)}</p>
      <h1>${escapeHtml(p.product_name)}</h1>
      <p>${escapeHtml(price(p.price))} at ${escapeHtml(p.retailer_name)} (demo)</p>
      <a class="button" href="/products/${encodeURIComponent(p.id)}">Back to this piece on Atelier</a>
    </div>
  </article>`);

export const demoRetailerNotFoundPage = (): string =>
  page('Not in the demo catalogue (demo retailer)', `${notice('This retailer')}
  <h1>This piece is not in the demo catalogue</h1>
  <p><a class="button" href="/">Go to Atelier</a></p>`);
