/**
 * The user's taste: one style vector blended from behaviour (follows, likes, saves, uploads,
 * feedback), plus the spec's user_style_profiles maps and learning_confidence derived from it.
 * Rebuilt from scratch each time, so it is idempotent and never drifts from the behaviour rows.
 * A piece turned down ("not for me") pulls the other way, on what its reasons name only: a colour away
 * from its colours, a price away from its tier and brand, a style away from its look.
 */
import { z } from 'zod';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  fittingRoomItems, influencerAccounts, influencerPostFeedback, influencerPosts, products,
  userFeedbackDetailed, userInfluencerPreferences, userStyleProfiles, wardrobeItems,
} from '../../server/db/schema.js';
import type { Database } from '../types.js';
import { dimensionsOfReasons } from './reason-dimensions.js';
import { blendVectors, topDimensions, vectorFromText, type StyleVector } from './style-vector.js';
import type { PriceTier } from './vocabulary.js';
import { followedHandle } from '../influencers/followed-handle.js';
import { uuidOrNull } from '../uuid-key.js';

/** How much one piece of behaviour moves the taste: explicit choices outweigh passive ones. */
export const TASTE_WEIGHTS = { follow: 1, like: 1.5, save: 2, feedback: 2, upload: 1 } as const;
/** Behaviour rows read per kind; the newest ones describe the current taste best. */
const RECENT_LIMIT = 200;

export interface TasteSignals {
  follows: number;
  likes: number;
  saves: number;
  feedback: number;
  uploads: number;
}

export interface Taste {
  vector: StyleVector | null;
  signals: TasteSignals;
  brandPreferences: Record<string, number>;
  /** Share of saved and rated products per tier, 0-1. */
  tierPreferences: Partial<Record<PriceTier, number>>;
  /** How often each feedback reason was given. */
  reasonCounts: Record<string, number>;
  learningConfidence: number;
  /** Style elements and colour names measured in the shopper's product uploads (product rules §9 weights 0.8 / 0.9). */
  uploadedElements: string[];
  uploadedColours: string[];
}

/** Product rules §5: learning confidence 0-1; saves, feedback and uploads count 0.1, follows and likes 0.05. */
export const learningConfidenceOf = (s: TasteSignals): number =>
  Math.min(1, Math.round((0.1 * (s.saves + s.feedback + s.uploads) + 0.05 * (s.follows + s.likes)) * 100) / 100);

const normaliseCounts = (counts: Map<string, number>, keep: number): Record<string, number> => {
  const top = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, keep);
  const highest = top[0]?.[1] ?? 1;
  return Object.fromEntries(top.map(([k, v]) => [k, Math.round((v / highest) * 100) / 100]));
};

/** Reads the behaviour rows and blends them; writes nothing. */
export const computeTaste = async (db: Database, userId: string): Promise<Taste> => {
  const [follows, likes, saves, feedback, uploads] = await Promise.all([
    db.select({ vector: influencerAccounts.styleVector, score: userInfluencerPreferences.preferenceScore })
      .from(userInfluencerPreferences)
      .innerJoin(influencerAccounts, eq(influencerAccounts.handle, followedHandle))
      .where(and(eq(userInfluencerPreferences.userId, userId), eq(userInfluencerPreferences.isActive, true)))
      .limit(RECENT_LIMIT),
    db.select({ vector: influencerPosts.styleVector, caption: influencerPosts.caption })
      .from(influencerPostFeedback)
      .innerJoin(influencerPosts, eq(influencerPosts.id, influencerPostFeedback.postId))
      .where(and(eq(influencerPostFeedback.userId, userId), eq(influencerPostFeedback.decision, 'like')))
      .orderBy(desc(influencerPostFeedback.createdAt)).limit(RECENT_LIMIT),
    db.select({
      itemName: fittingRoomItems.itemName, category: fittingRoomItems.category, color: fittingRoomItems.color,
      brand: fittingRoomItems.brand, vector: products.styleVector, tier: products.priceTier,
    }).from(fittingRoomItems)
      .leftJoin(products, sql`${products.id} = ${uuidOrNull(fittingRoomItems.externalProductId)}`)
      .where(eq(fittingRoomItems.userId, userId))
      .orderBy(desc(fittingRoomItems.createdAt)).limit(RECENT_LIMIT),
    db.select({ reasons: userFeedbackDetailed.reasons, verdict: userFeedbackDetailed.verdict, vector: products.styleVector, brand: products.brand, tier: products.priceTier })
      .from(userFeedbackDetailed)
      .leftJoin(products, sql`${products.id} = ${uuidOrNull(userFeedbackDetailed.itemId)}`)
      .where(eq(userFeedbackDetailed.userId, userId))
      .orderBy(desc(userFeedbackDetailed.createdAt)).limit(RECENT_LIMIT),
    db.select({ name: wardrobeItems.itemName, category: wardrobeItems.category, color: wardrobeItems.color, tags: wardrobeItems.tags, analysis: wardrobeItems.styleAnalysis })
      .from(wardrobeItems)
      .where(and(eq(wardrobeItems.userId, userId), isNotNull(wardrobeItems.styleAnalysis)))
      .orderBy(desc(wardrobeItems.createdAt)).limit(RECENT_LIMIT),
  ]);

  const parts: { vector: StyleVector; weight: number }[] = [];
  for (const f of follows) if (f.vector) parts.push({ vector: f.vector, weight: TASTE_WEIGHTS.follow * (f.score / 50) });
  for (const l of likes) parts.push({ vector: l.vector ?? vectorFromText(l.caption), weight: TASTE_WEIGHTS.like });
  for (const s of saves) {
    const text = [s.itemName, s.category, s.color === 'neutral' ? '' : s.color].filter(Boolean).join(' ');
    parts.push({ vector: s.vector ?? vectorFromText(text), weight: TASTE_WEIGHTS.save });
  }
  for (const f of feedback) {
    if (!f.vector) continue;
    if (f.verdict === 'love') parts.push({ vector: f.vector, weight: TASTE_WEIGHTS.feedback });
    else {
      const disliked = dimensionsOfReasons(f.vector, f.reasons);
      if (disliked) parts.push({ vector: disliked, weight: -TASTE_WEIGHTS.feedback });
    }
  }
  for (const u of uploads) {
    const vector = vectorFromText([u.name, u.category, u.color ?? '', ...u.tags].join(' '));
    // Words that name nothing give the uniform vector: no signal, so no part of the taste.
    if (!vector.every((x) => x === vector[0])) parts.push({ vector, weight: TASTE_WEIGHTS.upload });
  }

  const brands = new Map<string, number>();
  const tiers = new Map<PriceTier, number>();
  const reasons = new Map<string, number>();
  for (const s of saves) {
    if (s.brand) brands.set(s.brand, (brands.get(s.brand) ?? 0) + 1);
    if (s.tier) tiers.set(s.tier, (tiers.get(s.tier) ?? 0) + 1);
  }
  for (const f of feedback) {
    const loved = f.verdict === 'love';
    // A shopper who says "I love the brand" tells us more about the brand than a plain save; one who
    // turns a piece down for its brand or price counts against them, for another reason not at all.
    const brandSays = loved ? (f.reasons.includes('brand') ? 2 : 1) : (f.reasons.includes('brand') ? -2 : 0);
    const tierSays = loved ? 1 : (f.reasons.includes('price') ? -1 : 0);
    if (f.brand && brandSays) brands.set(f.brand, (brands.get(f.brand) ?? 0) + brandSays);
    if (f.tier && tierSays) tiers.set(f.tier, (tiers.get(f.tier) ?? 0) + tierSays);
    // Either way the reasons say what matters to her, so they weigh more in her learned scores.
    for (const r of f.reasons) reasons.set(r, (reasons.get(r) ?? 0) + 1);
  }
  // Counted against and never for: no preference at all, not a negative one.
  for (const map of [brands, tiers] as Map<string, number>[]) for (const [k, n] of map) if (n <= 0) map.delete(k);
  const uploadedElements = new Set<string>();
  const uploadedColours = new Set<string>();
  for (const u of uploads) {
    const analysis = uploadAnalysis.safeParse(u.analysis);
    if (!analysis.success) continue;
    for (const element of analysis.data.style_elements) uploadedElements.add(element.toLowerCase());
    for (const colour of analysis.data.color_palette) uploadedColours.add(colour.name.toLowerCase());
  }
  const tierTotal = [...tiers.values()].reduce((a, b) => a + b, 0);
  const signals: TasteSignals = {
    follows: follows.length, likes: likes.length, saves: saves.length, feedback: feedback.length, uploads: uploads.length,
  };
  return {
    // Only pieces turned down is no taste yet: nothing to move away from.
    vector: parts.some((p) => p.weight > 0) ? blendVectors(parts) : null,
    signals,
    brandPreferences: normaliseCounts(brands, 10),
    tierPreferences: Object.fromEntries([...tiers].map(([t, n]) => [t, Math.round((n / tierTotal) * 100) / 100])),
    reasonCounts: Object.fromEntries(reasons),
    learningConfidence: learningConfidenceOf(signals),
    uploadedElements: [...uploadedElements].sort(),
    uploadedColours: [...uploadedColours].sort(),
  };
};

/** The parts of a product upload's stored analysis the profile learns from (product rules §3 style analysis result). */
const uploadAnalysis = z.looseObject({
  style_elements: z.array(z.string().min(1)).default([]),
  color_palette: z.array(z.looseObject({ name: z.string().min(1) })).default([]),
});

/**
 * Product rules §9: a product upload teaches the profile its style elements at weight 0.8 and its colours at
 * 0.9. Merged by maximum into the weights the taste vector gives, so a rebuild always lands on the
 * same profile; then the spec's top 6 styles and top 4 colours are kept.
 */
export const UPLOAD_STYLE_WEIGHT = 0.8;
export const UPLOAD_COLOUR_WEIGHT = 0.9;
const mergeUploaded = (weights: Record<string, number>, words: readonly string[], weight: number, keep: number): Record<string, number> => {
  const merged = new Map(Object.entries(weights));
  for (const word of words) merged.set(word, Math.max(merged.get(word) ?? 0, weight));
  return Object.fromEntries([...merged].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, keep));
};

const weightsOf = (items: { word: string; weight: number }[]): Record<string, number> => {
  const positive = items.filter((i) => i.weight > 0);
  const highest = positive[0]?.weight ?? 1;
  return Object.fromEntries(positive.map((i) => [i.word, Math.round((i.weight / highest) * 100) / 100]));
};

/** Recomputes the taste and upserts user_style_profiles (spec: top 6 styles, top 4 colours). */
export const refreshTaste = async (db: Database, userId: string, now: Date): Promise<Taste> => {
  const taste = await computeTaste(db, userId);
  const values = {
    stylePreferences: mergeUploaded(taste.vector ? weightsOf(topDimensions(taste.vector, 6, 'aesthetic')) : {}, taste.uploadedElements, UPLOAD_STYLE_WEIGHT, 6),
    colorPreferences: mergeUploaded(taste.vector ? weightsOf(topDimensions(taste.vector, 4, 'colour')) : {}, taste.uploadedColours, UPLOAD_COLOUR_WEIGHT, 4),
    brandPreferences: taste.brandPreferences,
    learningConfidence: taste.learningConfidence,
    styleVector: taste.vector,
    lastUpdated: now,
  };
  await db.insert(userStyleProfiles).values({ userId, ...values })
    .onConflictDoUpdate({ target: userStyleProfiles.userId, set: values });
  return taste;
};

/** The stored taste vector, or null before the first pipeline run. */
export const storedTaste = async (db: Database, userId: string) => {
  const [row] = await db.select().from(userStyleProfiles).where(eq(userStyleProfiles.userId, userId));
  return row ?? null;
};
