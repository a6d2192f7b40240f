/**
 * The dressing room (product rules §3 fitting_room_items and the local dressing-room item rules): newest at
 * the front, a second add of the same product ignored, colour from the description by the spec's
 * colour-word rule. Shared by the dressing-room tools and recommendations.save.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { fittingRoomItems, influencerAccounts, influencerPosts, products } from '../../server/db/schema.js';
import { colourWordIn } from '../recommendations/style-vector.js';
import { DIMENSIONS } from '../recommendations/vocabulary.js';
import { ToolError, type Database } from '../types.js';

export const dressingRoomItemSchema = z.object({
  id: z.string(),
  item_name: z.string(),
  brand: z.string().nullable(),
  price: z.number().nullable(),
  image_url: z.string().nullable(),
  item_url: z.string().nullable(),
  affiliate_link: z.string().nullable(),
  retailer_name: z.string().nullable(),
  category: z.string().nullable(),
  color: z.string(),
  styling_notes: z.string().nullable(),
  external_product_id: z.string(),
  is_in_cart: z.boolean(),
  created_at: z.string(),
  /**
   * The piece's occasion, season and aesthetic dimensions ("occasion:work"), read from the catalogue
   * product's stored style vector when the piece is one, else from its words; the dressing room's
   * occasion and season filters use them.
   */
  style_words: z.array(z.string()).default([]),
});
export type DressingRoomItem = z.infer<typeof dressingRoomItemSchema>;

type Row = typeof fittingRoomItems.$inferSelect;

/** Occasion, season and aesthetic dimensions a vector names (the uniform "no signal" vector names none). */
export const styleWordsOf = (v: readonly number[]): string[] => {
  if (v.length === 0 || v.every((x) => x === v[0])) return [];
  return DIMENSIONS.filter((d) => (d.group === 'occasion' || d.group === 'season' || d.group === 'aesthetic') && (v[d.index] ?? 0) > 1e-6)
    .map((d) => `${d.group}:${d.word}`);
};

export const toDressingRoomItem = (row: Row, styleWords: string[] = []): DressingRoomItem => ({
  id: row.id,
  item_name: row.itemName,
  brand: row.brand,
  price: row.price,
  image_url: row.imageUrl,
  item_url: row.itemUrl,
  affiliate_link: row.affiliateLink,
  retailer_name: row.retailerName,
  category: row.category,
  color: row.color,
  styling_notes: row.stylingNotes,
  external_product_id: row.externalProductId,
  is_in_cart: row.isInCart,
  created_at: row.createdAt.toISOString(),
  style_words: styleWords,
});

/** A piece to add, before the colour rule and the user are applied. */
export interface NewDressingRoomItem {
  externalProductId: string;
  itemName: string;
  description: string;
  brand?: string | null;
  price?: number | null;
  imageUrl?: string | null;
  itemUrl?: string | null;
  affiliateLink?: string | null;
  retailerName?: string | null;
  category?: string | null;
  stylingNotes?: string | null;
}

/** Inserts unless the user already has this product; returns the row either way. */
export const addToDressingRoom = async (
  db: Database, userId: string, now: Date, item: NewDressingRoomItem,
): Promise<{ item: DressingRoomItem; added: boolean }> => {
  const { description, ...fields } = item;
  const [inserted] = await db.insert(fittingRoomItems)
    .values({ ...fields, userId, color: colourWordIn(description), createdAt: now })
    .onConflictDoNothing({ target: [fittingRoomItems.userId, fittingRoomItems.externalProductId] })
    .returning();
  if (inserted) return { item: toDressingRoomItem(inserted), added: true };
  const [existing] = await db.select().from(fittingRoomItems)
    .where(and(eq(fittingRoomItems.userId, userId), eq(fittingRoomItems.externalProductId, item.externalProductId)));
  if (!existing) throw new Error('dressing-room insert conflicted but no row exists');
  return { item: toDressingRoomItem(existing), added: false };
};

/** A catalogue product as a dressing-room piece; 404 for an unknown id. */
export const productAsItem = async (db: Database, productId: string): Promise<NewDressingRoomItem> => {
  const [p] = await db.select({
    id: products.id, productName: products.productName, brand: products.brand, price: products.price,
    imageUrl: products.imageUrl, productUrl: products.productUrl, affiliateUrl: products.affiliateUrl,
    retailerName: products.retailerName, category: products.category, productDescription: products.productDescription,
  }).from(products).where(eq(products.id, productId));
  if (!p) throw new ToolError('not_found', 'That product does not exist.');
  return {
    externalProductId: p.id, itemName: p.productName, description: p.productDescription, brand: p.brand, price: p.price,
    imageUrl: p.imageUrl, itemUrl: p.productUrl, affiliateLink: p.affiliateUrl, retailerName: p.retailerName, category: p.category,
  };
};

/** An inspiration post saved as a look (its caption is the description); 404 for an unknown id. */
export const postAsItem = async (db: Database, postId: string): Promise<NewDressingRoomItem> => {
  const [row] = await db.select({ post: influencerPosts, handle: influencerAccounts.handle }).from(influencerPosts)
    .innerJoin(influencerAccounts, eq(influencerAccounts.id, influencerPosts.influencerId))
    .where(eq(influencerPosts.id, postId));
  if (!row) throw new ToolError('not_found', 'That post does not exist.');
  return {
    externalProductId: `post:${row.post.id}`, itemName: `Look by @${row.handle}`, description: row.post.caption,
    imageUrl: row.post.imageUrl, itemUrl: row.post.linkUrl, retailerName: 'Instagram', category: 'Look',
    stylingNotes: row.post.caption.slice(0, 500) || null,
  };
};
