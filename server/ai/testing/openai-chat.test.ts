/**
 * The stylist's OpenAI path end to end without a network: /api/chat with OPENAI_API_KEY and
 * OPENAI_BASE_URL pointing at the fake OpenAI server, in both API shapes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { jsonRequest, signUpVerified, type TestUser } from '../../test/users.js';
import { CHAT_ERROR_TEXT } from '../../routes/chat.js';
import { MODEL_BUSY_TEXT, MODEL_TIMEOUT_TEXT, MODEL_UNAVAILABLE_TEXT } from '../provider-errors.js';
import { startFakeOpenAI, type FakeOpenAI, type FakeRequest } from './fake-openai.js';

type Chunk = Record<string, unknown>;
const chunksOf = async (res: Response): Promise<Chunk[]> =>
  (await res.text()).split('\n').filter((l) => l.startsWith('data: ') && l !== 'data: [DONE]').map((l) => JSON.parse(l.slice(6)) as Chunk);
const textOf = (chunks: Chunk[]) => chunks.filter((c) => c.type === 'text-delta').map((c) => c.delta).join('');
const message = (text: string) => ({ id: crypto.randomUUID(), role: 'user', parts: [{ type: 'text', text }] });

/** Everything the model was sent, as text, to look for a tool result in either shape. */
const sent = (r: FakeRequest) => JSON.stringify(r.body);

describe.each(['chat', 'responses'] as const)('the stylist on an OpenAI-compatible model (%s API)', (shape) => {
  let fake: FakeOpenAI;
  let t: TestApp;
  let ann: TestUser;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApp({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url, OPENAI_API_SHAPE: shape, STYLIST_MODEL: 'fake-4o', STYLIST_TIMEOUT_MS: '1500' });
    ann = await signUpVerified(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const say = async (text: string, id: string = crypto.randomUUID()) => {
    const res = await jsonRequest(t, '/api/chat', { id, messages: [message(text)] }, { cookie: ann.cookie });
    expect(res.status).toBe(200);
    return { id, chunks: await chunksOf(res) };
  };
  const stored = async (id: string) =>
    ((await (await t.app.request(`/api/chat/${id}`, { headers: { cookie: ann.cookie } })).json()) as { messages: { id: string; role: string; parts: Record<string, unknown>[] }[] }).messages;
  const answer = async (id: string, approved: boolean) => {
    const reply = (await stored(id)).at(-1)!;
    const parts = reply.parts.map((p) => (p.state === 'approval-requested' ? { ...p, state: 'approval-responded', approval: { id: (p.approval as { id: string }).id, approved } } : p));
    const res = await jsonRequest(t, '/api/chat', { id, messages: [{ ...reply, parts }] }, { cookie: ann.cookie });
    expect(res.status).toBe(200);
    return chunksOf(res);
  };
  const sources = async () =>
    ((await (await jsonRequest(t, '/api/tools/sources.list', { status: 'all' }, { cookie: ann.cookie })).json()) as { sources: { handle: string }[] }).sources.map((s) => s.handle);

  it('streams the model\'s words, offering it the registry\'s tools', async () => {
    fake.script([{ text: 'Hello from the fake model.' }]);
    const before = fake.requests.length;
    const { chunks } = await say('hi');
    expect(textOf(chunks)).toBe('Hello from the fake model.');
    const request = fake.requests[before]!;
    expect(request).toMatchObject({ shape, stream: true, model: 'fake-4o', lastUserText: 'hi' });
    expect(request.tools).toEqual(expect.arrayContaining(['products_search', 'sources_add', 'wardrobe_list']));
    expect(request.headers.authorization).toBe('Bearer sk-test');
  });

  it('runs a read the model calls and sends it the result, then streams the reply', async () => {
    fake.script((r) => (r.toolResults.length
      ? { text: `I found ${(JSON.parse(r.toolResults[0]!.output) as { products: unknown[] }).products.length} bags.` }
      : { toolCalls: [{ name: 'products_search', arguments: { text: 'black', category: 'Bags', maxPrice: 100 } }] }));
    const before = fake.requests.length;
    const { chunks } = await say('black bags under $100');
    expect(chunks.some((c) => c.type === 'tool-input-available' && c.toolName === 'products_search')).toBe(true);
    const output = chunks.find((c) => c.type === 'tool-output-available')?.output as { products: unknown[] };
    expect(Array.isArray(output.products)).toBe(true);
    expect(textOf(chunks)).toBe(`I found ${output.products.length} bags.`);
    expect(fake.requests.length - before).toBe(2);
    expect(fake.requests[before + 1]!.toolResults).toHaveLength(1);
  });

  it('asks before a change: approved, the call runs once and the model sees its result', async () => {
    fake.script((r) => (r.toolResults.length
      ? { text: r.toolResults[0]!.output.includes('fake.src') ? 'Added @fake.src to your sources.' : 'That did not work.' }
      : { toolCalls: [{ name: 'sources_add', arguments: { text: '@fake.src' } }] }));
    const before = fake.requests.length;
    const { id, chunks } = await say('add @fake.src as a source');
    expect(chunks.some((c) => c.type === 'tool-approval-request')).toBe(true);
    expect(chunks.some((c) => c.type === 'tool-output-available')).toBe(false);
    expect(await sources()).not.toContain('fake.src');
    const after = await answer(id, true);
    expect(after.some((c) => c.type === 'tool-output-available')).toBe(true);
    expect(textOf(after)).toBe('Added @fake.src to your sources.');
    expect(await sources()).toContain('fake.src');
    // One request to propose, one to reply after the approved call ran: the model was not asked twice to propose.
    expect(fake.requests.length - before).toBe(2);
  });

  it('asks before a change: denied, nothing runs and the model is told', async () => {
    fake.script((r) => (r.toolResults.length
      ? { text: 'Understood, I left your sources alone.' }
      : { toolCalls: [{ name: 'sources_add', arguments: { text: '@never.fake' } }] }));
    const before = fake.requests.length;
    const { id } = await say('add @never.fake as a source');
    const after = await answer(id, false);
    expect(after.some((c) => c.type === 'tool-output-denied')).toBe(true);
    expect(textOf(after)).toBe('Understood, I left your sources alone.');
    expect(await sources()).not.toContain('never.fake');
    const told = fake.requests[before + 1]!;
    expect(told.toolResults).toHaveLength(1);
    expect(sent(told)).toMatch(/said no|denied/i);
  });

  it('a change left unanswered is not sent to the model again once the shopper moves on', async () => {
    fake.script((r) => (r.lastUserText.includes('add') ? { toolCalls: [{ name: 'sources_add', arguments: { text: '@left.alone' } }] } : { text: 'Sure.' }));
    const { id } = await say('add @left.alone as a source');
    const before = fake.requests.length;
    const { chunks } = await say('never mind, hi', id);
    expect(textOf(chunks)).toBe('Sure.');
    // No tool call without its result reaches the provider (it would refuse the request).
    const history = JSON.stringify(fake.requests[before]!.body.messages ?? fake.requests[before]!.body.input);
    expect(history).toContain('never mind, hi');
    expect(history).not.toMatch(/tool_calls|function_call|left\.alone\\"\}/);
    expect(await sources()).not.toContain('left.alone');
  });

  it.each([
    [500, MODEL_UNAVAILABLE_TEXT],
    [503, MODEL_UNAVAILABLE_TEXT],
    [429, MODEL_BUSY_TEXT],
    [401, MODEL_UNAVAILABLE_TEXT],
    [400, CHAT_ERROR_TEXT],
  ])('a provider %i reaches the shopper as a plain sentence', async (status, text) => {
    fake.script(() => ({ error: { status, message: 'upstream exploded at /srv/model.py line 42' } }));
    const { chunks } = await say('hi');
    const error = chunks.find((c) => c.type === 'error');
    expect(error?.errorText).toBe(text);
    expect(JSON.stringify(chunks)).not.toMatch(/exploded|model\.py|at \w+ \(/);
  });

  it('a provider that never answers, or stalls mid-stream, ends in "took too long", not a hang', async () => {
    for (const reply of [{ hang: true as const }, { stall: 'Let me ' }]) {
      fake.script(() => reply);
      const started = Date.now();
      const { chunks } = await say('hi');
      expect(chunks.find((c) => c.type === 'error')?.errorText).toBe(MODEL_TIMEOUT_TEXT);
      expect(Date.now() - started).toBeLessThan(10_000);
    }
  });
});
