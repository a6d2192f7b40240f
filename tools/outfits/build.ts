/**
 * From the slots a client sends to an outfit of real pieces: the rules first (a dress with a top, a
 * fourth accessory, a repeated piece → invalid_input, before any read), then every piece resolved
 * for this shopper (someone else's or a missing id → not_found), then each piece checked against
 * its slot (shoes are not a top).
 */
import { ToolError, type Database } from '../types.js';
import { OUTFIT_MESSAGES, type OutfitPiece, type OutfitSlotsInput, type ResolvedOutfit } from './contracts.js';
import { resolvePieces, type Piece } from './pieces.js';
import {
  OUTFIT_PROBLEM_MESSAGES, SINGLE_SLOTS, outfitPieces, outfitProblems, pieceKey, type Outfit, type OutfitSlot, type PieceRef,
} from './rules.js';

type SlotsValue = { [S in (typeof SINGLE_SLOTS)[number]]?: PieceRef | null } & { accessories?: readonly PieceRef[] };

export const outfitOfRefs = (slots: SlotsValue | OutfitSlotsInput): Outfit => ({
  dress: slots.dress ?? null, top: slots.top ?? null, bottom: slots.bottom ?? null, outerwear: slots.outerwear ?? null,
  shoes: slots.shoes ?? null, bag: slots.bag ?? null, accessories: slots.accessories ?? [],
});

/** The rules' verdict on an outfit as sent; throws invalid_input with the rule's message. */
export const assertOutfitRules = (outfit: Outfit): void => {
  const [problem] = outfitProblems(outfit);
  if (problem) throw new ToolError('invalid_input', OUTFIT_PROBLEM_MESSAGES[problem], { problem });
};

const SLOT_WORDS: Record<OutfitSlot, string> = {
  dress: 'a dress', top: 'a top', bottom: 'a bottom', outerwear: 'outerwear', shoes: 'shoes', bag: 'a bag', accessories: 'an accessory',
};

/** `known`: pieces already read for this shopper (by pieceKey), not read again. */
export const resolveOutfit = async (db: Database, userId: string, refs: Outfit, known: ReadonlyMap<string, Piece> = new Map()): Promise<Outfit<Piece>> => {
  assertOutfitRules(refs);
  const unread = outfitPieces(refs).map((p) => p.piece).filter((r) => !known.has(pieceKey(r)));
  const found = new Map([...known, ...(unread.length ? await resolvePieces(db, userId, unread) : [])]);
  const piece = (ref: PieceRef | null, slot: OutfitSlot): Piece | null => {
    if (!ref) return null;
    const p = found.get(pieceKey(ref))!;
    if (p.naturalSlot && p.naturalSlot !== slot) {
      throw new ToolError('invalid_input', `${OUTFIT_MESSAGES.noSlot} "${p.name}" is ${SLOT_WORDS[p.naturalSlot]}, not ${SLOT_WORDS[slot]}.`, { slot });
    }
    return p;
  };
  return {
    dress: piece(refs.dress, 'dress'), top: piece(refs.top, 'top'), bottom: piece(refs.bottom, 'bottom'),
    outerwear: piece(refs.outerwear, 'outerwear'), shoes: piece(refs.shoes, 'shoes'), bag: piece(refs.bag, 'bag'),
    accessories: refs.accessories.map((a) => piece(a, 'accessories')!),
  };
};

export const toOutfitPiece = (p: Piece, slot: OutfitSlot, available = true): OutfitPiece => ({
  source: p.source, id: p.id, name: p.name, brand: p.brand, image_url: p.imageUrl, price: p.price, category: p.category,
  url: p.url, slot, available,
});

export const toResolvedOutfit = (o: Outfit<Piece>): ResolvedOutfit => ({
  dress: o.dress && toOutfitPiece(o.dress, 'dress'),
  top: o.top && toOutfitPiece(o.top, 'top'),
  bottom: o.bottom && toOutfitPiece(o.bottom, 'bottom'),
  outerwear: o.outerwear && toOutfitPiece(o.outerwear, 'outerwear'),
  shoes: o.shoes && toOutfitPiece(o.shoes, 'shoes'),
  bag: o.bag && toOutfitPiece(o.bag, 'bag'),
  accessories: o.accessories.map((a) => toOutfitPiece(a, 'accessories')),
});
