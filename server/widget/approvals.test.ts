import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { jsonRequest, signUpVerified, type TestUser } from '../test/users.js';
import { createPartner, type Partner } from './partners.js';

let t: TestApp;
let shop: Partner;
let ann: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  shop = (await createPartner(t.database.db, t.config.tokenEncryptionKey, { name: 'Maison Shop', origins: ['https://shop.example'] })).partner;
  ann = await signUpVerified(t);
  bob = await signUpVerified(t);
});
afterAll(async () => { await t.close(); });

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', origin: t.config.PUBLIC_URL, ...headers } });
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const tokenOf = async (res: Response) => ((await res.json()) as { token: string }).token;
const chunksOf = async (res: Response) =>
  (await res.text()).split('\n').filter((l) => l.startsWith('data: ') && l !== 'data: [DONE]').map((l) => JSON.parse(l.slice(6)) as Record<string, unknown>);
const replyText = (chunks: Record<string, unknown>[]) => chunks.filter((c) => c.type === 'text-delta').map((c) => c.delta).join('');

/** A widget session signed in as `user` (popup handoff, then exchange). */
const signedIn = async (user: TestUser) => {
  const guest = await tokenOf(await post('/api/widget/session', { partner: shop.partnerKey }));
  const { token } = (await (await post('/api/widget/handoff', { partner: shop.partnerKey }, { cookie: user.cookie })).json()) as { token: string };
  return tokenOf(await post('/api/widget/exchange', { partner: shop.partnerKey, token }, auth(guest)));
};
const say = (token: string, text: string) => post('/api/widget/chat', { partner: shop.partnerKey, text }, auth(token));
const answer = (token: string, id: string, approved: boolean) => post('/api/widget/chat', { partner: shop.partnerKey, approval: { id, approved } }, auth(token));
const sourcesOf = async (user: TestUser) =>
  ((await (await jsonRequest(t, '/api/tools/sources.list', { status: 'all' }, { cookie: user.cookie })).json()) as { sources: { handle: string }[] }).sources.map((s) => s.handle);
const approvalIdIn = (chunks: Record<string, unknown>[]) => chunks.find((c) => c.type === 'tool-approval-request')?.approvalId as string;

describe('the widget asks before changing', () => {
  it('Approve runs the stored change once and the reply says so; a replay is refused', async () => {
    const token = await signedIn(ann);
    const asked = await chunksOf(await say(token, 'add @widget.src as a source'));
    const id = approvalIdIn(asked);
    expect(id).toBeTruthy();
    expect(asked.some((c) => c.type === 'tool-output-available')).toBe(false);
    expect(await sourcesOf(ann)).not.toContain('widget.src');
    const res = await answer(token, id, true);
    expect(res.status).toBe(200);
    const chunks = await chunksOf(res);
    expect(chunks.some((c) => c.type === 'tool-output-available')).toBe(true);
    expect(replyText(chunks)).toContain('@widget.src');
    expect(await sourcesOf(ann)).toContain('widget.src');
    const replay = await answer(token, id, true);
    expect(replay.status).toBe(409);
    expect(await replay.json()).toMatchObject({ error: 'approval_answered' });
    // The stored conversation shows the change as done.
    const history = (await (await t.app.request(`/api/widget/conversation?partner=${shop.partnerKey}`, { headers: auth(token) })).json()) as { messages: { parts: { type: string; state?: string }[] }[] };
    expect(history.messages.at(-1)!.parts.find((p) => p.type === 'tool-sources_add')?.state).toBe('output-available');
  });

  it('Deny changes nothing; another shopper, a guest and an invented id are refused', async () => {
    const token = await signedIn(bob);
    const id = approvalIdIn(await chunksOf(await say(token, 'add @never.added as a source')));
    const annToken = await signedIn(ann);
    expect((await answer(annToken, id, true)).status).toBe(404);
    const guest = await tokenOf(await post('/api/widget/session', { partner: shop.partnerKey }));
    expect((await answer(guest, id, true)).status).toBe(404);
    expect((await answer(token, 'aitxt-invented', true)).status).toBe(404);
    expect((await post('/api/widget/chat', { partner: shop.partnerKey, text: 'hi', approval: { id, approved: true } }, auth(token))).status).toBe(400);
    expect((await post('/api/widget/chat', { partner: shop.partnerKey, approval: { id, approved: true, input: { text: '@evil' } } }, auth(token))).status).toBe(400);
    const denied = await answer(token, id, false);
    expect(denied.status).toBe(200);
    const chunks = await chunksOf(denied);
    expect(chunks.some((c) => c.type === 'tool-output-denied')).toBe(true);
    expect(replyText(chunks)).toContain('nothing was changed');
    expect(await sourcesOf(bob)).not.toContain('never.added');
    expect(await sourcesOf(ann)).not.toContain('never.added');
  });
});
