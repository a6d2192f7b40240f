/**
 * One error shape on every door: RFC 9457 problem+json with the older `error`/`message` fields
 * kept, for the app's routes, the auth routes, the widget API and app.onError; JSON-RPC (MCP) and
 * OAuth error bodies left as their protocols define them; every 429 with Retry-After; a JSON 404
 * for unknown /api/* and /.well-known/* paths even where the web app would answer everything else.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { rateLimits } from '../db/schema.js';
import { silentLogger } from '../log.js';
import { CHAT_RATE } from '../ai/rate-limit.js';
import { LINK_PREVIEW_RATE } from '../../tools/links/tools.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { jsonRequest, signUpVerified, type TestUser } from '../test/users.js';
import { PROBLEM_CONTENT_TYPE, problemFromBody, problemType } from './problem.js';

let t: TestApp;
let spa: ReturnType<typeof createApp>;
let shopper: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  // The same app with a built web app behind it: the SPA answers every other GET with its page.
  const webDir = mkdtempSync(join(tmpdir(), 'atelier-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Atelier</title>');
  spa = createApp({ config: t.config, db: t.database.db, auth: t.auth, log: silentLogger, webDir });
  shopper = await signUpVerified(t);
});
afterAll(async () => { await t.close(); });

/** Asserts the RFC 9457 shape with the older fields kept, and returns the body. */
const expectProblem = async (res: Response, status: number, code?: string) => {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = (await res.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ status, type: problemType(body.code as string) });
  expect(typeof body.title).toBe('string');
  expect(typeof body.detail).toBe('string');
  expect((body.detail as string).length).toBeGreaterThan(0);
  if (code) expect(body.code).toBe(code);
  // The older shapes' fields, for clients that read them.
  expect(String(body.error).toLowerCase()).toBe(String(body.code).toLowerCase());
  expect(body.message).toBe(body.detail);
  return body;
};

describe('problem bodies', () => {
  it('reads the app\'s {error, message} and better-auth\'s {code, message}, keeping extensions', () => {
    expect(problemFromBody(400, { error: 'invalid_input', message: 'Bad.', issues: [{ path: 'a', message: 'x' }] }))
      .toMatchObject({ type: problemType('invalid_input'), title: 'Bad Request', status: 400, detail: 'Bad.', code: 'invalid_input', issues: [{ path: 'a' }] });
    expect(problemFromBody(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }))
      .toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD', detail: 'Invalid email or password', title: 'Unauthorized' });
    expect(problemFromBody(404, { message: 'Gone' })).toMatchObject({ code: 'http_404', detail: 'Gone' });
    // A code that is not a plain identifier never lands in the type URI.
    expect(problemFromBody(400, { error: 'a b/<c>', message: 'x' })!.type).toBe(problemType('http_400'));
  });

  it('leaves JSON-RPC and OAuth error bodies, and non-error shapes, alone', () => {
    expect(problemFromBody(401, { jsonrpc: '2.0', error: { code: -32600, message: 'no' }, id: null })).toBeNull();
    expect(problemFromBody(400, { error: 'invalid_request', error_description: 'redirect_uri mismatch' })).toBeNull();
    expect(problemFromBody(400, [1, 2])).toBeNull();
    expect(problemFromBody(400, { status: 'degraded' })).toBeNull();
  });
});

describe('errors on every door', () => {
  it('answers unknown /api/* and /.well-known/* paths with a JSON 404, not the web app\'s page', async () => {
    await expectProblem(await spa.request('/api/no-such-route'), 404, 'not_found');
    await expectProblem(await spa.request('/.well-known/no-such-thing'), 404, 'not_found');
    await expectProblem(await spa.request('/api/no-such-route', { method: 'DELETE', headers: { origin: t.config.PUBLIC_URL } }), 404, 'not_found');
    // better-auth answers a path it does not know with an empty 404: it gets the same body.
    await expectProblem(await spa.request('/api/auth/no-such-route'), 404, 'not_found');
    // Everything else is still the web app.
    expect((await spa.request('/wardrobe')).headers.get('content-type')).toMatch(/text\/html/);
  });

  it('answers malformed tool input with a clear problem, never a 500', async () => {
    const post = (body: string, type = 'application/json') => t.app.request('/api/tools/wardrobe.list', {
      method: 'POST', body, headers: { 'content-type': type, origin: t.config.PUBLIC_URL, cookie: shopper.cookie },
    });
    await expectProblem(await post('{"limit":'), 400, 'invalid_json');
    await expectProblem(await post(''), 400, 'missing_body');
    await expectProblem(await post('limit=3', 'application/x-www-form-urlencoded'), 415, 'unsupported_media_type');
    const invalid = await expectProblem(await post('{"limit":"lots"}'), 400, 'invalid_input');
    expect(invalid.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: expect.anything() })]));
    await expectProblem(await t.app.request('/api/tools/no.such.tool', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', origin: t.config.PUBLIC_URL } }), 404, 'not_found');
    await expectProblem(await jsonRequest(t, '/api/tools/wardrobe.list', {}), 401, 'unauthorized');
  });

  it('answers the auth routes\' errors in the same shape, keeping better-auth\'s codes', async () => {
    const wrong = await jsonRequest(t, '/api/auth/sign-in/email', { email: shopper.email, password: 'not-the-password-1' }, { 'x-forwarded-for': '10.200.0.1' });
    await expectProblem(wrong, 401, 'INVALID_EMAIL_OR_PASSWORD');
    const malformed = await t.app.request('/api/auth/sign-in/email', { method: 'POST', body: '{"email":', headers: { 'content-type': 'application/json', origin: t.config.PUBLIC_URL, 'x-forwarded-for': '10.200.0.2' } });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    await expectProblem(malformed, malformed.status);
    const untrusted = await jsonRequest(t, '/api/auth/sign-in/email', { email: shopper.email, password: 'x' }, { origin: 'https://evil.example', 'x-forwarded-for': '10.200.0.3' });
    await expectProblem(untrusted, 403, 'UNTRUSTED_ORIGIN');
  });

  it('answers the widget API\'s errors in the same shape, and leaves MCP\'s JSON-RPC errors as they are', async () => {
    await expectProblem(await t.app.request('/api/widget/config?partner=no-such-partner'), 404);
    const mcp = await t.app.request('/mcp', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' } });
    expect(mcp.status).toBe(401);
    expect(mcp.headers.get('content-type')).not.toContain(PROBLEM_CONTENT_TYPE);
    expect(await mcp.json()).toHaveProperty('jsonrpc', '2.0');
  });

  it('gives the chat\'s 429 a Retry-After: the seconds left in its window', async () => {
    const now = Date.now();
    // The window began 10 s ago and is full.
    await t.database.db.insert(rateLimits).values({ id: `chat:${shopper.id}`, key: `chat:${shopper.id}`, count: CHAT_RATE.max, lastRequest: now - 10_000 })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: CHAT_RATE.max, lastRequest: now - 10_000 } });
    const res = await jsonRequest(t, '/api/chat', { id: crypto.randomUUID(), messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: 'Hello' }] }] }, { cookie: shopper.cookie });
    await expectProblem(res, 429, 'rate_limited');
    const seconds = Number(res.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(48);
    expect(seconds).toBeLessThanOrEqual(50);
  });

  it('gives a tool\'s 429 a Retry-After from the tool\'s own window', async () => {
    const preview = () => jsonRequest(t, '/api/tools/links.preview', { url: 'http://127.0.0.1:9/nothing' }, { cookie: shopper.cookie });
    for (let i = 0; i < LINK_PREVIEW_RATE.max; i += 1) expect((await preview()).status).not.toBe(429);
    const res = await preview();
    const body = await expectProblem(res, 429, 'rate_limited');
    const seconds = Number(res.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(LINK_PREVIEW_RATE.windowMs / 1000);
    expect(body.retryAfter).toBe(seconds);
  }, 60_000);
});

describe('Retry-After on every 429', () => {
  it('is added even where the body is not rewritten (an OAuth or JSON-RPC error, or no JSON at all)', async () => {
    const { Hono } = await import('hono');
    const { problemDetails } = await import('./problem.js');
    const app = new Hono();
    app.use(problemDetails());
    app.get('/api/oauth-like', (c) => c.json({ error: 'slow_down', error_description: 'Too many requests' }, 429));
    app.get('/api/rpc-like', (c) => c.json({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'Too many requests' } }, 429));
    app.get('/api/broken', (c) => c.body('{not json', 429, { 'content-type': 'application/json' }));
    app.get('/api/own', (c) => c.json({ error: 'slow_down', error_description: 'x' }, 429, { 'Retry-After': '7' }));
    for (const path of ['/api/oauth-like', '/api/rpc-like', '/api/broken']) {
      const res = await app.request(path);
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after'), path).toBe('60');
    }
    const own = await app.request('/api/own');
    expect(own.headers.get('retry-after')).toBe('7');
    expect(await own.json()).toEqual({ error: 'slow_down', error_description: 'x' });
  });
});
