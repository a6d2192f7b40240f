/**
 * Backups of the embedded installation: one zip holding the PGlite data directory (its own tarball
 * dump), the files under DATA_DIR/storage, and a manifest with row counts so a restore can prove it
 * is whole. Postgres installations use pg_dump instead (see README); this module refuses them.
 *
 * The embedded database is single-process, so a backup needs the server stopped: the data
 * directory's lock turns "running" into a clear error rather than a torn copy.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createPglite, openPgliteDirectory, wrapPglite, type DatabaseHandle } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { executedRows } from '../../tools/db-rows.js';

export const BACKUP_FORMAT = 'atelier-backup/1';

const manifestSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  migrations: z.number().int().min(0),
  /** Rows per table when the backup was taken. */
  counts: z.record(z.string(), z.number().int().min(0)),
  files: z.number().int().min(0),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

export class BackupError extends Error {
  override name = 'BackupError';
}

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

const openForBackup = async (dbDir: string): Promise<DatabaseHandle> => {
  try {
    return await openPgliteDirectory(dbDir);
  } catch (error) {
    throw new BackupError(`${(error as Error).message}\nStop the server before taking a backup of the embedded database.`);
  }
};

/** Writes `out` (a .zip) from DATA_DIR; answers the manifest it wrote. */
export const backupEmbedded = async (opts: { dataDir: string; out: string; now?: Date }): Promise<BackupManifest> => {
  const dbDir = join(opts.dataDir, 'db');
  if (!existsSync(join(dbDir, 'PG_VERSION'))) throw new BackupError(`There is no embedded database in ${dbDir} to back up.`);
  const database = await openForBackup(dbDir);
  let dump: Blob;
  let counts: Record<string, number>;
  try {
    counts = await tableCounts(database);
    dump = await database.pglite!.dumpDataDir('gzip');
  } finally {
    await database.close();
  }
  const storageDir = join(opts.dataDir, 'storage');
  const files = filesUnder(storageDir);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: (opts.now ?? new Date()).toISOString(),
    migrations: counts['drizzle.__drizzle_migrations'] ?? 0,
    counts,
    files: files.length,
  };
  const zip: Zippable = {
    'manifest.json': strToU8(JSON.stringify(manifest, null, 2)),
    // Already gzipped: stored, not deflated again.
    'db.tar.gz': [new Uint8Array(await dump.arrayBuffer()), { level: 0 }],
  };
  for (const file of files) zip[`storage/${relative(storageDir, file).split(sep).join('/')}`] = readFileSync(file);
  mkdirSync(dirname(opts.out), { recursive: true });
  writeFileSync(opts.out, zipSync(zip, { level: 6 }));
  return manifest;
};

const readBackup = (file: string) => {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`No backup file at ${file}.`);
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(readFileSync(file));
  } catch {
    throw new BackupError(`${file} is not an Atelier backup (not a zip archive).`);
  }
  const manifestBytes = entries['manifest.json'];
  const dump = entries['db.tar.gz'];
  if (!manifestBytes || !dump) throw new BackupError(`${file} is not an Atelier backup (manifest.json or db.tar.gz missing).`);
  let manifestJson: unknown;
  try {
    manifestJson = JSON.parse(strFromU8(manifestBytes));
  } catch {
    throw new BackupError(`${file} has a manifest that is not JSON.`);
  }
  const manifest = manifestSchema.safeParse(manifestJson);
  if (!manifest.success) throw new BackupError(`${file} has a manifest Atelier cannot read: ${manifest.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const storage = Object.entries(entries).filter(([name]) => name.startsWith('storage/') && !name.endsWith('/'));
  for (const [name] of storage) {
    if (name.split('/').some((part) => part === '..' || part === '')) throw new BackupError(`${file} holds a file path that leaves the storage folder: ${name}`);
  }
  return { manifest: manifest.data, dump, storage };
};

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data that was there before went, when there was any. */
  movedAside: string | null;
}

/**
 * Restores DATA_DIR from a backup. Existing data is moved aside (never deleted). The restored
 * database is then opened, migrated (a backup from an older release catches up) and its row counts
 * compared with the manifest: a restore that does not match is an error.
 */
export const restoreEmbedded = async (opts: { dataDir: string; file: string; now?: Date }): Promise<RestoreResult> => {
  const { manifest, dump, storage } = readBackup(opts.file);
  const dbDir = join(opts.dataDir, 'db');
  const storageDir = join(opts.dataDir, 'storage');
  let movedAside: string | null = null;
  if (existsSync(dbDir) || existsSync(storageDir)) {
    // Refuses while a server holds the database.
    if (existsSync(dbDir)) await (await openForBackup(dbDir)).close();
    movedAside = join(opts.dataDir, `before-restore-${(opts.now ?? new Date()).toISOString().replace(/[:.]/g, '-')}`);
    mkdirSync(movedAside, { recursive: true });
    if (existsSync(dbDir)) renameSync(dbDir, join(movedAside, 'db'));
    if (existsSync(storageDir)) renameSync(storageDir, join(movedAside, 'storage'));
  }
  mkdirSync(dbDir, { recursive: true });
  const loaded = await createPglite(dbDir, new Blob([new Uint8Array(dump)]));
  await loaded.close();
  for (const [name, bytes] of storage) {
    const target = join(opts.dataDir, name);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  }
  const database = await openPgliteDirectory(dbDir);
  try {
    const counts = await tableCounts(database);
    const differing = Object.entries(manifest.counts).filter(([table, n]) => counts[table] !== n);
    if (differing.length) {
      throw new BackupError(`The restored database does not match the backup: ${differing.map(([t, n]) => `${t} ${counts[t] ?? 'missing'} ≠ ${n}`).join(', ')}`);
    }
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  return { manifest, movedAside };
};

/** An in-memory copy of a backup's database, for tests that look inside without touching disk. */
export const openBackupInMemory = async (file: string): Promise<DatabaseHandle> => wrapPglite(await createPglite(undefined, new Blob([new Uint8Array(readBackup(file).dump)])));
