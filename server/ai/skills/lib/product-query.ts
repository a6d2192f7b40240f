/**
 * A catalogue search from words: prices, tiers, colours, categories, style words, seasons and what
 * is ruled out. Pure; the search and feed skills read with it.
 */
import type { ProductQuery } from './request.js';
import { aroundPrice, exclusionsIn, priceWordsAsDigits, seasonMaterials } from './understand-shopping.js';
import { categoryIn, has, MATERIAL_WORDS, searchColourIn } from './words.js';

const STYLE_WORDS = ['minimalist', 'classic', 'modern', 'elegant', 'casual', 'chic', 'bohemian', 'boho', 'streetwear', 'romantic',
  'edgy', 'preppy', 'sporty', 'vintage', 'glam', 'linen', 'silk', 'wool', 'cashmere', 'leather', 'denim', 'cotton', 'knit', 'tailored', 'oversized',
  'suede', 'velvet', 'satin', 'tweed', 'gold', 'silver'];
const MATERIALS_SAID = new Set<string>(MATERIAL_WORDS);

const money = String.raw`\$?\s*(\d+(?:[.,]\d+)?)\s*(?:k\b)?\s*(?:dollars|usd|bucks|quid|euros?)?`;
const toNumber = (s: string | undefined) => (s === undefined ? undefined : Number(s.replace(',', '')));

/** Prices, tiers, colours, categories and style words → a product query, or null when none is present. */
export const productQuery = (text: string): ProductQuery | null => {
  // Ruled-out words first, so "not black" names no colour and "no heels, just flats" asks for shoes.
  const { exclude, rest: lower } = exclusionsIn(priceWordsAsDigits(text.toLowerCase()));
  const q: ProductQuery = { phrase: '' };
  const between = lower.match(new RegExp(String.raw`(?:between|from)\s+${money}\s+(?:and|to|-)\s+${money}`)) ??
    lower.match(new RegExp(String.raw`\$\s*(\d+)\s*-\s*\$?\s*(\d+)`));
  if (between) {
    q.minPrice = toNumber(between[1]);
    q.maxPrice = toNumber(between[2]);
  } else {
    const under = lower.match(new RegExp(String.raw`(?:under|below|less than|up to|max(?:imum)?|cheaper than|no more than|within)\s+${money}`));
    const over = lower.match(new RegExp(String.raw`(?:over|above|more than|at least|min(?:imum)?)\s+${money}`));
    if (under) q.maxPrice = toNumber(under[1]);
    if (over) q.minPrice = toNumber(over[1]);
    const around = !under && !over ? aroundPrice(lower) : null;
    if (around) { q.minPrice = around.min; q.maxPrice = around.max; }
  }
  q.explicitPrice = q.minPrice !== undefined || q.maxPrice !== undefined;
  if (has(lower, 'luxury|designer|high-end|high end|splurge')) q.tier = 'luxury';
  else if (has(lower, 'mid-range|mid range|midrange|mid-priced|moderately priced')) q.tier = 'mid';
  else if (has(lower, "budget|cheap|affordable|inexpensive|bargain|not (?:too|very|that|so) (?:expensive|pricey|dear)|reasonabl[ey](?: priced)?|doesn'?t cost (?:much|a fortune)|on a budget")) q.tier = 'budget';
  if (q.tier && q.minPrice === undefined && q.maxPrice === undefined) {
    if (q.tier === 'luxury') q.minPrice = 500;
    if (q.tier === 'mid') { q.minPrice = 100; q.maxPrice = 500; }
    if (q.tier === 'budget') q.maxPrice = 100;
  }
  const colour = searchColourIn(lower);
  const category = categoryIn(lower);
  const styles = STYLE_WORDS.filter((w) => has(lower, w)).map((w) => (w === 'boho' ? 'bohemian' : w));
  const words = [...(colour ? [colour] : []), ...styles];
  if (words.length) q.text = words.join(' ');
  // "summer dresses": the season's materials, each with the other words ("black linen or black cotton").
  const season = seasonMaterials(lower);
  if (season && !styles.some((w) => MATERIALS_SAID.has(w))) q.text = season.map((m) => [...words, m].join(' ')).join(' or ');
  if (category) q.category = category;
  if (exclude.length) q.exclude = exclude;
  const found = q.text !== undefined || q.category !== undefined || q.minPrice !== undefined || q.maxPrice !== undefined || q.tier !== undefined || exclude.length > 0;
  if (!found) return null;
  const price = q.minPrice !== undefined && q.maxPrice !== undefined
    ? `between $${q.minPrice} and $${q.maxPrice}`
    : q.maxPrice !== undefined ? `under $${q.maxPrice}` : q.minPrice !== undefined ? `over $${q.minPrice}` : '';
  const tierWord = q.tier === 'luxury' ? 'luxury' : q.tier === 'mid' ? 'mid-range' : q.tier === 'budget' ? 'budget' : '';
  const seasonWord = season ? /\b(summer|winter|autumn|fall|spring)\b/.exec(lower)?.[1] ?? (season.includes('wool') ? 'warm' : 'light') : '';
  const without = exclude.length ? `without ${exclude.join(' or ')}` : '';
  q.phrase = [tierWord, seasonWord, ...words, category ? category.toLowerCase() : 'pieces', price, without].filter(Boolean).join(' ');
  return q;
};

