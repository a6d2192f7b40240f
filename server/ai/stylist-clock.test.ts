/**
 * Every door's stylist reads "today" from the app's clock, the one its tools read: "next week" on
 * /api/chat and in the widget is the week after the app's today, not the wall clock's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { jsonRequest, signUpVerified, type TestUser } from '../test/users.js';
import { createPartner, type Partner } from '../widget/partners.js';

/** Three weeks before the wall clock, on a Wednesday: its next week is nobody else's. */
const appToday = (() => {
  const d = new Date(Date.now() - 21 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((3 - d.getUTCDay() + 7) % 7) - 7);
  d.setUTCHours(12, 0, 0, 0);
  return d;
})();
const iso = (d: Date) => d.toISOString().slice(0, 10);
const plusDays = (n: number) => iso(new Date(appToday.getTime() + n * 86_400_000));

let t: TestApp;
let ann: TestUser;
let shop: Partner;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(appToday) });
  ann = await signUpVerified(t);
  shop = (await createPartner(t.database.db, t.config.tokenEncryptionKey, { name: 'Clock Shop', origins: ['https://shop.example'] })).partner;
});
afterAll(async () => { await t.close(); });

const chunksOf = async (res: Response) =>
  (await res.text()).split('\n').filter((l) => l.startsWith('data: ') && l !== 'data: [DONE]').map((l) => JSON.parse(l.slice(6)) as Record<string, unknown>);
const tripInput = (chunks: Record<string, unknown>[]) =>
  chunks.find((c) => c.type === 'tool-input-available' && c.toolName === 'trips_plan')?.input as { start_date?: string; end_date?: string } | undefined;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', origin: t.config.PUBLIC_URL, ...headers } });

/** Monday to Sunday of the week after the app's Wednesday. */
const nextWeek = { start_date: plusDays(5), end_date: plusDays(11) };

describe('the stylist\'s date on every door', () => {
  it('/api/chat reads "next week" from the app\'s clock', async () => {
    const res = await jsonRequest(t, '/api/chat', { id: crypto.randomUUID(), messages: [{ id: crypto.randomUUID(), role: 'user', parts: [{ type: 'text', text: 'plan a trip to Paris next week' }] }] }, { cookie: ann.cookie });
    expect(tripInput(await chunksOf(res))).toMatchObject(nextWeek);
  });

  it('the widget reads it from the same clock', async () => {
    const tokenOf = async (res: Response) => ((await res.json()) as { token: string }).token;
    const guest = await tokenOf(await post('/api/widget/session', { partner: shop.partnerKey }));
    const { token: handoff } = (await (await post('/api/widget/handoff', { partner: shop.partnerKey }, { cookie: ann.cookie })).json()) as { token: string };
    const token = await tokenOf(await post('/api/widget/exchange', { partner: shop.partnerKey, token: handoff }, { authorization: `Bearer ${guest}` }));
    const res = await post('/api/widget/chat', { partner: shop.partnerKey, text: 'plan a trip to Paris next week' }, { authorization: `Bearer ${token}` });
    expect(tripInput(await chunksOf(res))).toMatchObject(nextWeek);
  });
});
