/**
 * looks.complete (product rules §3 "Look analysis", built for real): what the shopper has of a look, what is
 * missing, and catalogue alternatives for each missing piece at three price levels. Pure.
 */
import { z } from 'zod';
import { appliedConstraintsSchema, outfitConstraintsSchema, relaxationSchema } from '../outfits/constraints.js';
import { OUTFIT_SLOTS } from '../outfits/rules.js';
import { PRICE_TIERS } from '../recommendations/vocabulary.js';

export const LOOK_PIECE_LIMIT = 12;

export const lookPieceRefSchema = z.strictObject({
  source: z.enum(['wardrobe', 'dressing_room']),
  id: z.uuid(),
});

export const LOOK_MESSAGES = {
  exactlyOne: 'Give exactly one of pieces, postId, productId or uploadId.',
  postNotFound: 'That post does not exist.',
  productNotFound: 'That product does not exist.',
  uploadNotFound: 'That photo does not exist.',
  pieceNotFound: 'A piece of this look is not in your wardrobe or dressing room.',
} as const;

export const looksCompleteInputSchema = z.strictObject({
  /** Pieces from the shopper's wardrobe or dressing room. */
  pieces: z.array(lookPieceRefSchema).min(1).max(LOOK_PIECE_LIMIT).optional(),
  /** An inspiration post to recreate. */
  postId: z.uuid().optional(),
  /** A catalogue product to build a look around. */
  productId: z.uuid().optional(),
  /** A photo the shopper uploaded (POST /api/uploads). */
  uploadId: z.uuid().optional(),
  /** The occasion, weather and budget the alternatives must honour (see docs/stylist-judgement.md). */
  constraints: outfitConstraintsSchema.optional(),
}).refine((i) => [i.pieces, i.postId, i.productId, i.uploadId].filter((x) => x !== undefined).length === 1, {
  message: LOOK_MESSAGES.exactlyOne,
});

/**
 * How the owned pieces were found: the pieces given; or, for a post, product or photo, the
 * shopper's wardrobe items nearest to it in style (garments in a photo are not detected).
 */
export const LOOK_BASES = ['pieces', 'post-nearest-wardrobe', 'product-nearest-wardrobe', 'photo-nearest-wardrobe'] as const;

export const ownedPieceSchema = z.object({
  name: z.string(),
  imageUrl: z.string().nullable(),
  source: z.enum(['wardrobe', 'dressing_room']),
  id: z.string(),
  category: z.string().nullable(),
  /** Null for a piece no outfit slot takes (e.g. pyjamas); it is owned but not scored. */
  slot: z.enum(OUTFIT_SLOTS).nullable(),
  /** How close it is to the look (1 for pieces the shopper chose). */
  similarity: z.number(),
});
export type OwnedPiece = z.infer<typeof ownedPieceSchema>;

/** Spec's alternative, plus the product id (to save it to the dressing room) and why it fits. */
export const alternativeSchema = z.object({
  productId: z.string(),
  name: z.string(),
  brand: z.string(),
  price: z.number(),
  priceLevel: z.enum(PRICE_TIERS),
  imageUrl: z.string().nullable(),
  /** The catalogue keeps the retailer's own product image, so this is that image. */
  retailerImageUrl: z.string().nullable(),
  retailerUrl: z.string(),
  retailerName: z.string(),
  similarity: z.number(),
  reason: z.string(),
});
export type Alternative = z.infer<typeof alternativeSchema>;

export const missingPieceSchema = z.object({
  /** The catalogue category searched, e.g. 'Shoes'. */
  category: z.string(),
  slot: z.enum(OUTFIT_SLOTS),
  description: z.string(),
  /** The base (dress or top + bottom) and shoes are essential; bag, outerwear and accessories finish the look. */
  essential: z.boolean(),
  /** Up to one per price level (budget, mid, luxury), nearest to the look's palette and aesthetic. */
  alternatives: z.array(alternativeSchema),
});
export type MissingPiece = z.infer<typeof missingPieceSchema>;

/** What the look started from, when it was not the shopper's own pieces. */
export const lookAnchorSchema = z.object({
  kind: z.enum(['post', 'product', 'photo']),
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  /** The slot a product fills in the look; null for posts and photos. */
  slot: z.enum(OUTFIT_SLOTS).nullable(),
});

export const lookAnalysisSchema = z.object({
  basis: z.enum(LOOK_BASES),
  anchor: lookAnchorSchema.nullable(),
  /** The outfit rules' score of what the look already has (owned pieces plus an anchor product). */
  completionScore: z.number().int().min(0).max(100),
  ownedPieces: z.array(ownedPieceSchema),
  missingPieces: z.array(missingPieceSchema),
  styleNotes: z.array(z.string()),
  /** The look's strongest colour and aesthetic words. */
  palette: z.array(z.string()),
  aesthetics: z.array(z.string()),
  /** The constraints the alternatives honour (a price band applies even when none was stated: the anchor's or the shopper's usual one). */
  applied: appliedConstraintsSchema.optional(),
  /** What had to be relaxed, per slot and in order, for any alternative to fit. */
  relaxed: z.array(relaxationSchema).optional(),
});
export type LookAnalysis = z.infer<typeof lookAnalysisSchema>;
