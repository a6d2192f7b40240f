import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { silentLogger } from '../log.js';
import { products, widgetPartners } from '../db/schema.js';
import { insertOutfitFixture } from '../../tools/outfits/outfits.fixtures.js';
import { DEMO_PARTNER, createPartner, type Partner } from './partners.js';
import { ADDRESS_CHAT_RATE, PARTNER_CHAT_RATE } from './api.js';

let t: TestApp;
let shop: Partner;
let shopSecret: string;
let other: Partner;
let dress: { id: string; productName: string };
const SHOP = 'https://shop.example';

beforeAll(async () => {
  // TRUST_PROXY: a test names its client's address in X-Forwarded-For (none: an in-process call, no address).
  t = await createTestApp({ TRUST_PROXY: 'true' });
  ({ partner: shop, identitySecret: shopSecret } = await createPartner(t.database.db, t.config.tokenEncryptionKey, { name: 'Maison Shop', origins: [SHOP, 'https://*.maison.example'], themeColor: '#224466' }));
  other = (await createPartner(t.database.db, t.config.tokenEncryptionKey, { name: 'Other Shop', origins: ['https://other.example'] })).partner;
  const fixture = await insertOutfitFixture(t.database.db);
  [dress] = (await t.database.db.select({ id: products.id, productName: products.productName }).from(products).where(eq(products.id, fixture.products.minimal.Dresses!.mid))) as [typeof dress];
});
afterAll(async () => { await t.close(); });

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(path, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json', origin: t.config.PUBLIC_URL, ...headers } });
const visitor = async (partner = shop) => {
  const res = await post('/api/widget/session', { partner: partner.partnerKey });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
};
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const chunksOf = async (res: Response) =>
  (await res.text()).split('\n').filter((l) => l.startsWith('data: ') && l !== 'data: [DONE]').map((l) => JSON.parse(l.slice(6)) as Record<string, unknown>);
const replyText = (chunks: Record<string, unknown>[]) => chunks.filter((c) => c.type === 'text-delta').map((c) => c.delta).join('');

describe('GET /api/widget/config (from the partner page)', () => {
  it('answers an allowed origin, exactly or by wildcard, with CORS for that origin', async () => {
    for (const origin of [SHOP, 'https://eu.maison.example']) {
      const res = await get(`/api/widget/config?partner=${shop.partnerKey}`, { origin });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ name: 'Maison Shop', themeColor: '#224466' });
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
  });

  it('refuses other origins, unknown, malformed and revoked keys, saying why', async () => {
    const notListed = await get(`/api/widget/config?partner=${shop.partnerKey}`, { origin: 'https://evil.example' });
    expect(notListed.status).toBe(403);
    expect(await notListed.json()).toMatchObject({ error: 'origin_not_allowed', message: expect.stringContaining('https://evil.example') });
    expect((await get(`/api/widget/config?partner=${shop.partnerKey}`, { origin: 'https://maison.example' })).status).toBe(403);
    expect((await get(`/api/widget/config?partner=${shop.partnerKey}`, { origin: 'http://shop.example' })).status).toBe(403);
    expect((await get(`/api/widget/config?partner=${shop.partnerKey}`)).status).toBe(403);
    expect(await (await get('/api/widget/config?partner=pk_nobody_here', { origin: SHOP })).json()).toMatchObject({ error: 'unknown_partner' });
    expect((await get('/api/widget/config?partner=<script>', { origin: SHOP })).status).toBe(404);
    expect((await get('/api/widget/config', { origin: SHOP })).status).toBe(404);
    const revoked = (await createPartner(t.database.db, t.config.tokenEncryptionKey, { name: 'Gone', origins: [SHOP] })).partner;
    await t.database.db.update(widgetPartners).set({ revokedAt: new Date() }).where(eq(widgetPartners.id, revoked.id));
    expect(await (await get(`/api/widget/config?partner=${revoked.partnerKey}`, { origin: SHOP })).json()).toMatchObject({ error: 'revoked_partner' });
  });

  it('has a demo partner for loopback origins outside production', async () => {
    expect((await get(`/api/widget/config?partner=${DEMO_PARTNER.key}`, { origin: 'http://localhost:5173' })).status).toBe(200);
    expect((await get(`/api/widget/config?partner=${DEMO_PARTNER.key}`, { origin: 'http://evil.localhost:5173' })).status).toBe(403);
  });

  it('has no demo partner in production, even over data first started in development', async () => {
    // This database was started outside production above, so the demo partner's row exists.
    const production = createApp({
      config: loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: t.config.BETTER_AUTH_SECRET, PUBLIC_URL: 'https://atelier.example', DATA_DIR: '/tmp/atelier-test-unused', LOG_LEVEL: 'silent', TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32) }),
      db: t.database.db, auth: t.auth, log: silentLogger,
    });
    const config = await production.request(`/api/widget/config?partner=${DEMO_PARTNER.key}`, { headers: { origin: 'http://localhost:5173' } });
    expect(config.status).toBe(403);
    expect(await config.json()).toMatchObject({ error: 'revoked_partner' });
    const session = await production.request('/api/widget/session', { method: 'POST', body: JSON.stringify({ partner: DEMO_PARTNER.key }), headers: { 'content-type': 'application/json', origin: 'https://atelier.example' } });
    expect(session.status).toBe(403);
  });
});

describe('the pages and files', () => {
  it('/embed may be framed by exactly the partner\'s origins', async () => {
    const res = await get(`/embed?partner=${shop.partnerKey}`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/frame-ancestors https:\/\/shop\.example https:\/\/\*\.maison\.example$/);
    expect(res.headers.get('x-frame-options')).toBeNull();
    const html = await res.text();
    expect(html).toContain('"key":"' + shop.partnerKey);
    expect(html).not.toContain(shopSecret);
    expect(html).not.toContain(shop.identitySecret);
  });

  it('/embed for an unknown key may be framed by nobody; the popup by nobody, keeping its opener', async () => {
    const unknown = await get('/embed?partner=pk_nobody_here');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const popup = await get(`/embed/signin?partner=${shop.partnerKey}`);
    expect(popup.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(popup.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
  });

  // 3.5 KB since identify/update/shutdown, hideLauncher, the unread badge and the replayed ready
  // (about 0.5 KB gzip); still a small fraction of the widgets partners compare it with.
  it('serves the loader to any site, compressed, within 3.5 KB gzip', async () => {
    const res = await get('/widget.js', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('content-type')).toContain('javascript');
    expect((await res.arrayBuffer()).byteLength).toBeLessThanOrEqual(3.5 * 1024);
    expect((await get('/widget.mjs')).status).toBe(200);
    expect((await get('/widget/..%2Fmanifest.json')).status).toBe(404);
  });
});

describe('the widget chat', () => {
  it('lets a guest ask what goes with the page product and answers with cards of that look', async () => {
    const token = await visitor();
    const product = { name: 'Linen Wrap Dress', brand: 'Maison Lune', price: 129, currency: 'USD', category: 'Dresses', description: 'A sand linen wrap dress.' };
    const res = await post('/api/widget/chat', { partner: shop.partnerKey, text: 'what goes with this?', product }, auth(token));
    expect(res.status).toBe(200);
    const chunks = await chunksOf(res);
    expect(chunks.some((c) => c.type === 'tool-input-available' && c.toolName === 'page_look')).toBe(true);
    const look = chunks.find((c) => c.type === 'tool-output-available')?.output as { anchor: { name: string }; missingPieces: { slot: string; alternatives: { name: string }[] }[] };
    expect(look.anchor.name).toBe('Linen Wrap Dress');
    expect(look.missingPieces.map((m) => m.slot)).toContain('shoes');
    const text = replyText(chunks);
    expect(text).toContain('Here\'s what goes with the Linen Wrap Dress:');
    // The reply names what the tool returned, nothing else.
    const firstShoes = look.missingPieces.find((m) => m.slot === 'shoes')!.alternatives;
    expect(firstShoes.some((a) => text.includes(a.name))).toBe(true);
  });

  it('uses the catalogue product when the page\'s sku is one of ours, and never offers it back', async () => {
    const token = await visitor();
    const res = await post('/api/widget/chat', { partner: shop.partnerKey, text: 'Style this', product: { name: dress.productName, sku: dress.id } }, auth(token));
    const look = (await chunksOf(res)).find((c) => c.type === 'tool-output-available')?.output as { anchor: { id: string }; missingPieces: { alternatives: { productId: string }[] }[] };
    expect(look.anchor.id).toBe(dress.id);
    expect(look.missingPieces.flatMap((m) => m.alternatives.map((a) => a.productId))).not.toContain(dress.id);
  });

  it('keeps the conversation per visitor across requests, private, and clears it on reset', async () => {
    const ann = await visitor();
    const bob = await visitor();
    await (await post('/api/widget/chat', { partner: shop.partnerKey, text: 'black bags under $100' }, auth(ann))).text();
    const history = await (await get(`/api/widget/conversation?partner=${shop.partnerKey}`, auth(ann))).json() as { messages: { role: string }[]; who: { kind: string } };
    expect(history.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(history.who).toEqual({ kind: 'visitor' });
    expect(((await (await get(`/api/widget/conversation?partner=${shop.partnerKey}`, auth(bob))).json()) as { messages: unknown[] }).messages).toEqual([]);
    // A refreshed session is the same visitor.
    const refreshed = ((await (await post('/api/widget/session', { partner: shop.partnerKey }, auth(ann))).json()) as { token: string }).token;
    expect(((await (await get(`/api/widget/conversation?partner=${shop.partnerKey}`, auth(refreshed))).json()) as { messages: unknown[] }).messages).toHaveLength(2);
    const reset = await t.app.request(`/api/widget/conversation?partner=${shop.partnerKey}`, { method: 'DELETE', headers: { ...auth(ann), origin: t.config.PUBLIC_URL } });
    expect(reset.status).toBe(200);
    expect(((await (await get(`/api/widget/conversation?partner=${shop.partnerKey}`, auth(ann))).json()) as { messages: unknown[] }).messages).toEqual([]);
  });

  it('keeps the session in a partitioned cookie too, for iframes denied their storage; nothing before the first action', async () => {
    expect(await (await get(`/api/widget/conversation?partner=${shop.partnerKey}`)).json()).toEqual({ messages: [], who: null });
    const res = await post('/api/widget/session', { partner: shop.partnerKey });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__Host-atelier_widget=[\w.-]+;/);
    for (const attribute of ['Path=/', 'Secure', 'HttpOnly', 'SameSite=None', 'Partitioned']) expect(cookie).toContain(attribute);
    const jar = { cookie: cookie.split(';')[0]! };
    await (await post('/api/widget/chat', { partner: shop.partnerKey, text: 'help' }, jar)).text();
    expect(((await (await get(`/api/widget/conversation?partner=${shop.partnerKey}`, jar)).json()) as { messages: unknown[] }).messages).toHaveLength(2);
    expect((await get(`/api/widget/conversation?partner=${shop.partnerKey}`, { cookie: '__Host-atelier_widget=forged' })).status).toBe(401);
  });

  it('gives guests only the public tools', async () => {
    const token = await visitor();
    const chunks = await chunksOf(await post('/api/widget/chat', { partner: shop.partnerKey, text: 'show my dressing room' }, auth(token)));
    expect(chunks.some((c) => c.type === 'tool-input-available' && String(c.toolName).startsWith('dressingRoom'))).toBe(false);
  });

  it('refuses missing, forged and foreign sessions, bad bodies and other origins, writing nothing', async () => {
    const token = await visitor();
    const body = { partner: shop.partnerKey, text: 'hi' };
    expect((await post('/api/widget/chat', body)).status).toBe(401);
    expect((await post('/api/widget/chat', body, auth(`${token.slice(0, -4)}AAAA`))).status).toBe(401);
    expect((await post('/api/widget/chat', body, auth('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ2aXNpdG9yOngifQ.'))).status).toBe(401);
    expect(await (await post('/api/widget/chat', { ...body, partner: other.partnerKey }, auth(token))).json()).toMatchObject({ error: 'partner_mismatch' });
    expect((await post('/api/widget/chat', { ...body, text: '   ' }, auth(token))).status).toBe(400);
    expect(await (await post('/api/widget/chat', { ...body, text: 'x'.repeat(2001) }, auth(token))).json()).toMatchObject({ message: expect.stringMatching(/too long/) });
    expect((await post('/api/widget/chat', { ...body, extra: 1 }, auth(token))).status).toBe(400);
    expect((await post('/api/widget/chat', '{not json', auth(token))).status).toBe(400);
    expect((await post('/api/widget/chat', { ...body, product: { name: 'Dress', image: 'javascript:alert(1)' } }, auth(token))).status).toBe(400);
    expect((await post('/api/widget/chat', { ...body, product: { name: 'x'.repeat(1024 * 1024) } }, auth(token))).status).toBe(413);
    expect((await post('/api/widget/chat', body, { ...auth(token), origin: SHOP })).status).toBe(403);
    expect((await post('/api/widget/session', { partner: 'pk_nobody_here' })).status).toBe(404);
    expect((await post('/api/widget/session', { partner: shop.partnerKey, identityToken: 42 })).status).toBe(400);
    expect(((await (await get(`/api/widget/conversation?partner=${shop.partnerKey}`, auth(token))).json()) as { messages: unknown[] }).messages).toEqual([]);
  });

  it('stops a revoked partner\'s sessions', async () => {
    const gone = (await createPartner(t.database.db, t.config.tokenEncryptionKey, { name: 'Soon gone', origins: [SHOP] })).partner;
    const token = await visitor(gone);
    await t.database.db.update(widgetPartners).set({ revokedAt: new Date() }).where(eq(widgetPartners.id, gone.id));
    expect(await (await post('/api/widget/chat', { partner: gone.partnerKey, text: 'hi' }, auth(token))).json()).toMatchObject({ error: 'revoked_partner' });
    expect((await post('/api/widget/session', { partner: gone.partnerKey })).status).toBe(403);
  });

  it('rate-limits each visitor', async () => {
    const token = await visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await post('/api/widget/chat', { partner: shop.partnerKey, text: 'help' }, auth(token));
      statuses.push(res.status);
      await res.text();
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another visitor of the same shop is not held back.
    expect((await post('/api/widget/chat', { partner: shop.partnerKey, text: 'help' }, auth(await visitor()))).status).toBe(200);
  });

  it('holds one address well below the shop\'s whole quota, however many sessions it makes', async () => {
    expect(ADDRESS_CHAT_RATE.max).toBeLessThanOrEqual(PARTNER_CHAT_RATE.max / 10);
    const from = { 'x-forwarded-for': '203.0.113.7' };
    const sessions: string[] = [];
    for (let i = 0; i < Math.ceil((ADDRESS_CHAT_RATE.max + 1) / 20); i++) {
      sessions.push(((await (await post('/api/widget/session', { partner: shop.partnerKey }, from)).json()) as { token: string }).token);
    }
    const statuses: number[] = [];
    for (let i = 0; i <= ADDRESS_CHAT_RATE.max; i++) {
      const res = await post('/api/widget/chat', { partner: shop.partnerKey, text: 'help' }, { ...from, ...auth(sessions[i % sessions.length]!) });
      statuses.push(res.status);
      await res.text();
    }
    expect(statuses.slice(0, ADDRESS_CHAT_RATE.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address chats on.
    const elsewhere = { 'x-forwarded-for': '198.51.100.9' };
    const token = ((await (await post('/api/widget/session', { partner: shop.partnerKey }, elsewhere)).json()) as { token: string }).token;
    expect((await post('/api/widget/chat', { partner: shop.partnerKey, text: 'help' }, { ...elsewhere, ...auth(token) })).status).toBe(200);
  });
});
