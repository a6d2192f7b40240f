import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { jsonRequest, signUpVerified, type TestUser } from '../test/users.js';
import { eq } from 'drizzle-orm';
import { toolApprovals } from '../db/schema.js';
import { approvalClaimer } from '../ai/approvals.js';

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

interface StoredPart { type: string; toolCallId?: string; state?: string; input?: unknown; approval?: { id: string; approved?: boolean } }
interface StoredMessage { id: string; role: string; parts: StoredPart[] }

const stored = async (user: TestUser, id: string) =>
  ((await (await t.app.request(`/api/chat/${id}`, { headers: { cookie: user.cookie } })).json()) as { messages: StoredMessage[] }).messages;

/** The client's side of Approve/Deny: its copy of the newest reply with the waiting change answered. */
const answered = (reply: StoredMessage, approved: boolean, change: (p: StoredPart) => StoredPart = (p) => p) => ({
  ...reply,
  parts: reply.parts.map((p) => (p.state === 'approval-requested' ? change({ ...p, state: 'approval-responded', approval: { id: p.approval!.id, approved } }) : p)),
});
const answer = async (user: TestUser, id: string, approved: boolean, change?: (p: StoredPart) => StoredPart) =>
  send(user, { id, messages: [answered((await stored(user, id)).at(-1)!, approved, change)] });

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
    // A change: the stream stops at the question, and nothing ran.
    expect(chunks.some((c) => c.type === 'tool-input-available' && c.toolName === 'sources_add')).toBe(true);
    expect(chunks.some((c) => c.type === 'tool-approval-request')).toBe(true);
    expect(chunks.some((c) => c.type === 'tool-output-available')).toBe(false);
    const approved = await answer(ann, id, true);
    expect(approved.status).toBe(200);
    const after = await chunksOf(approved);
    expect(after.some((c) => c.type === 'tool-output-available')).toBe(true);
    expect(after.filter((c) => c.type === 'text-delta').map((c) => c.delta).join('')).toContain('Added 1 source: @zara.');

    const second = await send(ann, { id, messages: [message('list my sources')] });
    expect((await chunksOf(second)).filter((c) => c.type === 'text-delta').map((c) => c.delta).join('')).toContain('You have 1 active source: @zara.');

    const list = (await (await t.app.request('/api/chat', { headers: { cookie: ann.cookie } })).json()) as { conversations: { id: string; title: string }[] };
    expect(list.conversations).toMatchObject([{ id, title: 'add @zara as a source' }]);
    const history = (await (await t.app.request(`/api/chat/${id}`, { headers: { cookie: ann.cookie } })).json()) as { messages: { role: string; parts: { type: string; state?: string }[] }[] };
    expect(history.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(history.messages[1]!.parts.find((p) => p.type === 'tool-sources_add')?.state).toBe('output-available');
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

describe('asking before a change', () => {
  const sourcesOf = async (user: TestUser) =>
    ((await (await jsonRequest(t, '/api/tools/sources.list', { status: 'all' }, { cookie: user.cookie })).json()) as { sources: { handle: string }[] }).sources.map((s) => s.handle);
  const approvalRows = (userId: string) => t.database.db.select().from(toolApprovals).where(eq(toolApprovals.userId, userId));
  const ask = async (user: TestUser, text: string) => {
    const id = crypto.randomUUID();
    await (await send(user, { id, messages: [message(text)] })).text();
    return id;
  };

  it('stores the proposed change as pending; Deny runs nothing and the reply says so', async () => {
    const id = await ask(bob, 'add @deny.me as a source');
    const pending = (await approvalRows(bob.id)).filter((r) => r.conversationId === id);
    expect(pending).toMatchObject([{ surface: 'chat', toolName: 'sources.add', status: 'pending', input: { text: 'add @deny.me as a source' } }]);
    const res = await answer(bob, id, false);
    expect(res.status).toBe(200);
    const chunks = await chunksOf(res);
    expect(chunks.some((c) => c.type === 'tool-output-denied')).toBe(true);
    expect(chunks.filter((c) => c.type === 'text-delta').map((c) => c.delta).join('')).toContain('nothing was changed');
    expect(await sourcesOf(bob)).not.toContain('deny.me');
    expect((await approvalRows(bob.id)).find((r) => r.id === pending[0]!.id)).toMatchObject({ status: 'denied' });
    expect((await stored(bob, id)).at(-1)!.parts.find((p) => p.type === 'tool-sources_add')?.state).toBe('output-denied');
  });

  it('runs an approved change once: a replayed answer is refused and changes nothing', async () => {
    const id = await ask(bob, 'add @once.only as a source');
    const waiting = (await stored(bob, id)).at(-1)!;
    const ok = await answer(bob, id, true);
    expect(ok.status).toBe(200);
    await ok.text();
    expect(await sourcesOf(bob)).toContain('once.only');
    const replay = await send(bob, { id, messages: [answered(waiting, true)] });
    expect(replay.status).toBe(409);
    expect(await replay.json()).toMatchObject({ error: 'approval_answered', message: expect.stringMatching(/already approved/) });
    const row = (await approvalRows(bob.id)).find((r) => r.conversationId === id);
    expect(row).toMatchObject({ status: 'executed' });
  });

  it('keeps the whole conversation after an approved change: a reopened conversation shows every turn', async () => {
    const id = await ask(bob, 'add @kept.turns as a source');
    await (await answer(bob, id, true)).text();
    await (await send(bob, { id, messages: [message('bags under $500')] })).text();
    const messages = await stored(bob, id);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(messages[1]!.parts.find((p) => p.type === 'tool-sources_add')?.state).toBe('output-available');
    expect(messages[2]!.parts).toEqual([{ type: 'text', text: 'bags under $500' }]);
  });

  it('refuses answers to calls never proposed, another shopper\'s change, and a tampered input; nothing changes', async () => {
    const id = await ask(ann, 'add @not.yours as a source');
    const waiting = (await stored(ann, id)).at(-1)!;
    // Never proposed: an id the server never stored.
    const invented = await send(ann, { id, messages: [answered(waiting, true, (p) => ({ ...p, approval: { id: 'aitxt-invented', approved: true } }))] });
    expect(invented.status).toBe(404);
    expect(await invented.json()).toMatchObject({ error: 'approval_not_found' });
    // Another shopper answering in their own conversation with Ann's approval id.
    const bobs = await ask(bob, 'help');
    const foreign = await send(bob, { id: bobs, messages: [answered(waiting, true)] });
    expect(foreign.status).toBe(404);
    // …or posting into Ann's conversation.
    expect((await send(bob, { id, messages: [answered(waiting, true)] })).status).toBe(404);
    // The client's copy of the input changed: refused, though the stored call would be the one to run.
    const tampered = await answer(ann, id, true, (p) => ({ ...p, input: { text: 'add @attacker as a source' } }));
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ error: 'approval_mismatch' });
    const renamed = await answer(ann, id, true, (p) => ({ ...p, type: 'tool-sources_remove' }));
    expect(renamed.status).toBe(400);
    // An assistant message with no answer in it.
    expect((await send(ann, { id, messages: [waiting] })).status).toBe(400);
    expect(await sourcesOf(ann)).not.toContain('not.yours');
    expect(await sourcesOf(ann)).not.toContain('attacker');
    expect((await approvalRows(ann.id)).find((r) => r.conversationId === id)).toMatchObject({ status: 'pending' });
    // Still answerable for real afterwards.
    const ok = await answer(ann, id, true);
    expect(ok.status).toBe(200);
    expect((await chunksOf(ok)).filter((c) => c.type === 'text-delta').map((c) => c.delta).join('')).toContain('@not.yours');
    expect(await sourcesOf(ann)).toContain('not.yours');
  });

  it('refuses an answer once the conversation moved on', async () => {
    const id = await ask(ann, 'add @too.late as a source');
    const waiting = (await stored(ann, id)).at(-1)!;
    await (await send(ann, { id, messages: [message('help')] })).text();
    const late = await send(ann, { id, messages: [answered(waiting, true)] });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: 'approval_stale' });
    expect(await sourcesOf(ann)).not.toContain('too.late');
  });

  it('never runs a change without a stored approval (the tool claims it first)', async () => {
    const claim = approvalClaimer(t.database.db, { userId: ann.id, conversationId: crypto.randomUUID(), surface: 'chat' });
    await expect(claim({ toolCallId: 'x', toolName: 'sources.add', input: { text: '@x' } })).rejects.toThrow(/not approved/);
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
