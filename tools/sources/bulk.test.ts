/**
 * Lists larger than Postgres' 65,535 bind parameters per statement, through the HTTP door: every
 * statement over a list of handles takes the list as one array parameter, and inserts go in
 * batches of 100 inside one transaction.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { styleSources, userInfluencerPreferences } from '../../server/db/schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified, type TestUser } from '../../server/test/users.js';

let t: TestApp;
let ann: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ann = await signUpVerified(t);
});
afterAll(async () => { await t.close(); });

/** More handles than one statement could bind one by one. */
const COUNT = 66_000;
const names = Array.from({ length: COUNT }, (_, i) => `shop_${i}`);

/** Counted in the database: listing 66,000 sources through the door would only slow the test. */
const countOf = async (user: TestUser, active?: boolean) => {
  const [row] = await t.database.db.select({ n: count() }).from(styleSources)
    .where(and(eq(styleSources.userId, user.id), active === undefined ? undefined : eq(styleSources.isActive, active)));
  return row!.n;
};

const followsOf = async (user: TestUser, active?: boolean) => {
  const [row] = await t.database.db.select({ n: count() }).from(userInfluencerPreferences)
    .where(and(eq(userInfluencerPreferences.userId, user.id), active === undefined ? undefined : eq(userInfluencerPreferences.isActive, active)));
  return row!.n;
};

describe(`sources with ${COUNT} handles`, () => {
  it('deactivate and remove all of them', async () => {
    // Seeded in one statement; sources.add's own batches are covered below and in tools.test.ts.
    await t.database.db.execute(sql`
      insert into style_sources (user_id, source_type, source_name, source_handle, is_active)
      select ${ann.id}, 'instagram', 'instagram', 'shop_' || g, true from generate_series(0, ${COUNT - 1}) g`);

    const off = await callTool(t, 'sources.setActive', { handles: [...names, 'not_followed'], active: false }, ann);
    expect(off.status).toBe(200);
    expect((off.body.changed as string[]).length).toBe(COUNT);
    expect(off.body.notFound).toEqual(['not_followed']);
    expect(await countOf(ann, false)).toBe(COUNT);
    // The follows say the same, in the same statements (migration 0018).
    expect(await followsOf(ann, false)).toBe(COUNT);

    const again = await callTool(t, 'sources.setActive', { handles: names, active: false }, ann);
    expect(again.body).toMatchObject({ changed: [], notFound: [] });
    expect((again.body.unchanged as string[]).length).toBe(COUNT);

    const removed = await callTool(t, 'sources.remove', { handles: [...names, 'not_followed'] }, ann);
    expect(removed.status).toBe(200);
    expect((removed.body.removed as string[]).length).toBe(COUNT);
    expect(removed.body.notFound).toEqual(['not_followed']);
    expect(await countOf(ann)).toBe(0);
    expect(await followsOf(ann)).toBe(0);
    // Each of these statements also writes the follows (migration 0018): about 1.5x the time alone.
  }, 240_000);

  it('skips handles already present across many pages of them, case-insensitively (product rules §5)', async () => {
    const cara = await signUpVerified(t);
    await t.database.db.execute(sql`
      insert into style_sources (user_id, source_type, source_name, source_handle, is_active)
      select ${cara.id}, 'instagram', 'instagram', 'shop_' || g, true from generate_series(0, 11999) g`);
    await t.database.db.insert(styleSources).values({ userId: cara.id, sourceType: 'influencer', sourceName: 'Mixed', sourceHandle: '@Mixed.Case' });
    const res = await callTool(t, 'sources.add', { text: '@shop_0 @SHOP_11999 @mixed.case @brand_new' }, cara);
    expect(res.body).toMatchObject({ added: ['brand_new'], skipped: ['shop_0', 'shop_11999', 'mixed.case'] });
  });

  it('an import that fails half-way writes nothing', async () => {
    // A trigger refuses one handle in the third batch of 100: the first two batches must roll back.
    await t.database.db.execute(sql.raw(`
      create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.source_handle = 'boom_250' then raise exception 'refused for the test'; end if;
        return new;
      end $$`));
    await t.database.db.execute(sql.raw('create trigger refuse_boom before insert on style_sources for each row execute function refuse_boom()'));
    const bob = await signUpVerified(t);
    try {
      const batch = Array.from({ length: 300 }, (_, i) => `@boom_${i}`).join(' ');
      const res = await callTool(t, 'sources.add', { text: batch }, bob);
      expect(res.status).toBe(500);
      expect(await countOf(bob)).toBe(0);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_boom on style_sources'));
      await t.database.db.execute(sql.raw('drop function refuse_boom()'));
    }
  });
});
