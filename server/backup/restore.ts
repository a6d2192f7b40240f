/**
 * Restores DATA_DIR from a backup without ever leaving it half-restored. In order:
 *   1. the whole backup is read and verified in memory (archive.ts): checksums, gzip CRC, secrets;
 *   2. it is unpacked into a staging folder inside DATA_DIR, where the database is opened, its row
 *      counts compared with the manifest, and migrated to this release;
 *   3. only then the live db, storage and secrets are moved into before-restore-<time>/ and the
 *      staged ones renamed into their place.
 * A failure in 1 or 2 has changed nothing; a failure in 3 puts the live data back. The staging
 * folder lives inside DATA_DIR, not beside it, so every rename stays on one file system even when
 * DATA_DIR is a mounted volume.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createPglite } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { closeDataDir, createFilesOwnerOnly, ownerOnlyTree } from '../private-files.js';
import { BackupError, readVerifiedBackup, type ReadManifest, type VerifiedBackup } from './archive.js';
import { openStoppedDatabase, tableCounts } from './backup.js';

export interface RestoreResult {
  manifest: ReadManifest;
  /** Where the data that was there before went, when there was any. */
  movedAside: string | null;
  /** Stored files restored without a checksum to prove them (backups from before checksums). */
  unverifiedFiles: number;
}

type Rename = (from: string, to: string) => void;

/** The swap failed and so did putting the live data back: the staging folder may be the only copy of something. */
class UndoFailedError extends BackupError {}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Builds the restored DATA_DIR members in `staging`; throws if the database is not what the manifest says. */
const stage = async (backup: VerifiedBackup, staging: string): Promise<void> => {
  const dbDir = join(staging, 'db');
  mkdirSync(dbDir, { recursive: true });
  // A plain tar: PGlite's own gunzip is never reached, and the bytes were checked on the way in.
  const loaded = await createPglite(dbDir, new Blob([new Uint8Array(backup.databaseTar)]));
  await loaded.close();
  const database = await openStoppedDatabase(dbDir, 'restoring');
  try {
    const counts = await tableCounts(database);
    const differing = Object.entries(backup.manifest.counts).filter(([table, n]) => counts[table] !== n);
    if (differing.length) {
      throw new BackupError(`The restored database does not match the backup: ${differing.map(([t, n]) => `${t} ${counts[t] ?? 'missing'} ≠ ${n}`).join(', ')}.`);
    }
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  mkdirSync(join(staging, 'storage'));
  for (const [name, bytes] of backup.storage) {
    const target = join(staging, name);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes, { mode: 0o600 });
  }
  for (const [name, bytes] of backup.secrets) writeFileSync(join(staging, name), bytes, { mode: 0o600 });
  ownerOnlyTree(staging);
};

/** Moves the live members aside and the staged ones in; on any failure, undoes what it did. */
const swapIn = (opts: { dataDir: string; staging: string; aside: string; members: string[]; rename: Rename }): string | null => {
  const { dataDir, staging, aside, members, rename } = opts;
  const moved: string[] = [];
  const placed: string[] = [];
  try {
    for (const name of members) {
      if (!existsSync(join(dataDir, name))) continue;
      mkdirSync(aside, { recursive: true });
      rename(join(dataDir, name), join(aside, name));
      moved.push(name);
    }
    for (const name of members) {
      rename(join(staging, name), join(dataDir, name));
      placed.push(name);
    }
  } catch (error) {
    try {
      for (const name of placed.reverse()) rename(join(dataDir, name), join(staging, name));
      for (const name of moved.reverse()) rename(join(aside, name), join(dataDir, name));
      if (existsSync(aside) && readdirSync(aside).length === 0) rmdirSync(aside);
    } catch (undoError) {
      throw new UndoFailedError(
        `The restore failed while putting the restored data in place (${messageOf(error)}), and putting the live data back failed too (${messageOf(undoError)}). ` +
          `What was live is in ${aside}; the restored data is in ${staging}. Move them back by hand before starting the server.`,
      );
    }
    throw new BackupError(`The restore failed while putting the restored data in place (${messageOf(error)}). The live data in ${dataDir} was put back.`);
  }
  return moved.length ? aside : null;
};

/**
 * Restores DATA_DIR from `file`. Existing data is moved aside (never deleted); secrets the backup
 * does not hold (set through the environment, or an old backup) stay as they are.
 * `rename` is the file system's, replaceable to test an interruption mid-swap.
 */
export const restoreEmbedded = async (opts: { dataDir: string; file: string; now?: Date; rename?: Rename }): Promise<RestoreResult> => {
  createFilesOwnerOnly();
  const { dataDir } = opts;
  const unchanged = (error: unknown) => new BackupError(`${messageOf(error)}\nNothing in ${dataDir} was changed.`);
  let backup: VerifiedBackup;
  try {
    backup = readVerifiedBackup(opts.file);
    // Refuses while a server holds the live database, before any work.
    if (existsSync(join(dataDir, 'db'))) {
      await (await openStoppedDatabase(join(dataDir, 'db'), 'restoring')).close();
    }
  } catch (error) {
    throw unchanged(error);
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  closeDataDir(dataDir);
  const stamp = (opts.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
  const staging = join(dataDir, `.restoring-${stamp}`);
  try {
    try {
      await stage(backup, staging);
    } catch (error) {
      throw unchanged(error);
    }
    const members = ['db', 'storage', ...backup.secrets.map(([name]) => name)];
    const movedAside = swapIn({ dataDir, staging, aside: join(dataDir, `before-restore-${stamp}`), members, rename: opts.rename ?? renameSync });
    rmSync(staging, { recursive: true, force: true });
    return { manifest: backup.manifest, movedAside, unverifiedFiles: backup.unverifiedFiles };
  } catch (error) {
    if (!(error instanceof UndoFailedError)) rmSync(staging, { recursive: true, force: true });
    throw error;
  }
};
