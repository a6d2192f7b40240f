/**
 * Pipeline step 1: derive vectors for an influencer's posts that have none (new posts, from their
 * stored captions: the demo's stand-in for syncing from Instagram) and rebuild the account's
 * aesthetic vector from all its posts. Skipped when the checkpoint `aesthetic_updated_at` is set and
 * no post lacks a vector, so the seed's own (colour-aware) vectors are kept.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { influencerAccounts, influencerPosts } from '../../server/db/schema.js';
import type { Database } from '../types.js';
import { blendVectors, vectorFromText } from './style-vector.js';

/** Handles as followed may carry an at-sign; accounts store them without. */
const bare = (handle: string) => handle.replace(/^@+/, '').toLowerCase();

export const refreshInfluencers = async (db: Database, handles: readonly string[], now: Date): Promise<number> => {
  const names = [...new Set(handles.map(bare))];
  if (!names.length) return 0;
  const accounts = await db.select({
    id: influencerAccounts.id, displayName: influencerAccounts.displayName, category: influencerAccounts.category,
    aestheticUpdatedAt: influencerAccounts.aestheticUpdatedAt,
  }).from(influencerAccounts).where(inArray(influencerAccounts.handle, names));
  let refreshed = 0;
  for (const account of accounts) {
    if (await isCurrent(db, account.id, account.aestheticUpdatedAt)) continue;
    await refreshOne(db, account, now);
    refreshed++;
  }
  return refreshed;
};

const isCurrent = async (db: Database, influencerId: string, checkpoint: Date | null): Promise<boolean> => {
  if (!checkpoint) return false;
  return (await postsWithoutVector(db, influencerId)) === 0;
};

const refreshOne = async (
  db: Database,
  account: { id: string; displayName: string; category: string },
  now: Date,
): Promise<void> => {
  const posts = await db.select({
    id: influencerPosts.id, caption: influencerPosts.caption, likeCount: influencerPosts.likeCount, vector: influencerPosts.styleVector,
  }).from(influencerPosts).where(eq(influencerPosts.influencerId, account.id));
  const postVectors = posts.map((p) => ({
    id: p.id, vector: p.vector ?? vectorFromText(p.caption), likeCount: p.likeCount, isNew: !p.vector,
  }));
  const aesthetic = blendVectors([
    { vector: vectorFromText(`${account.displayName} ${account.category}`), weight: 1 },
    // Popular posts say more about the account's look than the rest.
    ...postVectors.map((p) => ({ vector: p.vector, weight: 1 + Math.log10(1 + p.likeCount) })),
  ]);
  await db.transaction(async (tx) => {
    for (const post of postVectors.filter((p) => p.isNew)) {
      await tx.update(influencerPosts).set({ styleVector: post.vector }).where(eq(influencerPosts.id, post.id));
    }
    await tx.update(influencerAccounts).set({ styleVector: aesthetic, aestheticUpdatedAt: now })
      .where(eq(influencerAccounts.id, account.id));
  });
};

/** Posts still without a vector: new since the last refresh. */
export const postsWithoutVector = async (db: Database, influencerId: string): Promise<number> => {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(influencerPosts)
    .where(and(eq(influencerPosts.influencerId, influencerId), isNull(influencerPosts.styleVector)));
  return row?.n ?? 0;
};
