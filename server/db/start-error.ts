/**
 * What a failed start says: one plain sentence naming the cause and the path, not a stack trace. A
 * full disk, a read-only or forbidden DATA_DIR are named as such (server/storage/disk-problem.ts) and
 * never taken for a damaged database.
 */
import { createDiskHealth, type DiskHealth } from '../storage/disk-health.js';
import { describeDiskProblem, diskProblem, type DiskProblem } from '../storage/disk-problem.js';

/** The error's own words: PGlite's file-system errors have no message, only an errno. */
const describeError = (error: unknown): string => {
  if (error instanceof Error && error.message) return error.message;
  if (error && typeof error === 'object') {
    const { name, errno, code, message } = error as { name?: unknown; errno?: unknown; code?: unknown; message?: unknown };
    if (typeof message === 'string' && message) return message;
    const parts = [name, code, errno === undefined ? undefined : `errno ${String(errno)}`].filter((p) => p !== undefined && p !== '');
    if (parts.length) return parts.map(String).join(' ');
  }
  return String(error);
};

/**
 * The message for an embedded database in `dir` that could not be opened; `seen` is what a look at
 * the folder found, for an error that does not say.
 */
export const pgliteOpenFailure = (error: unknown, dir: string, seen: DiskProblem | null = null): string => {
  const problem = diskProblem(error) ?? seen;
  if (problem) return `The embedded database in ${dir} could not be opened. ${describeDiskProblem(problem, dir)}`;
  return `The embedded database in ${dir} could not be opened (${describeError(error)}). ` +
    'If it is damaged, move the folder away to start fresh, or restore a backup.';
};

/**
 * The message for any other failed start whose cause is the disk (creating DATA_DIR, writing its
 * secrets, migrating): the path the error names, else DATA_DIR. Null when the disk is not the cause.
 */
export const diskStartFailure = (error: unknown, dataDir: string): string | null => {
  const problem = diskProblem(error);
  if (!problem) return null;
  const path = (error as { path?: unknown } | null)?.path;
  return describeDiskProblem(problem, typeof path === 'string' && path ? path : dataDir);
};

/**
 * diskStartFailure, and for an error that does not name a disk problem (Node's recursive mkdir on a
 * read-only file system reports ENOENT) a look at DATA_DIR: a disk problem found there is named,
 * followed by the error's own words. Null when neither shows one.
 */
export const startFailureOnDisk = async (error: unknown, dataDir: string, diskHealth: DiskHealth = createDiskHealth(dataDir)): Promise<string | null> => {
  const named = diskStartFailure(error, dataDir);
  if (named) return named;
  const seen = await diskHealth.check();
  return seen.ok ? null : `${describeDiskProblem(seen.problem, dataDir)}\n(${describeError(error)})`;
};
