/**
 * The smart scanner's four steps (product rules §7 smart-instagram-analyzer) over what signals.ts reads, and
 * the scan that runs all four and stores the result. Each step reads only what it needs, so the
 * scanner dialog can call them one by one for its progress bar.
 */
import { eq } from 'drizzle-orm';
import { styleProfiles } from '../../server/db/schema.js';
import { mergeConnectionData } from '../connections/store.js';
import { nearestProducts } from '../recommendations/nearest.js';
import type { StyleVector } from '../recommendations/style-vector.js';
import { schedulePipeline } from '../recommendations/pipeline.js';
import { shopperMatcher, type Matcher } from '../recommendations/shopper-match.js';
import { isValidHandle, normaliseHandle } from '../sources/handles.js';
import { ToolError, type Database, type UserToolContext } from '../types.js';
import {
  DISCOVERY_LIMITS, HANDLE_REQUIRED_MESSAGE, confidenceBand,
  type Accuracy, type EngagementOutput, type FollowingOutput, type GenomeOutput, type Recommendation, type ScanOutput,
} from './contracts.js';
import {
  aestheticPreferencesOf, buildGenome, engagementInsights, genomeVector, holdOut, influencerInspiration, measureAccuracy,
  stylingTechnique, whyPerfectForYou, type Genome, type Interaction,
} from './genome.js';
import { readAccuracyBars, readFashionShares, readFollowedBrands, readFollows, readInteractions, type Follows } from './signals.js';

/** The seed handle, normalised; '' or absent → null; anything that is not a handle → 400. */
export const seedHandleOf = (raw: string | undefined): string | null => {
  if (raw === undefined || raw.trim() === '') return null;
  const handle = normaliseHandle(raw);
  if (!isValidHandle(handle)) {
    throw new ToolError('invalid_input', 'That is not an Instagram handle: 2 to 30 letters, digits, dots or underscores.');
  }
  return handle;
};

/**
 * Product rules §5: the demo scan needs a non-empty handle unless connected. A shopper who already follows
 * accounts or saved style sources has something to scan too (onboarding scans the Quick Pick).
 */
const requireSomethingToScan = (follows: Follows) => {
  if (!follows.connected && !follows.seedHandle && follows.handles.size === 0) {
    throw new ToolError('invalid_input', HANDLE_REQUIRED_MESSAGE);
  }
};

export const loadFollows = async (ctx: UserToolContext, handle: string | undefined): Promise<Follows> => {
  const follows = await readFollows(ctx.db, ctx.userId, seedHandleOf(handle));
  requireSomethingToScan(follows);
  return follows;
};

/** What steps 2 to 4 and the whole scan read: the follows (with the seed) and the shopper's behaviour, side by side. */
export const loadSignals = async (ctx: UserToolContext, handle: string | undefined) => {
  const [follows, interactions] = await Promise.all([loadFollows(ctx, handle), readInteractions(ctx.db, ctx.userId)]);
  return { follows, interactions };
};

export const followingStep = (follows: Follows): FollowingOutput => ({
  connected: follows.connected,
  seed_handle: follows.seedHandle,
  following_count: follows.handles.size,
  fashion_accounts: follows.accounts.map((a) => ({
    handle: a.handle, display_name: a.displayName, category: a.category,
    sources: follows.sourcesByAccount.get(a.id) ?? [], post_count: a.postCount,
  })),
  unmatched: follows.unmatched.slice(0, 50),
  unmatched_count: follows.unmatched.length,
});

/** The top 10 insights; fashion relevance is read for those 10 accounts only. */
export const engagementStep = async (db: Database, follows: Follows, interactions: readonly Interaction[]): Promise<EngagementOutput> => {
  const vector = genomeVector(follows.accounts, interactions);
  const top = engagementInsights(follows.accounts, interactions, vector);
  const byHandle = new Map(follows.accounts.map((a) => [a.handle, a]));
  const shares = await readFashionShares(db, top.map((i) => byHandle.get(i.handle)!.id));
  return {
    insights: top.map((insight) => {
      const share = shares.get(byHandle.get(insight.handle)!.id);
      return { ...insight, fashion_relevance: share?.posts ? Math.round((share.fashion / share.posts) * 100) / 100 : 0 };
    }),
    patterns_analyzed: follows.handles.size + interactions.length,
  };
};

/**
 * Whose pieces' brands count towards brand affinity: the followed accounts the shopper engaged with
 * (liked, saved or rated something of) and the seed — not every follow, whose catalogues together
 * can be the whole catalogue.
 */
const BRAND_ACCOUNTS = 20;
const brandAccounts = (follows: Follows, interactions: readonly Interaction[]): string[] => {
  const engaged = new Set(interactions.flatMap((i) => (i.influencerId ? [i.influencerId] : [])));
  return follows.accounts
    .filter((a) => engaged.has(a.id) || (follows.sourcesByAccount.get(a.id) ?? []).includes('seed'))
    .slice(0, BRAND_ACCOUNTS)
    .map((a) => a.id);
};

export interface GenomeStep {
  genome: Genome | null;
  accuracy: Accuracy | null;
  output: GenomeOutput;
}

export const genomeStep = async (ctx: UserToolContext, follows: Follows, interactions: readonly Interaction[]): Promise<GenomeStep> => {
  const split = holdOut(ctx.userId, interactions);
  const withoutHeld = split ? genomeVector(follows.accounts, split.kept) : null;
  const [brands, bars] = await Promise.all([
    readFollowedBrands(ctx.db, brandAccounts(follows, interactions)),
    withoutHeld
      ? readAccuracyBars(ctx.db, withoutHeld, {
        posts: interactions.flatMap((i) => (i.postId ? [i.postId] : [])),
        products: interactions.flatMap((i) => (i.productId ? [i.productId] : [])),
      })
      : null,
  ]);
  const genome = buildGenome(follows.accounts, interactions, brands);
  const accuracy = split && bars ? measureAccuracy(withoutHeld, split.held, bars) : null;
  const confidence = genome?.confidence_score ?? 0;
  const count = (kind: Interaction['kind']) => interactions.filter((i) => i.kind === kind).length;
  return {
    genome,
    accuracy,
    output: {
      genome: genome ? publicGenome(genome) : null,
      confidence_score: confidence,
      confidence_band: confidenceBand(confidence),
      accuracy,
      signals: { follows: follows.accounts.length, likes: count('like'), saves: count('save'), feedback: count('feedback') },
    },
  };
};

const publicGenome = ({ vector: _vector, ...genome }: Genome) => genome;

/** Saved pieces skipped by asking for that many more neighbours (an unfiltered, faster HNSW search); beyond this, filtered in SQL. */
const SKIP_IN_MEMORY = 50;

/** The catalogue pieces nearest the genome's vector, without the ones the shopper saved already. */
export const recommendationCandidates = async (ctx: UserToolContext, vector: StyleVector | null, interactions: readonly Interaction[]) => {
  if (!vector) return [];
  const saved = [...new Set(interactions.flatMap((i) => (i.kind === 'save' && i.productId ? [i.productId] : [])))];
  const limit = DISCOVERY_LIMITS.recommendations;
  const hits = saved.length <= SKIP_IN_MEMORY
    ? await nearestProducts(ctx.db, vector, { limit: limit + saved.length, blended: true })
    : await nearestProducts(ctx.db, vector, { limit, excludeIds: saved, blended: true });
  const skip = new Set(saved);
  return hits.filter((h) => !skip.has(h.product.id)).slice(0, limit);
};

export const composeRecommendations = (
  follows: Follows, genome: Genome | null, candidates: Awaited<ReturnType<typeof recommendationCandidates>>, match: Matcher,
): Recommendation[] => {
  if (!genome) return [];
  return candidates.map(({ product, similarity, vector }) => {
    const piece = { category: product.category, brand: product.brand, vector };
    // The badge is the one scale's (the shopper's taste, calibrated), so a piece reads here as on the feed.
    const shown = match(vector);
    return {
      id: product.id,
      item_name: product.productName,
      brand: product.brand,
      category: product.category,
      price: product.price,
      image_url: product.imageUrl,
      product_url: product.productUrl,
      confidence_score: Math.round(Math.max(0, Math.min(1, similarity)) * 100) / 100,
      match_percent: shown.percent,
      match_label: shown.label,
      why_perfect_for_you: whyPerfectForYou(genome, piece),
      styling_technique: stylingTechnique(genome, piece),
      influencer_inspiration: influencerInspiration(follows.accounts, { vector, influencerId: product.influencerId }),
    };
  });
};

export const recommendationsStep = async (
  ctx: UserToolContext, follows: Follows, interactions: readonly Interaction[], genome: Genome | null,
): Promise<Recommendation[]> => {
  const [candidates, match] = await Promise.all([recommendationCandidates(ctx, genome?.vector ?? null, interactions), shopperMatcher(ctx.db, ctx.userId)]);
  return composeRecommendations(follows, genome, candidates, match);
};

/** All four steps from one read of the behaviour. */
export const runScan = async (ctx: UserToolContext, handle: string | undefined) => {
  const { follows, interactions } = await loadSignals(ctx, handle);
  const following = followingStep(follows);
  const engagement = await engagementStep(ctx.db, follows, interactions);
  // The neighbours need only the genome's vector, so they are searched beside the genome's other reads.
  const [genome, candidates, match] = await Promise.all([
    genomeStep(ctx, follows, interactions),
    recommendationCandidates(ctx, genomeVector(follows.accounts, interactions), interactions),
    shopperMatcher(ctx.db, ctx.userId),
  ]);
  const recommendations = composeRecommendations(follows, genome.genome, candidates, match);
  const scan: ScanOutput = {
    scanned_at: ctx.now().toISOString(),
    connected: following.connected,
    seed_handle: following.seed_handle,
    following_count: following.following_count,
    fashion_accounts: following.fashion_accounts,
    engagement_insights: engagement.insights,
    patterns_analyzed: engagement.patterns_analyzed,
    style_genome: genome.output.genome,
    confidence_band: genome.output.confidence_band,
    accuracy: genome.accuracy,
    accuracy_score: genome.accuracy?.score ?? null,
    personalized_recommendations: recommendations,
  };
  return { scan, follows, genome: genome.genome };
};

/**
 * Stores a scan: style_profiles gets the genome (style_dna, aesthetic_preferences, confidence), and
 * the Instagram connection row gets it under `scan`, merged into whatever else connection_data holds
 * (profile, recent media and analyses stay). `fashion_accounts` there is the Instagram side's input
 * and is not rewritten, so a seed handle never becomes a permanent follow.
 */
export const storeScan = async (ctx: UserToolContext, scan: ScanOutput, genome: Genome | null): Promise<void> => {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await mergeConnectionData(tx, ctx.userId, { scan }, now);
    if (genome) {
      const values = {
        styleDna: genome.aesthetic_dna,
        aestheticPreferences: aestheticPreferencesOf(genome.vector),
        confidenceScore: genome.confidence_score,
        updatedAt: now,
      };
      await tx.insert(styleProfiles).values({ userId: ctx.userId, ...values })
        .onConflictDoUpdate({ target: styleProfiles.userId, set: values });
    } else {
      await tx.delete(styleProfiles).where(eq(styleProfiles.userId, ctx.userId));
    }
  });
};

/**
 * The feed ranks by the taste vector the follow pipeline rebuilds (user_style_profiles); a scan
 * queues that rebuild, refreshing first the followed accounts whose aesthetic was never computed.
 */
export const refreshFeedAfterScan = (ctx: UserToolContext, follows: Follows) =>
  schedulePipeline({ db: ctx.db, log: ctx.log, now: ctx.now }, {
    userId: ctx.userId,
    handles: follows.accounts.filter((a) => a.postCount > 0 && !a.aestheticStored).map((a) => a.handle),
  });
