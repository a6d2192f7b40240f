/**
 * The eval world: a small fixed catalogue (so replies can be checked for exact names and prices),
 * a few influencer accounts, and per-case users whose rows are built from a case's state.
 */
import { and, eq } from 'drizzle-orm';
import { fittingRoomItems, influencerAccounts, influencerPosts, products, styleSources, userInfluencerPreferences, users } from '../server/db/schema.js';
import { vectorFromText } from '../tools/recommendations/style-vector.js';
import type { Database } from '../tools/types.js';
import type { State } from './case.js';

type Tier = 'budget' | 'mid' | 'luxury';
const tierOf = (price: number): Tier => (price < 100 ? 'budget' : price < 500 ? 'mid' : 'luxury');

export const EVAL_PRODUCTS: { name: string; brand: string; price: number; category: string; color: string | null; description: string }[] = [
  { name: 'Noir Leather Tote', brand: 'Maison Vale', price: 89, category: 'Bags', color: 'black', description: 'A roomy black leather tote for every day.' },
  { name: 'Black Mini Crossbody', brand: 'Lune', price: 65, category: 'Bags', color: 'black', description: 'A small black crossbody bag with a chain strap.' },
  { name: 'Camel Structured Bag', brand: 'Atelier Nord', price: 420, category: 'Bags', color: 'brown', description: 'A structured brown top-handle bag.' },
  { name: 'Quilted Shoulder Bag', brand: 'Maison Vale', price: 1250, category: 'Bags', color: 'black', description: 'A quilted black lambskin shoulder bag.' },
  { name: 'White Leather Sneakers', brand: 'Pace', price: 95, category: 'Shoes', color: 'white', description: 'Clean white leather sneakers.' },
  { name: 'Black Ankle Boots', brand: 'Forma', price: 240, category: 'Shoes', color: 'black', description: 'Black leather ankle boots with a block heel.' },
  { name: 'Satin Slingback Heels', brand: 'Orsay', price: 780, category: 'Shoes', color: 'beige', description: 'Beige satin slingback heels.' },
  { name: 'Red Wrap Dress', brand: 'Solenne', price: 140, category: 'Dresses', color: 'red', description: 'A red wrap dress in fluid crepe.' },
  { name: 'Navy Slip Dress', brand: 'Solenne', price: 85, category: 'Dresses', color: 'navy', description: 'A navy silk-touch slip dress.' },
  { name: 'Cream Cashmere Sweater', brand: 'Kind Wool', price: 310, category: 'Tops', color: 'cream', description: 'A cream cashmere crew-neck sweater.' },
  { name: 'Grey Tailored Blazer', brand: 'Forma', price: 560, category: 'Outerwear', color: 'grey', description: 'A grey tailored wool blazer.' },
  { name: 'Blue Straight Jeans', brand: 'Denim Lab', price: 78, category: 'Bottoms', color: 'blue', description: 'Mid-blue straight-leg jeans.' },
  { name: 'Gold Hoop Earrings', brand: 'Aurum', price: 45, category: 'Jewelry', color: null, description: 'Small gold hoop earrings.' },
  { name: 'Green Silk Scarf', brand: 'Orsay', price: 120, category: 'Accessories', color: 'green', description: 'A green silk twill scarf.' },
];

/** Three minimalists close in style and one knitwear account apart, so similarity has a clear answer. */
export const EVAL_INFLUENCER_STYLES: { handle: string; displayName: string; style: string }[] = [
  { handle: 'camille.style', displayName: 'Camille', style: 'minimalist black tailored blazer, clean lines, neutral monochrome' },
  { handle: 'lenaminimal', displayName: 'Lena', style: 'minimalist black tailored trousers, clean lines, neutral monochrome' },
  { handle: 'street.atelier', displayName: 'Street Atelier', style: 'streetwear oversized sneakers, bold colour, graphic hoodie' },
  { handle: 'oslo_knits', displayName: 'Oslo Knits', style: 'cosy cream wool knitwear, cable knit sweater, cottage' },
];
/** One post per influencer; street.atelier's is the only top-liked one. */
export const EVAL_POSTS: { handle: string; caption: string; likes: number; topLiked: boolean; daysAgo: number }[] = [
  { handle: 'camille.style', caption: 'Black blazer, white tee, done.', likes: 120, topLiked: false, daysAgo: 1 },
  { handle: 'lenaminimal', caption: 'Monochrome Monday in wide trousers.', likes: 80, topLiked: false, daysAgo: 2 },
  { handle: 'street.atelier', caption: 'Oversized hoodie season.', likes: 950, topLiked: true, daysAgo: 3 },
  { handle: 'oslo_knits', caption: 'Cable knit and coffee.', likes: 40, topLiked: false, daysAgo: 4 },
];

export const evalProductId = (index: number) => `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;

const EVAL_EPOCH = Date.UTC(2025, 0, 15);

export const seedEvalWorld = async (db: Database): Promise<Map<string, string>> => {
  const rows = await db.insert(products).values(EVAL_PRODUCTS.map((p, i) => ({
    // Fixed ids: feeds that fall back to id order list the same pieces in the same order every run.
    id: evalProductId(i),
    productName: p.name, brand: p.brand, price: p.price, priceTier: tierOf(p.price), category: p.category, color: p.color,
    productDescription: p.description, productUrl: `https://shop.example/p/${i + 1}`, retailerName: p.brand,
    imageUrl: `/media/products/eval-${i + 1}.svg`,
    styleVector: vectorFromText(`${p.name}. ${p.description}`, { category: p.category, price: p.price, colour: p.color ?? undefined }),
  }))).returning({ id: products.id, name: products.productName });
  const accounts = await db.insert(influencerAccounts).values(EVAL_INFLUENCER_STYLES.map((i) => ({
    handle: i.handle, displayName: i.displayName, category: 'fashion', styleVector: vectorFromText(i.style),
  }))).returning({ id: influencerAccounts.id, handle: influencerAccounts.handle });
  const accountId = new Map(accounts.map((a) => [a.handle, a.id]));
  await db.insert(influencerPosts).values(EVAL_POSTS.map((p, i) => ({
    influencerId: accountId.get(p.handle)!, platformPostId: `eval-post-${i + 1}`, caption: p.caption, likeCount: p.likes,
    topLiked: p.topLiked, postedAt: new Date(EVAL_EPOCH - p.daysAgo * 86_400_000), imageUrl: `/media/posts/eval-${i + 1}.svg`,
  })));
  return new Map(rows.map((r) => [r.name, r.id]));
};

const parseRow = (spec: string) => ({ handle: spec.replace(/^!/, ''), active: !spec.startsWith('!') });

let userCounter = 0;

export const createEvalUser = async (db: Database, state: State, productIds: Map<string, string>): Promise<string> => {
  const id = `eval-user-${++userCounter}-${Date.now()}`;
  await db.insert(users).values({ id, name: id, email: `${id}@evals.atelier`, emailVerified: true });
  if (state.sources?.length) {
    await db.insert(styleSources).values(state.sources.map(parseRow).map((r) => ({
      userId: id, sourceType: 'instagram' as const, sourceName: 'instagram', sourceHandle: r.handle, isActive: r.active, description: 'Imported via Styler',
    })));
  }
  if (state.follows?.length) {
    await db.insert(userInfluencerPreferences).values(state.follows.map(parseRow).map((r) => ({ userId: id, influencerName: r.handle, isActive: r.active, preferenceScore: 50 })));
  }
  if (state.saved?.length) {
    await db.insert(fittingRoomItems).values(state.saved.map((name) => {
      const product = EVAL_PRODUCTS.find((p) => p.name === name);
      if (!product) throw new Error(`No eval product named ${name}`);
      return { userId: id, itemName: name, brand: product.brand, price: product.price, category: product.category, externalProductId: productIds.get(name) ?? name };
    }));
  }
  return id;
};

const asSpecs = (rows: { handle: string; active: boolean }[]) => rows.map((r) => `${r.active ? '' : '!'}${r.handle}`).sort();

/** The user's rows as a State, sorted, for a τ-bench style comparison. */
export const readState = async (db: Database, userId: string): Promise<Required<State>> => {
  const sources = await db.select({ handle: styleSources.sourceHandle, active: styleSources.isActive }).from(styleSources).where(eq(styleSources.userId, userId));
  const follows = await db.select({ handle: userInfluencerPreferences.influencerName, active: userInfluencerPreferences.isActive })
    .from(userInfluencerPreferences).where(and(eq(userInfluencerPreferences.userId, userId)));
  const saved = await db.select({ name: fittingRoomItems.itemName }).from(fittingRoomItems).where(eq(fittingRoomItems.userId, userId));
  return { sources: asSpecs(sources), follows: asSpecs(follows), saved: saved.map((s) => s.name).sort() };
};

export const normaliseState = (state: State): Required<State> => ({
  sources: [...(state.sources ?? [])].sort(),
  follows: [...(state.follows ?? [])].sort(),
  saved: [...(state.saved ?? [])].sort(),
});
