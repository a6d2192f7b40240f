/**
 * The named dimensions of every style vector (products, posts, influencers, users).
 * Because each dimension has a name, a match can always say why it matched.
 * Order is part of the stored data: append new words at the end of a group only
 * together with a migration that changes STYLE_VECTOR_DIMENSIONS and a re-seed.
 */
// Categories and the vector width are stored data: the schema reads them from shared/, below tools.
import { CATEGORIES, STYLE_VECTOR_DIMENSIONS, categoryVectorIndexName, type Category } from '../../shared/catalogue-vocabulary.js';

export { CATEGORIES, STYLE_VECTOR_DIMENSIONS, categoryVectorIndexName, type Category };

export const AESTHETICS = [
  'minimalist', 'classic', 'modern', 'elegant', 'casual', 'chic',
  'bohemian', 'streetwear', 'romantic', 'edgy', 'preppy', 'sporty',
  'vintage', 'glam', 'androgynous', 'coastal',
] as const;

/** The spec's colour words (grey and gray share one dimension), then a few fashion staples. */
export const COLOURS = [
  'black', 'white', 'grey', 'beige', 'cream', 'navy', 'blue', 'red',
  'pink', 'purple', 'green', 'yellow', 'brown', 'camel', 'olive', 'burgundy',
] as const;

export const SILHOUETTES = [
  'tailored', 'oversized', 'fitted', 'relaxed', 'cropped',
  'wide-leg', 'slim', 'structured', 'flowing', 'layered',
] as const;

export const MATERIALS = ['linen', 'silk', 'wool', 'cashmere', 'leather', 'denim', 'cotton', 'knit'] as const;

export const PRICE_TIERS = ['budget', 'mid', 'luxury'] as const;

export const OCCASIONS = ['work', 'evening', 'weekend', 'travel', 'beach', 'wedding', 'active', 'lounge'] as const;

export const SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;

export type Aesthetic = (typeof AESTHETICS)[number];
export type Colour = (typeof COLOURS)[number];
export type PriceTier = (typeof PRICE_TIERS)[number];

export type DimensionGroup =
  | 'aesthetic' | 'colour' | 'category' | 'silhouette' | 'material' | 'tier' | 'occasion' | 'season';

export interface Dimension {
  readonly index: number;
  readonly group: DimensionGroup;
  /** The word a shopper reads in a match reason. */
  readonly word: string;
}

const groups: ReadonlyArray<readonly [DimensionGroup, readonly string[]]> = [
  ['aesthetic', AESTHETICS],
  ['colour', COLOURS],
  ['category', CATEGORIES.map((c) => c.toLowerCase())],
  ['silhouette', SILHOUETTES],
  ['material', MATERIALS],
  ['tier', PRICE_TIERS],
  ['occasion', OCCASIONS],
  ['season', SEASONS],
];

export const DIMENSIONS: readonly Dimension[] = groups.flatMap(([group, words]) => words.map((word) => ({ group, word })))
  .map((d, index) => ({ ...d, index }));

// Every `vector(N)` column is STYLE_VECTOR_DIMENSIONS wide: a vocabulary of another size would
// write vectors the database refuses, so it stops at load instead.
if (DIMENSIONS.length !== STYLE_VECTOR_DIMENSIONS) {
  throw new Error(`The style vocabulary names ${DIMENSIONS.length} dimensions but vector columns hold ${STYLE_VECTOR_DIMENSIONS}: change both, with a migration`);
}

export const dimensionIndex = (group: DimensionGroup, word: string): number => {
  const found = DIMENSIONS.find((d) => d.group === group && d.word === word.toLowerCase());
  if (!found) throw new Error(`Unknown style dimension ${group}:${word}`);
  return found.index;
};

/** Spec price tiers: Budget $0-100, Mid-Range $100-500, Luxury $500+. */
export const priceTierOf = (price: number): PriceTier => (price < 100 ? 'budget' : price < 500 ? 'mid' : 'luxury');

export const PRICE_TIER_LABELS: Record<PriceTier, string> = {
  budget: 'Budget ($0-100)',
  mid: 'Mid-Range ($100-500)',
  luxury: 'Luxury ($500+)',
};
