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
import { itemsOf } from './plan-core.js';
import { errorText, listOf } from './reply-format.js';
import type { Outcome } from './request.js';
import { has } from './words.js';

/** The piece the shopper wants more like: its id and name as shown. */
export interface SimilarTo { id: string; name: string }

/**
 * Asking for pieces like another: "similar to/ones", "more/others/anything/something … like", "like
 * that/this/it/the …", "alternatives to", "anything else in that vibe", "a dupe of". "I like the first one" (an opinion), "I'd like" (a wish) and "it looks like something
 * she'd wear" (a likeness said of the piece) are not.
 */
const LIKE_ASK = String.raw`similar|alike|along (?:the|those|these|the same) lines|in the same (?:vein|style)|alternatives? (?:to|for)|(?:in|with) (?:that|this|the same|a similar) (?:vibe|feel|aesthetic|spirit)|(?:lookalikes?|look-alikes?|dupes?) (?:of|for)|(?:more|others?|anything|something|ones?|pieces?|stuff|things?|some)(?: \w+)?(?: just)? like|like (?:that|this|it|the|those|these|#|number)`;
const NOT_ASK = /\b(?:i|i'?d|we|you|they|would|really|do|don'?t|didn'?t)\s+(?:really\s+)?like\b|\b(?:looks?|seems?|sounds?|feels?)\s+(?:\w+\s+)?like\b/;

export const similarShown = (text: string, slots: Slots, state: DialogueState, items: readonly Record<string, unknown>[] = state.lists.products): SimilarTo | null => {
  if (!items.length) return null;
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  if (!has(lower, LIKE_ASK) || (NOT_ASK.test(lower) && !has(lower, 'similar|alike'))) return null;
  // A price, a handle or a date makes it a search or another request, not "more like this piece".
  if (slots.price || slots.handles.length || slots.dates) return null;
  // "anything similar but cheaper?": a search for less, relative to what was shown (the refine skill's).
  if (has(lower, 'cheaper|less expensive|more affordable|for less|lower price|pricier|more expensive|dearer|fancier')) return null;
  // "similar ones??", "like that": with no piece named, the one in focus or the only one shown (lib/shown-refs.ts).
  const meant = pieceReferent(text, slots, state, { items });
  const id = meant?.item.id;
  return meant && typeof id === 'string' ? { id, name: pieceOf(meant.item).name } : null;
};

/** The answer: the pieces the catalogue holds nearest to the one named, or why there are none. */
export const similarReply = (to: SimilarTo, o: Outcome): string => {
  if ('missing' in o) return `I can\u2019t look for pieces like the ${to.name} here. Try describing what you\u2019d like (\u201cblack leather bags\u201d).`;
  if (!('result' in o)) return '';
  if (o.result.isError) return `I couldn\u2019t find pieces like the ${to.name}: ${errorText(o.result.output)}`;
  const items = itemsOf(o.result.output, 'products');
  if (!items.length) return `I couldn\u2019t find anything else like the ${to.name} in the catalogue.`;
  return `Here ${items.length === 1 ? 'is' : 'are'} ${countOf(Math.min(items.length, 6), 'piece')} like the ${to.name}:\n${listOf(items)}`;
};
