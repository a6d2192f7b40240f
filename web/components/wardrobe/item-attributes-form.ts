/**
 * The "how it wears" form of a wardrobe item: formality, warmth, seasons and occasions as the
 * shopper corrects them, and how the form becomes wardrobe.update's input (only what changed). Pure.
 */
import { z } from 'zod';
import {
  GARMENT_OCCASIONS, GARMENT_SEASONS, sortedOccasions, sortedSeasons, type AttributeField, type GarmentOccasion, type GarmentSeason,
} from '../../../tools/garments/contracts.js';
import type { WardrobeItem } from '../../../tools/wardrobe/contracts.js';

const level = z.enum(['1', '2', '3', '4', '5'], { message: 'Choose a level' });
export const itemAttributesSchema = z.object({
  formality: level,
  warmth: level,
  seasons: z.array(z.enum(GARMENT_SEASONS)).min(1, 'Choose at least one season'),
  occasions: z.array(z.enum(GARMENT_OCCASIONS)),
});
export type ItemAttributesForm = z.infer<typeof itemAttributesSchema>;

export const attributeFormValues = (item: Pick<WardrobeItem, 'formality' | 'warmth' | 'seasons' | 'occasions'>): ItemAttributesForm => ({
  formality: String(item.formality) as ItemAttributesForm['formality'],
  warmth: String(item.warmth) as ItemAttributesForm['warmth'],
  seasons: [...item.seasons],
  occasions: [...item.occasions],
});

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export type AttributeChanges = Partial<{ formality: number; warmth: number; seasons: GarmentSeason[]; occasions: GarmentOccasion[] }>;

/** wardrobe.update's attribute fields for what the shopper changed (nothing else, so the rest stays derived). */
export const toAttributeChanges = (values: ItemAttributesForm, item: WardrobeItem): AttributeChanges => {
  const seasons = sortedSeasons(values.seasons);
  const occasions = sortedOccasions(values.occasions);
  return {
    ...(Number(values.formality) !== item.formality ? { formality: Number(values.formality) } : {}),
    ...(Number(values.warmth) !== item.warmth ? { warmth: Number(values.warmth) } : {}),
    ...(!sameList(seasons, item.seasons) ? { seasons } : {}),
    ...(!sameList(occasions, item.occasions) ? { occasions } : {}),
  };
};

/** Every field the shopper set, handed back to the derivation (wardrobe.update takes null for that). */
export const resetChanges = (corrected: readonly AttributeField[]): Partial<Record<AttributeField, null>> =>
  Object.fromEntries(corrected.map((field) => [field, null]));
