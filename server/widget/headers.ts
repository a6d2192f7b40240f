/**
 * The app's secure headers suit its own pages: framed only by itself, resources for its own
 * origin. A few widget responses need others (/embed framed by exactly the partner's origins,
 * /widget.js loaded by any site, the sign-in popup keeping its opener). secureHeaders writes its
 * headers on the way out, so this middleware sits outside it and puts the route's own back.
 */
import type { MiddlewareHandler } from 'hono';

const overrides = new WeakMap<Request, Record<string, string | null>>();

/** Headers this response must carry whatever the app-wide middleware sets; null removes one. */
export const overrideHeaders = (request: Request, headers: Record<string, string | null>) => {
  overrides.set(request, { ...overrides.get(request), ...headers });
};

export const widgetHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  const wanted = overrides.get(c.req.raw);
  if (!wanted) return;
  for (const [name, value] of Object.entries(wanted)) {
    if (value === null) c.res.headers.delete(name);
    else c.res.headers.set(name, value);
  }
};
