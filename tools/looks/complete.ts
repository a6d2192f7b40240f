/**
 * What a look is missing and what would complete it: missing slots from the outfit rules, and for
 * each one the catalogue products nearest to the look's palette and aesthetic, one per price level.
 * Style notes are read off the data (the look's strongest dimensions, what owned pieces share).
 */
import type { z } from 'zod';
import {
  COMPLETION_POINTS, MAX_COMPLETION_SCORE, OUTFIT_SLOTS, SLOT_CATEGORIES, completionScore, hasBase, placePiece, type Outfit, type OutfitSlot,
} from '../outfits/rules.js';
import type { Piece } from '../outfits/pieces.js';
import { queryVectorForSlot, saidWords } from '../outfits/vectors.js';
import { nearestProducts, type NearestProductRow } from '../recommendations/nearest.js';
import { explainMatch, type StyleVector } from '../recommendations/style-vector.js';
import { PRICE_TIERS, dimensionIndex, type PriceTier } from '../recommendations/vocabulary.js';
import { listOf } from '../text/phrase.js';
import type { Database } from '../types.js';
import type { Alternative, MissingPiece, lookAnalysisSchema } from './contracts.js';
import { toOwnedPiece, type LookStart } from './start.js';

/**
 * Nearest products read per slot before picking one per price level. The query drops the price
 * tier, so tiers come interleaved and a dozen rows almost always hold all three; a tier that is
 * still missing gets its own filtered query.
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

export const missingSlots = (outfit: Outfit, look: StyleVector | null): OutfitSlot[] => {
  const slots: OutfitSlot[] = [];
  if (!hasBase(outfit)) {
    if (outfit.top) slots.push('bottom');
    else if (outfit.bottom) slots.push('top');
    else slots.push(...baseSlots(look));
  }
  if (!outfit.shoes) slots.push('shoes');
  if (!outfit.bag) slots.push('bag');
  if (!outfit.outerwear) slots.push('outerwear');
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

const toAlternative = (row: NearestProductRow, similarity: number, vector: StyleVector, look: StyleVector | null): Alternative => ({
  productId: row.id,
  name: row.productName,
  brand: row.brand,
  price: row.price,
  priceLevel: row.priceTier,
  imageUrl: row.imageUrl,
  retailerImageUrl: row.imageUrl,
  retailerUrl: row.affiliateUrl ?? row.productUrl,
  retailerName: row.retailerName,
  similarity: Math.round(similarity * 1000) / 1000,
  reason: (look && explainMatch(look, vector)) || 'nearest in the catalogue',
});

type Found = Awaited<ReturnType<typeof nearestProducts>>[number];

/** The nearest product of each price level for one slot, never one the shopper has. */
const alternativesFor = async (db: Database, look: StyleVector, slot: OutfitSlot, excludeIds: string[]): Promise<{ alt: Alternative; colour: string | null }[]> => {
  const query = queryVectorForSlot(look, slot, { dropTier: true });
  const categories = SLOT_CATEGORIES[slot];
  const search = async (tier?: PriceTier, limit = ALTERNATIVES_POOL): Promise<Found[]> =>
    (await Promise.all(categories.map((category) => nearestProducts(db, query, { category, tier, limit, excludeIds }))))
      .flat().sort((a, b) => b.similarity - a.similarity);
  const pool = await search();
  const picks: Found[] = [];
  for (const tier of PRICE_TIERS) {
    const pick = pool.find((f) => f.product.priceTier === tier) ?? (await search(tier, 1))[0];
    if (pick) picks.push(pick);
  }
  return picks.map((f) => ({ alt: toAlternative(f.product, f.similarity, f.vector, look), colour: f.product.color }));
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

export const completeLook = async (db: Database, start: LookStart): Promise<z.input<typeof lookAnalysisSchema>> => {
  const score = lookCompletion(start.outfit);
  const missing = missingSlots(start.outfit, start.vector).sort((a, b) => OUTFIT_SLOTS.indexOf(a) - OUTFIT_SLOTS.indexOf(b))
    .sort((a, b) => Number(ESSENTIAL.has(b)) - Number(ESSENTIAL.has(a)));
  const look = start.vector;
  const palette = start.photoPalette?.slice(0, 3) ?? (look ? saidWords(look, 'colour', 3) : []);
  const aesthetics = look ? saidWords(look, 'aesthetic', 2) : [];
  const excludeIds = [...new Set([...start.ownedProductIds,
    ...[start.outfit.dress, start.outfit.top, start.outfit.bottom, start.outfit.outerwear, start.outfit.shoes, start.outfit.bag, ...start.outfit.accessories]
      .flatMap((p: Piece | null) => (p?.source === 'product' ? [p.id] : []))])];
  const missingPieces: MissingPiece[] = await Promise.all(missing.map(async (slot) => {
    const found = look ? await alternativesFor(db, look, slot, excludeIds) : [];
    return {
      category: SLOT_CATEGORIES[slot].join(' & '),
      slot,
      description: describe(slot, headingColours(palette.slice(0, 2), found.map((f) => f.colour)), aesthetics[0]),
      essential: ESSENTIAL.has(slot),
      alternatives: found.map((f) => f.alt),
    };
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
  };
};
