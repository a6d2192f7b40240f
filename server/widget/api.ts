/**
 * /api/widget/*: what the loader and the iframe call.
 *
 * - GET  config      (from the partner's page, CORS) — may this page host the widget? name, theme
 * - POST session     a widget session: a guest visitor, or the partner's customer (JWT)
 * - GET|DELETE conversation   the current conversation / reset()
 * - POST chat        one streamed stylist turn
 * - POST handoff     (the sign-in popup, with Atelier's cookie) a single-use token for the iframe
 * - POST exchange    (the iframe) that token for a signed-in widget session
 *
 * Everything but config is called by our iframe, so it must come from our own origin; every call
 * names its partner, which must exist, be active, and match the session; chat is rate-limited per
 * visitor, per client address and per partner.
 */
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { getConnInfo } from '@hono/node-server/conninfo';
import { eq } from 'drizzle-orm';
import type { LanguageModel } from 'ai';
import { z } from 'zod';
import type { Auth } from '../auth/auth.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import type { AppEnv } from '../http/env.js';
import { readJsonBody } from '../http/json.js';
import { trustedOrigins } from '../http/origins.js';
import { CHAT_RATE, hitRateLimit, type RateWindow } from '../ai/rate-limit.js';
import { originAllowed } from '../../widget/shared/origins.js';
import { IDENTITY_TOKEN_MAX, WIDGET_TEXT_MAX, pageProductSchema } from '../../widget/shared/protocol.js';
import { ApprovalRefused } from '../ai/approvals.js';
import { widgetChatResponse } from './chat.js';
import { HISTORY_SHOWN, clearConversations, conversationMessages, currentConversation } from './conversations.js';
import { findPartner, findPartnerById, partnerIdentitySecret, type Partner } from './partners.js';
import { overrideHeaders } from './headers.js';
import {
  CUSTOMER_SESSION_MAX_SECONDS, USER_SESSION_SECONDS, VISITOR_SESSION_SECONDS, adoptConversations, consumeHandoff, createHandoff,
  sessionStillValid, signWidgetSession, verifyCustomerToken, verifyWidgetSession, widgetSessionKey, type WidgetIdentity,
} from './tokens.js';

/** Per partner: a busy shop's shoppers together, well above real use. */
export const PARTNER_CHAT_RATE: RateWindow = { max: 600, windowMs: 60_000 };
/**
 * Per client address and partner: the partner key is public and sessions are cheap, so one address
 * may spend only a tenth of a shop's chat, however many sessions it makes (a shared office or a
 * mobile carrier's address still has room for many shoppers at typing speed).
 */
export const ADDRESS_CHAT_RATE: RateWindow = { max: 60, windowMs: 60_000 };
/** New widget sessions per client address: a page load makes at most one. */
export const SESSION_RATE: RateWindow = { max: 30, windowMs: 60_000 };
export const HANDOFF_RATE: RateWindow = { max: 10, windowMs: 60_000 };
/** A chat request is a short message and the page's product. */
export const WIDGET_BODY_LIMIT = 64 * 1024;

export interface WidgetApiDeps {
  config: Config;
  db: Database;
  auth: Auth;
  model: () => LanguageModel;
  now: () => Date;
  /** Creates the demo partner on first use outside production; switches it off in production. */
  ready: () => Promise<void>;
}

const refuse = (c: Context, status: 400 | 401 | 403 | 404 | 409 | 429, error: string, message: string, extra: Record<string, unknown> = {}) =>
  c.json({ error, message, ...extra }, status);

/**
 * The widget session travels as a bearer token (from the iframe's storage) or, where browsers deny
 * third-party iframes their storage, in a CHIPS cookie: `__Host-`, Secure, HttpOnly,
 * SameSite=None, Partitioned, so it lives in a jar of this shop's site only. Its name does not look
 * like the app's session cookie: it authenticates nothing outside /api/widget.
 */
export const WIDGET_COOKIE = 'atelier_widget';
const credential = (c: Context) => /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? getCookie(c, WIDGET_COOKIE, 'host');
const keepSession = (c: Context, token: string, seconds: number) =>
  setCookie(c, WIDGET_COOKIE, token, { path: '/', secure: true, httpOnly: true, sameSite: 'None', partitioned: true, maxAge: seconds, prefix: 'host' });

const clientAddress = (c: Context, trustProxy: boolean): string | null => {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null; // an in-process request (tests)
  }
};

const issues = (error: z.ZodError | { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));

const sessionBody = z.strictObject({
  partner: z.string().max(100),
  identityToken: z.string().min(1).max(IDENTITY_TOKEN_MAX).optional(),
  /** A new visitor whatever this device held (the shop's shutdown, the shopper's Sign out). */
  fresh: z.boolean().optional(),
});
const chatBody = z.strictObject({
  partner: z.string().max(100),
  text: z.string().trim().min(1, 'The message is empty.').max(WIDGET_TEXT_MAX, `Your message is too long (at most ${WIDGET_TEXT_MAX.toLocaleString('en-US')} characters).`).optional(),
  /** Approve or Deny on the change the stylist asked about: its approval id and the answer, nothing else. */
  approval: z.strictObject({ id: z.string().min(1).max(200), approved: z.boolean() }).optional(),
  product: z.unknown().optional(),
}).refine((b) => (b.text === undefined) !== (b.approval === undefined), { message: 'Send a message (text) or an answer to a change (approval), one of them.', path: ['text'] });
const handoffBody = z.strictObject({ partner: z.string().max(100) });
const exchangeBody = z.strictObject({ partner: z.string().max(100), token: z.string().regex(/^wh_[A-Za-z0-9_-]{43}$/, 'That is not a sign-in token.') });

/** What the routes share: the session key, the rate limits, and who is calling. */
const widgetKit = (deps: WidgetApiDeps) => {
  const { config, db, now } = deps;
  const key = widgetSessionKey(config.BETTER_AUTH_SECRET);
  const limit = (rule: RateWindow, name: string) => !config.RATE_LIMITS ? Promise.resolve(true) : hitRateLimit(db, name, rule, now());

  /** The caller's widget identity and partner, or a refusal to return. */
  const identify = async (c: Context, partnerKey: string | undefined): Promise<{ who: WidgetIdentity; partner: Partner } | Response> => {
    const verified = await verifyWidgetSession(key, credential(c), now());
    if (!verified.ok) return refuse(c, 401, verified.error, verified.message);
    const partner = await findPartnerById(db, verified.value.partnerId);
    if (!partner) return refuse(c, 403, 'revoked_partner', 'This shop\'s Atelier widget was switched off.');
    if (partner.partnerKey !== partnerKey) return refuse(c, 403, 'partner_mismatch', 'This chat session belongs to another shop.');
    if (!(await sessionStillValid(db, verified.value, now()))) return refuse(c, 401, 'signed_out', 'You were signed out of Atelier, so the chat starts afresh.');
    return { who: verified.value, partner };
  };

  const whoOf = async (who: WidgetIdentity) => {
    if (who.userId) {
      const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, who.userId));
      return { kind: 'user' as const, name: user?.name || user?.email };
    }
    return { kind: who.subject.startsWith('customer:') ? 'customer' as const : 'visitor' as const };
  };

  /** A new widget session: the token in the body (for the iframe's storage) and in the partitioned cookie. */
  const issue = async (c: Context, who: WidgetIdentity, seconds: number, shown: { kind: string; name?: string }) => {
    const token = await signWidgetSession(key, who, now(), seconds);
    keepSession(c, token, seconds);
    c.header('Cache-Control', 'no-store');
    return c.json({ token, who: shown });
  };

  return { deps, key, limit, identify, whoOf, issue };
};
type WidgetKit = ReturnType<typeof widgetKit>;

/** GET config, from the partner's page: may this origin host the widget, and its name and colour. */
const partnerConfig = (db: Database) => async (c: Context) => {
  const origin = c.req.header('origin') ?? (c.req.header('sec-fetch-site') === 'same-origin' ? new URL(c.req.url).origin : undefined);
  overrideHeaders(c.req.raw, { 'Cross-Origin-Resource-Policy': 'cross-origin' });
  c.header('Vary', 'Origin');
  if (origin) c.header('Access-Control-Allow-Origin', origin);
  const found = await findPartner(db, c.req.query('partner'));
  if (!found.ok) return refuse(c, found.status, found.error, found.message);
  if (!originAllowed(origin, found.partner.allowedOrigins)) {
    return refuse(c, 403, 'origin_not_allowed', `This page's origin (${origin ?? 'unknown'}) is not on the allowed list of the Atelier partner "${found.partner.name}", so the widget stays off. Add it with: npm run partner -- origins ${found.partner.partnerKey} --origin <origin>`);
  }
  // A few minutes of cache: every page view of a shop asks, and a revoked key stops at the iframe anyway.
  c.header('Cache-Control', 'public, max-age=300');
  return c.json({ name: found.partner.name, themeColor: found.partner.themeColor });
};

/** POST session: the partner's customer (a verified JWT), the live session carried on, or a new visitor. */
const startSession = ({ deps, key, limit, whoOf, issue }: WidgetKit) => async (c: Context) => {
  const { config, db, now } = deps;
  const parsed = sessionBody.safeParse(await readJsonBody(c, { maxBytes: WIDGET_BODY_LIMIT }));
  if (!parsed.success) return refuse(c, 400, 'invalid_input', 'The session request is not valid.', { issues: issues(parsed.error) });
  const found = await findPartner(db, parsed.data.partner);
  if (!found.ok) return refuse(c, found.status, found.error, found.message);
  const partner = found.partner;
  const address = clientAddress(c, config.TRUST_PROXY);
  if (address && !(await limit(SESSION_RATE, `widget-session:${address}`))) {
    return refuse(c, 429, 'rate_limited', 'Too many new chat sessions from this address. Please wait a minute.');
  }
  const at = now();
  if (parsed.data.identityToken) {
    const secret = partnerIdentitySecret(config.tokenEncryptionKey, partner);
    if (!secret) return refuse(c, 401, 'invalid_identity', 'This shop\'s identity secret cannot be read with this server\'s TOKEN_ENCRYPTION_KEY, so its identity tokens cannot be checked.');
    const customer = await verifyCustomerToken(secret, parsed.data.identityToken, at);
    if (!customer.ok) return refuse(c, 401, customer.error, customer.message);
    const seconds = Math.max(1, Math.min(CUSTOMER_SESSION_MAX_SECONDS, customer.value.expiresAt - Math.floor(at.getTime() / 1000)));
    const who: WidgetIdentity = { partnerId: partner.id, subject: `customer:${customer.value.customerId}`, userId: null, sessionId: null };
    return issue(c, who, seconds, { kind: 'customer' });
  }
  // A live session of this partner carries on: a visitor's is refreshed, a customer's keeps the end
  // its partner JWT gave it (only a new JWT extends it). Anything else starts a new visitor.
  const current = parsed.data.fresh ? null : await verifyWidgetSession(key, credential(c), at);
  if (current?.ok && current.value.partnerId === partner.id && !current.value.userId) {
    const { expiresAt, ...identity } = current.value;
    const seconds = identity.subject.startsWith('customer:') ? expiresAt - Math.floor(at.getTime() / 1000) : VISITOR_SESSION_SECONDS;
    return issue(c, identity, seconds, await whoOf(identity));
  }
  const who: WidgetIdentity = { partnerId: partner.id, subject: `visitor:${crypto.randomUUID()}`, userId: null, sessionId: null };
  return issue(c, who, VISITOR_SESSION_SECONDS, { kind: 'visitor' });
};

/** POST chat: one streamed stylist turn, after the visitor's, the address's and the shop's limits. */
const chatTurn = ({ deps, limit, identify }: WidgetKit) => async (c: Context<AppEnv>) => {
  const body = await readJsonBody(c, { maxBytes: WIDGET_BODY_LIMIT });
  const parsed = chatBody.safeParse(body);
  if (!parsed.success) {
    const tooLong = parsed.error.issues.some((i) => i.path[0] === 'text' && i.code === 'too_big');
    return refuse(c, 400, 'invalid_input', tooLong ? parsed.error.issues[0]!.message : 'The chat request is not valid.', { issues: issues(parsed.error) });
  }
  const product = parsed.data.product === undefined || parsed.data.product === null ? null : pageProductSchema.safeParse(parsed.data.product);
  if (product && !product.success) return refuse(c, 400, 'invalid_product', 'The page\'s product is not valid.', { issues: issues(product.error) });
  const found = await identify(c, parsed.data.partner);
  if (found instanceof Response) return found;
  const { who, partner } = found;
  // The narrowest limit first, so a refused request does not spend the shop's shared allowance.
  if (!(await limit(CHAT_RATE, `widget-chat:${partner.id}:${who.subject}`))) {
    return refuse(c, 429, 'rate_limited', 'You are sending messages too fast. Please wait a moment.');
  }
  const address = clientAddress(c, deps.config.TRUST_PROXY);
  if (address && !(await limit(ADDRESS_CHAT_RATE, `widget-address:${partner.id}:${address}`))) {
    return refuse(c, 429, 'rate_limited', 'Too many messages from this address. Please wait a minute.');
  }
  if (!(await limit(PARTNER_CHAT_RATE, `widget-partner:${partner.id}`))) {
    return refuse(c, 429, 'rate_limited', 'This shop\'s stylist is very busy right now. Please try again in a minute.');
  }
  const ctx = c.get('toolContextFor')(who.userId);
  try {
    return await widgetChatResponse({
      model: deps.model(), ctx, who, text: parsed.data.text, approval: parsed.data.approval, product: product?.data ?? null, abortSignal: c.req.raw.signal,
    });
  } catch (error) {
    if (error instanceof ApprovalRefused) return refuse(c, error.status, error.code, error.message);
    throw error;
  }
};

/** POST handoff, from the sign-in popup with Atelier's cookie: a single-use token for the iframe. */
const startHandoff = ({ deps, limit }: WidgetKit) => async (c: Context) => {
  const { auth, db, now } = deps;
  const parsed = handoffBody.safeParse(await readJsonBody(c, { maxBytes: WIDGET_BODY_LIMIT }));
  if (!parsed.success) return refuse(c, 400, 'invalid_input', 'The request is not valid.', { issues: issues(parsed.error) });
  const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
  if (!session) return refuse(c, 401, 'unauthorized', 'Please sign in to continue');
  const found = await findPartner(db, parsed.data.partner);
  if (!found.ok) return refuse(c, found.status, found.error, found.message);
  if (!(await limit(HANDOFF_RATE, `widget-handoff:${session.user.id}`))) return refuse(c, 429, 'rate_limited', 'Too many sign-ins. Please wait a minute.');
  const token = await createHandoff(db, { partnerId: found.partner.id, userId: session.user.id, sessionId: session.session.id }, now());
  c.header('Cache-Control', 'no-store');
  return c.json({ token });
};

/** POST exchange, from the iframe: the handoff token for a signed-in widget session. */
const exchangeHandoff = ({ deps, identify, whoOf, issue }: WidgetKit) => async (c: Context) => {
  const { db, now } = deps;
  const parsed = exchangeBody.safeParse(await readJsonBody(c, { maxBytes: WIDGET_BODY_LIMIT }));
  if (!parsed.success) return refuse(c, 400, 'invalid_input', 'The request is not valid.', { issues: issues(parsed.error) });
  const found = await identify(c, parsed.data.partner);
  if (found instanceof Response) return found;
  const handed = await consumeHandoff(db, found.partner.id, parsed.data.token, now());
  if (!handed) return refuse(c, 401, 'invalid_handoff', 'This sign-in has expired or was already used. Please sign in again.');
  await adoptConversations(db, found.partner.id, found.who.subject, handed.userId);
  const who: WidgetIdentity = { partnerId: found.partner.id, subject: `user:${handed.userId}`, userId: handed.userId, sessionId: handed.sessionId };
  return issue(c, who, USER_SESSION_SECONDS, await whoOf(who));
};

export const widgetApiRoutes = (deps: WidgetApiDeps) => {
  const kit = widgetKit(deps);
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const ownOrigins = new Set(trustedOrigins(deps.config));

  app.use('*', async (c, next) => {
    await deps.ready();
    await next();
  });

  // Only config is for other sites; every other call comes from our own iframe or popup.
  app.use('*', async (c, next) => {
    if (c.req.path.endsWith('/config')) return next();
    const origin = c.req.header('origin');
    if (origin && !ownOrigins.has(origin)) {
      return refuse(c, 403, 'untrusted_origin', 'Widget calls come from the Atelier iframe, not from the page around it.');
    }
    return next();
  });

  app.get('/config', partnerConfig(db));
  app.post('/session', startSession(kit));

  app.get('/conversation', async (c) => {
    // Nothing yet (no token, no cookie): an empty conversation, not an error, and nothing is created.
    if (!credential(c)) return c.json({ messages: [], who: null });
    const found = await kit.identify(c, c.req.query('partner'));
    if (found instanceof Response) return found;
    const id = await currentConversation(db, found.who);
    return c.json({ messages: id ? await conversationMessages(db, id, HISTORY_SHOWN) : [], who: await kit.whoOf(found.who) });
  });

  app.delete('/conversation', async (c) => {
    const found = await kit.identify(c, c.req.query('partner'));
    if (found instanceof Response) return found;
    await clearConversations(db, found.who);
    return c.json({ cleared: true });
  });

  app.post('/chat', chatTurn(kit));
  app.post('/handoff', startHandoff(kit));
  app.post('/exchange', exchangeHandoff(kit));
  return app;
};
