/**
 * The piece the conversation is on: right after a list of pieces, the one the shopper's last message picked out
 * by what it looks like ("the tote one, is that real leather?", "is that one cashmere?", "which is cheapest?"),
 * when it fits exactly one piece still shown. "save it", "put it in my cart" then mean that piece, not the first
 * shown. Read from that message's own words (the NLU slots) against the list the tools returned. Pure.
 */
import type { Slots } from '../../nlu/types.js';
import type { DialogueState } from '../dialogue.js';
import { pieceReferent, pieceListIsLatest } from './shown-refs.js';

/** The name of the one shown piece the last message described, lower case, or null. */
export const focusedPiece = (state: DialogueState, readLast: (text: string) => readonly { text: string; slots: Slots }[]): string | null => {
  const last = state.earlierUserTexts.at(-1);
  return last ? focusedIn(state, readLast(last)) : null;
};

/**
 * The one shown piece these clauses picked out by what they look like, lower case, or null: the last message's, or the
 * clauses before this one in the same message ("the camel one is gorgeous. anything similar for less?").
 */
export const focusedIn = (state: DialogueState, clauses: readonly { text: string; slots: Slots }[]): string | null => {
  if (!clauses.length || !pieceListIsLatest(state) || state.lists.products.length < 2) return null;
  const picked = new Set<Record<string, unknown>>();
  for (const clause of clauses) {
    // "the camel one, is it suede?": a material asked about is no part of the description when the piece lacks it.
    const meant = (slots: Slots) => pieceReferent(clause.text, slots, state, { explicit: true });
    const one = meant(clause.slots) ?? meant({ ...clause.slots, materials: [] });
    // A position named then was a place in the list shown then, which a look-up it asked for may have replaced since.
    if (one && one.how !== 'position') picked.add(one.item);
  }
  const [one] = [...picked];
  const name = one?.product_name ?? one?.name;
  return picked.size === 1 && typeof name === 'string' ? name.toLowerCase() : null;
};
