// Shorthands of the general voice batches (general-voice, general-voice2): a piece shown or saved, wardrobe
// rows, a cart of two of three saved pieces, the dressing room, an outfit, and a batch's case list, whose
// messages are written out in its generator and checked against the batch's messages file.
import { call, caseList, checkCount, readConversations, turn, turnsFor } from './case-helpers.mjs';

export const P = (name) => ({ $product: name });
export const S = (name) => ({ $saved: name });
export const W = (n) => `a0000000-0000-4000-8000-00000000000${n}`;
export const wardrobe = (...rows) => ({ tables: { wardrobe_items: rows.map(([name, category, color], i) => ({ id: W(i + 1), item_name: name, category, color, created_at: `2025-01-0${i + 1}T10:00:00Z` })) } });
export const CART = { saved: ['Noir Leather Tote', 'Satin Slingback Heels', 'Black Ankle Boots'], cart: ['Noir Leather Tote', 'Satin Slingback Heels'] };
export const list = (inCartOnly) => call('dressingRoom.list', { inCartOnly });
export const compose = call('outfits.compose');

/**
 * Voice batch `name`: one adds a one-turn case described by its message, many a case of several turns;
 * check confirms the cases' messages are, in order, the conversations of `<name>.messages.txt`.
 */
export const generalVoice = (name) => {
  const { cases, add } = caseList();
  const one = (category, id, user, calls, extra = {}, body = {}) => add(category, id, user, { ...body, turns: [turn(user, calls, extra)] });
  const many = (category, id, description, turns, body = {}) => add(category, id, description, { ...body, turns });
  const check = () => {
    const conversations = readConversations(name);
    checkCount(conversations, cases.length);
    cases.forEach(({ id, turns }, i) => {
      turnsFor(conversations[i], turns.length, `line ${i + 1}`).forEach((user, t) => {
        if (turns[t].user !== user) throw new Error(`${id}, turn ${t + 1}: not line ${i + 1} of ${name}.messages.txt`);
      });
    });
  };
  return { cases, one, many, check };
};
