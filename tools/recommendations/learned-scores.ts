/**
 * Learned recommendation scores (product rules §3 recommendation_scores with score_breakdown): each candidate
 * product is scored on the six feedback reasons, weighted by how often the shopper gave each reason.
 * Pipeline step 3; a full rewrite of the user's rows, so re-running converges.
 */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { FEEDBACK_REASONS, recommendationScores } from '../../server/db/schema.js';
import type { Database } from '../types.js';
import { nearestProducts } from './nearest.js';
import type { StyleVector } from './style-vector.js';
import type { Taste } from './taste.js';
import { REASON_INDEXES } from './reason-dimensions.js';
import { PRICE_TIERS, type PriceTier } from './vocabulary.js';

export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];
export type ScoreBreakdown = Record<FeedbackReason, number>;

/** Candidates scored per refresh: the nearest overall plus the nearest per tier, so every tab has scores. */
const CANDIDATES_OVERALL = 60;
const CANDIDATES_PER_TIER = 30;

/** Before any feedback, look and colour lead; each reason given adds its own weight. */
const BASE_WEIGHTS: ScoreBreakdown = { style: 1, color: 1, brand: 0.25, price: 0.25, aspirational: 0.25, occasion: 0.5 };

/** Cosine over some dimensions only: "same colours" regardless of shape, and so on. */
const partialCosine = (a: StyleVector, b: StyleVector, indexes: readonly number[]): number => {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const i of indexes) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
};

const round3 = (n: number) => Math.round(n * 1000) / 1000;

const mainTier = (prefs: Taste['tierPreferences']): PriceTier | null => {
  const entries = Object.entries(prefs) as [PriceTier, number][];
  return entries.sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
};

export interface ScoredCandidate {
  id: string;
  brand: string;
  priceTier: PriceTier;
  vector: StyleVector;
}

/** Pure: the breakdown and the weighted score of one product for one taste. */
export const scoreProduct = (taste: Taste, product: ScoredCandidate): { score: number; breakdown: ScoreBreakdown } => {
  const vector = taste.vector;
  const usual = mainTier(taste.tierPreferences);
  const rank = (t: PriceTier) => PRICE_TIERS.indexOf(t);
  const breakdown: ScoreBreakdown = {
    style: vector ? round3(partialCosine(vector, product.vector, REASON_INDEXES.style)) : 0.5,
    color: vector ? round3(partialCosine(vector, product.vector, REASON_INDEXES.color)) : 0.5,
    brand: round3(taste.brandPreferences[product.brand] ?? 0),
    price: round3(taste.tierPreferences[product.priceTier] ?? (usual ? 0 : 0.5)),
    aspirational: usual ? (rank(product.priceTier) > rank(usual) ? 1 : rank(product.priceTier) === rank(usual) ? 0.5 : 0) : 0.5,
    occasion: vector ? round3(partialCosine(vector, product.vector, REASON_INDEXES.occasion)) : 0.5,
  };
  let total = 0;
  let weights = 0;
  for (const reason of FEEDBACK_REASONS) {
    const weight = BASE_WEIGHTS[reason] + (taste.reasonCounts[reason] ?? 0);
    total += weight * breakdown[reason];
    weights += weight;
  }
  return { score: round3(total / weights), breakdown };
};

/** Rewrites the user's recommendation_scores for the products nearest their taste. */
export const refreshLearnedScores = async (db: Database, userId: string, taste: Taste, now: Date): Promise<number> => {
  if (!taste.vector) {
    await db.delete(recommendationScores).where(eq(recommendationScores.userId, userId));
    return 0;
  }
  const batches = await Promise.all([
    nearestProducts(db, taste.vector, { limit: CANDIDATES_OVERALL, blended: true }),
    ...PRICE_TIERS.map((tier) => nearestProducts(db, taste.vector!, { tier, limit: CANDIDATES_PER_TIER, blended: true })),
  ]);
  const candidates = new Map<string, ScoredCandidate>();
  for (const batch of batches) {
    for (const hit of batch) {
      candidates.set(hit.product.id, { id: hit.product.id, brand: hit.product.brand, priceTier: hit.product.priceTier, vector: hit.vector });
    }
  }
  const rows = [...candidates.values()].map((c) => {
    const { score, breakdown } = scoreProduct(taste, c);
    return { userId, itemId: c.id, score, scoreBreakdown: breakdown, updatedAt: now };
  });
  await db.transaction(async (tx) => {
    if (rows.length) {
      await tx.insert(recommendationScores).values(rows).onConflictDoUpdate({
        target: [recommendationScores.userId, recommendationScores.itemId],
        set: { score: sql`excluded.score`, scoreBreakdown: sql`excluded.score_breakdown`, updatedAt: sql`excluded.updated_at` },
      });
    }
    const keep = rows.map((r) => r.itemId);
    await tx.delete(recommendationScores).where(and(
      eq(recommendationScores.userId, userId),
      ...(keep.length ? [notInArray(recommendationScores.itemId, keep)] : []),
    ));
  });
  return rows.length;
};
