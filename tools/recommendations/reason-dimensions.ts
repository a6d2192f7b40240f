/**
 * Which style dimensions each feedback reason speaks of: the learned scores compare a product with the
 * taste on them, and a piece turned down for that reason moves the taste away from it on them only. Pure.
 */
import type { StyleVector } from './style-vector.js';
import { DIMENSIONS, type DimensionGroup } from './vocabulary.js';

export type VectorReason = 'style' | 'color' | 'occasion' | 'price';

export const REASON_GROUPS: Record<VectorReason, readonly DimensionGroup[]> = {
  style: ['aesthetic', 'silhouette', 'material'],
  color: ['colour'],
  occasion: ['occasion', 'season', 'category'],
  price: ['tier'],
};

const indexesOf = (groups: readonly DimensionGroup[]) => DIMENSIONS.filter((d) => groups.includes(d.group)).map((d) => d.index);

export const REASON_INDEXES: Record<VectorReason, readonly number[]> = {
  style: indexesOf(REASON_GROUPS.style),
  color: indexesOf(REASON_GROUPS.color),
  occasion: indexesOf(REASON_GROUPS.occasion),
  price: indexesOf(REASON_GROUPS.price),
};

const isVectorReason = (reason: string): reason is VectorReason => reason in REASON_INDEXES;

/** The vector with only the dimensions the reasons speak of kept (zeros elsewhere); null when none of them does. */
export const dimensionsOfReasons = (vector: StyleVector, reasons: readonly string[]): StyleVector | null => {
  const indexes = new Set(reasons.filter(isVectorReason).flatMap((r) => REASON_INDEXES[r]));
  return indexes.size ? vector.map((x, i) => (indexes.has(i) ? x : 0)) : null;
};
