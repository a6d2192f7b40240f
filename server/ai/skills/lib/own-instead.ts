/**
 * Right after an outfit, a piece of the shopper's own put in it: "add my leather jacket from my wardrobe instead of
 * the blazer", "swap in my own denim jacket for the coat", "I already own a navy blazer, use that instead". The outfit
 * is what "it"/"instead" refers to (lib/shown-refs.ts); the piece is hers, so the wardrobe is read for it and the
 * outfit is composed again around it, under the constraints it was built with (occasion, weather, budget). Pure.
 */
import type { OutfitConstraints } from '../../../../tools/outfits/constraints.js';
import type { Slots } from '../../nlu/types.js';
import type { DialogueState } from '../dialogue.js';
import { constraintsOf } from './outfit-constraints.js';
import { isRecord } from './plan-core.js';
import { outfitShown } from './shown-refs.js';
import { targetWords } from './understand-wardrobe.js';
import type { OutfitRequest } from './understand-outfits.js';
import { has } from './words.js';

/** Words that say the shopper's piece goes into the outfit in place of another, or into it at all. */
const PUT_IN = 'instead|swap|swop|switch|replace|use|using|rather|in place of|put (?:\\w+ )?in|add|include|wear|with';
/** Another skill's place: the piece goes to the cart or the dressing room, or the outfit is saved. */
const ELSEWHERE = 'cart|basket|dressing room|save|saved|delete|remove|trip|pack';
/** "my", "my own", "I (already) own/have/got": what follows is the shopper's. */
const OWNER = String.raw`\b(?:my own|my|i (?:already |do )?(?:own|have|got))\s+(?:(?:a|an|the|pair of|some)\s+)*`;

/** The words of the shopper's own piece the clause names ("leather jacket"), or null. */
const ownPieceSaid = (lower: string, slots: Slots): string | null => {
  for (const g of slots.garments) {
    const word = g.word.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const said = new RegExp(`${OWNER}((?:[a-z-]+\\s+){0,3}?${word})\\b`).exec(lower);
    if (said) return targetWords(said[1]!);
  }
  return null;
};

/** The outfit recomposed around a piece of the shopper's own, or null. */
export const ownInstead = (text: string, slots: Slots, state: DialogueState): Extract<OutfitRequest, { kind: 'outfit.build' }> | null => {
  // "I don't own a blazer, use one from the shop": no piece of hers to put in.
  const lower = text.toLowerCase();
  if (!outfitShown(state) || slots.handles.length || /\b(?:don'?t|do not|never|no longer)\s+(?:own|have)\b/.test(lower)) return null;
  if (!has(lower, PUT_IN) || has(lower, ELSEWHERE)) return null;
  // "the white sneakers from my wardrobe": a piece placed in her wardrobe is hers as much as "my white sneakers".
  const placed = lower.replace(/\b(?:the|those|these|that)\s+((?:[a-z-]+\s+){0,4}?)(?=\S+\s+(?:from|in|out of) my (?:own )?(?:wardrobe|closet)\b)/, 'my $1');
  const own = ownPieceSaid(placed.replace(/\b(?:from|in|out of) my (?:own )?(?:wardrobe|closet)\b/g, ' '), slots);
  if (!own) return null;
  const input = isRecord(state.latest?.input) ? state.latest.input : {};
  const before = (isRecord(input.constraints) ? input.constraints : {}) as OutfitConstraints;
  const constraints: OutfitConstraints = { ...before, ...constraintsOf(slots, text) };
  return { kind: 'outfit.build', anchors: [{ text: own, owned: true }], slots: [], occasion: constraints.occasion?.replace(/-/g, ' ') ?? null, constraints, recompose: true };
};
