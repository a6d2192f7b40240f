/**
 * The one list of where a shopper's data lives, checked against the migrated schema: every table is
 * either in it (with how its rows are tied to the shopper) or declared not personal with a reason,
 * and every key the list names is a real column.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../server/test/db.js';
import { executedRows } from '../db-rows.js';
import { NOT_PERSONAL_TABLES, PERSONAL_TABLES } from './personal-data.js';

let database: TestDatabase;
let columns: Map<string, Set<string>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const rows = executedRows<{ table_name: string; column_name: string }>(await database.db.execute(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`));
  columns = new Map();
  for (const r of rows) columns.set(r.table_name, (columns.get(r.table_name) ?? new Set()).add(r.column_name));
}, 60_000);

afterAll(async () => { await database.close(); });

describe('the personal-data list', () => {
  it('names every table of the schema, as personal or as not personal with a reason', () => {
    const listed = new Set([...PERSONAL_TABLES.map((t) => t.table), ...Object.keys(NOT_PERSONAL_TABLES)]);
    expect([...columns.keys()].filter((table) => !listed.has(table)).sort()).toEqual([]);
    // No table is both, and no entry names a table that does not exist.
    expect(PERSONAL_TABLES.map((t) => t.table).filter((table) => table in NOT_PERSONAL_TABLES)).toEqual([]);
    expect([...listed].filter((table) => !columns.has(table))).toEqual([]);
    for (const [table, reason] of Object.entries(NOT_PERSONAL_TABLES)) expect(reason.length, table).toBeGreaterThan(20);
  });

  it('keys every personal table by columns that exist, and lists each table once', () => {
    expect(new Set(PERSONAL_TABLES.map((t) => t.table)).size).toBe(PERSONAL_TABLES.length);
    for (const entry of PERSONAL_TABLES) {
      const has = columns.get(entry.table)!;
      const key = entry.key;
      expect(has.has(key.column), `${entry.table}.${key.column}`).toBe(true);
      if (key.by === 'user_or_email') expect(has.has(key.jsonColumn), `${entry.table}.${key.jsonColumn}`).toBe(true);
      if (key.by === 'parent') {
        expect(has.has(key.column), entry.table).toBe(true);
        const parent = PERSONAL_TABLES.find((t) => t.table === key.parent);
        expect(parent?.key.by, `${entry.table}'s parent ${key.parent}`).toBe('user');
        // A child is purged before its parent, whose rows say which children are the shopper's.
        expect(PERSONAL_TABLES.indexOf(parent!), entry.table).toBeGreaterThan(PERSONAL_TABLES.indexOf(entry));
      }
      for (const column of entry.withheld ?? []) expect(has.has(column), `${entry.table}.${column}`).toBe(true);
    }
  });

  it('keys every fraud-prevention table by user id or email, so the purge can tag and later drop its rows', () => {
    const fraud = PERSONAL_TABLES.filter((t) => t.purge === 'fraudRecords');
    expect(fraud.map((t) => t.table)).toEqual(['security_events']);
    expect(fraud.filter((t) => t.key.by !== 'user_or_email').map((t) => t.table)).toEqual([]);
  });

  it('holds every table with a user_id column as personal, unless a reason says otherwise', () => {
    const withUserId = [...columns].filter(([, cols]) => cols.has('user_id')).map(([table]) => table);
    expect(withUserId.length).toBeGreaterThan(20);
    const personal = new Set(PERSONAL_TABLES.map((t) => t.table));
    expect(withUserId.filter((table) => !personal.has(table) && !(table in NOT_PERSONAL_TABLES))).toEqual([]);
  });
});
