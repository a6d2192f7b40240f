/**
 * What a look is missing and what would complete it: missing slots from the outfit rules, and for
 * each one the catalogue products nearest to the look's palette and aesthetic that honour the
 * constraints (tools/outfits/judgement.ts): one per price level, or the nearest three within the
 * price band (stated, the anchor product's, or the shopper's usual one).
 * Style notes are read off the data (the look's strongest dimensions, what owned pieces share).
 */
import type { z } from 'zod';
import { appliedOf, relaxationNotes } from '../outfits/compose.js';
import type { OutfitConstraints, RelaxationNote } from '../outfits/constraints.js';
import { searchSlot, usualPrices, type Ranked } from '../outfits/engine.js';
import { accentsOf, coatNeed, judgementOf, priceBandFor, type Judgement } from '../outfits/judgement.js';
import {
  COMPLETION_POINTS, MAX_COMPLETION_SCORE, OUTFIT_SLOTS, SLOT_CATEGORIES, completionScore, hasBase, outfitPieces, placePiece, type Outfit, type OutfitSlot,
} from '../outfits/rules.js';
import type { Piece } from '../outfits/pieces.js';
import { saidWords } from '../outfits/vectors.js';
import { explainMatch, type StyleVector } from '../recommendations/style-vector.js';
import { PRICE_TIERS, dimensionIndex, priceTierOf } from '../recommendations/vocabulary.js';
import { listOf } from '../text/phrase.js';
import type { Database } from '../types.js';
import type { Alternative, MissingPiece, lookAnalysisSchema } from './contracts.js';
import { toOwnedPiece, type LookStart } from './start.js';

/**
 * Nearest products kept per slot before picking one per price level (when no price band applies).
 * The search ignores the price tier, so tiers come interleaved and the pool almost always holds all
 * three; a tier missing from it is left out rather than searched for separately.
 */
export const ALTERNATIVES_POOL = 8;
/** Product rules §9 hint: 1-2 accessories; the look asks for them while it has fewer than two. */
const ACCESSORIES_WANTED = 2;

const ESSENTIAL: ReadonlySet<OutfitSlot> = new Set(['dress', 'top', 'bottom', 'shoes']);

/** A dress, or a top and bottom, as the look leans: the garments it names decide; a dress when it names none. */
const baseSlots = (look: StyleVector | null): OutfitSlot[] => {
  if (!look) return ['dress'];
  const dress = look[dimensionIndex('category', 'dresses')] ?? 0;
  const separates = Math.max(look[dimensionIndex('category', 'tops')] ?? 0, look[dimensionIndex('category', 'bottoms')] ?? 0);
  return separates > dress ? ['top', 'bottom'] : ['dress'];
};

export const missingSlots = (outfit: Outfit, look: StyleVector | null, j?: Judgement): OutfitSlot[] => {
  const slots: OutfitSlot[] = [];
  if (!hasBase(outfit)) {
    if (outfit.top) slots.push('bottom');
    else if (outfit.bottom) slots.push('top');
    // The gym takes separates, never a dress.
    else slots.push(...(j?.occasion === 'gym' ? ['top', 'bottom'] as OutfitSlot[] : baseSlots(look)));
  }
  if (!outfit.shoes) slots.push('shoes');
  if (!outfit.bag) slots.push('bag');
  // No coat is suggested for weather that needs none.
  if (!outfit.outerwear && (!j || coatNeed(j.band, j.rain) !== 'none')) slots.push('outerwear');
  if (outfit.accessories.length < ACCESSORIES_WANTED) slots.push('accessories');
  return slots;
};

const NOUN: Record<OutfitSlot, string> = {
  dress: 'A dress', top: 'A top', bottom: 'A bottom', outerwear: 'A layer', shoes: 'Shoes', bag: 'A bag', accessories: 'One or two accessories',
};
const PURPOSE: Record<OutfitSlot, string> = {
  dress: 'to anchor the look', top: 'to complete the base', bottom: 'to complete the base', outerwear: 'to layer over it',
  shoes: 'to ground the look', bag: 'to carry it through', accessories: 'to finish it',
};

const describe = (slot: OutfitSlot, colours: string[], aesthetic: string | undefined): string =>
  [NOUN[slot], colours.length ? `in ${listOf(colours, 'or')}` : '', aesthetic ? `with a ${aesthetic} feel` : '', PURPOSE[slot]]
    .filter(Boolean).join(' ');

/**
 * The colours a missing piece's heading may name: the look's, but only when every piece listed under
 * it is one of them (never white jeans under "in navy or grey"); with nothing listed, the look's
 * colours as the wish they are.
 */
export const headingColours = (palette: readonly string[], listed: readonly (string | null | undefined)[]): string[] => {
  if (!listed.length) return [...palette];
  const named = (colour: string | null | undefined) => palette.find((p) => colour?.toLowerCase().includes(p.toLowerCase()));
  return listed.every((c) => named(c)) ? palette.filter((p) => listed.some((c) => named(c) === p)) : [];
};

/**
 * The look's completion from exactly the pieces it shows as there (owned pieces and the anchor):
 * the outfit rules' score, plus half the base's points for half a base (a top without a bottom, or
 * the reverse), so a look that lists a piece you own in a slot never reads 0.
 */
export const lookCompletion = (outfit: Outfit): number => {
  const halfBase = !hasBase(outfit) && (outfit.top !== null || outfit.bottom !== null) ? COMPLETION_POINTS.base / 2 : 0;
  return Math.min(MAX_COMPLETION_SCORE, completionScore(outfit) + halfBase);
};

const toAlternative = (r: Ranked, look: StyleVector | null): Alternative => ({
  productId: r.piece.id,
  name: r.piece.name,
  brand: r.piece.brand ?? '',
  price: r.piece.price ?? 0,
  priceLevel: priceTierOf(r.piece.price ?? 0),
  imageUrl: r.piece.imageUrl,
  retailerImageUrl: r.piece.imageUrl,
  retailerUrl: r.row?.affiliateUrl ?? r.row?.productUrl ?? r.piece.url ?? '',
  retailerName: r.row?.retailerName ?? '',
  similarity: Math.round(r.similarity * 1000) / 1000,
  reason: (look && explainMatch(look, r.piece.vector)) || 'nearest in the catalogue',
});

/**
 * Catalogue alternatives for one slot, never one the shopper has, each honouring the constraints.
 * Without any price band, the nearest of each price level; within a band, the three nearest in it.
 */
const alternativesFor = async (
  db: Database, look: StyleVector, slot: OutfitSlot, excludeIds: string[], j: Judgement,
): Promise<{ alternatives: Alternative[]; colours: (string | null)[]; relaxed: RelaxationNote[] }> => {
  const answer = await searchSlot({
    db, slot, judgement: j, look, own: { wardrobe: [], dressingRoom: [], dressingRoomProductIds: excludeIds },
    // One per price level needs a pool to choose from; within a band the three nearest are the answer.
    taken: new Set(), limit: j.price.source === 'none' ? ALTERNATIVES_POOL : PRICE_TIERS.length, includeOwn: false,
  });
  const picks = j.price.source === 'none'
    ? PRICE_TIERS.flatMap((tier) => answer.picks.find((p) => priceTierOf(p.piece.price ?? 0) === tier) ?? [])
    : answer.picks.slice(0, PRICE_TIERS.length);
  return { alternatives: picks.map((p) => toAlternative(p, look)), colours: picks.map((p) => p.piece.colour), relaxed: relaxationNotes(slot, answer.relaxed, j) };
};

/** Score the look would reach with its essential missing slots filled (rules only, no pieces needed). */
const scoreWithEssentials = (outfit: Outfit, slots: readonly OutfitSlot[]): number =>
  lookCompletion(slots.filter((s) => ESSENTIAL.has(s))
    .reduce<Outfit>((o, slot, i) => placePiece(o, slot, { source: 'product', id: `placeholder-${i}` }), outfit));

const list = (words: string[]): string => listOf(words);

const SLOT_LABEL: Record<OutfitSlot, string> = {
  dress: 'a dress', top: 'a top', bottom: 'a bottom', outerwear: 'outerwear', shoes: 'shoes', bag: 'a bag', accessories: 'accessories',
};

const styleNotesOf = (start: LookStart, palette: string[], aesthetics: string[], missing: OutfitSlot[], score: number): string[] => {
  const notes = [...start.notes];
  if (palette.length) notes.push(`The palette is ${list(palette)}.`);
  else notes.push('The look names no clear colours, so alternatives follow its aesthetic and shapes.');
  if (aesthetics.length) notes.push(`Its aesthetic reads ${list(aesthetics)}.`);
  if (start.vector) {
    for (const o of [...start.owned].sort((a, b) => b.similarity - a.similarity).slice(0, 2)) {
      const shared = explainMatch(start.vector, o.piece.vector).split(', ').filter(Boolean);
      if (shared.length && start.basis !== 'pieces') notes.push(`Your piece "${o.piece.name}" matches the look on ${list(shared)}.`);
    }
  }
  if (start.basis !== 'pieces') {
    if (start.wardrobeSize === 0) notes.push('Your wardrobe is empty, so every missing piece is suggested from the catalogue.');
    else if (start.owned.length === 0) notes.push('None of your wardrobe items is close enough to this look to count as part of it.');
  }
  const essentials = missing.filter((s) => ESSENTIAL.has(s));
  if (essentials.length) {
    notes.push(`Adding ${list(essentials.map((s) => SLOT_LABEL[s]))} would take the look from ${score} to ${scoreWithEssentials(start.outfit, missing)} out of 100.`);
  } else if (score < 100) {
    notes.push(`The essentials are there (${score} out of 100); ${list(missing.map((s) => SLOT_LABEL[s]))} would finish it.`);
  }
  return notes;
};

export interface CompleteOptions {
  constraints?: OutfitConstraints;
  /** The shopper, for their usual price range when nothing else sets a band; null for a guest. */
  userId?: string | null;
}

export const completeLook = async (db: Database, start: LookStart, { constraints = {}, userId = null }: CompleteOptions = {}): Promise<z.input<typeof lookAnalysisSchema>> => {
  const score = lookCompletion(start.outfit);
  const anchorPiece = start.anchor?.kind === 'product' && start.anchor.slot
    ? outfitPieces(start.outfit).find((p) => p.piece.source === 'product' && p.piece.id === start.anchor!.id)?.piece ?? null
    : null;
  const stated = constraints.min_price !== undefined || constraints.max_price !== undefined;
  const prices = stated || anchorPiece?.price || !userId ? [] : await usualPrices(db, userId);
  const j = judgementOf(constraints, priceBandFor(constraints, anchorPiece?.price ?? null, prices), accentsOf(outfitPieces(start.outfit).map((p) => p.piece.colour)));
  const missing = missingSlots(start.outfit, start.vector, j).sort((a, b) => OUTFIT_SLOTS.indexOf(a) - OUTFIT_SLOTS.indexOf(b))
    .sort((a, b) => Number(ESSENTIAL.has(b)) - Number(ESSENTIAL.has(a)));
  const look = start.vector;
  const palette = start.photoPalette?.slice(0, 3) ?? (look ? saidWords(look, 'colour', 3) : []);
  const aesthetics = look ? saidWords(look, 'aesthetic', 2) : [];
  const excludeIds = [...new Set([...start.ownedProductIds,
    ...[start.outfit.dress, start.outfit.top, start.outfit.bottom, start.outfit.outerwear, start.outfit.shoes, start.outfit.bag, ...start.outfit.accessories]
      .flatMap((p: Piece | null) => (p?.source === 'product' ? [p.id] : []))])];
  const found = await Promise.all(missing.map(async (slot) =>
    (look ? alternativesFor(db, look, slot, excludeIds, j) : { alternatives: [], colours: [], relaxed: [] as RelaxationNote[] })));
  const relaxed = found.flatMap((f) => f.relaxed);
  const missingPieces: MissingPiece[] = missing.map((slot, i) => ({
    category: SLOT_CATEGORIES[slot].join(' & '),
    slot,
    description: describe(slot, headingColours(palette.slice(0, 2), found[i]!.colours), aesthetics[0]),
    essential: ESSENTIAL.has(slot),
    alternatives: found[i]!.alternatives,
  }));
  return {
    basis: start.basis,
    anchor: start.anchor,
    completionScore: score,
    ownedPieces: start.owned.map(toOwnedPiece),
    missingPieces,
    styleNotes: styleNotesOf(start, palette, aesthetics, missing, score),
    palette,
    aesthetics,
    applied: appliedOf(constraints, j),
    relaxed,
  };
};
