/**
 * The style genome and everything computed from it, as pure functions over style vectors of the
 * named vocabulary (tools/recommendations/vocabulary.ts). The inputs are the shopper's own
 * behaviour rows, read by signals.ts; nothing here reads the database or invents a number.
 */
import { createHash } from 'node:crypto';
import {
  blendVectors, cosineSimilarity, explainMatch, topDimensions, type StyleVector,
} from '../recommendations/style-vector.js';
import { listOf, sentence, withArticle } from '../text/phrase.js';
import { TASTE_WEIGHTS } from '../recommendations/taste.js';
import { DIMENSIONS, STYLE_VECTOR_DIMENSIONS } from '../recommendations/vocabulary.js';
import {
  ACCURACY_MIN_HELD_OUT, ACCURACY_MIN_SIGNALS, DISCOVERY_LIMITS, HOLD_OUT_EVERY, influenceBand,
  type Accuracy, type EngagementInsight, type StyleGenome,
} from './contracts.js';

/** A followed account with its style (its stored vector, else the mean of its posts' vectors). */
export interface FollowedAccount {
  id: string;
  handle: string;
  displayName: string;
  category: string;
  vector: StyleVector | null;
  /** The account's own aesthetic vector was stored (the follow pipeline has refreshed it). */
  aestheticStored?: boolean;
  /** 1 for a plain follow; a preference score of 50 is 1. */
  weight: number;
  postCount: number;
  /** Posts whose caption names any style word (read for the accounts an insight shows). */
  fashionPosts?: number;
}

export type InteractionKind = 'like' | 'save' | 'feedback';

/** One like, save or feedback entry of the shopper's own. */
export interface Interaction {
  /** Stable id of the row (the hold-out is keyed on it). */
  id: string;
  kind: InteractionKind;
  vector: StyleVector | null;
  /** The account whose post or piece it was, if any. */
  influencerId: string | null;
  brand: string | null;
  /** Feedback said "I love the brand". */
  brandReason?: boolean;
  /** For saves: the catalogue product saved (excluded from recommendations and references). */
  productId?: string | null;
  /** For likes and saved posts: the post (excluded from the hold-out's references). */
  postId?: string | null;
}

export const INTERACTION_WEIGHT: Record<InteractionKind, number> = {
  like: TASTE_WEIGHTS.like, save: TASTE_WEIGHTS.save, feedback: TASTE_WEIGHTS.feedback,
};

/** A vector whose words named nothing is uniform: no signal. */
export const isSignal = (v: StyleVector | null): v is StyleVector =>
  !!v && v.length === STYLE_VECTOR_DIMENSIONS && v.some((x) => Math.abs(x - v[0]!) > 1e-6);

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Relative weights: the strongest is 1, the others in proportion (2 decimals). */
export const relativeWeights = (items: { word: string; weight: number }[]): Record<string, number> => {
  const positive = items.filter((i) => i.weight > 0);
  const highest = positive[0]?.weight ?? 1;
  return Object.fromEntries(positive.map((i) => [i.word, round2(i.weight / highest)]));
};

interface WeightedVector { vector: StyleVector; weight: number }

const partsOf = (accounts: readonly FollowedAccount[], interactions: readonly Interaction[]): WeightedVector[] => {
  const parts: WeightedVector[] = [];
  for (const a of accounts) if (isSignal(a.vector)) parts.push({ vector: a.vector, weight: TASTE_WEIGHTS.follow * a.weight });
  for (const i of interactions) if (isSignal(i.vector)) parts.push({ vector: i.vector, weight: INTERACTION_WEIGHT[i.kind] });
  return parts;
};

/** The genome's vector alone (the hold-out rebuilds it without some interactions). */
export const genomeVector = (accounts: readonly FollowedAccount[], interactions: readonly Interaction[]): StyleVector | null => {
  const parts = partsOf(accounts, interactions);
  return parts.length ? blendVectors(parts) : null;
};

/**
 * Brand affinity: saves and feedback name a brand (feedback that gave "brand" as its reason counts
 * twice, as in the taste); pieces of the followed accounts the shopper engaged with (and of the
 * seed) count a quarter each, once per account and brand.
 */
export const brandAffinity = (interactions: readonly Interaction[], followedBrands: readonly { brand: string }[]): Record<string, number> => {
  const counts = new Map<string, number>();
  const add = (brand: string | null, n: number) => {
    if (brand) counts.set(brand, (counts.get(brand) ?? 0) + n);
  };
  for (const i of interactions) {
    if (i.kind === 'save') add(i.brand, 1);
    if (i.kind === 'feedback') add(i.brand, i.brandReason ? 2 : 1);
  }
  for (const b of followedBrands) add(b.brand, 0.25);
  const top = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, DISCOVERY_LIMITS.brands);
  return relativeWeights(top.map(([word, weight]) => ({ word, weight })));
};

/**
 * Confidence = evidence × agreement. Evidence grows with the weight of behaviour (1 − e^(−W/10):
 * ten follows ≈ 0.63, thirty ≈ 0.95); agreement is the weighted mean cosine of each signal to the
 * genome, so a shopper whose follows and likes all point one way scores higher than one who
 * follows everything.
 */
export const genomeConfidence = (parts: readonly WeightedVector[], vector: StyleVector): number => {
  const total = parts.reduce((s, p) => s + p.weight, 0);
  if (!total) return 0;
  const agreement = parts.reduce((s, p) => s + p.weight * Math.max(0, cosineSimilarity(p.vector, vector)), 0) / total;
  return round2((1 - Math.exp(-total / 10)) * agreement);
};

export interface Genome extends StyleGenome {
  vector: StyleVector;
}

export const buildGenome = (
  accounts: readonly FollowedAccount[], interactions: readonly Interaction[], followedBrands: readonly { brand: string }[] = [],
): Genome | null => {
  const parts = partsOf(accounts, interactions);
  if (!parts.length) return null;
  const vector = blendVectors(parts);
  return {
    vector,
    aesthetic_dna: relativeWeights(topDimensions(vector, DISCOVERY_LIMITS.aesthetics, 'aesthetic')),
    color_gravitational_pull: relativeWeights(topDimensions(vector, DISCOVERY_LIMITS.colourPull, 'colour')),
    brand_affinity_map: brandAffinity(interactions, followedBrands),
    confidence_score: genomeConfidence(parts, vector),
  };
};

// ───────────────────────────── engagement insights ─────────────────────────────

/** 1 − e^(−raw/5) of the follow plus likes, saves and feedback at the taste's weights. */
export const engagementScore = (followWeight: number, likes: number, saves: number, feedback: number): number =>
  round2(1 - Math.exp(-(TASTE_WEIGHTS.follow * followWeight + INTERACTION_WEIGHT.like * likes + INTERACTION_WEIGHT.save * saves
    + INTERACTION_WEIGHT.feedback * feedback) / 5));

export const engagementInsights = (
  accounts: readonly FollowedAccount[], interactions: readonly Interaction[], genome: StyleVector | null,
  limit: number = DISCOVERY_LIMITS.insights,
): EngagementInsight[] => {
  const counts = new Map<string, { likes: number; saves: number; feedback: number }>();
  for (const i of interactions) {
    if (!i.influencerId) continue;
    const c = counts.get(i.influencerId) ?? { likes: 0, saves: 0, feedback: 0 };
    if (i.kind === 'like') c.likes++;
    else if (i.kind === 'save') c.saves++;
    else c.feedback++;
    counts.set(i.influencerId, c);
  }
  return accounts
    .map((a): EngagementInsight => {
      const c = counts.get(a.id) ?? { likes: 0, saves: 0, feedback: 0 };
      const influence = genome && a.vector ? round2(Math.max(0, Math.min(1, cosineSimilarity(a.vector, genome)))) : 0;
      return {
        handle: a.handle,
        display_name: a.displayName,
        interaction_types: (['likes', 'saves', 'feedback'] as const).filter((k) => c[k] > 0),
        interactions: c,
        style_influence: influenceBand(influence),
        style_influence_score: influence,
        engagement_score: engagementScore(a.weight, c.likes, c.saves, c.feedback),
        fashion_relevance: a.postCount ? round2((a.fashionPosts ?? 0) / a.postCount) : 0,
      };
    })
    .sort((x, y) => y.engagement_score - x.engagement_score || y.style_influence_score - x.style_influence_score
      || x.handle.localeCompare(y.handle))
    .slice(0, limit);
};

// ───────────────────────────── prediction accuracy ─────────────────────────────

/** A stable number per (shopper, row): which rows are held out never changes between runs. */
const stableHash = (key: string): number => createHash('sha256').update(key).digest().readUInt32BE(0);

/**
 * The likes and saves held out of the genome: one in HOLD_OUT_EVERY by a stable hash, at least
 * ACCURACY_MIN_HELD_OUT; none (null) below ACCURACY_MIN_SIGNALS likes and saves with a signal.
 */
export const holdOut = (userId: string, interactions: readonly Interaction[]): { held: Interaction[]; kept: Interaction[] } | null => {
  const candidates = interactions.filter((i) => (i.kind === 'like' || i.kind === 'save') && isSignal(i.vector));
  if (candidates.length < ACCURACY_MIN_SIGNALS) return null;
  const hashed = candidates.map((i) => ({ i, h: stableHash(`${userId}:${i.kind}:${i.id}`) }));
  let held = hashed.filter((x) => x.h % HOLD_OUT_EVERY === 0);
  if (held.length < ACCURACY_MIN_HELD_OUT) held = [...hashed].sort((a, b) => a.h - b.h).slice(0, ACCURACY_MIN_HELD_OUT);
  const heldSet = new Set(held.map((x) => x.i));
  return { held: [...heldSet], kept: interactions.filter((i) => !heldSet.has(i)) };
};

/** The median similarity of the genome to reference posts (likes) and pieces (saves): the "top half" bar. */
export interface AccuracyBars { like: number | null; save: number | null }

/**
 * For each held-out like (a post) or save (a piece): is it in the top half when the genome built
 * without it ranks it among comparable references (posts for likes, catalogue pieces for saves)?
 * It is when its similarity beats the references' median.
 */
export const measureAccuracy = (genome: StyleVector | null, held: readonly Interaction[], bars: AccuracyBars): Accuracy | null => {
  if (!genome || !held.length) return null;
  let hits = 0;
  let counted = 0;
  for (const item of held) {
    if (item.kind === 'feedback' || !item.vector) continue;
    const bar = bars[item.kind];
    if (bar === null) continue;
    counted++;
    if (cosineSimilarity(genome, item.vector) > bar) hits++;
  }
  return counted ? { hits, held_out: counted, score: round2(hits / counted) } : null;
};

// ───────────────────────────── recommendation texts ─────────────────────────────

/** The piece that completes each category's look in the styling technique. */
/** The pieces that partner each category, as bare nouns: the sentence generator adds articles and colour. */
const PARTNER: Record<string, readonly string[]> = {
  Tops: ['trousers', 'skirt'], Bottoms: ['top'], Dresses: ['outerwear'], Outerwear: ['dress', 'trousers'], Shoes: ['trousers'],
  Accessories: ['simple top'], Bags: ['outerwear'], Jewelry: ['plain neckline'], Activewear: ['outer layer'], Sleepwear: ['robe'],
};

/** "a blue dress or blue trousers": the colour goes on one-word garments only ("a simple top" stays as it is). */
const partnerPhrase = (nouns: readonly string[], colour: string | null): string =>
  listOf(nouns.map((n) => withArticle(colour && !n.includes(' ') ? `${colour} ${n}` : n)), 'or');

const mainWord = (v: StyleVector, group: 'colour' | 'silhouette' | 'aesthetic'): string | null => {
  const [top] = topDimensions(v, 1, group);
  // A uniform vector's "top" word is noise.
  return top && top.weight > 1 / Math.sqrt(STYLE_VECTOR_DIMENSIONS) + 1e-6 ? top.word : null;
};

export interface PieceForText {
  category: string;
  brand: string;
  vector: StyleVector;
}

/** Why this piece: the dimensions it shares with the genome, its colour pull and brand affinity. */
export const whyPerfectForYou = (genome: Genome, piece: PieceForText): string => {
  const shared = explainMatch(genome.vector, piece.vector, 3);
  const parts = [shared ? `It shares your genome's ${shared}` : 'It sits close to your style genome overall'];
  const aesthetic = mainWord(piece.vector, 'aesthetic');
  const dna = aesthetic ? genome.aesthetic_dna[aesthetic] : undefined;
  if (aesthetic && dna !== undefined) parts.push(`${aesthetic} carries ${Math.round(dna * 100)}% weight in your aesthetic DNA`);
  const colour = mainWord(piece.vector, 'colour');
  if (colour && genome.color_gravitational_pull[colour] !== undefined) parts.push(`${colour} is one of your strongest colour pulls`);
  if (genome.brand_affinity_map[piece.brand] !== undefined) parts.push(`you already gravitate to ${piece.brand}`);
  return `${parts.join('; ')}.`;
};

/** How to wear it: the partner piece in the genome's next colour, in the genome's silhouette. */
export const stylingTechnique = (genome: Genome, piece: PieceForText): string => {
  const own = mainWord(piece.vector, 'colour');
  const colour = Object.keys(genome.color_gravitational_pull).find((c) => c !== own) ?? null;
  const silhouette = mainWord(genome.vector, 'silhouette');
  const partner = PARTNER[piece.category] ? partnerPhrase(PARTNER[piece.category]!, colour) : 'your staples';
  const pair = `Pair it with ${partner}`;
  return sentence(silhouette ? `${pair} and keep the line ${silhouette}, the silhouette your genome favours` : pair);
};

/** The followed account that sells the piece, else the followed account closest to it. */
export const influencerInspiration = (
  accounts: readonly FollowedAccount[], piece: { vector: StyleVector; influencerId: string | null },
): string | null => {
  const seller = piece.influencerId ? accounts.find((a) => a.id === piece.influencerId) : undefined;
  if (seller) return `@${seller.handle}`;
  let best: FollowedAccount | null = null;
  let bestScore = -Infinity;
  for (const a of accounts) {
    if (!isSignal(a.vector)) continue;
    const score = cosineSimilarity(a.vector, piece.vector);
    if (score > bestScore || (score === bestScore && best && a.handle < best.handle)) {
      best = a;
      bestScore = score;
    }
  }
  return best ? `@${best.handle}` : null;
};

/** Aesthetic preferences stored beside style_dna: the genome's top silhouettes, materials and occasions. */
export const aestheticPreferencesOf = (v: StyleVector): Record<string, number> =>
  relativeWeights(
    DIMENSIONS.filter((d) => d.group === 'silhouette' || d.group === 'material' || d.group === 'occasion')
      .map((d) => ({ word: d.word, weight: v[d.index] ?? 0 }))
      .filter((d) => d.weight > 1 / Math.sqrt(STYLE_VECTOR_DIMENSIONS) + 1e-6)
      .sort((a, b) => b.weight - a.weight || a.word.localeCompare(b.word))
      .slice(0, 6),
  );
