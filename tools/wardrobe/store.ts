/**
 * Wardrobe rows: the text a row's style vector is built from, row → contract mapping, and the
 * owner-only lookups the wardrobe, outfit and look tools share.
 */
import { and, eq } from 'drizzle-orm';
import { wardrobeItems } from '../../server/db/schema.js';
import { styleAnalysisSchema } from '../analysis/contracts.js';
import type { GarmentText } from '../garments/attributes.js';
import { storedOrDerived } from '../garments/columns.js';
import { ATTRIBUTE_FIELDS } from '../garments/contracts.js';
import { slotForPiece } from '../outfits/rules.js';
import { styleWords } from '../outfits/vectors.js';
import { blendVectors, parsePgVector, vectorFromText, type StyleVector } from '../recommendations/style-vector.js';
import { ToolError, type Database } from '../types.js';
import { WARDROBE_MESSAGES, type WardrobeItem } from './contracts.js';

export type WardrobeRow = typeof wardrobeItems.$inferSelect;

/** Product rules §3: link mode keeps the product link as a 'Link: <url>' line appended to the notes. */
const LINK_LINE = /^Link: (\S+)$/m;
export const notesWithLink = (notes: string | undefined, link: string | undefined): string | null =>
  [notes?.trim(), link ? `Link: ${link}` : undefined].filter(Boolean).join('\n') || null;
export const linkInNotes = (notes: string | null): string | null => (notes ? LINK_LINE.exec(notes)?.[1] ?? null : null);

export interface WardrobeFields {
  itemName: string;
  category: string;
  brand: string | null;
  color: string | null;
  purchasePrice: number | null;
  notes: string | null;
  tags: readonly string[];
}

/** What the item says about itself, for the vector and for photo analysis (the link is not style). */
export const wardrobeText = (f: WardrobeFields): string =>
  [f.itemName, f.category, f.brand, f.color, ...f.tags, f.notes?.replace(LINK_LINE, '')].filter(Boolean).join(' ');

/** What the attribute derivation reads: the name and category, with tags and notes for the material. */
export const wardrobeGarmentText = (f: Pick<WardrobeFields, 'itemName' | 'category' | 'notes' | 'tags'>): GarmentText => ({
  category: f.category, name: f.itemName, details: [...f.tags, f.notes?.replace(LINK_LINE, '')].filter(Boolean).join(' ') || null,
});

/**
 * The item's style vector: its words, with the category, colour and price as facts; for a photo,
 * blended equally with the photo's analysis vector (measured colours plus the same words).
 */
export const wardrobeVector = (f: WardrobeFields, photoVector: StyleVector | null = null): StyleVector => {
  const text = vectorFromText(wardrobeText(f), {
    category: f.category, colour: f.color ?? undefined, price: f.purchasePrice ?? undefined,
  });
  return photoVector ? blendVectors([{ vector: text, weight: 1 }, { vector: photoVector, weight: 1 }]) : text;
};

export const toWardrobeItem = (row: WardrobeRow): WardrobeItem => {
  const analysis = styleAnalysisSchema.safeParse(row.styleAnalysis);
  const attributes = storedOrDerived(row, wardrobeGarmentText(row));
  return {
    id: row.id,
    item_name: row.itemName,
    category: row.category,
    brand: row.brand,
    color: row.color,
    purchase_price: row.purchasePrice,
    notes: row.notes,
    link: linkInNotes(row.notes),
    tags: row.tags,
    image_url: row.imageUrl,
    style_analysis: analysis.success ? analysis.data : null,
    slot: slotForPiece(row.category, row.itemName),
    style_words: styleWords(row.styleVector ? parsePgVector(row.styleVector) : null),
    ...attributes,
    corrected_attributes: ATTRIBUTE_FIELDS.filter((f) => row.correctedAttributes.includes(f)),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
};

/** One of the user's items; someone else's id reads exactly like a missing one. */
export const ownedWardrobeItem = async (db: Database, userId: string, id: string): Promise<WardrobeRow> => {
  const [row] = await db.select().from(wardrobeItems).where(and(eq(wardrobeItems.id, id), eq(wardrobeItems.userId, userId)));
  if (!row) throw new ToolError('not_found', WARDROBE_MESSAGES.notFound);
  return row;
};

