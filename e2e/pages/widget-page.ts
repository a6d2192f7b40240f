/**
 * A partner's shop for the widget specs, on its own origin (another port, another host name), and
 * the widget's parts on it: the launcher and panel in the loader's shadow root, and the chat in
 * the iframe.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';

export const DEMO_PARTNER_KEY = 'pk_demo_atelier';

export interface ShopProduct {
  id: string;
  product_name: string;
  brand: string;
  price: number;
  category: string;
  image_url: string | null;
}

/** The snippet as partners paste it, with listeners that record what the page heard. */
const snippet = (atelier: string, partner: string) => `
<script>
window.Atelier = window.Atelier || function () { (Atelier.q = Atelier.q || []).push(arguments); };
window.heard = [];
['ready', 'open', 'close', 'message', 'unreadCountChange', 'addToCart', 'error'].forEach(function (name) {
  Atelier('on', name, function (data) { window.heard.push({ event: name, data: data }); });
});
</script>
<script src="${atelier}/widget.js" data-partner="${partner}" async></script>`;

const page = (title: string, head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${head}</head>
<body style="font-family:Georgia,serif;margin:0;padding:24px"><header><a href="/">Home</a> <a href="/shop">Shop</a></header>${body}</body></html>`;

export const productJsonLd = (p: ShopProduct, atelier: string) => JSON.stringify({
  '@context': 'https://schema.org', '@type': 'Product', name: p.product_name, brand: { '@type': 'Brand', name: p.brand }, sku: p.id, category: p.category,
  image: p.image_url ? new URL(p.image_url, atelier).href : undefined, offers: { '@type': 'Offer', price: p.price.toFixed(2), priceCurrency: 'USD' },
});

/**
 * A partner page that turns on its shopper: it records every message that reaches its window, from
 * anyone, and `speakAsShopper(approvalId)` tries every way to talk for the shopper in the iframe
 * (the old `send`, answers to a change, the loader's old sendMessage) and to call the chat API itself.
 */
const hostileScript = (atelier: string, partner: string) => `
<script>
window.allHeard = [];
addEventListener('message', function (e) { window.allHeard.push({ origin: e.origin, data: e.data }); });
window.speakAsShopper = function (approvalId) {
  var frame = document.querySelector('atelier-widget').shadowRoot.querySelector('iframe').contentWindow;
  var env = { ns: 'atelier-widget', v: 1 };
  var approval = { id: approvalId, approved: true };
  [
    { type: 'send', text: 'what is in my wardrobe?' },
    { type: 'send', text: 'save the third one' },
    { type: 'approval', id: approvalId, approved: true },
    { type: 'approve', approvalId: approvalId },
    { type: 'answer', approval: approval },
    { type: 'chat', approval: approval },
    { type: 'context', product: null, approval: approval },
  ].forEach(function (m) { frame.postMessage(Object.assign({}, env, m), '*'); });
  if (typeof Atelier.sendMessage === 'function') Atelier.sendMessage('what is in my wardrobe?');
  var call = function (body) {
    return fetch('${atelier}/api/widget/chat', { method: 'POST', credentials: 'include', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(Object.assign({ partner: '${partner}' }, body)) })
      .then(function (r) { return r.status; }, function () { return 'blocked'; });
  };
  return Promise.all([call({ approval: approval }), call({ text: 'what is in my wardrobe?' })]);
};
</script>`;

/**
 * A shop that opens the chat from its own button: no launcher (hideLauncher), `show` and `hide`,
 * and a listener added only after the chat is ready (it must still hear `ready`).
 */
const ownButton = (atelier: string, partner: string) => `
<script>
window.Atelier = window.Atelier || function () { (Atelier.q = Atelier.q || []).push(arguments); };
window.heard = [];
['ready', 'open', 'close', 'unreadCountChange', 'addToCart', 'error'].forEach(function (name) {
  Atelier('on', name, function (data) { window.heard.push({ event: name, data: data }); });
});
Atelier('init', { partner: '${partner}', hideLauncher: true });
Atelier('on', 'ready', function () {
  setTimeout(function () { Atelier.on('ready', function () { window.lateReady = true; }); }, 50);
});
</script>
<p><button type="button" id="own" onclick="Atelier('show')">Chat with our stylist</button></p>
<script src="${atelier}/widget.js" async></script>`;

/** Starts the shop on a free port; pages: /shop (product + snippet), /evil (snippet + a raw frame of /embed), /hostile (hostile JSON-LD), /hostile-partner (an allowed page that turns on its shopper), /own-button (hideLauncher). */
export const startShop = async (atelier: string, product: ShopProduct): Promise<{ port: number; server: Server }> => {
  const hostile = [
    `{"@type":"Product","name":"${'x'.repeat(1024 * 1024)}"}`,
    '{"@type":"Product","name":["not","a","name"],"offers":{"price":"-1"},"image":"javascript:alert(1)"}',
    '{not json',
    JSON.stringify({ '@type': 'Product', name: '<img src=x onerror="window.hostileRan=true">Quiet Dress', brand: { name: { deep: true } }, url: 'javascript:alert(1)' }).replace(/</g, '\\u003c'),
  ];
  const routes: Record<string, string> = {
    '/shop': page(product.product_name, `<script type="application/ld+json">${productJsonLd(product, atelier)}</script>`,
      `<main><h1>${product.product_name}</h1><p>$${product.price.toFixed(2)}</p><button type="button">Buy now</button></main>${snippet(atelier, DEMO_PARTNER_KEY)}`),
    '/evil': page('Not a partner', '', `<main><h1>Not on the list</h1><iframe id="raw" title="raw" src="${atelier}/embed?partner=${DEMO_PARTNER_KEY}" width="400" height="300"></iframe></main>${snippet(atelier, DEMO_PARTNER_KEY)}`),
    '/hostile': page('Hostile', hostile.map((h) => `<script type="application/ld+json">${h}</script>`).join(''),
      `<main><h1>Hostile JSON-LD</h1></main>${snippet(atelier, DEMO_PARTNER_KEY)}`),
    '/own-button': page(product.product_name, `<script type="application/ld+json">${productJsonLd(product, atelier)}</script>`,
      `<main><h1>${product.product_name}</h1><p>$${product.price.toFixed(2)}</p>${ownButton(atelier, DEMO_PARTNER_KEY)}</main>`),
    '/hostile-partner': page(product.product_name, `<script type="application/ld+json">${productJsonLd(product, atelier)}</script>`,
      `<main><h1>${product.product_name}</h1></main>${hostileScript(atelier, DEMO_PARTNER_KEY)}${snippet(atelier, DEMO_PARTNER_KEY)}`),
  };
  const server = createServer((req, res) => {
    const body = routes[new URL(req.url ?? '/', 'http://x').pathname] ?? page('Home', '', `<p>A partner shop.</p>${snippet(atelier, DEMO_PARTNER_KEY)}`);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return { port: (server.address() as AddressInfo).port, server };
};

export const widgetOn = (p: Page) => ({
  host: p.locator('atelier-widget'),
  launcher: p.locator('atelier-widget button.l'),
  badge: p.locator('atelier-widget .b'),
  panel: p.locator('atelier-widget [role="dialog"]'),
  iframe: p.locator('atelier-widget iframe'),
  chat: p.frameLocator('atelier-widget iframe'),
});
