/**
 * GET /media/{products,posts,avatars,looks}/<name>.svg — the demo's generated images. The picture depends
 * only on the URL, so responses are immutable and cached for a year; no database is touched.
 * Unknown kinds or malformed names are 404; unknown colours or categories draw a neutral default.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.js';
import { avatarSvg, lookSvg, postSvg, productSvg, type LookPiece } from './svg.js';

const NAME = /^([a-z0-9][a-z0-9._-]{0,79})\.svg$/;
/** Query values are drawn as attributes or text; keep them short and plain. */
const param = (value: string | undefined, fallback: string) => {
  const v = (value ?? '').slice(0, 60);
  return /^[\p{L}\p{N} .&'’-]*$/u.test(v) && v ? v : fallback;
};

const sendSvg = (body: string) =>
  new Response(body, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      // An SVG opened directly must not run anything.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });

const SLUG = /^[a-z0-9-]{1,60}$/;
/** The most pieces a look draws (a main piece, two beside it, one at the front). */
export const LOOK_MAX_PIECES = 4;

/**
 * A look's pieces from three parallel comma lists: k (categories), c (colours), i (item slugs).
 * Each value is checked like a product's; a bad one falls back to the neutral default.
 */
const lookPieces = (k = '', c = '', i = ''): LookPiece[] => {
  const [categories, colours, slugs] = [k, c, i].map((list) => list.split(',').slice(0, LOOK_MAX_PIECES));
  return categories!.filter(Boolean).map((category, n) => ({
    category: param(category, 'Tops'),
    colour: param(colours![n], 'neutral').toLowerCase(),
    slug: SLUG.test(slugs![n] ?? '') ? slugs![n]! : '',
  }));
};

export const mediaRoutes = () => {
  const app = new Hono<AppEnv>();

  app.get('/:kind/:file', (c) => {
    const match = NAME.exec(c.req.param('file'));
    if (!match) return c.json({ error: 'not_found', message: 'No such image' }, 404);
    const name = match[1]!;
    const category = param(c.req.query('k'), 'Tops');
    const colour = param(c.req.query('c'), 'neutral').toLowerCase();
    // The item's name as a slug picks the drawing (a bracelet, not just "Jewelry"); never echoed raw.
    const slug = /^[a-z0-9-]{1,60}$/.test(c.req.query('i') ?? '') ? c.req.query('i')! : '';
    switch (c.req.param('kind')) {
      case 'products':
        return sendSvg(productSvg(name, category, colour, slug));
      case 'posts':
        return sendSvg(postSvg(name, category, colour, param(c.req.query('a'), 'minimalist').toLowerCase(), slug));
      case 'looks': {
        const pieces = lookPieces(c.req.query('k'), c.req.query('c'), c.req.query('i'));
        return pieces.length ? sendSvg(lookSvg(name, pieces)) : c.json({ error: 'not_found', message: 'A look needs at least one piece' }, 404);
      }
      case 'avatars':
        return sendSvg(avatarSvg(name, param(c.req.query('n'), name)));
      default:
        return c.json({ error: 'not_found', message: 'No such image' }, 404);
    }
  });

  return app;
};
