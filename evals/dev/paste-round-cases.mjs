// Shorthands of the pasted-text blind batches of rounds 4 and 5: every tool with an effect, a search
// with only what is pinned checked, a wardrobe row, a trip and a follow.
import { readConversations, turnsFor } from './case-helpers.mjs';

export const CHANGES = ['influencers.follow', 'influencers.unfollow', 'influencers.setActive', 'sources.add', 'sources.remove',
  'sources.setActive', 'dressingRoom.add', 'dressingRoom.remove', 'dressingRoom.clear', 'dressingRoom.toggleCart',
  'wardrobe.add', 'wardrobe.remove', 'wardrobe.update', 'posts.like', 'posts.unlike', 'outfits.save', 'outfits.remove',
  'trips.plan', 'trips.remove', 'feedback.submit', 'recommendations.save', 'sources.quickPick'];
export const A = { $any: true };
export const forbidBut = (...keep) => CHANGES.filter((n) => !keep.includes(n));
export const search = (pin = {}) => ({ name: 'products.search', args: { text: A, category: A, minPrice: A, maxPrice: A, exclude: A, limit: A, offset: A, ...pin } });
export const has = (s) => ({ $contains: s });
export const wadd = (pin) => ({ name: 'wardrobe.add', args: { mode: A, brand: A, color: A, purchase_price: A, notes: A, tags: A, link: A, ...pin } });
export const plan = (dest, start, end) => ({ name: 'trips.plan', args: { destination: has(dest), start_date: start, end_date: end, activities: A } });
export const follow = (...h) => ({ name: 'influencers.follow', args: { handles: { $set: h } } });

// The pasted-text voice batches (pasted-voice, pasted-voice2): a save, the cart, a turn that may change only
// what it names, and the cases of a batch's messages file, added in its order.
export const dr = (name) => ({ name: 'dressingRoom.add', args: { productId: { $product: name } } });
export const toCart = { name: 'dressingRoom.toggleCart', args: { id: A } };
export const only = (...keep) => ({ forbid: forbidBut(...keep) });
/** The conversations of voice batch `name` and an add that makes the next line's case: calls holds one list per turn. */
export const pastedVoice = (name) => {
  const conversations = readConversations(name);
  const cases = [];
  const add = (id, description, calls, extra = {}) => {
    const i = cases.length;
    const users = turnsFor(conversations[i], calls.length, id);
    const { turnExtra = [], ...rest } = extra;
    cases.push({
      id: `${String(i + 1).padStart(2, '0')}-${id}`, category: 'pasted_text', description,
      turns: users.map((user, t) => ({ user, calls: calls[t], forbid: CHANGES, ...(turnExtra[t] ?? {}) })), ...rest,
    });
  };
  return { conversations, cases, add };
};
