/**
 * Where a shopper's data lives, found from the database itself so a table added later is exported
 * and purged without anyone remembering to list it: every table with a `user_id` column, plus chat
 * messages through their conversation and the user row itself. Secrets (password hashes, session
 * and access tokens) are never exported.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../types.js';
import { executedRows } from '../db-rows.js';

/** Kept for the deletion timeline itself, or shared counters that identify no one. */
const NOT_PERSONAL = new Set(['account_deletions']);
/** Fraud-prevention records: kept 6 months after a deletion request (the /data-deletion timeline). */
export const FRAUD_RECORD_TABLES = new Set(['security_events']);

/** A column that holds a secret: never leaves the server, in an export or anywhere else. */
export const isSecretColumn = (column: string): boolean => column === 'password' || /token/.test(column);

export interface UserTable { name: string; columns: string[] }

export const userTables = async (db: Database): Promise<UserTable[]> => {
  const rows = executedRows<{ table_name: string; column_name: string }>(await db.execute(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.table_name in (select table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id')
    order by c.table_name, c.ordinal_position`));
  const tables = new Map<string, string[]>();
  for (const row of rows) {
    if (NOT_PERSONAL.has(row.table_name)) continue;
    tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
  }
  return [...tables].map(([name, columns]) => ({ name, columns }));
};

const selectColumns = (columns: string[]) => sql.join(columns.filter((c) => !isSecretColumn(c)).map((c) => sql.identifier(c)), sql`, `);

/** Every row of the shopper's, per table (secrets left out), including the user row and chat messages. */
export const personalRows = async (db: Database, userId: string): Promise<Record<string, Record<string, unknown>[]>> => {
  const out: Record<string, Record<string, unknown>[]> = {};
  out.users = executedRows(await db.execute(sql`select id, name, email, email_verified, image, onboarding_completed_at, created_at, updated_at from users where id = ${userId}`));
  for (const table of await userTables(db)) {
    out[table.name] = executedRows(await db.execute(sql`select ${selectColumns(table.columns)} from ${sql.identifier(table.name)} where user_id = ${userId} order by 1`));
  }
  out.chat_messages = executedRows(await db.execute(sql`
    select m.id, m.conversation_id, m.role, m.parts, m.created_at from chat_messages m
    join chat_conversations c on c.id = m.conversation_id where c.user_id = ${userId} order by m.created_at, m.id`));
  return out;
};
