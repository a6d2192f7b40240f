/**
 * Product upload (product rules §5, §7, §8): an analysed product photo becomes a wardrobe item with category
 * 'Upload' and the analysis, once per photo (the uploads row is marked in the same transaction, so a
 * repeated or concurrent call adds nothing). The style profile then learns from it the way it learns
 * from every other behaviour: the follow pipeline rebuilds user_style_profiles from the behaviour
 * rows, where each such upload counts 0.1 towards learning_confidence (capped at 1) and its
 * elements and colours join the taste. The rebuild, not an increment, keeps the profile equal to what
 * the rows say however often it runs.
 */
import { and, eq, sql } from 'drizzle-orm';
import { uploads, wardrobeItems } from '../../server/db/schema.js';
import { schedulePipeline } from '../recommendations/pipeline.js';
import type { Database, ToolLogger } from '../types.js';
import type { StyleAnalysis } from './contracts.js';
import { uploadFileUrl } from './contracts.js';
import type { AnalysisResult, StoredAnalysis, UploadRow } from './analyze.js';
import { UNCLASSIFIED } from './compose.js';
import { deriveAttributes } from '../garments/attributes.js';
import { attributeColumns } from '../garments/columns.js';
import { wardrobeGarmentText } from '../wardrobe/store.js';

export const PRODUCT_UPLOAD_CATEGORY = 'Upload';

const itemNameOf = (analysis: StyleAnalysis, text: string | null): string => {
  if (text) return text.slice(0, 120);
  const colour = analysis.color_palette[0]?.name;
  return colour ? `${colour[0]!.toUpperCase()}${colour.slice(1)} product photo` : 'Product photo';
};

/** Adds the wardrobe item; returns its id, or null when this upload had already been learned from. */
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
    const itemName = itemNameOf(analysis, stored.text);
    // The taste rebuild reads an upload's words from its tags: style elements and colours.
    const tags = [...new Set([
      ...(analysis.aesthetic_category === UNCLASSIFIED ? [] : [analysis.aesthetic_category]),
      ...analysis.style_elements,
      ...analysis.color_palette.map((c) => c.name),
    ].map((t) => t.toLowerCase()))];
    const [item] = await tx.insert(wardrobeItems).values({
      userId,
      itemName,
      category: PRODUCT_UPLOAD_CATEGORY,
      color: analysis.color_palette[0]?.name ?? null,
      tags,
      imageUrl: uploadFileUrl(row.id),
      styleAnalysis: analysis,
      styleVector: result.vector,
      ...attributeColumns(deriveAttributes(wardrobeGarmentText({ itemName, category: PRODUCT_UPLOAD_CATEGORY, notes: null, tags }))),
      createdAt: now,
      updatedAt: now,
    }).returning({ id: wardrobeItems.id });
    return item!.id;
  });
};

/** Rebuilds the shopper's style profile after product uploads were learned from, and waits for it. */
export const relearnProfile = (deps: { db: Database; log: ToolLogger; now: () => Date }, userId: string): Promise<void> =>
  schedulePipeline(deps, { userId }, { wait: true });
