/**
 * A piece's closeness rank (0-100) on one shopper's own distribution: the first step of the match
 * scale. match.ts maps this rank to the calibrated percent cards show; the rank itself is never
 * shown. Pure.
 *
 * A raw cosine cannot be read as a percentage: a taste blended from a few influencers has a dozen
 * strong dimensions and a product only a few, so even the best piece in the catalogue scores about
 * 0.5-0.7 and a typical one 0.15-0.35, and the spread differs from one shopper to the next. So the
 * cosine is placed on the distribution of cosines between *this shopper's* taste vector and a
 * reference sample of the catalogue, with a piecewise-linear map:
 *
 * - up to the sample's 90th percentile the percent is the percentile itself: a piece at 50 % is as
 *   close to the shopper's style as the median piece of the catalogue, one at 80 % is closer than
 *   four in five pieces;
 * - the closest tenth is spread linearly by cosine from 90 % to 97 % at the sample's closest piece,
 *   so the best items read about 90-97 % and still differ from one another;
 * - beyond that it rises linearly to 100 %, which only a piece identical to the taste reaches.
 *
 * Knots sit every 5 percentiles below the 90th. The map is monotonic and bounded 0-100; with no
 * taste (or no sample) there is no percent at all, and the card shows no badge.
 */
import { cosineSimilarity, type StyleVector } from './style-vector.js';

/** Percent at which the top tenth of the sample starts, and where the closest sampled piece lands. */
export const MATCH_TOP_DECILE_PERCENT = 90;
export const MATCH_BEST_SAMPLED_PERCENT = 97;
const KNOT_STEP = 5;

/** [cosine, percent] pairs, strictly increasing in cosine and non-decreasing in percent. */
export type MatchScale = readonly (readonly [number, number])[];

/** The q-quantile (0-1) of ascending values, interpolated between neighbours. */
const quantile = (sorted: readonly number[], q: number): number => {
  const at = q * (sorted.length - 1);
  const low = Math.floor(at);
  const high = Math.min(sorted.length - 1, low + 1);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
};

/**
 * The scale for a set of reference cosines (the taste against each sampled product). Ties keep the
 * higher percent, so a cosine shared by many pieces reads as "at least as close as" all of them.
 */
export const matchScaleFromCosines = (cosines: readonly number[]): MatchScale | null => {
  const sorted = cosines.filter(Number.isFinite).map((c) => Math.max(-1, Math.min(1, c))).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const knots: [number, number][] = [];
  for (let p = 0; p <= MATCH_TOP_DECILE_PERCENT; p += KNOT_STEP) knots.push([quantile(sorted, p / 100), p]);
  knots.push([sorted[sorted.length - 1]!, MATCH_BEST_SAMPLED_PERCENT], [1, 100]);
  const scale: [number, number][] = [];
  for (const [x, y] of knots) {
    const last = scale[scale.length - 1];
    if (last && x <= last[0]) last[1] = Math.max(last[1], y);
    else scale.push([x, y]);
  }
  return scale;
};

/** The scale for a taste vector over the reference sample's vectors; null without a taste or sample. */
export const matchScaleFor = (taste: StyleVector | null, sample: readonly StyleVector[]): MatchScale | null =>
  taste ? matchScaleFromCosines(sample.map((v) => cosineSimilarity(taste, v))) : null;

/** 0-100 (a whole number) for a cosine on a shopper's scale; null when either is unknown. */
export const matchPercent = (scale: MatchScale | null, cosine: number | null): number | null => {
  if (!scale || cosine === null || !Number.isFinite(cosine)) return null;
  const x = Math.max(-1, Math.min(1, cosine));
  const first = scale[0]!;
  // Farther than every sampled piece: closer than none of them.
  if (x < first[0]) return 0;
  if (x === first[0]) return Math.round(first[1]);
  for (let i = 1; i < scale.length; i++) {
    const [x1, y1] = scale[i]!;
    if (x <= x1) {
      const [x0, y0] = scale[i - 1]!;
      return Math.round(y0 + ((y1 - y0) * (x - x0)) / (x1 - x0));
    }
  }
  return Math.round(scale[scale.length - 1]![1]);
};
