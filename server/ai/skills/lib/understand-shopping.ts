/**
 * How shoppers narrow and steer a search: what they rule out ("not black", "no heels", "anything but
 * denim"), prices in everyday words ("under 80 bucks", "around a hundred"), seasons, follow-ups
 * to the search before ("cheaper ones", "show more", "in blue") and handles they want less of
 * ("stop showing me @x"). Pure: the planner turns these into tool arguments.
 */
import { COLOURS, MATERIALS } from '../../../../tools/recommendations/vocabulary.js';
import { CATEGORY_WORDS, has, MATERIAL_WORDS, SHADE_COLOUR, SHADE_WORDS, searchColourIn } from './words.js';

/** Words a shopper can rule out: colours, shades, materials, garments, finishes and prints. */
const EXTRA_EXCLUDABLE = [
  'sequins?', 'prints?', 'patterns?', 'logos?', 'florals?', 'stripes?', 'animal print', 'leopard', 'ruffles?', 'lace', 'fur',
  'faux fur', 'polyester', 'synthetics?', 'gold', 'silver', 'metallic', 'neon', 'pastels?', 'heels?', 'high heels', 'stilettos?',
  'platforms?', 'wedges?', 'skinny', 'cropped', 'oversized', 'tight', 'mini', 'maxi',
];
const balanced = (w: string) => (w.match(/\(/g) ?? []).length === (w.match(/\)/g) ?? []).length;
/** Garment words only: not body phrases ("for my feet") or the pieces of a split group. */
const categoryAlternatives = CATEGORY_WORDS.flatMap(([, words]) => words.split('|'))
  .filter((w) => balanced(w) && !/\b(?:my|to|something|a|things|stuff|carry)\b|^layers$/.test(w));
const TERMS = [
  ...COLOURS, 'gray', ...SHADE_WORDS, ...MATERIAL_WORDS, ...MATERIALS, ...EXTRA_EXCLUDABLE, ...categoryAlternatives,
].sort((a, b) => b.length - a.length);
const TERM = `(?:${[...new Set(TERMS)].join('|')})`;
const NEGATION = String.raw`(?:(?:that |which )?(?:aren'?t|isn'?t|are not|is not)|not|no|without|except(?: for)?|excluding|exclude|anything but|everything but|but no|other than|avoid(?:ing)?|minus|never|nothing|none in|(?:i )?(?:don'?t|do not) (?:want|like|need|do|wear)|(?:i )?hate|(?:i'?m )?not (?:into|a fan of))`;
const EXCLUSION = new RegExp(
  String.raw`\b${NEGATION}\s+(?:(?:in|any|a|an|the|too|more|so much|with)\s+)*(${TERM}(?:\s*(?:,|/|\bor\b|\band\b|\bnor\b)\s*(?:in\s+)?${TERM})*)(?:\s+(?:ones?|stuff|things|pieces|please))?\b`,
  'gi',
);

/** The word a search rules out: a shade's vocabulary colour, "gray" as grey, otherwise the word itself. */
const excludedWord = (term: string): string => {
  const t = term.toLowerCase().trim();
  if (t === 'gray') return 'grey';
  if (t in SHADE_COLOUR) return SHADE_COLOUR[t]!;
  return t;
};

/** What the text rules out, and the text without those phrases (so "not black" names no colour). */
export const exclusionsIn = (text: string): { exclude: string[]; rest: string } => {
  const exclude: string[] = [];
  const rest = text.replace(EXCLUSION, (_m, list: string) => {
    for (const term of list.split(/\s*(?:,|\/|\bor\b|\band\b|\bnor\b)\s*/i)) {
      const word = excludedWord(term.replace(/^in\s+/i, ''));
      if (word && !exclude.includes(word)) exclude.push(word);
    }
    return ' ';
  });
  return { exclude, rest };
};

/** Number words in prices ("under a hundred", "fifty bucks", "a grand") as digits. */
const PRICE_WORDS: [RegExp, string][] = [
  [/\b(?:a|one) grand\b/gi, '1000'], [/\b(two|three|four|five) hundred\b/gi, 'N00'], [/\b(?:a|one) hundred\b/gi, '100'],
  [/\bfifty\b/gi, '50'], [/\bsixty\b/gi, '60'], [/\bseventy\b/gi, '70'], [/\beighty\b/gi, '80'], [/\bninety\b/gi, '90'],
  [/\bforty\b/gi, '40'], [/\bthirty\b/gi, '30'], [/\btwenty\b/gi, '20'],
];
const HUNDREDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };

export const priceWordsAsDigits = (text: string): string =>
  PRICE_WORDS.reduce((t, [pattern, digits]) => t.replace(pattern, (_m, n?: string) => (digits === 'N00' && n ? String(HUNDREDS[n.toLowerCase()]! * 100) : digits)), text);

/** "around $100", "about 150 bucks": a band of a quarter either side. */
export const aroundPrice = (text: string): { min: number; max: number } | null => {
  const m = /\b(?:around|about|roughly|approximately|approx\.?|circa|~)\s*\$?\s*(\d{2,7})\b/i.exec(text);
  if (!m) return null;
  const n = Number(m[1]);
  return { min: Math.round(n * 0.75), max: Math.round(n * 1.25) };
};

/** Seasons and weather in a search ("summer dresses", "something for the cold") → the materials that suit them. */
const SEASON_MATERIALS: [string, string[]][] = [
  ['summer|summery|hot weather|heat ?wave|warm weather|tropical|humid|sunny|spring', ['linen', 'cotton', 'silk']],
  ['winter|wintry|cold weather|the cold|freezing|snow(?:y)?|chilly|autumn|fall', ['wool', 'cashmere', 'knit']],
];
export const seasonMaterials = (text: string): string[] | null => SEASON_MATERIALS.find(([w]) => has(text, w))?.[1] ?? null;

/** The search's words with every vocabulary colour swapped for the one asked ("black leather" → "blue leather"),
 * in each of its "or" alternatives ("black linen or black cotton" → "blue linen or blue cotton"). */
export const recolour = (text: unknown, colour: string): string => {
  const parts = typeof text === 'string' && text.trim() ? text.split(/\s+or\s+/i) : [''];
  return parts.map((part) => [colour, ...part.split(/\s+/).filter((w) => w && !(COLOURS as readonly string[]).includes(w.toLowerCase()))].join(' ')).join(' or ');
};

/** A follow-up to the search before: more results, cheaper or pricier ones, another colour, something ruled out. */
export interface SearchRefinement {
  more: boolean;
  cheaper: boolean;
  pricier: boolean;
  /** The vocabulary colour asked for instead ("in blue", "what about burgundy"). */
  colour: string | null;
  exclude: string[];
  /**
   * A follow-up or correction that names a slot ("under 200", "only the high-end ones", "sorry, I
   * meant loafers", "make it olive instead"): each named slot replaces the last search's, the rest stay.
   */
  changes?: SearchChanges;
}

export interface SearchChanges {
  category?: string;
  /** A garment or material word that joins (or, for a garment, replaces) the search's words. */
  garment?: string;
  material?: string;
  minPrice?: number | null;
  maxPrice?: number | null;
  /** Words of the last search a correction replaces (the garment it named before). */
  drop?: string[];
}

const LEAD = String.raw`^(?:(?:ok(?:ay)?|hmm+|and|but|so|now|please|pls|can you|could you|can i see|show me|show|give me|do you have|have you got|got|any|maybe|what about|how about|i'?d like|i want|find me|let me see|something|anything)[,!]?\s+)*`;
const MORE = new RegExp(`${LEAD}(?:some |a few |any |show )?(?:more|others|other ones|the next (?:ones?|few|page)|next (?:ones?|few|page)|anything else|what else|keep going|more options|more results)\\b(?:\\s+(?:please|options|results|of (?:those|these|them|that)|like (?:those|these|that|this|them)|do you have|have you got|is there|you got|can you show me))*[.!?]*$`, 'i');
const CHEAPER = new RegExp(`${LEAD}(?:(?:a bit |a little |much |even )?(?:cheaper|less expensive|more affordable|lower priced|less pricey)(?:\\s+(?:ones?|options?|versions?|pieces|please|alternatives?|than (?:those|these|that|them)))*|(?:those|these|they|that|it)(?:'re| are| is|'s)? (?:too|a bit|way) (?:expensive|pricey|much)|for less|too expensive|too pricey)[.!?]*$`, 'i');
const PRICIER = new RegExp(`${LEAD}(?:(?:a bit |a little |much |even )?(?:pricier|more expensive|fancier|higher[- ]end|more luxurious|more upscale)(?:\\s+(?:ones?|options?|please))*)[.!?]*$`, 'i');
const IN_COLOUR = new RegExp(`${LEAD}(?:(?:it|them|those|these|that|one|ones|the same|same|the same thing|same thing|same ones?)\\s+)?(?:but\\s+)?(?:(?:only|just)\\s+)?(?:in|in a|in the colou?r)\\s+([a-z -]{3,20}?)(?:\\s+(?:instead|please|too|ones?|maybe))*[.!?]*$`, 'i');
const COLOUR_ONLY = new RegExp(`${LEAD}(?:what about|how about|any(?:thing)? in|maybe)\\s+([a-z -]{3,20}?)(?:\\s+(?:ones?|instead|please))*[.!?]*$`, 'i');
const EXCLUDE_ONLY = new RegExp(`^\\s*(?:(?:ok(?:ay)?|hmm+|but|and|now|please)[,!]?\\s+)*(?:${NEGATION})\\s+(?:(?:in|any|a|an|the|more)\\s+)*${TERM}(?:\\s*(?:,|\\bor\\b|\\band\\b)\\s*${TERM})*(?:\\s+(?:ones?|please|this time|stuff|things))*[.!?]*$`, 'i');

/** A follow-up to a search, or null when the text asks something else (a new search names a category). */
export const refinementIn = (clause: string): SearchRefinement | null => {
  const text = clause.trim().toLowerCase().replace(/\s+/g, ' ');
  const base: SearchRefinement = { more: false, cheaper: false, pricier: false, colour: null, exclude: [] };
  if (MORE.test(text)) return { ...base, more: true };
  if (CHEAPER.test(text)) return { ...base, cheaper: true };
  if (PRICIER.test(text)) return { ...base, pricier: true };
  const named = IN_COLOUR.exec(text)?.[1] ?? COLOUR_ONLY.exec(text)?.[1];
  if (named) {
    const { exclude, rest } = exclusionsIn(named);
    const colour = searchColourIn(rest);
    if (colour && rest.trim().split(/\s+/).length <= 2) return { ...base, colour, exclude };
  }
  if (EXCLUDE_ONLY.test(text)) return { ...base, exclude: exclusionsIn(text).exclude };
  return null;
};

/**
 * Wanting less of an account: "stop showing me stuff from @x", "hide @x", "no more @x", "less of
 * @x", "I'm tired of @x". These pause (never add, never delete) the account the shopper has.
 */
const HIDE = String.raw`stop (?:showing|suggesting|recommending|sending)|stop|(?:don'?t|do not|never) (?:follow|add|include|show|suggest|recommend)|no longer|(?:i )?(?:don'?t|do not) want to (?:follow|see|add)|don'?t (?:show|want|need|suggest|recommend)|do not (?:show|want|suggest)|hide|no more|less (?:of|from)|fewer|enough (?:of|from|with)|(?:i'?m |i am )?(?:tired|sick|bored) of|not interested in|block|silence|snooze|get rid of|(?:i )?(?:don'?t|do not) (?:like|care for|care about)|(?:i )?(?:hate|dislike)|not (?:a fan of|into)|too much|(?:is|are) (?:boring|dull|too much|annoying)`;
export const wantsLess = (plain: string): boolean => has(plain, HIDE);
