/**
 * Where a look starts: the shopper's own pieces, an inspiration post, a catalogue product or an
 * uploaded photo. For anything but the shopper's pieces, what they own of the look is found the only
 * honest way available offline: their wardrobe items nearest to it in style, one per slot, within
 * the outfit rules — garments in a photo are not detected, and the notes say so.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { influencerAccounts, influencerPosts, products, uploads } from '../../server/db/schema.js';
import { analyzeUpload, storedAnalysisOf } from '../analysis/analyze.js';
import { confidenceBand, uploadFileUrl, type StyleAnalysis } from '../analysis/contracts.js';
import { ownDressingRoomPieces, ownWardrobePieces, productPiece, resolvePieces, type Piece } from '../outfits/pieces.js';
import { emptyOutfit, pieceKey, placePiece, placementRefusal, type Outfit, type OutfitSlot } from '../outfits/rules.js';
import { blendPieces, styleSimilarity } from '../outfits/vectors.js';
import { parsePgVector, vectorFromText, type StyleVector } from '../recommendations/style-vector.js';
import { ToolError, type Database } from '../types.js';
import { LOOK_MESSAGES, type OwnedPiece } from './contracts.js';
import type { z } from 'zod';
import type { lookAnalysisSchema, looksCompleteInputSchema } from './contracts.js';

/**
 * A wardrobe item joins a look only this alike in style (colour, aesthetic, shape, fabric, occasion,
 * season; see styleSimilarity): about one strong shared word out of three.
 */
export const MIN_OWNED_SIMILARITY = 0.3;

export interface LookStart {
  basis: z.infer<typeof lookAnalysisSchema>['basis'];
  anchor: z.infer<typeof lookAnalysisSchema>['anchor'];
  /** The look's style (null when nothing about it is known). */
  vector: StyleVector | null;
  /** What the look already has: owned pieces plus an anchor product. */
  outfit: Outfit<Piece>;
  owned: { piece: Piece; slot: OutfitSlot | null; similarity: number }[];
  /** Products the shopper already has (dressing room, wardrobe links) or that anchor the look. */
  ownedProductIds: string[];
  /** Measured palette names of a photo, strongest first. */
  photoPalette: string[] | null;
  notes: string[];
  wardrobeSize: number;
}

const fitsWithoutClearing = (outfit: Outfit, slot: OutfitSlot, piece: Piece): boolean => {
  if (slot === 'accessories') return placementRefusal(outfit, slot, piece) === null;
  if (outfit[slot]) return false;
  if (slot === 'dress') return !outfit.top && !outfit.bottom;
  if (slot === 'top' || slot === 'bottom') return !outfit.dress;
  return true;
};

/** Greedy, best match first: each wardrobe item takes its slot if free and the rules allow it. */
export const nearestOwned = (wardrobe: readonly Piece[], look: StyleVector, start: Outfit<Piece>) => {
  const ranked = wardrobe
    .flatMap((piece) => (piece.naturalSlot
      ? [{ piece, slot: piece.naturalSlot, similarity: styleSimilarity(look, piece.vector) }]
      : []))
    .filter((c) => c.similarity >= MIN_OWNED_SIMILARITY)
    .sort((a, b) => b.similarity - a.similarity || a.piece.id.localeCompare(b.piece.id));
  let outfit = start;
  const owned: LookStart['owned'] = [];
  for (const c of ranked) {
    if (!fitsWithoutClearing(outfit, c.slot, c.piece)) continue;
    outfit = placePiece(outfit, c.slot, c.piece);
    owned.push(c);
  }
  return { outfit, owned };
};

/** Catalogue products the shopper has: in the dressing room, or linked from a wardrobe item. */
const ownedProducts = async (db: Database, wardrobe: readonly Piece[], dressingRoom: { productId: string | null }[]) => {
  const ids = dressingRoom.flatMap((d) => (d.productId ? [d.productId] : []));
  const links = [...new Set(wardrobe.flatMap((p) => (p.url ? [p.url] : [])))];
  if (links.length) {
    const linked = await db.select({ id: products.id }).from(products).where(inArray(products.productUrl, links));
    ids.push(...linked.map((l) => l.id));
  }
  return [...new Set(ids)];
};

const photoNotes = (analysis: StyleAnalysis): string[] => {
  const band = confidenceBand(analysis.confidence_score);
  const palette = analysis.color_palette.slice(0, 3).map((c) => `${c.name} ${Math.round(c.share * 100)}%`);
  return [
    'Your owned pieces here are the wardrobe items closest to this photo\'s colours and style; the garments in the photo are not detected.',
    ...(palette.length ? [`Measured from the photo: ${palette.join(', ')}.`] : ['No garment colours could be measured in this photo.']),
    `Photo analysis confidence: ${band} (${Math.round(analysis.confidence_score * 100)}%).`,
  ];
};

type Input = z.output<typeof looksCompleteInputSchema>;

export const startLook = async (db: Database, userId: string, input: Input, now: Date): Promise<LookStart> => {
  const [wardrobe, dressingRoom] = await Promise.all([ownWardrobePieces(db, userId), ownDressingRoomPieces(db, userId)]);
  const ownedProductIds = await ownedProducts(db, wardrobe, dressingRoom);
  const base = { ownedProductIds, photoPalette: null, wardrobeSize: wardrobe.length };

  if (input.pieces) {
    let found: Map<string, Piece>;
    try {
      found = await resolvePieces(db, userId, input.pieces);
    } catch (error) {
      if (error instanceof ToolError && error.code === 'not_found') throw new ToolError('not_found', LOOK_MESSAGES.pieceNotFound);
      throw error;
    }
    // In the order the shopper gave them, each once.
    const pieces = [...new Set(input.pieces.map((r) => found.get(pieceKey(r))!))];
    const outfit = pieces.reduce<Outfit<Piece>>((o, p) => (p.naturalSlot ? placePiece(o, p.naturalSlot, p) : o), emptyOutfit());
    return {
      ...base, basis: 'pieces', anchor: null, vector: blendPieces(pieces.map((p) => p.vector)), outfit,
      owned: pieces.map((piece) => ({ piece, slot: piece.naturalSlot, similarity: 1 })), notes: [],
    };
  }

  const around = (vector: StyleVector | null, start: Outfit<Piece>) =>
    (vector ? nearestOwned(wardrobe, vector, start) : { outfit: start, owned: [] });

  if (input.postId) {
    const [row] = await db.select({ post: influencerPosts, handle: influencerAccounts.handle }).from(influencerPosts)
      .innerJoin(influencerAccounts, eq(influencerAccounts.id, influencerPosts.influencerId))
      .where(eq(influencerPosts.id, input.postId));
    if (!row) throw new ToolError('not_found', LOOK_MESSAGES.postNotFound);
    const vector = row.post.styleVector ? parsePgVector(row.post.styleVector) : vectorFromText(row.post.caption);
    return {
      ...base, basis: 'post-nearest-wardrobe', vector, ...around(vector, emptyOutfit()),
      anchor: { kind: 'post', id: row.post.id, name: `Look by @${row.handle}`, imageUrl: row.post.imageUrl, slot: null },
      notes: [`Recreating @${row.handle}'s look: your pieces here are the wardrobe items nearest to it in colour and style.`],
    };
  }

  if (input.productId) {
    const [row] = await db.select({
      id: products.id, productName: products.productName, brand: products.brand, price: products.price, imageUrl: products.imageUrl,
      productUrl: products.productUrl, category: products.category, productDescription: products.productDescription, styleVector: products.styleVector,
    }).from(products).where(eq(products.id, input.productId));
    if (!row) throw new ToolError('not_found', LOOK_MESSAGES.productNotFound);
    const piece = productPiece(row);
    const start = piece.naturalSlot ? placePiece(emptyOutfit<Piece>(), piece.naturalSlot, piece) : emptyOutfit<Piece>();
    return {
      ...base, basis: 'product-nearest-wardrobe', vector: piece.vector, ...around(piece.vector, start),
      ownedProductIds: [...ownedProductIds, row.id],
      anchor: { kind: 'product', id: row.id, name: row.productName, imageUrl: row.imageUrl, slot: piece.naturalSlot },
      notes: [`Built around the ${row.productName}: your pieces here are the wardrobe items that go with it best.`],
    };
  }

  const uploadId = input.uploadId!;
  const [upload] = await db.select().from(uploads).where(and(eq(uploads.id, uploadId), eq(uploads.userId, userId)));
  if (!upload) throw new ToolError('not_found', LOOK_MESSAGES.uploadNotFound);
  // The photo was measured on upload; analyse only if its analysis or vector was never stored.
  const stored = storedAnalysisOf(upload);
  const { analysis, vector } = stored && upload.styleVector
    ? { analysis: stored, vector: parsePgVector(upload.styleVector) }
    : await analyzeUpload(db, userId, uploadId, undefined, now);
  return {
    ...base, basis: 'photo-nearest-wardrobe', vector, ...around(vector, emptyOutfit()),
    photoPalette: analysis.color_palette.map((c) => c.name),
    anchor: { kind: 'photo', id: uploadId, name: 'Your photo', imageUrl: uploadFileUrl(uploadId), slot: null },
    notes: photoNotes(analysis),
  };
};

export const toOwnedPiece = (o: LookStart['owned'][number]): OwnedPiece => ({
  name: o.piece.name, imageUrl: o.piece.imageUrl, source: o.piece.source as OwnedPiece['source'], id: o.piece.id,
  category: o.piece.category, slot: o.slot, similarity: Math.round(o.similarity * 1000) / 1000,
});

