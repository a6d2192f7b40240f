/**
 * Whether files can be written under a folder, cheaply enough for every /healthz: the free space
 * and write permission of the folder (or, before its first write, the nearest folder above it that
 * exists), looked at most once per HEALTH_CACHE_MS, and any write that failed for a disk reason in
 * the last RECENT_WRITE_ERROR_MS. Nothing is written to find out, so a health check can never be
 * what fills the disk.
 */
import { constants } from 'node:fs';
import { access, statfs } from 'node:fs/promises';
import { dirname } from 'node:path';
import { diskProblem, type DiskProblem } from './disk-problem.js';

/** Less free space than this is "full": room for an upload of ten 10 MB photos, and the database. */
export const MIN_FREE_BYTES = 100 * 1024 * 1024;
export const HEALTH_CACHE_MS = 5_000;
export const RECENT_WRITE_ERROR_MS = 60_000;

export type StorageHealth = { ok: true } | { ok: false; problem: DiskProblem };

export interface DiskHealth {
  check(): Promise<StorageHealth>;
  /** A write failed for a disk reason (or succeeded: null), as seen by the storage itself. */
  noteWrite(problem: DiskProblem | null): void;
}

export interface DiskHealthOptions {
  now?: () => number;
  minFreeBytes?: number;
  /** The file-system calls, replaceable in tests (a full or read-only disk cannot be made on demand). */
  fs?: { statfs: typeof statfs; access: typeof access };
}

const nearestExisting = async (dir: string, fs: NonNullable<DiskHealthOptions['fs']>): Promise<string> => {
  for (let current = dir; ; current = dirname(current)) {
    try {
      await fs.access(current, constants.F_OK);
      return current;
    } catch (error) {
      if (dirname(current) === current) throw error;
    }
  }
};

export const createDiskHealth = (dir: string, { now = Date.now, minFreeBytes = MIN_FREE_BYTES, fs = { statfs, access } }: DiskHealthOptions = {}): DiskHealth => {
  let cached: { at: number; health: Promise<StorageHealth> } | undefined;
  let lastWriteProblem: { at: number; problem: DiskProblem } | undefined;

  const look = async (): Promise<StorageHealth> => {
    const folder = await nearestExisting(dir, fs);
    try {
      await fs.access(folder, constants.W_OK);
    } catch (error) {
      return { ok: false, problem: diskProblem(error) ?? 'not-writable' };
    }
    const stats = await fs.statfs(folder);
    // bavail: blocks an unprivileged writer may still use (root's reserve excluded).
    if (stats.bavail * stats.bsize < minFreeBytes) return { ok: false, problem: 'full' };
    return { ok: true };
  };

  return {
    async check() {
      const at = now();
      if (lastWriteProblem && at - lastWriteProblem.at < RECENT_WRITE_ERROR_MS) return { ok: false, problem: lastWriteProblem.problem };
      if (!cached || at - cached.at >= HEALTH_CACHE_MS) cached = { at, health: look().catch((): StorageHealth => ({ ok: false, problem: 'not-writable' })) };
      return cached.health;
    },
    noteWrite(problem) {
      lastWriteProblem = problem ? { at: now(), problem } : undefined;
      if (problem) cached = undefined;
    },
  };
};
