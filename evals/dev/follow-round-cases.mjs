// Shorthands of the follow-up blind batches of rounds 3 and 4: a search with what is named pinned and its
// price bounds absent unless given, a save, a "more like this", an exclusion and a turn.
import { readConversations, turnsFor } from './case-helpers.mjs';

export const ANY = { $any: true };
export const ABSENT = { $absent: true };
export const P = (name) => ({ $product: name });

/** products.search: pinned what is named; price bounds absent unless given; text/exclude/limit/offset free unless given. */
export const S = ({ category, text, min, max, exclude, offset } = {}) => ({
  name: 'products.search',
  args: {
    category: category ?? ANY,
    text: text === undefined ? ANY : text === null ? ABSENT : { $contains: text },
    minPrice: min === undefined ? ABSENT : min === '*' ? ANY : min,
    maxPrice: max === undefined ? ABSENT : max === '*' ? ANY : max,
    exclude: exclude === undefined ? ANY : exclude,
    limit: ANY,
    offset: offset === undefined ? ANY : offset,
  },
});
export const add = (name) => ({ name: 'dressingRoom.add', args: { productId: P(name) } });
export const similar = (name) => ({ name: 'products.similar', args: { id: P(name), limit: ANY } });
export const excl = (...words) => ({ $oneOf: words.map((w) => [w]) });
export const t = (user, calls, extra = {}) => ({ user, calls, ...extra });

// The follow-up voice batches (follow-voice, follow-voice2): the dressing room and its cart, an outfit and a
// slot of it, the feed, a trip, three saved pieces, and the cases of a batch's messages file.
export const saved = (name) => ({ $saved: name });
export const toCart = (name) => ({ name: 'dressingRoom.toggleCart', args: { id: saved(name) } });
export const list = (inCartOnly = false) => ({ name: 'dressingRoom.list', args: { inCartOnly } });
export const suggest = (slot) => ({ name: 'outfits.suggest', args: { slot, outfit: ANY, constraints: ANY } });
export const compose = { name: 'outfits.compose', args: 'any' };
export const feed = (section, tier = ANY) => ({ name: 'recommendations.feed', args: { section, tier, limit: ANY, favoriteIds: ANY } });
export const plan = (city, start, end, activities = ANY) => ({ name: 'trips.plan', args: { destination: { $contains: city }, start_date: start, end_date: end, activities } });
export const ROOM = ['Red Wrap Dress', 'Noir Leather Tote', 'Gold Hoop Earrings'];
/** The cases of voice batch `name`, ids `<prefix>-NN`: specs holds, per line of its messages file, [description, turns' expectations, extra]. */
export const followVoiceCases = (name, prefix, specs) => {
  const conversations = readConversations(name);
  if (specs.length !== conversations.length) throw new Error(`${specs.length} specs for ${conversations.length} messages`);
  return specs.map(([description, turns, extra = {}], i) => {
    const users = turnsFor(conversations[i], turns.length, `line ${i + 1}`);
    return { id: `${prefix}-${String(i + 1).padStart(2, '0')}`, category: 'follow_ups', description, ...extra, turns: turns.map((t, j) => ({ user: users[j], ...t })) };
  });
};
