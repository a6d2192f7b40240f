/**
 * Inputs and outputs of the outfit tools (outfits.suggest, .save, .list, .remove). Pure: the web's
 * Outfit Builder imports these with the rules in ./rules.ts.
 */
import { z } from 'zod';
import { PIECE_REASONS, appliedConstraintsSchema, outfitConstraintsSchema, relaxationSchema } from './constraints.js';
import { LEAVABLE_SLOTS, OUTFIT_SLOTS, OUTFIT_SUGGESTION_LIMIT, PIECE_SOURCES } from './rules.js';

/** A piece as the client names it; the server resolves name, image and price itself. */
export const pieceRefSchema = z.strictObject({
  source: z.enum(PIECE_SOURCES),
  id: z.uuid(),
});

/**
 * The builder's slots as sent by a client. Accessories may arrive above the limit so that the rules
 * (not the schema) answer with the rule's own message; the bound stops absurd bodies.
 */
export const outfitSlotsInputSchema = z.strictObject({
  dress: pieceRefSchema.nullable().default(null),
  top: pieceRefSchema.nullable().default(null),
  bottom: pieceRefSchema.nullable().default(null),
  outerwear: pieceRefSchema.nullable().default(null),
  shoes: pieceRefSchema.nullable().default(null),
  bag: pieceRefSchema.nullable().default(null),
  accessories: z.array(pieceRefSchema).max(10).default([]),
});
export type OutfitSlotsInput = z.input<typeof outfitSlotsInputSchema>;

/** A piece with what the server knows about it. */
export const outfitPieceSchema = z.object({
  source: z.enum(PIECE_SOURCES),
  id: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  image_url: z.string().nullable(),
  price: z.number().nullable(),
  category: z.string().nullable(),
  /** The product or item page, when known. */
  url: z.string().nullable(),
  slot: z.enum(OUTFIT_SLOTS),
  /** False when a saved outfit's piece has since left the wardrobe or dressing room (the saved name and image remain). */
  available: z.boolean(),
});
export type OutfitPiece = z.infer<typeof outfitPieceSchema>;

export const resolvedOutfitSchema = z.object({
  dress: outfitPieceSchema.nullable(),
  top: outfitPieceSchema.nullable(),
  bottom: outfitPieceSchema.nullable(),
  outerwear: outfitPieceSchema.nullable(),
  shoes: outfitPieceSchema.nullable(),
  bag: outfitPieceSchema.nullable(),
  accessories: z.array(outfitPieceSchema),
});
export type ResolvedOutfit = z.infer<typeof resolvedOutfitSchema>;

export const outfitHintSchema = z.object({
  kind: z.enum(['base', 'shoes', 'bag', 'accessories']),
  slots: z.array(z.enum(OUTFIT_SLOTS)),
  text: z.string(),
});

// ───────────────────────────── outfits.suggest ─────────────────────────────

export const outfitsSuggestInputSchema = z.strictObject({
  slot: z.enum(OUTFIT_SLOTS),
  /** The outfit so far; suggestions match its style and never repeat its pieces. */
  outfit: outfitSlotsInputSchema.default({
    dress: null, top: null, bottom: null, outerwear: null, shoes: null, bag: null, accessories: [],
  }),
  /** The occasion, weather and budget every suggestion must honour (see docs/stylist-judgement.md). */
  constraints: outfitConstraintsSchema.optional(),
});

export const outfitSuggestionSchema = outfitPieceSchema.extend({
  /** Cosine similarity to the outfit's style vector (or the shopper's taste for an empty outfit). */
  similarity: z.number(),
  /** The one match scale's percent to the shopper's taste (recommendations/match.ts); null without enough signal. */
  match_percent: z.number().int().min(0).max(100).nullable(),
  /** "72% match", or "In your wardrobe" / "New to you" without a percent. */
  match_label: z.string(),
  style_match_reason: z.string(),
  /**
   * Why it fits what was asked: owned, and each constraint it honours (occasion, weather, palette,
   * budget). Answers stored before it was added read as none.
   */
  why: z.array(z.enum(PIECE_REASONS)).default([]),
});
export type OutfitSuggestion = z.infer<typeof outfitSuggestionSchema>;

export const outfitsSuggestOutputSchema = z.object({
  slot: z.enum(OUTFIT_SLOTS),
  /** Up to 6: the shopper's wardrobe first, then the dressing room, then the catalogue. */
  suggestions: z.array(outfitSuggestionSchema).max(OUTFIT_SUGGESTION_LIMIT),
  /** What the suggestions were matched against. */
  matched_against: z.enum(['outfit', 'taste', 'nothing']),
  completion_score: z.number().int(),
  hints: z.array(outfitHintSchema),
  /** The constraints the suggestions honour (a price band applies even when none was stated: the outfit's or the shopper's usual one). */
  applied: appliedConstraintsSchema.optional(),
  /** What had to be relaxed, in order, for anything to fit; empty when nothing was. */
  relaxed: z.array(relaxationSchema).optional(),
});
export type OutfitsSuggestOutput = z.infer<typeof outfitsSuggestOutputSchema>;

// ───────────────────────────── outfits.compose ─────────────────────────────

/** A stylist's answer is one outfit plus at most this many other pieces to consider. */
export const ALSO_CONSIDER_LIMIT = 2;

export const outfitsComposeInputSchema = z.strictObject({
  constraints: outfitConstraintsSchema.default({}),
  /** A piece the outfit is built around (its price sets the budget when none is stated). */
  anchor: pieceRefSchema.optional(),
  /** The outfit so far: kept as it is, the rest is filled in. */
  outfit: outfitSlotsInputSchema.optional(),
  /** Places the shopper asked to go without ("no coat", "skip the bag"): left empty whatever the weather or occasion. */
  leave_empty: z.array(z.enum(LEAVABLE_SLOTS)).max(LEAVABLE_SLOTS.length).optional(),
});
export type OutfitsComposeInput = z.input<typeof outfitsComposeInputSchema>;

export const composedPieceSchema = outfitPieceSchema.extend({
  /** Why it is here: the anchor, owned, and each constraint it honours. */
  why: z.array(z.enum(PIECE_REASONS)),
  /** False for the anchor and the pieces the shopper sent; true for the pieces chosen now. */
  chosen: z.boolean(),
});
export type ComposedPiece = z.infer<typeof composedPieceSchema>;

export const outfitsComposeOutputSchema = z.object({
  /** One piece per slot (accessories: at most one chosen), in slot order. */
  pieces: z.array(composedPieceSchema),
  applied: appliedConstraintsSchema,
  relaxed: z.array(relaxationSchema),
  /** Slots the outfit needed that nothing could fill, even relaxed, with why. */
  unfilled: z.array(z.object({ slot: z.enum(OUTFIT_SLOTS), reason: z.string() })),
  completion_score: z.number().int(),
  /** One sentence saying what was built and what was relaxed (and which places were left empty as asked). */
  summary: z.string(),
  /** The places left empty on request (`leave_empty`), in slot order. */
  left_empty: z.array(z.enum(LEAVABLE_SLOTS)).default([]),
  /**
   * At most two swaps worth a look: another piece for a slot the tool filled, under the same rules and
   * no more relaxed than the piece it would replace, each with why. Not part of the outfit.
   */
  also_consider: z.array(composedPieceSchema).max(ALSO_CONSIDER_LIMIT).default([]),
});
export type OutfitsComposeOutput = z.infer<typeof outfitsComposeOutputSchema>;

// ───────────────────────────── save, list, remove ─────────────────────────────

export const OUTFIT_MESSAGES = {
  empty: 'An outfit needs at least one piece.',
  notFound: 'That outfit does not exist.',
  wardrobePieceNotFound: 'A piece of this outfit is not in your wardrobe.',
  dressingRoomPieceNotFound: 'A piece of this outfit is not in your dressing room.',
  productNotFound: 'A piece of this outfit is not in the catalogue.',
  noSlot: 'A piece of this outfit cannot go in that slot.',
} as const;

export const outfitsSaveInputSchema = z.strictObject({
  /** Defaults to a name from the outfit's style, e.g. 'Minimalist black outfit'. */
  name: z.string().trim().min(1).max(100).optional(),
  slots: outfitSlotsInputSchema,
});

export const savedOutfitSchema = z.object({
  id: z.string(),
  name: z.string(),
  slots: resolvedOutfitSchema,
  /** Computed by the server with the shared rules. */
  completion_score: z.number().int(),
  hints: z.array(outfitHintSchema),
  /** The outfit's strongest aesthetic and colour words. */
  style_words: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedOutfit = z.infer<typeof savedOutfitSchema>;

export const outfitsSaveOutputSchema = z.object({ outfit: savedOutfitSchema });

export const outfitsListInputSchema = z.strictObject({ limit: z.number().int().min(1).max(100).default(50) });
export const outfitsListOutputSchema = z.object({
  outfits: z.array(savedOutfitSchema),
  /** "Outfits created": every outfit the shopper saved. */
  total: z.number().int(),
});
export type OutfitsListOutput = z.infer<typeof outfitsListOutputSchema>;

export const outfitsRemoveInputSchema = z.strictObject({ id: z.uuid() });
export const outfitsRemoveOutputSchema = z.object({ removed: z.string() });
