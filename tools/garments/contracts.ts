/**
 * What a piece is good for, as a stylist reasons about it: how formal it is, how warm, the seasons
 * it is worn in and the occasions it suits. The scales and vocabularies are fixed so stored values,
 * tool inputs and the web's editor all speak the same words. Pure: the web imports these.
 */
import { z } from 'zod';
// The stored vocabularies (check constraints in the schema) live below tools, in shared/.
import { ATTRIBUTE_FIELDS, GARMENT_OCCASIONS, GARMENT_SEASONS, type AttributeField, type GarmentOccasion, type GarmentSeason } from '../../shared/catalogue-vocabulary.js';

export { ATTRIBUTE_FIELDS, GARMENT_OCCASIONS, GARMENT_SEASONS, type AttributeField, type GarmentOccasion, type GarmentSeason };

/** 1 athleisure … 5 black tie. */
export const FORMALITY_LABELS = { 1: 'Athleisure', 2: 'Casual', 3: 'Smart-casual', 4: 'Formal', 5: 'Black tie' } as const;
/** 1 sun-wear … 5 winter coat. */
export const WARMTH_LABELS = { 1: 'Sun-wear', 2: 'Light', 3: 'Mid-weight', 4: 'Warm', 5: 'Winter coat' } as const;
export type Level = 1 | 2 | 3 | 4 | 5;
export const LEVELS: readonly Level[] = [1, 2, 3, 4, 5];

export const OCCASION_LABELS: Readonly<Record<GarmentOccasion, string>> = {
  'wedding-guest': 'Wedding guest', 'black-tie': 'Black tie', interview: 'Interview', office: 'Office', date: 'Date', party: 'Party',
  festival: 'Festival', beach: 'Beach', brunch: 'Brunch', funeral: 'Funeral', travel: 'Travel', gym: 'Gym', casual: 'Casual',
  lounge: 'Lounge',
};
export const SEASON_LABELS: Readonly<Record<GarmentSeason, string>> = { spring: 'Spring', summer: 'Summer', autumn: 'Autumn', winter: 'Winter' };

/** The style vocabulary's occasion words, as the occasions above (for callers that speak the vocabulary). */
export const VOCABULARY_OCCASIONS: Readonly<Record<string, readonly GarmentOccasion[]>> = {
  work: ['office', 'interview'], evening: ['date', 'party'], weekend: ['brunch', 'casual'], travel: ['travel'], beach: ['beach'],
  wedding: ['wedding-guest'], active: ['gym'], lounge: ['lounge'],
};

export interface GarmentAttributes {
  formality: Level;
  warmth: Level;
  /** In calendar order, no repeats. */
  seasons: GarmentSeason[];
  /** In GARMENT_OCCASIONS order, no repeats. */
  occasions: GarmentOccasion[];
}

const level = z.number().int().min(1).max(5);
const uniqueList = <T extends string>(values: readonly [T, ...T[]]) =>
  z.array(z.enum(values)).max(values.length).refine((list) => new Set(list).size === list.length, { message: 'List each value once.' });

/** Each attribute as a tool takes it; lists in any order (stored sorted). */
export const formalitySchema = level;
export const warmthSchema = level;
export const seasonsSchema = uniqueList(GARMENT_SEASONS);
export const occasionsSchema = uniqueList(GARMENT_OCCASIONS);

export const garmentAttributesSchema = z.object({
  formality: formalitySchema,
  warmth: warmthSchema,
  seasons: z.array(z.enum(GARMENT_SEASONS)),
  occasions: z.array(z.enum(GARMENT_OCCASIONS)),
});

/** Lists in their fixed order, so equal sets store and compare equal. */
export const sortedSeasons = (list: readonly GarmentSeason[]): GarmentSeason[] => GARMENT_SEASONS.filter((s) => list.includes(s));
export const sortedOccasions = (list: readonly GarmentOccasion[]): GarmentOccasion[] => GARMENT_OCCASIONS.filter((o) => list.includes(o));

/** "Smart-casual · Mid-weight · Spring, Autumn": the line shown on an item. */
export const attributesSummary = (a: { formality: number; warmth: number; seasons: readonly GarmentSeason[] }): string => {
  const seasons = a.seasons.length === GARMENT_SEASONS.length ? 'All year' : a.seasons.map((s) => SEASON_LABELS[s]).join(', ');
  return [FORMALITY_LABELS[a.formality as Level], WARMTH_LABELS[a.warmth as Level], seasons].filter(Boolean).join(' · ');
};
