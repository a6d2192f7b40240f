/**
 * Word helpers every part of atelier-local's understanding shares: whole-word tests, colours and
 * shades, categories, positions ("the second one"), prices and small number words. Pure.
 */
import { COLOURS } from '../../../../tools/recommendations/vocabulary.js';
import { categoryOfText } from '../../nlu/index.js';
import { readNumbers } from '../../nlu/numbers.js';

/** Each pattern compiled once: the skills ask hundreds of these per message, most of them the same few hundred patterns. */
const compiledPatterns = new Map<string, RegExp>();
/** Patterns built from a message's own words are compiled too: the cache forgets everything past this many. */
const MAX_PATTERNS = 4000;

/** Whether the text has one of the alternatives (a regex alternation) as whole words. */
export const has = (text: string, pattern: string) => {
  let re = compiledPatterns.get(pattern);
  if (!re) {
    if (compiledPatterns.size >= MAX_PATTERNS) compiledPatterns.clear();
    // Neither global nor sticky, so test() keeps no position between calls and one RegExp serves every text.
    re = new RegExp(`\\b(?:${pattern})\\b`, 'i');
    compiledPatterns.set(pattern, re);
  }
  return re.test(text);
};

/** Verbs of taking pieces out of a room, the cart or the wardrobe ("take" alone: "take the boots out"). */
export const REMOVING_VERBS = 'remove|delete|take out|take|drop|get rid of|bin|ditch|throw out|chuck out|clean out|clear out|lose';

/** The influencers' inspiration feed named ("the inspo feed", "inspiration pictures"): posts, never the product feed. */
export const INSPIRATION_FEED = 'inspo|inspiration (?:feed|posts?|pics?|pictures?|photos?|page)';

/** The category a text names (a garment's or a category word's), by the NLU layer's phrase table: one reader of garments. */
/** The sentences of a text, split after a full stop, "?" or "!" followed by a space. */
export const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?])\s+(?=\S)/);

export const categoryIn = (text: string): string | undefined => categoryOfText(text);

/** A vocabulary colour named in the text ("gray" is "grey"). */
export const colourIn = (text: string): string | undefined => {
  const lower = text.toLowerCase().replace(/\bgray\b/g, 'grey');
  return COLOURS.find((c) => new RegExp(`\\b${c}\\b`).test(lower));
};

/**
 * Shade words a shopper uses for a piece's colour beyond the vocabulary. A wardrobe item keeps the
 * shopper's own word (its colour field is free text); searches use the vocabulary colour.
 */
const SHADES = [
  'ivory', 'charcoal', 'khaki', 'tan', 'taupe', 'stone', 'sand', 'ecru', 'off-white', 'silver', 'gold', 'bronze', 'rust',
  'mustard', 'teal', 'turquoise', 'coral', 'lilac', 'lavender', 'mint', 'sage', 'forest green', 'emerald', 'cobalt', 'indigo',
  'denim blue', 'sky blue', 'orange', 'chocolate', 'maroon', 'wine', 'plum', 'blush', 'nude', 'multicolour', 'multicolor',
] as const;

/** A colour or shade named in the text, as the shopper wrote it (vocabulary colours first). */
export const shadeIn = (text: string): string | undefined => {
  const colour = colourIn(text);
  if (colour) return colour;
  const lower = text.toLowerCase();
  return SHADES.find((s) => new RegExp(`\\b${s}\\b`).test(lower));
};

export const MATERIAL_WORDS = ['linen', 'silk', 'wool', 'cashmere', 'leather', 'denim', 'cotton', 'knit', 'suede', 'velvet', 'satin', 'tweed'] as const;

/** "the first one", "#2", "them", "it": items from an earlier result. */
export type ItemRef = { index: number } | { all: true };

const ORDINALS: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5, last: -1 };

/** A 0-based position as a shopper says it ("third one"), for saying a position is past what was shown. */
export const positionWord = (index: number): string => `${Object.keys(ORDINALS).find((w) => ORDINALS[w] === index + 1 && !/\d/.test(w)) ?? `number ${index + 1}`} one`;

/** The position words ("second", "3rd", "last"), as a regex alternation. */
export const ORDINAL_WORDS = Object.keys(ORDINALS).join('|');

const ORDINAL_WORD = new RegExp(String.raw`\b(${ORDINAL_WORDS})\b`);

/** Every position a text names, in order ("the 2nd and the last" → 2, -1): "the first and third" points at two things. */
export const positionsIn = (text: string): ItemRef[] =>
  [...new Set([...text.toLowerCase().matchAll(new RegExp(ORDINAL_WORD, 'g'))].map((m) => ORDINALS[m[1]!]!))].map((index) => ({ index }));

export const itemRef = (text: string): ItemRef | null => {
  const lower = text.toLowerCase();
  const ord = lower.match(ORDINAL_WORD);
  if (ord) return { index: ORDINALS[ord[1]!]! };
  const num = lower.match(/(?:#|number|no\.?|item)\s*(\d{1,2})\b/);
  if (num) return { index: Number(num[1]) };
  if (has(lower, 'them|all of them|those|these')) return { all: true };
  if (has(lower, 'it|that one|this one|that|this')) return { index: 1 };
  return null;
};

/** A name that is only a position ("the second one", "#2", "it"), not words to match. */
export const ORDINAL_TARGET = new RegExp(String.raw`^(?:(?:${ORDINAL_WORDS})(?: one| item| piece| outfit| trip)?|(?:#|number |no\.? ?|item )\d{1,2}|it|that one|this one)$`, 'i');

/**
 * Small counts in words ("for three days", "my last two photos"). A table, not compromise: loading
 * compromise took 0.8 s and a parse ~5 ms, for the twenty words a shopper uses for a trip or a photo count.
 */
const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, single: 1, two: 2, couple: 2, 'a couple of': 2, three: 3, few: 3, 'a few': 3, four: 4, five: 5, six: 6, seven: 7,
  eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20, thirty: 30,
};

/** "3", "three", "twenty-one", "a couple of" → a number; null when it is not a count. */
export const countOf = (word: string): number | null => {
  const w = word.trim().toLowerCase();
  if (/^\d{1,4}$/.test(w)) return Number(w);
  if (w in NUMBER_WORDS) return NUMBER_WORDS[w]!;
  const compound = /^(twenty)[- ](one|two|three|four|five|six|seven|eight|nine)$/.exec(w);
  return compound ? NUMBER_WORDS[compound[1]!]! + NUMBER_WORDS[compound[2]!]! : null;
};

/** The words a count may be written in, for patterns. */
export const COUNT_PATTERN = String.raw`\d{1,4}|a couple of|a few|twenty[- ](?:one|two|three|four|five|six|seven|eight|nine)|${Object.keys(NUMBER_WORDS).filter((w) => !w.includes(' ')).join('|')}`;

/** A dollar amount said in the text ("$450", "450 dollars", "1,250 usd"). */
export const amountIn = (text: string): number | undefined => {
  const m = /\$\s*(\d{1,7}(?:,\d{3})*(?:\.\d{1,2})?)|\b(\d{1,7}(?:,\d{3})*(?:\.\d{1,2})?)\s*(?:dollars|usd|bucks)\b/i.exec(text);
  const raw = m?.[1] ?? m?.[2];
  if (raw !== undefined) return Number(raw.replaceAll(',', ''));
  // "it cost three hundred and ten dollars": an amount in words, read by the NLU layer's number reader.
  return readNumbers(text.toLowerCase()).mentions.find((n) => !n.ordinal && (n.unit === 'dollars' || n.unit === 'bucks' || n.unit === 'usd'))?.value;
};

/** "black wool coat" → "Black Wool Coat": how names read in the wardrobe. */
/** A short reply's words, lower case, curly quotes straightened and sentence marks dropped: "What's the total now?" → "what's the total now". */
export const bareWords = (text: string): string => text.toLowerCase().replace(/[’`]/g, "'").replace(/[?!.,]+/g, ' ').replace(/\s+/g, ' ').trim();

export const titleCase = (text: string): string =>
  text.trim().replace(/\s+/g, ' ').split(' ').map((w) => (w ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(' ');

/** A UUID named in the text (a pasted id), lower case. */
export const uuidIn = (text: string): string | null =>
  /\b([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b/i.exec(text)?.[1]?.toLowerCase() ?? null;

/**
 * Words a shopper may put before a question without changing what it asks ("ok so", "wait,", "honestly", "quick q").
 * Every reader of a question's opening skips the same ones.
 */
const QUESTION_LEADS = String.raw`ok|okay|and|so|but|also|then|right|fine|well|wait|sorry|actually|honestly|seriously|hmm+|um+|oh|hey|hi|btw|lol|haha|omg|ngl|just wondering|quick q(?:uestion)?|random q(?:uestion)?|real talk|be honest|honest opinion|tell me honestly`;

/** A text opening with `opening` (a regex source, its own word ends included) after any lead words: built once, at load. */
export const opensAfterLeads = (opening: string, flags = ''): RegExp =>
  new RegExp(String.raw`^(?:(?:${QUESTION_LEADS})[,.!:]*\s+)*(?:${opening})`, flags);
