import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { influencerPostFeedback, influencerPosts, products, userInfluencerPreferences } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified } from '../../server/test/users.js';
import { insertFeedFixture, type FeedFixture } from '../recommendations/feed.fixtures.js';
import { whenIdle } from '../recommendations/pipeline.js';

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

type Post = { id: string; like_count: number; liked_by_me: boolean; top_liked: boolean; influencer: { handle: string }; posted_at: string };
const postsOf = (body: Record<string, unknown>) => body.posts as Post[];

describe('posts.feed', () => {
  it('serves the latest 20 newest first, and top liked by like count, to anyone', async () => {
    const latest = postsOf((await callTool(t, 'posts.feed', {})).body);
    expect(latest).toHaveLength(15);
    expect(latest.map((p) => p.posted_at)).toEqual([...latest.map((p) => p.posted_at)].sort().reverse());
    const top = postsOf((await callTool(t, 'posts.feed', { view: 'top_liked' })).body);
    expect(top.every((p) => p.top_liked)).toBe(true);
    expect(top.map((p) => p.like_count)).toEqual([...top.map((p) => p.like_count)].sort((a, b) => b - a));
  });

  it('names the catalogue piece a post links to, for its product page, and none for a link to no piece', async () => {
    const piece = fixture.products.boho[0]!.id;
    const [row] = await t.database.db.select({ url: products.productUrl }).from(products).where(eq(products.id, piece));
    const postId = fixture.posts.boho[1]!;
    await t.database.db.update(influencerPosts).set({ linkUrl: row!.url }).where(eq(influencerPosts.id, postId));
    const latest = (await callTool(t, 'posts.feed', {})).body.posts as (Post & { product_id: string | null; link_url: string | null })[];
    expect(latest.find((p) => p.id === postId)?.product_id).toBe(piece);
    // The fixture's other links are to pages no catalogue piece has; unlinked posts have none either.
    for (const p of latest.filter((x) => x.id !== postId)) expect(p.product_id).toBeNull();
  });

  it('matches followed handles as given, with an at-sign and without', async () => {
    const user = await signUpVerified(t);
    // Rows written by older clients: one with an at-sign, one plain.
    await t.database.db.insert(userInfluencerPreferences).values([
      { userId: user.id, influencerName: '@noir.minimal' },
      { userId: user.id, influencerName: 'boho.meadow' },
      { userId: user.id, influencerName: 'street.red', isActive: false },
    ]);
    const following = postsOf((await callTool(t, 'posts.feed', { view: 'following' }, user)).body);
    expect(new Set(following.map((p) => p.influencer.handle))).toEqual(new Set(['noir.minimal', 'boho.meadow']));
    expect(following).toHaveLength(6);
    expect(postsOf((await callTool(t, 'posts.feed', { view: 'recent' }, user)).body)).toHaveLength(6);
  });

  it('refuses the followed views to guests and unknown views to anyone', async () => {
    expect((await callTool(t, 'posts.feed', { view: 'following' })).status).toBe(401);
    expect((await callTool(t, 'posts.feed', { view: 'everything' })).status).toBe(400);
  });
});

describe('posts.like / posts.unlike', () => {
  it('round-trips: like adds one record and one like, unlike deletes the record', async () => {
    const user = await signUpVerified(t);
    const postId = fixture.posts.minimal[0]!;
    const [before] = await t.database.db.select().from(influencerPosts).where(eq(influencerPosts.id, postId));

    const liked = await callTool(t, 'posts.like', { postId }, user);
    expect(liked.body).toEqual({ post_id: postId, liked: true, like_count: before!.likeCount + 1, changed: true });
    const twice = await callTool(t, 'posts.like', { postId }, user);
    expect(twice.body).toMatchObject({ liked: true, like_count: before!.likeCount + 1, changed: false });
    expect(await t.database.db.select().from(influencerPostFeedback).where(eq(influencerPostFeedback.userId, user.id))).toHaveLength(1);
    const feed = postsOf((await callTool(t, 'posts.feed', {}, user)).body);
    expect(feed.find((p) => p.id === postId)?.liked_by_me).toBe(true);

    const unliked = await callTool(t, 'posts.unlike', { postId }, user);
    expect(unliked.body).toEqual({ post_id: postId, liked: false, like_count: before!.likeCount, changed: true });
    expect(await t.database.db.select().from(influencerPostFeedback).where(eq(influencerPostFeedback.userId, user.id))).toHaveLength(0);
    expect((await callTool(t, 'posts.unlike', { postId }, user)).body).toMatchObject({ changed: false, like_count: before!.likeCount });
  });

  it('does nothing for guests, silently', async () => {
    const postId = fixture.posts.boho[1]!;
    const res = await callTool(t, 'posts.like', { postId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ liked: false, changed: false });
    expect(await t.database.db.select().from(influencerPostFeedback).where(eq(influencerPostFeedback.postId, postId))).toHaveLength(0);
  });

  it('answers unknown and malformed post ids with 404 and 400', async () => {
    const user = await signUpVerified(t);
    expect((await callTool(t, 'posts.like', { postId: '00000000-0000-4000-8000-000000000000' }, user)).status).toBe(404);
    expect((await callTool(t, 'posts.unlike', { postId: 'nope' }, user)).status).toBe(400);
    expect(await t.database.db.select().from(influencerPostFeedback).where(eq(influencerPostFeedback.userId, user.id))).toHaveLength(0);
  });
});
