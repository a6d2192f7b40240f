/**
 * One request may not hold the event loop: hostile 1 MB and 50 MB inputs through the HTTP door are
 * read a slice at a time, with a turn of the event loop between slices. Counted, not timed: a
 * heartbeat that re-arms itself with setImmediate beats once per turn, so a request read in N
 * slices lets it beat at least N times, while a request read in one piece lets it beat only around
 * its few awaits. (How long a turn takes is a speed figure: `npm run bench -- robustness`.)
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { styleSources } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified, type TestUser } from '../../server/test/users.js';
import { EXPORT_SLICE } from './following-export.js';
import { TEXT_SLICE } from './handles.js';
import { hostileExport, hostilePaste, slashHandles } from './hostile.fixtures.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

/** Runs `work` while counting event-loop turns; also notes whether /healthz, asked mid-way, answered first. */
const withHeartbeat = async <T>(work: () => Promise<T>) => {
  let turns = 0;
  let done = false;
  let healthAnsweredFirst: boolean | undefined;
  const beat = () => {
    turns++;
    if (turns === 200) {
      void Promise.resolve(t.app.request('/healthz')).then((res) => { healthAnsweredFirst = res.status === 200 && !done; });
    }
    if (!done) setImmediate(beat);
  };
  setImmediate(beat);
  const result = await work();
  done = true;
  return { result, turns, healthAnsweredFirst };
};

const handlesOf = async (user: TestUser) =>
  (await t.database.db.select({ handle: styleSources.sourceHandle }).from(styleSources).where(eq(styleSources.userId, user.id)))
    .map((r) => r.handle).sort();

describe('hostile inputs through the HTTP door', () => {
  it('a 50 MB following export of 7,600 accounts and junk', async () => {
    const user = await signUpVerified(t);
    const { text, handles } = hostileExport(7_600, 50 * 1024 * 1024);
    const { result, turns, healthAnsweredFirst } = await withHeartbeat(() => callTool(t, 'sources.add', { text }, user));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ skipped: [], invalidCount: 2 });
    expect((result.body.added as string[]).length).toBe(handles.length);
    expect(await handlesOf(user)).toEqual([...handles].sort());
    expect(turns).toBeGreaterThanOrEqual(Math.floor(text.length / EXPORT_SLICE));
    expect(healthAnsweredFirst).toBe(true);
  }, 180_000);

  it('a 1 MB paste of dots and slashes around a few mentions', async () => {
    const user = await signUpVerified(t);
    const { text, handles, invalidCount } = hostilePaste(1024 * 1024);
    const { result, turns } = await withHeartbeat(() => callTool(t, 'sources.add', { text }, user));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ added: handles, skipped: [], invalidCount });
    expect((result.body.invalid as string[]).every((raw) => raw.length <= 201)).toBe(true);
    expect(turns).toBeGreaterThanOrEqual(Math.floor(text.length / TEXT_SLICE));
  }, 60_000);

  it('the issue\'s paste: "@" and 100,000 dots and "x"', async () => {
    const user = await signUpVerified(t);
    const res = await callTool(t, 'sources.add', { text: `@${'.'.repeat(100_000)}x` }, user);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ added: [], skipped: [], invalidCount: 1 });
  });

  it('sources.remove and sources.setActive with 100,000 handles of 199 slashes and an x', async () => {
    const user = await signUpVerified(t);
    await callTool(t, 'sources.add', { text: '@zara' }, user);
    const handles = slashHandles(100_000);
    const removed = await withHeartbeat(() => callTool(t, 'sources.remove', { handles }, user));
    expect(removed.result.status).toBe(200);
    expect(removed.result.body).toEqual({ removed: [], notFound: ['x'] });
    // 100,000 inputs normalised 2,000 at a time: at least 50 turns, where one piece would give a few.
    expect(removed.turns).toBeGreaterThanOrEqual(50);
    const paused = await withHeartbeat(() => callTool(t, 'sources.setActive', { handles: [...handles.slice(1), 'zara'], active: false }, user));
    expect(paused.result.body).toEqual({ changed: ['zara'], unchanged: [], notFound: ['x'] });
    expect(paused.turns).toBeGreaterThanOrEqual(50);
  }, 120_000);
});
