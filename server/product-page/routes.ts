/**
 * Two pages the server writes itself: /products/:id (the web app's page, with the product's JSON-LD
 * and Open Graph tags in the HTML a crawler reads) and /demo-retailer/:id (where the demo
 * catalogue's retailer links land). Both read the product as a guest, through products.get.
 */
import { Hono, type Context } from 'hono';
import { productsGet } from '../../tools/catalogue/product-page.js';
import type { ProductsGetOutput } from '../../tools/catalogue/product-page.js';
import { runTool } from '../../tools/run.js';
import { DEMO_RETAILER_PATH } from '../../shared/demo-retailer.js';
import type { AppEnv } from '../http/env.js';
import type { RenderPage } from '../http/web-shell.js';
import { demoRetailerNotFoundPage, demoRetailerPage } from './demo-retailer.js';
import { notFoundPageHtml, productPageHtml } from './head.js';

/** The product as anyone sees it, or null for an id no product has (a malformed one included). */
const guestProduct = async (c: Context<AppEnv>, id: string): Promise<ProductsGetOutput['product'] | null> => {
  const result = await runTool(productsGet, { id }, c.get('toolContextFor')(null));
  if (result.ok) return (result.output as ProductsGetOutput).product;
  if (result.error.code === 'not_found' || result.error.code === 'invalid_input') return null;
  throw result.error;
};

/**
 * /products/:id in the built web app's page, with the product's head; an unknown id is the app's
 * not-found, with a 404. `render` adds what every page carries (the session, the page's preloads).
 */
export const productPageRoutes = ({ indexHtml, publicUrl, render }: { indexHtml: string; publicUrl: string; render: RenderPage }) => {
  const app = new Hono<AppEnv>();
  app.get('/products/:id', async (c) => {
    const product = await guestProduct(c, c.req.param('id'));
    if (!product) return render(c, notFoundPageHtml(indexHtml), 404);
    return render(c, productPageHtml(indexHtml, product, publicUrl));
  });
  return app;
};

export const demoRetailerRoutes = () => {
  const app = new Hono<AppEnv>();
  app.get(`${DEMO_RETAILER_PATH}/:id`, async (c) => {
    const product = await guestProduct(c, c.req.param('id'));
    if (!product) return c.html(demoRetailerNotFoundPage(), 404);
    return c.html(demoRetailerPage(product));
  });
  return app;
};
