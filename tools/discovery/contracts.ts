/**
 * Style discovery (product rules §2 Smart scanner, Instagram style analysis card, Style DNA tab; §3 analysis
 * result; §9 bands and timings): the shapes and pure rules shared by the discovery tools and the web.
 * Imports nothing from the server, so the web may import it.
 */
import { z } from 'zod';
import { confidenceBand } from '../analysis/contracts.js';

/** Product rules §9: confidence 0.8 or more High, 0.6 or more Medium, else Low (the photo analysis's rule). */
export { confidenceBand };

// ───────────────────────────── bands and numbers (product rules §9) ─────────────────────────────

export type InfluenceBand = 'Strong' | 'Moderate' | 'Subtle';

/** Product rules §9: influence 0.7 or more Strong, 0.4 or more Moderate, else Subtle. */
export const influenceBand = (score: number): InfluenceBand => (score >= 0.7 ? 'Strong' : score >= 0.4 ? 'Moderate' : 'Subtle');

/** Product rules §9: scanner progress steps. */
export const SCANNER_PROGRESS = [15, 35, 60, 85, 100] as const;
/** Product rules §9: Instagram analysis card progress values. */
export const ANALYSIS_PROGRESS = [10, 30, 60, 90, 100] as const;

/** Product rules §4 Instagram analysis card labels, by progress. */
export const analysisProgressLabel = (progress: number): string =>
  progress < 30 ? 'Connecting to Instagram...'
    : progress < 60 ? 'Fetching your following data...'
      : progress < 90 ? 'Analyzing fashion influences...'
        : 'Generating your style DNA...';

export const DISCOVERY_LIMITS = {
  /** Product rules §2: engagement insights, top 10. */
  insights: 10,
  /** Product rules §2: up to 6 recommendations. */
  recommendations: 6,
  /** Product rules §9: the first 5 recent post images feed the Instagram analysis. */
  instagramMedia: 5,
  /** Product rules §9: a default fallback list of 5 influencer handles. */
  fallbackHandles: 5,
  /** Product rules §9: recent analysis results, 3 entries, 4 style elements and 3 colours each. */
  recentEntries: 3,
  styleElements: 4,
  colours: 3,
  /** Analyses kept on the connection (the card shows the newest 3). */
  keptAnalyses: 10,
  /** Product rules §9: style preferences top 6, colours top 4. */
  aesthetics: 6,
  colourPull: 4,
  brands: 8,
} as const;

/**
 * Prediction accuracy: fewer likes and saves than this and the scanner reports no number ("Not
 * enough activity yet"); at least this many are held out, one in HOLD_OUT_EVERY by a stable hash.
 */
export const ACCURACY_MIN_SIGNALS = 8;
export const ACCURACY_MIN_HELD_OUT = 2;
export const HOLD_OUT_EVERY = 4;

export const NOT_ENOUGH_ACTIVITY = 'Not enough activity yet';

// ───────────────────────────── messages (product rules §8) ─────────────────────────────

export const SCAN_FAILED = { title: 'Scanning failed', fallback: 'Failed to analyze Instagram data. Please try again.' } as const;
export const ANALYSIS_FAILED = { title: 'Analysis failed', fallback: 'Failed to analyze Instagram style data' } as const;
export const TEST_FAILED = { title: 'Test failed', fallback: 'Failed to analyze style DNA' } as const;
export const HANDLE_REQUIRED_MESSAGE = 'Enter an Instagram handle to scan, or connect Instagram first.';

// ───────────────────────────── inputs ─────────────────────────────

/**
 * The demo scanner's handle: an influencer whose aesthetic seeds the scan (as if followed, for this
 * scan only). We cannot read another account's following list, so it never stands for one.
 */
export const scanInputSchema = z.strictObject({
  handle: z.string().trim().max(200).optional(),
});

// ───────────────────────────── outputs (product rules §3 analysis result) ─────────────────────────────

const weights = z.record(z.string(), z.number());

export const FOLLOW_SOURCES = ['follow', 'style_source', 'instagram', 'seed'] as const;

export const fashionAccountSchema = z.object({
  handle: z.string(),
  display_name: z.string(),
  category: z.string(),
  /** Where the shopper's follow came from: a followed influencer, a style source, the Instagram connection, or the scan's seed handle. */
  sources: z.array(z.enum(FOLLOW_SOURCES)),
  post_count: z.number().int(),
});
export type FashionAccount = z.infer<typeof fashionAccountSchema>;

export const followingOutputSchema = z.object({
  connected: z.boolean(),
  /** The seed handle used, normalised; null without one. */
  seed_handle: z.string().nullable(),
  /** Every distinct handle the shopper follows (plus the seed). */
  following_count: z.number().int(),
  /** Of those, the ones that are known fashion accounts. */
  fashion_accounts: z.array(fashionAccountSchema),
  /** Followed handles Atelier knows nothing about (first 50). */
  unmatched: z.array(z.string()),
  unmatched_count: z.number().int(),
});
export type FollowingOutput = z.infer<typeof followingOutputSchema>;

export const INTERACTION_TYPES = ['likes', 'saves', 'feedback'] as const;

export const engagementInsightSchema = z.object({
  handle: z.string(),
  display_name: z.string(),
  /** The kinds of the shopper's own interactions with this account's posts and pieces. */
  interaction_types: z.array(z.enum(INTERACTION_TYPES)),
  interactions: z.object({ likes: z.number().int(), saves: z.number().int(), feedback: z.number().int() }),
  style_influence: z.enum(['Strong', 'Moderate', 'Subtle']),
  /** Cosine of the account's style to the shopper's genome, 0-1. */
  style_influence_score: z.number(),
  /** 0-1: the follow plus every like, save and feedback, with diminishing returns. */
  engagement_score: z.number(),
  /** Share of the account's posts whose caption names any style word (0-1). */
  fashion_relevance: z.number(),
});
export type EngagementInsight = z.infer<typeof engagementInsightSchema>;

export const engagementOutputSchema = z.object({
  insights: z.array(engagementInsightSchema),
  /** Behaviour rows read: follows, likes, saves and feedback. */
  patterns_analyzed: z.number().int(),
});
export type EngagementOutput = z.infer<typeof engagementOutputSchema>;

export const accuracySchema = z.object({
  /** Held-out likes and saves the genome ranked in the top half of comparable pieces/posts. */
  hits: z.number().int(),
  held_out: z.number().int(),
  score: z.number(),
});
export type Accuracy = z.infer<typeof accuracySchema>;

export const styleGenomeSchema = z.object({
  aesthetic_dna: weights,
  color_gravitational_pull: weights,
  brand_affinity_map: weights,
  confidence_score: z.number(),
});
export type StyleGenome = z.infer<typeof styleGenomeSchema>;

export const genomeOutputSchema = z.object({
  /** Null when the shopper has no signal at all yet. */
  genome: styleGenomeSchema.nullable(),
  confidence_score: z.number(),
  confidence_band: z.enum(['High', 'Medium', 'Low']),
  /** Null below ACCURACY_MIN_SIGNALS likes and saves: "Not enough activity yet". */
  accuracy: accuracySchema.nullable(),
  signals: z.object({
    follows: z.number().int(), likes: z.number().int(), saves: z.number().int(), feedback: z.number().int(),
  }),
});
export type GenomeOutput = z.infer<typeof genomeOutputSchema>;

export const recommendationSchema = z.object({
  id: z.string(),
  item_name: z.string(),
  brand: z.string(),
  category: z.string(),
  price: z.number(),
  image_url: z.string().nullable(),
  product_url: z.string().nullable(),
  /** Cosine to the genome, 0-1 (what the list is ranked by; not shown as a percent). */
  confidence_score: z.number(),
  /** The one match scale's percent (match.ts), null without enough signal; absent in scans stored before it. */
  match_percent: z.number().int().min(0).max(100).nullable().optional(),
  /** "72% match" or "New to you": what the card shows. */
  match_label: z.string().optional(),
  why_perfect_for_you: z.string(),
  styling_technique: z.string(),
  /** '@handle' of the followed account closest to the piece, or null without follows. */
  influencer_inspiration: z.string().nullable(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationsOutputSchema = z.object({
  recommendations: z.array(recommendationSchema),
  /** The measured prediction accuracy (0-1), or null: not enough activity yet. */
  accuracy_score: z.number().nullable(),
});

export const scanOutputSchema = z.object({
  scanned_at: z.string(),
  connected: z.boolean(),
  seed_handle: z.string().nullable(),
  following_count: z.number().int(),
  fashion_accounts: z.array(fashionAccountSchema),
  engagement_insights: z.array(engagementInsightSchema),
  patterns_analyzed: z.number().int(),
  style_genome: styleGenomeSchema.nullable(),
  confidence_band: z.enum(['High', 'Medium', 'Low']),
  accuracy: accuracySchema.nullable(),
  accuracy_score: z.number().nullable(),
  personalized_recommendations: z.array(recommendationSchema),
});
export type ScanOutput = z.infer<typeof scanOutputSchema>;

/** discovery.latest: the stored style profile and the last scan's summary. */
export const latestOutputSchema = z.object({
  connected: z.boolean(),
  style_profile: z.object({
    style_dna: weights,
    aesthetic_preferences: weights,
    confidence_score: z.number(),
    confidence_band: z.enum(['High', 'Medium', 'Low']),
    updated_at: z.string(),
  }).nullable(),
  last_scan: scanOutputSchema.nullable(),
  /** How many accounts a scan would read now (follows and active style sources). */
  follows_now: z.number().int(),
  /** True when the follows changed since the last scan, so its numbers describe an older list. */
  last_scan_stale: z.boolean(),
});
export type LatestOutput = z.infer<typeof latestOutputSchema>;

// ───────────────────────────── Instagram analysis card ─────────────────────────────

export const ANALYSIS_SOURCES = ['instagram_media', 'followed_influencers', 'default_influencers'] as const;
export type AnalysisSource = (typeof ANALYSIS_SOURCES)[number];

export const instagramAnalysisSchema = z.object({
  id: z.string(),
  analyzed_at: z.string(),
  /** What was read: the connected account's recent posts, or, with none stored, influencers' posts. */
  source: z.enum(ANALYSIS_SOURCES),
  /** Handles whose posts were read when the source is influencers. */
  handles: z.array(z.string()),
  media_count: z.number().int(),
  aesthetic: z.string().nullable(),
  style_elements: z.array(z.string()),
  colors: z.array(z.string()),
  confidence_score: z.number(),
});
export type InstagramAnalysis = z.infer<typeof instagramAnalysisSchema>;

export const instagramRecentOutputSchema = z.object({
  connected: z.boolean(),
  username: z.string().nullable(),
  results: z.array(instagramAnalysisSchema),
});
export type InstagramRecentOutput = z.infer<typeof instagramRecentOutputSchema>;
