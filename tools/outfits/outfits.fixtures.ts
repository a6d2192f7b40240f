/**
 * A small catalogue for the outfit and look tests: two clearly different looks, every outfit
 * category, three price levels, and one influencer post per look. Vectors as the seed builds them.
 */
import { influencerAccounts, influencerPosts, products } from '../../server/db/schema.js';
import { vectorFromText } from '../recommendations/style-vector.js';
import { priceTierOf, type Category, type PriceTier } from '../recommendations/vocabulary.js';
import type { Database } from '../types.js';

export const OUTFIT_LOOKS = {
  minimal: { handle: 'fixture.minimal', words: 'minimalist black tailored wool' },
  boho: { handle: 'fixture.boho', words: 'bohemian green flowing linen' },
} as const;
export type OutfitLook = keyof typeof OUTFIT_LOOKS;

export const NOUNS: Record<Exclude<Category, 'Activewear' | 'Sleepwear'>, string> = {
  Tops: 'shirt', Bottoms: 'trousers', Dresses: 'dress', Outerwear: 'blazer', Shoes: 'loafers', Bags: 'tote', Accessories: 'belt', Jewelry: 'necklace',
};
const PRICES = [60, 250, 800] as const;

export interface OutfitFixture {
  /** products[look][category][tier] = id */
  products: Record<OutfitLook, Record<string, Record<PriceTier, string>>>;
  posts: Record<OutfitLook, string>;
}

export const insertOutfitFixture = async (db: Database): Promise<OutfitFixture> => {
  const fixture = { products: {}, posts: {} } as OutfitFixture;
  for (const [look, { handle, words }] of Object.entries(OUTFIT_LOOKS) as [OutfitLook, (typeof OUTFIT_LOOKS)[OutfitLook]][]) {
    const [account] = await db.insert(influencerAccounts).values({ handle, displayName: handle, category: 'fashion' }).returning();
    const caption = `My ${words} dress with loafers today`;
    const [post] = await db.insert(influencerPosts).values({
      influencerId: account!.id, platformPostId: `${handle}-1`, caption, postedAt: new Date(), imageUrl: `/media/posts/${handle}.svg`,
      styleVector: vectorFromText(caption),
    }).returning();
    fixture.posts[look] = post!.id;
    fixture.products[look] = {};
    for (const [category, noun] of Object.entries(NOUNS)) {
      const rows = await db.insert(products).values(PRICES.map((price) => {
        const productName = `${words.split(' ')[0]} ${noun} ${price}`;
        const productDescription = `A ${words} ${noun}.`;
        return {
          productName, brand: `${look} house`, price, priceTier: priceTierOf(price), imageUrl: `/media/products/${look}-${noun}-${price}.svg`,
          productUrl: `https://shop.example.com/${look}/${noun}/${price}`, retailerName: 'Example Shop', category, productDescription,
          color: words.split(' ')[1]!, styleVector: vectorFromText(`${productName} ${productDescription}`, { category, price }),
        };
      })).returning({ id: products.id, tier: products.priceTier });
      fixture.products[look][category] = Object.fromEntries(rows.map((r) => [r.tier, r.id])) as Record<PriceTier, string>;
    }
  }
  return fixture;
};
