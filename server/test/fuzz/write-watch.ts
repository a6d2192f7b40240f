/**
 * What the fuzzers check after every refused input: no row of the watched tables was written
 * (a row trigger counts writes), and the victim's rows are exactly as they were.
 */
import { sql } from 'drizzle-orm';
import { executedRows } from '../../../tools/db-rows.js';
import type { Database } from '../../db/client.js';

/** Tables the tools write for a shopper; the background pipeline's own tables are left out. */
export const WATCHED_TABLES = [
  'style_sources', 'user_influencer_preferences', 'fitting_room_items', 'user_product_interactions', 'user_feedback_detailed',
  'influencer_post_feedback', 'wardrobe_items', 'uploads', 'outfits', 'trip_plans', 'chat_conversations', 'chat_messages', 'ai_usage_logs',
  'user_social_connections', 'instagram_credentials',
] as const;

/** Installs the write counter on every watched table with a user_id (chat_messages through its conversation). */
export const installWriteCounter = async (db: Database): Promise<void> => {
  const statements = [
    'create table fuzz_write_counter (n bigint not null)',
    'insert into fuzz_write_counter values (0)',
    `create function fuzz_count_write() returns trigger language plpgsql as $$
      begin update fuzz_write_counter set n = n + 1; return null; end $$`,
    ...WATCHED_TABLES.map((table) => `create trigger fuzz_count after insert or update or delete on ${table} for each row execute function fuzz_count_write()`),
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
};

export const writeCount = async (db: Database): Promise<number> =>
  Number(executedRows<{ n: string }>(await db.execute(sql`select n from fuzz_write_counter`))[0]!.n);

/**
 * Every watched row of one shopper, to compare before and after; `alsoTables` are compared but not
 * counted (the MCP door stamps its own token's last use, also on a refusal).
 */
export const rowsOf = async (db: Database, userId: string, alsoTables: string[] = []): Promise<Record<string, unknown[]>> => {
  const out: Record<string, unknown[]> = {};
  for (const table of [...WATCHED_TABLES, ...alsoTables]) {
    out[table] = executedRows(await db.execute(sql.raw(
      table === 'chat_messages'
        ? `select m.* from chat_messages m join chat_conversations c on c.id = m.conversation_id where c.user_id = '${userId}' order by m.id`
        : `select * from ${table} where user_id = '${userId}' order by id`,
    )));
  }
  return out;
};
