/**
 * The cart: moving a saved piece into it or out of it (by name or position in the dressing room),
 * and what is in it — the pieces, how many, or their total, computed from the dressing room's
 * own output contract. The cart toggle is a change and asks first.
 */
import { dressingRoomList } from '../../../tools/dressing-room/tools.js';
import { plainOf } from './lib/accounts.js';
import { matchByName, roomItems } from './lib/dressing-room.js';
import { examplesOf } from './lib/examples.js';
import { outputOf } from './lib/outputs.js';
import { describedIn, pickDescribed } from './lib/described.js';
import { callOf, findTool, isRecord, isTool, pick } from './lib/plan-core.js';
import { formatPrice, listOf, plural } from './lib/reply-format.js';
import { commonOutcome } from './lib/speak-common.js';
import { has, itemRef, ORDINAL_TARGET } from './lib/words.js';
import type { Skill } from './types.js';

/** What to move into or out of the cart: the words between the verb and "to/from my cart". */
const cartTarget = (clause: string): string =>
  clause
    .replace(/\b(?:to|into|in|from|out of)\s+(?:my|the)\s+(?:cart|basket)\b.*$/i, '')
    .replace(/^.*?\b(?:add|move|put|place|remove|delete|take out|take|drop|get rid of|ditch)\b/i, '')
    .replace(/\b(?:the|my|a|an|please|out|back)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Asking what the cart comes to: the words of a sum ("tally up", "grand total", "how much am I spending"). */
const CART_SUM = [
  'total', 'totals', 'totalled', 'totaled', 'subtotal', 'grand total', 'how much', 'add up', 'adds up', 'added up', 'adding up', 'sum', 'sum up',
  'summed', 'cost', 'costs', 'costing', 'come to', 'comes to', 'coming to', 'came to', 'worth', 'value', 'spend', 'spending', 'spent',
  'damage', 'owe', 'pay', 'paying', 'price of everything', 'prices', 'altogether', 'in all', 'tally', 'tally up', 'tot up', 'bill',
  'set me back', 'sets me back', 'run me', 'runs to', 'amount', 'overall',
].join('|');

/** Tools whose results are pieces to pick from. */
const LISTING = new Set(['products.search', 'recommendations.feed', 'products.similar']);

export const cartSkill: Skill = {
  id: 'cart',
  summary: 'Move saved pieces into or out of the cart; say what is in it, how many, and the total.',
  option: 'manage your cart',
  examples: {
    cart: examplesOf([
      '(add|move|put) the (tote|red dress|first one|second one) (to|in|into) my (cart|basket)',
      '(take|remove) the (tote|last one) out of my cart',
      '(remove|delete) the (coat|first one) from my cart',
      '(what is|what\u2019s|whats|show me what is) in my (cart|basket)',
      '(show|list) my cart',
      '(how much is|what is the total of|what does) my cart (come to|cost|add up to|)',
      '(what is|what\u2019s) my cart total',
      '(tally|tot|sum) up (my|the) (cart|basket)',
      'how much (am i spending|will it set me back|is the damage) (in|for) my (cart|basket)',
      'what is the (grand total|subtotal|value) of (my|the) (cart|basket)',
      'how many (things|items|pieces) (are in|in) my (cart|basket)',
      'total (of|for) my (cart|basket)',
    ]),
  },
  slots: ['references'],
  kinds: ['dressingRoom.cart', 'cart.list'],
  read(c) {
    const plain = plainOf(c.text);
    if (!has(plain, 'cart|basket|checkout total') || has(plain, 'dressing room|fitting room')) return null;
    if (has(plain, 'how many|number of|count')) return { kind: 'cart.list', question: 'count' };
    if (has(plain, CART_SUM)) return { kind: 'cart.list', question: 'total' };
    if (has(plain, 'add|move|put|place|remove|delete|take|drop|get rid of|ditch')) {
      const target = cartTarget(c.text);
      const inCart = !has(plain, 'remove|delete|take|drop|get rid of|ditch|out of|from my cart|from the cart');
      const ref = ORDINAL_TARGET.test(target) ? itemRef(target) : null;
      // Right after a list of pieces, "the second one", "the red one" is one of those.
      const shown = inCart && c.state.lists.products.length > 0 && LISTING.has(c.state.latestTool?.replaceAll('_', '.') ?? '');
      const described = ref ? null : describedIn(target, c.slots);
      return { kind: 'dressingRoom.cart', inCart, target, ref, ...(described ? { described } : {}), ...(shown ? { shown } : {}) };
    }
    return { kind: 'cart.list', question: 'list' };
  },
  plan(r, ctx) {
    if (r.kind === 'cart.list') return callOf(ctx.tools, 'dressingRoom.list', { inCartOnly: true });
    if (r.kind !== 'dressingRoom.cart') return { none: true };
    if (!findTool(ctx.tools, 'dressingRoom.toggleCart')) return { missing: 'tool' };
    const items = roomItems(ctx);
    if (!Array.isArray(items)) return items;
    const saved = ctx.own.find((s) => isTool(s, 'dressingRoom.add') && !s.isError && isRecord(s.output) && isRecord(s.output.item));
    const item = saved ? (saved.output as { item: Record<string, unknown> }).item : r.shown ? null : r.ref ? pick(items, r.ref)[0] : matchByName(items, r.target);
    if (!item) {
      // A piece just shown goes to the dressing room first (the cart is part of it), then into the cart.
      const shown = ctx.latestList('products')?.items ?? [];
      const piece = r.ref ? pick(shown, r.ref)[0] : r.described ? pickDescribed(shown, r.described)[0] : matchByName(shown, r.target);
      const inRoom = piece && items.find((i) => i.item_name === (piece.product_name ?? piece.item_name));
      if (inRoom) return inRoom.is_in_cart === r.inCart ? { already: String(inRoom.item_name) } : callOf(ctx.tools, 'dressingRoom.toggleCart', { id: inRoom.id });
      if (piece && r.inCart && typeof piece.id === 'string' && findTool(ctx.tools, 'dressingRoom.add')) return callOf(ctx.tools, 'dressingRoom.add', { productId: piece.id }, true);
      return { unmatched: r.target };
    }
    // The tool toggles: a piece already where the shopper wants it is left alone.
    if (item.is_in_cart === r.inCart) return { already: String(item.item_name) };
    return callOf(ctx.tools, 'dressingRoom.toggleCart', { id: item.id });
  },
  speak(r, o) {
    if (r.kind === 'dressingRoom.cart') {
      if ('already' in o) return r.inCart ? `${o.already} is already in your cart.` : `${o.already} isn\u2019t in your cart.`;
      if ('unmatched' in o) {
        return o.unmatched
          ? `I couldn\u2019t find \u201c${o.unmatched}\u201d in your dressing room. Say \u201cshow my dressing room\u201d to see what\u2019s there.`
          : 'Which piece? Name it, e.g. \u201cadd the tote to my cart\u201d.';
      }
    }
    const said = commonOutcome(o);
    if (typeof said === 'string') return said;
    if (r.kind === 'dressingRoom.cart') {
      const item = isRecord(said.out.item) ? said.out.item : {};
      const name = String(item.item_name ?? 'That piece');
      return item.is_in_cart === true ? `Moved ${name} to your cart.` : `Took ${name} out of your cart.`;
    }
    if (r.kind !== 'cart.list') return '';
    const listed = outputOf(dressingRoomList, said.result?.output);
    if (!listed) return 'I couldn\u2019t read your cart just now.';
    const items = listed.items;
    if (!items.length) return 'Your cart is empty. Say \u201cadd the tote to my cart\u201d to move a saved piece there.';
    if (r.question === 'count') return `Your cart has ${plural(items.length, 'item')}.`;
    if (r.question === 'total') {
      const priced = items.filter((i) => typeof i.price === 'number');
      const total = Math.round(priced.reduce((sum, i) => sum + (i.price ?? 0), 0) * 100) / 100;
      const unpriced = items.length - priced.length;
      const note = unpriced ? ` (${plural(unpriced, 'item')} without a price not counted)` : '';
      return `Your cart comes to ${formatPrice(total)} for ${plural(items.length, 'item')}${note}:\n${listOf(items as unknown as Record<string, unknown>[], 10)}`;
    }
    return `Your cart has ${plural(items.length, 'item')}:\n${listOf(items as unknown as Record<string, unknown>[], 10)}`;
  },
};
