import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { jsonRequest, signUpVerified, type TestUser } from '../test/users.js';

let t: TestApp;
let ann: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ann = await signUpVerified(t);
  bob = await signUpVerified(t);
});
afterAll(async () => { await t.close(); });

const message = (text: string, id = crypto.randomUUID()) => ({ id, role: 'user', parts: [{ type: 'text', text }] });
const send = (user: TestUser | undefined, body: unknown) => jsonRequest(t, '/api/chat', body, user ? { cookie: user.cookie } : {});

/** The UI message stream is SSE: one JSON chunk per `data:` line. */
const chunksOf = async (res: Response) =>
  (await res.text()).split('\n').filter((l) => l.startsWith('data: ') && l !== 'data: [DONE]').map((l) => JSON.parse(l.slice(6)) as Record<string, unknown>);

describe('POST /api/chat', () => {
  it('refuses guests', async () => {
    expect((await send(undefined, { id: crypto.randomUUID(), messages: [message('hi')] })).status).toBe(401);
    expect((await t.app.request('/api/chat')).status).toBe(401);
  });

  it('streams tool calls and the reply, and stores the conversation', async () => {
    const id = crypto.randomUUID();
    const res = await send(ann, { id, messages: [message('add @zara as a source')] });
    expect(res.status).toBe(200);
    const chunks = await chunksOf(res);
    expect(chunks.some((c) => c.type === 'tool-input-available' && c.toolName === 'sources_add')).toBe(true);
    expect(chunks.some((c) => c.type === 'tool-output-available')).toBe(true);
    const text = chunks.filter((c) => c.type === 'text-delta').map((c) => c.delta).join('');
    expect(text).toContain('Added 1 source: @zara.');

    const second = await send(ann, { id, messages: [message('list my sources')] });
    expect((await chunksOf(second)).filter((c) => c.type === 'text-delta').map((c) => c.delta).join('')).toContain('You have 1 active source: @zara.');

    const list = (await (await t.app.request('/api/chat', { headers: { cookie: ann.cookie } })).json()) as { conversations: { id: string; title: string }[] };
    expect(list.conversations).toMatchObject([{ id, title: 'add @zara as a source' }]);
    const history = (await (await t.app.request(`/api/chat/${id}`, { headers: { cookie: ann.cookie } })).json()) as { messages: { role: string }[] };
    expect(history.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
  });

  it('keeps conversations private', async () => {
    const id = crypto.randomUUID();
    await (await send(ann, { id, messages: [message('help')] })).text();
    expect((await t.app.request(`/api/chat/${id}`, { headers: { cookie: bob.cookie } })).status).toBe(404);
    expect((await send(bob, { id, messages: [message('help')] })).status).toBe(404);
  });

  it('answers bad input clearly and keeps working', async () => {
    expect((await send(ann, { id: 'nope', messages: [message('hi')] })).status).toBe(400);
    expect((await send(ann, { id: crypto.randomUUID(), messages: [] })).status).toBe(400);
    expect((await send(ann, { id: crypto.randomUUID(), messages: [message('   ')] })).status).toBe(400);
    const big = await send(ann, { id: crypto.randomUUID(), messages: [message('a'.repeat(100 * 1024))] });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { message: string }).message).toMatch(/too long/);
    expect((await t.app.request('/api/chat/not-a-uuid', { headers: { cookie: ann.cookie } })).status).toBe(400);
    const ok = await send(ann, { id: crypto.randomUUID(), messages: [message('help')] });
    expect(ok.status).toBe(200);
  });
});

describe('POST /api/agent/log', () => {
  it('logs actions and reports the rate hint at 5 applies in 60 s', async () => {
    const log = (action: string) => jsonRequest(t, '/api/agent/log', { action, meta: { handles: ['zara'] } }, { cookie: bob.cookie });
    expect((await jsonRequest(t, '/api/agent/log', { action: 'agent_apply' })).status).toBe(401);
    expect((await log('agent_bogus')).status).toBe(400);
    let last: { recentApplies: number; goingFast: boolean } | undefined;
    for (let i = 0; i < 5; i++) last = (await (await log('agent_apply')).json()) as typeof last;
    expect(last).toMatchObject({ recentApplies: 5, goingFast: true });
  });
});
