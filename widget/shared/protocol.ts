/**
 * The widget's messages, versioned: between the partner's page (the loader) and our iframe, and
 * from the sign-in popup to the iframe. Every message carries `ns` and `v`; a receiver checks the
 * sender's origin and window first, then parses with these schemas and drops anything else.
 * zod/mini keeps the iframe's first load small; the server parses the page product with it too.
 *
 * The trust boundary: any script on a partner's page can post to the iframe and hear what the
 * iframe posts, and the shopper may be signed in to Atelier inside it. So the page may only give
 * product context, its own signed word on who its customer is (identify: a JWT the server checks)
 * and UI commands (never words said as the shopper, never an answer to a change), and hears only
 * that the chat is ready or closed, how many replies wait unread (a number), the product the
 * shopper put in the cart, and the page's own mistakes (a refused identity token or option):
 * never the conversation.
 */
import * as z from 'zod/mini';

export const WIDGET_NS = 'atelier-widget';
export const PROTOCOL_VERSION = 1;

export const PRODUCT_LIMITS = { name: 200, brand: 100, sku: 100, category: 100, description: 1000, url: 2048 } as const;
/** A chat message, typed by the shopper in the iframe. */
export const WIDGET_TEXT_MAX = 2000;
export const IDENTITY_TOKEN_MAX = 4096;
/** A product page's JSON-LD is a few KB; a larger block is skipped unread (the loader does not even pass it). */
export const JSONLD_MAX_CHARS = 100_000;
/** JSON-LD blocks passed from the page; a product page has one or two. */
export const JSONLD_MAX_BLOCKS = 10;

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const httpUrl = z.string().check(z.maxLength(PRODUCT_LIMITS.url), z.refine(isHttpUrl, 'must be an http(s) URL'));

/** The product on the partner's page (read from its schema.org JSON-LD, or given with setContext). */
export const pageProductSchema = z.strictObject({
  name: text(PRODUCT_LIMITS.name),
  brand: z.optional(text(PRODUCT_LIMITS.brand)),
  price: z.optional(z.number().check(z.gte(0), z.lte(10_000_000))),
  currency: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/))),
  image: z.optional(httpUrl),
  sku: z.optional(text(PRODUCT_LIMITS.sku)),
  url: z.optional(httpUrl),
  category: z.optional(text(PRODUCT_LIMITS.category)),
  description: z.optional(text(PRODUCT_LIMITS.description)),
});
export type PageProduct = z.infer<typeof pageProductSchema>;

const envelope = { ns: z.literal(WIDGET_NS), v: z.literal(PROTOCOL_VERSION) };

/** Page → iframe: product context and UI commands only. */
export const hostMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({
    ...envelope,
    type: z.literal('init'),
    partner: text(100),
    /** A product the page gave (init option); else the iframe reads `jsonLd`. */
    product: z.nullable(pageProductSchema),
    /** The page's JSON-LD blocks, as text, each within the cap. */
    jsonLd: z.array(z.string().check(z.maxLength(JSONLD_MAX_CHARS))).check(z.maxLength(JSONLD_MAX_BLOCKS)),
    /** Resolves relative URLs in the JSON-LD. */
    pageUrl: httpUrl,
    locale: z.optional(z.string().check(z.regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/))),
    identityToken: z.optional(text(IDENTITY_TOKEN_MAX)),
    /** The page's theme colour (init option), over the partner's. */
    themeColor: z.optional(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/))),
    open: z.boolean(),
  }),
  z.strictObject({ ...envelope, type: z.literal('visibility'), open: z.boolean() }),
  z.strictObject({
    ...envelope,
    type: z.literal('context'),
    product: z.nullable(pageProductSchema),
    /** With no product: the page's JSON-LD again (a single-page shop moved to another product). */
    jsonLd: z.optional(z.array(z.string().check(z.maxLength(JSONLD_MAX_CHARS))).check(z.maxLength(JSONLD_MAX_BLOCKS))),
    pageUrl: z.optional(httpUrl),
  }),
  z.strictObject({ ...envelope, type: z.literal('reset') }),
  /** The shopper signed in on the partner's site: the partner's signed customer token (checked by the server). */
  z.strictObject({ ...envelope, type: z.literal('identify'), identityToken: text(IDENTITY_TOKEN_MAX) }),
  /** The shopper signed out on the partner's site: end this device's widget session (the iframe answers `shutdown`). */
  z.strictObject({ ...envelope, type: z.literal('shutdown') }),
]);
export type HostMessage = z.infer<typeof hostMessageSchema>;

/** What 'Add to cart' on a card hands the partner's page. */
export const cartProductSchema = z.strictObject({
  id: text(100),
  name: text(PRODUCT_LIMITS.name),
  brand: z.optional(text(PRODUCT_LIMITS.brand)),
  price: z.number().check(z.gte(0)),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  url: z.optional(httpUrl),
  image: z.optional(httpUrl),
});

export const FRAME_EVENT_TYPES = ['ready', 'close', 'unread', 'addToCart', 'error', 'shutdown'] as const;
/** Unread replies are counted up to this; the launcher's badge shows "9+" beyond 9. */
export const UNREAD_MAX = 99;
/** The errors the page hears: its own mistakes only; the shopper's own stay in the iframe. */
export const HOST_ERROR_CODES = ['invalid_identity', 'invalid_option'] as const;
export type HostErrorCode = (typeof HOST_ERROR_CODES)[number];

/** Iframe → page: no words of the conversation, nothing of the shopper's. */
export const frameMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ ...envelope, type: z.literal('ready') }),
  z.strictObject({ ...envelope, type: z.literal('close') }),
  /** Replies the shopper has not seen (the chat was closed when they arrived): a count, no words. */
  z.strictObject({ ...envelope, type: z.literal('unread'), count: z.int().check(z.gte(0), z.lte(UNREAD_MAX)) }),
  z.strictObject({ ...envelope, type: z.literal('addToCart'), product: cartProductSchema }),
  z.strictObject({ ...envelope, type: z.literal('error'), code: z.enum(HOST_ERROR_CODES), message: text(500) }),
  /** The session this device had is over; the page may remove the widget. */
  z.strictObject({ ...envelope, type: z.literal('shutdown') }),
]);
export type FrameMessage = z.infer<typeof frameMessageSchema>;

/** Sign-in popup → iframe (both on Atelier's origin): the single-use widget token. */
export const popupMessageSchema = z.strictObject({ ...envelope, type: z.literal('handoff'), token: z.string().check(z.regex(/^wh_[A-Za-z0-9_-]{43}$/)) });

type Body<T> = T extends unknown ? Omit<T, 'ns' | 'v'> : never;
/** Stamps the envelope on a message body. */
export const envelopeOf = <T extends { type: string }>(body: T): T & { ns: typeof WIDGET_NS; v: typeof PROTOCOL_VERSION } =>
  ({ ns: WIDGET_NS, v: PROTOCOL_VERSION, ...body });
export type FrameMessageBody = Body<FrameMessage>;
