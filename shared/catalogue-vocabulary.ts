/**
 * The words the stored data is made of, below everything that uses them: the database schema
 * (server/db/schema.ts: column widths, check constraints, per-category indexes) and the tools and
 * apps that reason with them (tools/recommendations/vocabulary.ts and tools/garments/contracts.ts
 * re-export these). A change here is a change to stored data: it comes with a migration.
 */

export const CATEGORIES = [
  'Tops', 'Bottoms', 'Dresses', 'Outerwear', 'Shoes',
  'Accessories', 'Bags', 'Jewelry', 'Activewear', 'Sleepwear',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** The partial HNSW index holding one category's products (migration 0011), e.g. products_vector_cat_shoes_idx. */
export const categoryVectorIndexName = (category: Category): string => `products_vector_cat_${category.toLowerCase()}_idx`;

/**
 * Width of every `vector(N)` column: one per named style dimension. The vocabulary that names them
 * (tools/recommendations/vocabulary.ts) refuses to load if its count differs, so the two cannot
 * disagree; adding a word means a migration that widens the columns and a re-seed.
 */
export const STYLE_VECTOR_DIMENSIONS = 75;

export const GARMENT_SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export type GarmentSeason = (typeof GARMENT_SEASONS)[number];

/**
 * Occasions a piece suits. Where the style vocabulary already has the word (travel, beach, lounge)
 * it is the same word; its broader ones map onto these (work → office, wedding → wedding-guest,
 * active → gym, evening → date and party, weekend → brunch and casual).
 */
export const GARMENT_OCCASIONS = [
  'wedding-guest', 'black-tie', 'interview', 'office', 'date', 'party', 'festival', 'beach', 'brunch', 'funeral', 'travel', 'gym',
  'casual', 'lounge',
] as const;
export type GarmentOccasion = (typeof GARMENT_OCCASIONS)[number];

/** The garment attributes a shopper can correct (wardrobe_items.corrected_attributes names them). */
export const ATTRIBUTE_FIELDS = ['formality', 'warmth', 'seasons', 'occasions'] as const;
export type AttributeField = (typeof ATTRIBUTE_FIELDS)[number];
