/**
 * Pieces like one just shown: "more like the first one", "anything similar to the red dress?",
 * "something like that". The piece is named by position, by a pronoun (with one piece shown, or the
 * one just asked about) or by what it looks like; the catalogue's own nearest pieces in its category
 * answer (products.similar), not another search by words. Pure: reads the clause and the list shown.
 */
import type { Slots } from '../../nlu/types.js';
import { countOf } from '../../../../tools/text/phrase.js';
import { pieceOf } from './about-shown.js';
import type { DialogueState } from '../dialogue.js';
import { pieceReferent } from './shown-refs.js';
import { isRecord, itemsOf } from './plan-core.js';
import { errorText, listOf } from './reply-format.js';
import type { Outcome } from './request.js';
import { has } from './words.js';
import { piecesNamed } from './named-pieces.js';

/**
 * The piece the shopper wants more like: its id and name as shown; with no id, a shop piece she named that was not
 * shown ("anything like the navy slip dress?"), looked up by its name first.
 */
export interface SimilarTo { id?: string; name: string }

/**
 * Asking for pieces like another: "similar to/ones", "more/others/anything/something … like", "like
 * that/this/it/the …", "alternatives to", "anything else in that vibe", "a dupe of". "I like the first one" (an opinion), "I'd like" (a wish) and "it looks like something
 * she'd wear" (a likeness said of the piece) are not.
 */
const LIKE_ASK = String.raw`similar|alike|along (?:the|those|these|the same) lines|in the same (?:vein|style)|alternatives? (?:to|for)|(?:in|with) (?:that|this|the same|a similar) (?:vibe|feel|aesthetic|spirit)|(?:lookalikes?|look-alikes?|dupes?) (?:of|for)|(?:more|others?|anything|something|ones?|pieces?|stuff|things?|some)(?: \w+)?(?: just)? like|like (?:that|this|it|the|those|these|#|number)`;
const NOT_ASK = /\b(?:i|i'?d|we|you|they|would|really|do|don'?t|didn'?t)\s+(?:really\s+)?like\b|\b(?:looks?|seems?|sounds?|feels?)\s+(?:\w+\s+)?like\b/;

const lowerOf = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'");

/** Whether the clause asks for pieces like another, with nothing (a price, a handle, a date, "cheaper") that makes it a search. */
const asksLikeness = (lower: string, slots: Slots): boolean => {
  if (!has(lower, LIKE_ASK) || (NOT_ASK.test(lower) && !has(lower, 'similar|alike'))) return false;
  // A price, a handle or a date makes it a search or another request, not "more like this piece".
  if (slots.price || slots.handles.length || slots.dates) return false;
  // "anything similar but cheaper?": a search for less, relative to what was shown (the refine skill's).
  return !has(lower, 'cheaper|less expensive|more affordable|for less|lower price|pricier|more expensive|dearer|fancier');
};

export const similarShown = (text: string, slots: Slots, state: DialogueState, items: readonly Record<string, unknown>[] = state.lists.products): SimilarTo | null => {
  if (!items.length || !asksLikeness(lowerOf(text), slots)) return null;
  // "similar ones??", "like that": with no piece named, the one in focus or the only one shown (lib/shown-refs.ts).
  const meant = pieceReferent(text, slots, state, { items });
  const id = meant?.item.id;
  return meant && typeof id === 'string' ? { id, name: pieceOf(meant.item).name } : null;
};

/**
 * What, beside the piece named, makes the wish another search: a difference asked ("but longer", "with sleeves",
 * "without the logo", "in silver", "one that isn't $300"), which the catalogue's nearest pieces cannot promise.
 */
const DIFFERENCE = String.raw`but|except|apart from|though|with|without|in (?:a |an )?(?:different|another|other)|(?:that|which) (?:is|isn't|are|aren't|does|doesn't|don't|won't|costs?|has|have)|longer|shorter|flatter|lighter|warmer|wider|smaller|bigger`;
/** Words that make the piece hers or the wish another request (an outfit, a save): not a shop piece to find the like of. */
const NOT_SHOP_PIECE = String.raw`my|mine|wear|wearing|outfit|go with|goes with|pair (?:it|them)|style (?:it|them|this|that)|save|cart|basket|add|buy|bought|own|wardrobe|closet|pack`;

/**
 * Pieces like a shop piece she names that was not shown ("anything similar to the black ankle boots?"): the piece
 * named with "the", one only, its name to look up in the catalogue. Only the likeness is asked: a difference ("but in
 * blue", "with sleeves") is a search of its own, and a piece of hers or an outfit is another skill's.
 */
export const similarNamed = (text: string, slots: Slots): SimilarTo | null => {
  const lower = lowerOf(text);
  if (!asksLikeness(lower, slots) || has(lower, DIFFERENCE) || has(lower, NOT_SHOP_PIECE)) return null;
  const named = piecesNamed(lower).filter((p) => lower.includes(`the ${p}`));
  const colours = slots.colours.filter((c) => !named.some((p) => p.includes(c)));
  return named.length === 1 && !colours.length ? { name: named[0]! } : null;
};

/** The name of the piece the similar pieces are like: as shown, or as the look-up before found it. */
const likenedName = (to: SimilarTo, o: Extract<Outcome, { result: unknown }>): string => {
  if (to.id) return to.name;
  const id = isRecord(o.result.input) ? o.result.input.id : undefined;
  const found = (o.steps ?? []).flatMap((s) => itemsOf(s.output, 'products')).find((i) => i.id === id);
  return found ? pieceOf(found).name : to.name;
};

/** The answer: the pieces the catalogue holds nearest to the one named, or why there are none. */
export const similarReply = (to: SimilarTo, o: Outcome): string => {
  if ('unmatched' in o) return `I couldn\u2019t find the ${to.name} in the shop, so I can\u2019t look for pieces like it. Try describing what you\u2019d like (\u201cblack leather bags\u201d).`;
  if ('ambiguous' in o) return `Which one do you mean: ${o.ambiguous.join(', ')}?`;
  if ('missing' in o) return `I can\u2019t look for pieces like the ${to.name} here. Try describing what you\u2019d like (\u201cblack leather bags\u201d).`;
  if (!('result' in o)) return '';
  const name = likenedName(to, o);
  if (o.result.isError) return `I couldn\u2019t find pieces like the ${name}: ${errorText(o.result.output)}`;
  const items = itemsOf(o.result.output, 'products');
  if (!items.length) return `I couldn\u2019t find anything else like the ${name} in the catalogue.`;
  return `Here ${items.length === 1 ? 'is' : 'are'} ${countOf(Math.min(items.length, 6), 'piece')} like the ${name}:\n${listOf(items)}`;
};
