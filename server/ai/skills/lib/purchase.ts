/**
 * "I just bought a navy blazer", "picked up some loafers", "I own a camel trench now": the shopper
 * telling the stylist about a piece they now have, which belongs in their wardrobe, not a search.
 * The verbs of getting something are a short list of infinitives; their past forms come from
 * compromise's conjugation (a regular "-ed" for the few it does not know), so "bought", "ordered",
 * "picked up" and "grabbed" are one table. A question or a request to find something is never a
 * purchase statement ("where can I buy…", "I bought a blazer, what goes with it?"). Pure.
 */
import nlp from 'compromise';
import { mayHaveNumbers } from '../../nlu/numbers.js';
import type { Slots } from '../../nlu/types.js';

/** Getting a piece: the verb, with its particle ("pick up") or object ("treat myself to"). */
const ACQUIRE = [
  'buy', 'purchase', 'get', 'pick up', 'order', 'grab', 'score', 'snag', 'thrift', 'receive', 'find', 'splurge on', 'treat myself to',
  'inherit', 'nab', 'land', 'bag', 'cop', 'shop',
] as const;

/** A regular past for a verb compromise cannot conjugate alone ("snag" → "snagged", "thrift" → "thrifted"). */
const regularPast = (verb: string) =>
  verb.endsWith('e') ? `${verb}d` : /[^aeiou][aeiou][bgpt]$/.test(verb) && verb.length <= 4 ? `${verb}${verb.at(-1)}ed` : `${verb}ed`;

const pastOf = (phrase: string): string[] => {
  const [head, ...rest] = phrase.split(' ');
  const forms = nlp(head!).verbs().conjugate()[0] as { PastTense?: string; Participle?: string } | undefined;
  const pasts = new Set([forms?.PastTense ?? regularPast(head!), forms?.Participle ?? forms?.PastTense ?? regularPast(head!)]);
  return [...pasts].map((p) => [p, ...rest].join(' '));
};

let pastPattern: RegExp | null = null;
/** "bought", "have bought", "just picked up", "was given", "got myself". */
const PAST = () =>
  (pastPattern ??= new RegExp(`\\b(?:${[...new Set(ACQUIRE.flatMap(pastOf)), 'was given', 'got given', 'been given', 'got myself', 'bought myself', 'gave me', 'gifted me', 'bought me', 'got me', 'sent me'].sort((a, b) => b.length - a.length).join('|')})\\b`, 'i'));

/** Having a piece now: "I own a camel trench now", "I have a new pair of boots", "new in my closet". */
const HAVE_NOW = /\b(?:i|we)\s+(?:now\s+)?(?:own|have|'ve got|have got)\b.*\b(?:now|new)\b|\bnew\s+(?:in|to)\s+my\s+(?:wardrobe|closet)\b|\bmy\s+new\s+\w+/i;

/** Asking rather than telling: a question, or a request to find, suggest or style something. */
const ASKING = /\?|^(?:what|which|how|where|when|why|who|do|does|did|can|could|would|should|is|are|any|have i|have you|has|got any|you got|will)\b|\b(?:show|find|search|look(?:ing)? for|recommend|suggest|similar|like (?:the|it|that|mine)|match(?:es|ing)?|goes? with|go with|style|pair(?:ed)? with|wear (?:it|them|with)|outfit|want|need|wish|should i|return(?:ing)?|refund|exchange)\b/i;

/** Places a piece can be other than the shopper's wardrobe. */
const ELSEWHERE = /\b(?:cart|basket|bag for later|dressing room|wishlist|saved)\b/i;

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

/** Whether the clause tells of a piece the shopper now has. */
export const isPurchase = (text: string, slots: Slots): boolean => {
  if (!slots.garments.length && !slots.categories.length) return false;
  if (statesBudget(text, slots)) return false;
  if (slots.negated || ASKING.test(text.trim()) || ELSEWHERE.test(text)) return false;
  if (/\b(?:didn'?t|did not|never|haven'?t|have not|not)\s+(?:\w+\s+)?(?:buy|bought|get|got|order|ordered)\b/i.test(text)) return false;
  return PAST().test(text) || HAVE_NOW.test(text);
};
