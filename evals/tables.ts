/**
 * Every table that holds a user's rows (any table with a user_id column), found in the schema so
 * a table added tomorrow is diffed by the evals without anyone remembering to list it.
 */
import { getTableColumns, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../server/db/schema.js';
import { executedRows } from '../tools/db-rows.js';
import type { Database } from '../tools/types.js';

export type Row = Record<string, unknown>;

export interface UserTable {
  name: string;
  table: PgTable;
  /** A case's row (SQL column names) → drizzle insert values for this user. */
  toInsert(row: Row, userId: string): Record<string, unknown>;
  /** Columns that say when, not what: left out when rows are compared across runs. */
  clockColumns: string[];
}

const describe = (table: PgTable): UserTable | null => {
  const columns = Object.entries(getTableColumns(table));
  if (!columns.some(([, c]) => c.name === 'user_id')) return null;
  const bySql = new Map(columns.map(([key, c]) => [c.name, { key, column: c }]));
  const name = getTableConfig(table).name;
  return {
    name,
    table,
    clockColumns: columns.filter(([, c]) => c.columnType === 'PgTimestamp' || c.columnType === 'PgTimestampString').map(([, c]) => c.name),
    toInsert: (row, id) => {
      const values: Record<string, unknown> = {};
      for (const [column, value] of Object.entries(row)) {
        const found = bySql.get(column);
        if (!found || column === 'user_id') throw new Error(`${name} has no column "${column}" a case may set (SQL column names, user_id is the case's user)`);
        values[found.key] = found.column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value;
      }
      return { ...values, [bySql.get('user_id')!.key]: id };
    },
  };
};

export const USER_TABLES: UserTable[] = (Object.values(schema) as unknown[])
  .filter((v): v is PgTable => is(v, PgTable))
  .map(describe)
  .filter((t): t is UserTable => t !== null)
  .sort((a, b) => a.name.localeCompare(b.name));

const byName = new Map(USER_TABLES.map((t) => [t.name, t]));

export const userTable = (name: string): UserTable => {
  const table = byName.get(name);
  if (!table) throw new Error(`"${name}" is not a table with a user_id column (${USER_TABLES.map((t) => t.name).join(', ')})`);
  return table;
};

/** Rows of the shopper's taste that the recommendation pipeline rebuilds; checked by `taste`, never stated row by row. */
export const DERIVED_TABLES = ['user_style_profiles', 'recommendation_scores'] as const;

export type Snapshot = Map<string, Row[]>;

const sortRows = (rows: Row[]) => rows.map((r) => [JSON.stringify(r), r] as const).sort((a, b) => a[0].localeCompare(b[0])).map(([, r]) => r);

/** Every row of each user in every user table, as SQL-named JSON, in a stable order; one query for all. */
export const snapshots = async (db: Database, userIds: string[]): Promise<Snapshot[]> => {
  const ids = sql.join(userIds.map((id) => sql`${id}`), sql`, `);
  const parts = USER_TABLES.map((t) => sql`select ${t.name}::text as t, to_jsonb(x) as r from ${sql.identifier(t.name)} x where x.user_id in (${ids})`);
  const result = await db.execute(sql.join(parts, sql` union all `));
  const rows = executedRows<{ t: string; r: Row | string }>(result);
  const out = userIds.map((): Snapshot => new Map(USER_TABLES.map((t) => [t.name, []])));
  for (const { t, r } of rows) {
    const row = typeof r === 'string' ? JSON.parse(r) as Row : r;
    out[userIds.indexOf(String(row.user_id))]!.get(t)!.push(row);
  }
  for (const snap of out) for (const [name, list] of snap) snap.set(name, sortRows(list));
  return out;
};

export const snapshot = async (db: Database, userId: string): Promise<Snapshot> => (await snapshots(db, [userId]))[0]!;

/** Rows without their ids and clock columns: what a rebuild must reproduce. */
export const withoutClock = (name: string, rows: Row[]): Row[] => {
  const t = userTable(name);
  return sortRows(rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'id' && !t.clockColumns.includes(k)))));
};
