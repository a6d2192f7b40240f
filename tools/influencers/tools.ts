/**
 * Product rules §4 Influencer follow toggle, batch-capable: follow saves the preference (score 50) and starts
 * the background pipeline without holding the response; unfollow deletes and refreshes; the list
 * and the active flag are the user's own rows only.
 */
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { influencerAccounts, userInfluencerPreferences } from '../../server/db/schema.js';
import { schedulePipeline } from '../recommendations/pipeline.js';
import { followedHandle } from './followed-handle.js';
import { partitionHandles, splitNewHandles } from '../sources/handles.js';
import { inTextList } from '../sources/sql-lists.js';
import { defineTool, ToolError, type UserToolContext } from '../types.js';
import {
  FOLLOW_INSERT_BATCH, FOLLOW_PREFERENCE_SCORE, followedInfluencerSchema, followOutputSchema, handlesInput,
} from './contracts.js';


const requireSomeHandles = (valid: readonly string[]) => {
  if (!valid.length) {
    throw new ToolError('invalid_input', 'No valid Instagram handles: a handle has 2 to 30 letters, digits, dots or underscores.');
  }
};

const refreshLater = (ctx: UserToolContext, handles: readonly string[] = []) =>
  schedulePipeline({ db: ctx.db, log: ctx.log, now: ctx.now }, { userId: ctx.userId, handles });

export const influencersFollow = defineTool({
  name: 'influencers.follow',
  description:
    'Follow one or more influencers by Instagram handle (@name or profile link). Already-followed handles are skipped. ' +
    'Refreshes the influencers\' looks and the shopper\'s recommendations in the background.',
  auth: 'user',
  effect: 'change',
  input: z.strictObject({ handles: handlesInput }),
  output: followOutputSchema,
  async execute({ handles }, ctx) {
    const { handles: valid, invalid } = partitionHandles(handles);
    requireSomeHandles(valid);
    const existing = await ctx.db.select({ name: userInfluencerPreferences.influencerName }).from(userInfluencerPreferences)
      .where(and(eq(userInfluencerPreferences.userId, ctx.userId), inTextList(followedHandle, valid)));
    const { added, skipped } = splitNewHandles(valid, existing.map((e) => e.name));
    // Product rules §7: batches of 100 rows, in one transaction so a failure leaves nothing half-followed.
    const inserted = !added.length ? [] : await ctx.db.transaction(async (tx) => {
      const names: string[] = [];
      for (let i = 0; i < added.length; i += FOLLOW_INSERT_BATCH) {
        const batch = added.slice(i, i + FOLLOW_INSERT_BATCH);
        const rows = await tx.insert(userInfluencerPreferences)
          .values(batch.map((influencerName) => ({
            userId: ctx.userId, influencerName, isActive: true, preferenceScore: FOLLOW_PREFERENCE_SCORE, createdAt: ctx.now(),
          })))
          // A double click races two inserts; the unique index turns the loser into a skip.
          .onConflictDoNothing({ target: [userInfluencerPreferences.userId, userInfluencerPreferences.influencerName] })
          .returning({ name: userInfluencerPreferences.influencerName });
        names.push(...rows.map((r) => r.name));
      }
      return names;
    });
    const insertedSet = new Set(inserted);
    const raced = added.filter((h) => !insertedSet.has(h));
    const known = inserted.length
      ? new Set((await ctx.db.select({ handle: influencerAccounts.handle }).from(influencerAccounts)
        .where(inTextList(influencerAccounts.handle, inserted))).map((r) => r.handle))
      : new Set<string>();
    if (inserted.length) await refreshLater(ctx, inserted.filter((h) => known.has(h)));
    return { added: inserted, skipped: [...skipped, ...raced], invalid, unknown: inserted.filter((h) => !known.has(h)) };
  },
});

export const influencersUnfollow = defineTool({
  name: 'influencers.unfollow',
  description: 'Stop following one or more influencers by handle, and refresh the recommendations.',
  auth: 'user',
  effect: 'delete',
  input: z.strictObject({ handles: handlesInput }),
  output: z.object({ removed: z.array(z.string()), notFollowed: z.array(z.string()), invalid: z.array(z.string()) }),
  async execute({ handles }, ctx) {
    const { handles: valid, invalid } = partitionHandles(handles);
    requireSomeHandles(valid);
    const rows = await ctx.db.delete(userInfluencerPreferences)
      .where(and(eq(userInfluencerPreferences.userId, ctx.userId), inTextList(followedHandle, valid)))
      .returning({ name: followedHandle });
    const removed = [...new Set(rows.map((r) => r.name))];
    if (!removed.length) throw new ToolError('not_found', `You are not following ${valid.map((h) => `@${h}`).join(', ')}.`);
    await refreshLater(ctx);
    const gone = new Set(removed);
    return { removed, notFollowed: valid.filter((h) => !gone.has(h)), invalid };
  },
});

export const influencersSetActive = defineTool({
  name: 'influencers.setActive',
  description: 'Pause (active false) or resume (active true) followed influencers without unfollowing them.',
  auth: 'user',
  effect: 'change',
  input: z.strictObject({ handles: handlesInput, active: z.boolean() }),
  output: z.object({ changed: z.array(z.string()), notFollowed: z.array(z.string()), invalid: z.array(z.string()) }),
  async execute({ handles, active }, ctx) {
    const { handles: valid, invalid } = partitionHandles(handles);
    requireSomeHandles(valid);
    const followed = await ctx.db.select({ name: followedHandle }).from(userInfluencerPreferences)
      .where(and(eq(userInfluencerPreferences.userId, ctx.userId), inTextList(followedHandle, valid)));
    if (!followed.length) throw new ToolError('not_found', `You are not following ${valid.map((h) => `@${h}`).join(', ')}.`);
    const rows = await ctx.db.update(userInfluencerPreferences).set({ isActive: active })
      .where(and(
        eq(userInfluencerPreferences.userId, ctx.userId),
        inTextList(followedHandle, valid),
        eq(userInfluencerPreferences.isActive, !active),
      ))
      .returning({ name: followedHandle });
    if (rows.length) await refreshLater(ctx);
    const known = new Set(followed.map((f) => f.name));
    return { changed: [...new Set(rows.map((r) => r.name))], notFollowed: valid.filter((h) => !known.has(h)), invalid };
  },
});

export const influencersFollowed = defineTool({
  name: 'influencers.followed',
  description: 'The influencers the shopper follows (active by default, or inactive, or all), by handle.',
  auth: 'user',
  effect: 'read',
  input: z.strictObject({ status: z.enum(['active', 'inactive', 'all']).default('active') }),
  output: z.object({ influencers: z.array(followedInfluencerSchema) }),
  async execute({ status }, ctx) {
    const rows = await ctx.db.select({ pref: userInfluencerPreferences, account: {
      id: influencerAccounts.id, displayName: influencerAccounts.displayName,
      profileImageUrl: influencerAccounts.profileImageUrl, category: influencerAccounts.category,
    } }).from(userInfluencerPreferences)
      .leftJoin(influencerAccounts, eq(influencerAccounts.handle, followedHandle))
      .where(and(
        eq(userInfluencerPreferences.userId, ctx.userId),
        ...(status === 'all' ? [] : [eq(userInfluencerPreferences.isActive, status === 'active')]),
      ))
      .orderBy(asc(userInfluencerPreferences.influencerName));
    return {
      influencers: rows.map(({ pref, account }) => ({
        handle: pref.influencerName,
        is_active: pref.isActive,
        preference_score: pref.preferenceScore,
        created_at: pref.createdAt.toISOString(),
        influencer: account ? {
          id: account.id, display_name: account.displayName, profile_image_url: account.profileImageUrl, category: account.category,
        } : null,
      })),
    };
  },
});

export const influencerTools = [influencersFollow, influencersUnfollow, influencersSetActive, influencersFollowed];
