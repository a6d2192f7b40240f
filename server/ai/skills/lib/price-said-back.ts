/**
 * "the camel one is gorgeous but 420 for a handbag", "$780?? literally no": an amount said alone (no "under", "max" or
 * "budget" making it a ceiling) that is the price of a piece just shown (in a list, an outfit or a trip's packing) is that piece's price said back — a reaction to
 * it, not a budget to search with. Unless the clause also asks, in words, for something (a "?" of dismay asks nothing)
 * or for other pieces ("anything else for 420"). Pure.
 */
import { LONE_AMOUNT_MIN } from '../../nlu/price.js';
import type { Slots } from '../../nlu/types.js';
import type { DialogueState } from '../dialogue.js';
import { asksInWords } from './context-clause.js';
import { piecesShown } from './pieces-shown.js';

/** Determiners and pronouns that reach for other pieces than the one shown (a closed class). */
const OTHER_PIECES = /\b(?:any|anything|something|another|other|others|else|alternatives?|instead)\b/;

export const priceSaidBack = (corrected: string, slots: Slots, state: DialogueState): boolean => {
  // An amount with no currency or cue is no price slot, but after a search it would be read as one (dialogue.ts).
  const alone = slots.numbers.filter((n) => n >= LONE_AMOUNT_MIN);
  // The amount as said or as converted: "215 quid" of a piece listed at $215 is its price said loosely.
  const said = slots.price ? (slots.price.bare ? [slots.price.max, slots.price.usd.max] : []) : alone.length === 1 ? [alone[0]] : [];
  const shownAt = (n: number | undefined) => n !== undefined && piecesShown(state).some((p) => typeof p.price === 'number' && Math.abs(p.price - n) < 0.5);
  if (!said.some(shownAt)) return false;
  const words = corrected.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/\?/g, ' ');
  return !asksInWords(words) && !OTHER_PIECES.test(words) && !slots.handles.length && !slots.destination && !slots.dates;
};
