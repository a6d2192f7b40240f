/** The match scale's words (match.ts), on their own so the widget and the web app can show them without the scale. */

/** What a piece says when there is no percent to show. */
export const MATCH_LABELS = {
  /** The default: we do not know the shopper well enough yet. */
  new: 'New to you',
  /** Trending pieces (many saves across shoppers). */
  popular: 'Popular',
  /** The shopper's own wardrobe piece. */
  owned: 'In your wardrobe',
} as const;
export type MatchLabelKind = keyof typeof MATCH_LABELS;

/** What a percent means, in the words a tooltip can use (the same in every view). */
export const MATCH_HINT =
  'Of the pieces we show at this percent, about that share are ones shoppers go on to like or save. ' +
  'Percentages appear once we know your style well enough.';
