/**
 * Everything the widget serves: /widget.js and /widget.mjs (the loader, for any site),
 * /widget/<file> (the iframe's hashed assets), /embed and /embed/signin (the iframe and the
 * sign-in popup), /api/widget/* (api.ts) and, outside production, the demo shop at /demo/shop.
 */
import { Hono, type Context } from 'hono';
import { asc, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { LanguageModel } from 'ai';
import type { Auth } from '../auth/auth.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { products, widgetPartners } from '../db/schema.js';
import type { AppEnv } from '../http/env.js';
import type { EmbedConfig } from '../../widget/embed/config.js';
import { widgetApiRoutes } from './api.js';
import { encoded, widgetAssets, type WidgetAssets } from './assets.js';
import { overrideHeaders } from './headers.js';
import { DEMO_SHOP_CSS, DEMO_SHOP_JS, demoShopPage, embedPage, unavailablePage } from './pages.js';
import { DEMO_PARTNER, ensureDemoPartner, findPartner, partnerIdentitySecret, retireDemoPartner, snippetFor } from './partners.js';

export interface WidgetRouteDeps {
  config: Config;
  db: Database;
  auth: Auth;
  model: () => LanguageModel;
  now: () => Date;
  assets?: WidgetAssets;
}

/** CSP of a page that runs our embed bundle; `frameAncestors` decides who may frame it. */
const embedCsp = (frameAncestors: string[], imageSources: string[]) => [
  "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", `img-src 'self' data: https: ${imageSources.join(' ')}`.trim(),
  "connect-src 'self'", "font-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'self'",
  `frame-ancestors ${frameAncestors.length ? frameAncestors.join(' ') : "'none'"}`,
].join('; ');

export const widgetRoutes = (deps: WidgetRouteDeps) => {
  const { config, db } = deps;
  const app = new Hono<AppEnv>();
  const assets = deps.assets ?? widgetAssets({ watchBuild: !config.isProduction });
  let demo: Promise<void> | undefined;
  const ready = () => {
    if (!config.isProduction && !config.SEED_DEMO) return Promise.resolve();
    // Production switches off a demo partner the data may have from a start in development.
    demo ??= (config.isProduction ? retireDemoPartner(db, deps.now()) : ensureDemoPartner(db, config.tokenEncryptionKey)).catch((error: unknown) => {
      demo = undefined;
      throw error;
    });
    return demo;
  };

  const sendAsset = async (c: Context, name: string, cacheControl: string, crossOrigin: boolean) => {
    const asset = await assets.file(name);
    if (!asset) return c.text('Not found', 404);
    const { body, headers } = encoded(asset, c.req.header('accept-encoding'));
    if (crossOrigin) overrideHeaders(c.req.raw, { 'Cross-Origin-Resource-Policy': 'cross-origin' });
    return c.body(body as Uint8Array<ArrayBuffer>, 200, { ...headers, 'cache-control': cacheControl });
  };

  // The loader's URL is in partners' pages, so it cannot be hashed: a short cache lets fixes reach them.
  app.get('/widget.js', (c) => sendAsset(c, 'widget.js', 'public, max-age=300', true));
  app.get('/widget.mjs', (c) => sendAsset(c, 'widget.mjs', 'public, max-age=300', true));
  app.get('/widget/:file', (c) => sendAsset(c, c.req.param('file'), 'public, max-age=31536000, immutable', false));

  const page = async (c: Context, mode: EmbedConfig['mode']) => {
    await ready();
    const found = await findPartner(db, c.req.query('partner'));
    if (!found.ok) {
      overrideHeaders(c.req.raw, { 'Content-Security-Policy': embedCsp([], []), 'X-Frame-Options': 'DENY' });
      return c.html(unavailablePage(found.message), found.status);
    }
    const manifest = await assets.manifest();
    if (!manifest) return c.html(unavailablePage('The widget has not been built. Run npm run build.'), 503);
    const partner = found.partner;
    if (mode === 'chat') {
      // Framed by exactly this partner's origins; the browser refuses every other site.
      overrideHeaders(c.req.raw, { 'Content-Security-Policy': embedCsp(partner.allowedOrigins, partner.allowedOrigins), 'X-Frame-Options': null });
    } else {
      // The popup is never framed, and keeps its opener (the iframe) so it can hand the token back.
      overrideHeaders(c.req.raw, { 'Content-Security-Policy': embedCsp([], []), 'Cross-Origin-Opener-Policy': 'unsafe-none', 'X-Frame-Options': 'DENY' });
    }
    let product: unknown;
    try {
      product = c.req.query('product') ? JSON.parse(c.req.query('product')!) : undefined;
    } catch {
      product = undefined;
    }
    const embed: EmbedConfig = {
      mode,
      partner: { key: partner.partnerKey, name: partner.name, themeColor: partner.themeColor, origins: partner.allowedOrigins },
      ...(product !== undefined && { product }),
    };
    c.header('Cache-Control', 'no-store');
    return c.html(embedPage(embed, manifest));
  };
  app.get('/embed', (c) => page(c, 'chat'));
  app.get('/embed/signin', (c) => page(c, 'signin'));

  app.route('/api/widget', widgetApiRoutes({ ...deps, ready }));

  if (!config.isProduction) {
    app.get('/demo/shop', async (c) => {
      await ready();
      const [p] = await db.select().from(products).where(eq(products.category, 'Dresses')).orderBy(asc(products.id)).limit(1);
      if (!p) return c.html(unavailablePage('The demo catalogue is not seeded (SEED_DEMO=true seeds it on start).'), 503);
      const [partner] = await db.select().from(widgetPartners).where(eq(widgetPartners.partnerKey, DEMO_PARTNER.key));
      const pageUrl = new URL(c.req.url);
      const widgetOrigin = new URL(config.PUBLIC_URL).origin;
      // ?customer=<id>: the shop asserts its own customer, as a partner's server would, with a JWT signed by its secret.
      const customer = c.req.query('customer');
      const secret = partner && partnerIdentitySecret(config.tokenEncryptionKey, partner);
      const identityToken = customer && secret && /^[\w.@+-]{1,100}$/.test(customer)
        ? await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(customer).setIssuedAt().setExpirationTime('10m').sign(new TextEncoder().encode(secret))
        : null;
      overrideHeaders(c.req.raw, {
        'Content-Security-Policy': [
          "default-src 'self'", `script-src 'self' ${widgetOrigin}`, `connect-src 'self' ${widgetOrigin}`, `frame-src ${widgetOrigin}`,
          `img-src 'self' data: ${widgetOrigin}`, "style-src 'self' 'unsafe-inline'", "object-src 'none'", "base-uri 'none'",
        ].join('; '),
      });
      return c.html(demoShopPage({
        id: p.id, name: p.productName, brand: p.brand, price: p.price, category: p.category, description: p.productDescription ?? '',
        // The JSON-LD names the picture on Atelier's origin, so the chat (same origin) may show it too.
        image: new URL(p.imageUrl ?? '/favicon.ico', widgetOrigin).href,
      }, { widgetOrigin, pageUrl: `${pageUrl.origin}${pageUrl.pathname}`, partnerKey: DEMO_PARTNER.key, snippet: snippetFor(config.PUBLIC_URL, DEMO_PARTNER.key), identityToken }));
    });
    app.get('/demo/shop.js', (c) => c.body(DEMO_SHOP_JS, 200, { 'content-type': 'text/javascript; charset=utf-8' }));
    app.get('/demo/shop.css', (c) => c.body(DEMO_SHOP_CSS, 200, { 'content-type': 'text/css; charset=utf-8' }));
  }

  return app;
};
