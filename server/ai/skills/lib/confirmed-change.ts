/**
 * "yes the grey one, not the black one", "correct, the brown pair", "yep that's the one" right after a change was made:
 * the shopper confirms what was just done. A clause opening with a word of agreement (a closed class) that asks nothing
 * more — no asking word, no price, no account — calls nothing: the change already stands. Pure.
 */
import type { Slots } from '../../nlu/types.js';
import type { DialogueState } from '../dialogue.js';
import { asksInWords } from './context-clause.js';

/** Words of agreement a confirmation opens with. */
const AGREES = /^(?:(?:oh|ok|okay|um+|hmm+)[,!.]?\s+)?(?:yes|yess+|yeah|yea|yep|yup|ya|yh|correct|exactly|precisely|right|indeed|perfect|spot on|that'?s (?:right|it|the one|correct))\b/;
/** The actions of the tools that change the shopper's data (the tool catalogue's verbs). */
const CHANGES = new Set(['add', 'remove', 'update', 'follow', 'unfollow', 'setActive', 'plan', 'save', 'clear', 'toggleCart', 'submit', 'like', 'refresh', 'analyze']);

/** Asking to add what a pronoun points at to the wardrobe: "could you pop it in my wardrobe?", "add them to my closet". */
const ADD_IT = /\b(?:add|put|pop|stick|chuck|bung|log|save)\s+(?:it|them|that|this|those|these)\s+(?:(?:in|into|to|on)\s+)?(?:my|the)\s+(?:wardrobe|closet)\b/;

/**
 * The latest call changed something and the clause only agrees with it; or, right after a piece was added, the clause
 * asks to add "it" again ("could you pop it in my wardrobe please?"): the piece is already there.
 */
export const confirmsChange = (text: string, slots: Slots, state: DialogueState): boolean => {
  const action = state.latestTool?.replaceAll('_', '.').split('.').at(-1) ?? '';
  if (!CHANGES.has(action)) return false;
  const plain = text.toLowerCase().replace(/[\u2018\u2019]/g, "'").trim();
  if (state.latestTool?.replaceAll('_', '.') === 'wardrobe.add' && ADD_IT.test(plain) && !slots.garments.length && !slots.categories.length) return true;
  return AGREES.test(plain) && !asksInWords(plain) && !slots.price && !slots.handles.length && !slots.destination && !slots.dates;
};
