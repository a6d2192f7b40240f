/**
 * The smart scanner's tools (product rules §7 smart-instagram-analyzer): the four steps, the scan that runs
 * and stores them, and the stored result. Everything is computed from the shopper's own rows.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { styleProfiles } from '../../server/db/schema.js';
import { defineTool, type UserToolContext } from '../types.js';
import {
  confidenceBand, engagementOutputSchema, followingOutputSchema, genomeOutputSchema, latestOutputSchema,
  recommendationsOutputSchema, scanInputSchema, scanOutputSchema, type ScanOutput,
} from './contracts.js';
import {
  engagementStep, followingStep, genomeStep, loadFollows, loadSignals, recommendationsStep, refreshFeedAfterScan, runScan, storeScan,
} from './scan.js';
import { readConnection, readFollows } from './signals.js';

const SEED_NOTE = '`handle` (optional) seeds the scan with that influencer\'s aesthetic, as if followed, for this scan only; ' +
  'without a connected Instagram account or any follows it is required.';

/** One step of the Smart Analysis tab's progress bar: a read; in words the stylist runs the whole scan (discovery.scan). */
const scanStep = <Output extends z.ZodType>(
  name: string, description: string, output: Output,
  run: (ctx: UserToolContext, handle: string | undefined) => Promise<z.input<Output>>,
) => defineTool({
  name,
  description: `${description} ${SEED_NOTE}`,
  auth: 'user',
  chatDoor: false,
  effect: 'read',
  input: scanInputSchema,
  output,
  execute: ({ handle }, ctx) => run(ctx, handle),
});

/** A step that reads the shopper's follows and interactions first. */
const withSignals = <T>(step: (ctx: UserToolContext, signals: Awaited<ReturnType<typeof loadSignals>>) => Promise<T>) =>
  async (ctx: UserToolContext, handle: string | undefined): Promise<T> => step(ctx, await loadSignals(ctx, handle));

export const discoveryFollowingAccounts = scanStep(
  'discovery.followingAccounts',
  'Scanner step 1: the shopper\'s follows (followed influencers, style sources, accounts from the Instagram ' +
    'connection) matched to known fashion accounts.',
  followingOutputSchema,
  async (ctx, handle) => followingStep(await loadFollows(ctx, handle)),
);

export const discoveryEngagementPatterns = scanStep(
  'discovery.engagementPatterns',
  'Scanner step 2: the top 10 followed fashion accounts by the shopper\'s own engagement (likes, dressing-room ' +
    'saves, feedback), with style influence (Strong/Moderate/Subtle), engagement score and fashion relevance.',
  engagementOutputSchema,
  withSignals((ctx, { follows, interactions }) => engagementStep(ctx.db, follows, interactions)),
);

export const discoveryStyleGenome = scanStep(
  'discovery.styleGenome',
  'Scanner step 3: the style genome (aesthetic DNA, colour pull, brand affinity, confidence) from follows, ' +
    'likes, saves and feedback, and the measured prediction accuracy on held-out likes and saves (null: not enough ' +
    'activity yet).',
  genomeOutputSchema,
  withSignals(async (ctx, { follows, interactions }) => (await genomeStep(ctx, follows, interactions)).output),
);

export const discoveryRecommendations = scanStep(
  'discovery.recommendations',
  'Scanner step 4: up to 6 catalogue pieces nearest the style genome, each with why it suits the shopper, ' +
    'a styling technique and the followed account it echoes.',
  recommendationsOutputSchema,
  withSignals(async (ctx, { follows, interactions }) => {
    const genome = await genomeStep(ctx, follows, interactions);
    return {
      recommendations: await recommendationsStep(ctx, follows, interactions, genome.genome),
      accuracy_score: genome.accuracy?.score ?? null,
    };
  }),
);

export const discoveryScan = defineTool({
  name: 'discovery.scan',
  description: 'Run the whole smart scan (fashion accounts, engagement insights, style genome with prediction accuracy, ' +
    'recommendations), store it on the shopper\'s style profile and Instagram connection, and refresh the feed\'s taste ' +
    `in the background. ${SEED_NOTE}`,
  auth: 'user',
  // Stores the scan on the profile and the Instagram connection.
  effect: 'change',
  input: scanInputSchema,
  output: scanOutputSchema,
  async execute({ handle }, ctx) {
    const { scan, follows, genome } = await runScan(ctx, handle);
    await storeScan(ctx, scan, genome);
    await refreshFeedAfterScan(ctx, follows);
    return scan;
  },
});

export const discoveryLatest = defineTool({
  name: 'discovery.latest',
  description: 'The shopper\'s stored style profile (style DNA, aesthetic preferences, confidence with its band) and the ' +
    'last smart scan, or nulls before the first scan.',
  auth: 'user',
  // What the Style DNA tab shows; in words the stylist runs a fresh scan (discovery.scan).
  chatDoor: false,
  effect: 'read',
  input: z.strictObject({}),
  output: latestOutputSchema,
  async execute(_input, ctx) {
    const [[profile], connection] = await Promise.all([
      ctx.db.select().from(styleProfiles).where(eq(styleProfiles.userId, ctx.userId)).limit(1),
      readConnection(ctx.db, ctx.userId),
    ]);
    const stored = scanOutputSchema.safeParse(connection.data?.['scan']);
    const lastScan = stored.success ? stored.data : null;
    const follows = await readFollows(ctx.db, ctx.userId, lastScan?.seed_handle ?? null);
    return {
      connected: connection.connected,
      style_profile: profile
        ? {
          style_dna: profile.styleDna,
          aesthetic_preferences: profile.aestheticPreferences,
          confidence_score: profile.confidenceScore,
          confidence_band: confidenceBand(profile.confidenceScore),
          updated_at: profile.updatedAt.toISOString(),
        }
        : null,
      last_scan: lastScan,
      follows_now: follows.handles.size - (lastScan?.seed_handle && follows.handles.get(lastScan.seed_handle)?.sources.size === 1 ? 1 : 0),
      last_scan_stale: lastScan !== null && scanIsStale(lastScan, follows.handles),
    };
  },
});

/**
 * A stored scan describes the follows it read; once the shopper follows or drops accounts its counts
 * no longer match them. Read against the same seed handle, the scan is stale when the number of
 * accounts differs or an account it found is no longer followed.
 */
export const scanIsStale = (scan: ScanOutput, current: ReadonlyMap<string, unknown>): boolean =>
  scan.following_count !== current.size || scan.fashion_accounts.some((a) => !current.has(a.handle));

export const discoveryTools = [
  discoveryFollowingAccounts, discoveryEngagementPatterns, discoveryStyleGenome, discoveryRecommendations, discoveryScan, discoveryLatest,
] as const;
