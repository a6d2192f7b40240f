/**
 * Finding pieces in the catalogue: colours and shades, garments (a gilet reaches the search as
 * "gilet", not only as outerwear), materials, prices in digits, words and other currencies,
 * tiers, seasons and what is ruled out. One search, one list. When the exact ask has nothing, the
 * reply says so and, when a material narrowed it, offers the same search without it (a yes runs it:
 * lib/material-offer.ts); the skill never searches a second time on its own.
 */
import { examplesOf } from './lib/examples.js';
import { callOf, itemsOf } from './lib/plan-core.js';
import { listOf } from './lib/reply-format.js';
import type { ProductQuery, Request } from './lib/request.js';
import { SEARCH_MAX, SEARCH_PAGE } from './lib/plan-shopping.js';
import { commonOutcome } from './lib/speak-common.js';
import { foundNothing, hereAre } from './lib/reply-shopping.js';
import { CHEAPEST_THING, queryOf } from './lib/query-slots.js';
import { plainOf } from './lib/accounts.js';
import { has } from './lib/words.js';
import { OUTFIT_NOUN } from './lib/understand-outfits.js';
import type { Skill } from './types.js';

export const searchInput = (q: ProductQuery) => ({
  text: q.text, category: q.category, minPrice: q.minPrice, maxPrice: q.maxPrice, exclude: q.exclude, limit: Math.min(q.count ?? SEARCH_PAGE, SEARCH_MAX),
});

type Products = Extract<Request, { kind: 'products' }>;

export const searchSkill: Skill = {
  id: 'search',
  summary: 'Find pieces in the catalogue by colour, garment, material, price, tier and season.',
  option: 'find pieces in the catalogue',
  examples: {
    search: examplesOf([
      '(show me|find me|find|i want|looking for|i need|any|do you have|search for|got any) (black|navy|red|olive) (bags|dresses|culottes|loafers|a gilet|a blazer|mules|coats)',
      '(black|green|cream) (dresses|boots|shirts|skirts) under $100',
      '(dresses|shoes|jackets|tops) (under|below|less than|no more than) (90|$50|fifty dollars|60 quid)',
      '(bags|jeans|knitwear) (between|from) $50 (and|to) $150',
      '(luxury|designer|high-end|budget|cheap|affordable|mid-range) (shoes|bags|dresses|coats)',
      '(wool|linen|silk|leather|cashmere) (coats|shirts|dresses|bags) (around|about|roughly) $200',
      '(summer|winter) (dresses|coats|tops)',
      '(dresses|bags) but not black',
      '(shoes|trousers) with no (leather|heels|polyester)',
      'something for my (feet|neck|ears) under 80 bucks',
      'my budget is (90|a hundred|80 pounds) for a (jacket|dress)',
      '(a|an) (olive|navy|grey) (gilet|cardigan|trench coat|slip dress) (please|)',
      '(shoe|show) me (gren|green) (dreses|dresses) under 90',
      'something (minimalist|elegant|casual|chic) in (black|navy)',
      '(trainers|sneakers|sandals|heels) in (white|cream|tan) size 38',
          'i need (a layer|a coat|a jacket|something warm) to throw on',
      '(handbags|shoes|dresses|totes) up to $500',
      '(something|anything) to (carry my laptop|layer over a dress) (under $200|)',
          'something (pretty|nice|) for my (wrists|ears|neck|head|feet|legs)',
    ]),
  },
  slots: ['garments', 'categories', 'colours', 'shades', 'materials', 'price', 'tier', 'exclusions', 'brands', 'occasions'],
  kinds: ['products'],
  read(c) {
    const q = queryOf(c.slots);
    // "need a fit, nothing over $120": an outfit named with no kind of piece asks for an outfit; its budget is the outfit's.
    if (q && !q.category && !q.text && has(c.text, OUTFIT_NOUN)) return null;
    if (q) return { kind: 'products', query: q };
    // "what's the cheapest thing in the shop": the whole catalogue, cheapest first.
    return has(plainOf(c.text), CHEAPEST_THING) ? { kind: 'products', query: { phrase: 'pieces' } } : null;
  },
  plan: (r, ctx) => callOf(ctx.tools, 'products.search', searchInput((r as Products).query)),
  speak(r, o) {
    const q = (r as Products).query;
    const said = commonOutcome(o);
    if (typeof said === 'string') return said;
    const found = said.result;
    if (!found || found.isError) return `I couldn\u2019t find any ${q.phrase} in the catalogue.`;
    const items = itemsOf(found.output, 'products');
    if (!items.length) return foundNothing(q.phrase, found.input);
    return `${hereAre(items.length, q.phrase)}:\n${listOf(items)}`;
  },
};
