/** Public read tools over the demo catalogue. */
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { influencerAccounts, influencerPosts, products } from '../../server/db/schema.js';
import { defineTool } from '../types.js';
import { catalogueProductSchema, categorySchema, influencerAccountSchema, influencerPostSchema } from './contracts.js';
import { productSelection, toInfluencerAccount, toInfluencerPost, toProduct } from './rows.js';

/** The highest price, in US dollars, products.search takes as a bound. */
export const SEARCH_PRICE_MAX = 1_000_000;

export const influencersList = defineTool({
  name: 'influencers.list',
  description: 'List the active influencer accounts Atelier follows for inspiration, newest first.',
  auth: 'public',
  effect: 'read',
  input: z.strictObject({ limit: z.number().int().min(1).max(100).default(50) }),
  output: z.object({ influencers: z.array(influencerAccountSchema) }),
  async execute({ limit }, { db }) {
    const rows = await db.select().from(influencerAccounts)
      .where(eq(influencerAccounts.isActive, true))
      .orderBy(desc(influencerAccounts.createdAt), influencerAccounts.handle)
      .limit(limit);
    return { influencers: rows.map(toInfluencerAccount) };
  },
});

/** Product rules §9: the plain latest feed is 20 posts. */
export const LATEST_POSTS_LIMIT = 20;

export const postsLatest = defineTool({
  name: 'posts.latest',
  description: 'The latest 20 influencer posts with their account, newest first.',
  auth: 'public',
  effect: 'read',
  input: z.strictObject({}),
  output: z.object({ posts: z.array(influencerPostSchema) }),
  async execute(_input, { db }) {
    const rows = await db.select().from(influencerPosts)
      .innerJoin(influencerAccounts, eq(influencerPosts.influencerId, influencerAccounts.id))
      .orderBy(desc(influencerPosts.postedAt))
      .limit(LATEST_POSTS_LIMIT);
    return { posts: rows.map((r) => toInfluencerPost(r.influencer_posts, r.influencer_accounts)) };
  },
});

/** How many of the cheapest text matches products.search ranks (the most it returns is 50). */
export const SEARCH_RANKED_CANDIDATES = 200;

export const productsSearch = defineTool({
  name: 'products.search',
  description:
    'Search the product catalogue by words (name, brand, colour, description), category and price range in US dollars. ' +
    'Returns the best text matches first, then the cheapest. `exclude` leaves out products whose name, brand, category, ' +
    'colour or description has any of those words ("not black": ["black"]); `offset` skips that many results (show more).',
  auth: 'public',
  effect: 'read',
  input: z.strictObject({
    text: z.string().trim().max(200).optional(),
    category: categorySchema.optional(),
    minPrice: z.number().min(0).max(SEARCH_PRICE_MAX).optional(),
    maxPrice: z.number().min(0).max(SEARCH_PRICE_MAX).optional(),
    limit: z.number().int().min(1).max(50).default(20),
    exclude: z.array(z.string().trim().min(1).max(40)).max(10).optional(),
    offset: z.number().int().min(0).max(150).default(0),
  }).refine((i) => i.minPrice === undefined || i.maxPrice === undefined || i.minPrice <= i.maxPrice, {
    message: 'minPrice must not exceed maxPrice',
    path: ['minPrice'],
  }),
  output: z.object({ products: z.array(catalogueProductSchema) }),
  async execute({ text, category, minPrice, maxPrice, limit, exclude, offset }, { db }) {
    const filters: SQL[] = [];
    for (const word of exclude ?? []) filters.push(sql`not (${products.searchDocument} @@ plainto_tsquery('english', ${word}))`);
    if (category) filters.push(eq(products.category, category));
    if (minPrice !== undefined) filters.push(gte(products.price, minPrice));
    if (maxPrice !== undefined) filters.push(lte(products.price, maxPrice));
    const query = text ? sql`websearch_to_tsquery('english', ${text})` : undefined;
    if (!query) {
      const rows = await db.select(productSelection).from(products)
        .where(filters.length ? and(...filters) : undefined)
        .orderBy(products.price, products.id)
        .limit(limit)
        .offset(offset);
      return { products: rows.map(toProduct) };
    }
    // Ranking every match reads every matching row: a broad word ("silk") matches a tenth of the
    // catalogue. Only the cheapest matches are ranked, so the price indexes can stop early; a query
    // that ties on rank (most one-word ones) gets exactly the same answer as ranking them all.
    filters.push(sql`${products.searchDocument} @@ ${query}`);
    // Narrow rows (id, price, rank) through both sorts; only the answer's rows are read in full.
    const cheapest = db.select({
      id: products.id, price: products.price, rank: sql<number>`ts_rank(${products.searchDocument}, ${query})`.as('rank'),
    }).from(products)
      .where(and(...filters))
      .orderBy(products.price, products.id)
      .limit(SEARCH_RANKED_CANDIDATES)
      .as('cheapest');
    const best = db.select().from(cheapest)
      .orderBy(desc(cheapest.rank), cheapest.price, cheapest.id)
      .limit(limit)
      .offset(offset)
      .as('best');
    const rows = await db.select(productSelection).from(products)
      .innerJoin(best, eq(best.id, products.id))
      .orderBy(desc(best.rank), best.price, best.id);
    return { products: rows.map(toProduct) };
  },
});

export const catalogueTools = [influencersList, postsLatest, productsSearch];
