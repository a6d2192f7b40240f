/**
 * A small, deliberate catalogue for the feed tests: a few clearly different looks in every tier,
 * influencers who wear them, and their posts. Vectors are built the same way the seed builds them.
 */
import { influencerAccounts, influencerPosts, products } from '../../server/db/schema.js';
import type { Database } from '../types.js';
import { vectorFromText } from './style-vector.js';
import { priceTierOf } from './vocabulary.js';

export const LOOKS = {
  minimal: { handle: 'noir.minimal', words: 'minimalist black tailored', category: 'Outerwear', noun: 'blazer' },
  boho: { handle: 'boho.meadow', words: 'bohemian green flowing', category: 'Dresses', noun: 'maxi dress' },
  street: { handle: 'street.red', words: 'streetwear red oversized', category: 'Tops', noun: 'hoodie' },
  romantic: { handle: 'rose.romance', words: 'romantic pink lace', category: 'Dresses', noun: 'slip dress' },
  preppy: { handle: 'ivy.preppy', words: 'preppy navy pleated', category: 'Bottoms', noun: 'skirt' },
} as const;
export type LookName = keyof typeof LOOKS;

const PRICES = [40, 80, 150, 300, 650, 1200] as const;

export interface FeedFixture {
  products: Record<LookName, { id: string; price: number; tier: string }[]>;
  influencers: Record<LookName, string>;
  posts: Record<LookName, string[]>;
}

/** Inserts 5 looks × 6 prices of products, one influencer per look with 3 posts each. */
export const insertFeedFixture = async (db: Database, now = new Date()): Promise<FeedFixture> => {
  const fixture: FeedFixture = {
    products: {} as FeedFixture['products'], influencers: {} as FeedFixture['influencers'], posts: {} as FeedFixture['posts'],
  };
  let minute = 0;
  for (const [name, look] of Object.entries(LOOKS) as [LookName, (typeof LOOKS)[LookName]][]) {
    const [account] = await db.insert(influencerAccounts).values({
      handle: look.handle, displayName: look.handle.replace('.', ' '), category: 'fashion', isActive: true,
    }).returning({ id: influencerAccounts.id });
    fixture.influencers[name] = account!.id;
    const postRows = await db.insert(influencerPosts).values([0, 1, 2].map((i) => {
      const caption = `My ${look.words} ${look.noun} today #${i}`;
      return {
        influencerId: account!.id, platformPostId: `${look.handle}-${i}`, imageUrl: `/media/posts/${look.handle}-${i}.svg`,
        caption, likeCount: 100 * (i + 1), commentCount: 3 * i, postedAt: new Date(now.getTime() - (minute++) * 60_000),
        topLiked: i === 2, linkUrl: i === 0 ? `https://shop.example.com/${look.handle}` : null,
        styleVector: vectorFromText(caption),
      };
    })).returning({ id: influencerPosts.id });
    fixture.posts[name] = postRows.map((p) => p.id);
    const productRows = await db.insert(products).values(PRICES.map((price, i) => {
      const description = `A ${look.words} ${look.noun}, piece ${i + 1}.`;
      const productName = `${look.words.split(' ')[0]} ${look.noun} ${i + 1}`;
      return {
        productName, brand: `${name} house`, price, priceTier: priceTierOf(price), imageUrl: `/media/products/${name}-${i}.svg`,
        productUrl: `https://shop.example.com/${name}/${i}`, affiliateUrl: null, retailerName: 'Example Shop',
        category: look.category, productDescription: description, color: look.words.split(' ')[1]!,
        influencerId: account!.id,
        styleVector: vectorFromText(`${productName} ${description}`, { category: look.category, price }),
      };
    })).returning({ id: products.id, price: products.price, tier: products.priceTier });
    fixture.products[name] = productRows;
  }
  return fixture;
};
