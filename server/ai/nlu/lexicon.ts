/**
 * The lexicon a message is read against: the static vocabulary (./vocabulary.ts), the trip
 * planner's destinations, plus the catalogue's influencer handles and brands (the caller loads
 * those). Built once per catalogue change (~30 ms, the climate table's first read most of it);
 * reading against it is pure.
 */
import { areaNames } from '../../../tools/trips/areas.js';
import { climateTable, cityLabel } from '../../../tools/trips/climate.js';
import { normalisePlace } from '../../../tools/trips/destinations.js';
import { isValidHandle, normaliseHandle } from '../../../tools/sources/handles.js';
import type { AccountStyle } from './described-accounts.js';
import { LABEL_WORDS } from './labels.js';
import { buildSpeller, type Speller } from './spell.js';
import type { Lexicon } from './types.js';
import {
  APP_WORDS, CATEGORY_WORDS, COLOUR_WORDS, GARMENT_WORDS, MATERIAL_FORMS, MATERIAL_WORDS, OCCASION_WORDS, SHADE_COLOUR, STYLE_WORDS, TIER_WORDS,
} from './vocabulary.js';
import { NUMBER_WORDS_FOR_SPELLING } from './numbers.js';
import { HOLIDAYS } from './holidays.js';

export interface Place {
  /** "Lisbon, Portugal" */
  label: string;
  /** The normalised name or alias this entry was made from. */
  key: string;
  /** The city's own name (not an alias). */
  primary: boolean;
  /** A country or region, not a city ("Portugal", "the Amalfi Coast"): read only after a travel cue. */
  area?: boolean;
}

export interface LexiconIndex {
  speller: Speller;
  /** Normalised place name or alias → its places (several cities share some names). */
  places: ReadonlyMap<string, readonly Place[]>;
  /** Place entries by the length of their key, for near misses. */
  placesByLength: ReadonlyMap<number, readonly Place[]>;
  /** The longest place name, in words. */
  placeWords: number;
  /** Handle without its separators ("osloknits") → handle ("oslo_knits"). */
  handleByBare: ReadonlyMap<string, string>;
  /** Lower-cased brand (one or more words) → brand as the catalogue spells it. */
  brandByLower: ReadonlyMap<string, string>;
  brandWords: number;
  /** An influencer's display name without spaces ("camille", "osloknits") → handle: a name, read where accounts are talked about. */
  handleByName: ReadonlyMap<string, string>;
  /** Each influencer's style vector, for accounts described by their style (./described-accounts.ts). */
  accountStyles: readonly AccountStyle[];
}

/** An influencer as the database holds it: its handle, display name and style vector. */
export interface KnownAccount {
  handle: string;
  name?: string;
  style?: readonly number[];
}

/** Handles compare without their dots and underscores: "oslo knits", "osloknits" and "oslo_knits" are one. */
export const bareHandle = (handle: string): string => handle.replace(/[._]/g, '');

/** Every form of a vocabulary word a shopper types, for spelling. */
const vocabularyForms = (): string[] => {
  // Colours first: on a tie the earlier word wins ("blck" is black before block).
  const forms: string[] = [...COLOUR_WORDS, ...Object.keys(SHADE_COLOUR).flatMap((w) => w.split(' '))];
  const plural = (w: string) => (/(s|sh|ch|x|z)$/.test(w) ? `${w}es` : w.endsWith('y') && !/[aeiou]y$/.test(w) ? `${w.slice(0, -1)}ies` : `${w}s`);
  for (const [word, entry] of GARMENT_WORDS) {
    for (const w of word.split(/[ -]/)) forms.push(w, plural(w), ...(w.endsWith('f') ? [`${w.slice(0, -1)}ves`] : []));
    forms.push(...entry.garment.split(/[ -]/));
  }
  forms.push(...Object.keys(CATEGORY_WORDS).flatMap((w) => w.split(' ')));
  forms.push(...COLOUR_WORDS, ...Object.keys(SHADE_COLOUR).flatMap((w) => w.split(' ')), 'gray');
  forms.push(...MATERIAL_WORDS.flatMap((w) => w.split(' ')), ...Object.keys(MATERIAL_FORMS));
  forms.push(...Object.keys(OCCASION_WORDS).flatMap((w) => w.split(' ')));
  // Cuts, prints and finishes ("quilted", "pleated") are words of their own, never a typo of a common word ("quite").
  forms.push(...Object.keys(STYLE_WORDS).flatMap((w) => w.split(/[ -]/)));
  forms.push(...Object.keys(TIER_WORDS).flatMap((w) => w.split(/[ -]/)));
  forms.push(...APP_WORDS, ...NUMBER_WORDS_FOR_SPELLING);
  return forms.filter((w) => /^[a-z]+$/.test(w));
};

const buildPlaces = () => {
  const places = new Map<string, Place[]>();
  for (const city of climateTable().cities) {
    const label = cityLabel(city);
    [city.name, ...city.aliases].forEach((name, i) => {
      const key = normalisePlace(name);
      if (!key) return;
      const list = places.get(key) ?? [];
      if (!list.some((p) => p.label === label)) list.push({ label, key, primary: i === 0 });
      places.set(key, list);
    });
  }
  // Countries and regions, named as the planner writes them, for it to answer with their cities.
  for (const [key, area] of areaNames()) if (!places.has(key)) places.set(key, [{ label: area.name, key, primary: true, area: true }]);
  // A city's own name first: "Monaco" is the principality before Munich's Italian name.
  for (const list of places.values()) list.sort((a, b) => Number(b.primary) - Number(a.primary));
  const all = [...places.values()].flat();
  const placesByLength = new Map<number, Place[]>();
  for (const place of all) placesByLength.set(place.key.length, [...(placesByLength.get(place.key.length) ?? []), place]);
  const placeWords = Math.max(...all.map((p) => p.key.split(' ').length));
  return { places, placesByLength, placeWords };
};

/**
 * A caller's word that is a vocabulary word with one letter dropped ("gren", "dreses", "folow"), four
 * letters or more: a typo someone wrote into an example, not a word to keep. ("inactive" is kept.)
 */
const isDroppedLetter = (word: string, vocabulary: ReadonlySet<string>): boolean => {
  if (word.length < 4 || vocabulary.has(word)) return false;
  for (let i = 0; i <= word.length; i++) {
    for (const c of 'abcdefghijklmnopqrstuvwxyz') if (vocabulary.has(word.slice(0, i) + c + word.slice(i))) return true;
  }
  return false;
};

let staticPart: (ReturnType<typeof buildPlaces> & { vocabulary: string[] }) | undefined;

/**
 * `words`: extra words of the caller's own (the skills' example vocabulary). They are never
 * "corrected", and a typo of one is corrected to it, like the static vocabulary.
 */
export const buildLexicon = (input: { handles: string[]; brands: string[]; words?: string[]; accounts?: readonly KnownAccount[] }): Lexicon => {
  staticPart ??= { ...buildPlaces(), vocabulary: vocabularyForms() };
  const { places } = staticPart;
  const handles = [...new Set(input.handles.map(normaliseHandle).filter(isValidHandle))];
  const brands = [...new Set(input.brands.map((b) => b.trim().replace(/\s+/g, ' ')).filter(Boolean))];
  const handleByBare = new Map(handles.map((h) => [bareHandle(h), h]));
  const brandByLower = new Map(brands.map((b) => [b.toLowerCase(), b]));
  const nameWords = [...handles.flatMap((h) => h.split(/[._]/)), ...brands.flatMap((b) => b.toLowerCase().split(' '))];
  // A holiday's name ("mardi gras", "midsommar") is when, never a typo of a garment or a colour; a fashion label's words
  // are names, never typos: "dr martens" stays Dr Martens.
  const protectedWords = [...places.keys(), ...Object.keys(HOLIDAYS).filter((k) => /^[a-z ]+$/.test(k))].flatMap((k) => k.split(' ')).concat(LABEL_WORDS);
  const vocabulary = new Set(staticPart.vocabulary);
  // A place named in an example ("pack for oslo") stays a place, not vocabulary: "follow oslo" may still name oslo_knits.
  const words = (input.words ?? []).map((w) => w.toLowerCase())
    .filter((w) => /^[a-z]+$/.test(w) && !isDroppedLetter(w, vocabulary) && !places.has(w));
  const index: LexiconIndex = {
    speller: buildSpeller([...staticPart.vocabulary, ...words], protectedWords, { words: nameWords, phrases: brands }, [...places.keys()]),
    places: staticPart.places,
    placesByLength: staticPart.placesByLength,
    placeWords: staticPart.placeWords,
    handleByBare,
    brandByLower,
    brandWords: Math.max(1, ...brands.map((b) => b.split(' ').length)),
    handleByName: namesOf(input.accounts ?? [], handleByBare),
    accountStyles: (input.accounts ?? []).flatMap((a) => (a.style?.length ? [{ handle: normaliseHandle(a.handle), vector: a.style }] : [])),
  };
  return { handles, brands, internal: index };
};

/** Display names that are no handle already, each naming one account ("Camille" → camille.style). */
const namesOf = (accounts: readonly KnownAccount[], handleByBare: ReadonlyMap<string, string>): Map<string, string> => {
  const byName = new Map<string, string[]>();
  for (const a of accounts) {
    const name = (a.name ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
    if (name.length >= 3 && !handleByBare.has(name)) byName.set(name, [...(byName.get(name) ?? []), normaliseHandle(a.handle)]);
  }
  return new Map([...byName].filter(([, handles]) => handles.length === 1).map(([name, handles]) => [name, handles[0]!]));
};

/** The indexes behind a lexicon (readers only). */
export const indexOf = (lexicon: { internal: unknown }): LexiconIndex => {
  const index = lexicon.internal as LexiconIndex | null;
  if (!index?.speller) throw new Error('Lexicon not built by buildLexicon.');
  return index;
};
