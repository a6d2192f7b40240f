/**
 * The phrase table: every vocabulary word and phrase (garments, categories, colours, shades,
 * materials, occasions, price tiers, brands) as token sequences, matched longest first over a
 * clause's tokens, so "slip dress" is one garment and "black and white dress" two colours and a dress.
 */
import { tokenize } from './text.js';
import type { Category, GarmentOccasion, Tier } from './types.js';
import {
  AMBIGUOUS_COLOURS, CATEGORY_WORDS, COLOUR_WORDS, GARMENT_WORDS, MATERIAL_FORMS, MATERIAL_WORDS, OCCASION_WORDS, SEASON_WORDS, SHADE_COLOUR, STYLE_WORDS, TIER_WORDS,
  garmentOf, singular, type GarmentWord,
} from './vocabulary.js';

export type Match =
  | { kind: 'garment'; value: GarmentWord }
  | { kind: 'category'; value: Category }
  | { kind: 'colour'; value: string; shade?: string; ambiguous: boolean }
  | { kind: 'material'; value: string }
  | { kind: 'occasion'; value: GarmentOccasion }
  | { kind: 'tier'; value: Tier }
  | { kind: 'brand'; value: string }
  | { kind: 'style'; value: string }
  | { kind: 'season'; value: 'summer' | 'winter' };

export interface Found {
  /** Token positions [from, to). */
  from: number;
  to: number;
  words: string;
  matches: Match[];
}

const table = new Map<string, Match[]>();
let longest = 1;
const add = (phrase: string, match: Match) => {
  const key = phrase.replace(/-/g, ' - ').replace(/\s+/g, ' ').trim();
  const list = table.get(key) ?? [];
  list.push(match);
  table.set(key, list);
  longest = Math.max(longest, key.split(' ').length);
};
for (const [word, value] of GARMENT_WORDS) add(word, { kind: 'garment', value });
for (const [word, value] of Object.entries(CATEGORY_WORDS)) add(word, { kind: 'category', value });
for (const colour of COLOUR_WORDS) add(colour, { kind: 'colour', value: colour, ambiguous: false });
for (const [shade, colour] of Object.entries(SHADE_COLOUR)) add(shade, { kind: 'colour', value: colour, shade, ambiguous: AMBIGUOUS_COLOURS.has(shade) });
for (const material of MATERIAL_WORDS) add(material, { kind: 'material', value: material });
for (const [form, material] of Object.entries(MATERIAL_FORMS)) if (MATERIAL_WORDS.includes(material)) add(form, { kind: 'material', value: material });
for (const [word, value] of Object.entries(OCCASION_WORDS)) add(word, { kind: 'occasion', value });
// "the cheapest boots" asks for an order, not a price band: the search lists the cheapest first, and a
// budget cap would hide every pair when none is under it. The word stays a tier word for the speller.
const ORDER_WORDS = new Set(['cheapest']);
for (const [word, value] of Object.entries(TIER_WORDS)) if (!ORDER_WORDS.has(word)) add(word, { kind: 'tier', value });
for (const [word, value] of Object.entries(STYLE_WORDS)) add(word, { kind: 'style', value });
for (const [word, value] of Object.entries(SEASON_WORDS)) add(word, { kind: 'season', value });

/** A garment word that is an adjective before these nouns: "a short break", "at short notice" name no shorts. */
const ADJECTIVE_BEFORE: Readonly<Record<string, ReadonlySet<string>>> = {
  short: new Set(['break', 'breaks', 'trip', 'trips', 'stay', 'stays', 'holiday', 'visit', 'getaway', 'notice', 'while', 'time', 'flight', 'flights', 'walk', 'walks', 'drive', 'hop', 'weekend', 'city', 'list', 'answer', 'version']),
};

/**
 * Words that are a piece only after an article or a word describing the piece ("a body in black", "a lace body"; never
 * "my body", "body shape"): the words that may stand before them.
 */
const PIECE_AFTER: Readonly<Record<string, ReadonlySet<string>>> = {
  body: new Set(['a', 'the', 'this', 'that', 'black', 'white', 'nude', 'lace', 'cotton', 'silk', 'jersey', 'ribbed', 'satin', 'red', 'navy', 'cream', 'beige', 'grey', 'gray', 'brown']),
};

/** The lookup key of a token run: hyphens as their own token, so "t-shirt" and "t shirt" meet. */
const HUED = /^([a-z]+)-(?:colou?red|toned|hued)$/;
const keyOf = (words: readonly string[]) => words.join(' ').replace(/-/g, ' - ').replace(/\s+/g, ' ');

/** Matches of the static table and the lexicon's brands over the words, longest first, left to right. */
export const findPhrases = (words: readonly string[], brands: ReadonlyMap<string, string>, brandWords: number): Found[] => {
  const found: Found[] = [];
  let i = 0;
  while (i < words.length) {
    let hit: Found | undefined;
    for (let n = Math.min(Math.max(longest, brandWords), words.length - i); n >= 1 && !hit; n--) {
      const slice = words.slice(i, i + n);
      const key = keyOf(slice);
      const matches: Match[] = [...(table.get(key) ?? [])];
      const brand = brands.get(slice.join(' '));
      if (brand) matches.push({ kind: 'brand', value: brand });
      if (!matches.length) {
        // Plural or other forms of a garment, category or colour phrase: "culottes", "hoop earrings".
        const garment = garmentOf(slice.join(' '));
        if (garment) matches.push({ kind: 'garment', value: garment });
        else {
          const last = singular(slice[slice.length - 1]!);
          const singularKey = keyOf([...slice.slice(0, -1), last]);
          matches.push(...(table.get(singularKey) ?? []).filter((m) => m.kind !== 'tier' && m.kind !== 'occasion' && m.kind !== 'style' && m.kind !== 'season'));
        }
      }
      // "camel-coloured", "sage-toned": a colour made an adjective is that colour.
      const hued = n === 1 ? HUED.exec(slice[0]!) : null;
      if (!matches.length && hued) matches.push(...(table.get(keyOf([hued[1]!])) ?? []).filter((m) => m.kind === 'colour'));
      if (matches.length) hit = { from: i, to: i + n, words: slice.join(' '), matches };
    }
    if (hit && !(hit.words in ADJECTIVE_BEFORE && ADJECTIVE_BEFORE[hit.words]!.has(words[hit.to] ?? '')) && !(hit.words in PIECE_AFTER && !PIECE_AFTER[hit.words]!.has(words[hit.from - 1] ?? ''))) {
      found.push(hit);
      i = hit.to;
    } else i++;
  }
  return found;
};

const NO_BRANDS: ReadonlyMap<string, string> = new Map();

/**
 * The category a bare text names by the phrase table alone ("a navy gilet" → Outerwear, "something
 * for my feet" → Shoes), for callers holding a piece's name rather than a clause: the same words
 * a clause's slots are read by, so there is one reader of garments.
 */
export const categoryOfText = (text: string): Category | undefined => {
  for (const found of findPhrases(tokenize(text.toLowerCase()).map((t) => t.text), NO_BRANDS, 1)) {
    for (const m of found.matches) {
      if (m.kind === 'category') return m.value;
      if (m.kind === 'garment') return m.value.category;
    }
  }
  return undefined;
};
