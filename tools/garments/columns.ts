/**
 * The attributes as stored columns: what an insert writes, what a read returns (stored values, or
 * derived on the fly for a row the start-up backfill has not reached), and how a shopper's
 * corrections survive a re-derivation. Pure.
 */
import { deriveAttributes, type GarmentText } from './attributes.js';
import {
  ATTRIBUTE_FIELDS, GARMENT_OCCASIONS, GARMENT_SEASONS, type AttributeField, type GarmentAttributes, type GarmentOccasion,
  type GarmentSeason, type Level,
} from './contracts.js';

export interface AttributeColumns {
  formality: number | null;
  warmth: number | null;
  seasons: string[] | null;
  occasions: string[] | null;
}

export const attributeColumns = (a: GarmentAttributes): { formality: number; warmth: number; seasons: string[]; occasions: string[] } =>
  ({ formality: a.formality, warmth: a.warmth, seasons: [...a.seasons], occasions: [...a.occasions] });

/** A product's words as the derivation reads them: its description speaks for its material. */
export const productGarmentText = (p: { productName: string; category: string; productDescription?: string | null }): GarmentText =>
  ({ category: p.category, name: p.productName, details: p.productDescription ?? null });

const isLevel = (x: number | null): x is Level => x !== null && Number.isInteger(x) && x >= 1 && x <= 5;

/** The stored attributes; null for a row written before they existed. */
export const storedAttributes = (row: AttributeColumns): GarmentAttributes | null => {
  if (!isLevel(row.formality) || !isLevel(row.warmth) || row.seasons === null || row.occasions === null) return null;
  return {
    formality: row.formality,
    warmth: row.warmth,
    seasons: GARMENT_SEASONS.filter((s) => row.seasons!.includes(s)),
    occasions: GARMENT_OCCASIONS.filter((o) => row.occasions!.includes(o)),
  };
};

/** The stored attributes, or (for a row the backfill has not reached yet) the derived ones. */
export const storedOrDerived = (row: AttributeColumns, text: GarmentText): GarmentAttributes => storedAttributes(row) ?? deriveAttributes(text);

export type AttributeChanges = {
  formality?: number | null;
  warmth?: number | null;
  seasons?: readonly GarmentSeason[] | null;
  occasions?: readonly GarmentOccasion[] | null;
};

/**
 * A wardrobe item's attributes after a write: a value the shopper sends now is theirs (null hands
 * the field back to the derivation); one they set before stays; the rest follow the item's words.
 */
export const withCorrections = (
  derived: GarmentAttributes, current: AttributeColumns | null, previouslyCorrected: readonly string[], changes: AttributeChanges = {},
): { attributes: GarmentAttributes; corrected: AttributeField[] } => {
  const stored = (current && storedAttributes(current)) ?? derived;
  const corrected = new Set(ATTRIBUTE_FIELDS.filter((f) => previouslyCorrected.includes(f)));
  for (const field of ATTRIBUTE_FIELDS) {
    if (changes[field] === null) corrected.delete(field);
    else if (changes[field] !== undefined) corrected.add(field);
  }
  const pick = <F extends AttributeField>(field: F): GarmentAttributes[F] => {
    const sent = changes[field];
    if (sent !== undefined && sent !== null) return sent as GarmentAttributes[F];
    return corrected.has(field) ? stored[field] : derived[field];
  };
  return {
    attributes: {
      formality: pick('formality'),
      warmth: pick('warmth'),
      seasons: GARMENT_SEASONS.filter((s) => pick('seasons').includes(s)),
      occasions: GARMENT_OCCASIONS.filter((o) => pick('occasions').includes(o)),
    },
    corrected: ATTRIBUTE_FIELDS.filter((f) => corrected.has(f)),
  };
};
