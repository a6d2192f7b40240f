// Shorthands of the blind-check batches (blindcheck-*.gen.mjs): conversations written by outside shoppers, each
// line of `<area>.messages.txt` one case, its expectations written after from the tool contracts only. Every turn
// forbids the changes it does not expect, so a change nobody asked for fails the turn.
// The case helpers are the development set's; the blind batches' files are read and written here, in evals/blind/.
import { readConversations, turnsFor, writeCases as writeCasesIn } from '../dev/case-helpers.mjs';
import { CHANGES } from '../dev/paste-round-cases.mjs';

const HERE = new URL('.', import.meta.url);
/** Writes `<name>.json` into `dir`: beside the blind batches unless the batch lives elsewhere. */
export const writeCases = (name, cases, dir = HERE) => writeCasesIn(name, cases, dir);

export const ANY = { $any: true };
export const ABSENT = { $absent: true };
export const has = (s) => ({ $contains: s });
export const oneOf = (...v) => ({ $oneOf: v });
export const P = (name) => ({ $product: name });
export const S = (name) => ({ $saved: name });
export const c = (name, args = 'any') => ({ name, args });

/** A search: what is named pinned (text as a word it must contain, or a matcher), price bounds absent unless given. */
export const search = ({ category, text, min, max, exclude } = {}) => c('products.search', {
  category: category ?? ANY,
  text: text === undefined ? ANY : typeof text === 'string' ? has(text) : text,
  minPrice: min === undefined ? ABSENT : min,
  maxPrice: max === undefined ? ABSENT : max,
  exclude: exclude ?? ANY, limit: ANY, offset: ANY,
});
/** A cap said in pounds: the catalogue is in US dollars, so the amount as said or converted (rounded) is fine. */
export const GBP = (n) => oneOf(n, Math.round(n * 1.27), Math.round(n * 1.3), Math.round(n * 1.34));
export const save = (name) => c('dressingRoom.add', { productId: P(name) });
export const toCart = (name) => c('dressingRoom.toggleCart', { id: S(name) });
export const roomList = c('dressingRoom.list', { inCartOnly: ANY });
export const similar = (name) => c('products.similar', { id: P(name), limit: ANY });
/** outfits.compose with the constraints named pinned and the rest free. */
export const compose = (constraints = {}) => c('outfits.compose', {
  constraints: { occasion: ANY, temperature_c: ANY, season: ANY, rain: ANY, min_price: ANY, max_price: ANY, ...constraints }, anchor: ANY, outfit: ANY,
});
export const suggest = (slot, outfit = ANY) => c('outfits.suggest', { slot, outfit, constraints: ANY });
export const plan = (city, start_date, end_date) => c('trips.plan', {
  destination: Array.isArray(city) ? oneOf(...city.map(has)) : has(city), start_date, end_date, activities: ANY,
});
export const wardrobeList = (pin = {}) => c('wardrobe.list', { query: ANY, category: ANY, limit: ANY, ...pin });
export const wardrobeAdd = (pin) => c('wardrobe.add', { mode: ANY, brand: ANY, color: ANY, purchase_price: ANY, notes: ANY, tags: ANY, link: ANY, image_url: ANY, ...pin });
export const follow = (...handles) => c('influencers.follow', { handles: { $set: handles } });
export const unfollow = (...handles) => c('influencers.unfollow', { handles: { $set: handles } });
export const pause = (active, ...handles) => c('influencers.setActive', { handles: { $set: handles }, active });

/** Wardrobe rows with fixed ids W(1), W(2)…: [item_name, category, color]. */
export const W = (n) => `b0000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
export const wardrobeRows = (...rows) => rows.map(([item_name, category, color], i) => ({
  id: W(i + 1), item_name, category, color, created_at: `2025-01-${String(i + 1).padStart(2, '0')}T10:00:00Z`,
}));
export const wardrobe = (...rows) => ({ tables: { wardrobe_items: wardrobeRows(...rows) } });

/** A turn's expectation: its calls and what else it checks; the changes it does not expect are forbidden. */
export const t = (calls, extra = {}) => ({ calls, forbid: CHANGES.filter((n) => !calls.some((x) => x.name === n)), ...extra });

/**
 * The cases of blind-check area `area`: `add(category, slug, description, turns, body)` adds the case for the next
 * line of `<prefix>-<area>.messages.txt` in `dir`; `done()` checks every line has its case. The first blind round
 * (prefix `blindcheck`) now lives in evals/dev/: it was read to find what fails, so it measures nothing unseen.
 */
export const blindcheck = (area, { prefix = 'blindcheck', dir = HERE } = {}) => {
  const name = `${prefix}-${area}`;
  const conversations = readConversations(name, dir);
  const cases = [];
  const add = (category, slug, description, turns, body = {}) => {
    const i = cases.length;
    const users = turnsFor(conversations[i], turns.length, `${name} line ${i + 1}`);
    cases.push({ id: `${name}-${String(i + 1).padStart(2, '0')}-${slug}`, category, description, ...body, turns: users.map((user, j) => ({ user, ...turns[j] })) });
  };
  const done = () => {
    if (cases.length !== conversations.length) throw new Error(`${name}: ${conversations.length} conversations, ${cases.length} cases`);
    return cases;
  };
  return { name, add, done };
};
