/**
 * Every HNSW search widens with the catalogue (nearest.ts): the statement reads the catalogue's size
 * from the planner's statistics and computes the same ef as grownEfSearch, on either engine.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../server/test/db.js';
import type { DatabaseHandle } from '../../server/db/client.js';
import { CATEGORY_EF_EXPONENT, EF_GROWTH, efSearchForBlend, efSearchForCategory, efSearchSql, grownEfSearch, type EfSearch } from './nearest.js';
import { executedRows } from '../db-rows.js';

let database: DatabaseHandle;
beforeAll(async () => { database = await createTestDatabase(); }, 120_000);
afterAll(async () => database?.close());

/** The ef the statement computes when the planner believes products holds `rows` rows (this database is the test's own). */
const statementEf = async (base: EfSearch, rows: number): Promise<number> => {
  await database.db.execute(sql`update pg_class set reltuples = ${rows} where oid = 'products'::regclass`);
  const [row] = executedRows<{ ef: string }>(await database.db.execute(sql`select ${efSearchSql(base)} as ef`));
  return Number(row!.ef);
};

describe('the candidate list grows with the catalogue', () => {
  it('keeps the base up to 100k products, then about doubles it each time the catalogue triples, up to pgvector\'s maximum', () => {
    expect(grownEfSearch(200, 10_000)).toBe(200);
    expect(grownEfSearch(200, EF_GROWTH.referenceRows)).toBe(200);
    expect(grownEfSearch(200, 300_000)).toBe(400);
    expect(grownEfSearch(100, 900_000)).toBe(400);
    expect(grownEfSearch(60, 1_000_000)).toBe(Math.ceil(60 * 10 ** EF_GROWTH.exponent));
    expect(grownEfSearch(400, 100_000_000)).toBe(EF_GROWTH.max);
    expect(grownEfSearch({ fixed: 123 }, 1_000_000)).toBe(123);
  });

  it('the statement computes the same ef from the planner\'s row count (never analysed: the base)', async () => {
    for (const rows of [-1, 0, 5_000, 100_000, 300_000, 1_000_000, 50_000_000]) {
      for (const base of [40, 60, 200]) {
        expect(await statementEf(base, rows), `${base} at ${rows}`).toBe(grownEfSearch(base, Math.max(0, rows)));
      }
    }
    expect(await statementEf({ fixed: 77 }, 1_000_000)).toBe(77);
  });

  it('a category\'s graph grows its list in proportion to the catalogue: 100 at 100k, 300 at 300k, the maximum at 1M', () => {
    const ef = efSearchForCategory(20);
    expect(CATEGORY_EF_EXPONENT).toBe(1);
    expect([10_000, 100_000, 300_000, 1_000_000].map((rows) => grownEfSearch(ef, rows))).toEqual([100, 100, 300, EF_GROWTH.max]);
    // The 0.63 curve of the other searches would give it 427 at 1M.
    expect(grownEfSearch(100, 1_000_000)).toBe(427);
  });

  it('the statement computes a category\'s list with its own exponent', async () => {
    for (const rows of [0, 100_000, 300_000, 650_000, 1_000_000]) {
      expect(await statementEf(efSearchForCategory(20), rows), `at ${rows}`).toBe(grownEfSearch(efSearchForCategory(20), rows));
    }
    expect(await statementEf({ base: 100, exponent: 0.8 }, 1_000_000)).toBe(Math.ceil(100 * 10 ** 0.8));
  });

  it('a taste on the whole catalogue\'s graph searches 800 up to 100k and pgvector\'s maximum from 300k; on a tier\'s graph the 0.63 curve from 200', () => {
    const sizes = [10_000, 100_000, 200_000, 300_000, 1_000_000];
    expect(sizes.map((rows) => grownEfSearch(efSearchForBlend(20), rows))).toEqual([800, 800, 926, EF_GROWTH.max, EF_GROWTH.max]);
    expect(sizes.map((rows) => grownEfSearch(efSearchForBlend(20, 'budget'), rows))).toEqual([200, 200, 310, 400, 854]);
  });

  it('the statement computes the taste\'s list as the formula does', async () => {
    for (const rows of [0, 100_000, 100_630, 200_000, 300_000, 1_000_000]) {
      expect(await statementEf(efSearchForBlend(20), rows), `at ${rows}`).toBe(grownEfSearch(efSearchForBlend(20), rows));
    }
  });

  it('refuses a growth that is no exponent (it is written into the statement)', () => {
    expect(() => efSearchSql({ base: 100, exponent: Number.NaN })).toThrow(/exponent/);
    expect(() => efSearchSql({ base: 100, exponent: 3 })).toThrow(/exponent/);
    expect(() => efSearchSql({ base: 0, exponent: 1 })).toThrow(/candidate list/);
  });
});
