/**
 * Product upload (spec §5, §7, §8): each analysed product photo teaches the style profile — its
 * style elements at weight 0.8, its colours at 0.9, learning_confidence up 0.1 (capped at 1) — and
 * becomes a wardrobe item with category 'Upload' and the analysis. Once per upload: the row is
 * marked first, inside the same transaction, so a repeated or concurrent call changes nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { uploads, userStyleProfiles, wardrobeItems } from '../../server/db/schema.js';
import type { Database } from '../types.js';
import type { StyleAnalysis } from './contracts.js';
import { uploadFileUrl } from './contracts.js';
import type { AnalysisResult, StoredAnalysis, UploadRow } from './analyze.js';

/** Spec §8: style preference weights. */
export const PRODUCT_UPLOAD_WEIGHTS = { styleElement: 0.8, colour: 0.9, confidenceStep: 0.1 } as const;
export const PRODUCT_UPLOAD_CATEGORY = 'Upload';

/** Raises each key to at least `weight`; a stronger preference learned elsewhere is kept. */
const raise = (current: Record<string, number>, keys: readonly string[], weight: number): Record<string, number> => {
  const next = { ...current };
  for (const key of keys) next[key] = Math.max(next[key] ?? 0, weight);
  return next;
};

/** The profile keys an analysis teaches (lower-case, as the taste rebuild writes them). */
export const learnedKeys = (analysis: StyleAnalysis) => ({
  styles: [...new Set([analysis.aesthetic_category, ...analysis.style_elements]
    .filter((s) => s !== 'Unclassified').map((s) => s.toLowerCase()))],
  colours: analysis.color_palette.map((c) => c.name),
});

const itemNameOf = (analysis: StyleAnalysis, text: string | null): string => {
  if (text) return text.slice(0, 120);
  const colour = analysis.color_palette[0]?.name;
  return colour ? `${colour[0]!.toUpperCase()}${colour.slice(1)} product photo` : 'Product photo';
};

/** Returns the new wardrobe item id, or null when this upload had already been learned from. */
export const learnFromProductUpload = async (
  db: Database, userId: string, row: UploadRow, result: AnalysisResult, stored: StoredAnalysis, now: Date,
): Promise<string | null> => {
  if (row.bucket !== 'style-inspiration') return null;
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const marked = await tx.update(uploads)
      .set({ analysis: { ...stored, learned_at: now.toISOString() } })
      .where(and(eq(uploads.id, row.id), eq(uploads.userId, userId), sql`${uploads.analysis}->>'learned_at' is null`))
      .returning({ id: uploads.id });
    if (marked.length === 0) return null;

    const { analysis } = result;
    const [item] = await tx.insert(wardrobeItems).values({
      userId,
      itemName: itemNameOf(analysis, stored.text),
      category: PRODUCT_UPLOAD_CATEGORY,
      color: analysis.color_palette[0]?.name ?? null,
      tags: analysis.style_elements.map((e) => e.toLowerCase()),
      imageUrl: uploadFileUrl(row.id),
      styleAnalysis: analysis,
      styleVector: result.vector,
      createdAt: now,
      updatedAt: now,
    }).returning({ id: wardrobeItems.id });

    // Lock the profile row (if any) so two uploads learning at once both count.
    const [profile] = await tx.select().from(userStyleProfiles).where(eq(userStyleProfiles.userId, userId)).for('update');
    const { styles, colours } = learnedKeys(analysis);
    const values = {
      stylePreferences: raise(profile?.stylePreferences ?? {}, styles, PRODUCT_UPLOAD_WEIGHTS.styleElement),
      colorPreferences: raise(profile?.colorPreferences ?? {}, colours, PRODUCT_UPLOAD_WEIGHTS.colour),
      learningConfidence: Math.min(1, Math.round(((profile?.learningConfidence ?? 0) + PRODUCT_UPLOAD_WEIGHTS.confidenceStep) * 100) / 100),
      lastUpdated: now,
    };
    await tx.insert(userStyleProfiles).values({ userId, ...values })
      .onConflictDoUpdate({ target: userStyleProfiles.userId, set: values });
    return item!.id;
  });
};
