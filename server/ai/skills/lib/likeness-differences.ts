/**
 * What a shopper asks to be different beside a likeness ("like the second one but in blue", "similar for less",
 * "anything like it without the logo"): the part of the clause after the piece named, read into the arguments
 * products.similar takes (words each piece must carry, a price range, words none may carry). The catalogue's
 * nearest pieces are then kept to those that differ as asked, instead of a fresh search that forgets the piece.
 * Pure: reads the words said and the NLU slots of that part.
 */
import type { Slots } from '../../nlu/types.js';
import { priceRange } from '../../../../tools/text/phrase.js';
import { relativeStylesIn } from './relative-style.js';
import { has } from './words.js';

export interface LikenessDifferences {
  /** Words each piece must carry: a colour, a material, a cut, a detail ("blue", "long", "sleeves"). */
  words: string[];
  /** Words no piece may carry ("without the logo", "not leather"). */
  exclude: string[];
  /** A price said, in US dollars. */
  minPrice?: number;
  maxPrice?: number;
  /** Relative to the piece's own price: "but cheaper", "for less", "something pricier". */
  relative?: 'cheaper' | 'pricier';
}

/**
 * Where the difference starts, after the likeness and the piece it names: a contrast ("but", "except", "though"), a
 * detail ("with", "without"), a relative ("that isn't …", "which costs …"), or a change said outright ("in blue",
 * "for less", "under 100", "cheaper", "longer").
 */
const DIFFERENCE_START = String.raw`but|except|apart from|though|although|only|just|with|without|in|that|which|for|under|below|over|above|less|more|not|cheaper|pricier|dearer|longer|shorter|smaller|bigger|flatter|wider|warmer|lighter|darker`;

/** Going below the piece's price: comparatives, "for less", or a price said to be too much ("doesn't cost a month's rent"). */
const CHEAPER = String.raw`cheaper|(?:costs?|costing|priced|spend(?:ing)?) less|less (?:money|cash)|less expensive|less pricey|less money|more affordable|affordable|budget|lower[- ]priced|for less|at a lower price|(?:does ?n[o']t|do ?n[o']t|won'?t|wouldn'?t|without) (?:cost|costing|break(?:ing)?)|not as (?:expensive|pricey|dear)|(?:a|the) fraction of (?:the|that|its) price`;
const PRICIER = String.raw`pricier|more expensive|dearer|fancier|higher[- ]end|more luxurious|more premium|splurgier`;
/** A price said as what it must not be ("not $780", "that isn't $300"): cheaper than that. */
const NOT_THAT_PRICE = String.raw`not|isn'?t|aren'?t|does ?n[o']t cost|do ?n[o']t cost|other than|instead of`;

/** Words of a detail that say nothing about which pieces to keep ("with a wider fit": the fit is any piece's). */
const DETAIL_FILLER = new Set([
  'a', 'an', 'the', 'some', 'any', 'more', 'less', 'one', 'ones', 'it', 'them', 'that', 'this', 'those', 'these', 'bit', 'little',
  'fit', 'cut', 'length', 'size', 'shape', 'look', 'feel', 'wash', 'shade', 'tone', 'version', 'style', 'vibe', 'option', 'options',
  'please', 'pls', 'too', 'instead', 'maybe', 'really', 'very', 'lol', 'same', 'similar', 'like', 'different', 'other', 'another',
]);
/** Comparatives a detail names by degree: the word listings carry for them comes from lib/relative-style.ts. */
const COMPARATIVE = /(?:er|est)$/;

/** Where the clause's difference begins after the likeness ask ends at `askEnd`; the whole rest when none. */
export const differenceStart = (lower: string, askEnd: number): number => {
  // "like that but in blue", "like it that isn't $300": the pointer right after the ask is the piece, not a difference.
  // Only after a word that takes an object: "anything similar that costs less" asks the difference with its "that".
  const pointer = /\b(?:like|to|as|of|for)\s*$/.test(lower.slice(0, askEnd)) ? /^\s*(?:that|this|it|them|those|these)\b/.exec(lower.slice(askEnd)) : null;
  const from = askEnd + (pointer?.[0].length ?? 0);
  const rest = lower.slice(from);
  const m = new RegExp(String.raw`\b(?:${DIFFERENCE_START})\b`).exec(rest);
  return m ? from + m.index : lower.length;
};

/** The detail nouns after "with"/"without": "with sleeves" → sleeves, "with a longer strap" → strap (its degree is read apart). */
const detailsAfter = (lower: string, word: 'with' | 'without'): string[] => {
  const m = new RegExp(String.raw`\b${word}\s+((?:[a-z'-]+\s*){1,3})`).exec(lower);
  // "to go with my jeans", "with her dress": a pairing, not a detail of the piece.
  if (!m || /^(?:my|your|her|his|their|our|me|it|them)\b/.test(m[1]!)) return [];
  return m[1]!.trim().split(/\s+/).filter((w) => !DETAIL_FILLER.has(w) && !COMPARATIVE.test(w) && !/^(?:and|or|but|in|for|under)$/.test(w)).slice(0, 2);
};

/**
 * The differences the part of the clause after the piece asks for, from its own slots (`slots` kept to that part), or
 * null when it asks none ("anything like it in the shop?"). `pieceWords` are the piece's own name and colour: a word of
 * them said again ("like the black boots but flat": black) is the piece, not a difference.
 */
export const differencesIn = (difference: string, slots: Slots, pieceWords = ''): LikenessDifferences | null => {
  const lower = difference.toLowerCase();
  if (!lower.trim()) return null;
  const own = (w: string) => !new RegExp(String.raw`\b${w}\b`).test(pieceWords.toLowerCase());
  const exclude = [...new Set([...slots.exclusions, ...detailsAfter(lower, 'without')])];
  const words = [...new Set([
    ...slots.colours, ...slots.shades, ...slots.materials, ...(slots.styles ?? []), ...relativeStylesIn(lower), ...detailsAfter(lower, 'with'),
  ])].filter((w) => own(w) && !exclude.includes(w));
  const said = slots.price?.usd;
  const notThat = said?.max !== undefined && has(lower, NOT_THAT_PRICE);
  const price = said && !notThat ? { ...(said.min !== undefined ? { minPrice: Math.round(said.min) } : {}), ...(said.max !== undefined ? { maxPrice: Math.round(said.max) } : {}) } : {};
  // "not $780": cheaper than that amount, whatever the piece costs.
  if (notThat) price.maxPrice = Math.max(0, Math.ceil(said.max!) - 1);
  const relative = notThat || said ? undefined : has(lower, PRICIER) ? 'pricier' as const : has(lower, CHEAPER) ? 'cheaper' as const : undefined;
  if (!words.length && !exclude.length && price.minPrice === undefined && price.maxPrice === undefined && !relative) return null;
  return { words, exclude, ...price, ...(relative ? { relative } : {}) };
};

/** products.similar's arguments for the differences: a price relative to the piece's own becomes a bound beside it. */
export const similarArguments = (d: LikenessDifferences | undefined, piecePrice: number | undefined): Record<string, unknown> => {
  if (!d) return {};
  let { minPrice, maxPrice } = d;
  if (d.relative === 'cheaper' && piecePrice !== undefined) maxPrice = Math.min(maxPrice ?? Number.POSITIVE_INFINITY, Math.max(0, Math.ceil(piecePrice) - 1));
  if (d.relative === 'pricier' && piecePrice !== undefined) minPrice = Math.max(minPrice ?? 0, Math.floor(piecePrice) + 1);
  return {
    ...(d.words.length ? { text: d.words.join(' ') } : {}),
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    ...(d.exclude.length ? { exclude: d.exclude } : {}),
  };
};

/** The differences as the reply says them, from the arguments the call was made with: "blue, long, not logo, under $84". */
export const differencesSaid = (input: Record<string, unknown>): string => {
  const words = typeof input.text === 'string' ? [input.text] : [];
  const exclude = Array.isArray(input.exclude) ? input.exclude.filter((w): w is string => typeof w === 'string').map((w) => `no ${w}`) : [];
  const price = priceRange({
    ...(typeof input.minPrice === 'number' ? { min: input.minPrice } : {}),
    ...(typeof input.maxPrice === 'number' ? { max: input.maxPrice } : {}),
  });
  return [...words, ...exclude, ...(price ? [price] : [])].join(', ');
};
