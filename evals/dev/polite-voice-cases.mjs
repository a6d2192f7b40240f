// Shorthands of the polite-voice batches (polite-voice, polite-voice2): open price bounds, a piece shown or
// saved, an outfit composed from nothing, a trip, and the cases of a batch's messages file with its wardrobe rows.
import { any, call, caseList, contains, readConversations, turn, turnsFor } from './case-helpers.mjs';

export const price = { minPrice: any, maxPrice: any };
export const pid = (name) => ({ $product: name });
export const saved = (name) => ({ $saved: name });
export const compose = (constraints) => call('outfits.compose', { constraints, anchor: { $absent: true }, outfit: any });
export const plan = (dest, start, end) => call('trips.plan', { destination: contains(dest), start_date: start, end_date: end, activities: any });

/**
 * Voice batch `name` (the `batch`th): c(n, category, id, expects, body) adds the case of line n of its messages
 * file, id `<prefix>-<id>`, one expectation a turn ([calls, extra?]); wid and wardrobe give its wardrobe rows ids of their own.
 */
export const politeVoice = (name, prefix, batch) => {
  const conversations = readConversations(name);
  const { cases, add } = caseList();
  const c = (n, category, id, expects, body = {}) => {
    const users = turnsFor(conversations[n - 1], expects.length, `line ${n}`);
    add(category, `${prefix}-${id}`, users[0].slice(0, 80), { ...body, turns: users.map((u, i) => turn(u, ...expects[i])) });
  };
  const wid = (i) => `f${batch}000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
  const wardrobe = (...items) => ({
    tables: { wardrobe_items: items.map(([item_name, category, color], i) => ({ id: wid(i + 1), item_name, category, color, created_at: `2025-03-${String(i + 1).padStart(2, '0')}T10:00:00Z` })) },
  });
  return { conversations, cases, c, wid, wardrobe };
};
