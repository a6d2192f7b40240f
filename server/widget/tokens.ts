/**
 * Who is chatting in the widget, without third-party cookies. The iframe keeps a widget session
 * token (a JWT we sign) in its own, partitioned storage and sends it as a bearer token. Its
 * subject is a guest visitor, an Atelier user (after the sign-in popup handed over a single-use
 * token) or the partner's own customer (asserted by a JWT signed with the partner's secret).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { SignJWT, errors, jwtVerify } from 'jose';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { sessions, widgetConversations, widgetHandoffs } from '../db/schema.js';

const ISSUER = 'atelier';
const AUDIENCE = 'atelier-widget';
export const VISITOR_SESSION_SECONDS = 30 * 24 * 3600;
export const USER_SESSION_SECONDS = 30 * 24 * 3600;
/** A partner's customer session never outlives their JWT, nor a day; refreshing it keeps its end. */
export const CUSTOMER_SESSION_MAX_SECONDS = 24 * 3600;
export const HANDOFF_SECONDS = 60;

export interface WidgetIdentity {
  partnerId: string;
  /** `visitor:<uuid>`, `user:<id>` or `customer:<partner's id>`. */
  subject: string;
  userId: string | null;
  /** The Atelier session a signed-in widget rides on. */
  sessionId: string | null;
}

/** Our signing key for widget sessions, derived from the app secret so it needs no setting of its own. */
export const widgetSessionKey = (appSecret: string) => createHmac('sha256', appSecret).update('atelier-widget-session').digest();

const claimsSchema = z.object({
  sub: z.string().regex(/^(visitor|user|customer):.{1,200}$/),
  pid: z.uuid(),
  exp: z.number(),
  uid: z.string().min(1).max(200).optional(),
  sid: z.string().min(1).max(200).optional(),
});

export const signWidgetSession = async (key: Uint8Array, identity: WidgetIdentity, now: Date, seconds: number): Promise<string> =>
  new SignJWT({ pid: identity.partnerId, ...(identity.userId && { uid: identity.userId }), ...(identity.sessionId && { sid: identity.sessionId }) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER).setAudience(AUDIENCE).setSubject(identity.subject)
    .setIssuedAt(Math.floor(now.getTime() / 1000)).setExpirationTime(Math.floor(now.getTime() / 1000) + seconds)
    .sign(key);

export type Verified<T> = { ok: true; value: T } | { ok: false; error: string; message: string };

/** A widget session from the Authorization header, with its end (seconds since the epoch); expired, forged or malformed → a refusal. */
export const verifyWidgetSession = async (key: Uint8Array, token: string | undefined, now: Date): Promise<Verified<WidgetIdentity & { expiresAt: number }>> => {
  const refused = { ok: false as const, error: 'widget_session', message: 'The chat session has ended. Reload the page to start a new one.' };
  if (!token || token.length > 4096) return refused;
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'], currentDate: now });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return refused;
    const { sub, pid, exp, uid, sid } = claims.data;
    if (sub.startsWith('user:') !== Boolean(uid && sid)) return refused;
    return { ok: true, value: { partnerId: pid, subject: sub, userId: uid ?? null, sessionId: sid ?? null, expiresAt: exp } };
  } catch {
    return refused;
  }
};

/** Signed-in widgets end with the Atelier session they came from (sign-out anywhere, expiry). */
export const sessionStillValid = async (db: Database, identity: WidgetIdentity, now: Date): Promise<boolean> => {
  if (!identity.userId) return true;
  const [row] = await db.select({ id: sessions.id }).from(sessions)
    .where(and(eq(sessions.id, identity.sessionId!), eq(sessions.userId, identity.userId), gt(sessions.expiresAt, now)));
  return Boolean(row);
};

const customerSchema = z.object({ sub: z.string().trim().min(1).max(200), exp: z.number() });

/**
 * The partner's assertion of its own customer (Intercom's model): an HS256 JWT signed with the
 * partner's identity secret (plain, as partnerIdentitySecret reads it), with `sub` and `exp`.
 * Anything else is refused, saying why.
 */
export const verifyCustomerToken = async (identitySecret: string, token: string, now: Date): Promise<Verified<{ customerId: string; expiresAt: number }>> => {
  const refuse = (message: string) => ({ ok: false as const, error: 'invalid_identity', message });
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(identitySecret), { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'], currentDate: now });
    const claims = customerSchema.safeParse(payload);
    if (!claims.success) return refuse('The shop\'s identity token needs a customer id (sub) of at most 200 characters and an expiry (exp).');
    return { ok: true, value: { customerId: claims.data.sub, expiresAt: claims.data.exp } };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return refuse('The shop\'s identity token has expired.');
    if (error instanceof errors.JWTClaimValidationFailed) return refuse(`The shop's identity token is missing the "${error.claim}" claim.`);
    if (error instanceof errors.JOSEAlgNotAllowed) return refuse('The shop\'s identity token must be signed with HS256.');
    if (error instanceof errors.JWSSignatureVerificationFailed) return refuse('The shop\'s identity token is not signed with this partner\'s secret.');
    return refuse('The shop\'s identity token is not a valid JWT.');
  }
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A single-use token the sign-in popup hands to the iframe; only its hash is stored. */
export const createHandoff = async (db: Database, input: { partnerId: string; userId: string; sessionId: string }, now: Date): Promise<string> => {
  const token = `wh_${randomBytes(32).toString('base64url')}`;
  await db.insert(widgetHandoffs).values({ tokenHash: hashOf(token), ...input, expiresAt: new Date(now.getTime() + HANDOFF_SECONDS * 1000) });
  return token;
};

/** Uses a handoff token once: the first caller within its minute gets the user, every other none. */
export const consumeHandoff = async (db: Database, partnerId: string, token: string, now: Date) => {
  const [row] = await db.update(widgetHandoffs).set({ usedAt: now })
    .where(and(eq(widgetHandoffs.tokenHash, hashOf(token)), eq(widgetHandoffs.partnerId, partnerId), isNull(widgetHandoffs.usedAt), gt(widgetHandoffs.expiresAt, now)))
    .returning({ userId: widgetHandoffs.userId, sessionId: widgetHandoffs.sessionId });
  return row ?? null;
};

/** After sign-in the guest's conversation carries on as the user's. */
export const adoptConversations = async (db: Database, partnerId: string, fromSubject: string, userId: string) => {
  if (!fromSubject.startsWith('visitor:')) return;
  await db.update(widgetConversations).set({ subject: `user:${userId}`, userId, updatedAt: sql`now()` })
    .where(and(eq(widgetConversations.partnerId, partnerId), eq(widgetConversations.subject, fromSubject)));
};
