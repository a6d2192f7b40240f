/**
 * The cart: moving a saved piece into it or out of it (by name or position in the dressing room),
 * and what is in it — the pieces, how many, or their total, computed from the dressing room's
 * own output contract. The cart toggle is a change and asks first.
 */
import { dressingRoomList } from '../../../tools/dressing-room/tools.js';
import { categoryOfText } from '../nlu/index.js';
import { plainOf } from './lib/accounts.js';
import { catalogueQuery } from './lib/catalogue-query.js';
import { matchByName, onlyAsksHowItStands, roomItems } from './lib/dressing-room.js';
import { knownCart, knownRoom } from './lib/room-state.js';
import { cartLineTakenOut } from './lib/after-cart.js';
import { pieceReferent, points } from './lib/shown-refs.js';
import { examplesOf } from './lib/examples.js';
import { findPieces } from './lib/plan-wardrobe.js';
import { pieceIn, pieceLastNamed, piecesNamed } from './lib/named-pieces.js';
import { lookPiecesInPlay } from './lib/look-in-play.js';
import { outputOf } from './lib/outputs.js';
import { describedIn, pickDescribed, slotsWithin } from './lib/described.js';
import { callOf, findTool, isRecord, isTool, itemsOf, pick } from './lib/plan-core.js';
import { formatPrice, listOf, plural } from './lib/reply-format.js';

import { commonOutcome } from './lib/speak-common.js';
import { has, itemRef, ORDINAL_TARGET } from './lib/words.js';
import type { Outcome, Request } from './lib/request.js';
import type { Slots } from '../nlu/types.js';
import type { PlanContext, Resolution } from './lib/plan-core.js';
import type { DialogueState } from './dialogue.js';
import type { ClauseInput, Skill } from './types.js';

type CartMove = Extract<Request, { kind: 'dressingRoom.cart' }>;

/** The most pieces one "add them all to my cart" moves, as many as one save keeps. */
const SAVE_AT_ONCE = 3;

const listWords = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** "both", "both of them", "all of them", "them all": several of the pieces just shown, not one named. */
const SEVERAL = /^(?:both(?: of (?:them|those|these))?|(?:them|those|these) (?:all|both|two|three)|all(?: three| of them| of those| of these)?|the (?:two|three|pair) of them|the (?:two|three)|(?:these|those) (?:two|three)|all the pieces)$/i;

/** Taking a piece out of the cart ("remove", "take … out", "drop"), not "I'll take the boots". */
const OUT_OF_CART = String.raw`remove|delete|drop|get rid of|ditch|out of|from (?:my |the )?(?:cart|basket)|take (?:\S+ ){0,4}out`;

/**
 * The cart's own pieces, for taking one out: the dressing room read with inCartOnly, so "the tote" is the
 * tote in the cart even when another tote is saved beside it.
 */
const cartItems = (ctx: PlanContext): Record<string, unknown>[] | Resolution => {
  const seen = [...ctx.current].reverse().find((c) => isTool(c, 'dressingRoom.list') && !c.isError && isRecord(c.input) && c.input.inCartOnly === true);
  // The cart the conversation last listed, changes since applied, holds the ids the shopper is looking at.
  const known = seen ? null : knownCart(ctx.history);
  if (known) return known;
  if (!seen) return callOf(ctx.tools, 'dressingRoom.list', { inCartOnly: true }, true);
  return isRecord(seen.output) && Array.isArray(seen.output.items) ? seen.output.items.filter(isRecord) : [];
};

/** The dressing-room row of a piece shown: by its catalogue id, else its name. */
const roomRowOf = (items: Record<string, unknown>[], piece: Record<string, unknown>) =>
  items.find((i) => i.external_product_id === piece.id) ?? items.find((i) => i.item_name === (piece.product_name ?? piece.item_name));

/**
 * Several pieces just shown into the cart (or out of it): the dressing room read once, every piece not
 * saved yet added in one round, then every one not yet where the shopper wants it toggled in one round
 * — three rounds whatever the count, so "add both to my cart" fits the turn.
 */
const planSeveral = (r: CartMove, ctx: PlanContext, items: Record<string, unknown>[]): Resolution => {
  const shown = (r.listedRoom ? items : ctx.latestList('products')?.items ?? []).slice(0, Math.min(r.several ?? SAVE_AT_ONCE, SAVE_AT_ONCE));
  if (!shown.length) return { missing: 'items' };
  const added = ctx.own.filter((s) => isTool(s, 'dressingRoom.add') && !s.isError && isRecord(s.output) && isRecord(s.output.item))
    .map((s) => (s.output as { item: Record<string, unknown> }).item);
  const toggled = ctx.own.some((s) => isTool(s, 'dressingRoom.toggleCart'));
  const rows = shown.map((p) => roomRowOf(added, p) ?? roomRowOf(items, p));
  const toAdd = shown.filter((p, i) => !rows[i] && r.inCart && typeof p.id === 'string');
  const canAdd = findTool(ctx.tools, 'dressingRoom.add');
  if (toAdd.length && !added.length && !toggled) {
    if (!canAdd) return { missing: 'tool' };
    const calls = toAdd.map((p) => callOf(ctx.tools, 'dressingRoom.add', { productId: p.id }, true)).flatMap((c) => ('call' in c ? [c.call] : []));
    return { call: calls.at(-1)!, also: calls.slice(0, -1) };
  }
  if (toggled) return { none: true };
  const move = rows.filter((row): row is Record<string, unknown> => Boolean(row) && row!.is_in_cart !== r.inCart);
  if (!move.length) {
    const where = rows.filter(Boolean).map((row) => String(row!.item_name));
    return where.length ? { already: where.join(' and ') } : { unmatched: r.target };
  }
  const calls = move.map((row) => callOf(ctx.tools, 'dressingRoom.toggleCart', { id: row.id })).flatMap((c) => ('call' in c ? [c.call] : []));
  // Every toggle but the last is a step: the last one answers the request.
  return { call: calls.at(-1)!, also: calls.slice(0, -1).map((c) => ({ ...c, prep: true })) };
};


/** The piece just shown a move names: by position, by what it looks like, else by the words of its name. A list this request looked up itself is no list the shopper saw. */
const pieceToMove = (r: CartMove, ctx: PlanContext): Record<string, unknown> | undefined => {
  const latest = ctx.latestList('products');
  const shown = latest && !ctx.own.includes(latest.from) ? latest.items : [];
  return r.ref ? pick(shown, r.ref)[0] : r.described ? pickDescribed(shown, r.described)[0] : matchByName(shown, r.target) ?? undefined;
};

/**
 * A piece of the look just shown that the words name ("the dress", "the hoops"), from the shop or her dressing room:
 * her own wardrobe's pieces are hers already, nothing to buy.
 */
const lookPieceNamed = (ctx: PlanContext, target: string) => {
  const buyable = lookPiecesInPlay(ctx.history, ctx.own).filter((p) => p.source !== 'wardrobe');
  const found = matchByName(buyable.map((p) => ({ ...p, item_name: p.name })), target);
  return found ? buyable.find((p) => p.id === found.id) ?? null : null;
};

/** Words around a move that name no piece: "ok then add to basket", "right, cart it please". */
const FILLER = 'please|pls|plz|then|ok|okay|k|yes|yeah|yep|sure|right|fine|great|lovely|perfect|cool|alright|so|now|thanks|thank you|ty';
/** A cart word alone, with only filler around it ("cart", "lovely. basket please"): right after pieces, put the one meant there. */
const BARE_CART = new RegExp(`^(?:(?:${FILLER})[,.!]*\\s+)*(?:cart|basket)(?:[,.!]*\\s+(?:${FILLER}))*[.!]*$`);

/** The cart as the clause's last word but for filler: where the piece before it goes ("the tote, cart please"). */
const CART_LAST = new RegExp(`\\b(?:cart|basket)\\W*(?:(?:${FILLER})\\W*)*$`);

/** "ok cart", "basket please" right after pieces were shown: the piece meant goes there. */
const bareCartAfterPieces = (plain: string, state: DialogueState): boolean =>
  BARE_CART.test(plain.trim()) && state.lists.products.length > 0 && LISTING.has(state.latestTool?.replaceAll('_', '.') ?? '');

/** Words of asking about the cart rather than changing it, one word to a string. */
const ASKING = ['what', 'whats', 'how', 'show', 'list', 'anything', 'check', ['is', 'there'], ['are', 'there'], ['have', 'i'], ['do', 'i'], ['did', 'i']]
  .map((w) => (Array.isArray(w) ? w.join(' ') : w)).join('|');

/** A piece just shown, pointed at, with the cart said as where it goes and nothing asked. */
const pointedIntoCart = (c: ClauseInput): boolean => {
  const plain = plainOf(c.text);
  if (asksOfCart(c.text) || has(plain, ASKING) || has(plain, OUT_OF_CART)) return false;
  if (!(/\b(?:into|in|to) (?:my |the )?(?:cart|basket)\b/.test(plain) || CART_LAST.test(plain))) return false;
  return c.state.lists.products.length > 0 && LISTING.has(c.state.latestTool?.replaceAll('_', '.') ?? '') && pieceReferent(c.text, c.slots, c.state, { explicit: true }) !== null;
};

/** The verbs of moving a piece into or out of the cart. */
const CART_VERB = /\b(?:cart|basket|add|move|put|place|pop|stick|chuck|bung|throw|remove|delete|take out|take|drop|get rid of|ditch)\b/i;

/**
 * What to move into or out of the cart: the words between the verb and "to/from my cart", or, when the
 * piece comes first ("the last one, add to cart"), the words before the verb.
 */
const cartTarget = (clause: string): string => {
  const tidy = (t: string) => t.replace(new RegExp(`\\b(?:the|my|a|an|out|back|and|${FILLER})\\b`, 'gi'), ' ').replace(/[,;:!.?\u2014\u2013-]+/g, ' ').replace(/\s+/g, ' ').trim();
  const rest = clause.replace(/\b(?:to|into|in|from|out of)\s+(?:(?:my|the)\s+)?(?:cart|basket)\b.*$/i, '');
  const verb = rest.match(CART_VERB);
  const piece = (t: string) => tidy(pieceIn(t));
  if (!verb || verb.index === undefined) return piece(rest);
  const after = piece(rest.slice(verb.index + verb[0].length));
  return after || piece(rest.slice(0, verb.index));
};

/** A pointer said first, before words that name no piece ("them straight", "it as well", "that one too"). */
const POINTER_LEAD = /^(it|them|em|that one|this one|that|this|those|these)\s+(.+)$/i;

/** "stick them straight in my basket": the pointer, without the words after it that name nothing ("them both" stays several). */
const pointerOf = (target: string): string => {
  const lead = target.match(POINTER_LEAD);
  if (!lead || SEVERAL.test(target)) return target;
  const rest = lead[2]!;
  const namesSomething = piecesNamed(rest).length > 0 || categoryOfText(rest) !== undefined || /\bones?\b/i.test(rest) || SEVERAL.test(rest);
  return namesSomething ? target : lead[1]!;
};

/** A question mark asks only in its own sentence: "no? then the tote into my basket" asks nothing of the cart. */
const asksOfCart = (text: string): boolean => text.split(/(?<=[?!.])\s+/).some((s) => s.includes('?') && /\b(?:cart|basket)\b/i.test(plainOf(s)));

/** Asking what the cart comes to: the words of a sum ("tally up", "grand total", "how much am I spending"). */
const CART_SUM = [
  'total', 'totals', 'totalled', 'totaled', 'subtotal', 'grand total', 'how much', 'add up', 'adds up', 'added up', 'adding up', 'sum', 'sum up',
  'summed', 'cost', 'costs', 'costing', 'come to', 'comes to', 'coming to', 'came to', 'worth', 'value', 'spend', 'spending', 'spent',
  'damage', 'owe', 'pay', 'paying', 'price of everything', 'prices', 'altogether', 'in all', 'tally', 'tally up', 'tot up', 'bill',
  'set me back', 'sets me back', 'run me', 'runs to', 'amount', 'overall',
].join('|');

/** The clause names or points at a piece: a garment, a category, a position, or "one"/"it". */
const namesSomePiece = (plain: string, slots: CartSlots): boolean =>
  slots.garments.length > 0 || slots.categories.length > 0 || slots.references.length > 0 || has(plain, 'one|ones|it|them|those|that');

type CartSlots = Pick<Slots, 'garments' | 'categories' | 'references'>;

/** Words that point at a piece rather than name one. */
/** No piece the shopper could be pointing at: nothing shown, no look, no listing of her room this conversation. */
const nothingInPlay = (ctx: PlanContext): boolean => {
  // What this turn looked up itself (the room read to find the piece) is nothing the shopper saw.
  const before = ctx.history.slice(0, ctx.history.length - ctx.current.length);
  return !before.some((s) => !s.isError && itemsOf(s.output, 'products').length > 0) && !lookPiecesInPlay(before).length && !knownRoom(before);
};

/** Paying told beside a move ("I'll check out later", "she's paying"): no request of its own (out-of-scope.ts's words). */
const PAYING_SAID = /\b(?:pay|paying|paid|payment|check(?:ing)? ?out|checkout|buy (?:it|them)|order (?:it|them))\b/;
/** Verbs of putting into the cart, and the cart as where. */
const INTO_CART = /\b(?:put|pop|stick|chuck|bung|throw|place|move|add|toss|drop)\b.*\b(?:into|in|to) (?:my |the )?(?:cart|basket|shopping bag)\b/;
/** "put both in my basket, I'll pay later": a move asked, the payment only told. */
const movedBesidePaying = (c: ClauseInput): boolean => {
  const plain = plainOf(c.text);
  return PAYING_SAID.test(plain) && INTO_CART.test(plain) && !has(plain, "(?:can|could|will|would) you (?:\\w+ )?(?:pay|check ?out|order|buy)|for me to pay|pay for me");
};

const PAY_AT_SHOP = 'Paying happens at the shop\u2019s own checkout when you\u2019re ready \u2014 I can\u2019t take payments here.';

const PRONOUN = /^(?:it|them|em|'em|that|this|those|these|that one|this one|one|nothing|everything|all)$/i;

/** Every word of the target is in the piece's name ("gold hoops" names Gold Hoop Earrings; "bag" names no one bag). */
const namesPiece = (target: string, name: string): boolean => {
  const stem = (w: string) => w.toLowerCase().replace(/(?:es|s)$/, '');
  const words = new Set(name.split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(stem));
  const said = target.split(/[^\p{L}\p{N}]+/u).filter((w) => w && !/^(?:pls|please|now|for|me)$/i.test(w));
  // A word said as a stem ("dres" for dress, as a description keeps it) names the name's word it begins.
  const inName = (w: string) => words.has(stem(w)) || (w.length > 2 && [...words].some((n) => n.startsWith(stem(w))));
  return said.length > 0 && said.every(inName);
};

/** Words that point at a piece without describing it ("the green one"). */
const POINTING_WORDS = /\b(?:one|ones|piece|pieces|thing|things|item|items)\b/gi;

/**
 * The saved piece a move names: the best match by name, when words naming a kind of piece are said, every one of them
 * the piece's (its name, brand, colour or kind). "the wrap dress" is no saved slip dress: that one is looked up in the shop instead.
 */
const savedPieceNamed = (items: Record<string, unknown>[], target: string): Record<string, unknown> | null => {
  const best = matchByName(items, target);
  if (!best) return null;
  // Words that name no kind of piece ("green it is, she'll cope") are matched loosely, as before.
  const said = piecesNamed(target).length ? target.replace(POINTING_WORDS, ' ').trim() : '';
  const about = [best.item_name, best.product_name, best.brand, best.color, best.category].filter((v) => typeof v === 'string').join(' ');
  return !said || namesPiece(said, about) ? best : null;
};

/** "this camel bag by Atelier Nord, pop it in my basket": a pronoun whose clause describes a kind of piece is looked up by that description. */
const describedTarget = (target: string, described: CartMove['described']): string | null =>
  described && PRONOUN.test(target) && categoryOfText(described.words.join(' ')) ? described.words.join(' ') : null;

type CartRow = { price?: number | null };

/** The cart's sum over its priced pieces, and how many had no price to count. */
const sumOf = (items: CartRow[]) => {
  const priced = items.filter((i) => typeof i.price === 'number');
  return { total: Math.round(priced.reduce((sum, i) => sum + (i.price ?? 0), 0) * 100) / 100, unpriced: items.length - priced.length };
};

/** A listed cart names what it comes to, the one figure a shopper looking at a cart wants next. */
const cartTotal = (items: CartRow[]): string => {
  const { total, unpriced } = sumOf(items);
  return items.length > 1 && !unpriced ? `, ${formatPrice(total)} in all` : '';
};

/** Tools whose results are pieces to pick from. */
const LISTING = new Set(['products.search', 'recommendations.feed', 'products.similar']);

export const cartSkill: Skill = {
  id: 'cart',
  summary: 'Move saved pieces into or out of the cart; say what is in it, how many, and the total.',
  option: 'manage your cart',
  examples: {
    cart: examplesOf([
      '(add|move|put) the (tote|red dress|first one|second one) (to|in|into) my (cart|basket)',
      '(pop|stick|chuck|throw) (it|that one|them) in (my|the) (basket|cart) (please|)',
      '(cart|basket) (it|that|them|that one) (please|)',
      '(i will take it|decided|that one), (into|in) the (cart|basket) (please|)',
      'the (red|black|navy) one (in|into) (my|the) (cart|basket)',
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
  // Right after the cart, a line of it taken out by what it looks like, whatever other reading "get rid of the shoes" has.
  // Right after pieces were shown, a cart word alone ("ok cart", "lovely, basket please") puts the one meant there, whatever praise is beside it.
  // Right after pieces were shown, one of them pointed at and sent to the cart with no verb ("the green one is perfect, in the
  // basket") is a move, whatever praise is beside it.
  // A move into the cart said beside paying ("…, I'll pay tonight"): the move is asked, the payment is hers to make at the shop.
  claims: (c) => cartLineTakenOut(c.text, c.slots, c.state) !== null || bareCartAfterPieces(plainOf(c.text), c.state) || pointedIntoCart(c) || movedBesidePaying(c),
  read(c) {
    const r = readCart(c);
    return r?.kind === 'dressingRoom.cart' && r.inCart && PAYING_SAID.test(plainOf(c.text)) ? { ...r, paying: true } : r;
  },
  plan(r, ctx) {
    if (r.kind === 'cart.list') {
      // A count or a sum after the cart was listed is computed from what was shown and changed since, not read again.
      const known = r.question === 'list' ? null : knownCart(ctx.history);
      return known ? { known } : callOf(ctx.tools, 'dressingRoom.list', { inCartOnly: true });
    }
    if (r.kind !== 'dressingRoom.cart') return { none: true };
    if (!findTool(ctx.tools, 'dressingRoom.toggleCart')) return { missing: 'tool' };
    if (r.every) {
      const inCart = cartItems(ctx);
      if (!Array.isArray(inCart)) return inCart;
      if (ctx.own.some((s) => isTool(s, 'dressingRoom.toggleCart'))) return { none: true };
      const calls = inCart.filter((i) => i.is_in_cart !== false).map((i) => callOf(ctx.tools, 'dressingRoom.toggleCart', { id: i.id })).flatMap((c) => ('call' in c ? [c.call] : []));
      if (!calls.length) return { already: '' };
      // Every toggle but the last is a step: the last one answers the request.
      return { call: calls.at(-1)!, also: calls.slice(0, -1).map((c) => ({ ...c, prep: true })) };
    }
    if (!r.inCart && !r.several) {
      const inCart = cartItems(ctx);
      if (!Array.isArray(inCart)) return inCart;
      const piece = r.ref ? pick(inCart, r.ref)[0] : r.described ? pickDescribed(inCart, r.described)[0] : matchByName(inCart, r.target);
      if (piece) return callOf(ctx.tools, 'dressingRoom.toggleCart', { id: piece.id });
      return inCart.length ? { unmatched: r.target } : { already: r.target ? `\u201c${r.target}\u201d` : 'That piece' };
    }
    if (r.lookUp && !r.several) {
      // A pasted piece: the catalogue's piece that fits is saved (the add answers with its row, saved before or not),
      // then moved in unless the row says it is in the cart already.
      const added = ctx.own.find((s) => isTool(s, 'dressingRoom.add') && !s.isError && isRecord(s.output) && isRecord(s.output.item));
      if (added) {
        const row = (added.output as { item: Record<string, unknown> }).item;
        return row.is_in_cart === r.inCart ? { already: String(row.item_name) } : callOf(ctx.tools, 'dressingRoom.toggleCart', { id: row.id });
      }
      if (!findTool(ctx.tools, 'dressingRoom.add')) return { missing: 'tool' };
      // A piece she has saved, in the room as the conversation last saw it, is moved as it stands: no look-up of the shop.
      // (A pasted piece is mostly another shop's: the room is not read for it.)
      const known = knownRoom(ctx.history);
      const savedOnes = known?.whole ? known.rows.filter((i) => namesPiece(r.target, String(i.item_name ?? ''))) : [];
      if (savedOnes.length === 1) return savedOnes[0]!.is_in_cart === r.inCart ? { already: String(savedOnes[0]!.item_name) } : callOf(ctx.tools, 'dressingRoom.toggleCart', { id: savedOnes[0]!.id });
      const found = findPieces([{ text: r.target, owned: false }], ctx, catalogueQuery);
      if (!Array.isArray(found)) return found;
      return found[0] ? callOf(ctx.tools, 'dressingRoom.add', { productId: found[0].id }, true) : { unmatched: r.target };
    }
    const saved = ctx.own.find((s) => isTool(s, 'dressingRoom.add') && !s.isError && isRecord(s.output) && isRecord(s.output.item));
    // With the room known (listed, changes since applied), pieces just shown need no second look-up of it.
    const room = knownRoom(ctx.history);
    if (r.several && r.inCart && !r.listedRoom && room?.whole) return planSeveral(r, ctx, room.rows);
    if (saved && !r.several) {
      const row = (saved.output as { item: Record<string, unknown> }).item;
      return row.is_in_cart === r.inCart ? { already: String(row.item_name) } : callOf(ctx.tools, 'dressingRoom.toggleCart', { id: row.id });
    }
    const shownPiece = r.shown && !r.several && r.inCart && !saved ? pieceToMove(r, ctx) : null;
    // A position past what was just shown ("the second one" when one was shown) is said plainly, never guessed.
    if (r.shown && r.inCart && !r.several && !saved && !shownPiece && r.ref && 'index' in r.ref && r.ref.index > 1) return { unmatched: r.target };
    if (shownPiece) {
      const row = room?.whole ? roomRowOf(room.rows, shownPiece) : undefined;
      if (row) return row.is_in_cart === r.inCart ? { already: String(row.item_name) } : callOf(ctx.tools, 'dressingRoom.toggleCart', { id: row.id });
      if (room?.whole && typeof shownPiece.id === 'string' && findTool(ctx.tools, 'dressingRoom.add')) return callOf(ctx.tools, 'dressingRoom.add', { productId: shownPiece.id }, true);
    }
    const items = roomItems(ctx);
    if (!Array.isArray(items)) return items;
    if (r.several) return planSeveral(r, ctx, items);
    const inLook = !saved && r.inCart && !r.shown && !r.ref && r.target && !PRONOUN.test(r.target) ? lookPieceNamed(ctx, r.target) : null;
    if (inLook) {
      const row = inLook.source === 'product' ? roomRowOf(items, { id: inLook.id, product_name: inLook.name }) : items.find((i) => i.id === inLook.id);
      if (row) return row.is_in_cart === r.inCart ? { already: String(row.item_name) } : callOf(ctx.tools, 'dressingRoom.toggleCart', { id: row.id });
      if (inLook.source === 'product' && findTool(ctx.tools, 'dressingRoom.add')) return callOf(ctx.tools, 'dressingRoom.add', { productId: inLook.id }, true);
    }
    // "add it to my cart" with no piece shown, listed or named: which one is asked (her saved pieces to choose from), never the first guessed.
    if (!saved && !r.shown && r.inCart && PRONOUN.test(r.target) && nothingInPlay(ctx)) {
      const open = items.filter((i) => i.is_in_cart !== true).map((i) => String(i.item_name));
      return open.length > 1 ? { ambiguous: open } : { unmatched: '' };
    }
    const item = saved ? (saved.output as { item: Record<string, unknown> }).item : r.shown ? null : r.ref ? pick(items, r.ref)[0] : savedPieceNamed(items, r.target);
    if (!item) {
      // A piece just shown goes to the dressing room first (the cart is part of it), then into the cart.
      // A list this request looked up itself is no list the shopper saw.
      const piece = pieceToMove(r, ctx);
      // A piece named that is not among those just shown ("just the boots in my bag" after a blazer) is looked for in the room by name.
      const inRoom = piece ? items.find((i) => i.item_name === (piece.product_name ?? piece.item_name)) : r.shown && !r.ref && r.target && !PRONOUN.test(r.target) ? savedPieceNamed(items, r.target) : null;
      if (inRoom) return inRoom.is_in_cart === r.inCart ? { already: String(inRoom.item_name) } : callOf(ctx.tools, 'dressingRoom.toggleCart', { id: inRoom.id });
      if (piece && r.inCart && typeof piece.id === 'string' && findTool(ctx.tools, 'dressingRoom.add')) return callOf(ctx.tools, 'dressingRoom.add', { productId: piece.id }, true);
      // A piece named that is neither saved nor just shown ("put the black ankle boots in my cart"), or one a
      // pronoun's clause describes: the catalogue is searched for it, and the piece that fits is saved, then moved in.
      const byName = !piece && r.inCart && !r.ref && r.target && !PRONOUN.test(r.target) ? r.target : null;
      const lookedUp = byName ?? (r.inCart && !r.ref ? describedTarget(r.target, r.described) : null);
      if (lookedUp && findTool(ctx.tools, 'dressingRoom.add')) {
        const found = findPieces([{ text: lookedUp, owned: false }], ctx, catalogueQuery);
        if (!Array.isArray(found)) return found;
        // Only a piece the words name outright is moved: "the bag" is no particular one of the shop's bags.
        if (found[0] && (!byName || namesPiece(byName, String(found[0].name ?? '')))) return callOf(ctx.tools, 'dressingRoom.add', { productId: found[0].id }, true);
      }
      return { unmatched: r.target };
    }
    // The tool toggles: a piece already where the shopper wants it is left alone.
    if (item.is_in_cart === r.inCart) return { already: String(item.item_name) };
    return callOf(ctx.tools, 'dressingRoom.toggleCart', { id: item.id });
  },
  speak(r, o) {
    const said = speakCart(r, o);
    // Paying told beside the move: what was done, and where paying happens.
    return r.kind === 'dressingRoom.cart' && r.paying && 'result' in o ? `${said} ${PAY_AT_SHOP}` : said;
  },
};

/** What a clause asks of the cart: a move in or out, its listing, count or sum; null when it is not about the cart. */
function readCart(c: ClauseInput): Request | null {
  const line = cartLineTakenOut(c.text, c.slots, c.state);
  if (line) return line;
  const plain = plainOf(c.text);
  // "what do I owe", "what's my total": in this app only the cart has a sum to pay.
  const owes = has(plain, "(?:what|how much) do i owe|what(?:'s|s| is) my (?:total|bill)|my total");
  if (!(has(plain, 'cart|basket|checkout total') || owes) || has(plain, 'dressing room|fitting room')) return null;
  // "did I already put the tote in my cart?": a question of how the cart stands is answered by showing it, never by a move.
  if (onlyAsksHowItStands(plain)) return { kind: 'cart.list', question: 'list' };
  // "how much is it combined + how many items": the total, which says how many too.
  if (has(plain, 'how many|number of|count') && !has(plain, 'how much|total|combined|altogether')) return { kind: 'cart.list', question: 'count' };
  const asking = has(plain, ASKING) || asksOfCart(c.text);
  // "stick both in the basket, she'll pay me back": a piece put in with nothing asked is a move, whatever money is told beside it.
  const putsIn = !asking && /\b(?:put|pop|stick|chuck|bung|throw|place|move)\b/.test(plain) && /\b(?:into|in|to) (?:my |the )?(?:cart|basket)\b/.test(plain);
  if (has(plain, `${CART_SUM}|combined`) && !putsIn) return { kind: 'cart.list', question: 'total' };
  // "empty my cart", "clear out the basket", "take everything out of my cart": every piece out, each kept saved.
  if (has(plain, 'empty|clear|clear out|wipe') || (has(plain, OUT_OF_CART) && has(plain, 'everything|all of (?:it|them)|the lot|all'))) {
    return { kind: 'dressingRoom.cart', inCart: false, target: '', ref: null, every: true };
  }
  // "pop it in my basket", "chuck them in the cart": everyday verbs of putting.
  // "second one into my basket pls": a piece and where it goes is a move even with no verb (not "what's in my cart").
  const verbless = /\b(?:into|in|to) (?:my |the )?(?:cart|basket)\b/.test(plain) && !asking;
  // "the tote, cart please", "noir tote → cart": a piece named and the cart said after it as where it goes, nothing asked.
  const destined = !asking && CART_LAST.test(plain) && namesSomePiece(plain, c.slots);
  // "cart it", "ok cart them": the cart said as the verb, before a pointer or a piece.
  // "red wrap dress. cart. quick": a sentence that is the cart word alone sends the one piece the clause names there.
  const cartSentence = !asking && c.text.split(/(?<=[.!?])\s+/).length > 1 && c.text.split(/(?<=[.!?])\s+/).some((sentence) => BARE_CART.test(plainOf(sentence).trim()));
  const onePiece = piecesNamed(c.text);
  const carted = /\b(?:cart|basket)\s+(?:it|them|em|that|this|those|these|the|both|all)\b/.test(plain) || bareCartAfterPieces(plain, c.state) || (cartSentence && onePiece.length === 1);
  if (verbless || carted || destined || has(plain, 'add|move|put|place|pop|stick|chuck|bung|throw|remove|delete|take|drop|get rid of|ditch')) {
    const said = cartSentence && onePiece.length === 1 ? onePiece[0]! : pointerOf(cartTarget(c.text));
    // "I'd like to buy the navy slip dress — could you add it to my basket": "it" is the piece the clause names.
    const named = PRONOUN.test(said) && c.slots.garments.length > 0 && c.state.lists.products.length === 0 ? describedIn(said, c.slots) : null;
    // "is the tote in my cart? … ok stick it in": with nothing shown, a pointer is the one piece her last messages named.
    const spokenOf = !named && /^(?:it|them|em|that|this|that one|this one|)$/i.test(said) && c.state.lists.products.length === 0 && !has(plain, OUT_OF_CART) ? pieceLastNamed(c.state.earlierUserTexts) : null;
    const target = named ? named.words.join(' ') : spokenOf ?? said;
    const inCart = !has(plain, OUT_OF_CART);
    // "put it/them in my cart" when one piece was just shown: that piece.
    // Nothing named between the verb and the cart ("ok then add to basket") points like "it" does.
    const pointed = /^(?:it|them|em|'em|that|this|those|these|that one|this one|)$/i.test(target);
    const pronoun = pointed && c.state.lists.products.length === 1;
    // ... or the one piece the last message asked about ("is that one cashmere?" → "put it in my cart").
    // Right after a list of pieces, "the second one", "the red one" is one of those.
    const shown = inCart && c.state.lists.products.length > 0 && LISTING.has(c.state.latestTool?.replaceAll('_', '.') ?? '');
    // "i want the red, put it in basket", "the first ones, cart them": the pointer is the piece the clause picks out (lib/shown-refs.ts).
    const meant = (pointed || points(c.slots)) && shown && !pronoun ? pieceReferent(c.text, c.slots, c.state) : null;
    const focused = meant ? { words: [meant.name.toLowerCase()] } : pointed && !pronoun && c.state.focus ? { words: [c.state.focus] } : null;
    // "the first ones", "number 2": a position the NLU layer read, when the words between verb and cart are no position word.
    const position = shown && !meant ? c.slots.references.find((x) => x.kind === 'ordinal') : undefined;
    const ref = pronoun ? { index: 1 } : ORDINAL_TARGET.test(target) && !focused ? itemRef(target) : position ? { index: position.index < 0 ? position.index : position.index + 1 } : null;
    const described = focused ?? (ref ? null : describedIn(target, slotsWithin(target, c.slots)));
    // "add both to my cart" right after a list: every piece meant, not one named "both".
    const severalWord = SEVERAL.test(target) || (!target && c.slots.references.some((x) => x.kind === 'both' || x.kind === 'all'));
    // Right after the dressing room was listed, "both", "all of them" are the pieces it listed.
    const listedRoom = inCart && c.state.latestTool?.replaceAll('_', '.') === 'dressingRoom.list';
    const several = (shown || listedRoom) && severalWord ? (/\bboth\b|\btwo\b|\bpair\b/i.test(target) || c.slots.references.some((x) => x.kind === 'both') ? 2 : SAVE_AT_ONCE) : undefined;
    return { kind: 'dressingRoom.cart', inCart, target, ref, ...(described && !several ? { described } : {}), ...(shown ? { shown } : {}), ...(several ? { several } : {}), ...(several && listedRoom ? { listedRoom } : {}) };
  }
  return { kind: 'cart.list', question: 'list' };
}

/** The cart's reply from what was done. */
function speakCart(r: Request, o: Outcome): string {
  if (r.kind === 'dressingRoom.cart') {
    if ('ambiguous' in o) return `Which one should I put in your cart: ${o.ambiguous.join(', ')}? Nothing was moved yet.`;
    if ('already' in o && r.every) return 'Your cart is already empty.';
    if ('already' in o) {
      const are = / and /.test(o.already);
      return r.inCart ? `${o.already} ${are ? 'are' : 'is'} already in your cart.` : `${o.already} ${are ? 'aren\u2019t' : 'isn\u2019t'} in your cart.`;
    }
    if ('unmatched' in o) {
      return o.unmatched
        ? r.shown && r.ref && r.inCart
          ? `There\u2019s no \u201c${o.unmatched}\u201d in what I just showed. Which piece do you mean?`
          : r.inCart || r.several
          ? `I couldn\u2019t find \u201c${o.unmatched}\u201d in your dressing room. Say \u201cshow my dressing room\u201d to see what\u2019s there.`
          : `I couldn\u2019t find \u201c${o.unmatched}\u201d in your cart. Say \u201cwhat\u2019s in my cart\u201d to see what\u2019s there.`
        : 'Which piece? Name it, e.g. \u201cadd the tote to my cart\u201d.';
    }
  }
  const said = commonOutcome(o);
  if (typeof said === 'string' && !('known' in o)) return said;
  if (r.kind === 'dressingRoom.cart' && (r.several || r.every) && 'result' in o) {
    // Each piece moved this turn, named from the tool's own answers.
    const moved = [...(o.steps ?? []), o.result].filter((st, i, all) => all.indexOf(st) === i && isTool(st, 'dressingRoom.toggleCart') && !st.isError && isRecord(st.output) && isRecord(st.output.item))
      .map((st) => (st.output as { item: Record<string, unknown> }).item);
    const into = moved.filter((i) => i.is_in_cart === true).map((i) => String(i.item_name));
    const out = moved.filter((i) => i.is_in_cart !== true).map((i) => String(i.item_name));
    const parts = [into.length ? `Moved ${listWords(into)} to your cart.` : '', out.length ? `Took ${listWords(out)} out of your cart.` : ''].filter(Boolean);
    if (parts.length) return parts.join(' ');
  }
  if (r.kind === 'dressingRoom.cart' && typeof said !== 'string') {
    const item = isRecord(said.out.item) ? said.out.item : {};
    const name = String(item.item_name ?? 'That piece');
    return item.is_in_cart === true ? `Moved ${name} to your cart.` : `Took ${name} out of your cart.`;
  }
  if (r.kind !== 'cart.list') return '';
  const listed = 'known' in o ? { items: o.known as CartRow[] } : typeof said === 'string' ? null : outputOf(dressingRoomList, said.result?.output);
  if (!listed) return 'I couldn\u2019t read your cart just now.';
  const items = listed.items;
  if (!items.length) return 'Your cart is empty. Say \u201cadd the tote to my cart\u201d to move a saved piece there.';
  if (r.question === 'count') return `Your cart has ${plural(items.length, 'item')}.`;
  if (r.question === 'total') {
    const { total, unpriced } = sumOf(items);
    const note = unpriced ? ` (${plural(unpriced, 'item')} without a price not counted)` : '';
    return `Your cart comes to ${formatPrice(total)} for ${plural(items.length, 'item')}${note}:\n${listOf(items as unknown as Record<string, unknown>[], 10)}`;
  }
  return `Your cart has ${plural(items.length, 'item')}${cartTotal(items)}:\n${listOf(items as unknown as Record<string, unknown>[], 10)}`;
}
