/**
 * "I just bought a navy blazer", "picked up some loafers", "was gifted a scarf", "my new boots
 * arrived": the shopper telling the stylist about a piece they now have, which belongs in their
 * wardrobe, not a search; and "gave my denim jacket to my sister", "my loafers fell apart": a piece
 * they no longer have. The verbs are tables (`ownership-verbs.ts`, conjugated by compromise). A
 * question or a request to find something is never a telling ("where can I buy…", "I bought a
 * blazer, what goes with it?"), but asking to log it is ("I just got black jeans, can you add
 * them?"). Pure.
 */
import { mayHaveNumbers } from '../../nlu/numbers.js';
import type { Slots } from '../../nlu/types.js';
import { ownershipIn, type Ownership, type OwnershipMatch } from './ownership-verbs.js';
import { categoryIn } from './words.js';
import { ROOM_NAMES } from './dressing-room.js';

/** Having a piece now: "I own a camel trench now", "I have a new pair of boots", "new in my closet". */
const HAVE_NOW = /\b(?:i|we)\s+(?:now\s+)?(?:own|have|'ve got|have got)\b.*\b(?:now|new)\b|\bnew\s+(?:in|to)\s+my\s+(?:wardrobe|closet)\b|\bmy\s+new\s+\w+/i;

/** Asking rather than telling: a question, or a request to find, suggest or style something. */
const ASKING = /\?|\b(?:you|u)(?:'ve|\s+have)?\s+got\b|^(?:what|which|how|where|when|why|who|do|does|did|can|could|would|should|is|are|any|have i|have you|has|got any|you got|will)\b|\b(?:show|find|search|look(?:ing)? for|recommend|suggest|similar|like (?:the|it|that|mine)|match(?:es|ing)?|goes? with|go with|style|pair(?:ed)? with|wear (?:it|them|with)|outfit|want|need|wish|should i|return(?:ing)?|refund|exchange)\b/i;

/** Asking about a piece rather than parting with it: "do you sell black boots?", "what goes with my old coat?". */
const ASKING_ABOUT = /\?|^(?:what|which|how|where|when|why|who|do|does|did|should|is|are|any|have you)\b|\b(?:show|find|search|look(?:ing)? for|recommend|suggest|similar|match(?:es|ing)?|goes? with|go with|style|pair(?:ed)? with|outfit|should i)\b/i;
/** A request put as a question: "can you bin my old trainers?". */
const ASKED_TO = /^(?:(?:can|could|would|will)\s+you|would you mind)\s+(?:please\s+)?|\?+\s*$/gi;

/** Asking only to log what was told: "can you add them?", "please put it in my wardrobe", "log it". */
const LOG_IT = /[,;.!-]*\s*(?:(?:so\s+)?(?:can|could|would|will)\s+you\s+|please\s+)?(?:please\s+)?(?:add|log|save|put|record|pop|store|include|stick)\s+(?:it|them|this|that|those|these|both)(?:\s+(?:in|to|into|on)\s+(?:my|the)\s+(?:wardrobe|closet))?(?:\s+(?:please|for me|too|as well))*\s*[?.!]*\s*$/i;

/** Places a piece can be other than the shopper's wardrobe. */
const ELSEWHERE = new RegExp(`\\b(?:cart|basket|bag for later|${ROOM_NAMES}|saved)\\b`, 'i');

/** Whether a word of the clause names a piece: a category word, or a word of a garment the NLU layer read. */
export const pieceWord = (slots: Pick<Slots, 'garments'>) => {
  const garmentWords = new Set(slots.garments.flatMap((g) => g.word.toLowerCase().split(/\s+/)));
  return (word: string) => garmentWords.has(word) || (word.length > 2 && categoryIn(word) !== undefined);
};

/** The telling with any request to log it taken off. */
const told = (text: string) => text.trim().replace(LOG_IT, '').trim();

/** Where the clause tells of a piece got or gone, or null. Never a question, an ask to find, or a negated verb. */
export const ownershipOf = (text: string, slots: Slots, only?: Ownership): OwnershipMatch | null => {
  if (!slots.garments.length && !slots.categories.length) return null;
  const said = told(text);
  if (ELSEWHERE.test(said)) return null;
  // Parting with a piece may be asked for ("can you bin my old trainers?"); having got one is told.
  const gone = only !== 'got' && !ASKING_ABOUT.test(said.replace(ASKED_TO, ''));
  // "only got a 40L backpack" is what the shopper has to pack in, not a purchase.
  const got = only !== 'gone' && !slots.negated && !ASKING.test(said) && !/\bonly\s+(?:got|have)\b/i.test(said);
  if (!gone && !got) return null;
  // One pass over both tables, longest phrase first: "gave me a belt" is a gift, "gave my belt away" a parting.
  const found = ownershipIn(said, pieceWord(slots));
  return found && (found.own === 'gone' ? gone : got) ? found : null;
};

/** The words between a verb of having and the amount had: "I've got only 90 quid", "I have about £200". */
const HAVING_AMOUNT = /\b(?:got|have|has)\s+(?:(?:only|just|about|around|roughly|maybe|like|up to|under|a budget of)\s+)*(\S+)/gi;

/**
 * The clause states a budget, not a piece: the thing had is the amount ("I've got 90 quid for
 * trainers", "I have 200 to spend on a coat", "got a tenner for a hat"), or it says what there is to
 * spend. The price itself is the NLU layer's; this only says it is not a purchase.
 */
export const statesBudget = (text: string, slots: Slots): boolean => {
  if (!slots.price) return false;
  if (/\bto spend\b|\bbudget\b/i.test(text)) return true;
  return [...text.matchAll(HAVING_AMOUNT)].some((m) => /^[£$€¥₹]|^\d/.test(m[1]!) || mayHaveNumbers(m[1]!.toLowerCase()) || /^(?:a|an)$/i.test(m[1]!) && /^\s*(?:hundred|grand|tenner|fiver|ton)\b/i.test(text.slice(m.index + m[0].length)));
};

/**
 * A purchase told before the piece is named: "treated myself at the weekend. it's a green silk scarf",
 * "went shopping today - they're black loafers". The telling has no object of its own, and the piece
 * comes in a later sentence that says what "it" or "they" are.
 */
const TOLD_WITHOUT_PIECE = /\b(?:treated (?:myself|me)|splurged|went shopping|did (?:a bit of |some )?shopping|had a (?:little )?(?:shop|spree|splurge)|made a purchase|bought (?:myself )?something|got (?:myself )?something(?: new)?)\b/i;
const NAMED_AFTER = /[.!;:—–-]\s*(?:it'?s|it is|they'?re|they are|this is|these are)\s+(?:a|an|some|my|the|two|2)?\b/i;
const toldThenNamed = (text: string): boolean => {
  const told = TOLD_WITHOUT_PIECE.exec(text);
  return !!told && NAMED_AFTER.test(text.slice(told.index + told[0].length));
};

/** Words that make an amount a cap or a guess, never what was paid. */
const NOT_PAID = /\b(?:under|below|less than|max(?:imum)?|up to|no more than|at most|budget|tops|or less|or under|cheaper|around|about|roughly|between|over|above|at least)\b|[<>]/i;

/**
 * "new uniqlo puffer, 80 quid", "zara blazer in black, 59.99": a piece by a maker the shop does not carry,
 * with what was paid for it, is the shopper's own: there is nothing of that maker's to find.
 */
const ownMakersPiece = (text: string, slots: Slots): boolean =>
  !!slots.makers?.length && !slots.brands.length && !!slots.price && slots.price.min === undefined && !slots.price.approximate && !NOT_PAID.test(text);

/** Whether the clause tells of a piece the shopper now has. */
export const isPurchase = (text: string, slots: Slots): boolean => {
  if (!slots.garments.length && !slots.categories.length) return false;
  if (statesBudget(text, slots)) return false;
  if (slots.negated || ASKING.test(told(text)) || ELSEWHERE.test(text)) return false;
  if (/\b(?:didn'?t|did not|never|haven'?t|have not|not)\s+(?:\w+\s+)?(?:buy|bought|get|got|order|ordered)\b/i.test(text)) return false;
  return ownershipOf(text, slots, 'got') !== null || HAVE_NOW.test(text) || toldThenNamed(told(text)) || ownMakersPiece(text, slots);
};
