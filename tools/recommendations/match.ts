/**
 * The one match scale: every "% match" the app shows (feed cards, inspiration, dressing room,
 * widget, chat tools, Smart Analysis, outfits and look completion) comes from `matchOf`. Pure and
 * browser-safe.
 *
 * A percent is a calibrated probability: "80 % match" means that of the pieces the simulated demo
 * shoppers were shown at that score, about 80 % were ones they went on to like or save (measured on
 * held-out interactions, docs/match-scale.md). The cosine between the shopper's taste and the piece
 * is first placed on the shopper's own closeness rank over the catalogue (match-scale.ts: how many
 * pieces it is closer than), and the rank is mapped through the fitted table (match-calibration.ts).
 *
 * It is shown only with enough signal: a style confidence (taste.ts's learning confidence, the same
 * figure /style and onboarding show) of at least MATCH_MIN_CONFIDENCE. Below that, or without a
 * taste, the piece gets a qualitative label instead, the same one in every view.
 */
import { MATCH_CALIBRATION } from './match-calibration.js';
import { MATCH_LABELS, type MatchLabelKind } from './match-words.js';
import { matchPercent as closenessRank, type MatchScale } from './match-scale.js';

export { MATCH_LABELS, type MatchLabelKind } from './match-words.js';

/**
 * Style confidence below which no percent is shown: two follows or likes, or one save. With a
 * single follow, a simulated shopper's own pieces were off their shown percent by about 25 points,
 * against about 15 from two signals on, where it levels off (docs/match-scale.md, "per shopper").
 */
export const MATCH_MIN_CONFIDENCE = 0.1;

export interface Match {
  /** 0-100, or null when it is not shown. */
  percent: number | null;
  /** "72% match", or the qualitative label. */
  label: string;
}

/** The calibrated percent for a closeness rank 0-100 (table interpolated; monotonic). */
export const calibratedPercent = (closeness: number, table: readonly (readonly [number, number])[] = MATCH_CALIBRATION): number => {
  const x = Math.max(0, Math.min(100, closeness));
  for (let i = 1; i < table.length; i++) {
    const [x1, y1] = table[i]!;
    if (x <= x1) {
      const [x0, y0] = table[i - 1]!;
      return x1 === x0 ? Math.round(y1) : Math.round(y0 + ((y1 - y0) * (x - x0)) / (x1 - x0));
    }
  }
  return Math.round(table[table.length - 1]?.[1] ?? 0);
};

export const hasEnoughSignal = (confidence: number | null | undefined): boolean =>
  typeof confidence === 'number' && confidence >= MATCH_MIN_CONFIDENCE;

export interface MatchInput {
  /** Cosine between the shopper's taste and the piece; null without a taste. */
  similarity: number | null;
  /** The shopper's closeness scale over the catalogue (match-reference.ts); null without a taste. */
  scale: MatchScale | null;
  /** The shopper's style confidence, 0-1. */
  confidence: number | null | undefined;
  /** The label when no percent is shown. */
  otherwise?: MatchLabelKind;
}

/** The match to show for one piece: a calibrated percent with enough signal, else a label. */
export const matchOf = ({ similarity, scale, confidence, otherwise = 'new' }: MatchInput): Match => {
  const rank = hasEnoughSignal(confidence) ? closenessRank(scale, similarity) : null;
  if (rank === null) return { percent: null, label: MATCH_LABELS[otherwise] };
  const percent = calibratedPercent(rank);
  return { percent, label: `${percent}% match` };
};
