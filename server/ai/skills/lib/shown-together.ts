/**
 * The pieces one turn showed together. A pasted list searched entry by entry ("Black Ankle Boots…
 * White Leather Sneakers… Blue Straight Jeans…") answers with one search a line, and "save the first
 * one" next means the first line's piece, not the first of the last search: the answers of one turn's
 * searches, each for its own request, are one list in the order shown. Pure.
 */
import { isTool, itemsOf, type SeenResult } from './plan-core.js';

/** The most pieces a turn's lists add up to here (a reply shows at most six per search). */
const MAX_TOGETHER = 36;

/**
 * The items of `list[at]` (a result listing products), with those of the same turn's other search answers
 * before it prepended in order; the result alone when it is no search answer or the turn made one.
 */
export const shownTogether = (list: readonly SeenResult[], at: number): Record<string, unknown>[] => {
  const last = list[at]!;
  const own = itemsOf(last.output, 'products');
  const answer = (s: SeenResult) => isTool(s, 'products.search') && !s.prep && !s.isError && s.turn !== undefined && s.request !== null;
  if (!answer(last)) return own;
  const before: SeenResult[] = [];
  for (let i = at - 1; i >= 0; i--) {
    const s = list[i]!;
    if (s.turn !== last.turn) break;
    if (answer(s) && s.request !== last.request && !before.some((b) => b.request === s.request)) before.unshift(s);
  }
  if (!before.length) return own;
  const seen = new Set<unknown>();
  return [...before.flatMap((s) => itemsOf(s.output, 'products')), ...own]
    .filter((p) => {
      if (seen.has(p.id)) return false;
      seen.add(p.id);
      return true;
    }).slice(0, MAX_TOGETHER);
};
