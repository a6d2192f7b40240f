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

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Present for the embedded database; tests and the wire-protocol suite use it directly. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

export const createPglite = async (dataDir?: string, loadDataDir?: Blob): Promise<PGlite> =>
  PGlite.create({ dataDir, extensions: { vector }, ...(loadDataDir ? { loadDataDir } : {}) });

export const wrapPglite = (pglite: PGlite): DatabaseHandle => ({
  db: drizzlePglite(pglite, { schema }) as unknown as Database,
  kind: 'pglite',
  pglite,
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

export const openPgliteDirectory = async (dir: string): Promise<DatabaseHandle> => {
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDirectory(dir);
  let pglite: PGlite;
  try {
    pglite = await createPglite(dir);
  } catch (error) {
    unlock();
    throw new DatabaseStartError(
      `The embedded database in ${dir} could not be opened (${(error as Error).message}). ` +
        'If it is damaged, move the folder away to start fresh, or restore a backup.',
    );
  }
  const handle = wrapPglite(pglite);
  return {
    ...handle,
    close: async () => {
      await pglite.close();
      unlock();
    },
  };
};

export const openPostgres = (url: string): DatabaseHandle => {
  const client = postgres(url, { max: 10, onnotice: () => undefined });
  return {
    db: drizzlePostgres(client, { schema }) as unknown as Database,
    kind: 'postgres',
    close: () => client.end({ timeout: 5 }),
  };
};

export const openDatabase = async (opts: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> =>
  opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPgliteDirectory(join(opts.dataDir, 'db'));
