/**
 * DATA_DIR holds shoppers' photos and rows, partner records and the generated secrets: nothing in it
 * is for other accounts on the machine. Everything in it is written by this process through Node's
 * fs, so the process umask covers the disk storage, the secrets and the files PostgreSQL creates as
 * it runs. PGlite's own file system layer is the exception: the files it writes itself (a new data
 * directory's initdb image, a loaded dump) it chmods to 0666 after creating them, and the files
 * PostgreSQL fopen()s (pg_internal.init) to 0644 under its own emulated umask; no process umask stops
 * a chmod. Hence ownerOnlyTree over the database folder after PGlite has opened it and after it has
 * closed; in between, the 0700 DATA_DIR is what keeps other accounts out.
 */
import { chmodSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

/** Files this process creates from now on are 0600 and folders 0700. */
export const createFilesOwnerOnly = (): void => {
  // A worker thread may not set it (Node refuses), and shares the main thread's anyway.
  if (isMainThread) process.umask(0o077);
};

/**
 * A DATA_DIR made by an older release is 0755 with 0666 files inside; closing the folder to other
 * accounts closes everything under it. Answers false when the folder belongs to another account.
 */
export const closeDataDir = (dataDir: string): boolean => {
  if (!existsSync(dataDir)) return true;
  try {
    chmodSync(dataDir, 0o700);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EPERM') return false;
    throw error;
  }
};

/** Every folder under `dir` (and `dir`) 0700, every file 0600. */
export const ownerOnlyTree = (dir: string): void => {
  if (!existsSync(dir)) return;
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) ownerOnlyTree(path);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
};
