/**
 * What a shopper's turn-down says is wrong with a piece, as feedback.submit's reasons ("the colour is off",
 * "way over what I'd spend", "too boxy"): a word list per reason, read from her words. A turn-down that
 * names none is about the piece as a whole, its style.
 */
import type { FeedbackReason } from './request.js';
import { has } from './words.js';

const DISLIKE_WORDS: readonly [FeedbackReason, string][] = [
  ['color', "colou?rs?|shades?|tones?|hues?|loud|garish|bright|neon|lurid|washed out|drab|stains?|shows? (?:the |every )?dirt"],
  ['price', "prices?|priced|pricey|pricy|expensive|expensiv|exspensive|dear|overpriced|costs?|costly|budget|spend|afford|money|steep|a lot for|\\d+ ?(?:dollars|quid|pounds|euros|bucks)"],
  ['brand', 'brands?|labels?|designers?|logos?|makers?'],
  ['occasion', 'occasions?|events?|weddings?|part(?:y|ies)|office|dress code'],
  ['style', 'styles?|look|looks|cut|shape|fit|fits|silhouette|plain|basic|boring|chunky|boxy|fussy|frilly|itchy|scratchy|sheer|shiny|tight|baggy|frumpy|dated|busy|flashy|vibe|my thing|my taste'],
];

/** The reasons a turn-down gives, in the tool's order; `style` when it gives none. */
export const dislikeReasons = (plain: string, priceNamed: boolean): FeedbackReason[] => {
  // A sum of money said back ("$640 for a skirt") is about the price, found or not by the reader's price slot.
  const priced = priceNamed || /[$£€]\s?\d/.test(plain);
  const reasons = DISLIKE_WORDS.filter(([reason, words]) => has(plain, words) || (reason === 'price' && priced)).map(([r]) => r);
  return reasons.length ? reasons : ['style'];
};
