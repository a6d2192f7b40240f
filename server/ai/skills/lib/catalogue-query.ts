/** The catalogue search for a piece named by words ("the Red Wrap Dress" → red dresses), unset values left out. */
import { SEARCH_PAGE } from './plan-shopping.js';
import { productQuery } from './product-query.js';

export const catalogueQuery = (text: string): Record<string, unknown> => {
  const q = productQuery(text);
  const input = q
    ? { text: q.text, category: q.category, minPrice: q.minPrice, maxPrice: q.maxPrice, exclude: q.exclude, limit: SEARCH_PAGE }
    : { text, limit: 6 };
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
};
