import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { influencerAccounts, influencerPosts, recommendationScores, userInfluencerPreferences, userStyleProfiles } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified, type TestUser } from '../../server/test/users.js';
import { insertFeedFixture, LOOKS, type FeedFixture } from '../recommendations/feed.fixtures.js';
import { refreshInfluencers } from '../recommendations/influencer-refresh.js';
import { runPipeline, whenIdle } from '../recommendations/pipeline.js';
import { silentLogger } from '../../server/log.js';

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

const prefsOf = (user: TestUser) =>
  t.database.db.select().from(userInfluencerPreferences).where(eq(userInfluencerPreferences.userId, user.id));

type FeedBody = { items: { id: string; product_name: string }[]; source: string };

describe('influencers.follow / unfollow / followed / setActive', () => {
  it('refuses guests with Authentication required and writes nothing', async () => {
    const before = (await t.database.db.select().from(userInfluencerPreferences)).length;
    const calls: [string, unknown][] = [
      ['influencers.follow', { handles: ['noir.minimal'] }],
      ['influencers.unfollow', { handles: ['noir.minimal'] }],
      ['influencers.followed', {}],
      ['influencers.setActive', { handles: ['noir.minimal'], active: true }],
    ];
    for (const [name, input] of calls) {
      const res = await callTool(t, name, input);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Authentication required');
    }
    expect((await t.database.db.select().from(userInfluencerPreferences)).length).toBe(before);
  });

  it('follows normalised handles with preference 50, skips existing ones and reports invalid and unknown', async () => {
    const user = await signUpVerified(t);
    const first = await callTool(t, 'influencers.follow', {
      handles: ['@Noir.Minimal', 'https://instagram.com/boho.meadow/', 'x', 'not.in.catalogue'],
    }, user);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      added: ['noir.minimal', 'boho.meadow', 'not.in.catalogue'], skipped: [], invalid: ['x'], unknown: ['not.in.catalogue'],
    });
    const again = await callTool(t, 'influencers.follow', { handles: ['noir.minimal', '@BOHO.meadow'] }, user);
    expect(again.body).toMatchObject({ added: [], skipped: ['noir.minimal', 'boho.meadow'] });
    const rows = await prefsOf(user);
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.preferenceScore === 50 && r.isActive)).toBe(true);

    const followed = await callTool(t, 'influencers.followed', {}, user);
    const list = followed.body.influencers as { handle: string; influencer: { id: string } | null }[];
    expect(list.map((i) => i.handle)).toEqual(['boho.meadow', 'noir.minimal', 'not.in.catalogue']);
    expect(list[1]!.influencer?.id).toBe(fixture.influencers.minimal);
    expect(list[2]!.influencer).toBeNull();
    await whenIdle();
  });

  it('answers bad input with 400 or 404 and writes nothing', async () => {
    const user = await signUpVerified(t);
    const cases: [string, unknown, number][] = [
      ['influencers.follow', { handles: [] }, 400],
      ['influencers.follow', { handles: ['!', 'a'] }, 400],
      ['influencers.follow', { handles: ['noir.minimal'], userId: 'someone' }, 400],
      ['influencers.follow', { handles: Array.from({ length: 501 }, (_, i) => `h${i}x`) }, 400],
      ['influencers.unfollow', { handles: ['noir.minimal'] }, 404],
      ['influencers.setActive', { handles: ['noir.minimal'], active: false }, 404],
      ['influencers.followed', { status: 'paused' }, 400],
    ];
    for (const [name, input, status] of cases) {
      const res = await callTool(t, name, input, user);
      expect(res.status, `${name} ${JSON.stringify(input)}`).toBe(status);
    }
    expect(await prefsOf(user)).toHaveLength(0);
  });

  it('pauses, resumes and unfollows only the caller\'s rows', async () => {
    const [a, b] = [await signUpVerified(t), await signUpVerified(t)];
    await callTool(t, 'influencers.follow', { handles: ['street.red', 'rose.romance'] }, a);
    await callTool(t, 'influencers.follow', { handles: ['street.red'] }, b);
    const paused = await callTool(t, 'influencers.setActive', { handles: ['street.red'], active: false }, a);
    expect(paused.body).toEqual({ changed: ['street.red'], notFollowed: [], invalid: [] });
    expect(((await callTool(t, 'influencers.followed', {}, a)).body.influencers as { handle: string }[]).map((i) => i.handle))
      .toEqual(['rose.romance']);
    expect(((await callTool(t, 'influencers.followed', { status: 'inactive' }, a)).body.influencers as unknown[])).toHaveLength(1);
    expect(((await callTool(t, 'influencers.followed', { status: 'all' }, a)).body.influencers as unknown[])).toHaveLength(2);

    const removed = await callTool(t, 'influencers.unfollow', { handles: ['@street.red', 'ivy.preppy'] }, a);
    expect(removed.body).toEqual({ removed: ['street.red'], notFollowed: ['ivy.preppy'], invalid: [] });
    expect((await prefsOf(a)).map((r) => r.influencerName)).toEqual(['rose.romance']);
    expect((await prefsOf(b)).map((r) => r.influencerName)).toEqual(['street.red']);
    await whenIdle();
  });
});

describe('the follow pipeline', () => {
  it('follow → refreshed influencer → taste → changed recommendations', async () => {
    const user = await signUpVerified(t);
    const before = await callTool(t, 'recommendations.feed', {}, user);
    expect((before.body as FeedBody).source).toBe('product_matcher');

    const res = await callTool(t, 'influencers.follow', { handles: ['boho.meadow'] }, user);
    expect(res.status).toBe(200);
    await whenIdle();

    const [account] = await t.database.db.select().from(influencerAccounts).where(eq(influencerAccounts.handle, LOOKS.boho.handle));
    expect(account!.styleVector).not.toBeNull();
    expect(account!.aestheticUpdatedAt).not.toBeNull();
    const [profile] = await t.database.db.select().from(userStyleProfiles).where(eq(userStyleProfiles.userId, user.id));
    expect(Object.keys(profile!.stylePreferences)[0]).toBe('bohemian');

    const after = (await callTool(t, 'recommendations.feed', {}, user)).body as FeedBody;
    expect(after.source).toBe('personalized');
    const bohoIds = new Set(fixture.products.boho.map((p) => p.id));
    expect(after.items.slice(0, 6).every((i) => bohoIds.has(i.id))).toBe(true);
    expect(after.items.map((i) => i.id)).not.toEqual((before.body as FeedBody).items.map((i) => i.id));

    // Unfollow refreshes too: no behaviour left, so no taste and back to the fallback feed.
    await callTool(t, 'influencers.unfollow', { handles: ['boho.meadow'] }, user);
    await whenIdle();
    expect(((await callTool(t, 'recommendations.feed', {}, user)).body as FeedBody).source).toBe('product_matcher');
  });

  it('refreshes an influencer again only when a post arrives without a vector (the checkpoint)', async () => {
    const deps = { db: t.database.db, log: silentLogger, now: () => new Date() };
    const user = await signUpVerified(t);
    await runPipeline(deps, { userId: user.id, handles: ['rose.romance'] });
    const [before] = await t.database.db.select().from(influencerAccounts).where(eq(influencerAccounts.handle, 'rose.romance'));
    expect(await refreshInfluencers(t.database.db, ['rose.romance'], new Date())).toBe(0);

    const [fresh] = await t.database.db.insert(influencerPosts).values({
      influencerId: fixture.influencers.romantic, platformPostId: 'rose.romance-new', caption: 'Romantic pink lace evening gown',
      postedAt: new Date(),
    }).returning({ id: influencerPosts.id });
    expect(await refreshInfluencers(t.database.db, ['@rose.romance'], new Date())).toBe(1);
    const [post] = await t.database.db.select().from(influencerPosts).where(eq(influencerPosts.id, fresh!.id));
    expect(post!.styleVector).not.toBeNull();
    const [after] = await t.database.db.select().from(influencerAccounts).where(eq(influencerAccounts.handle, 'rose.romance'));
    expect(after!.aestheticUpdatedAt!.getTime()).toBeGreaterThanOrEqual(before!.aestheticUpdatedAt!.getTime());
  });

  it('converges when a run stopped half-way is run again: nothing lost or doubled', async () => {
    const deps = { db: t.database.db, log: silentLogger, now: () => new Date() };
    const user = await signUpVerified(t);
    await t.database.db.insert(userInfluencerPreferences).values({ userId: user.id, influencerName: 'ivy.preppy' });
    // Stopped after step 1 (influencer refreshed, no taste, no scores yet).
    await refreshInfluencers(t.database.db, ['ivy.preppy'], new Date());
    expect(await t.database.db.select().from(recommendationScores).where(eq(recommendationScores.userId, user.id))).toHaveLength(0);

    await runPipeline(deps, { userId: user.id, handles: ['ivy.preppy'] });
    const first = await t.database.db.select().from(recommendationScores).where(eq(recommendationScores.userId, user.id));
    await runPipeline(deps, { userId: user.id, handles: ['ivy.preppy'] });
    const second = await t.database.db.select().from(recommendationScores).where(eq(recommendationScores.userId, user.id));
    expect(first.length).toBeGreaterThan(0);
    expect(second.map((r) => [r.itemId, r.score]).sort()).toEqual(first.map((r) => [r.itemId, r.score]).sort());
    expect(new Set(second.map((r) => r.itemId)).size).toBe(second.length);
    const profiles = await t.database.db.select().from(userStyleProfiles).where(and(eq(userStyleProfiles.userId, user.id)));
    expect(profiles).toHaveLength(1);
  });
});
