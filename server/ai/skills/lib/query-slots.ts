/**
 * A catalogue search from the NLU slots (`queryOf`): the garment itself ("culottes", not any
 * bottoms), a price in words or another currency (in US dollars, as the catalogue prices), a
 * material, a season, what is ruled out. And how an empty search is widened: the material is left
 * out; a stated budget is never overstepped (the reply offers it).
 */
import { GARMENT_WORDS, SHADE_COLOUR, singular } from '../../nlu/index.js';
import { CATEGORIES } from '../../../../tools/recommendations/vocabulary.js';
import type { Slots } from '../../nlu/types.js';
import { priceRange } from '../../../../tools/text/price.js';
import { SEARCH_PRICE_MAX } from '../../../../tools/catalogue/tools.js';
import type { ProductQuery } from './request.js';
import { kindsOf } from './garment-kinds.js';

/**
 * The nouns that name a whole catalogue category ("shoes", "a bag", "tops", "jewellery"): these
 * search as the category. Every narrower garment noun, everyday ones included ("sneakers", "jeans",
 * "a sweater", "a scarf", "swimwear"), joins the search's words too, so "any sneakers?" lists
 * sneakers and not boots and heels, and "sweaters" no linen shirt.
 */
const WHOLE_CATEGORY_NOUNS = new Set([
  ...CATEGORIES.map((c) => c.toLowerCase()),
  // "handbag" is how shoppers say a bag; "clothes" and "clothing" name no one garment.
  'shoe', 'bag', 'handbag', 'dress', 'top', 'bottom', 'accessory', 'jewelry', 'jewellery', 'footwear', 'clothes', 'clothing',
].flatMap((w) => [w, `${w}s`]));

/** Every garment a search's words may hold (as `queryOf` adds one: the synonym, else the garment), longest first. */
const GARMENT_NAMES = [...new Set([...GARMENT_WORDS.values()].flatMap((g) => [g.garment, g.synonym ?? g.garment]).concat([...GARMENT_WORDS.keys()]))]
  .sort((a, b) => b.length - a.length);

/** The words of the garments a search's text names ("black kitten heel" → kitten, heel), to replace them. */
export const garmentWordsIn = (text: string): string[] => {
  let rest = ` ${text.toLowerCase()} `;
  const found: string[] = [];
  for (const name of GARMENT_NAMES) {
    for (const form of [`${name}es`, `${name}s`, name]) {
      if (!rest.includes(` ${form} `)) continue;
      found.push(...form.split(/[ ]/));
      rest = rest.replace(` ${form} `, ' ');
    }
  }
  return found;
};

/** The garment the slots name that is narrower than its category (culottes, mules, sneakers, a sweater — not "a bag" or "shoes"). */
export const narrowGarmentOf = (slots: Pick<Slots, 'garments'>): Slots['garments'][number] | undefined =>
  slots.garments.find((g) => !WHOLE_CATEGORY_NOUNS.has(g.word) && (!WHOLE_CATEGORY_NOUNS.has(g.garment) || described(g)));

/** A garment said with another garment describing it ("puffer coat", "dress boots"): narrower than the garment alone. */
const described = (g: Slots['garments'][number]) => g.word.includes(' ') && !g.garment.includes(' ');

/**
 * The garment in the shopper's own form when it is the garment itself, plural included ("mules",
 * "kitten heels": the catalogue's search stems both alike), else the garment ("lbd" is a little black dress).
 */
export const garmentAsSaid = (g: Slots['garments'][number]): string => {
  const last = g.word.split(' ').slice(-g.garment.split(' ').length).join(' ');
  return singular(g.word) === singular(g.garment) || g.word === g.garment || (described(g) && singular(last) === singular(g.garment)) ? g.word : g.garment;
};

/** Words about price are a tier, never a word to rule out ("not too expensive" is budget). */
const PRICE_WORDS = new Set(['luxury', 'expensive', 'pricey', 'cheap', 'budget', 'designer', 'high-end', 'affordable']);

/** The materials a season dresses in, as alternatives: "summer dresses" are linen, cotton or silk dresses. */
const SEASON_MATERIALS: Readonly<Record<'summer' | 'winter', readonly string[]>> = {
  summer: ['linen', 'cotton', 'silk'],
  winter: ['wool', 'cashmere', 'knit'],
};

/** The cheapest piece of the whole catalogue asked for: a search with no words lists the cheapest first. */
export const CHEAPEST_THING = "(?:cheapest|least expensive|lowest[- ]priced) (?:thing|things|piece|pieces|item|items|stuff|one)(?! (?:in|from) (?:my|the (?:feed|trending)))";

/** What a price tier means when no amount was said. */
export const TIER_PRICES: Readonly<Record<'budget' | 'mid' | 'luxury', { min?: number; max?: number }>> = {
  budget: { max: 100 }, mid: { min: 100, max: 500 }, luxury: { min: 500 },
};
const TIER_WORD = { budget: 'budget', mid: 'mid-range', luxury: 'luxury' } as const;

const words = (text: string | undefined) => (text ?? '').split(/\s+/).filter(Boolean);
const roundUsd = (n: number | undefined) => (n === undefined ? undefined : Math.round(n));

/** "black wool culottes under $80 without leather": what the query asks, for the reply. */
export const phraseOf = (q: Omit<ProductQuery, 'phrase'>, extra: { tierWord?: string; season?: string } = {}): string => {
  const text = (q.text ?? '').split(/\s+or\s+/i)[0]!.trim();
  const shown = extra.season ? words(text).filter((w) => !SEASON_MATERIALS.summer.includes(w) && !SEASON_MATERIALS.winter.includes(w)).join(' ') : text;
  const category = q.category ? q.category.toLowerCase() : '';
  // A garment said is the noun ("mules", not "mules shoes"); else the category names the pieces.
  const noun = category && !new RegExp(`\\b${category.replace(/s$/, '')}`).test(shown) && !garmentWordsIn(shown).length ? category : shown ? '' : 'pieces';
  const price = priceRange({ min: q.minPrice, max: q.maxPrice });
  const without = q.exclude?.length ? `without ${q.exclude.join(' or ')}` : '';
  return [extra.tierWord ?? '', extra.season ?? '', shown, noun, price, without].filter(Boolean).join(' ').replace(/\s+/g, ' ');
};

/**
 * The catalogue search a clause's slots ask for, or null when they name nothing to search by. The one
 * reader of a search: colour, material, the garment when it is narrower than its category (culottes,
 * mules, sneakers, a sweater — not "a bag" or "shoes", which the category already means), style words, a
 * season's materials, the price in US dollars (amounts in words, other currencies, caps and budgets
 * are the NLU layer's), the tier when no amount was said, and what is ruled out.
 */
export const queryOf = (slots: Slots): ProductQuery | null => {
  const q: ProductQuery = { phrase: '' };
  // "mules or loafers": each garment is an alternative; the category only when they share one.
  const choice = slots.garmentChoice && slots.garments.length > 1 ? slots.garments : null;
  const category = choice && new Set(choice.map((g) => g.category)).size > 1 ? undefined : slots.categories[0];
  if (category) q.category = category;
  const garment = narrowGarmentOf(slots);
  const said: string[] = [];
  const add = (word: string) => {
    for (const w of words(word)) if (!said.includes(w)) said.push(w);
  };
  // "navy or black culottes": each colour is an alternative search ("navy culottes or black culottes").
  const colourForms = slots.colourChoice && slots.colours.length > 1 ? slots.colours : slots.colours.slice(0, 1);
  for (const m of slots.materials) add(m);
  const described = [...said];
  // A brand is searched by its name, as the catalogue's words hold it ("Solenne dresses").
  const brands = slots.brands.slice(0, 1);
  for (const style of slots.styles ?? []) add(style);
  const styles = said.slice(described.length);
  // The garment as said, or by its common name ("kitten heels" or heels, "wellies" or boots): alternatives.
  const garmentForms = choice ? [...new Set(choice.map((g) => (narrowGarmentOf({ garments: [g] }) ? garmentAsSaid(g) : g.synonym ?? garmentAsSaid(g))))]
    : garment ? [...new Set([garmentAsSaid(garment), ...(garment.synonym ? [garment.synonym] : []), ...kindsOf(garment.word)])] : [''];
  // "summer dresses": each of the season's materials with the other words ("black linen or black cotton").
  const season = slots.season && !slots.materials.length ? SEASON_MATERIALS[slots.season] : null;
  const alternatives = (colourForms.length ? colourForms : ['']).flatMap((c) => garmentForms.flatMap((g) => (season ?? ['']).map((m) => {
    const own = words(g).filter((w) => !described.includes(w) && w !== c);
    return [...words(c), ...described.filter((w) => w !== c), ...words(m), ...own, ...styles.filter((w) => !own.includes(w)), ...brands].join(' ');
  })));
  const text = [...new Set(alternatives.map((a) => a.trim()).filter(Boolean))].join(' or ');
  if (text) q.text = text;
  const price = slots.price && (slots.price.usd.min !== undefined || slots.price.usd.max !== undefined) ? slots.price : null;
  if (price) {
    q.minPrice = roundUsd(price.usd.min);
    q.maxPrice = roundUsd(price.usd.max);
    if (q.minPrice === undefined) delete q.minPrice;
    // A ceiling above any price the search takes ("under $5 million") leaves nothing out: no ceiling, not a refused call.
    if (q.maxPrice === undefined || q.maxPrice > SEARCH_PRICE_MAX) delete q.maxPrice;
    // A floor above it is searched at it and finds what it would.
    if (q.minPrice !== undefined && q.minPrice > SEARCH_PRICE_MAX) q.minPrice = SEARCH_PRICE_MAX;
  }
  q.explicitPrice = !!price;
  if (slots.tier) {
    q.tier = slots.tier;
    const implied = TIER_PRICES[slots.tier];
    if (!price && implied.min !== undefined) q.minPrice = implied.min;
    if (!price && implied.max !== undefined) q.maxPrice = implied.max;
    // "mid-range, nothing over 600": an amount bounds one side, the tier the other (when they agree).
    if (price && q.minPrice === undefined && q.maxPrice !== undefined && implied.min !== undefined && implied.min < q.maxPrice) q.minPrice = implied.min;
    if (price && q.maxPrice === undefined && q.minPrice !== undefined && implied.max !== undefined && implied.max > q.minPrice) q.maxPrice = implied.max;
  }
  // A ruled-out shade goes by its vocabulary colour, as products are coloured ("not ivory" rules out cream).
  const exclude = [...new Set(slots.exclusions.filter((w) => !PRICE_WORDS.has(w) && !(SHADE_COLOUR[w] && slots.exclusions.includes(SHADE_COLOUR[w]!))))];
  if (exclude.length) q.exclude = exclude;
  // "show me 3 gilets": how many to show.
  if (slots.count) q.count = slots.count;
  if (q.text === undefined && q.category === undefined && q.minPrice === undefined && q.maxPrice === undefined && !q.tier && !exclude.length) return null;
  const seasonWord = slots.season ?? undefined;
  q.phrase = phraseOf(q, { tierWord: q.tier && !price ? TIER_WORD[q.tier] : '', season: season ? seasonWord : undefined });
  // "navy or black culottes" is said back with both colours.
  if (choice && garmentForms.length > 1) q.phrase = q.phrase.replace(new RegExp(`\\b${garmentForms[0]}\\b`), garmentForms.join(' or '));
  if (colourForms.length > 1) q.phrase = q.phrase.replace(new RegExp(`\\b${colourForms[0]}\\b`), colourForms.join(' or '));
  // A budget said in another currency is said back as the shopper said it, with the dollars searched.
  if (price && price.currency !== 'USD') q.phrase = `${q.phrase} (${saidAmount(price)})`;
  return q;
};


const SYMBOL: Record<string, string> = { GBP: '£', EUR: '€', JPY: '¥' };
const money = (n: number, currency: string) => `${SYMBOL[currency] ?? `${currency} `}${Number.isInteger(n) ? n : n.toFixed(2)}`;
/** "£35", "€80 to €120": the shopper's own amount. */
const saidAmount = (p: NonNullable<Slots['price']>): string =>
  p.min !== undefined && p.max !== undefined ? `${money(p.min, p.currency)} to ${money(p.max, p.currency)}`
    : p.max !== undefined ? `${money(p.max, p.currency)} at most` : p.min !== undefined ? `${money(p.min, p.currency)} or more` : '';
