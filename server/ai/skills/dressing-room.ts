/**
 * The dressing room: saving pieces just shown ("save the first one", "keep both"), listing it,
 * taking a piece out by name or position, clearing it. A save from the feed records the save for
 * learning (recommendations.save); a removal by name looks the room up first.
 */
import { plainOf } from './lib/accounts.js';
import { cartListedLast, matchByName, onlyAsksHowItStands, ROOM_NAMES, roomItems } from './lib/dressing-room.js';
import { examplesOf } from './lib/examples.js';
import { callOf, findTool, isRecord, isTool, pick } from './lib/plan-core.js';
import { listOf, plural } from './lib/reply-format.js';
import { commonOutcome } from './lib/speak-common.js';
import { has, itemRef, ORDINAL_TARGET, REMOVING_VERBS } from './lib/words.js';
import { describedIn, pickDescribed } from './lib/described.js';
import { catalogueQuery } from './lib/catalogue-query.js';
import { findPieces } from './lib/plan-wardrobe.js';
import { pieceIn } from './lib/named-pieces.js';
import { roomChangeAgain } from './lib/after-room.js';
import { pieceReferent, pieceListIsLatest, referentOf } from './lib/shown-refs.js';
import type { Request } from './lib/request.js';
import { pronounPlaceOf } from './lib/place-in-play.js';
import type { ClauseInput, Skill } from './types.js';

/** The most pieces one "save them" saves: each is a round of the turn, and a turn has a few. */
export const SAVE_AT_ONCE = 3;

/** What to take out of the dressing room: the words between the verb and "from my dressing room". */
const removalTarget = (clause: string): string =>
  pieceIn(clause
    .replace(new RegExp(`\\b(?:from|out of|in)\\s+(?:my|the)\\s+(?:${ROOM_NAMES}|saved)\\b.*$`, 'i'), '')
    .replace(/^.*?\b(?:remove|delete|take out|take|drop|get rid of|ditch|bin|lose|toss|chuck)\b/i, '')
    .replace(/\b(?:the|my|a|an|please|out)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim());

/** Verbs of keeping a piece just shown. */
const SAVE = 'save|keep|bookmark|hold on to|hang on to|stash|pin|heart|favou?rite';

/** "the cheaper one", "the priciest": a piece shown picked by its price, not a narrowing by price. */
const PICK_BY_PRICE = 'the (?:cheaper|cheapest|pricier|priciest|dearer|dearest|less expensive|least expensive|more expensive|most expensive) ones?';

/** "Keep it under 150", "keep looking": narrowing or going on with the search, not a save. */
const narrows = (c: ClauseInput) => {
  // "so I can think it over": a phrasal verb's "over" is no price bound.
  const plain = plainOf(c.text).replace(/\b(?:think|mull|talk|chew)\s+(?:\w+\s+){0,2}over\b/g, ' ');
  const byPrice = has(plain, PICK_BY_PRICE);
  return Boolean(c.slots.price || (c.slots.tier && !byPrice) || c.slots.dates) ||
    has(byPrice ? plain.replace(new RegExp(`\\b(?:${PICK_BY_PRICE})\\b`, 'g'), ' ') : plain, 'under|below|over|less than|more than|cheaper|pricier|looking|searching|keep going|going on|showing|instead|but in');
};

/**
 * Which pieces a save means: "both (of them)" the first two, a position ("the second one"), or a
 * description of a piece shown ("that red dress", "the one from Solenne", "the cheapest one").
 */
const saveOf = (c: ClauseInput, plain: string): Extract<Request, { kind: 'dressingRoom.add' }> | null => {
  // "save it as a look", "save it and call it Sunday": an outfit is saved as one (and named), never its pieces one by one.
  if (narrows(c) || has(plain, 'as (?:an? |my )?(?:outfit|look)|(?:call|name) it')) return null;
  if (c.slots.references.some((r) => r.kind === 'both') || has(plain, 'both')) return { kind: 'dressingRoom.add', ref: { all: true }, count: 2 };
  const ordinals = c.slots.references.flatMap((r) => (r.kind === 'ordinal' ? [{ index: r.index === -1 ? -1 : r.index + 1 }] : []));
  // "the first and second", "the 1st and the last": every position named.
  if (ordinals.length > 1) return { kind: 'dressingRoom.add', ref: ordinals[0]!, refs: ordinals.slice(0, SAVE_AT_ONCE) };
  if (ordinals[0]) return { kind: 'dressingRoom.add', ref: ordinals[0] };
  const positional = ORDINAL_TARGET.test(plain) || /(?:#|number|no\.?|item)\s*\d/.test(plain);
  const described = positional ? null : describedIn(c.text, c.slots);
  // "the black ones", "all the leather ones": every piece shown that fits (at most SAVE_AT_ONCE).
  const several = has(plain, 'ones|all the|all of the') && !described?.extreme;
  if (described && (c.slots.references.length || has(plain, 'one|ones|that|this|the'))) {
    return { kind: 'dressingRoom.add', ref: { index: 1 }, described, ...(several ? { count: SAVE_AT_ONCE } : {}), ...(described.extreme || several ? {} : { said: pieceSaid(c) }) };
  }
  if (BARE_SAVE.test(plain.trim()) && c.state.lists.products.length === 1) return { kind: 'dressingRoom.add', ref: { index: 1 } };
  const ref = itemRef(plain);
  // "save it" right after a question about one piece shown ("the tote one, is that leather?"): that piece.
  if (ref && !('all' in ref) && !positional && c.state.focus) return { kind: 'dressingRoom.add', ref, described: { words: [c.state.focus] } };
  return ref ? { kind: 'dressingRoom.add', ref } : null;
};

/** The piece as the shopper named it, in the shop's words ("red wrap dress"): what the catalogue is searched for when nothing was shown. */
const pieceSaid = (c: ClauseInput): string =>
  [...c.slots.colours, ...c.slots.materials, ...c.slots.brands, ...(c.slots.garments.length ? c.slots.garments.map((g) => g.word) : c.slots.categories.map((k) => k.toLowerCase()))].join(' ');

/**
 * "save the navy slip dress for me", "please bookmark the red wrap dress": a clause that opens with a
 * verb of saving and names a piece is a save, however much the rest ("for me") reads like a search.
 */
const savesNamed = (c: ClauseInput): boolean => {
  const plain = plainOf(c.text);
  return /^(?:(?:ok(?:ay)?|please|pls|can you|could you|would you|hey|oh)[,!]?\s+)*(?:save|bookmark|favou?rite)\b/.test(plain.trim()) &&
    describedIn(c.text, c.slots) !== null && !has(plain, 'cart|basket|wardrobe|closet|outfit|look|trip|sources?|follow|search') && !narrows(c);
};

/**
 * Choosing or keeping a piece shown, in any form of the verb: "go with the tote", "the camel one it is", "I'll take the
 * navy", "k saved", "saving it", "heart it". The piece is whatever the clause refers to (lib/shown-refs.ts).
 */
const CHOOSE = "save|saved|saving|keep|keeping|bookmark(?:ed|ing)?|heart(?:ed)?|favou?rites?|favou?rited|i.?ll take|i will take|i.?ll have|i.?ll get|grab|(?:^|i.?ll |i will |let.?s |we.?ll |gonna |going to )go (?:with|for)|going with|it is(?=[\\s.!]*$)|that.?s the one";
/** A clause that chooses with a word of another place or a search's: not a plain choice of a shown piece. */
const NOT_CHOICE = 'cart|basket|wardrobe|closet|outfits?|(?:this|that|the|a|my) looks?|trip|packing|sources?|follow|search|find|show|similar|like (?:it|that|this|the)|with (?:it|them|that|this)';

/** The one shown piece a clause chooses, right after the list it was shown in, or null. */
const chosenShown = (c: ClauseInput, plain: string): { name: string; byPosition: boolean } | null => {
  if (!pieceListIsLatest(c.state) || !has(plain, CHOOSE) || has(plain, NOT_CHOICE) || narrows(c) || c.slots.handles.length) return null;
  // A piece of another kind than any shown ("go with a blazer") is a new ask, not a choice.
  const meant = pieceReferent(c.text, c.slots, c.state);
  return meant ? { name: meant.name.toLowerCase(), byPosition: meant.how === 'position' } : null;
};

/** The save of a shown piece the clause chooses ("alright, add em to favourites" after a question about one), or null. */
const choiceSaved = (c: ClauseInput, plain: string): Request | null => {
  const chosen = chosenShown(c, plain);
  // A position is read as saves always read it: against every list this turn's planning knows, not only the last.
  if (chosen?.byPosition) return saveOf(c, plain);
  return chosen ? { kind: 'dressingRoom.add', ref: { index: 1 }, described: { words: [chosen.name] } } : null;
};

/** A verb of keeping and nothing else ("add", "save pls", "ok keep"). */
const BARE_SAVE = /^(?:(?:ok(?:ay)?|yes|yeah|yep|great|perfect)[,!.]?\s+)?(?:add|save|keep|grab)(?:\s+(?:pls|please|plz|thanks|thx))?[.!]*$/;

/** Tools whose results are pieces the shopper can pick from. */
const PIECE_LISTS = new Set(['products.search', 'products.similar', 'recommendations.feed']);

/**
 * "add it", "add that one", "add the first two" right after pieces were shown, with no other place
 * named (cart, wardrobe, an outfit, a trip, accounts): the dressing room is where a shown piece is added.
 */
const addsShown = (c: ClauseInput, plain: string): boolean =>
  c.state.lists.products.length > 0 && PIECE_LISTS.has(c.state.latestTool?.replaceAll('_', '.') ?? '') &&
  // "add", "save pls" alone with one piece shown: that piece.
  (BARE_SAVE.test(plain.trim()) && c.state.lists.products.length === 1 ||
    has(plain, 'add|grab|i.ll take|i will take') && (c.slots.references.length > 0 || has(plain, 'it|that|this|them|those|these|both'))) &&
  !has(plain, 'cart|basket|wardrobe|closet|outfit|look|trip|packing|sources?|follow|list|feed|collection');

/**
 * "remove the earrings" right after the dressing room was listed, or "take the scarf out of there" while it is the place
 * under discussion (lib/place-in-play.ts): a piece of that room, not of the wardrobe.
 */
const removesListed = (c: ClauseInput, plain: string): boolean =>
  (c.state.latestTool?.replaceAll('_', '.') === 'dressingRoom.list' || pronounPlaceOf(c.text, c.state) === 'dressingRoom') && has(plain, String.raw`remove|delete|take out|take (?:\S+ ){1,4}out|drop|get rid of|ditch|bin|lose|toss|chuck`) &&
  // After the cart was listed, "remove the tote" takes it out of the cart (lib/after-cart.ts), the piece stays saved.
  !cartListedLast(c.state) &&
  !has(plain, 'wardrobe|closet|cart|basket|outfit|trip|sources?|follow|everything|all of them');

const ROOM = `${ROOM_NAMES}|(?:from|out of) my saved`;
/** Where a piece goes in the room: "to my faves", "on my wishlist". */
const INTO_ROOM = new RegExp(String.raw`\b(?:to|into|in|on)\s+(?:my|the)\s+(?:` + ROOM_NAMES + String.raw`)\b`);
/** The room as where a piece goes, not where it is: "to my wishlist", "into the dressing room". */
const TO_ROOM = new RegExp(String.raw`\b(?:to|into)\s+(?:my|the)\s+(?:` + ROOM_NAMES + String.raw`)\b`);

/** A save told as done ("thanks for adding the blazer to my wishlist", "you saved it to my faves already"): nothing asked. */
const DONE_ALREADY = 'added|adding|saved|saving|moved|moving|popped|putting|placed|already|thanks? for|thank you for|cheers for';

/**
 * A piece named and the room said as where it goes, with no verb and nothing asked ("the pearl earrings to my wishlist,
 * thanks"): a save whatever thanks or praise is beside it, as the cart's verbless move is.
 */
const sentToRoom = (c: ClauseInput, plain: string): boolean =>
  TO_ROOM.test(plain) && !c.text.includes('?') && describedIn(c.text, c.slots) !== null &&
  !has(plain, `cart|basket|wardrobe|closet|outfits?|looks?|show|list|what|how|clear|empty|wipe|${REMOVING_VERBS}|from|out of|${DONE_ALREADY}`);

/** A piece named with the room as where it goes and no article ("pearl earrings to my wishlist"): a save of that piece by name. */
const namedInto = (c: ClauseInput, plain: string): Extract<Request, { kind: 'dressingRoom.add' }> | null => {
  if (!INTO_ROOM.test(plain) || ORDINAL_TARGET.test(plain) || narrows(c)) return null;
  const described = describedIn(c.text, c.slots);
  return described && !described.extreme ? { kind: 'dressingRoom.add', ref: { index: 1 }, described, said: pieceSaid(c) } : null;
};

/** The words for all of the pieces. */
const EVERY_PIECE = 'everything|all (?:of )?(?:it|them|that|those|my (?:saved )?(?:pieces|items|things|stuff))|all|the lot|every (?:piece|item|thing)';

export const dressingRoomSkill: Skill = {
  id: 'dressingRoom',
  summary: 'Save pieces just shown, list the dressing room, remove a piece, clear it.',
  option: 'save pieces to your dressing room',
  examples: {
    dressingRoom: examplesOf([
      '(save|keep|bookmark) the (first|second|third|last) one',
      '(save|keep) (them|both|all of them|those|it|that one)',
      '(save|add|put) the (first|second) one (to|in) my dressing room',
      '(show|what is in|list) my (dressing room|saved items|saves|wishlist)',
      '(remove|delete|take out|get rid of) the (tote|red dress|first one) from my dressing room',
      '(clear|empty|wipe) my dressing room',
      'what have i saved',
      '(add|put|pop) the (sneakers|dress|scarf|second one) (to|in|on) my (favourites|faves|wish list|saved stuff)',
      '(take|get) the (boots|tote|red one) out of my (saves|favourites|saved stuff)',
    ]),
  },
  slots: ['references', 'colours', 'garments', 'brands', 'materials'],
  // "Save that red dress" just after a list of pieces is a save of one shown, not a new search.
  // Right after an outfit, "keep it", "save this" mean the outfit (lib/shown-refs.ts): the outfits' own save.
  claims: (c) => referentOf(c.text, c.slots, c.state)?.kind !== 'outfit' && (c.state.lists.products.length > 0 && (c.slots.references.length > 0 || has(plainOf(c.text), PICK_BY_PRICE)) && has(plainOf(c.text), SAVE) && !has(plainOf(c.text), 'cart|basket') && !narrows(c)) ||
    chosenShown(c, plainOf(c.text)) !== null || (addsShown(c, plainOf(c.text)) && !narrows(c)) || removesListed(c, plainOf(c.text)) || savesNamed(c) || sentToRoom(c, plainOf(c.text)) ||
    roomChangeAgain(c.text, c.slots, c.state) !== null,
  kinds: ['dressingRoom.add', 'dressingRoom.list', 'dressingRoom.remove', 'dressingRoom.clear'],
  read(c) {
    const plain = plainOf(c.text);
    const again = roomChangeAgain(c.text, c.slots, c.state);
    if (again) return again;
    if (has(plain, 'cart|basket') && !has(plain, 'dressing room|fitting room')) return null;
    // "keep this one as …" right after an outfit keeps the outfit (lib/after-listing.ts), not a piece of it.
    if (referentOf(c.text, c.slots, c.state)?.kind === 'outfit' && !has(plain, ROOM)) return null;
    if (has(plain, ROOM)) {
      // "is my dressing room empty? I feel like I cleared it": asked, so shown, never cleared.
      if (onlyAsksHowItStands(plain)) return { kind: 'dressingRoom.list' };
      // Any verb of removing with "everything", "all of it", "the lot" empties it ("get rid of everything in my dressing room").
      if (has(plain, 'clear|empty|wipe') || has(plain, REMOVING_VERBS) && has(plain, EVERY_PIECE)) return { kind: 'dressingRoom.clear' };
      if (has(plain, 'remove|delete|take out|take|drop|get rid of')) {
        const target = removalTarget(c.text);
        return { kind: 'dressingRoom.remove', target, ref: ORDINAL_TARGET.test(target) ? itemRef(target) : null };
      }
      // "and the gold hoops to my favourites": a piece and where it goes, with no verb and nothing asked, is a save.
      const verbless = INTO_ROOM.test(plain) && describedIn(c.text, c.slots) !== null && !c.text.includes('?');
      if ((verbless || has(plain, 'save|add|put|keep|pop|stick|chuck|move|throw|bung|place')) && !has(plain.replace(new RegExp(ROOM_NAMES, 'g'), ' '), 'show|list|what')) return saveOf(c, plain) ?? choiceSaved(c, plain) ?? namedInto(c, plain) ?? { kind: 'dressingRoom.list' };
      return { kind: 'dressingRoom.list' };
    }
    if (removesListed(c, plain)) {
      const target = removalTarget(c.text);
      return { kind: 'dressingRoom.remove', target, ref: ORDINAL_TARGET.test(target) ? itemRef(target) : null };
    }
    const chosen = choiceSaved(c, plain);
    if (chosen) return chosen;
    if (has(plain, SAVE) || addsShown(c, plain)) {
      const save = saveOf(c, plain);
      if (save) return save;
    }
    if (has(plain, "what have i saved|what did i save|what i(?: have|'ve|ve|'d)? saved|my saved")) return { kind: 'dressingRoom.list' };
    return null;
  },
  plan(r, ctx) {
    switch (r.kind) {
      case 'dressingRoom.list': return callOf(ctx.tools, 'dressingRoom.list', {});
      case 'dressingRoom.clear': return callOf(ctx.tools, 'dressingRoom.clear', {});
      case 'dressingRoom.remove': {
        if (!findTool(ctx.tools, 'dressingRoom.remove')) return { missing: 'tool' };
        const items = roomItems(ctx);
        if (!Array.isArray(items)) return items;
        const item = r.ref ? pick(items, r.ref)[0] : matchByName(items, r.target);
        return item ? callOf(ctx.tools, 'dressingRoom.remove', { id: item.id }) : { unmatched: r.target };
      }
      case 'dressingRoom.add': {
        const latest = ctx.latestList('products');
        // A list this request looked up itself is no list the shopper saw.
        // A piece named in this message ("save both: the navy slip dress, the gold hoops") is looked for itself,
        // not among what another piece's look-up found this turn.
        const shownBefore = latest && !ctx.own.includes(latest.from) && !(r.said && ctx.current.includes(latest.from)) ? latest : null;
        // A piece named that the list shown does not hold ("and the cream sweater" after a blazer was saved) is looked for by name.
        const from = shownBefore && r.said && r.described && !pickDescribed(shownBefore.items, r.described).length ? null : shownBefore;
        // "save the red wrap dress" with nothing shown: the catalogue is searched for it first, and only one piece that fits is saved.
        if (!from && r.said && findTool(ctx.tools, 'dressingRoom.add')) {
          const found = findPieces([{ text: r.said, owned: false }], ctx, catalogueQuery);
          if (!Array.isArray(found)) return found;
          return found[0] ? callOf(ctx.tools, 'dressingRoom.add', { productId: found[0].id }) : { unmatched: r.said };
        }
        // "Save them", "both": one call per piece (at most SAVE_AT_ONCE), each a step but the last, which answers.
        const byPosition = (items: Record<string, unknown>[]) => (r.refs ? [...new Set(r.refs.flatMap((ref) => pick(items, ref)))] : pick(items, r.ref));
        const chosen = from ? (r.described ? pickDescribed(from.items, r.described).slice(0, r.count ?? 1) : byPosition(from.items)) : [];
        const picked = chosen.slice(0, Math.min(r.count ?? SAVE_AT_ONCE, SAVE_AT_ONCE));
        const saved = new Set(ctx.own.filter((s) => (isTool(s, 'dressingRoom.add') || isTool(s, 'recommendations.save')) && isRecord(s.input))
          .map((s) => (s.input as Record<string, unknown>).productId));
        const left = picked.filter((p) => !saved.has(p.id));
        const item = left[0];
        if (!picked.length) return findTool(ctx.tools, 'dressingRoom.add') ? { missing: 'items' } : { missing: 'tool' };
        if (!item) return { none: true };
        const step = left.length > 1;
        // A feed card's Save is recommendations.save (it records the save for learning); a search result goes straight in.
        if (findTool(ctx.tools, 'recommendations.save') && from && isTool(from.from, 'recommendations.feed')) {
          const args = isRecord(from.from.input) ? from.from.input : {};
          const context = Object.fromEntries(Object.entries({ section: args.section, tier: args.tier }).filter(([, v]) => typeof v === 'string'));
          return callOf(ctx.tools, 'recommendations.save', { productId: item.id, context }, step);
        }
        return callOf(ctx.tools, 'dressingRoom.add', { productId: item.id }, step);
      }
      default: return { none: true };
    }
  },
  speak(r, o, names) {
    if (r.kind === 'dressingRoom.add' && 'ambiguous' in o) return `Which one should I save: ${o.ambiguous.join(', ')}? Nothing was saved yet.`;
    if (r.kind === 'dressingRoom.add' && 'unmatched' in o && o.unmatched) {
      return `I couldn\u2019t find \u201c${o.unmatched}\u201d in the catalogue, so nothing was saved. Ask me to find it and say \u201csave the first one\u201d.`;
    }
    if (r.kind === 'dressingRoom.remove' && 'unmatched' in o) {
      return o.unmatched
        ? `I couldn\u2019t find \u201c${o.unmatched}\u201d in your dressing room. Say \u201cshow my dressing room\u201d to see what\u2019s there.`
        : 'Which piece should I remove? Name it, e.g. \u201cremove the tote from my dressing room\u201d.';
    }
    const said = commonOutcome(o);
    if (typeof said === 'string') return said;
    const { out } = said;
    switch (r.kind) {
      case 'dressingRoom.remove': {
        const name = typeof out.removed === 'string' ? names.get(out.removed) : undefined;
        return `Removed ${name ?? 'that piece'} from your dressing room.`;
      }
      case 'dressingRoom.clear': {
        const removed = typeof out.removed === 'number' ? out.removed : 0;
        return removed ? `Cleared your dressing room: removed ${plural(removed, 'item')}.` : 'Your dressing room was already empty.';
      }
      case 'dressingRoom.list': {
        const items = Array.isArray(out.items) ? out.items.filter(isRecord) : [];
        if (!items.length) return 'Your dressing room is empty. Ask me to find something and say “save the first one”.';
        return `Your dressing room has ${plural(items.length, 'item')}:\n${listOf(items, 10)}`;
      }
      case 'dressingRoom.add': {
        if (!('result' in o)) return '';
        // Several pieces ("save them"): every save this turn, in order.
        const saves = (o.steps ?? []).filter((s) => !s.isError && (isTool(s, 'dressingRoom.add') || isTool(s, 'recommendations.save')));
        return (saves.length > 1 ? saves : [o.result]).map((s) => {
          const res = isRecord(s.output) ? s.output : {};
          const item = isRecord(res.item) ? res.item : res;
          const id = isRecord(s.input) ? s.input.productId : undefined;
          const name = String(item.item_name ?? item.product_name ?? (typeof id === 'string' ? names.get(id) : undefined) ?? 'the item');
          return res.added === false ? `${name} is already in your dressing room.` : `Saved ${name} to your dressing room.`;
        }).join(' ');
      }
      default: return '';
    }
  },
};
