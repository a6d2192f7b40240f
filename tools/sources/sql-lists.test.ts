import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client.js';
import { createTestDatabase } from '../../server/test/db.js';
import { textArray } from './sql-lists.js';
import { executedRows } from '../db-rows.js';

let database: DatabaseHandle;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(async () => { await database.close(); });

const rowsOf = (result: unknown) => executedRows<{ v: string }>(result);

describe('textArray', () => {
  it('round-trips any text as one parameter, in order', async () => {
    const items = ['zara', 'a"b', 'c\\d', '{x,y}', 'NULL', '', ' spaced ', 'caf\u00e9'];
    const result = await database.db.execute(sql`select unnest(${textArray(items)}) as v`);
    expect(rowsOf(result).map((r) => r.v)).toEqual(items);
  });

  it('takes more elements than a statement could bind one by one', async () => {
    const items = Array.from({ length: 70_000 }, (_, i) => `h${i}`);
    const result = await database.db.execute(sql`select count(*)::text as v from unnest(${textArray(items)})`);
    expect(rowsOf(result)[0]?.v).toBe('70000');
  });
});
