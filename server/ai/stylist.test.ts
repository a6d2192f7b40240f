import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelMessage } from 'ai';
import { silentLogger } from '../log.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { signUpVerified, type TestUser } from '../test/users.js';
import { createLocalModel } from './local/model.js';
import { runStylistTurn } from './stylist.js';

let t: TestApp;
let ann: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ann = await signUpVerified(t);
});
afterAll(async () => { await t.close(); });

const turn = async (text: string, history: ModelMessage[] = []) => {
  const messages: ModelMessage[] = [...history, { role: 'user', content: text }];
  const ctx = { db: t.database.db, userId: ann.id, now: () => new Date(), log: silentLogger };
  const result = await runStylistTurn({ model: createLocalModel(), ctx, messages });
  return { ...result, history: [...messages, ...result.responseMessages] };
};

describe('the stylist on atelier-local', () => {
  it('adds and lists sources, replying from the results', async () => {
    const add = await turn('add @zara and https://instagram.com/cos_stores as sources');
    expect(add.calls.map((c) => c.name)).toEqual(['sources.add']);
    expect(add.reply).toContain('Added 2 sources: @zara, @cos_stores.');
    const list = await turn('then list my sources', add.history);
    expect(list.calls).toMatchObject([{ name: 'sources.list', input: { status: 'active' } }]);
    expect(list.reply).toContain('@cos_stores, @zara');
  });

  it('searches products with category, colour and budget', async () => {
    const r = await turn('black bags under $100');
    expect(r.calls).toMatchObject([{ name: 'products.search', input: { text: 'black', category: 'Bags', maxPrice: 100 } }]);
    expect(r.reply).toMatch(/black bags under \$100/);
  });

  it('answers what it cannot do without a tool call', async () => {
    const r = await turn('book me a flight to Paris');
    expect(r.calls).toEqual([]);
    expect(r.reply).toMatch(/can\u2019t book travel/);
  });

  it('turns a tool error into a plain reply', async () => {
    const r = await turn('remove @' + 'x'.repeat(31) + ' from my sources');
    expect(r.calls).toEqual([]);
    expect(r.reply).toMatch(/valid Instagram handle/);
    const e = await turn('add source {"nope": true}');
    expect(e.reply.length).toBeGreaterThan(0);
  });
});

describe('asking before a change', () => {
  const ctx = () => ({ db: t.database.db, userId: ann.id, now: () => new Date(), log: silentLogger });
  const sources = async () => (await turn('list my sources')).calls[0]?.output as { sources?: { handle: string }[] } | undefined;

  it('denied: the tool never runs, the call is recorded as denied and the reply says nothing changed', async () => {
    const r = await runStylistTurn({ model: createLocalModel(), ctx: ctx(), messages: [{ role: 'user', content: 'add @deny_me as a source' }], approval: 'deny' });
    expect(r.calls).toMatchObject([{ name: 'sources.add', input: { text: expect.stringContaining('deny_me') }, ok: false, denied: true }]);
    expect(r.reply).toContain('nothing was changed');
    expect(JSON.stringify(await sources())).not.toContain('deny_me');
  });

  it('asks only for changes: a read runs without a question, and a policy function sees each change', async () => {
    const seen: string[] = [];
    const r = await runStylistTurn({
      model: createLocalModel(), ctx: ctx(), messages: [{ role: 'user', content: 'add @ask_me as a source' }],
      approval: (call) => { seen.push(call.name); return 'approve'; },
    });
    expect(seen).toEqual(['sources.add']);
    expect(r.calls).toMatchObject([{ name: 'sources.add', ok: true }]);
    const list = await runStylistTurn({ model: createLocalModel(), ctx: ctx(), messages: [{ role: 'user', content: 'list my sources' }], approval: () => { throw new Error('a read asked'); } });
    expect(list.calls).toMatchObject([{ name: 'sources.list', ok: true }]);
    expect(list.reply).toContain('@ask_me');
  });
});
