/**
 * Pieces the shopper names, found among listed items (wardrobe, dressing room, catalogue results),
 * and the outfit the conversation last showed, rebuilt from tool results with the outfit rules.
 * Pure: everything comes from results the tools returned.
 */
import { OUTFIT_SLOTS, emptyOutfit, outfitPieces, placePiece, slotForPiece, slotFromText, type Outfit, type OutfitSlot, type PieceSource } from '../../../../tools/outfits/rules.js';
import { GARMENT_WORDS, isNearMiss, singular } from '../../nlu/index.js';
import { shadeIn } from './words.js';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A piece as an outfit holds it, with the name it was shown under. */
export interface NamedPiece {
  source: PieceSource;
  id: string;
  name: string;
  slot: OutfitSlot | null;
  price?: number | null;
}

/** One listed item as a candidate piece: its name, slot, colour and other words a shopper may use. */
export const asPiece = (source: PieceSource, item: Record<string, unknown>): NamedPiece | null => {
  const name = item.item_name ?? item.product_name ?? item.name;
  if (typeof item.id !== 'string' || typeof name !== 'string') return null;
  const category = typeof item.category === 'string' ? item.category : null;
  const slot = typeof item.slot === 'string' && (OUTFIT_SLOTS as readonly string[]).includes(item.slot) ? item.slot as OutfitSlot : slotForPiece(category, name);
  const price = typeof item.price === 'number' ? item.price : typeof item.purchase_price === 'number' ? item.purchase_price : null;
  return { source, id: item.id, name, slot, price };
};

/** Lower-case words with a plural's "s" gone, so "sneakers" finds "Sneaker" and "jeans" finds "Jean". */
const stems = (text: string): string[] =>
  text.toLowerCase().replace(/\bgray\b/g, 'grey').split(/[^a-z0-9]+/).filter((w) => w.length >= 2)
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));

/** Words that name a whole slot rather than a kind of garment in it. */
const SLOT_NAMES = new Set(['shoe', 'footwear', 'top', 'bottom', 'bag', 'outerwear', 'accessory', 'accessorie', 'jewelry', 'jewellery']);

/** The kinds of garment a text names for a slot ("sneaker", "boot"), without the slot's own name. */
const garmentWords = (text: string, slot: OutfitSlot | null): string[] =>
  slot ? stems(text).filter((w) => !SLOT_NAMES.has(w) && slotFromText(w) === slot) : [];

/**
 * A garment word with the names the NLU lexicon gives the same garment ("jumper" is a sweater, "trainers" sneakers,
 * "cardi" a cardigan), so a piece she names in her own words is the one her wardrobe lists under another.
 */
const kindNames = (word: string): string[] => {
  const entry = GARMENT_WORDS.get(word);
  if (!entry) return [word];
  // Whole names only: a "puffer" is a "puffer jacket", not any jacket.
  return [...new Set([word, ...[entry.garment, entry.synonym].flatMap((w) => (w ? [stems(singular(w)).join(' ')] : []))])];
};
const sameKind = (said: readonly string[], own: readonly string[]): boolean => {
  const owned = new Set(own.flatMap(kindNames));
  return said.some((k) => kindNames(k).some((n) => owned.has(n)));
};

const IGNORED = new Set(['the', 'my', 'a', 'an', 'one', 'piece', 'item', 'and', 'with', 'of', 'in']);

export type PieceMatch = { piece: NamedPiece } | { ambiguous: string[] } | { none: true };

type Listed = { piece: NamedPiece; item: Record<string, unknown> };

/** Names to ask between; two pieces of one name are told apart by brand, colour, or their place in the list. */
const choices = (list: readonly Listed[]): string[] =>
  list.map(({ piece, item }, i) => {
    const same = list.filter((o) => o.piece.name === piece.name);
    if (same.length < 2) return piece.name;
    const telling = (key: 'brand' | 'color') =>
      typeof item[key] === 'string' && same.filter((o) => o.item[key] === item[key]).length === 1 ? item[key] as string : null;
    return `${piece.name} (${telling('brand') ?? telling('color') ?? `#${i + 1}`})`;
  });

/**
 * The item a shopper named. Only items of the slot their garment word names, and of the colour they
 * said, are considered; among those, the one sharing the most words with what they said (name,
 * colour, brand), and only when that best match is unique — "the sneakers" never guesses between two
 * pairs. When no word matches, a misspelt one ("snekaers") counts for the word it is a near miss of,
 * by the NLU layer's spelling rule (the one measure of a typo in atelier-local).
 */
export const matchPiece = (listed: readonly Listed[], target: string): PieceMatch => {
  const wanted = new Set(stems(target).filter((w) => !IGNORED.has(w)));
  if (!wanted.size) return { none: true };
  const slot = slotFromText(target);
  const colour = shadeIn(target);
  const kinds = garmentWords(target, slot);
  const candidates = listed.filter(({ piece, item }) => {
    if (slot && piece.slot !== slot) return false;
    // "boots" are not the sneakers, though both are shoes; "shoes" are either.
    const own = garmentWords(piece.name, slot);
    if (kinds.length && own.length && !sameKind(kinds, own)) return false;
    if (!colour) return true;
    const said = new Set(stems(`${piece.name} ${typeof item.color === 'string' ? item.color : ''}`));
    return stems(colour).every((w) => said.has(w));
  });
  if (!candidates.length) return { none: true };
  // A piece named in full is that piece, though another shares most of its words ("Black Turtleneck" beside "Black Merino Turtleneck").
  const exact = candidates.filter((c) => stems(c.piece.name).join(' ') === stems(target).filter((w) => !IGNORED.has(w)).join(' '));
  if (exact.length === 1) return { piece: exact[0]!.piece };
  // The garment word only says the slot: "the top" is every top, whichever one has "Top" in its name.
  const telling = [...wanted].filter((w) => !slot || slotFromText(w) !== slot);
  if (!telling.length) return candidates.length === 1 ? { piece: candidates[0]!.piece } : { ambiguous: choices(candidates) };
  const scored = candidates.map((c) => {
    const words = new Set(stems([c.piece.name, c.item.color, c.item.brand].filter((x) => typeof x === 'string').join(' ')));
    return { ...c, score: telling.filter((w) => words.has(w)).length };
  });
  const best = Math.max(0, ...scored.map((s) => s.score));
  if (best > 0) {
    const top = scored.filter((s) => s.score === best);
    return top.length === 1 ? { piece: top[0]!.piece } : { ambiguous: choices(top) };
  }
  // Only the telling words: "suede jacket" must not find a leather jacket through "jacket".
  const near = scored.map((c) => {
    const words = stems([c.piece.name, c.item.color, c.item.brand].filter((x) => typeof x === 'string').join(' '));
    return { ...c, score: telling.filter((w) => words.some((n) => isNearMiss(w, n))).length };
  });
  const nearest = Math.max(0, ...near.map((s) => s.score));
  if (nearest === 0) return { none: true };
  const top = near.filter((s) => s.score === nearest);
  return top.length === 1 ? { piece: top[0]!.piece } : { ambiguous: choices(top) };
};

// ───────────────────────────── outfits shown ─────────────────────────────

export type RefOutfit = Outfit<NamedPiece>;

/** An outfit as outfits.suggest and outfits.save take it: only the filled slots, each as { source, id }. */
export const slotsInput = (outfit: RefOutfit): Record<string, unknown> => {
  const input: Record<string, unknown> = {};
  for (const { slot, piece } of outfitPieces(outfit)) {
    const ref = { source: piece.source, id: piece.id };
    if (slot === 'accessories') input.accessories = [...(input.accessories as unknown[] ?? []), ref];
    else input[slot] = ref;
  }
  return input;
};

const refOf = (v: unknown, slot: OutfitSlot): NamedPiece | null =>
  isRecord(v) && typeof v.id === 'string' && typeof v.source === 'string'
    ? { source: v.source as PieceSource, id: v.id, name: typeof v.name === 'string' ? v.name : '', slot, price: typeof v.price === 'number' ? v.price : null }
    : null;

/** The outfit an outfits.suggest call was given (its input), with what the tool named. */
export const outfitOfInput = (input: unknown): RefOutfit => {
  let outfit: RefOutfit = emptyOutfit();
  const slots = isRecord(input) && isRecord(input.outfit) ? input.outfit : {};
  for (const slot of OUTFIT_SLOTS) {
    const value = slots[slot];
    for (const v of slot === 'accessories' ? (Array.isArray(value) ? value : []) : [value]) {
      const piece = refOf(v, slot);
      if (piece) outfit = placePiece(outfit, slot, piece);
    }
  }
  return outfit;
};

/** A suggestion list's first piece, as the piece it would add. */
export const firstSuggestion = (output: unknown): NamedPiece | null => {
  if (!isRecord(output) || !Array.isArray(output.suggestions) || typeof output.slot !== 'string') return null;
  const first = output.suggestions.find(isRecord);
  return first ? refOf(first, output.slot as OutfitSlot) : null;
};

interface Seen { toolName: string; input: unknown; output: unknown; isError: boolean }
const isTool = (seen: Seen, name: string) => seen.toolName === name || seen.toolName === name.replaceAll('.', '_');

/**
 * The outfit a result shows: a suggestion's outfit with its first suggestion added; a completed
 * look's owned pieces and anchor with the first alternative of each missing piece; a saved outfit.
 */
/** The pieces of a tool's list (each with its slot, source and id) placed in an outfit. */
const placedPieces = (list: unknown): RefOutfit => {
  let outfit: RefOutfit = emptyOutfit();
  for (const p of Array.isArray(list) ? list.filter(isRecord) : []) {
    if (typeof p.slot === 'string' && typeof p.id === 'string') {
      outfit = placePiece(outfit, p.slot as OutfitSlot, { source: p.source as PieceSource, id: p.id, name: String(p.name ?? ''), slot: p.slot as OutfitSlot });
    }
  }
  return outfit;
};

export const outfitShownBy = (seen: Seen): RefOutfit | null => {
  if (seen.isError || !isRecord(seen.output)) return null;
  const out = seen.output;
  if (isTool(seen, 'outfits.suggest')) {
    const outfit = outfitOfInput(seen.input);
    const first = firstSuggestion(out);
    const shown = first ? placePiece(outfit, first.slot!, first) : outfit;
    return outfitPieces(shown).length ? shown : null;
  }
  if (isTool(seen, 'outfits.compose')) {
    const outfit = placedPieces(out.pieces);
    return outfitPieces(outfit).length ? outfit : null;
  }
  if (isTool(seen, 'looks.complete')) {
    let outfit = placedPieces(out.ownedPieces);
    const anchor = isRecord(out.anchor) ? out.anchor : null;
    if (anchor?.kind === 'product' && typeof anchor.slot === 'string' && typeof anchor.id === 'string') {
      outfit = placePiece(outfit, anchor.slot as OutfitSlot, { source: 'product', id: anchor.id, name: String(anchor.name ?? ''), slot: anchor.slot as OutfitSlot });
    }
    for (const m of Array.isArray(out.missingPieces) ? out.missingPieces.filter(isRecord) : []) {
      const alt = Array.isArray(m.alternatives) ? m.alternatives.find(isRecord) : undefined;
      const slot = m.slot as OutfitSlot;
      // Only into an empty place: an alternative never pushes out what the look already has.
      const taken = slot === 'accessories' ? outfit.accessories.length >= 3 : outfit[slot] !== null || ((slot === 'top' || slot === 'bottom') && outfit.dress !== null) || (slot === 'dress' && (outfit.top !== null || outfit.bottom !== null));
      if (alt && typeof alt.productId === 'string' && !taken) {
        outfit = placePiece(outfit, slot, { source: 'product', id: alt.productId, name: String(alt.name ?? ''), slot, price: typeof alt.price === 'number' ? alt.price : null });
      }
    }
    return outfitPieces(outfit).length ? outfit : null;
  }
  if (isTool(seen, 'outfits.save') && isRecord(out.outfit) && isRecord(out.outfit.slots)) {
    const saved = outfitOfInput({ outfit: out.outfit.slots });
    return outfitPieces(saved).length ? saved : null;
  }
  return null;
};

/** The newest outfit shown among results, newest last in the list. */
export const latestOutfit = (results: readonly Seen[]): RefOutfit | null => {
  for (let i = results.length - 1; i >= 0; i--) {
    const outfit = outfitShownBy(results[i]!);
    if (outfit) return outfit;
  }
  return null;
};
