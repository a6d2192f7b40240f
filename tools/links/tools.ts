/**
 * `links.preview`: what a product page says about itself (name, brand, price, currency, image), for
 * the wardrobe add dialog's Link mode. Signed-in only, and not offered to the chat: it makes the
 * server fetch a page, which a conversation should never be talked into doing in a loop.
 */
import { ToolError, defineTool, type ToolErrorCode } from '../types.js';
import { linkPreviewInputSchema, linkPreviewSchema } from '../analysis/contracts.js';
import { fetchLinkPreview, LinkPreviewError, type LinkPreviewErrorCode } from './fetch.js';

/** The link is the shopper's to fix (400); the page is out of reach or not there (404). */
const CODES: Record<LinkPreviewErrorCode, ToolErrorCode> = {
  invalid_url: 'invalid_input',
  blocked_address: 'invalid_input',
  not_html: 'invalid_input',
  bad_status: 'not_found',
  unreachable: 'not_found',
  timeout: 'not_found',
};

/** A shopper pastes a link now and then; 30 a minute per shopper stops the server being used as a crawler. */
export const LINK_PREVIEW_RATE = { max: 30, windowMs: 60_000 } as const;
/** Per process: each app server guards its own outgoing fetches. */
const recent = new Map<string, number[]>();

/** Counts a preview; null while within the limit, else the whole seconds until the oldest counted one ages out. */
const secondsUntilAllowed = (userId: string, now: number): number | null => {
  const since = now - LINK_PREVIEW_RATE.windowMs;
  const hits = (recent.get(userId) ?? []).filter((at) => at > since);
  if (recent.size > 10_000) recent.clear();
  if (hits.length >= LINK_PREVIEW_RATE.max) {
    recent.set(userId, hits);
    return Math.max(1, Math.ceil((hits[0]! + LINK_PREVIEW_RATE.windowMs - now) / 1000));
  }
  hits.push(now);
  recent.set(userId, hits);
  return null;
};

export const linksPreview = defineTool({
  name: 'links.preview',
  description:
    'Read a product page (http or https link): its name, brand, price, currency and image from the page\'s ' +
    'schema.org Product data or Open Graph tags, to fill in a wardrobe item. Private and local addresses are refused.',
  auth: 'user',
  effect: 'read',
  chatDoor: false,
  input: linkPreviewInputSchema,
  output: linkPreviewSchema,
  async execute({ url }, ctx) {
    const retryAfter = secondsUntilAllowed(ctx.userId, ctx.now().getTime());
    if (retryAfter !== null) {
      // The HTTP door sends retryAfter as the Retry-After header too.
      throw new ToolError('rate_limited', 'Too many link previews at once. Please wait a minute and try again.', { retryAfter });
    }
    try {
      if (!ctx.linkFetch) throw new ToolError('invalid_input', 'This server does not fetch links; fill in the details by hand.');
      return await fetchLinkPreview(url, { scope: ctx.linkFetch });
    } catch (error) {
      if (error instanceof LinkPreviewError) throw new ToolError(CODES[error.code], error.message, { reason: error.code });
      throw error;
    }
  },
});

export const linkTools = [linksPreview] as const;
