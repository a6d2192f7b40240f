/**
 * Every HNSW search widens with the catalogue (nearest.ts): the statement reads the catalogue's size
 * from the planner's statistics and computes the same ef as grownEfSearch, on either engine.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../server/test/db.js';
import type { DatabaseHandle } from '../../server/db/client.js';
import { EF_GROWTH, efSearchSql, grownEfSearch } from './nearest.js';
import { executedRows } from '../db-rows.js';

let database: DatabaseHandle;
beforeAll(async () => { database = await createTestDatabase(); }, 120_000);
afterAll(async () => database?.close());

/** The ef the statement computes when the planner believes products holds `rows` rows (this database is the test's own). */
const statementEf = async (base: number | { fixed: number }, rows: number): Promise<number> => {
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
});
