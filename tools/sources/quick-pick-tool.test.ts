import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified, type TestUser } from '../../server/test/users.js';
import { QUICK_PICK_HANDLES } from './quick-pick.js';

let t: TestApp;
let ann: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ann = await signUpVerified(t);
  bob = await signUpVerified(t);
});
afterAll(async () => { await t.close(); });

interface Source { handle: string; source_type: string; priority_score: number; description: string | null; is_active: boolean }
interface Followed { handle: string; preference_score: number; is_active: boolean }

describe('sources.quickPick', () => {
  it('refuses guests', async () => {
    expect((await callTool(t, 'sources.quickPick', { handles: ['zara'] })).status).toBe(401);
  });

  it('needs at least one Quick Pick handle, and only those; nothing is stored on refusal', async () => {
    const empty = await callTool(t, 'sources.quickPick', { handles: [] }, bob);
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Select at least one account.');
    const foreign = await callTool(t, 'sources.quickPick', { handles: ['zara', 'not_on_the_list'] }, bob);
    expect(foreign.status).toBe(400);
    expect((await callTool(t, 'sources.list', { status: 'all' }, bob)).body.count).toBe(0);
    expect((await callTool(t, 'influencers.followed', { status: 'all' }, bob)).body.influencers).toEqual([]);
  });

  it('keeps the picks as influencer sources with priority 50 and follows them with preference 50', async () => {
    const res = await callTool(t, 'sources.quickPick', { handles: ['@Zara', 'cos', 'zara'] }, ann);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ added: ['zara', 'cos'], skipped: [], sourcesAdded: 2 });
    const sources = (await callTool(t, 'sources.list', { status: 'all' }, ann)).body.sources as Source[];
    expect(sources.map((s) => [s.handle, s.source_type, s.priority_score, s.is_active])).toEqual([
      ['cos', 'influencer', 50, true], ['zara', 'influencer', 50, true],
    ]);
    const followed = (await callTool(t, 'influencers.followed', { status: 'all' }, ann)).body.influencers as Followed[];
    expect(followed.map((f) => [f.handle, f.preference_score, f.is_active])).toEqual([['cos', 50, true], ['zara', 50, true]]);
  });

  it('skips what is already kept and followed, and saves the whole list at once', async () => {
    const res = await callTool(t, 'sources.quickPick', { handles: [...QUICK_PICK_HANDLES] }, ann);
    expect(res.status).toBe(200);
    expect((res.body.added as string[]).length).toBe(QUICK_PICK_HANDLES.length - 2);
    expect(res.body.skipped).toEqual(['cos', 'zara']);
    expect(res.body.sourcesAdded).toBe(QUICK_PICK_HANDLES.length - 2);
    expect((await callTool(t, 'influencers.followed', {}, ann)).body.influencers).toHaveLength(QUICK_PICK_HANDLES.length);
  });
});
