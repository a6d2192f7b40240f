/**
 * influencers.follow writes its batches of 100 (product rules §7) all or nothing; the list statements take
 * the handles as one array parameter.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfluencerPreferences } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified } from '../../server/test/users.js';
import { whenIdle } from '../recommendations/pipeline.js';
import { FOLLOW_MAX_HANDLES } from './contracts.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => {
  await whenIdle();
  await t.close();
});

const handles = (prefix: string) => Array.from({ length: FOLLOW_MAX_HANDLES }, (_, i) => `${prefix}_${i}`);

describe('influencers.follow batches', () => {
  it('follows the largest list in batches of 100, pauses and unfollows it', async () => {
    const user = await signUpVerified(t);
    const all = handles('many');
    const res = await callTool(t, 'influencers.follow', { handles: all }, user);
    expect(res.status).toBe(200);
    expect((res.body.added as string[]).length).toBe(FOLLOW_MAX_HANDLES);
    const paused = await callTool(t, 'influencers.setActive', { handles: all, active: false }, user);
    expect((paused.body.changed as string[]).length).toBe(FOLLOW_MAX_HANDLES);
    const removed = await callTool(t, 'influencers.unfollow', { handles: all }, user);
    expect((removed.body.removed as string[]).length).toBe(FOLLOW_MAX_HANDLES);
  });

  it('writes nothing when a later batch fails', async () => {
    const user = await signUpVerified(t);
    // A trigger refuses one handle in the fourth batch: the three batches before it must roll back.
    await t.database.db.execute(sql.raw(`
      create function refuse_follow() returns trigger language plpgsql as $$
      begin
        if new.influencer_name = 'boom_350' then raise exception 'refused for the test'; end if;
        return new;
      end $$`));
    await t.database.db.execute(sql.raw(
      'create trigger refuse_follow before insert on user_influencer_preferences for each row execute function refuse_follow()'));
    try {
      const res = await callTool(t, 'influencers.follow', { handles: handles('boom') }, user);
      expect(res.status).toBe(500);
      const rows = await t.database.db.select().from(userInfluencerPreferences).where(eq(userInfluencerPreferences.userId, user.id));
      expect(rows).toEqual([]);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_follow on user_influencer_preferences'));
      await t.database.db.execute(sql.raw('drop function refuse_follow()'));
    }
  });
});
