/**
 * /inspiration (product rules §2, §4 Post like, §7 influencer_posts): the post feeds with the shopper's likes,
 * and the like toggle. Guests can read the public feeds; their likes silently do nothing (product rules §6).
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { influencerAccounts, influencerPostFeedback, influencerPosts, products, userInfluencerPreferences } from '../../server/db/schema.js';
import { toInfluencerPost } from '../catalogue/rows.js';
import { schedulePipeline } from '../recommendations/pipeline.js';
import { defineTool, ToolError, type Database, type ToolContext } from '../types.js';
import { feedPostSchema, likeOutputSchema, POST_FEED_LIMITS, POST_FEED_VIEWS } from './contracts.js';


/**
 * Product rules §7: a followed name matches an account as given, with an at-sign prefix, and with the
 * at-sign removed (older rows were stored either way).
 */
const followedAccountIds = (userId: string): SQL => sql`(
  select ${influencerAccounts.id} from ${influencerAccounts}
  join ${userInfluencerPreferences} on ${userInfluencerPreferences.userId} = ${userId}
    and ${userInfluencerPreferences.isActive}
    and ${influencerAccounts.handle} in (
      ${userInfluencerPreferences.influencerName},
      '@' || ${userInfluencerPreferences.influencerName},
      ltrim(${userInfluencerPreferences.influencerName}, '@')
    )
)`;

const likedPostIds = async (db: Database, userId: string | null, postIds: string[]): Promise<Set<string>> => {
  if (!userId || !postIds.length) return new Set();
  const rows = await db.select({ postId: influencerPostFeedback.postId }).from(influencerPostFeedback)
    .where(and(
      eq(influencerPostFeedback.userId, userId),
      eq(influencerPostFeedback.decision, 'like'),
      inArray(influencerPostFeedback.postId, postIds),
    ));
  return new Set(rows.map((r) => r.postId));
};

/** The catalogue piece each link belongs to (a post links to a product's retailer page), by link. */
const linkedProducts = async (db: Database, links: (string | null)[]): Promise<Map<string, string>> => {
  const wanted = [...new Set(links.filter((l): l is string => !!l))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: products.id, url: products.productUrl }).from(products).where(inArray(products.productUrl, wanted));
  return new Map(rows.map((r) => [r.url, r.id]));
};

export const postsFeed = defineTool({
  name: 'posts.feed',
  description:
    'Influencer posts for the inspiration feed: latest (20), top_liked (most liked, 20), following (posts of the ' +
    'influencers the shopper follows, 50) or recent (followed, 15). Each post says whether the shopper liked it, and ' +
    'product_id is the catalogue piece its link belongs to (null when it links to none).',
  auth: 'public',
  effect: 'read',
  input: z.strictObject({ view: z.enum(POST_FEED_VIEWS).default('latest') }),
  output: z.object({ view: z.string(), posts: z.array(feedPostSchema) }),
  async execute({ view }, ctx) {
    if ((view === 'following' || view === 'recent') && !ctx.userId) {
      throw new ToolError('unauthorized', 'Authentication required');
    }
    const where = view === 'top_liked'
      ? eq(influencerPosts.topLiked, true)
      : view === 'following' || view === 'recent'
        ? sql`${influencerPosts.influencerId} in ${followedAccountIds(ctx.userId!)}`
        : undefined;
    const order = view === 'top_liked'
      ? [desc(influencerPosts.likeCount), desc(influencerPosts.postedAt)]
      : [desc(influencerPosts.postedAt), influencerPosts.id];
    const rows = await ctx.db.select().from(influencerPosts)
      .innerJoin(influencerAccounts, eq(influencerPosts.influencerId, influencerAccounts.id))
      .where(where)
      .orderBy(...order)
      .limit(POST_FEED_LIMITS[view]);
    const [liked, linked] = await Promise.all([
      likedPostIds(ctx.db, ctx.userId, rows.map((r) => r.influencer_posts.id)),
      linkedProducts(ctx.db, rows.map((r) => r.influencer_posts.linkUrl)),
    ]);
    return {
      view,
      posts: rows.map((r) => ({
        ...toInfluencerPost(r.influencer_posts, r.influencer_accounts),
        liked_by_me: liked.has(r.influencer_posts.id),
        product_id: r.influencer_posts.linkUrl ? linked.get(r.influencer_posts.linkUrl) ?? null : null,
      })),
    };
  },
});

const postOrNotFound = async (db: Database, postId: string) => {
  const [post] = await db.select({ id: influencerPosts.id, likeCount: influencerPosts.likeCount }).from(influencerPosts)
    .where(eq(influencerPosts.id, postId));
  if (!post) throw new ToolError('not_found', 'That post does not exist.');
  return post;
};

/** Likes move the taste vector; refresh it after the response. */
const refreshTaste = (ctx: ToolContext & { userId: string }) =>
  schedulePipeline({ db: ctx.db, log: ctx.log, now: ctx.now }, { userId: ctx.userId });

/**
 * Likes or unlikes for the signed-in shopper (product rules §4 Post like): a like is one feedback row and one
 * more on the post's count; unliking deletes that row. Doing what is already done changes nothing;
 * a guest's toggle is silently ignored (product rules §6).
 */
const setLiked = async (ctx: ToolContext, postId: string, liked: boolean) => {
  const post = await postOrNotFound(ctx.db, postId);
  const userId = ctx.userId;
  if (!userId) return { post_id: postId, liked: false, like_count: post.likeCount, changed: false };
  const result = await ctx.db.transaction(async (tx) => {
    const touched = liked
      ? await tx.insert(influencerPostFeedback)
        .values({ userId, postId, decision: 'like', createdAt: ctx.now() })
        .onConflictDoNothing()
        .returning({ id: influencerPostFeedback.id })
      : await tx.delete(influencerPostFeedback)
        .where(and(
          eq(influencerPostFeedback.userId, userId),
          eq(influencerPostFeedback.postId, postId),
          eq(influencerPostFeedback.decision, 'like'),
        ))
        .returning({ id: influencerPostFeedback.id });
    if (!touched.length) return { likeCount: post.likeCount, changed: false };
    const [updated] = await tx.update(influencerPosts)
      .set({ likeCount: liked ? sql`${influencerPosts.likeCount} + 1` : sql`greatest(${influencerPosts.likeCount} - 1, 0)` })
      .where(eq(influencerPosts.id, postId)).returning({ likeCount: influencerPosts.likeCount });
    return { likeCount: updated?.likeCount ?? post.likeCount, changed: true };
  });
  if (result.changed) await refreshTaste({ ...ctx, userId });
  return { post_id: postId, liked, like_count: result.likeCount, changed: result.changed };
};

export const postsLike = defineTool({
  name: 'posts.like',
  description: 'Like an influencer post. Liking twice changes nothing; guests\' likes are ignored.',
  auth: 'public',
  effect: 'change',
  input: z.strictObject({ postId: z.uuid() }),
  output: likeOutputSchema,
  execute: ({ postId }, ctx) => setLiked(ctx, postId, true),
});

export const postsUnlike = defineTool({
  name: 'posts.unlike',
  description: 'Remove the shopper\'s like from an influencer post (deletes the earlier like record).',
  auth: 'public',
  effect: 'delete',
  input: z.strictObject({ postId: z.uuid() }),
  output: likeOutputSchema,
  execute: ({ postId }, ctx) => setLiked(ctx, postId, false),
});

export const postTools = [postsFeed, postsLike, postsUnlike];
