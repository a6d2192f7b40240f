import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified, type TestUser } from '../../server/test/users.js';

let t: TestApp;
let ann: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ann = await signUpVerified(t);
  bob = await signUpVerified(t);
});
afterAll(async () => { await t.close(); });

const handles = (body: Record<string, unknown>) => (body.sources as { handle: string }[]).map((s) => s.handle);

describe('sources tools', () => {
  it('refuse guests', async () => {
    expect((await callTool(t, 'sources.list', {})).status).toBe(401);
  });

  it('add mentions and links, skip existing ones case-insensitively, report invalid', async () => {
    const first = await callTool(t, 'sources.add', { text: '@Zara and https://www.instagram.com/cos_stores/ and @' + 'x'.repeat(31) }, ann);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ added: ['zara', 'cos_stores'], skipped: [], invalidCount: 1 });
    const again = await callTool(t, 'sources.add', { text: '@ZARA @arket' }, ann);
    expect(again.body).toMatchObject({ added: ['arket'], skipped: ['zara'] });
    const list = await callTool(t, 'sources.list', { status: 'all' }, ann);
    expect(handles(list.body)).toEqual(['arket', 'cos_stores', 'zara']);
    expect((list.body.sources as { description: string }[])[0]?.description).toBe('Imported via Styler');
  });

  it('list the first N with the full count when asked', async () => {
    const all = await callTool(t, 'sources.list', { status: 'all' }, ann);
    const total = all.body.count as number;
    expect(total).toBeGreaterThan(2);
    const first = await callTool(t, 'sources.list', { status: 'all', limit: 2 }, ann);
    expect(handles(first.body)).toEqual(handles(all.body).slice(0, 2));
    expect(first.body.count).toBe(total);
    expect((await callTool(t, 'sources.list', { status: 'all', limit: 1000 }, ann)).body.count).toBe(total);
    expect((await callTool(t, 'sources.list', { limit: 0 }, ann)).status).toBe(400);
  });

  it('import a following export in batches', async () => {
    const names = Array.from({ length: 250 }, (_, i) => `shop_${i}`);
    const json = JSON.stringify({ relationships_following: names.map((n) => ({ title: n, string_list_data: [{ href: `https://www.instagram.com/_u/${n}` }] })) });
    const res = await callTool(t, 'sources.add', { text: json }, bob);
    expect((res.body.added as string[]).length).toBe(250);
    expect((await callTool(t, 'sources.list', {}, bob)).body.count).toBe(250);
  });

  it('answer bad text with a clear 400 and write nothing', async () => {
    const before = (await callTool(t, 'sources.list', { status: 'all' }, ann)).body.count;
    for (const text of ['', '   ', 'no handles here', '{"a":1}', '{not json']) {
      const res = await callTool(t, 'sources.add', { text }, ann);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await callTool(t, 'sources.add', { text: '@a', extra: 1 }, ann)).status).toBe(400);
    expect((await callTool(t, 'sources.list', { status: 'all' }, ann)).body.count).toBe(before);
  });

  it('deactivate, list inactive, reactivate, remove — only the caller\'s rows', async () => {
    const off = await callTool(t, 'sources.setActive', { handles: ['@Zara', 'nobody'], active: false }, ann);
    expect(off.body).toEqual({ changed: ['zara'], unchanged: [], notFound: ['nobody'] });
    expect(handles((await callTool(t, 'sources.list', { status: 'inactive' }, ann)).body)).toEqual(['zara']);
    expect(handles((await callTool(t, 'sources.list', {}, ann)).body)).toEqual(['arket', 'cos_stores']);
    const on = await callTool(t, 'sources.setActive', { handles: ['zara'], active: true }, ann);
    expect(on.body.changed).toEqual(['zara']);
    const bobRemove = await callTool(t, 'sources.remove', { handles: ['zara'] }, bob);
    expect(bobRemove.body).toEqual({ removed: [], notFound: ['zara'] });
    const removed = await callTool(t, 'sources.remove', { handles: ['zara', 'arket'] }, ann);
    expect(removed.body).toEqual({ removed: ['zara', 'arket'], notFound: [] });
    expect(handles((await callTool(t, 'sources.list', { status: 'all' }, ann)).body)).toEqual(['cos_stores']);
  });
});
