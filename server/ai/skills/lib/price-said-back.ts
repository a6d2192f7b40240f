/**
 * "the camel one is gorgeous but 420 for a handbag", "$780?? literally no": an amount said alone (no "under", "max" or
 * "budget" making it a ceiling) that is the price of a piece just shown is that piece's price said back — a reaction to
 * it, not a budget to search with. Unless the clause also asks, in words, for something (a "?" of dismay asks nothing)
 * or for other pieces ("anything else for 420"). Pure.
 */
import type { Slots } from '../../nlu/types.js';
import type { DialogueState } from '../dialogue.js';
import { asksInWords } from './context-clause.js';

/** Determiners and pronouns that reach for other pieces than the one shown (a closed class). */
const OTHER_PIECES = /\b(?:any|anything|something|another|other|others|else|alternatives?|instead)\b/;

export const priceSaidBack = (corrected: string, slots: Slots, state: DialogueState): boolean => {
  const said = slots.price?.bare ? slots.price.usd.max : undefined;
  if (said === undefined || !state.lists.products.some((p) => typeof p.price === 'number' && Math.abs(p.price - said) < 0.5)) return false;
  const words = corrected.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/\?/g, ' ');
  return !asksInWords(words) && !OTHER_PIECES.test(words) && !slots.handles.length && !slots.destination && !slots.dates;
};
