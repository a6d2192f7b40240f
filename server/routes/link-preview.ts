/**
 * `POST /api/link-preview` `{ url }` → what the product page says about itself (name, brand, price,
 * currency, image), for the wardrobe add dialog's Link mode. Signed-in only: it makes the server
 * fetch a page. Private and loopback addresses are refused unless ALLOW_PRIVATE_FETCH (tests).
 */
import { Hono } from 'hono';
import { linkPreviewInputSchema, type LinkPreview } from '../../tools/analysis/contracts.js';
import { fetchLinkPreview, LinkPreviewError, type LinkPreviewErrorCode } from '../../tools/links/fetch.js';
import type { AppEnv } from '../http/env.js';
import { readJsonBody } from '../http/json.js';
import { hitRateLimit, type RateWindow } from '../ai/rate-limit.js';

const STATUS: Record<LinkPreviewErrorCode, 400 | 422 | 502 | 504> = {
  invalid_url: 400,
  blocked_address: 400,
  not_html: 422,
  bad_status: 502,
  unreachable: 502,
  timeout: 504,
};

/** A shopper pastes a link now and then; 30 a minute stops the server being used as a crawler. */
export const LINK_PREVIEW_RATE: RateWindow = { max: 30, windowMs: 60_000 };

export const linkPreviewRoutes = (options: { allowPrivate: boolean; rateLimits: boolean }) => {
  const app = new Hono<AppEnv>();
  app.post('/', async (c) => {
    const ctx = await c.get('toolContext')();
    if (!ctx.userId) return c.json({ error: 'unauthorized', message: 'Authentication required. Please sign in to add wardrobe items.' }, 401);
    if (options.rateLimits && !(await hitRateLimit(ctx.db, `link-preview:${ctx.userId}`, LINK_PREVIEW_RATE, ctx.now()))) {
      c.header('Retry-After', String(LINK_PREVIEW_RATE.windowMs / 1000));
      return c.json({ error: 'rate_limited', message: 'Too many link previews at once. Please wait a minute and try again.' }, 429);
    }
    const input = linkPreviewInputSchema.safeParse(await readJsonBody(c));
    if (!input.success) {
      return c.json({ error: 'invalid_input', message: 'Send { "url": "https://…" }: an http or https link to a product page.', issues: input.error.issues }, 400);
    }
    try {
      const preview: LinkPreview = await fetchLinkPreview(input.data.url, { allowPrivate: options.allowPrivate });
      return c.json(preview);
    } catch (error) {
      if (error instanceof LinkPreviewError) return c.json({ error: error.code, message: error.message }, STATUS[error.code]);
      throw error;
    }
  });
  return app;
};
