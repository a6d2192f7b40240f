/**
 * Finding pieces in the catalogue: colours and shades, garments (a gilet reaches the search as
 * "gilet", not only as outerwear), materials, prices in digits, words and other currencies,
 * tiers, seasons and what is ruled out. One search, one list. When the exact ask has nothing, the
 * skill searches again without one constraint (the material, then the price) and says so.
 */
import { examplesOf } from './lib/examples.js';
import { callOf, isTool, itemsOf, type SeenResult } from './lib/plan-core.js';
import { listOf } from './lib/reply-format.js';
import type { ProductQuery, Request } from './lib/request.js';
import { SEARCH_MAX, SEARCH_PAGE } from './lib/plan-shopping.js';
import { commonOutcome } from './lib/speak-common.js';
import { hereAre, searchPhrase } from './lib/reply-shopping.js';
import { queryOf, relaxations } from './lib/query-slots.js';
import type { Skill } from './types.js';

export const searchInput = (q: ProductQuery) => ({
  text: q.text, category: q.category, minPrice: q.minPrice, maxPrice: q.maxPrice, exclude: q.exclude, limit: Math.min(q.count ?? SEARCH_PAGE, SEARCH_MAX),
});

type Products = Extract<Request, { kind: 'products' }>;

/** This request's searches this turn, oldest first (the exact ask, then each relaxed one). */
const searches = (own: readonly SeenResult[]) => own.filter((s) => isTool(s, 'products.search'));

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
    return q ? { kind: 'products', query: q } : null;
  },
  plan: (r, ctx) => callOf(ctx.tools, 'products.search', searchInput((r as Products).query)),
  again(r, ctx) {
    // The exact ask (or the last widened one) found nothing: widen one constraint at a time.
    const done = searches(ctx.own);
    const last = done.at(-1);
    if (!last || last.isError || itemsOf(last.output, 'products').length) return null;
    const next = relaxations((r as Products).query)[done.length - 1];
    return next ? callOf(ctx.tools, 'products.search', searchInput(next.query)) : null;
  },
  speak(r, o) {
    const q = (r as Products).query;
    const said = commonOutcome(o);
    if (typeof said === 'string') return said;
    const tries = searches('result' in o ? o.steps ?? [o.result] : []);
    const found = [...tries, ...(said.result ? [said.result] : [])].find((s) => !s.isError && itemsOf(s.output, 'products').length);
    if (!found) return `I couldn\u2019t find any ${q.phrase} in the catalogue. Try a wider budget, another colour or category.`;
    const items = itemsOf(found.output, 'products');
    const index = tries.indexOf(found);
    const relaxed = index > 0 ? relaxations(q)[index - 1] : undefined;
    const lead = relaxed
      ? `I found no ${q.phrase}, so I ${relaxed.said}. ${hereAre(items.length, searchPhrase(found.input))}:`
      : `${hereAre(items.length, q.phrase)}:`;
    return `${lead}\n${listOf(items)}`;
  },
};
