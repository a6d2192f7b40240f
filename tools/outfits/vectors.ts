/**
 * Style-vector helpers shared by the wardrobe, outfit and look tools. Pure (vocabulary maths only).
 */
import { blendVectors, cosineSimilarity, normalise, topDimensions, type StyleVector } from '../recommendations/style-vector.js';
import { DIMENSIONS, STYLE_VECTOR_DIMENSIONS, dimensionIndex, type DimensionGroup } from '../recommendations/vocabulary.js';
import { SLOT_CATEGORIES, type OutfitSlot } from './rules.js';

/**
 * A vector that named nothing is uniform (every weight 1/√N); a dimension counts as "said" only
 * above that, so an item described as "Thing" has no style words rather than arbitrary ones.
 */
const UNIFORM_WEIGHT = 1 / Math.sqrt(STYLE_VECTOR_DIMENSIONS);
const SAID = UNIFORM_WEIGHT * 1.01;

/** The strongest words a vector really says within one group, strongest first. */
export const saidWords = (vector: StyleVector, group: DimensionGroup, n: number): string[] =>
  topDimensions(vector, n, group).filter((d) => d.weight > SAID).map((d) => d.word);

/** Two aesthetic and two colour words, e.g. ['minimalist', 'classic', 'black', 'cream']. */
export const styleWords = (vector: StyleVector | null): string[] =>
  vector ? [...saidWords(vector, 'aesthetic', 2), ...saidWords(vector, 'colour', 2)] : [];

/** Equal-weight blend of the pieces' vectors; null when there are none. */
export const blendPieces = (vectors: readonly StyleVector[]): StyleVector | null =>
  vectors.length ? blendVectors(vectors.map((vector) => ({ vector, weight: 1 }))) : null;

const CATEGORY_DIMS = DIMENSIONS.filter((d) => d.group === 'category').map((d) => d.index);
const TIER_DIMS = DIMENSIONS.filter((d) => d.group === 'tier').map((d) => d.index);

/**
 * The query vector for pieces of one slot that go with a look: the look's garment categories are
 * replaced by the slot's (a look of a top and jeans should find shoes that share its colours and
 * aesthetic, not shoes that happen to mention tops), and optionally its price tier is dropped (when
 * every tier is searched separately).
 */
export const queryVectorForSlot = (look: StyleVector, slot: OutfitSlot, { dropTier = false } = {}): StyleVector => {
  const v = [...look];
  for (const i of CATEGORY_DIMS) v[i] = 0;
  if (dropTier) for (const i of TIER_DIMS) v[i] = 0;
  const rest = Math.sqrt(v.reduce((s, x) => s + x * x, 0)) || 1;
  // The slot's category as strong as the rest of the look together: half the direction.
  const categories = SLOT_CATEGORIES[slot];
  for (const c of categories) v[dimensionIndex('category', c)] = rest / Math.sqrt(categories.length);
  return normalise(v);
};

const withoutGarmentAndTier = (v: StyleVector): StyleVector => {
  const out = [...v];
  for (const i of CATEGORY_DIMS) out[i] = 0;
  for (const i of TIER_DIMS) out[i] = 0;
  return out;
};

/**
 * How alike two things look, leaving out what garment they are and what they cost: a pair of shoes
 * and a look can only share colour, aesthetic, shape, fabric, occasion and season. (With the garment
 * dimensions in, any shoes would look half-similar to a look re-aimed at shoes.)
 */
export const styleSimilarity = (a: StyleVector, b: StyleVector): number =>
  cosineSimilarity(withoutGarmentAndTier(a), withoutGarmentAndTier(b));
