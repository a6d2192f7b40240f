/**
 * Backups of the embedded installation (the file's layout is in archive.ts). Postgres installations
 * use pg_dump instead (see README); this module refuses them.
 *
 * The embedded database is single-process, so a backup needs the server stopped: the data
 * directory's lock turns "running" into a clear error rather than a torn copy.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { sql } from 'drizzle-orm';
import { openPgliteDirectory, type DatabaseHandle } from '../db/client.js';
import { createFilesOwnerOnly } from '../private-files.js';
import { executedRows } from '../../tools/db-rows.js';
import { BACKUP_FORMAT, BackupError, DATABASE_MEMBER, MANIFEST_MEMBER, SECRET_FILES, sha256Hex, STORAGE_PREFIX, type BackupManifest } from './archive.js';

export { BackupError, type BackupManifest } from './archive.js';

/** Rows in every table of the public schema (drizzle's own bookkeeping included). */
export const tableCounts = async (database: DatabaseHandle): Promise<Record<string, number>> => {
  const tables = executedRows<{ name: string }>(await database.db.execute(sql`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`));
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [schemaName, tableName] = name.split('.') as [string, string];
    const [row] = executedRows<{ n: number | string }>(await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(schemaName)}.${sql.identifier(tableName)}`));
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
};

const filesUnder = (dir: string): string[] =>
  !existsSync(dir) ? [] : readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : [];
  });

/** Opens the embedded database only when no server holds it. */
export const openStoppedDatabase = async (dbDir: string, stopWhat: string): Promise<DatabaseHandle> => {
  try {
    return await openPgliteDirectory(dbDir);
  } catch (error) {
    throw new BackupError(`${(error as Error).message}\nStop the server before ${stopWhat}.`);
  }
};

/**
 * Writes `out` (a .zip, 0600: it holds the secrets) from DATA_DIR; answers the manifest it wrote.
 * The zip appears whole or not at all: it is written beside `out` and renamed into place.
 */
export const backupEmbedded = async (opts: { dataDir: string; out: string; now?: Date }): Promise<BackupManifest> => {
  createFilesOwnerOnly();
  const dbDir = join(opts.dataDir, 'db');
  if (!existsSync(join(dbDir, 'PG_VERSION'))) throw new BackupError(`There is no embedded database in ${dbDir} to back up.`);
  const database = await openStoppedDatabase(dbDir, 'taking a backup of the embedded database');
  let dump: Blob;
  let counts: Record<string, number>;
  try {
    counts = await tableCounts(database);
    dump = await database.pglite!.dumpDataDir('gzip');
  } finally {
    await database.close();
  }
  const members: Record<string, Uint8Array> = { [DATABASE_MEMBER]: new Uint8Array(await dump.arrayBuffer()) };
  for (const secret of SECRET_FILES) {
    const path = join(opts.dataDir, secret);
    if (existsSync(path)) members[secret] = readFileSync(path);
  }
  const storageDir = join(opts.dataDir, 'storage');
  const files = filesUnder(storageDir);
  for (const file of files) members[`${STORAGE_PREFIX}${relative(storageDir, file).split(sep).join('/')}`] = readFileSync(file);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: (opts.now ?? new Date()).toISOString(),
    migrations: counts['drizzle.__drizzle_migrations'] ?? 0,
    counts,
    files: files.length,
    sha256: Object.fromEntries(Object.entries(members).map(([name, bytes]) => [name, sha256Hex(bytes)])),
  };
  const zip: Zippable = { [MANIFEST_MEMBER]: strToU8(JSON.stringify(manifest, null, 2)), ...members };
  // Already gzipped: stored, not deflated again.
  zip[DATABASE_MEMBER] = [members[DATABASE_MEMBER]!, { level: 0 }];
  mkdirSync(dirname(opts.out), { recursive: true, mode: 0o700 });
  const partial = `${opts.out}.partial-${process.pid}`;
  try {
    writeFileSync(partial, zipSync(zip, { level: 6 }), { mode: 0o600, flag: 'wx' });
    renameSync(partial, opts.out);
  } finally {
    rmSync(partial, { force: true });
  }
  return manifest;
};
