/**
 * HTML of the widget's pages: /embed (the chat in the iframe), /embed/signin (the first-party
 * sign-in popup) and /demo/shop (a partner's product page, outside production). Values are
 * escaped for HTML, and config travels in a JSON data block because CSP allows no inline script.
 */
import type { WidgetManifest } from '../../widget/shared/manifest.js';
import type { EmbedConfig } from '../../widget/embed/config.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
/** JSON inside <script type="application/json">: `<` escaped so no `</script>` can end it. */
export const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export const embedPage = (config: EmbedConfig, manifest: WidgetManifest) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(config.mode === 'signin' ? 'Sign in to Atelier' : `${config.partner.name} stylist`)}</title>
${manifest.embedCss ? `<link rel="stylesheet" href="/widget/${manifest.embedCss}">` : ''}
<script type="application/json" id="atelier-config">${jsonForHtml(config)}</script>
<script type="module" src="/widget/${manifest.embedJs}"></script>
</head>
<body><div id="root"></div></body>
</html>
`;

export const unavailablePage = (message: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Chat unavailable</title></head>
<body style="font:16px system-ui,sans-serif;padding:24px"><h1 style="font-size:20px">This chat is not available</h1><p>${escapeHtml(message)}</p></body></html>
`;

export interface DemoProduct {
  id: string;
  name: string;
  brand: string;
  price: number;
  category: string;
  description: string;
  image: string;
}

/**
 * A partner's product page as partners write them: schema.org JSON-LD, the snippet, and a cart
 * that listens to the widget's addToCart. Its script is a file (/demo/shop.js), as CSP requires.
 */
export const demoShopPage = (p: DemoProduct, opts: { widgetOrigin: string; pageUrl: string; partnerKey: string; snippet: string; identityToken: string | null }) => {
  const jsonLd = {
    '@context': 'https://schema.org', '@type': 'Product', name: p.name, brand: { '@type': 'Brand', name: p.brand }, sku: p.id,
    category: p.category, description: p.description, image: p.image, url: opts.pageUrl,
    offers: { '@type': 'Offer', price: p.price.toFixed(2), priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(p.name)} · Demo shop</title>
<link rel="stylesheet" href="/demo/shop.css">
<script type="application/ld+json">${jsonForHtml(jsonLd)}</script>
</head>
<body>
<header class="shop-bar"><strong>Demo shop</strong><span>A partner page on its own origin, with the Atelier widget</span><span class="cart" aria-live="polite">Cart: <b id="cart-count">0</b></span></header>
<main class="shop">
  <img src="${escapeHtml(new URL(p.image).pathname + new URL(p.image).search)}" alt="${escapeHtml(p.name)}" width="320" height="400">
  <section>
    <p class="brand">${escapeHtml(p.brand)}</p>
    <h1>${escapeHtml(p.name)}</h1>
    <p class="price">$${p.price.toFixed(2)}</p>
    <p>${escapeHtml(p.description)}</p>
    <p><button type="button" id="ask">Ask the stylist</button></p>
    <h2>Cart</h2>
    <ul id="cart-items"><li class="empty">Empty. Press 'Add to cart' on a card in the chat.</li></ul>
    <h2>The snippet on this page</h2>
    <pre>${escapeHtml(opts.snippet)}</pre>
  </section>
</main>
<script src="/demo/shop.js"${opts.identityToken ? ` data-identity="${escapeHtml(opts.identityToken)}"` : ''}></script>
<script src="${escapeHtml(opts.widgetOrigin)}/widget.js" data-partner="${escapeHtml(opts.partnerKey)}" async></script>
</body>
</html>
`;
};

/** The demo shop's own script: the snippet's queue, its cart, and the API calls a partner makes. */
export const DEMO_SHOP_JS = `window.Atelier = window.Atelier || function () { (Atelier.q = Atelier.q || []).push(arguments); };
(function () {
  var identity = document.currentScript && document.currentScript.dataset.identity;
  if (identity) Atelier('init', { identityToken: identity });
  var count = 0;
  Atelier('on', 'addToCart', function (product) {
    count += 1;
    document.getElementById('cart-count').textContent = String(count);
    var list = document.getElementById('cart-items');
    var empty = list.querySelector('.empty');
    if (empty) empty.remove();
    var item = document.createElement('li');
    item.textContent = product.name + ' · $' + product.price.toFixed(2);
    list.appendChild(item);
  });
  Atelier('on', 'error', function (e) { console.info('Atelier widget said:', e.code, e.message); });
  document.getElementById('ask').addEventListener('click', function () { Atelier('open'); });
})();
`;

export const DEMO_SHOP_CSS = `body{margin:0;font:16px/1.5 Georgia,serif;color:#292524;background:#fffbeb}
.shop-bar{display:flex;gap:16px;align-items:center;padding:12px 24px;background:#292524;color:#fef3c7;font-family:system-ui,sans-serif;font-size:14px}
.shop-bar .cart{margin-left:auto}
.shop{display:flex;flex-wrap:wrap;gap:32px;padding:32px 24px;max-width:960px;margin:0 auto}
.shop img{background:#fff;border-radius:8px;max-width:100%;height:auto}
.shop section{flex:1;min-width:280px}
.brand{text-transform:uppercase;letter-spacing:.1em;font-size:13px;margin:0}
h1{margin:.2em 0}
.price{font-size:22px;font-weight:bold}
pre{white-space:pre-wrap;word-break:break-all;background:#fff;padding:12px;border-radius:6px;font-size:12px}
button{font:inherit;padding:10px 16px;border-radius:8px;border:1px solid #292524;background:#fff;cursor:pointer}
`;
