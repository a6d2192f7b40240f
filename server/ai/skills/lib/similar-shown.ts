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
import { slotsWithin } from './described.js';
import { differenceStart, differencesIn, differencesSaid, type LikenessDifferences } from './likeness-differences.js';

/**
 * The piece the shopper wants more like: its id and name as shown; with no id, a shop piece she named that was not
 * shown ("anything like the navy slip dress?"), looked up by its name first.
 */
export interface SimilarTo {
  id?: string;
  name: string;
  /** The piece's price as shown: "like it but cheaper" goes below it. */
  price?: number;
  /** What she asks to be different ("but in blue", "for less", "without the logo"): products.similar's filters. */
  differences?: LikenessDifferences;
}

/**
 * Asking for pieces like another: "similar to/ones", "more/others/anything/something … like", "like
 * that/this/it/the …", "alternatives to", "anything else in that vibe", "a dupe of". "I like the first one" (an opinion), "I'd like" (a wish) and "it looks like something
 * she'd wear" (a likeness said of the piece) are not.
 */
const LIKE_ASK = String.raw`similar|alike|along (?:the|those|these|the same) lines|in the same (?:vein|style)|alternatives? (?:to|for)|(?:in|with) (?:that|this|the same|a similar) (?:vibe|feel|aesthetic|spirit)|(?:lookalikes?|look-alikes?|dupes?) (?:of|for)|(?:more|others?|anything|something|ones?|pieces?|stuff|things?|some)(?: \w+)?(?: just)? like|like (?:that|this|it|the|those|these|#|number)`;
const NOT_ASK = /\b(?:i|i'?d|we|you|they|would|really|do|don'?t|didn'?t)\s+(?:really\s+)?like\b|\b(?:looks?|seems?|sounds?|feels?)\s+(?:\w+\s+)?like\b|\blike\s+(?:around\s+|about\s+|maybe\s+)?[$£€]?\d/;

const lowerOf = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'");

const LIKE_ASK_AT = new RegExp(String.raw`\b(?:${LIKE_ASK})\b`);

/** Whether the clause asks for pieces like another, with nothing (a handle, a date) that makes it another request. */
const asksLikeness = (lower: string, slots: Slots): boolean => {
  if (!has(lower, LIKE_ASK) || (NOT_ASK.test(lower) && !has(lower, 'similar|alike'))) return false;
  return !slots.handles.length && !slots.dates;
};

/**
 * The clause cut in two: the piece meant (the likeness asked and what it names, and any telling before it: "the boots
 * are great. anything similar") and what is asked to be different after it ("but in blue", "for less"), each with the
 * slots of its own words, so a colour asked for is never read as the colour of the piece meant.
 */
const likenessParts = (lower: string, slots: Slots) => {
  const ask = LIKE_ASK_AT.exec(lower);
  const start = ask ? differenceStart(lower, ask.index + ask[0].length) : lower.length;
  const [reference, difference] = [lower.slice(0, start), lower.slice(start)];
  // "the Maison Vale one is gorgeous but 1250… anything similar for less": the amount told of the piece is no price asked.
  const priceSaid = slots.numbers.some((n) => difference.includes(String(n))) || !slots.numbers.some((n) => reference.includes(String(n)));
  const differenceSlots: Slots = {
    ...slotsWithin(difference, slots),
    price: priceSaid ? slots.price : null,
    exclusions: slots.exclusions.filter((e) => difference.includes(e)),
    styles: (slots.styles ?? []).filter((w) => difference.includes(w)),
  };
  return { reference, referenceSlots: slotsWithin(reference, slots), difference, differenceSlots };
};

/** The piece's own words (name and colour): said again beside the likeness, they name it, they ask no difference. */
const ownWords = (item: Record<string, unknown>): string => [item.product_name, item.name, item.color, item.brand].filter((v) => typeof v === 'string').join(' ');

export const similarShown = (text: string, slots: Slots, state: DialogueState, items: readonly Record<string, unknown>[] = state.lists.products): SimilarTo | null => {
  const lower = lowerOf(text);
  if (!items.length || !asksLikeness(lower, slots)) return null;
  const parts = likenessParts(lower, slots);
  // "similar ones??", "like that": with no piece named, the one in focus or the only one shown (lib/shown-refs.ts).
  const meant = pieceReferent(parts.reference, parts.referenceSlots, state, { items });
  const id = meant?.item.id;
  if (!meant || typeof id !== 'string') return null;
  const differences = differencesIn(parts.difference, parts.differenceSlots, ownWords(meant.item));
  const price = meant.item.price;
  return { id, name: pieceOf(meant.item).name, ...(typeof price === 'number' ? { price } : {}), ...(differences ? { differences } : {}) };
};

/** Words that make the piece hers or the wish another request (an outfit, a save): not a shop piece to find the like of. */
const NOT_SHOP_PIECE = String.raw`my|mine|wear|wearing|outfit|go with|goes with|pair (?:it|them)|style (?:it|them|this|that)|save|cart|basket|add|buy|bought|own|wardrobe|closet|pack`;

/**
 * Pieces like a shop piece she names that was not shown ("anything similar to the black ankle boots?"): the piece
 * named with "the", one only, its name to look up in the catalogue. A difference asked after it ("but in blue", "with
 * sleeves", "for less") narrows the pieces like it; a piece of hers or an outfit is another skill's.
 */
export const similarNamed = (text: string, slots: Slots): SimilarTo | null => {
  const lower = lowerOf(text);
  if (!asksLikeness(lower, slots) || has(lower, NOT_SHOP_PIECE)) return null;
  const parts = likenessParts(lower, slots);
  const named = piecesNamed(parts.reference).filter((p) => parts.reference.includes(`the ${p}`));
  const colours = parts.referenceSlots.colours.filter((c) => !named.some((p) => p.includes(c)));
  if (named.length !== 1 || colours.length) return null;
  const differences = differencesIn(parts.difference, parts.differenceSlots, named[0]);
  return { name: named[0]!, ...(differences ? { differences } : {}) };
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
  // The differences as the call asked them ("blue, under $84"): the reply says what was looked for, not what was said.
  const said = isRecord(o.result.input) ? differencesSaid(o.result.input) : '';
  const narrowed = said ? ` (${said})` : '';
  if (!items.length) return `I couldn\u2019t find anything else like the ${name}${narrowed} in the catalogue.`;
  return `Here ${items.length === 1 ? 'is' : 'are'} ${countOf(Math.min(items.length, 6), 'piece')} like the ${name}${narrowed}:\n${listOf(items)}`;
};
