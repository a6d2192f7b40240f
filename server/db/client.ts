/**
 * Opens the database: embedded PGlite (with pgvector) in DATA_DIR/db by default, or Postgres through
 * postgres.js when DATABASE_URL is set. Everything above this file sees one `Database` type.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import * as schema from './schema.js';
import { checkPostgres } from './postgres-check.js';
import { withPreparedStatements } from './pglite-statements.js';
import { preparingEveryStatement } from './postgres-statements.js';
import { createAvailability, postgresProbe } from './availability.js';
import { gatedByAvailability } from './postgres-gate.js';
import { pgliteOpenFailure } from './start-error.js';
import { createDiskHealth, type DiskHealth } from '../storage/disk-health.js';
import { ownerOnlyTree } from '../private-files.js';
import type { Config } from '../config.js';

/** Less free space than this where the embedded database lives: it cannot be created or grow. */
const PGLITE_MIN_FREE_BYTES = 64 * 1024 * 1024;

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Present for the embedded database; tests and the wire-protocol suite use it directly. */
  pglite?: PGlite;
  /**
   * Runs `work` while no other process sharing this database runs its own (a Postgres advisory
   * lock on one reserved connection): migrations and seeding when several app servers start at
   * once. The embedded database has one process by construction.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** pg_advisory_lock key of start-up work ("atelier" in ASCII). */
const STARTUP_LOCK_KEY = 0x6174656c696572;

export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

export const createPglite = async (dataDir?: string, loadDataDir?: Blob): Promise<PGlite> =>
  PGlite.create({ dataDir, extensions: { vector }, ...(loadDataDir ? { loadDataDir } : {}) });

export const wrapPglite = (pglite: PGlite): DatabaseHandle => ({
  // Statements prepared once and planned once, as postgres.js does on a server (pglite-statements.ts).
  db: drizzlePglite(withPreparedStatements(pglite).client, { schema }) as unknown as Database,
  kind: 'pglite',
  pglite,
  exclusive: (work) => work(),
  close: () => pglite.close(),
});

const isProcessAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is single-process: two servers on one data directory would corrupt it. A pid lock file
 * turns that into a clear start-up error; a lock left by a dead process is taken over.
 */
const lockDataDirectory = (dir: string): (() => void) => {
  const lockPath = join(dir, '.atelier.lock');
  if (existsSync(lockPath)) {
    const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    if (Number.isInteger(holder) && holder !== process.pid && isProcessAlive(holder)) {
      throw new DatabaseStartError(
        `The data directory ${dir} is in use by another Atelier process (pid ${holder}). Stop it, or set DATA_DIR to another folder.`,
      );
    }
  }
  writeFileSync(lockPath, String(process.pid));
  return () => rmSync(lockPath, { force: true });
};

/**
 * `diskHealth` looks at the folder when opening fails without saying why (PGlite's "failed to
 * initialize properly"): a full or unwritable disk is then named instead of a damaged database.
 * The folder is made owner-only once PGlite has opened it and again once it has closed: PGlite
 * chmods files it writes itself to 0666 or 0644, whatever the umask (server/private-files.ts).
 */
export const openPgliteDirectory = async (dir: string, { diskHealth = createDiskHealth(dir, { minFreeBytes: PGLITE_MIN_FREE_BYTES }) }: { diskHealth?: DiskHealth } = {}): Promise<DatabaseHandle> => {
  let unlock: (() => void) | undefined;
  let pglite: PGlite;
  try {
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDirectory(dir);
    pglite = await createPglite(dir);
  } catch (error) {
    unlock?.();
    if (error instanceof DatabaseStartError) throw error;
    const seen = await diskHealth.check();
    throw new DatabaseStartError(pgliteOpenFailure(error, dir, seen.ok ? null : seen.problem), { cause: error });
  }
  ownerOnlyTree(dir);
  const handle = wrapPglite(pglite);
  return {
    ...handle,
    close: async () => {
      await pglite.close();
      ownerOnlyTree(dir);
      unlock?.();
    },
  };
};

export interface PostgresOptions {
  /** DATABASE_POOL_MAX: connections this process keeps. */
  poolMax?: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS: the server cancels a longer statement; 0 = no limit. */
  statementTimeoutMs?: number;
  /** DATABASE_PREPARED_STATEMENTS: each parameterised statement prepared once per connection (default true). */
  preparedStatements?: boolean;
}

export const openPostgres = (url: string, opts: PostgresOptions = {}): DatabaseHandle => {
  const client = postgres(url, {
    max: opts.poolMax ?? 10,
    onnotice: () => undefined,
    // A server that does not answer fails a connection attempt in 2 s (the app answers 503).
    connect_timeout: 2,
    // postgres.js's default waits 3^n/100 s (up to 20 s) before the pool's n-th reconnect attempt, n
    // counted across the pool since its last success: requests waited that long after the server was
    // back. The availability probe paces attempts while the server is away; back online, retry soon.
    backoff: (retries: number) => Math.min(0.02 * 2 ** retries, 0.2),
    connection: { application_name: 'atelier', ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}) },
  });
  const availability = createAvailability(postgresProbe(url));
  const gated = gatedByAvailability(client, availability);
  return {
    db: drizzlePostgres(opts.preparedStatements === false ? gated : preparingEveryStatement(gated), { schema }) as unknown as Database,
    kind: 'postgres',
    exclusive: async (work) => {
      const lock = await client.reserve();
      try {
        await lock`select pg_advisory_lock(${STARTUP_LOCK_KEY})`;
        return await work();
      } finally {
        await lock`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.catch(() => undefined);
        lock.release();
      }
    },
    close: () => {
      availability.close();
      return client.end({ timeout: 5 });
    },
  };
};

/** The configured database: DATABASE_URL (checked before use) or the embedded one in DATA_DIR. */
export const openDatabase = async (
  config: Pick<Config, 'DATABASE_URL' | 'dataDir' | 'DATABASE_POOL_MAX' | 'DATABASE_STATEMENT_TIMEOUT_MS' | 'DATABASE_PREPARED_STATEMENTS'>,
): Promise<DatabaseHandle> => {
  if (!config.DATABASE_URL) return openPgliteDirectory(join(config.dataDir, 'db'));
  const handle = openPostgres(config.DATABASE_URL, {
    poolMax: config.DATABASE_POOL_MAX,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
  });
  try {
    await checkPostgres(handle, config.DATABASE_URL);
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  return handle;
};
