/**
 * A text id joined to products through the primary key's index (uuid-key.ts): what a shopper's taste
 * and the dressing room read for every saved piece and feedback entry. Cast the other way
 * (`products.id::text = …`) the join scanned the whole catalogue once per row.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBulk } from '../server/db/seed.js';
import { silentLogger } from '../server/log.js';
import { createTestDatabase } from '../server/test/db.js';
import type { DatabaseHandle } from '../server/db/client.js';
import { executedRows } from './db-rows.js';
import { uuidOrNull } from './uuid-key.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedBulk(database.db, silentLogger, { products: 2_000, influencers: 10, posts: 0, seed: 3, now: new Date('2026-01-15T12:00:00Z') });
  await database.db.execute(sql`analyze products`);
}, 240_000);
afterAll(async () => database?.close());

/** Feedback rows joined to their products: a uuid, a uuid in capitals, and ids that are no product's. */
const joined = (on: (item: SQL) => SQL) => sql`
  select f.item_id, p.id::text as product_id
  from (values (1, (select id::text from products order by id limit 1)), (2, (select upper(id::text) from products order by id limit 1)),
    (3, 'post:123'), (4, 'not-a-uuid'), (5, null)) as f(n, item_id)
  left join products p on ${on(sql`f.item_id`)}
  order by f.n`;

const plan = async (statement: SQL) =>
  executedRows<Record<string, string>>(await database.db.execute(sql`explain ${statement}`)).map((r) => Object.values(r)[0]).join('\n');

describe('uuidOrNull', () => {
  it('finds the product through the primary key\'s index, where the text cast scans the catalogue', async () => {
    expect(await plan(joined((item) => sql`p.id = ${uuidOrNull(item)}`))).toMatch(/Index (Only )?Scan using products_pkey on products p\b/);
    expect(await plan(joined((item) => sql`p.id::text = ${item}`))).toMatch(/Seq Scan on products p\b/);
  });

  it('matches a uuid in either case and nothing for any other text (no cast error)', async () => {
    const rows = executedRows<{ item_id: string | null; product_id: string | null }>(
      await database.db.execute(joined((item) => sql`p.id = ${uuidOrNull(item)}`)));
    expect(rows).toHaveLength(5);
    const [lower, upper, ...others] = rows;
    expect(lower!.product_id).toBe(lower!.item_id);
    expect(upper!.product_id).toBe(lower!.item_id);
    expect(others.map((r) => r.product_id)).toEqual([null, null, null]);
  });
});
