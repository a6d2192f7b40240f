/** Shapes the catalogue tools return; the web and the widget import these for their types. */
import { z } from 'zod';
import { CATEGORIES, PRICE_TIERS } from '../recommendations/vocabulary.js';
import { GARMENT_OCCASIONS, GARMENT_SEASONS } from '../garments/contracts.js';

export const influencerAccountSchema = z.object({
  id: z.string(),
  handle: z.string(),
  display_name: z.string(),
  profile_image_url: z.string().nullable(),
  category: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type InfluencerAccount = z.infer<typeof influencerAccountSchema>;

export const influencerPostSchema = z.object({
  id: z.string(),
  platform_post_id: z.string(),
  image_url: z.string().nullable(),
  caption: z.string(),
  like_count: z.number().int(),
  comment_count: z.number().int(),
  posted_at: z.string(),
  top_liked: z.boolean(),
  link_url: z.string().nullable(),
  influencer: influencerAccountSchema.pick({ id: true, handle: true, display_name: true, profile_image_url: true, category: true }),
});
export type InfluencerPost = z.infer<typeof influencerPostSchema>;

export const productSchema = z.object({
  id: z.string(),
  product_name: z.string(),
  brand: z.string(),
  price: z.number(),
  price_tier: z.enum(PRICE_TIERS),
  image_url: z.string().nullable(),
  product_url: z.string(),
  affiliate_url: z.string().nullable(),
  retailer_name: z.string(),
  category: z.string(),
  product_description: z.string(),
  color: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

/** A product as the catalogue tools return it: with what it is good for (tools/garments). */
export const catalogueProductSchema = productSchema.extend({
  /** 1 athleisure, 2 casual, 3 smart-casual, 4 formal, 5 black tie (tools/garments). */
  formality: z.number().int().min(1).max(5),
  /** 1 sun-wear, 2 light, 3 mid-weight, 4 warm, 5 winter coat. */
  warmth: z.number().int().min(1).max(5),
  seasons: z.array(z.enum(GARMENT_SEASONS)),
  occasions: z.array(z.enum(GARMENT_OCCASIONS)),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

export const categorySchema = z.enum(CATEGORIES);
