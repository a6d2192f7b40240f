/**
 * A place of an outfit asked for around a piece just shown: "what bag would you pair with the red one", "shoes to
 * go with it?", "which bag for the slingbacks", "what kind of top goes with them". The piece is whatever the words
 * after the relation refer to among the pieces shown (lib/shown-refs.ts), never a search for those words; the places
 * asked are the ones named before it. outfits.suggest then fills each place around that piece. Pure.
 */
import { slotFromText, type OutfitSlot } from '../../../../tools/outfits/rules.js';
import type { Slots } from '../../nlu/types.js';
import type { DialogueState } from '../dialogue.js';
import { constraintsOf } from './outfit-constraints.js';
import { asPiece } from './pieces.js';
import { pieceReferent, pieceListIsLatest } from './shown-refs.js';
import type { OutfitRequest } from './understand-outfits.js';
import { categoryIn } from './words.js';

/** The relation between the places asked and the piece: "goes with", "to pair with", "would work with", "for". */
const RELATION = /\b(?:(?:goes|go|going|pairs?|paired|match(?:es)?|works?|wear|team|style)\s+(?:\w+\s+)?with|with|for)\b/;

/** The outfit place a word names ("earrings" are the accessories). */
const slotOfWord = (word: string): OutfitSlot | null =>
  slotFromText(word) ?? (categoryIn(word) === 'Jewelry' || categoryIn(word) === 'Accessories' ? 'accessories' : null);

/** The places asked for around the piece shown the clause refers to, or null. */
export const slotAroundShown = (
  text: string,
  slots: Slots,
  state: DialogueState,
): Extract<OutfitRequest, { kind: 'outfit.build' }> | null => {
  if (!pieceListIsLatest(state)) return null;
  const lower = text.toLowerCase();
  const relation = RELATION.exec(lower);
  if (!relation) return null;
  const head = lower.slice(0, relation.index);
  const asked = [
    ...new Set(
      head
        .split(/[^a-z-]+/)
        .map(slotOfWord)
        .filter((s): s is OutfitSlot => s !== null),
    ),
  ];
  if (!asked.length) return null;
  const isAsked = (word: string) => {
    const slot = slotOfWord(word);
    return slot !== null && asked.includes(slot);
  };
  // The piece is described by the words that are not the places asked ("a bag for the slingbacks": the slingbacks).
  const rest: Slots = {
    ...slots,
    // (the piece meant is never of a place asked, so no word of those places describes it)
    garments: slots.garments.filter((g) => !isAsked(g.word)),
    categories: slots.categories.filter((k) => !isAsked(k)),
  };
  const meant = pieceReferent(lower.slice(relation.index), rest, state, { explicit: true });
  // "shoes for it" may mean the trip or the day as well as the piece: after a bare "for", only a piece named counts.
  if (meant && relation[0] === 'for' && meant.how !== 'description' && meant.how !== 'position') return null;
  const piece = meant && asPiece('product', meant.item);
  if (!piece?.slot || asked.includes(piece.slot)) return null;
  return {
    kind: 'outfit.build',
    anchors: [{ text: piece.name, owned: false, shown: piece }],
    slots: asked,
    occasion: null,
    constraints: constraintsOf(slots, text),
  };
};
