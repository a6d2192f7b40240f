/**
 * The tool door refuses what it cannot safely run: guests before their input is read, text no
 * table can hold, bodies that are not JSON or missing, and cookie-authenticated writes from pages
 * that are not ours. Every refusal leaves the shopper's rows as they were.
 */
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { fittingRoomItems, userFeedbackDetailed } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { callTool, jsonRequest, signUpVerified, type TestUser } from '../test/users.js';

let t: TestApp;
let shopper: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  shopper = await signUpVerified(t);
});
afterAll(async () => { await t.close(); });

const roomOf = async (user: TestUser) =>
  t.database.db.select({ id: fittingRoomItems.id, name: fittingRoomItems.itemName }).from(fittingRoomItems).where(eq(fittingRoomItems.userId, user.id));

const addCustomItem = async (user: TestUser, name = 'Linen Shirt') => {
  const res = await callTool(t, 'dressingRoom.add', { item: { external_product_id: `custom-${name}`, item_name: name } }, user);
  expect(res.status).toBe(200);
};

const rawPost = (path: string, init: { body?: string; headers?: Record<string, string> }) =>
  t.app.request(path, { method: 'POST', ...(init.body !== undefined ? { body: init.body } : {}), headers: init.headers ?? {} });

describe('who is calling comes first', () => {
  it('answers a guest calling a signed-in tool with malformed input with 401, not 400', async () => {
    const res = await rawPost('/api/tools/dressingRoom.add', { body: '{"item":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(401);
    const wrongTypes = await callTool(t, 'feedback.submit', { itemId: 42, reasons: 'all' });
    expect(wrongTypes.status).toBe(401);
  });
});

describe('text no table can hold', () => {
  it('refuses a NUL character in a public search, as a guest, with 400', async () => {
    const res = await callTool(t, 'products.search', { text: '\u0000' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_input');
  });

  it('refuses a NUL in any stored field and writes nothing', async () => {
    const before = await roomOf(shopper);
    for (const field of ['item_name', 'brand', 'styling_notes', 'external_product_id']) {
      const item: Record<string, string> = { external_product_id: 'nul-test', item_name: 'Scarf', [field]: `a\u0000b` };
      const res = await callTool(t, 'dressingRoom.add', { item }, shopper);
      expect(res.status, field).toBe(400);
      expect((res.body.issues as { path: string }[])[0]?.path).toBe(`item.${field}`);
    }
    expect(await roomOf(shopper)).toEqual(before);
  });

  it('refuses NUL in feedback notes and a lone surrogate in a key', async () => {
    const notes = await callTool(t, 'feedback.submit', { itemId: crypto.randomUUID(), reasons: ['color'], notes: 'x\u0000' }, shopper);
    expect(notes.status).toBe(400);
    const key = await callTool(t, 'feedback.submit', { itemId: crypto.randomUUID(), reasons: ['color'], ['\uD800']: 1 }, shopper);
    expect(key.status).toBe(400);
    expect(await t.database.db.select().from(userFeedbackDetailed).where(eq(userFeedbackDetailed.userId, shopper.id))).toEqual([]);
  });

  it('refuses a NUL or a lone surrogate in a chat message with 400 and keeps chatting', async () => {
    for (const text of ['hello\u0000', 'hi \uD800 there']) {
      const res = await jsonRequest(t, '/api/chat', { id: crypto.randomUUID(), messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text }] }] }, { cookie: shopper.cookie });
      expect(res.status).toBe(400);
    }
    const ok = await jsonRequest(t, '/api/chat', { id: crypto.randomUUID(), messages: [{ id: 'm2', role: 'user', parts: [{ type: 'text', text: 'hello' }] }] }, { cookie: shopper.cookie });
    expect(ok.status).toBe(200);
    await ok.text();
  });

  it('refuses input nested deeper than any tool needs', async () => {
    const deep = `{"text":${'['.repeat(100_000)}"x"${']'.repeat(100_000)}}`;
    const res = await rawPost('/api/tools/products.search', { body: deep, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/nested more than/);
  });

  it('refuses a NUL in a sign-up name with 400', async () => {
    const res = await jsonRequest(t, '/api/auth/sign-up/email', { email: 'nul@example.com', password: 'Velvet-Runway-42', name: 'a\u0000' }, { 'x-forwarded-for': '10.250.0.1' });
    expect(res.status).toBe(400);
  });
});

describe('a write needs a JSON body', () => {
  it('refuses a bare POST to dressingRoom.clear and leaves the room as it was', async () => {
    await addCustomItem(shopper, 'Wool Coat');
    const before = await roomOf(shopper);
    const res = await rawPost('/api/tools/dressingRoom.clear', { headers: { cookie: shopper.cookie, origin: t.config.PUBLIC_URL, 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('missing_body');
    expect(await roomOf(shopper)).toEqual(before);
  });

  it('refuses a body that is not sent as JSON with 415', async () => {
    const before = await roomOf(shopper);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await rawPost('/api/tools/dressingRoom.clear', { body: '{}', headers: { cookie: shopper.cookie, origin: t.config.PUBLIC_URL, 'content-type': type } });
      expect(res.status, type).toBe(415);
    }
    const none = await rawPost('/api/tools/dressingRoom.clear', { body: '{}', headers: { cookie: shopper.cookie, origin: t.config.PUBLIC_URL } });
    expect(none.status).toBe(415);
    expect(await roomOf(shopper)).toEqual(before);
  });
});

describe('cookie-authenticated writes come from a trusted page', () => {
  const clear = (headers: Record<string, string>, app = t.app) =>
    app.request('/api/tools/dressingRoom.clear', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', cookie: shopper.cookie, ...headers } });

  it('refuses another site and a null origin with 403 and changes nothing', async () => {
    await addCustomItem(shopper, 'Silk Scarf');
    const before = await roomOf(shopper);
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3001']) {
      const res = await clear({ origin });
      expect(res.status, origin).toBe(403);
      expect(((await res.json()) as { error: string }).error).toBe('untrusted_origin');
    }
    expect((await clear({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(await roomOf(shopper)).toEqual(before);
  });

  it('accepts the app\'s own origin and its loopback names outside production', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000']) {
      await addCustomItem(shopper, `Belt ${origin}`);
      const res = await clear({ origin });
      expect(res.status, origin).toBe(200);
      expect(await roomOf(shopper)).toEqual([]);
    }
  });

  it('lets a guest write (nothing of anyone\'s to forge) and reads need no origin', async () => {
    const res = await t.app.request('/api/tools/products.search', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
    const read = await t.app.request('/api/tools', { headers: { cookie: shopper.cookie, origin: 'https://evil.example' } });
    expect(read.status).toBe(200);
  });
});

describe('origins in production', () => {
  it('trusts PUBLIC_URL and TRUSTED_ORIGINS only', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://atelier.example', TRUSTED_ORIGINS: 'https://shop.example.com' });
    try {
      const user = await signUpVerified({ ...prod, config: { ...prod.config, PUBLIC_URL: 'https://atelier.example' } } as TestApp);
      const clear = (origin: string) => prod.app.request('/api/tools/dressingRoom.clear', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', cookie: user.cookie, origin } });
      expect((await clear('http://127.0.0.1:3000')).status).toBe(403);
      expect((await clear('https://atelier.example')).status).toBe(200);
      expect((await clear('https://shop.example.com')).status).toBe(200);
    } finally {
      await prod.close();
    }
  });
});

describe('signing in from a loopback name', () => {
  it('works at 127.0.0.1 outside production, and a refused origin says what to do', async () => {
    const email = `loopback-${Date.now()}@example.com`;
    // A browser that has been here before sends a cookie, which is when better-auth checks the origin.
    const browser = { cookie: 'atelier-seen=1' };
    const ok = await jsonRequest(t, '/api/auth/sign-up/email', { email, password: 'Velvet-Runway-42', name: 'Loop', callbackURL: '/' }, { ...browser, origin: 'http://127.0.0.1:3000', 'x-forwarded-for': '10.250.0.2' });
    expect(ok.status).toBe(200);
    const refused = await jsonRequest(t, '/api/auth/sign-in/email', { email, password: 'Velvet-Runway-42' }, { ...browser, origin: 'https://evil.example', 'x-forwarded-for': '10.250.0.3' });
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as { message: string; error: string };
    expect(body.error).toBe('untrusted_origin');
    expect(body.message).toContain('Open Atelier at http://localhost:3000');
  });
});

describe('a server error', () => {
  it('is logged once, with its request id', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'error' }, new Writable({ write(chunk, _e, done) { lines.push(String(chunk)); done(); } }));
    const app = createApp({ config: t.config, db: t.database.db, auth: t.auth, log });
    // A database whose every call throws a plain error: a bug, not an outage (an unreachable database is a 503).
    const failing = new Proxy({}, { get: () => () => { throw new Error('boom'); } }) as typeof t.database.db;
    const brokenApp = createApp({ config: t.config, db: failing, auth: t.auth, log });
    const res = await brokenApp.request('/api/tools/products.search', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(500);
    expect(lines.filter((l) => l.includes('unhandled error'))).toHaveLength(1);
    expect(lines[0]).toContain('requestId');
    void app;
  });
});

describe('body size per tool', () => {
  it('refuses a body over 1 MB to an ordinary tool with 413 before parsing it, and lets sources.add read a big export', async () => {
    const flood = `[${'{},'.repeat(400_000)}{}]`;
    const res = await rawPost('/api/tools/feedback.submit', { body: `{"itemId":"x","reasons":${flood}}`, headers: { 'content-type': 'application/json', cookie: shopper.cookie, origin: t.config.PUBLIC_URL } });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBe('payload_too_large');
    const handles = Array.from({ length: 60_000 }, (_, i) => `@big_handle_${i}`).join(" https://example.com/filler ");
    expect(handles.length).toBeGreaterThan(1024 * 1024);
    const big = await callTool(t, 'sources.add', { text: handles }, shopper);
    expect(big.status).toBe(200);
  }, 120_000);
});
