/**
 * Calls for the wardrobe, outfit, look and photo requests. A piece the shopper names is found the
 * way the dressing-room removal finds one: list first, then match by name — "my …" in the wardrobe
 * (then the dressing room), anything else in the catalogue. Ids always come from tool results.
 */
import { uploadIdFromUrl } from '../../../../tools/analysis/contracts.js';
import { emptyOutfit, placePiece, type OutfitSlot, type PieceSource } from '../../../../tools/outfits/rules.js';
import { asPiece, firstSuggestion, latestOutfit, matchPiece, slotsInput, type NamedPiece, type RefOutfit } from './pieces.js';
import { callOf, findTool, isRecord, isTool, lastOf, pick, type PlanContext, type Resolution } from './plan-core.js';
import { slotsAround, type OutfitRequest } from './understand-outfits.js';
import { constraintsArg } from './outfit-constraints.js';
import type { PieceTarget, WardrobeRequest } from './understand-wardrobe.js';

type Items = Record<string, unknown>[];

const outputItems = (output: unknown, key: string): Items =>
  isRecord(output) && Array.isArray(output[key]) ? (output[key] as unknown[]).filter(isRecord) : [];

/** A whole list seen this turn, or the call that lists it first (a look-up, not the answer). */
const listed = (ctx: PlanContext, name: string, key: string, input: Record<string, unknown>, whole: (i: Record<string, unknown>) => boolean): Items | Resolution => {
  // The whole wardrobe as the conversation's latest answer ("list my wardrobe" → "get rid of the loafers") is the list the shopper sees
  // (a saved outfit's removal still lists again: its reply names the outfit from this turn's list).
  const before = ctx.history[ctx.history.length - ctx.current.length - 1];
  const shown = name === 'wardrobe.list' && before && !before.prep && !before.isError && isTool(before, name) && isRecord(before.input) && whole(before.input) ? before : undefined;
  const seen = lastOf(ctx.current, name, whole) ?? shown;
  return seen ? outputItems(seen.output, key) : callOf(ctx.tools, name, input, true);
};

/** The unfiltered wardrobe: a search's answer is not every item the shopper owns. */
export const wardrobeItems = (ctx: PlanContext) =>
  listed(ctx, 'wardrobe.list', 'items', {}, (i) => i.query === undefined && (i.category === undefined || i.category === 'all'));
const roomItems = (ctx: PlanContext) => listed(ctx, 'dressingRoom.list', 'items', {}, (i) => !i.inCartOnly);

const candidates = (source: PieceSource, items: Items) =>
  items.flatMap((item) => {
    const piece = asPiece(source, item);
    return piece ? [{ piece, item }] : [];
  });


/**
 * The pieces named, in the order named; or the look-up needed first; or why one cannot be found.
 * "my shirt" is looked for in the wardrobe, then the dressing room; "the Red Wrap Dress" in the catalogue.
 */
export const findPieces = (
  anchors: readonly PieceTarget[], ctx: PlanContext, catalogueQuery: (text: string) => Record<string, unknown>,
): NamedPiece[] | Resolution => {
  const found: NamedPiece[] = [];
  for (const anchor of anchors) {
    // A piece the clause referred to among those just shown is that piece: nothing to look up.
    if (anchor.shown) {
      found.push(anchor.shown);
      continue;
    }
    const lists: (() => { source: PieceSource; items: Items | Resolution })[] = anchor.owned
      ? [() => ({ source: 'wardrobe', items: wardrobeItems(ctx) }), () => ({ source: 'dressing_room', items: roomItems(ctx) })]
      : [() => {
        const input = catalogueQuery(anchor.text);
        // The call as recorded may carry the schema's defaults (offset 0) besides what was sent.
        const same = (i: Record<string, unknown>) =>
          Object.keys({ ...i, ...input }).every((k) => JSON.stringify(i[k]) === JSON.stringify(input[k]) || (k === 'offset' && i[k] === 0 && input[k] === undefined));
        return { source: 'product', items: listed(ctx, 'products.search', 'products', input, same) };
      }];
    let piece: NamedPiece | null = null;
    for (const list of lists) {
      const { source, items } = list();
      if (!Array.isArray(items)) return items;
      const match = matchPiece(candidates(source, items), anchor.text);
      if ('ambiguous' in match) return { ambiguous: match.ambiguous };
      if ('piece' in match) { piece = match.piece; break; }
    }
    if (!piece) return { unmatched: anchor.text };
    found.push(piece);
  }
  return found;
};

const ref = (p: NamedPiece) => ({ source: p.source, id: p.id });

/** The outfit with nothing in one place, nor in a place that cannot be beside it (a dress for a top or a bottom). */
const withoutSlot = (o: RefOutfit, slot: OutfitSlot): RefOutfit => ({
  ...o, ...(slot === 'accessories' ? { accessories: [] } : { [slot]: null }),
  ...(slot === 'top' || slot === 'bottom' ? { dress: null } : {}), ...(slot === 'dress' ? { top: null, bottom: null } : {}),
});

/** Pieces into an outfit, each in its own slot, by the rules (a later piece in a taken slot replaces it). */
const outfitOf = (pieces: readonly NamedPiece[]): RefOutfit =>
  pieces.reduce<RefOutfit>((o, p) => (p.slot ? placePiece(o, p.slot, p) : o), emptyOutfit());

/** Whether the outfit can take a piece in this slot without clearing one it has. */
const fits = (o: RefOutfit, slot: OutfitSlot) =>
  slot === 'accessories' ? o.accessories.length < 3
    : o[slot] === null && !(slot === 'dress' && (o.top || o.bottom)) && !((slot === 'top' || slot === 'bottom') && o.dress);

/** The outfit a build has reached: the named pieces and each step's first suggestion. */
export const builtOutfit = (anchors: readonly NamedPiece[], steps: PlanContext['own'], base?: RefOutfit): RefOutfit => {
  let outfit = base ?? outfitOf(anchors);
  for (const step of steps) {
    if (!isTool(step, 'outfits.suggest') || step.isError) continue;
    const first = firstSuggestion(step.output);
    if (first?.slot && fits(outfit, first.slot)) outfit = placePiece(outfit, first.slot, first);
  }
  return outfit;
};

const buildOutfit = (r: Extract<OutfitRequest, { kind: 'outfit.build' }>, ctx: PlanContext, query: (t: string) => Record<string, unknown>): Resolution => {
  const found = findPieces(r.anchors, ctx, query);
  if (!Array.isArray(found)) return found;
  const placeless = found.find((p) => !p.slot);
  if (placeless) return { unmatched: placeless.name };
  if (r.recompose && found[0] && findTool(ctx.tools, 'outfits.compose')) {
    return callOf(ctx.tools, 'outfits.compose', { constraints: r.constraints ?? {}, anchor: ref(found[0]) });
  }
  // A whole outfit with nothing named to build around: one call that honours the occasion and the
  // budget as hard constraints and says what it had to relax (outfits.compose), when it is offered.
  if (!found.length && r.slots.length !== 1 && !r.around && findTool(ctx.tools, 'outfits.compose')) {
    return callOf(ctx.tools, 'outfits.compose', { constraints: r.constraints ?? {} });
  }
  // A swap: the outfit shown before this turn, with the places asked for emptied.
  const shown = r.around === 'shown' ? latestOutfit(ctx.history.slice(0, ctx.history.length - ctx.current.length)) : null;
  if (r.around === 'shown' && !shown) return { ask: true };
  // "without the blazer": the outfit shown, every other piece kept, that place left empty (never filled again).
  if (shown && r.leave?.length && findTool(ctx.tools, 'outfits.compose')) {
    const kept = r.leave.reduce((o, slot) => withoutSlot(o, slot), shown);
    return callOf(ctx.tools, 'outfits.compose', { constraints: r.constraints ?? {}, outfit: slotsInput(kept), leave_empty: r.leave });
  }
  const outfit = builtOutfit(found, ctx.own, shown ? r.slots.reduce((o, slot) => withoutSlot(o, slot), shown) : undefined);
  const asked = new Set(ctx.own.filter((s) => isTool(s, 'outfits.suggest')).map((s) => (isRecord(s.input) ? s.input.slot : null)));
  const wanted = r.slots.length ? r.slots : slotsAround(found.map((p) => p.slot));
  const next = wanted.filter((slot) => !asked.has(slot) && fits(outfit, slot));
  if (!next.length) return { none: true };
  // Each slot is asked with the outfit so far, so the pieces match each other; the last one answers.
  // The occasion, weather and budget the shopper named bind every suggestion too (and only then are they said).
  const constraints = constraintsArg(r.constraints);
  return callOf(ctx.tools, 'outfits.suggest', { slot: next[0], outfit: slotsInput(outfit), ...constraints }, next.length > 1);
};

const completeLook = (r: Extract<OutfitRequest, { kind: 'look.complete' }>, ctx: PlanContext, query: (t: string) => Record<string, unknown>): Resolution => {
  const source = r.source;
  const bound = constraintsArg(r.constraints);
  switch (source.from) {
    case 'pieces': {
      const found = findPieces(r.anchors, ctx, query);
      if (!Array.isArray(found)) return found;
      const owned = found.filter((p) => p.source !== 'product');
      if (owned.length) return callOf(ctx.tools, 'looks.complete', { pieces: owned.map(ref), ...bound });
      return callOf(ctx.tools, 'looks.complete', { productId: found[0]!.id, ...bound });
    }
    case 'post': {
      const posts = ctx.latestList('posts');
      if (!posts) return source.handle ? callOf(ctx.tools, 'posts.latest', {}, true) : { missing: 'items' };
      const post = source.handle
        ? posts.items.find((p) => isRecord(p.influencer) && p.influencer.handle === source.handle)
        : pick(posts.items, source.ref ?? { index: 1 })[0];
      return post ? callOf(ctx.tools, 'looks.complete', { postId: post.id, ...bound }) : { unmatched: source.handle ? `@${source.handle}` : '' };
    }
    case 'product': {
      const [item] = pick(ctx.latestList('products')?.items ?? [], source.ref);
      return item ? callOf(ctx.tools, 'looks.complete', { productId: item.id, ...bound }) : { missing: 'items' };
    }
    case 'photo': {
      // No tool lists uploads; a photo the shopper added to the wardrobe carries its upload id in its image address.
      const items = wardrobeItems(ctx);
      if (!Array.isArray(items)) return items;
      const photo = items.map((i) => (typeof i.image_url === 'string' ? uploadIdFromUrl(i.image_url) : null)).find(Boolean);
      return photo ? callOf(ctx.tools, 'looks.complete', { uploadId: photo, ...bound }) : { unmatched: 'photo' };
    }
    case 'conversation': {
      const shown = latestOutfit(ctx.history);
      if (!shown) return { ask: true };
      const pieces = [shown.dress, shown.top, shown.bottom, shown.outerwear, shown.shoes, shown.bag, ...shown.accessories].filter((p): p is NamedPiece => p !== null);
      const owned = pieces.filter((p) => p.source !== 'product');
      if (owned.length) return callOf(ctx.tools, 'looks.complete', { pieces: owned.map(ref), ...bound });
      return callOf(ctx.tools, 'looks.complete', { productId: pieces[0]!.id, ...bound });
    }
  }
};

const saveOutfit = (r: Extract<OutfitRequest, { kind: 'outfits.save' }>, ctx: PlanContext, query: (t: string) => Record<string, unknown>): Resolution => {
  if (!r.anchors.length) {
    const shown = latestOutfit(ctx.history);
    return shown ? callOf(ctx.tools, 'outfits.save', { name: r.name ?? undefined, slots: slotsInput(shown) }) : { ask: true };
  }
  const found = findPieces(r.anchors, ctx, query);
  if (!Array.isArray(found)) return found;
  const placeless = found.find((p) => !p.slot);
  if (placeless) return { unmatched: placeless.name };
  // Each piece goes to its own slot as named; the tool's rules (not the model) refuse a dress with a top.
  const slots: Record<string, unknown> = {};
  for (const p of found) {
    if (p.slot === 'accessories') slots.accessories = [...(slots.accessories as unknown[] ?? []), ref(p)];
    else slots[p.slot!] = ref(p);
  }
  return callOf(ctx.tools, 'outfits.save', { name: r.name ?? undefined, slots });
};

/** A saved outfit by its name (exactly, or the one whose name shares the most words) or its position. */
const removeOutfit = (r: Extract<OutfitRequest, { kind: 'outfits.remove' }>, ctx: PlanContext): Resolution => {
  const list = listed(ctx, 'outfits.list', 'outfits', {}, () => true);
  if (!Array.isArray(list)) return list;
  if (r.ref) {
    const [outfit] = pick(list, r.ref);
    return outfit ? callOf(ctx.tools, 'outfits.remove', { id: outfit.id }) : { unmatched: '' };
  }
  const wanted = r.target.toLowerCase();
  const exact = list.filter((o) => String(o.name).toLowerCase() === wanted);
  if (exact.length === 1) return callOf(ctx.tools, 'outfits.remove', { id: exact[0]!.id });
  const words = new Set(wanted.split(/\W+/).filter((w) => w.length > 2));
  const scored = list.map((o) => ({ o, score: String(o.name).toLowerCase().split(/\W+/).filter((w) => words.has(w)).length }));
  const best = Math.max(0, ...scored.map((s) => s.score));
  const top = scored.filter((s) => s.score === best);
  if (best === 0) return { unmatched: r.target };
  return top.length === 1 ? callOf(ctx.tools, 'outfits.remove', { id: top[0]!.o.id }) : { ambiguous: top.map((t) => String(t.o.name)) };
};

/** The one wardrobe item named, or the look-up first, or why none. */
const wardrobeTarget = (target: string, ctx: PlanContext): { id: string } | Resolution => {
  const items = wardrobeItems(ctx);
  if (!Array.isArray(items)) return items;
  const match = matchPiece(candidates('wardrobe', items), target);
  if ('ambiguous' in match) return { ambiguous: match.ambiguous };
  return 'piece' in match ? { id: match.piece.id } : { unmatched: target };
};

/** "3 t-shirts", "both white shirts", "two belts": how many pieces a removal names, and the piece. */
const COUNTED = /^(?:(\d)|(two|both|three|four|five))\s+(.+)$/i;
const COUNT_WORDS: Readonly<Record<string, number>> = { two: 2, both: 2, three: 3, four: 4, five: 5 };

/** The removals of every piece a counted target names, when the wardrobe holds exactly that many of it; else null. */
const countedRemovals = (target: string, ctx: PlanContext): Resolution | null => {
  const said = COUNTED.exec(target.trim());
  if (!said) return null;
  const count = said[1] ? Number(said[1]) : COUNT_WORDS[said[2]!.toLowerCase()]!;
  const items = wardrobeItems(ctx);
  if (!Array.isArray(items)) return items;
  const listed = candidates('wardrobe', items);
  const match = matchPiece(listed, said[3]!);
  const names = 'ambiguous' in match ? match.ambiguous : [];
  if (names.length !== count || count < 2) return null;
  // Oldest first, as the shopper added them (the list shows the newest first).
  const ids = [...new Set(listed.filter((l) => names.includes(l.piece.name)).map((l) => l.piece.id))].reverse();
  if (ids.length !== count) return null;
  const calls = ids.map((id) => callOf(ctx.tools, 'wardrobe.remove', { id }));
  if (!calls.every((c) => 'call' in c)) return calls[0]!;
  const planned = calls.map((c) => (c as Extract<Resolution, { call: unknown }>).call);
  return { call: planned.at(-1)!, also: planned.slice(0, -1) };
};

export const resolveWardrobe = (
  r: WardrobeRequest | OutfitRequest, ctx: PlanContext, catalogueQuery: (text: string) => Record<string, unknown>,
): Resolution => {
  switch (r.kind) {
    case 'wardrobe.list': return callOf(ctx.tools, 'wardrobe.list', { query: r.query, category: r.category });
    case 'wardrobe.add': {
      if (!r.item) return { ask: true };
      const { copies: _copies, ...item } = r.item;
      return callOf(ctx.tools, 'wardrobe.add', item);
    }
    case 'wardrobe.update':
    case 'wardrobe.remove': {
      const counted = r.kind === 'wardrobe.remove' ? countedRemovals(r.target, ctx) : null;
      if (counted) return counted;
      const found = wardrobeTarget(r.target, ctx);
      if (!('id' in found)) return found;
      return r.kind === 'wardrobe.remove'
        ? callOf(ctx.tools, 'wardrobe.remove', { id: found.id })
        : callOf(ctx.tools, 'wardrobe.update', { id: found.id, ...r.changes });
    }
    case 'outfit.build': return buildOutfit(r, ctx, catalogueQuery);
    case 'look.complete': return completeLook(r, ctx, catalogueQuery);
    case 'outfits.save': return saveOutfit(r, ctx, catalogueQuery);
    case 'outfits.list': return callOf(ctx.tools, 'outfits.list', {});
    case 'outfits.remove': return removeOutfit(r, ctx);
    case 'styleDna.analyze': return callOf(ctx.tools, 'styleDna.analyze', { latest: r.latest ?? undefined });
  }
};
