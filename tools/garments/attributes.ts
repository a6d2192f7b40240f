/**
 * Derives what a piece is good for (formality, warmth, seasons, occasions) from its category, its
 * name's garment word, its material and its other words, by the table in ./lexicon.ts. The rule:
 *
 * 1. Base: the name's garment (its last garment word or two-word phrase: "shirt dress" is a dress),
 *    else the category's default.
 * 2. Materials: the name's, else those the details mention. Warmth adjustments add up (a "linen
 *    wool" blend is as warm as cotton); formality is held at least / at most each one's bound.
 *    Modifier words ("quilted", "evening", "sleeveless") adjust the same way.
 * 3. The category's caps last (activewear stays athleisure, only a coat is a winter coat); both
 *    scales clamped to 1…5 and rounded.
 * 4. Seasons: a seasonal material's (linen: spring and summer; wool: autumn and winter); else all
 *    four for pieces worn whatever the weather (shoes, bags, jeans); else by warmth.
 * 5. Occasions: those whose formality band holds the piece (beach and festival also only when it
 *    is light), plus the garment's, materials' and category's additions, less their exclusions.
 *
 * Pure and deterministic. `explainAttributes` also says which rows applied, one reason each.
 */
import type { Category } from '../recommendations/vocabulary.js';
import { CATEGORIES } from '../recommendations/vocabulary.js';
import {
  GARMENT_OCCASIONS, GARMENT_SEASONS, type GarmentAttributes, type GarmentOccasion, type GarmentSeason, type Level,
} from './contracts.js';
import {
  CATEGORY_RULES, GARMENTS, MATERIALS, MODIFIERS, OCCASION_BANDS, SEASONS_BY_WARMTH, UNKNOWN_CATEGORY,
  type Adjustment, type CategoryRule, type GarmentEntry,
} from './lexicon.js';

export interface GarmentText {
  category: string;
  name: string;
  /** Other text about the piece (a product's description, an item's notes and tags): read only for materials. */
  details?: string | null;
}

/** Lower-case words, plural -s dropped, so "Linen Shorts" reads as linen + short. */
export const pieceWords = (text: string): string[] =>
  (text.toLowerCase().match(/[a-z]+(?:-[a-z]+)*/g) ?? []).map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));

/** The table's keys read the way pieceWords reads a name ("sports bra" → "sport bra"). */
const normalised = <T>(table: Readonly<Record<string, T>>): ReadonlyMap<string, T> =>
  new Map(Object.entries(table).map(([key, value]) => [pieceWords(key).join(' '), value]));

const GARMENT_TABLE = normalised(GARMENTS);
const MATERIAL_TABLE = normalised(MATERIALS);
const MODIFIER_TABLE = normalised(MODIFIERS);

interface Found<T> { key: string; entry: T; start: number; end: number }

/** Every table phrase in the words, two-word phrases first where they overlap a one-word one. */
const findAll = <T>(words: readonly string[], table: ReadonlyMap<string, T>): Found<T>[] => {
  const found: Found<T>[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : null;
    const two = pair ? table.get(pair) : undefined;
    if (two !== undefined) {
      found.push({ key: pair!, entry: two, start: i, end: i + 1 });
      i++;
      continue;
    }
    const one = table.get(words[i]!);
    if (one !== undefined) found.push({ key: words[i]!, entry: one, start: i, end: i });
  }
  return found;
};

const CATEGORY_BY_LOWER: ReadonlyMap<string, Category> = new Map(CATEGORIES.map((c) => [c.toLowerCase(), c]));

export const categoryRule = (category: string): CategoryRule => {
  const known = CATEGORY_BY_LOWER.get(category.trim().toLowerCase());
  return known ? CATEGORY_RULES[known] : UNKNOWN_CATEGORY;
};

const clampLevel = (x: number): Level => Math.min(5, Math.max(1, Math.round(x))) as Level;

export interface Explained {
  attributes: GarmentAttributes;
  /** The garment (or category default) used as the base, e.g. "slip dress" or "category Tops". */
  base: string;
  /** One line per table row that applied, in the order applied. */
  reasons: string[];
}

export const explainAttributes = ({ category, name, details }: GarmentText): Explained => {
  const words = pieceWords(name);
  const rule = categoryRule(category);
  const reasons: string[] = [];

  const garments = findAll(words, GARMENT_TABLE);
  const garment = garments.at(-1);
  // A garment phrase's own words ("denim" in "denim jacket") are not counted again as its material.
  const inGarment = (f: Found<unknown>) => garment !== undefined && f.start >= garment.start && f.end <= garment.end;
  const base: GarmentEntry = garment?.entry ?? rule.default;
  const baseName = garment ? garment.key : `category ${category || 'unknown'}`;
  reasons.push(`${baseName}: ${base.why}`);

  const inName = findAll(words, MATERIAL_TABLE).filter((f) => !inGarment(f));
  const materials = inName.length ? inName : details ? findAll(pieceWords(details), MATERIAL_TABLE) : [];
  const modifiers = findAll(words, MODIFIER_TABLE).filter((f) => !inGarment(f));
  const seen = new Set<string>();
  const adjustments: Found<Adjustment>[] = [...materials, ...modifiers].filter((f) => !seen.has(f.key) && seen.add(f.key));

  let formality = base.formality;
  let warmth = base.warmth;
  let atLeast = 1;
  let atMost = 5;
  const added = new Set<GarmentOccasion>(base.add ?? []);
  const avoided = new Set<GarmentOccasion>(base.avoid ?? []);
  let materialSeasons: GarmentSeason[] | null = null;
  for (const { key, entry } of adjustments) {
    warmth += entry.warmth ?? 0;
    if (entry.atLeast !== undefined) atLeast = Math.max(atLeast, entry.atLeast);
    if (entry.atMost !== undefined) atMost = Math.min(atMost, entry.atMost);
    for (const o of entry.add ?? []) added.add(o);
    for (const o of entry.avoid ?? []) avoided.add(o);
    if (entry.seasons) materialSeasons = [...new Set([...(materialSeasons ?? []), ...entry.seasons])];
    reasons.push(`${key}: ${entry.why}`);
  }
  // Contradictory words (a "sequin denim" piece): the ceiling wins, so nothing reads dressier than its cloth allows.
  formality = Math.min(Math.max(formality, atLeast), atMost);
  if (rule.formalityAtMost !== undefined && formality > rule.formalityAtMost) {
    formality = rule.formalityAtMost;
    reasons.push(`${category}: stays at formality ${rule.formalityAtMost} whatever the words`);
  }
  if (rule.warmthAtMost !== undefined && warmth > rule.warmthAtMost) {
    warmth = rule.warmthAtMost;
    reasons.push(`${category}: only coats and boots are warmer than ${rule.warmthAtMost}`);
  }
  const f = clampLevel(formality);
  const w = clampLevel(warmth);

  const seasons = materialSeasons ?? (base.yearRound ? [...GARMENT_SEASONS] : [...SEASONS_BY_WARMTH[w]!]);

  for (const o of rule.add ?? []) added.add(o);
  for (const o of rule.avoid ?? []) avoided.add(o);
  const inBand = GARMENT_OCCASIONS.filter((o) => {
    const band = OCCASION_BANDS[o];
    return band !== null && f >= band.from && f <= band.to && (band.warmthAtMost === undefined || w <= band.warmthAtMost);
  });
  const occasions: readonly GarmentOccasion[] = rule.only
    ?? GARMENT_OCCASIONS.filter((o) => (inBand.includes(o) || added.has(o)) && !avoided.has(o));

  return {
    attributes: {
      formality: f,
      warmth: w,
      seasons: GARMENT_SEASONS.filter((s) => seasons.includes(s)),
      occasions: GARMENT_OCCASIONS.filter((o) => occasions.includes(o)),
    },
    base: baseName,
    reasons,
  };
};

export const deriveAttributes = (text: GarmentText): GarmentAttributes => explainAttributes(text).attributes;
