/**
 * What the scanner reads: the shopper's follows (followed influencers, style sources, the fashion
 * accounts stored on the Instagram connection, and the scan's seed handle) matched to known
 * influencer accounts with their post vectors, and the shopper's own likes, saves (dressing room)
 * and detailed feedback. Reads only; every query is filtered by the shopper's id.
 */
import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { uuidOrNull } from '../uuid-key.js';
import { z } from 'zod';
import {
  fittingRoomItems, influencerAccounts, influencerPostFeedback, influencerPosts, products,
  styleSources, userFeedbackDetailed, userInfluencerPreferences,
} from '../../server/db/schema.js';
import { readConnectionData, readCredential } from '../connections/store.js';
import { followedHandle } from '../influencers/followed-handle.js';
import { normalise, parsePgVector, toPgVector, zeroVector, type StyleVector } from '../recommendations/style-vector.js';
import { normaliseHandle } from '../sources/handles.js';
import { inTextList, uuidArray } from '../sources/sql-lists.js';
import type { Database } from '../types.js';
import type { FashionAccount } from './contracts.js';
import type { AccuracyBars, FollowedAccount, Interaction } from './genome.js';

/** Behaviour rows read per kind, newest first (as the taste reads them). */
export const RECENT_LIMIT = 200;
/** Follows read from each source; the dialog's imports allow more, the scan reads the first 5,000. */
export const FOLLOW_LIMIT = 5000;
/** Catalogue pieces and posts the accuracy hold-out compares against. */
export const REFERENCE_SAMPLE = 200;

type FollowSource = FashionAccount['sources'][number];

/** connection_data as the scan reads it: anything else there (tokens info, profile, media) is kept untouched. */
const connectionDataSchema = z.looseObject({
  fashion_accounts: z.array(z.looseObject({ handle: z.string() })).optional().catch(undefined),
});

export const readConnection = async (db: Database, userId: string) => {
  const [credential, data] = await Promise.all([readCredential({ db, userId }), readConnectionData({ db, userId })]);
  return {
    /** Connected means a stored Instagram token (instagram_credentials), not merely scan results. */
    connected: !!credential,
    username: credential?.username ?? null,
    data,
  };
};

export interface Follows {
  connected: boolean;
  seedHandle: string | null;
  /** Every distinct followed handle with where it came from and its weight. */
  handles: Map<string, { sources: Set<FollowSource>; weight: number }>;
  accounts: FollowedAccount[];
  sourcesByAccount: Map<string, FollowSource[]>;
  unmatched: string[];
}

const UNIFORM = toPgVector(normalise(zeroVector()));

/**
 * Fashion relevance of a few accounts (the insights shown): of their posts with a vector, how many
 * name any style word (their vector is not the uniform "says nothing" vector).
 */
export const readFashionShares = async (db: Database, ids: readonly string[]): Promise<Map<string, { posts: number; fashion: number }>> => {
  if (!ids.length) return new Map();
  const rows = await db.select({
    influencerId: influencerPosts.influencerId,
    posts: sql<number>`count(*)::int`,
    fashion: sql<number>`(count(*) filter (where (${influencerPosts.styleVector} <=> ${UNIFORM}::vector) > 0.001))::int`,
  }).from(influencerPosts)
    .where(and(isNotNull(influencerPosts.styleVector), sql`${influencerPosts.influencerId} = any(${uuidArray(ids)})`))
    .groupBy(influencerPosts.influencerId);
  return new Map(rows.map((r) => [r.influencerId, { posts: r.posts, fashion: r.fashion }]));
};

export const readFollows = async (db: Database, userId: string, seed: string | null): Promise<Follows> => {
  const [prefs, sources, connection] = await Promise.all([
    db.select({ handle: followedHandle, score: userInfluencerPreferences.preferenceScore }).from(userInfluencerPreferences)
      .where(and(eq(userInfluencerPreferences.userId, userId), eq(userInfluencerPreferences.isActive, true)))
      .limit(FOLLOW_LIMIT),
    db.select({ handle: sql<string>`lower(ltrim(${styleSources.sourceHandle}, '@'))` }).from(styleSources)
      .where(and(eq(styleSources.userId, userId), eq(styleSources.isActive, true))).limit(FOLLOW_LIMIT),
    readConnection(db, userId),
  ]);
  const handles = new Map<string, { sources: Set<FollowSource>; weight: number }>();
  const add = (raw: string, source: FollowSource, weight = 1) => {
    const handle = normaliseHandle(raw);
    if (!handle) return;
    const entry = handles.get(handle) ?? { sources: new Set<FollowSource>(), weight: 0 };
    entry.sources.add(source);
    entry.weight = Math.max(entry.weight, weight);
    handles.set(handle, entry);
  };
  for (const p of prefs) add(p.handle, 'follow', p.score / 50);
  for (const s of sources) add(s.handle, 'style_source');
  const stored = connectionDataSchema.safeParse(connection.data ?? {});
  for (const a of (stored.success ? stored.data.fashion_accounts ?? [] : []).slice(0, FOLLOW_LIMIT)) add(a.handle, 'instagram');
  if (seed) add(seed, 'seed');

  const list = [...handles.keys()];
  const rows = list.length
    ? await db.select({
      id: influencerAccounts.id, handle: influencerAccounts.handle, displayName: influencerAccounts.displayName,
      category: influencerAccounts.category, vector: influencerAccounts.styleVector,
    }).from(influencerAccounts)
      .where(and(eq(influencerAccounts.isActive, true), inTextList(influencerAccounts.handle, list)))
    : [];
  const ids = rows.map((r) => r.id);
  const unrefreshed = rows.filter((r) => !r.vector).map((r) => r.id);
  // Post counts for every followed account (from the posts' index); the mean of the posts' vectors
  // only for accounts the follow pipeline has not given an aesthetic vector yet.
  const [counts, means] = await Promise.all([
    ids.length
      ? db.select({ influencerId: influencerPosts.influencerId, posts: sql<number>`count(*)::int` }).from(influencerPosts)
        .where(sql`${influencerPosts.influencerId} = any(${uuidArray(ids)})`).groupBy(influencerPosts.influencerId)
      : [],
    unrefreshed.length
      ? db.select({ influencerId: influencerPosts.influencerId, mean: sql<string | null>`avg(${influencerPosts.styleVector})::text` })
        .from(influencerPosts)
        .where(and(isNotNull(influencerPosts.styleVector), sql`${influencerPosts.influencerId} = any(${uuidArray(unrefreshed)})`))
        .groupBy(influencerPosts.influencerId)
      : [],
  ]);
  const meanBy = new Map(means.map((m) => [m.influencerId, m.mean]));
  const stats = counts.map((c) => ({ ...c, mean: meanBy.get(c.influencerId) ?? null }));
  const statsBy = new Map(stats.map((s) => [s.influencerId, s]));
  const sourcesByAccount = new Map<string, FollowSource[]>();
  const accounts: FollowedAccount[] = rows
    .map((r) => {
      const s = statsBy.get(r.id);
      const entry = handles.get(r.handle)!;
      sourcesByAccount.set(r.id, [...entry.sources].sort());
      const vector = r.vector ? parsePgVector(r.vector) : s?.mean ? normalise(parsePgVector(s.mean)) : null;
      return {
        id: r.id, handle: r.handle, displayName: r.displayName, category: r.category, vector, aestheticStored: !!r.vector,
        weight: entry.weight, postCount: s?.posts ?? 0,
      };
    })
    .sort((a, b) => a.handle.localeCompare(b.handle));
  const matched = new Set(rows.map((r) => r.handle));
  return {
    connected: connection.connected,
    seedHandle: seed,
    handles,
    accounts,
    sourcesByAccount,
    unmatched: list.filter((h) => !matched.has(h)).sort(),
  };
};


const vectorOrNull = (v: string | number[] | null): StyleVector | null => (v ? parsePgVector(v) : null);

/** The shopper's likes, saves (dressing room: products and saved posts) and detailed feedback. */
export const readInteractions = async (db: Database, userId: string): Promise<Interaction[]> => {
  // Joined through the uuid primary keys (a text id that is not a uuid matches nothing), so each
  // row is one index lookup instead of casting every catalogue id to text.
  const savedProduct = sql`${products.id} = ${uuidOrNull(fittingRoomItems.externalProductId)}`;
  const savedPost = sql`${influencerPosts.id} = ${uuidOrNull(sql`substr(${fittingRoomItems.externalProductId}, 6)`)}
    and ${fittingRoomItems.externalProductId} like 'post:%'`;
  const [likes, saves, feedback] = await Promise.all([
    db.select({ id: influencerPostFeedback.id, postId: influencerPosts.id, vector: influencerPosts.styleVector, influencerId: influencerPosts.influencerId })
      .from(influencerPostFeedback)
      .innerJoin(influencerPosts, eq(influencerPosts.id, influencerPostFeedback.postId))
      .where(and(eq(influencerPostFeedback.userId, userId), eq(influencerPostFeedback.decision, 'like')))
      .orderBy(desc(influencerPostFeedback.createdAt)).limit(RECENT_LIMIT),
    db.select({
      id: fittingRoomItems.id, productId: products.id, productVector: products.styleVector, productInfluencer: products.influencerId,
      brand: sql<string | null>`coalesce(${products.brand}, ${fittingRoomItems.brand})`,
      postId: influencerPosts.id, postVector: influencerPosts.styleVector, postInfluencer: influencerPosts.influencerId,
    }).from(fittingRoomItems)
      .leftJoin(products, savedProduct)
      .leftJoin(influencerPosts, savedPost)
      .where(eq(fittingRoomItems.userId, userId))
      .orderBy(desc(fittingRoomItems.createdAt)).limit(RECENT_LIMIT),
    db.select({
      id: userFeedbackDetailed.id, reasons: userFeedbackDetailed.reasons, vector: products.styleVector,
      brand: products.brand, influencerId: products.influencerId,
    }).from(userFeedbackDetailed)
      .leftJoin(products, sql`${products.id} = ${uuidOrNull(userFeedbackDetailed.itemId)}`)
      .where(eq(userFeedbackDetailed.userId, userId))
      .orderBy(desc(userFeedbackDetailed.createdAt)).limit(RECENT_LIMIT),
  ]);
  return [
    ...likes.map((l): Interaction => ({ id: l.id, kind: 'like', vector: vectorOrNull(l.vector), influencerId: l.influencerId, brand: null, postId: l.postId })),
    ...saves.map((s): Interaction => ({
      id: s.id, kind: 'save', vector: vectorOrNull(s.productVector ?? s.postVector),
      influencerId: s.productInfluencer ?? s.postInfluencer ?? null, brand: s.brand, productId: s.productId, postId: s.postId,
    })),
    ...feedback.map((f): Interaction => ({
      id: f.id, kind: 'feedback', vector: vectorOrNull(f.vector), influencerId: f.influencerId, brand: f.brand,
      brandReason: f.reasons.includes('brand'),
    })),
  ];
};

/** Brands the followed accounts sell (one entry per account and brand). */
export const readFollowedBrands = async (db: Database, accountIds: readonly string[]): Promise<{ brand: string }[]> =>
  accountIds.length
    ? db.selectDistinct({ influencerId: products.influencerId, brand: products.brand }).from(products)
      .where(sql`${products.influencerId} = any(${uuidArray(accountIds)})`)
    : [];

/**
 * The hold-out's bars: the median similarity of the genome (built without the held-out rows) to a
 * fixed sample of catalogue pieces and of posts (the first REFERENCE_SAMPLE by id: random uuids, so
 * an unbiased sample, read through the primary key, the same rows every run), excluding what the
 * shopper liked or saved. Computed in SQL: one number per kind comes back, not 400 vectors.
 */
export const readAccuracyBars = async (
  db: Database, genome: StyleVector, exclude: { posts: readonly string[]; products: readonly string[] },
): Promise<AccuracyBars> => {
  const vector = sql`${toPgVector(genome)}::vector`;
  const medianOf = (sample: SQL) => sql<number | null>`(select percentile_cont(0.5) within group (order by 1 - (s.style_vector <=> ${vector})) from (${sample}) s)`;
  const pieces = sql`select ${products.styleVector} as style_vector from ${products}
    where ${products.styleVector} is not null and not (${products.id} = any(${uuidArray(exclude.products)}))
    order by ${products.id} limit ${REFERENCE_SAMPLE}`;
  const posts = sql`select ${influencerPosts.styleVector} as style_vector from ${influencerPosts}
    where ${influencerPosts.styleVector} is not null and not (${influencerPosts.id} = any(${uuidArray(exclude.posts)}))
    order by ${influencerPosts.id} limit ${REFERENCE_SAMPLE}`;
  const [row] = await db.select({ save: medianOf(pieces), like: medianOf(posts) }).from(sql`(select 1) as one`);
  const num = (x: number | string | null | undefined) => (x === null || x === undefined ? null : Number(x));
  return { like: num(row?.like), save: num(row?.save) };
};
