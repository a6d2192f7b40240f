/**
 * A piece just shown, named by what it looks like rather than its place in the list: "that red
 * dress", "the one from Solenne", "the leather one", "the cheapest one". The words come from the NLU
 * layer's slots (colours, garments, brands, materials); a result matches when its name, brand,
 * colour and category hold every one of them. Pure.
 */
import type { Slots } from '../../nlu/types.js';
import { has } from './words.js';

export interface Described {
  /** Words every matching piece holds (singular garment words, colours, brands, materials). */
  words: string[];
  /** "the cheapest one", "the priciest": by price instead of words. */
  extreme?: 'cheapest' | 'dearest';
  /** The garments named ("jacket") and their catalogue categories (Outerwear), for a piece the shop calls otherwise. */
  garments?: { words: string[]; categories: string[] };
}

const stemOf = (w: string) => w.toLowerCase().replace(/(?:es|s)$/, '');

/** What the clause describes a piece by, or null when it names it by position or not at all. */
export const describedIn = (text: string, slots: Slots): Described | null => {
  const lower = text.toLowerCase();
  const extreme = has(lower, 'cheapest|cheaper one|least expensive|lowest price') ? 'cheapest' as const
    : has(lower, 'priciest|most expensive|dearest|pricier one|more expensive one') ? 'dearest' as const : undefined;
  const garmentWords = slots.garments.map((g) => stemOf(g.garment));
  const categoryWords = slots.garments.length ? [] : slots.categories.map((c) => stemOf(c));
  const words = [...new Set([...slots.colours, ...slots.shades, ...garmentWords, ...categoryWords, ...slots.materials, ...slots.brands.map((b) => b.toLowerCase())])];
  const garments = garmentWords.length ? { garments: { words: garmentWords, categories: [...new Set(slots.garments.map((g) => g.category))] } } : {};
  return words.length || extreme ? { words, ...(extreme ? { extreme } : {}), ...garments } : null;
};

const haystack = (item: Record<string, unknown>) =>
  [item.product_name, item.item_name, item.name, item.brand, item.color, item.category, item.description]
    .filter((v): v is string => typeof v === 'string').join(' ').toLowerCase();

const holds = (hay: string, word: string) => new RegExp(`(?:^|[^a-z0-9])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(hay);

/** The shown pieces the description fits, best first: all its words, then by price for an extreme. */
export const pickDescribed = <T extends Record<string, unknown>>(items: T[], d: Described): T[] => {
  const fits = items.filter((item) => {
    const hay = haystack(item);
    // "crossbody bag" fits the Black Mini Crossbody of the Bags: a garment of several words fits by each of them.
    // A word from its start: "red" is not in "structured".
    return d.words.every((w) => holds(hay, w) || (w.includes(' ') && w.split(' ').every((part) => holds(hay, part))));
  });
  if (!d.extreme) return fits.length ? fits : ofGarmentCategory(items, d);
  const price = (i: T) => (typeof i.price === 'number' ? i.price : Number.NaN);
  const priced = fits.filter((i) => !Number.isNaN(price(i))).sort((a, b) => price(a) - price(b));
  const one = d.extreme === 'cheapest' ? priced[0] : priced.at(-1);
  return one ? [one] : [];
};

/** Garment words shoppers use for most pieces of their category. */
const UMBRELLA = new Set(['jacket', 'coat', 'layer', 'purse', 'handbag', 'footwear', 'shoe']);

/**
 * "that jacket" when the one piece of outerwear shown is a blazer: a garment named in other words than the
 * shop's is the one shown piece of its category, when the rest of the description (colour, brand) fits it.
 */
const ofGarmentCategory = <T extends Record<string, unknown>>(items: T[], d: Described): T[] => {
  const garments = d.garments;
  // Only a word that covers most of its category ("jacket" for a blazer): "the loafers" are never the sneakers shown.
  if (!garments?.words.every((w) => UMBRELLA.has(w))) return [];
  const inCategory = items.filter((i) => typeof i.category === 'string' && garments.categories.includes(i.category));
  if (inCategory.length !== 1) return [];
  const hay = haystack(inCategory[0]!);
  return d.words.filter((w) => !garments.words.includes(w)).every((w) => holds(hay, w)) ? inCategory : [];
};

/**
 * The clause's slots kept to the words a part of it says: "remove the red dress from cart. … black or navy?" describes
 * the piece by "red dress" only, not by the colours asked for after it.
 */
export const slotsWithin = (part: string, slots: Slots): Slots => {
  const lower = part.toLowerCase();
  const said = (w: string) => lower.includes(w.toLowerCase());
  return {
    ...slots,
    colours: slots.colours.filter(said),
    shades: slots.shades.filter(said),
    materials: slots.materials.filter(said),
    brands: slots.brands.filter(said),
    garments: slots.garments.filter((g) => said(g.word) || said(g.garment)),
    categories: slots.categories.filter((c) => said(stemOf(c)) || slots.garments.some((g) => g.category === c && (said(g.word) || said(g.garment)))),
  };
};
