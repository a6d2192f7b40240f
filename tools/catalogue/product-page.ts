/**
 * The public product page's reads (/products/:id): one catalogue piece, and the pieces most like it.
 * Anyone may read them; a signed-in shopper also gets the one match scale's figure and the feed's
 * reason for each piece (tools/recommendations/shopper-match.ts), a guest gets neither.
 */
import { eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { products } from '../../server/db/schema.js';
import { reasonFor } from '../recommendations/feed-sections.js';
import { nearestProducts } from '../recommendations/nearest.js';
import { shopperMatch, type ShopperMatch } from '../recommendations/shopper-match.js';
import { parsePgVector, vectorFromText, type StyleVector } from '../recommendations/style-vector.js';
import { defineTool, ToolError, type Database } from '../types.js';
import { catalogueProductSchema } from './contracts.js';
import { productSelection, toProduct } from './rows.js';
import { SEARCH_PRICE_MAX } from './tools.js';

export const PRODUCT_NOT_FOUND = 'That product is not in the catalogue.';
const SIMILAR_LIMIT = { default: 8, max: 24 } as const;

/** The match a signed-in shopper sees, as every other view shows it; null for a guest. */
const productMatchSchema = z.object({
  percent: z.number().int().min(0).max(100).nullable(),
  /** "42% match", or the label shown without a percent ("New to you"). */
  label: z.string(),
  /** Why it suits the shopper (the feed's reason: what it shares with their taste); null without a taste. */
  reason: z.string().nullable(),
});

const productsGetOutput = z.object({
  product: catalogueProductSchema,
  /** Null for a guest. */
  match: productMatchSchema.nullable(),
});
export type ProductsGetOutput = z.infer<typeof productsGetOutput>;

const similarProductSchema = catalogueProductSchema.extend({
  /** What it shares with the piece on the page ("minimalist, black, tailored"). */
  similar_because: z.string(),
  match: productMatchSchema.nullable(),
});
const productsSimilarOutput = z.object({ products: z.array(similarProductSchema) });
export type ProductsSimilarOutput = z.infer<typeof productsSimilarOutput>;

const productInput = { id: z.uuid() };

/** The product row and its style vector (derived from its words when it has none stored). */
const productById = async (db: Database, id: string) => {
  const [row] = await db.select({ ...productSelection, styleVector: products.styleVector }).from(products).where(eq(products.id, id)).limit(1);
  if (!row) throw new ToolError('not_found', PRODUCT_NOT_FOUND);
  const { styleVector, ...rest } = row;
  const vector: StyleVector = styleVector
    ? parsePgVector(styleVector)
    : vectorFromText(`${rest.productName}. ${rest.productDescription}`, { category: rest.category, price: rest.price, colour: rest.color ?? undefined });
  return { product: toProduct(rest), vector };
};

const matchFor = (shopper: ShopperMatch | null, vector: StyleVector) => {
  if (!shopper) return null;
  const { percent, label } = shopper.match(vector);
  return { percent, label, reason: shopper.taste ? reasonFor(shopper.taste, vector) : null };
};

export const productsGet = defineTool({
  name: 'products.get',
  // The product page's reads; the stylist finds pieces with products.search and the page's own product.
  chatDoor: false,
  description:
    'One catalogue product by id: name, brand, price and tier, picture, description, retailer link, and what it is good for. ' +
    'For a signed-in shopper also its match (the calibrated percent, or a label before there is enough signal) and the reason it suits them.',
  auth: 'public',
  effect: 'read',
  input: z.strictObject(productInput),
  output: productsGetOutput,
  async execute({ id }, ctx) {
    const { product, vector } = await productById(ctx.db, id);
    const shopper = ctx.userId ? await shopperMatch(ctx.db, ctx.userId) : null;
    return { product, match: matchFor(shopper, vector) };
  },
});

/**
 * "Like this one, but in blue / under $100 / not leather": the differences asked, as conditions on the nearest pieces
 * (the same full-text reading as products.search), so the scan keeps walking the category until enough pass.
 */
const differencesAsked = ({ text, minPrice, maxPrice, exclude }: { text?: string; minPrice?: number; maxPrice?: number; exclude?: string[] }): SQL[] => {
  const where: SQL[] = [];
  if (text) where.push(sql`${products.searchDocument} @@ websearch_to_tsquery('english', ${text})`);
  for (const word of exclude ?? []) where.push(sql`not (${products.searchDocument} @@ plainto_tsquery('english', ${word}))`);
  if (minPrice !== undefined) where.push(gte(products.price, minPrice));
  if (maxPrice !== undefined) where.push(lte(products.price, maxPrice));
  return where;
};

const productsSimilar = defineTool({
  name: 'products.similar',
  // The stylist asks it too: "more like the first one" is this product's nearest pieces, not a search for its words.
  description:
    'Catalogue products most like one product (same category, nearest in style), most alike first, each with what it shares ' +
    'with it; for a signed-in shopper also each one\'s match. Optional differences from it, as products.search reads them: ' +
    '`text` words each piece must carry (a colour, a material, a cut: "blue", "long"), a price range in US dollars ' +
    '(`maxPrice` under the piece\'s own for "like it but cheaper") and `exclude` words none may carry.',
  auth: 'public',
  effect: 'read',
  input: z.strictObject({
    ...productInput,
    limit: z.number().int().min(1).max(SIMILAR_LIMIT.max).default(SIMILAR_LIMIT.default),
    text: z.string().trim().min(1).max(200).optional(),
    minPrice: z.number().min(0).max(SEARCH_PRICE_MAX).optional(),
    maxPrice: z.number().min(0).max(SEARCH_PRICE_MAX).optional(),
    exclude: z.array(z.string().trim().min(1).max(40)).max(10).optional(),
  }).refine((i) => i.minPrice === undefined || i.maxPrice === undefined || i.minPrice <= i.maxPrice, {
    message: 'minPrice must not exceed maxPrice',
    path: ['minPrice'],
  }),
  output: productsSimilarOutput,
  async execute({ id, limit, text, minPrice, maxPrice, exclude }, ctx) {
    const { product, vector } = await productById(ctx.db, id);
    const [hits, shopper] = await Promise.all([
      nearestProducts(ctx.db, vector, { category: product.category, limit, excludeIds: [id], where: differencesAsked({ text, minPrice, maxPrice, exclude }) }),
      ctx.userId ? shopperMatch(ctx.db, ctx.userId) : Promise.resolve(null),
    ]);
    return {
      products: hits.map((h) => ({
        ...toProduct({
          ...h.product,
          formality: h.product.formality ?? null, warmth: h.product.warmth ?? null,
          seasons: h.product.seasons ?? null, occasions: h.product.occasions ?? null,
        }),
        similar_because: reasonFor(vector, h.vector),
        match: matchFor(shopper, h.vector),
      })),
    };
  },
});

export const productPageTools = [productsGet, productsSimilar];
