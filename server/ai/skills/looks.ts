/** Completing a look: around owned pieces, a product or post just shown, a photo, or the outfit just shown. */
import type { Slots } from '../nlu/types.js';
import type { DialogueState } from './dialogue.js';
import { examplesOf } from './lib/examples.js';
import { catalogueQuery } from './lib/catalogue-query.js';
import { describedIn, pickDescribed } from './lib/described.js';
import { resolveWardrobe } from './lib/plan-wardrobe.js';
import { wardrobeSentence } from './lib/reply-wardrobe.js';
import { outfitRequest, slotsForOccasion, type OutfitRequest } from './lib/understand-outfits.js';
import { has } from './lib/words.js';
import { constraintsOf } from './lib/outfit-constraints.js';
import type { ItemRef } from './lib/words.js';
import type { Skill } from './types.js';

/** Verbs of making a look from nothing, and of finishing one already there. */
const BUILT_NEW = 'build|make|create|put together|pull together|throw together';
const FINISHED = 'complete|finish|round out|this look|that look|the look';

/** Words that only point at a piece shown ("the first one", "that one", "the green one"), naming none of its own. */
const POINTING = new Set(['the', 'one', 'ones', 'item', 'piece', 'pick', 'result', 'option', 'that', 'this', 'it', 'first', 'second', 'third',
  'fourth', 'fifth', 'sixth', 'last', 'final', 'penultimate', '1st', '2nd', '3rd', '4th', '5th', '6th', 'of', 'those', 'these', 'them',
  'you', 'showed', 'shown', 'just', 'me', 'sent', 'found']);

/**
 * The piece just shown a look is built around, from the NLU references: a position ("the second
 * one", "the last"), or a piece described among those shown ("the green one", "that leather one").
 */
const shownPiece = (text: string, slots: Slots, state: DialogueState): ItemRef | null => {
  const ordinal = slots.references.find((r) => r.kind === 'ordinal');
  if (ordinal && ordinal.kind === 'ordinal' && ordinal.index >= -1) return { index: ordinal.index === -1 ? -1 : ordinal.index + 1 };
  const shown = state.lists.products;
  const described = shown.length ? describedIn(text, slots) : null;
  if (!described || !/\b(?:one|ones)\b/i.test(text)) return null;
  const [piece] = pickDescribed([...shown], described);
  return piece ? { index: shown.indexOf(piece) + 1 } : null;
};

/** A piece named with "the"/"that" (never "my") that exactly one piece just shown fits. */
const theShownOne = (text: string, slots: Slots, state: DialogueState): ItemRef | null => {
  const shown = state.lists.products;
  if (!shown.length || !/\b(?:the|that|this|those|these)\s/i.test(text) || /\b(?:my|mine|i own|i have)\b/i.test(text)) return null;
  const described = describedIn(text, slots);
  const fits = described && !described.extreme ? pickDescribed([...shown], described) : [];
  return fits.length === 1 ? { index: shown.indexOf(fits[0]!) + 1 } : null;
};

/** A named anchor that is only a pointer ("first", "green one"): its words are positions or the description's. */
const onlyPoints = (anchor: string, slots: Slots) =>
  anchor.toLowerCase().split(/\s+/).every((w) => POINTING.has(w) || slots.colours.includes(w) || slots.shades.includes(w) || slots.materials.includes(w));

export const looksSkill: Skill = {
  id: 'looks',
  summary: 'Complete a look around owned pieces, a product or post just shown, or a photo.',
  option: 'complete a look',
  examples: {
    looks: examplesOf([
      '(complete|finish|round out) my (look|outfit) (with my white sneakers|)',
      '(style|how do i style) my (black blazer|silk skirt|denim jacket)',
      '(style|complete the look of) the (first|second) one',
      '(shop|recreate|copy) the look (from|of) @zara\u2019s post',
      '(complete|build) a look from my (photo|latest upload)',
      'what do i need to (finish|complete) this look',
          'what about (shoes|a bag|a jacket) to go with (it|that|the first one)',
      '(a bag|shoes|earrings) to go with the (second|first) one',
          '(recreate|copy|get) @zara’s (look|outfit)',
      '(recreate|copy) the look of @camille (post|)',
    ]),
  },
  slots: ['references', 'handles', 'garments'],
  kinds: ['look.complete'],
  read(c) {
    const r = outfitRequest(c.text);
    if (r?.kind !== 'look.complete') return null;
    // "complete my look for a wedding under $200": the occasion and budget bind the alternatives.
    const constraints = constraintsOf(c.slots, c.text);
    // "build me a look where nothing is over $100": a look built from nothing is a new outfit, never one to finish.
    if (r.source.from === 'conversation' && has(c.text, BUILT_NEW) && !has(c.text, FINISHED)) {
      const occasion = constraints.occasion?.replace(/-/g, ' ') ?? null;
      return { kind: 'outfit.build', anchors: [], slots: slotsForOccasion(occasion), occasion, constraints };
    }
    // "build a look around the first one", "style the green one": a piece just shown, by the NLU references.
    const pointsAtShown = r.source.from === 'conversation' || (r.source.from === 'pieces' && r.anchors.every((a) => onlyPoints(a.text, c.slots)));
    // "a look around the boots" right after boots were shown: "the" points at the one shown, not at a search for boots.
    const ref = pointsAtShown ? shownPiece(c.text, c.slots, c.state) : r.source.from === 'pieces' ? theShownOne(c.text, c.slots, c.state) : null;
    if (ref) return { kind: 'look.complete', anchors: [], source: { from: 'product', ref }, constraints };
    return { ...r, constraints };
  },
  plan: (r, ctx) => resolveWardrobe(r as OutfitRequest, ctx, catalogueQuery),
  speak: (r, o) => wardrobeSentence(r, o) ?? '',
};
