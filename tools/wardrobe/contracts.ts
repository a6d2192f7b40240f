/**
 * Inputs and outputs of the wardrobe tools (product rules §3 wardrobe_items, §4 Wardrobe add dialog, §5 Add
 * wardrobe item and Wardrobe search). Pure: the web imports these for its forms and types.
 */
import { z } from 'zod';
import { styleAnalysisSchema } from '../analysis/contracts.js';
import {
  ATTRIBUTE_FIELDS, GARMENT_OCCASIONS, GARMENT_SEASONS, formalitySchema, occasionsSchema, seasonsSchema, warmthSchema,
} from '../garments/contracts.js';
import { OUTFIT_SLOTS } from '../outfits/rules.js';
import { CATEGORIES } from '../recommendations/vocabulary.js';

/** Product rules §9: Tops, Bottoms, Dresses, Outerwear, Shoes, Accessories, Bags, Jewelry, Activewear, Sleepwear. */
export const WARDROBE_CATEGORIES = CATEGORIES;
export const wardrobeCategorySchema = z.enum(WARDROBE_CATEGORIES);

/** Product rules §4: the add dialog's two modes. */
export const WARDROBE_ADD_MODES = ['link', 'photo'] as const;

/** Product rules §5: in photo mode a photo must be chosen. */
export const WARDROBE_MESSAGES = {
  noPhotoTitle: 'No photo selected',
  noPhoto: 'Please choose an image to upload, or switch to Link mode.',
  photoInLinkMode: 'A photo belongs to Photo mode: send mode "photo" with the uploadId.',
  notFound: 'That item is not in your wardrobe.',
  uploadNotFound: 'That photo does not exist.',
  nothingToUpdate: 'Give at least one field to change.',
} as const;

export const WARDROBE_LIMITS = { name: 200, brand: 120, color: 60, notes: 2000, tags: 20, tag: 40, price: 1_000_000, list: 500 } as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const httpUrl = z.url({ protocol: /^https?$/ }).max(2000);

/** The editable fields of an item; add and update share them. */
const itemFields = {
  item_name: text(WARDROBE_LIMITS.name),
  category: wardrobeCategorySchema,
  brand: text(WARDROBE_LIMITS.brand),
  color: text(WARDROBE_LIMITS.color),
  purchase_price: z.number().min(0).max(WARDROBE_LIMITS.price),
  notes: z.string().trim().max(WARDROBE_LIMITS.notes),
  tags: z.array(text(WARDROBE_LIMITS.tag)).max(WARDROBE_LIMITS.tags),
};

export const wardrobeListInputSchema = z.strictObject({
  /** Case-insensitive match on item name, brand or colour (product rules §5 Wardrobe search). */
  query: z.string().trim().max(200).optional(),
  /** Combined with the text match; omit (or 'all') for every category. */
  category: z.union([wardrobeCategorySchema, z.literal('all')]).optional(),
  limit: z.number().int().min(1).max(WARDROBE_LIMITS.list).default(200),
});
export type WardrobeListInput = z.input<typeof wardrobeListInputSchema>;

export const wardrobeAddInputSchema = z.strictObject({
  mode: z.enum(WARDROBE_ADD_MODES).default('link'),
  item_name: itemFields.item_name,
  category: itemFields.category,
  brand: itemFields.brand.optional(),
  color: itemFields.color.optional(),
  purchase_price: itemFields.purchase_price.optional(),
  notes: itemFields.notes.optional(),
  tags: itemFields.tags.optional(),
  /** Link mode: the product page; kept as a 'Link: <url>' line at the end of the notes (product rules §3). */
  link: httpUrl.optional(),
  /** Link mode: the product image (e.g. from links.preview). */
  image_url: httpUrl.optional(),
  /** Photo mode: the shopper's own upload (from POST /api/uploads); its colours shape the style vector. */
  uploadId: z.uuid().optional(),
}).superRefine((input, ctx) => {
  if (input.mode === 'photo' && !input.uploadId) {
    ctx.addIssue({ code: 'custom', path: ['uploadId'], message: WARDROBE_MESSAGES.noPhoto });
  }
  if (input.mode === 'link' && input.uploadId) {
    ctx.addIssue({ code: 'custom', path: ['uploadId'], message: WARDROBE_MESSAGES.photoInLinkMode });
  }
});
export type WardrobeAddInput = z.input<typeof wardrobeAddInputSchema>;

/** Send only what changes; null clears an optional field. */
export const wardrobeUpdateInputSchema = z.strictObject({
  id: z.uuid(),
  item_name: itemFields.item_name.optional(),
  category: itemFields.category.optional(),
  brand: itemFields.brand.nullable().optional(),
  color: itemFields.color.nullable().optional(),
  purchase_price: itemFields.purchase_price.nullable().optional(),
  notes: itemFields.notes.nullable().optional(),
  tags: itemFields.tags.optional(),
  /**
   * The shopper's own reading of what the item is good for; kept over the derived one from then on
   * (renaming the item re-derives only what they never set). null hands a field back to the derivation.
   */
  formality: formalitySchema.nullable().optional(),
  warmth: warmthSchema.nullable().optional(),
  seasons: seasonsSchema.nullable().optional(),
  occasions: occasionsSchema.nullable().optional(),
}).refine((input) => Object.keys(input).some((k) => k !== 'id'), { message: WARDROBE_MESSAGES.nothingToUpdate });

export const wardrobeRemoveInputSchema = z.strictObject({ id: z.uuid() });

export const wardrobeItemSchema = z.object({
  id: z.string(),
  item_name: z.string(),
  /** One of the ten categories, or 'Upload' for rows of uploaded products (product rules §5). */
  category: z.string(),
  brand: z.string().nullable(),
  color: z.string().nullable(),
  purchase_price: z.number().nullable(),
  notes: z.string().nullable(),
  /** The URL of the notes' 'Link: <url>' line, if any. */
  link: z.string().nullable(),
  tags: z.array(z.string()),
  /** An http(s) URL, or `/api/files/<uploadId>` (owner-only) for a photo. */
  image_url: z.string().nullable(),
  /** The photo analysis (palette, aesthetic, ...), for items added by photo. */
  style_analysis: styleAnalysisSchema.nullable(),
  /** Where the item goes in the Outfit Builder; null when nothing says (e.g. sleepwear without a garment word). */
  slot: z.enum(OUTFIT_SLOTS).nullable(),
  /** The strongest aesthetic and colour words of its style vector, e.g. ['minimalist', 'black']. */
  style_words: z.array(z.string()),
  /** 1 athleisure, 2 casual, 3 smart-casual, 4 formal, 5 black tie (tools/garments). */
  formality: z.number().int().min(1).max(5),
  /** 1 sun-wear, 2 light, 3 mid-weight, 4 warm, 5 winter coat. */
  warmth: z.number().int().min(1).max(5),
  seasons: z.array(z.enum(GARMENT_SEASONS)),
  occasions: z.array(z.enum(GARMENT_OCCASIONS)),
  /** Which of the four the shopper set by hand (the rest are derived from the item's words). */
  corrected_attributes: z.array(z.enum(ATTRIBUTE_FIELDS)),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WardrobeItem = z.infer<typeof wardrobeItemSchema>;

export const wardrobeListOutputSchema = z.object({
  items: z.array(wardrobeItemSchema),
  /** Every item the shopper owns, before the search and category filter. */
  total: z.number().int(),
});

/**
 * What the chat's wardrobe card draws. A conversation keeps its tool results, so the card reads only
 * the fields every stored `wardrobe.list` answer has had, and an older answer still draws.
 */
export const wardrobeCardListSchema = z.object({
  items: z.array(wardrobeItemSchema.pick({ id: true, item_name: true, category: true, image_url: true })),
  total: z.number().int(),
});
export type WardrobeCardItem = z.infer<typeof wardrobeCardListSchema>['items'][number];
export type WardrobeListOutput = z.infer<typeof wardrobeListOutputSchema>;

export const wardrobeItemOutputSchema = z.object({ item: wardrobeItemSchema });
export const wardrobeRemoveOutputSchema = z.object({ removed: z.string() });
