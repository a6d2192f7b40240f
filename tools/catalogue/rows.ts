/** Row → contract mappers shared by every tool that returns catalogue rows. */
import { influencerAccounts, influencerPosts, products } from '../../server/db/schema.js';

/**
 * Columns of `products` a caller reads: everything but the vector and the search document, with
 * what the piece is good for (formality, warmth, seasons, occasions; tools/garments).
 */
export const productSelection = {
  id: products.id, productName: products.productName, brand: products.brand, price: products.price,
  priceTier: products.priceTier, imageUrl: products.imageUrl, productUrl: products.productUrl,
  affiliateUrl: products.affiliateUrl, retailerName: products.retailerName, category: products.category,
  productDescription: products.productDescription, color: products.color,
  formality: products.formality, warmth: products.warmth, seasons: products.seasons, occasions: products.occasions,
};
import { productGarmentText, storedOrDerived } from '../garments/columns.js';
import type { CatalogueProduct, InfluencerAccount, InfluencerPost } from './contracts.js';

type AccountRow = Omit<typeof influencerAccounts.$inferSelect, 'styleVector'> & { styleVector?: unknown };
type PostRow = Omit<typeof influencerPosts.$inferSelect, 'styleVector'> & { styleVector?: unknown };
type ProductRow = Pick<typeof products.$inferSelect, keyof typeof productSelection>;

export const toInfluencerAccount = (row: AccountRow): InfluencerAccount => ({
  id: row.id,
  handle: row.handle,
  display_name: row.displayName,
  profile_image_url: row.profileImageUrl,
  category: row.category,
  is_active: row.isActive,
  created_at: row.createdAt.toISOString(),
});

export const toInfluencerPost = (row: PostRow, account: AccountRow): InfluencerPost => ({
  id: row.id,
  platform_post_id: row.platformPostId,
  image_url: row.imageUrl,
  caption: row.caption,
  like_count: row.likeCount,
  comment_count: row.commentCount,
  posted_at: row.postedAt.toISOString(),
  top_liked: row.topLiked,
  link_url: row.linkUrl,
  influencer: {
    id: account.id,
    handle: account.handle,
    display_name: account.displayName,
    profile_image_url: account.profileImageUrl,
    category: account.category,
  },
});

export const toProduct = (row: ProductRow): CatalogueProduct => ({
  id: row.id,
  product_name: row.productName,
  brand: row.brand,
  price: row.price,
  price_tier: row.priceTier,
  image_url: row.imageUrl,
  product_url: row.productUrl,
  affiliate_url: row.affiliateUrl,
  retailer_name: row.retailerName,
  category: row.category,
  product_description: row.productDescription,
  color: row.color,
  // A row older than the attributes reads as derived until the start-up backfill stores them.
  ...storedOrDerived(row, productGarmentText(row)),
});


