/**
 * A search's constraints from the NLU slots, where the words-only reader left them out: the
 * garment itself ("culottes", not any bottoms), a price in words or another currency (in US
 * dollars, as the catalogue prices), a material, what is ruled out. And how an empty search is
 * widened: the material is left out; a stated budget is never overstepped (the reply offers it).
 */
import type { Slots } from '../../nlu/types.js';
import { priceRange } from '../../../../tools/text/price.js';
import type { ProductQuery } from './request.js';
import { MATERIAL_WORDS } from './words.js';

/**
 * The everyday nouns a category search already means ("a bag", "sneakers", "a sweater", "a
 * blazer"): these search as the category. A narrower garment (culottes, mules, a gilet, loafers)
 * also joins the search's words, so the shopper gets that garment and not any bottoms or shoes.
 */
const CATEGORY_WORDS = new Set([
  'bag', 'handbag', 'tote', 'shoe', 'sneaker', 'trainer', 'boot', 'dress', 'top', 'shirt', 'tee', 't-shirt', 'tshirt', 'blouse',
  'sweater', 'jumper', 'pullover', 'jacket', 'coat', 'blazer', 'jean', 'jeans', 'trouser', 'trousers', 'pant', 'pants', 'skirt', 'bottom',
  'earring', 'necklace', 'ring', 'bracelet', 'jewelry', 'jewellery', 'scarf', 'hat', 'belt', 'outerwear', 'accessory', 'accessories',
  'activewear', 'sleepwear', 'footwear', 'knitwear',
].flatMap((w) => [w, `${w}s`]));

/** Words about price are a tier, never a word to rule out ("not too expensive" is budget). */
const PRICE_WORDS = new Set(['luxury', 'expensive', 'pricey', 'cheap', 'budget', 'designer', 'high-end', 'affordable']);

/** A price in dollars is the words-only reader's; the NLU layer's is used for other currencies and amounts in words. */
const DOLLARS = /\$|\bdollars?\b|\busd\b|\bbucks\b/i;

const words = (text: string | undefined) => (text ?? '').split(/\s+/).filter(Boolean);
const roundUsd = (n: number | undefined) => (n === undefined ? undefined : Math.round(n));

/** "black wool culottes under $80 without leather": what the query asks, for the reply. */
export const phraseOf = (q: Omit<ProductQuery, 'phrase'>, extra: { tierWord?: string } = {}): string => {
  const text = (q.text ?? '').split(/\s+or\s+/i)[0]!.trim();
  const category = q.category ? q.category.toLowerCase() : '';
  const noun = category && !new RegExp(`\\b${category.replace(/s$/, '')}`).test(text) ? category : text ? '' : 'pieces';
  const price = priceRange({ min: q.minPrice, max: q.maxPrice });
  const without = q.exclude?.length ? `without ${q.exclude.join(' or ')}` : '';
  return [extra.tierWord ?? '', text, noun, price, without].filter(Boolean).join(' ').replace(/\s+/g, ' ');
};

/**
 * The words-only query with what the slots add. Null when neither found anything to search for.
 * The garment word joins the search's words when it is narrower than its category.
 */
export const enrichQuery = (q: ProductQuery | null, slots: Slots, text = ''): ProductQuery | null => {
  const garment = slots.garments.find((g) => !CATEGORY_WORDS.has(g.garment) && !CATEGORY_WORDS.has(g.word));
  const nluPrice = slots.price && (slots.price.usd.min !== undefined || slots.price.usd.max !== undefined) && !(q?.explicitPrice && DOLLARS.test(text)) ? slots.price : null;
  const anything = garment || nluPrice || slots.colours.length || slots.materials.length || slots.exclusions.length || slots.garments.length;
  if (!q && !anything) return null;
  const out: ProductQuery = q ? { ...q } : { phrase: '' };
  let changed = !q;
  if (!out.category && slots.categories[0]) { out.category = slots.categories[0]; changed = true; }
  const have = new Set(words(out.text).map((w) => w.toLowerCase()));
  const add: string[] = [];
  if (!q?.text && slots.colours[0] && !have.has(slots.colours[0])) add.push(slots.colours[0]);
  for (const m of slots.materials) if (!have.has(m) && (MATERIAL_WORDS as readonly string[]).includes(m)) add.push(m);
  if (garment) {
    for (const word of (garment.synonym ?? garment.garment).split(/\s+/)) if (!have.has(word) && !add.includes(word)) add.push(word);
  }
  if (add.length) {
    // Each "or" alternative (a season's materials) gets the new words too.
    const parts = out.text ? out.text.split(/\s+or\s+/i) : [''];
    out.text = parts.map((p) => [...words(p), ...add.filter((w) => !words(p).includes(w))].join(' ')).join(' or ');
    changed = true;
  }
  // A price said in another currency, in words or as a budget, where the words-only reader found none.
  if (nluPrice) {
    out.minPrice = roundUsd(nluPrice.usd.min);
    out.maxPrice = roundUsd(nluPrice.usd.max);
    out.explicitPrice = true;
    changed = true;
  }
  // What is ruled out: the words-only reader's when it found any, else the NLU layer's.
  const exclude = out.exclude?.length ? out.exclude : [...new Set(slots.exclusions.filter((w) => !PRICE_WORDS.has(w)))];
  if (exclude.length !== (out.exclude ?? []).length) { out.exclude = exclude; changed = true; }
  if (changed) {
    const tierWord = out.tier === 'luxury' ? 'luxury' : out.tier === 'mid' ? 'mid-range' : out.tier === 'budget' ? 'budget' : '';
    out.phrase = phraseOf(out, { tierWord: out.explicitPrice ? '' : tierWord });
    // A budget said in another currency is said back as the shopper said it, with the dollars searched.
    if (nluPrice && nluPrice.currency !== 'USD') out.phrase = `${out.phrase} (${said(nluPrice)})`;
  }
  return out.text || out.category || out.minPrice !== undefined || out.maxPrice !== undefined || out.exclude?.length ? out : null;
};

const SYMBOL: Record<string, string> = { GBP: '£', EUR: '€', JPY: '¥' };
const money = (n: number, currency: string) => `${SYMBOL[currency] ?? `${currency} `}${Number.isInteger(n) ? n : n.toFixed(2)}`;
/** "£35", "€80 to €120": the shopper's own amount. */
const said = (p: NonNullable<Slots['price']>): string =>
  p.min !== undefined && p.max !== undefined ? `${money(p.min, p.currency)} to ${money(p.max, p.currency)}`
    : p.max !== undefined ? `${money(p.max, p.currency)} at most` : p.min !== undefined ? `${money(p.min, p.currency)} or more` : '';

export interface Relaxed {
  query: ProductQuery;
  /** What was widened, said after "so I": "left out the wool". */
  said: string;
}

/** Ways to widen a search that found nothing, one constraint at a time, in order. */
export const relaxations = (q: ProductQuery): Relaxed[] => {
  const out: Relaxed[] = [];
  let current = q;
  const material = words(q.text).find((w) => (MATERIAL_WORDS as readonly string[]).includes(w.toLowerCase()));
  if (material && words(q.text).length > 1) {
    const text = (q.text ?? '').split(/\s+or\s+/i).map((p) => words(p).filter((w) => w !== material).join(' ')).join(' or ');
    current = { ...current, text: text.trim() || undefined };
    out.push({ query: current, said: `left out the ${material}` });
  }
  // A budget the shopper stated is theirs to widen: the reply offers it, the search never oversteps it.
  return out;
};
