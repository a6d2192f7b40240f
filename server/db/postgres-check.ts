/**
 * Start-up checks for DATABASE_URL, so a wrong URL, a server that is down, a database without
 * pgvector or a user who may not create it stops start-up with a sentence saying what to do
 * (DatabaseStartError) instead of a driver stack trace.
 */
import { sql } from 'drizzle-orm';
import { executedRows } from '../../tools/db-rows.js';
import { DatabaseStartError, type DatabaseHandle } from './client.js';

const MIN_VECTOR_VERSION = [0, 8];

/** What messages name from DATABASE_URL: the user (libpq's default when none), host:port. */
const urlParts = (url: string) => {
  const parsed = new URL(url);
  return { parsed, user: decodeURIComponent(parsed.username) || 'postgres', where: `${parsed.hostname}:${parsed.port || '5432'}` };
};

/** user@host:port/database — the URL without its password, for messages. */
export const describeDatabaseUrl = (url: string): string => {
  const { parsed, user, where } = urlParts(url);
  return `${user}@${where}${parsed.pathname || '/'}`;
};

const driverCode = (error: unknown): string | undefined => {
  const seen = error as { code?: unknown; cause?: { code?: unknown } };
  const code = seen?.code ?? seen?.cause?.code;
  return typeof code === 'string' ? code : undefined;
};

export const explainConnectionError = (error: unknown, url: string): string => {
  const { parsed, user, where } = urlParts(url);
  const database = decodeURIComponent(parsed.pathname.slice(1)) || user;
  switch (driverCode(error)) {
    case 'ECONNREFUSED':
      return `Nothing answers at ${where}. Is PostgreSQL running there, and is DATABASE_URL right?`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The host "${parsed.hostname}" in DATABASE_URL cannot be found. Check DATABASE_URL.`;
    case 'CONNECT_TIMEOUT':
    case 'ETIMEDOUT':
      return `PostgreSQL at ${where} did not answer in time. Check that it is reachable from this machine.`;
    case '28P01':
      return `PostgreSQL at ${where} refused the password for user "${user}". Check the password in DATABASE_URL.`;
    case '28000':
      return `PostgreSQL at ${where} does not let user "${user}" in (no such role, or no pg_hba.conf entry for this host). Check DATABASE_URL and the server's access rules.`;
    case '3D000':
      return `The database "${database}" does not exist at ${where}. Create it (createdb ${database}) or fix DATABASE_URL.`;
    default:
      return `Could not connect to PostgreSQL at ${describeDatabaseUrl(url)}: ${(error as Error)?.message ?? String(error)}. Check DATABASE_URL.`;
  }
};

const atLeast = (version: string, minimum: number[]): boolean => {
  const parts = version.split('.').map((part) => Number.parseInt(part, 10));
  for (let i = 0; i < minimum.length; i += 1) {
    const have = parts[i] ?? 0;
    if (have !== minimum[i]) return have > minimum[i]!;
  }
  return true;
};

const vectorInstalled = async (handle: DatabaseHandle): Promise<boolean> =>
  executedRows(await handle.db.execute(sql`select 1 from pg_extension where extname = 'vector'`)).length > 0;

export const checkPostgres = async (handle: DatabaseHandle, url: string): Promise<void> => {
  try {
    await handle.db.execute(sql`select 1`);
  } catch (error) {
    throw new DatabaseStartError(explainConnectionError(error, url));
  }
  const target = describeDatabaseUrl(url);
  const [vector] = executedRows<{ default_version: string; installed_version: string | null }>(
    await handle.db.execute(sql`select default_version, installed_version from pg_available_extensions where name = 'vector'`),
  );
  if (!vector) {
    throw new DatabaseStartError(
      `PostgreSQL at ${target} has no pgvector extension. Install pgvector ${MIN_VECTOR_VERSION.join('.')} or later on the server ` +
        '(docker-compose.yml uses the pgvector/pgvector image), then start again.',
    );
  }
  const version = vector.installed_version ?? vector.default_version;
  if (!atLeast(version, MIN_VECTOR_VERSION)) {
    throw new DatabaseStartError(
      `PostgreSQL at ${target} has pgvector ${version}; Atelier needs ${MIN_VECTOR_VERSION.join('.')} or later (iterative index scans). ` +
        `Upgrade pgvector, then run "ALTER EXTENSION vector UPDATE;" in the database.`,
    );
  }
  if (vector.installed_version) return;
  try {
    await handle.db.execute(sql`create extension if not exists vector`);
  } catch (error) {
    // Two servers starting at once on a new database race here; the loser finds it created.
    if (await vectorInstalled(handle)) return;
    if (driverCode(error) === '42501') {
      throw new DatabaseStartError(
        `User "${urlParts(url).user}" may not create the vector extension in ${target}. Ask an administrator to run ` +
          '"CREATE EXTENSION vector;" in that database once (or grant the user CREATE on it), then start again.',
      );
    }
    throw new DatabaseStartError(`Could not create the vector extension in ${target}: ${(error as Error).message}`);
  }
};
