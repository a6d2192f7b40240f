/**
 * Right after an outfit, a clause that asks for it without one of the places an outfit is whole without ("do it
 * without the blazer", "same but skip the jacket", "take the scarf out of it", "lose the bag"): the outfit shown is
 * composed again with that place left empty (outfits.compose's `leave_empty`), every other piece kept, and the reply
 * says so. Asking for another piece there ("swap the bag", "a different coat") is a swap (lib/outfit-swap.ts); a
 * place the outfit needs (the dress, top, bottom, shoes) is never left empty: ruling it out asks for another. Pure.
 */
import { LEAVABLE_SLOTS, outfitPieces, slotFromText, type LeavableSlot, type OutfitSlot } from '../../../../tools/outfits/rules.js';
import type { Slots } from '../../nlu/types.js';
import type { DialogueState } from '../dialogue.js';
import { constraintsBefore, OUTFIT_TOOLS } from './outfit-swap.js';
import type { OutfitRequest } from './understand-outfits.js';
import { outfitShownBy } from './pieces.js';
import { colourIn, has } from './words.js';

/** Words of going without a piece. */
const GOING_WITHOUT = "without|w/o|minus|skip|skipping|leave (?:\\S+ ){0,3}(?:off|out)|leaving (?:\\S+ ){0,3}(?:off|out)|lose|drop|ditch|remove|get rid of|take (?:\\S+ ){1,3}(?:out|off)|don'?t (?:need|want) (?:the|a|any)|no need for|forget (?:the|about the)|no";
/** Words asking for another piece instead (a swap), or sending the piece elsewhere (another skill's). */
const OTHER_ASK = 'swap|swop|switch|change|replace|instead|another|different|other|else|alternatives?|options|cheaper|pricier|save|cart|basket|wardrobe|closet|dressing room|trip|pack(?:ing)?|follow';

/** The place of a piece shown that the clause names by a word of its name ("the bomber" for the Olive Bomber Jacket). */
const slotNamedShown = (lower: string, state: DialogueState): OutfitSlot | null => {
  const shown = outfitShownBy({ toolName: state.latestTool ?? '', input: state.latest?.input, output: state.latest?.output, isError: false });
  if (!shown) return null;
  const words = new Set(lower.match(/[a-z]+/g) ?? []);
  const named = outfitPieces(shown).find(({ piece }) => piece.name.toLowerCase().split(/\s+/).some((w) => w.length > 3 && words.has(w) && !colourIn(w)));
  return named?.slot ?? null;
};

/** The places the clause asks the outfit shown to go without, or null. */
export const outfitWithout = (text: string, slots: Slots, state: DialogueState): Extract<OutfitRequest, { kind: 'outfit.build' }> | null => {
  if (!OUTFIT_TOOLS.has(state.latestTool?.replaceAll('_', '.') ?? '') || slots.handles.length || slots.destination) return null;
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  if (!has(lower, GOING_WITHOUT) || has(lower, OTHER_ASK) || lower.includes('?') && !has(lower, 'can|could|would|will')) return null;
  const slot = slotFromText(lower) ?? slotNamedShown(lower, state);
  if (!slot || !(LEAVABLE_SLOTS as readonly string[]).includes(slot)) return null;
  const constraints = constraintsBefore(state);
  return {
    kind: 'outfit.build', anchors: [], slots: [], occasion: constraints.occasion?.replace(/-/g, ' ') ?? null, constraints, around: 'shown',
    leave: [slot as LeavableSlot],
  };
};
