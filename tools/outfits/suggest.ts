/**
 * outfits.suggest's ranking: pieces for one slot that go with the outfit so far — the shopper's
 * wardrobe first, then their dressing room, then the catalogue's nearest products (HNSW, filtered
 * to the slot's categories) — never a piece already in the outfit, at most six.
 */
import { explainMatch, cosineSimilarity, type StyleVector } from '../recommendations/style-vector.js';
import { nearestProducts } from '../recommendations/nearest.js';
import type { Database } from '../types.js';
import type { OutfitSuggestion } from './contracts.js';
import { toOutfitPiece } from './build.js';
import { ownDressingRoomPieces, ownWardrobePieces, productPiece, type Piece } from './pieces.js';
import { OUTFIT_SUGGESTION_LIMIT, SLOT_CATEGORIES, containsPiece, type Outfit, type OutfitSlot } from './rules.js';
import { queryVectorForSlot } from './vectors.js';
import { shopperMatcher, type Matcher } from '../recommendations/shopper-match.js';

const FALLBACK_REASON: Record<Piece['source'], string> = {
  wardrobe: 'already in your wardrobe',
  dressing_room: 'in your dressing room',
  product: 'from the catalogue',
};

const suggestion = (piece: Piece, slot: OutfitSlot, similarity: number, look: StyleVector, match: Matcher): OutfitSuggestion => {
  // The percent is the one scale's (the shopper's taste, calibrated, gated), not the fit to the look.
  const shown = match(piece.vector, piece.source === 'wardrobe' ? 'owned' : 'new');
  return {
    ...toOutfitPiece(piece, slot),
    similarity: Math.round(similarity * 1000) / 1000,
    match_percent: shown.percent,
    match_label: shown.label,
    style_match_reason: explainMatch(look, piece.vector) || FALLBACK_REASON[piece.source],
  };
};

const rankOwn = (pieces: Piece[], slot: OutfitSlot, outfit: Outfit, query: StyleVector) =>
  pieces
    .filter((p) => p.naturalSlot === slot && !containsPiece(outfit, p))
    .map((piece) => ({ piece, similarity: cosineSimilarity(query, piece.vector) }))
    .sort((a, b) => b.similarity - a.similarity || a.piece.name.localeCompare(b.piece.name));

export const suggestForSlot = async (
  db: Database, userId: string, slot: OutfitSlot, outfit: Outfit<Piece>, look: StyleVector,
): Promise<OutfitSuggestion[]> => {
  const query = queryVectorForSlot(look, slot);
  const [wardrobe, dressingRoom, match] = await Promise.all([ownWardrobePieces(db, userId), ownDressingRoomPieces(db, userId), shopperMatcher(db, userId)]);
  const picked = [
    ...rankOwn(wardrobe, slot, outfit, query),
    ...rankOwn(dressingRoom.map((d) => d.piece), slot, outfit, query),
  ].slice(0, OUTFIT_SUGGESTION_LIMIT);

  const wanted = OUTFIT_SUGGESTION_LIMIT - picked.length;
  if (wanted > 0) {
    // Products the shopper already has in the dressing room or in this outfit are not news.
    const excludeIds = [
      ...dressingRoom.flatMap((d) => (d.productId ? [d.productId] : [])),
      ...[outfit.dress, outfit.top, outfit.bottom, outfit.outerwear, outfit.shoes, outfit.bag, ...outfit.accessories]
        .flatMap((p) => (p?.source === 'product' ? [p.id] : [])),
    ];
    const found = (await Promise.all(SLOT_CATEGORIES[slot].map((category) =>
      nearestProducts(db, query, { category, limit: wanted, excludeIds }))))
      .flat()
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, wanted);
    picked.push(...found.map((f) => ({ piece: productPiece({ ...f.product, styleVector: f.vector }), similarity: f.similarity })));
  }
  return picked.map((p) => suggestion(p.piece, slot, p.similarity, look, match));
};
