import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatTools } from '../../server/ai/tools.js';
import { users } from '../../server/db/schema.js';
import { silentLogger } from '../../server/log.js';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, jsonRequest, signUpVerified, type TestUser } from '../../server/test/users.js';
import { chatToolName } from '../types.js';
import { toolCatalogue } from '../registry.js';

let t: TestApp;
let ann: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ann = await signUpVerified(t);
  bob = await signUpVerified(t);
});
afterAll(async () => { await t.close(); });

const storedAt = async (user: TestUser) =>
  (await t.database.db.select({ at: users.onboardingCompletedAt }).from(users).where(eq(users.id, user.id)))[0]?.at ?? null;

describe('onboarding.status and onboarding.complete', () => {
  it('refuse guests, and a guest changes nothing', async () => {
    expect((await callTool(t, 'onboarding.status', {})).status).toBe(401);
    expect((await callTool(t, 'onboarding.complete', {})).status).toBe(401);
    expect((await callTool(t, 'onboarding.dismiss', {})).status).toBe(401);
    expect(await storedAt(ann)).toBeNull();
  });

  it('a new account has not completed onboarding', async () => {
    const res = await callTool(t, 'onboarding.status', {}, ann);
    expect(res).toEqual({ status: 200, body: { completed: false, completed_at: null, dismissed: false } });
  });

  it('refuses unknown fields and a body that is not JSON, storing nothing', async () => {
    const extra = await callTool(t, 'onboarding.complete', { userId: bob.id }, ann);
    expect(extra.status).toBe(400);
    const text = await t.app.request('/api/tools/onboarding.complete', {
      method: 'POST', body: 'done', headers: { 'content-type': 'text/plain', origin: t.config.PUBLIC_URL, cookie: ann.cookie },
    });
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
    expect(await storedAt(ann)).toBeNull();
  });

  it('refuses a cookie write from a foreign origin', async () => {
    const res = await jsonRequest(t, '/api/tools/onboarding.complete', {}, { cookie: ann.cookie, origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await storedAt(ann)).toBeNull();
  });

  it('completes once: a second call keeps the first time; only that shopper is completed', async () => {
    const first = await callTool(t, 'onboarding.complete', {}, ann);
    expect(first.status).toBe(200);
    expect(first.body.completed).toBe(true);
    const at = first.body.completed_at as string;
    expect(new Date(at).toISOString()).toBe(at);
    expect((await storedAt(ann))?.toISOString()).toBe(at);

    await new Promise((r) => setTimeout(r, 5));
    const again = await callTool(t, 'onboarding.complete', {}, ann);
    expect(again).toEqual({ status: 200, body: { completed: true, completed_at: at, dismissed: false } });
    expect(await callTool(t, 'onboarding.status', {}, ann)).toEqual({ status: 200, body: { completed: true, completed_at: at, dismissed: false } });

    expect(await callTool(t, 'onboarding.status', {}, bob)).toEqual({ status: 200, body: { completed: false, completed_at: null, dismissed: false } });
    expect(await storedAt(bob)).toBeNull();
  });

  it('closing without finishing is stored on the account: dismissed, not completed, and idempotent', async () => {
    const carol = await signUpVerified(t);
    const dismissed = await callTool(t, 'onboarding.dismiss', {}, carol);
    expect(dismissed).toEqual({ status: 200, body: { completed: false, completed_at: null, dismissed: true } });
    expect((await callTool(t, 'onboarding.dismiss', {}, carol)).body).toEqual({ completed: false, completed_at: null, dismissed: true });
    expect((await callTool(t, 'onboarding.status', {}, carol)).body).toEqual({ completed: false, completed_at: null, dismissed: true });
    expect((await callTool(t, 'onboarding.dismiss', { userId: bob.id }, carol)).status).toBe(400);
    expect((await callTool(t, 'onboarding.status', {}, bob)).body).toMatchObject({ dismissed: false });
  });

  it('two devices finishing at once agree on one time', async () => {
    const [x, y] = await Promise.all([callTool(t, 'onboarding.complete', {}, bob), callTool(t, 'onboarding.complete', {}, bob)]);
    expect(x.status).toBe(200);
    expect(y.body.completed_at).toBe(x.body.completed_at);
  });

  it('stays out of the chat door', async () => {
    const offered = Object.keys(chatTools({ db: t.database.db, userId: ann.id, now: () => new Date(), log: silentLogger }));
    expect(offered).toContain(chatToolName('sources.add'));
    for (const name of ['onboarding.status', 'onboarding.complete']) {
      expect(toolCatalogue.some((tool) => tool.name === name)).toBe(true);
      expect(offered).not.toContain(chatToolName(name));
    }
  });
});
