/**
 * A price tier said by its name ("mid range?", "the luxury ones", "budget then"). Said beside a
 * complaint about price ("too much. mid range?"), the named tier is what the shopper asks for, not
 * "cheaper than what was shown"; the NLU layer's tier alone cannot tell, since it also reads price
 * words ("too pricey") as a tier.
 */
import type { Tier } from '../../nlu/types.js';

const NAMED: readonly [Tier, RegExp][] = [
  ['mid', /\b(?:mid(?:dle)?(?:[- ]?(?:range|tier|priced|price|level|market))|mid)\b/],
  ['luxury', /\b(?:luxury|high[- ]end|designer|premium)\b/],
  ['budget', /\b(?:budget|entry[- ]level|bargain)\b/],
];

/** The tier a clause names outright, or null. */
export const namedTier = (lower: string): Tier | null => {
  // "more premium", "less high-end": a comparison with what was shown, not the tier.
  const plain = lower.replace(/\b(?:more|less|most|least)\s+\S+/g, ' ');
  return NAMED.find(([, re]) => re.test(plain))?.[0] ?? null;
};
