/**
 * Where a shopper's data lives: one list, read by the export (account.export and the archive) and by
 * the deletion purge (server/account/purge.ts), so what is handed over and what is erased cannot
 * drift apart. personal-data.test.ts holds it to the migrated schema: every table is either listed
 * here, with how its rows are tied to the shopper, or declared not personal with a reason.
 * Secrets (password hashes, session and access tokens, one-time links) are never exported.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../types.js';
import { executedRows } from '../db-rows.js';

/** How a table's rows are tied to one shopper. */
export type PersonalKey =
  /** A column holding the user id (`user_id`; `id` on users; `value` on better-auth's verifications; a queued job's `singleton_key`). */
  | { by: 'user'; column: string }
  /** Rows of a parent row that is the shopper's (a conversation's messages). */
  | { by: 'parent'; column: string; parent: string }
  /** Rows addressed to the shopper's email (mail). */
  | { by: 'email'; column: string }
  /** The user id, or, with no user id, the email inside a jsonb column (a failed sign-in names only the email typed). */
  | { by: 'user_or_email'; column: string; jsonColumn: string; jsonKey: string };

export interface PersonalTable {
  table: string;
  key: PersonalKey;
  /**
   * When the purge removes the rows: with the personal data (30 days after the request), or as
   * fraud-prevention records (6 months), tagged with the deleted user's id until then.
   */
  purge: 'personalData' | 'fraudRecords';
  /** Columns left out of the export besides the secret ones (isSecretColumn): they hold a one-time link. */
  withheld?: string[];
}

/**
 * Children before their parents, the user row last: the purge deletes in this order, so a parent's
 * rows still say which children are the shopper's. Rows keyed by email are also swept at complete
 * removal (90 days), the last moment the email is known, for mail sent after the first purge.
 */
export const PERSONAL_TABLES: readonly PersonalTable[] = [
  { table: 'chat_messages', key: { by: 'parent', column: 'conversation_id', parent: 'chat_conversations' }, purge: 'personalData' },
  { table: 'widget_messages', key: { by: 'parent', column: 'conversation_id', parent: 'widget_conversations' }, purge: 'personalData' },
  { table: 'tool_approvals', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  { table: 'chat_conversations', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  { table: 'widget_handoffs', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  { table: 'widget_conversations', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  { table: 'style_sources', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  { table: 'user_influencer_preferences', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  { table: 'influencer_post_feedback', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  { table: 'style_profiles', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  { table: 'user_style_profiles', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  { table: 'fitting_room_items', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  { table: 'user_product_interactions', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  { table: 'recommendation_scores', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  { table: 'user_feedback_detailed', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  { table: 'outfits', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  { table: 'wardrobe_items', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  { table: 'uploads', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  { table: 'trip_plans', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  { table: 'ai_usage_logs', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  { table: 'user_social_connections', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  { table: 'instagram_credentials', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  { table: 'oauth_states', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  { table: 'personal_access_tokens', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  // OAuth grants to MCP clients: tokens before the refresh tokens they were issued under, consents, then
  // any client a signed-in shopper registered. A rotated refresh token's replay answer holds tokens.
  { table: 'oauth_access_tokens', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  { table: 'oauth_refresh_tokens', key: { by: 'user', column: 'user_id' }, purge: 'personalData', withheld: ['rotation_replay_response'] },
  { table: 'oauth_consents', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  { table: 'oauth_clients', key: { by: 'user', column: 'user_id' }, purge: 'personalData', withheld: ['client_secret'] },
  // The embedded database's queue: the follow pipeline's jobs are keyed on their user, and a failed one stays.
  { table: 'background_jobs', key: { by: 'user', column: 'singleton_key' }, purge: 'personalData' },
  // better-auth's password-reset rows: the identifier carries the one-time token, the value the user id.
  { table: 'verifications', key: { by: 'user', column: 'value' }, purge: 'personalData', withheld: ['identifier'] },
  { table: 'email_outbox', key: { by: 'email', column: 'to' }, purge: 'personalData', withheld: ['text', 'html', 'links'] },
  { table: 'security_events', key: { by: 'user_or_email', column: 'user_id', jsonColumn: 'details', jsonKey: 'email' }, purge: 'fraudRecords' },
  { table: 'sessions', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  { table: 'accounts', key: { by: 'user', column: 'user_id' }, purge: 'personalData' },
  { table: 'users', key: { by: 'user', column: 'id' }, purge: 'personalData' },
];

/** Tables that hold no shopper's data, each with the reason. */
export const NOT_PERSONAL_TABLES: Readonly<Record<string, string>> = {
  products: 'The shop catalogue, the same for everyone.',
  influencer_accounts: 'Public influencer profiles from the catalogue, not shoppers.',
  influencer_posts: 'Public posts of those influencers.',
  widget_partners: 'Partner shops that embed the widget: businesses, not shoppers.',
  rate_limits: 'Counters keyed by route and client address or a one-way hash of an email, each over when its window (minutes) ends; no shopper row.',
  seed_runs: 'Records that the demo catalogue was seeded.',
  oauth_resources: 'The protected resources OAuth tokens are issued for (the MCP endpoint): configuration, the same for everyone.',
  oauth_client_resources: 'Which registered app may ask for which resource: app configuration, no shopper.',
  oauth_client_assertions: 'Single-use markers of apps\' signed client assertions, each over when it expires; no shopper.',
  account_deletions: 'The deletion record the purge itself runs on: its email is erased at complete removal (90 days) and the bare user id left names no one.',
};

/** A column that holds a secret: never leaves the server, in an export or anywhere else. */
export const isSecretColumn = (column: string): boolean => column === 'password' || /token/.test(column);

/** The shopper as the keys name them: the user id, and the email (lower case) when known. */
export interface Shopper { userId: string; email: string | null }

const byTable = new Map(PERSONAL_TABLES.map((t) => [t.table, t]));

/** The rows of `entry` that are the shopper's; false when a key needs the email and none is known. */
export const ownedRows = (entry: PersonalTable, who: Shopper): SQL => {
  const key = entry.key;
  const col = (name: string) => sql.identifier(name);
  switch (key.by) {
    case 'user': return sql`${col(key.column)} = ${who.userId}`;
    case 'parent': {
      const parent = byTable.get(key.parent)!;
      return sql`${col(key.column)} in (select id from ${col(parent.table)} where ${ownedRows(parent, who)})`;
    }
    case 'email': return who.email ? sql`lower(${col(key.column)}) = ${who.email}` : sql`false`;
    case 'user_or_email': return who.email
      ? sql`(${col(key.column)} = ${who.userId} or (${col(key.column)} is null and lower(${col(key.jsonColumn)}->>${key.jsonKey}) = ${who.email}))`
      : sql`${col(key.column)} = ${who.userId}`;
  }
};

/** The columns of every listed table, in table order, from the schema itself (a new column is exported too). */
const tableColumns = async (db: Database): Promise<Map<string, string[]>> => {
  const rows = executedRows<{ table_name: string; column_name: string }>(await db.execute(sql`
    select table_name, column_name from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`));
  const columns = new Map<string, string[]>();
  for (const row of rows) columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), row.column_name]);
  return columns;
};

/** Every row of the shopper's, per listed table, secrets and one-time links left out. */
export const personalRows = async (db: Database, userId: string): Promise<Record<string, Record<string, unknown>[]>> => {
  const [user] = executedRows<{ email: string }>(await db.execute(sql`select email from users where id = ${userId}`));
  const who: Shopper = { userId, email: user ? user.email.toLowerCase() : null };
  const columns = await tableColumns(db);
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const entry of PERSONAL_TABLES) {
    const exported = (columns.get(entry.table) ?? []).filter((c) => !isSecretColumn(c) && !entry.withheld?.includes(c));
    const list = sql.join(exported.map((c) => sql.identifier(c)), sql`, `);
    out[entry.table] = executedRows(await db.execute(sql`select ${list} from ${sql.identifier(entry.table)} where ${ownedRows(entry, who)} order by 1`));
  }
  return out;
};
