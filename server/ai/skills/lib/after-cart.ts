/**
 * Follow-ups after the cart was shown or changed: "what's the total now", "whats my total", "what's in
 * it", "how many's that", "remove the tote". The shopper has stopped saying "cart" because the turn
 * before was about it; the clause is read as about the cart when it names nothing else (no garment,
 * category, account, price or other place). Read from the dialogue state's latest call and the
 * shopper's last message, never from the reply's wording.
 */
import type { Slots } from '../../nlu/types.js';
import type { DialogueState } from '../dialogue.js';
import { describedIn } from './described.js';
import { pieceLastNamed } from './named-pieces.js';
import { pieceReferent } from './shown-refs.js';
import { isRecord } from './plan-core.js';
import type { Request } from './request.js';
import { bareWords, has, itemRef, ORDINAL_TARGET, positionWord, REMOVING_VERBS } from './words.js';

/** Another place or skill named: the clause asks something of its own. */
const ELSEWHERE = 'wardrobe|closet|dressing room|fitting room|saved|outfits?|looks?|trips?|pack(?:ing)?|follow(?:ing)?|unfollow|feed|sources?|influencers?|search|find|show me (?:some|a|an)';
/** A sum asked for, without the word "cart". */
const SUM = 'total|totals|subtotal|how much|come to|comes to|add up|adds up|altogether|in all|cost|costs|sum|tally|damage|owe|bill|spend|spending';
const COUNT = 'how many|number of';
/** "what's in it", "what's left in there", "show it", "and now?": the cart itself. */
const CONTENTS = /^(?:(?:and|so|ok|okay|right|now)\s+)*(?:what(?:'s| is|s)|show(?: me)?|list)\s+(?:(?:left|still|now)\s+)?(?:in\s+)?(?:it|there|that)(?:\s+now)?$/;
/** Taking a piece out, with the piece named after the verb. */
const REMOVING = new RegExp(String.raw`^(?:(?:and|ok|okay|actually|then|now|pls|please|could you|can you|would you|will you|i'd like to|i want to|id like to)\s+)*(?:${REMOVING_VERBS})\s+(.+?)(?:\s+(?:out|off))?(?:\s+(?:of it|from it|from there|out of it|pls|please|now))*$`);

/** Putting a pointed-at piece in with no place said ("stick it in", "ok pop that in then"). */
const PUTTING_IN = /^(?:(?:and|ok|okay|nope|nah|no|yes|yeah|yep|then|right|so|fine|well|pls|please)\s+)*(?:put|pop|stick|chuck|bung|throw|add)\s+(it|that|them|em|that one|this one)\s+in(?:\s+(?:then|please|pls|now|too|as well))*$/;

/** A verb or particle of taking a line out, wherever it stands ("the maison vale one can come out", "cheapest one out pls"). */
const OUT = 'remove|delete|drop|ditch|bin|scrap|lose|get rid of|out';

/**
 * A line of the cart the conversation knows (listed, changes since applied) that the clause takes out: picked by the one
 * resolver over what was shown (lib/shown-refs.ts) — its position, a word of its name, colour, category or brand, or
 * "the cheapest" — so the piece is named by the line, never searched for.
 */
const lineTakenOut = (text: string, plain: string, slots: Slots, state: DialogueState): Request | null => {
  const lines = state.room?.rows.filter((r) => r.is_in_cart === true);
  if (!lines?.length || !has(plain, OUT)) return null;
  // "remove them both", "take all of them out": every line shown.
  if (slots.references.some((r) => r.kind === 'both' || r.kind === 'all')) return { kind: 'dressingRoom.cart', inCart: false, target: '', ref: null, every: true };
  const one = pieceReferent(text, slots, state, { items: lines, explicit: true });
  if (one) return { kind: 'dressingRoom.cart', inCart: false, target: one.name, ref: null };
  // A position past the lines shown ("the third one" of two) is said to be missing, never guessed.
  const ordinal = slots.references.find((r) => r.kind === 'ordinal');
  return ordinal && ordinal.index >= lines.length ? { kind: 'dressingRoom.cart', inCart: false, target: positionWord(ordinal.index), ref: { index: ordinal.index + 1 } } : null;
};

/** Right after the cart, a line of it taken out ("bruh that's so much, remove the boots"), or null. */
export const cartLineTakenOut = (text: string, slots: Slots, state: DialogueState): Request | null => {
  const plain = bareWords(text);
  return plain && !has(plain, ELSEWHERE) && afterCart(state) ? lineTakenOut(text, plain, slots, state) : null;
};

/** "and the heels", "also the boots", "the boots too": more of the same change. */
const MORE = /^(?:(?:and|also|plus|and also)\s+)(.+?)(?:\s+(?:too|as well|also))?$|^(.+?)\s+(?:too|as well)$/;

/** Whether the conversation's latest turn was about the cart. */
const afterCart = (state: DialogueState): boolean => {
  const tool = state.latestTool?.replaceAll('_', '.') ?? '';
  if (tool === 'dressingRoom.toggleCart') return true;
  const input = isRecord(state.latest?.input) ? state.latest.input : {};
  if (tool === 'dressingRoom.list' && input.inCartOnly === true) return true;
  // "add nothing to my cart" only looked the dressing room up (a step, which is no latest result): the
  // shopper's last words were still about the cart.
  return has(state.earlierUserTexts.at(-1) ?? '', 'cart|basket');
};

/** The cart request a clause makes right after the cart, or null. */
export const cartFollowUp = (text: string, slots: Slots, state: DialogueState): Request | null => {
  const plain = bareWords(text);
  if (!plain || has(plain, ELSEWHERE) || slots.handles.length || slots.price) return null;
  if (!afterCart(state)) return null;
  // "and the heels", "the boots too" right after a piece was moved: the same move for that piece.
  // "and what does it come to now?" is a question about the cart, never a piece named "what does it…".
  const more = has(plain, `${SUM}|${COUNT}|what|whats|which|how`) ? null : MORE.exec(plain);
  const moved = state.latestTool?.replaceAll('_', '.') === 'dressingRoom.toggleCart' && isRecord(state.latest?.output) && isRecord(state.latest.output.item) ? state.latest.output.item : null;
  if (more && moved && (slots.garments.length || slots.categories.length || slots.colours.length || slots.references.length)) {
    const target = (more[1] ?? more[2] ?? '').replace(/\b(?:the|my|a|an)\b/g, ' ').replace(/\s+/g, ' ').trim();
    if (target) return { kind: 'dressingRoom.cart', inCart: moved.is_in_cart === true, target, ref: ORDINAL_TARGET.test(target) ? itemRef(target) : null };
  }
  // "nope, pop it in then": a piece put in, the cart understood; "it" is the piece her last message named.
  const puttingIn = PUTTING_IN.exec(plain);
  if (puttingIn) return { kind: 'dressingRoom.cart', inCart: true, target: pieceLastNamed(state.earlierUserTexts) ?? puttingIn[1]!, ref: null };
  const removing = REMOVING.exec(plain);
  if (removing) {
    const target = removing[1]!.replace(/\b(?:the|my|a|an)\b/g, ' ').replace(/\s+/g, ' ').trim();
    if (!target || has(target, 'everything|all|the lot')) return null;
    const ref = ORDINAL_TARGET.test(target) ? itemRef(target) : null;
    // "the most expensive thing", "the black one": picked by its description or price.
    const described = ref ? null : describedIn(target, slots);
    return { kind: 'dressingRoom.cart', inCart: false, target, ref, ...(described ? { described } : {}) };
  }
  // A piece or category named outside a removal is a search of its own ("and bags?").
  if (slots.garments.length || slots.categories.length) return null;
  if (has(plain, COUNT)) return { kind: 'cart.list', question: 'count' };
  if (has(plain, SUM)) return { kind: 'cart.list', question: 'total' };
  if (CONTENTS.test(plain)) return { kind: 'cart.list', question: 'list' };
  return null;
};
