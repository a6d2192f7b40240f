/**
 * recommendations.save answers truthfully when its interaction record (product rules §7: "insert; failure is
 * tolerated") cannot be written: the piece stays saved, and the answer says the record is missing.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fittingRoomItems, userProductInteractions } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified } from '../../server/test/users.js';
import { insertFeedFixture, type FeedFixture } from './feed.fixtures.js';
import { whenIdle } from './pipeline.js';

let t: TestApp;
let fixture: FeedFixture;
beforeAll(async () => {
  t = await createTestApp();
  fixture = await insertFeedFixture(t.database.db);
});
afterAll(async () => {
  await whenIdle();
  await t.close();
});

const rowsOf = async (userId: string) => ({
  saved: await t.database.db.select().from(fittingRoomItems).where(eq(fittingRoomItems.userId, userId)),
  interactions: await t.database.db.select().from(userProductInteractions).where(eq(userProductInteractions.userId, userId)),
});

describe('recommendations.save', () => {
  it('says the interaction was recorded when it was', async () => {
    const user = await signUpVerified(t);
    const res = await callTool(t, 'recommendations.save', { productId: fixture.products.minimal[0]!.id }, user);
    expect(res.body).toMatchObject({ saved: true, added: true, interactionRecorded: true });
    const rows = await rowsOf(user.id);
    expect(rows.saved).toHaveLength(1);
    expect(rows.interactions).toHaveLength(1);
  });

  it('keeps the save and says so when the interaction record fails', async () => {
    const user = await signUpVerified(t);
    await t.database.db.execute(sql.raw(`
      create function refuse_interaction() returns trigger language plpgsql as $$
      begin raise exception 'interaction log unavailable'; end $$`));
    await t.database.db.execute(sql.raw(
      'create trigger refuse_interaction before insert on user_product_interactions for each row execute function refuse_interaction()'));
    try {
      const res = await callTool(t, 'recommendations.save', { productId: fixture.products.street[0]!.id }, user);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ saved: true, added: true, interactionRecorded: false });
      const rows = await rowsOf(user.id);
      expect(rows.saved).toHaveLength(1);
      expect(rows.interactions).toHaveLength(0);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_interaction on user_product_interactions'));
      await t.database.db.execute(sql.raw('drop function refuse_interaction()'));
    }
  });

  it('says nothing about an interaction when a guest saves nothing', async () => {
    const res = await callTool(t, 'recommendations.save', { productId: fixture.products.minimal[1]!.id });
    expect(res.body).toEqual({ saved: false, added: false, item: null });
  });
});
