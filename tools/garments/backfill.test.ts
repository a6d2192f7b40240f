import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, wardrobeItems } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified } from '../../server/test/users.js';
import { deriveAttributes } from './attributes.js';
import { backfillGarmentAttributes } from './backfill.js';

let t: TestApp;

// Rows as migration 0013 finds them: written before the attributes existed.
const OLDER_PRODUCTS = [
  { productName: 'Juno Wool Blazer', category: 'Outerwear', productDescription: 'Minimalist blazer in camel wool.' },
  { productName: 'The Nell Blouse', category: 'Tops', productDescription: 'Romantic blouse in cream linen.' },
  { productName: 'Fitted Nylon Sports Bra', category: 'Activewear', productDescription: '' },
  { productName: 'Satin Clutch', category: 'Bags', productDescription: 'An evening clutch.' },
  { productName: 'Margaux Canvas Sneakers', category: 'Shoes', productDescription: '' },
];

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(products).values(OLDER_PRODUCTS.map((r, i) => ({
    ...r, brand: 'Test', price: 100 + i, priceTier: 'mid' as const, productUrl: `https://shop.example/backfill/${i}`, retailerName: 'Test',
  })));
});
afterAll(async () => t.close());

describe('the garment attribute backfill', () => {
  it('reads older rows as derived before the backfill reaches them, then stores the same values in batches', async () => {
    const before = await callTool(t, 'products.search', { category: 'Outerwear' });
    expect(before.status).toBe(200);
    const blazer = deriveAttributes({ category: 'Outerwear', name: 'Juno Wool Blazer', details: 'Minimalist blazer in camel wool.' });
    expect(before.body.products).toEqual([expect.objectContaining(blazer)]);

    const user = await signUpVerified(t);
    const db = t.database.db;
    await db.insert(wardrobeItems).values([
      { userId: user.id, itemName: 'Black silk slip dress', category: 'Dresses' },
      { userId: user.id, itemName: 'Linen shorts', category: 'Bottoms', tags: ['holiday'] },
      // A correction always writes its values: the backfill must leave them as the shopper set them.
      { userId: user.id, itemName: 'Wool coat', category: 'Outerwear', formality: 5, warmth: 2, seasons: ['summer'], occasions: ['party'], correctedAttributes: ['formality', 'warmth', 'seasons', 'occasions'] },
    ]);

    const report = await backfillGarmentAttributes(db, { batch: 2 });
    expect(report).toEqual({ products: OLDER_PRODUCTS.length, wardrobeItems: 2 });
    expect(await db.select({ id: products.id }).from(products).where(isNull(products.formality))).toEqual([]);
    expect(await db.select({ id: wardrobeItems.id }).from(wardrobeItems).where(isNull(wardrobeItems.formality))).toEqual([]);

    for (const row of await db.select().from(products)) {
      expect({ formality: row.formality, warmth: row.warmth, seasons: row.seasons, occasions: row.occasions })
        .toEqual(deriveAttributes({ category: row.category, name: row.productName, details: row.productDescription }));
    }
    const [shorts] = await db.select().from(wardrobeItems).where(eq(wardrobeItems.itemName, 'Linen shorts'));
    expect(shorts).toMatchObject({ formality: 2, warmth: 1, seasons: ['spring', 'summer'] });
    const [coat] = await db.select().from(wardrobeItems).where(eq(wardrobeItems.itemName, 'Wool coat'));
    expect(coat).toMatchObject({ formality: 5, warmth: 2, seasons: ['summer'], occasions: ['party'] });

    const after = await callTool(t, 'products.search', { category: 'Outerwear' });
    expect(after.body.products).toEqual(before.body.products);
    // Idempotent: a second run (every start, every hour) finds nothing to do.
    expect(await backfillGarmentAttributes(db, { batch: 2 })).toEqual({ products: 0, wardrobeItems: 0 });
  });

  it('refuses values outside the scales and vocabularies in the database itself', async () => {
    const [row] = await t.database.db.select({ id: products.id }).from(products).limit(1);
    await expect(t.database.db.execute(sql`update products set formality = 6 where id = ${row!.id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`update products set occasions = '{rodeo}' where id = ${row!.id}`)).rejects.toThrow();
  });
});
