/**
 * "250 tops", "sixty quid tops": after an amount the word "tops" means "at most" (the price reader's
 * ceiling cue), so it names no category. Only right after the amount or its currency word.
 */
import { NUMBER_WORDS_FOR_SPELLING } from './numbers.js';
import type { Found } from './phrases.js';

const NUMBER_WORD = new Set(NUMBER_WORDS_FOR_SPELLING);
const CURRENCY_WORD = new Set(['quid', 'pounds', 'pound', 'dollars', 'dollar', 'bucks', 'buck', 'euros', 'euro', 'usd', 'gbp', 'eur', 'k', 'grand']);
const isAmount = (word: string | undefined) => word !== undefined && (/\d/.test(word) || NUMBER_WORD.has(word));

/** Whether the phrase is the ceiling cue "tops" after an amount ("about 250 tops"), not the category. */
export const isAmountTops = (free: readonly string[], phrase: Found): boolean => {
  if (phrase.words !== 'tops' || phrase.to - phrase.from !== 1) return false;
  const before = free[phrase.from - 1];
  return isAmount(before) || (CURRENCY_WORD.has(before ?? '') && isAmount(free[phrase.from - 2]));
};
