import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { signUpVerified, type TestUser } from '../test/users.js';
import { widgetHandoffs } from '../db/schema.js';
import { createPartner, type Partner } from './partners.js';

let t: TestApp;
let shop: Partner;
let other: Partner;
/** The partners' plain identity secrets, as `npm run partner -- add` shows them once. */
let shopSecret: string;
let otherSecret: string;
let ann: TestUser;
/** How far the app's clock runs ahead of the real one. */
let ahead = 0;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(Date.now() + ahead) });
  ({ partner: shop, identitySecret: shopSecret } = await createPartner(t.database.db, t.config.tokenEncryptionKey, { name: 'Maison Shop', origins: ['https://shop.example'] }));
  ({ partner: other, identitySecret: otherSecret } = await createPartner(t.database.db, t.config.tokenEncryptionKey, { name: 'Other Shop', origins: ['https://other.example'] }));
  ann = await signUpVerified(t);
});
afterAll(async () => { await t.close(); });

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', origin: t.config.PUBLIC_URL, ...headers } });
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const session = async (partner: Partner, identityToken?: string) => post('/api/widget/session', { partner: partner.partnerKey, ...(identityToken && { identityToken }) });
const tokenOf = async (res: Response) => ((await res.json()) as { token: string }).token;
const history = async (partner: Partner, token: string) => {
  const res = await t.app.request(`/api/widget/conversation?partner=${partner.partnerKey}`, { headers: auth(token) });
  return { status: res.status, body: (await res.json()) as { messages: { role: string }[]; who: { kind: string; name?: string }; error?: string } };
};
const chat = async (partner: Partner, token: string, text: string) => (await post('/api/widget/chat', { partner: partner.partnerKey, text }, auth(token))).text();

const customerJwt = (secret: string, claims: { sub?: string; exp?: number | string } = {}, alg = 'HS256') => {
  let jwt = new SignJWT({}).setProtectedHeader({ alg }).setIssuedAt();
  if (claims.sub !== undefined) jwt = jwt.setSubject(claims.sub);
  if (claims.exp !== undefined) jwt = jwt.setExpirationTime(claims.exp);
  return jwt.sign(new TextEncoder().encode(secret));
};

describe('the partner\'s customer identity (JWT signed with the partner secret)', () => {
  it('makes a customer session that follows the customer across devices', async () => {
    const first = await session(shop, await customerJwt(shopSecret, { sub: 'cust-42', exp: '10m' }));
    expect(first.status).toBe(200);
    const laptop = await tokenOf(first);
    await chat(shop, laptop, 'help');
    const phone = await tokenOf(await session(shop, await customerJwt(shopSecret, { sub: 'cust-42', exp: '10m' })));
    const seen = await history(shop, phone);
    expect(seen.body.who).toEqual({ kind: 'customer' });
    expect(seen.body.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    // Another customer of the same shop sees nothing of it.
    const someoneElse = await tokenOf(await session(shop, await customerJwt(shopSecret, { sub: 'cust-43', exp: '10m' })));
    expect((await history(shop, someoneElse)).body.messages).toEqual([]);
  });

  it('never outlives the shop\'s JWT, however often the widget refreshes it', async () => {
    const jwtExpiry = Math.floor(Date.now() / 1000) + 600;
    const first = await tokenOf(await session(shop, await customerJwt(shopSecret, { sub: 'cust-77', exp: jwtExpiry })));
    expect(decodeJwt(first).exp).toBe(jwtExpiry);
    try {
      ahead = 300_000;
      const refreshed = await post('/api/widget/session', { partner: shop.partnerKey }, auth(first));
      const body = (await refreshed.json()) as { token: string; who: { kind: string } };
      expect(body.who).toEqual({ kind: 'customer' });
      expect(decodeJwt(body.token).exp).toBe(jwtExpiry);
      // Past the JWT's expiry the refreshed session has ended too, and refreshing it makes a guest.
      ahead = 700_000;
      expect((await history(shop, body.token)).status).toBe(401);
      const after = (await (await post('/api/widget/session', { partner: shop.partnerKey }, auth(body.token))).json()) as { who: { kind: string } };
      expect(after.who).toEqual({ kind: 'visitor' });
    } finally {
      ahead = 0;
    }
  });

  it('ends on this device when the widget asks for a fresh session (the shop\'s shutdown), and is kept for the customer', async () => {
    const customer = await tokenOf(await session(shop, await customerJwt(shopSecret, { sub: 'cust-shutdown', exp: '10m' })));
    await chat(shop, customer, 'help');
    // Without `fresh` a customer's session carries on; with it, whatever this device held gives way to a new visitor.
    const carried = (await (await post('/api/widget/session', { partner: shop.partnerKey }, auth(customer))).json()) as { who: { kind: string } };
    expect(carried.who).toEqual({ kind: 'customer' });
    const fresh = await post('/api/widget/session', { partner: shop.partnerKey, fresh: true }, auth(customer));
    expect(fresh.status).toBe(200);
    const visitor = (await fresh.json()) as { token: string; who: { kind: string } };
    expect(visitor.who).toEqual({ kind: 'visitor' });
    expect((await history(shop, visitor.token)).body.messages).toEqual([]);
    // The customer's conversation is still theirs, on their next visit.
    const back = await tokenOf(await session(shop, await customerJwt(shopSecret, { sub: 'cust-shutdown', exp: '10m' })));
    expect((await history(shop, back)).body.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect((await post('/api/widget/session', { partner: shop.partnerKey, fresh: 'yes' })).status).toBe(400);
  });

  it('refuses expired, forged, unsigned, wrongly signed and incomplete tokens, saying why', async () => {
    const cases: [string, RegExp][] = [
      [await customerJwt(shopSecret, { sub: 'c', exp: Math.floor(Date.now() / 1000) - 60 }), /expired/],
      [await customerJwt(otherSecret, { sub: 'c', exp: '10m' }), /not signed with this partner's secret/],
      [await customerJwt(shopSecret, { sub: 'c', exp: '10m' }, 'HS512'), /HS256/],
      [await customerJwt(shopSecret, { exp: '10m' }), /"sub"/],
      [await customerJwt(shopSecret, { sub: 'c' }), /"exp"/],
      [await customerJwt(shopSecret, { sub: 'x'.repeat(201), exp: '10m' }), /at most 200/],
      [`${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"c","exp":9999999999}').toString('base64url')}.`, /HS256|not a valid JWT/],
      ['not.a.jwt', /not a valid JWT/],
    ];
    for (const [jwt, message] of cases) {
      const res = await session(shop, jwt);
      expect(res.status, jwt).toBe(401);
      expect(await res.json()).toMatchObject({ error: 'invalid_identity', message: expect.stringMatching(message) });
    }
  });
});

describe('sign-in through the popup (single-use handoff token)', () => {
  const handoff = (user: TestUser | null, partner = shop, headers: Record<string, string> = {}) =>
    post('/api/widget/handoff', { partner: partner.partnerKey }, { ...(user && { cookie: user.cookie }), ...headers });

  it('hands a signed-in shopper to the widget, once, carrying the guest conversation over', async () => {
    const guest = await tokenOf(await session(shop));
    await chat(shop, guest, 'help');
    const handed = await handoff(ann);
    expect(handed.status).toBe(200);
    const { token } = (await handed.json()) as { token: string };
    expect(token).toMatch(/^wh_[\w-]{43}$/);

    const exchanged = await post('/api/widget/exchange', { partner: shop.partnerKey, token }, auth(guest));
    expect(exchanged.status).toBe(200);
    const signedIn = (await exchanged.json()) as { token: string; who: { kind: string; name?: string } };
    expect(signedIn.who.kind).toBe('user');
    const seen = await history(shop, signedIn.token);
    expect(seen.body.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(seen.body.who.kind).toBe('user');

    // Single use.
    const again = await post('/api/widget/exchange', { partner: shop.partnerKey, token }, auth(await tokenOf(await session(shop))));
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ error: 'invalid_handoff' });
  });

  it('gives the signed-in shopper their own tools', async () => {
    const { token } = (await (await handoff(ann)).json()) as { token: string };
    const user = await tokenOf(await post('/api/widget/exchange', { partner: shop.partnerKey, token }, auth(await tokenOf(await session(shop)))));
    const body = await (await post('/api/widget/chat', { partner: shop.partnerKey, text: 'show my dressing room' }, auth(user))).text();
    expect(body).toContain('"toolName":"dressingRoom_list"');
  });

  it('refuses expired tokens, other shops\' tokens, guests and other sites', async () => {
    expect((await handoff(null)).status).toBe(401);
    expect((await handoff(ann, shop, { origin: 'https://shop.example' })).status).toBe(403);
    expect((await post('/api/widget/handoff', { partner: 'pk_nobody_here' }, { cookie: ann.cookie })).status).toBe(404);

    const expired = ((await (await handoff(ann)).json()) as { token: string }).token;
    await t.database.db.update(widgetHandoffs).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await post('/api/widget/exchange', { partner: shop.partnerKey, token: expired }, auth(await tokenOf(await session(shop))))).status).toBe(401);

    const forShop = ((await (await handoff(ann)).json()) as { token: string }).token;
    expect((await post('/api/widget/exchange', { partner: other.partnerKey, token: forShop }, auth(await tokenOf(await session(other))))).status).toBe(401);
    expect((await post('/api/widget/exchange', { partner: shop.partnerKey, token: 'wh_short' }, auth(await tokenOf(await session(shop))))).status).toBe(400);
    expect((await post('/api/widget/exchange', { partner: shop.partnerKey, token: forShop })).status).toBe(401);
  });

  it('ends the widget\'s sign-in when the shopper signs out of Atelier', async () => {
    const bob = await signUpVerified(t);
    const { token } = (await (await handoff(bob)).json()) as { token: string };
    const user = await tokenOf(await post('/api/widget/exchange', { partner: shop.partnerKey, token }, auth(await tokenOf(await session(shop)))));
    expect((await history(shop, user)).status).toBe(200);
    const out = await post('/api/auth/sign-out', {}, { cookie: bob.cookie });
    expect(out.status).toBe(200);
    const after = await history(shop, user);
    expect(after.status).toBe(401);
    expect(after.body.error).toBe('signed_out');
    const rows = await t.database.db.select().from(widgetHandoffs).where(eq(widgetHandoffs.userId, bob.id));
    expect(rows).toEqual([]); // the handoff went with the session
  });
});
