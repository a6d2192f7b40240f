/**
 * Whether a bulk catalogue import fits before it starts: the generator holds the whole catalogue in
 * this process's heap, and the database needs room for the rows, their indexes (15 HNSW graphs on
 * products) and the write-ahead log written while they are built. An import that would run out of
 * either stops here with what it needs and what there is, instead of failing an hour in.
 */
import { constants } from 'node:fs';
import { access, statfs } from 'node:fs/promises';
import { dirname } from 'node:path';
import { freemem } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { executedRows } from '../../tools/db-rows.js';

/**
 * Measured, with headroom (docs/PERFORMANCE.md, "A catalogue of a million products"): the generator's
 * heap per product (218 MB for 100k), and the database's bytes on disk per product with every index
 * built (PostgreSQL 15, pgvector 0.8.1: 4,010 at 100k, 3,848 at 300k, 3,682 at 1M; the rows ~1.6 KB, the 15 HNSW
 * graphs ~1.8 KB, the rest the search and b-tree indexes).
 */
export const BULK_BYTES_PER_PRODUCT = { heap: 2_600, disk: 4_500 } as const;
/** The write-ahead log kept while the indexes are built (PostgreSQL's max_wal_size default, 1 GB) and slack. */
export const BULK_DISK_HEADROOM = 2 * 2 ** 30;

export interface BulkCounts { products: number; influencers: number; posts: number }

export interface BulkNeeds { heapBytes: number; diskBytes: number }

export const bulkNeeds = ({ products, influencers, posts }: BulkCounts): BulkNeeds => {
  // Posts and accounts are smaller than products: counted at a product's cost, an upper bound.
  const rows = products + influencers + posts;
  return { heapBytes: Math.ceil(rows * BULK_BYTES_PER_PRODUCT.heap), diskBytes: Math.ceil(rows * BULK_BYTES_PER_PRODUCT.disk + BULK_DISK_HEADROOM) };
};

/** Where the database keeps its files: a folder on this machine, in this process's memory, or unknown (a remote server). */
export type BulkStorage = { kind: 'folder'; path: string } | { kind: 'memory' } | { kind: 'unknown'; why: string };

export class BulkCapacityError extends Error {
  override name = 'BulkCapacityError';
}

const gb = (bytes: number): string => `${(bytes / 2 ** 30).toFixed(1)} GB`;

const nearestExisting = async (dir: string): Promise<string> => {
  for (let current = dir; ; current = dirname(current)) {
    try {
      await access(current, constants.F_OK);
      return current;
    } catch (error) {
      if (dirname(current) === current) throw error;
    }
  }
};

/** Free bytes an unprivileged writer may still use under `dir` (or the nearest folder above it that exists). */
export const freeDiskBytes = async (dir: string): Promise<number> => {
  const stats = await statfs(await nearestExisting(dir));
  return stats.bavail * stats.bsize;
};

/**
 * A PostgreSQL server's data folder when it is on this machine (the setting needs a superuser or
 * pg_read_all_settings; a server elsewhere has a folder of the same name by chance at most).
 */
export const postgresStorage = async (db: Database): Promise<BulkStorage> => {
  try {
    const [row] = executedRows<{ setting: string }>(await db.execute(sql`select setting from pg_settings where name = 'data_directory'`));
    if (!row?.setting) return { kind: 'unknown', why: 'the server does not show its data folder to this user' };
    const [host] = executedRows<{ local: boolean }>(await db.execute(sql`select coalesce(inet_server_addr() <<= '127.0.0.0/8'::inet or inet_server_addr() = '::1'::inet, true) as local`));
    if (!host?.local) return { kind: 'unknown', why: 'the server is on another machine' };
    await access(row.setting, constants.F_OK).catch(() => { throw new Error('not here'); });
    return { kind: 'folder', path: row.setting };
  } catch {
    return { kind: 'unknown', why: 'the server\'s data folder is not readable from here' };
  }
};

export interface CapacityReport { needs: BulkNeeds; heapFreeBytes: number; diskFreeBytes: number | null; storage: BulkStorage }

/** What the check reads from the machine, replaceable in tests (a full disk cannot be made on demand). */
export interface CapacityProbes {
  heap: () => { heap_size_limit: number; used_heap_size: number };
  freeDisk: (dir: string) => Promise<number>;
  freeMemory: () => number;
}
const MACHINE: CapacityProbes = { heap: getHeapStatistics, freeDisk: freeDiskBytes, freeMemory: freemem };

/** What an import of `counts` needs and what there is; throws BulkCapacityError (before anything is written) when it does not fit. */
export const checkBulkCapacity = async (counts: BulkCounts, storage: BulkStorage, probes: CapacityProbes = MACHINE): Promise<CapacityReport> => {
  const needs = bulkNeeds(counts);
  const heap = probes.heap();
  const heapFreeBytes = heap.heap_size_limit - heap.used_heap_size;
  const what = `A catalogue of ${counts.products.toLocaleString('en-US')} products`;
  if (needs.heapBytes > heapFreeBytes) {
    throw new BulkCapacityError(`${what} needs about ${gb(needs.heapBytes)} of memory to generate; this process has ${gb(heapFreeBytes)} `
      + `(raise it with NODE_OPTIONS=--max-old-space-size=${Math.ceil((heap.used_heap_size + needs.heapBytes * 1.2) / 2 ** 20)}). Nothing was imported.`);
  }
  let diskFreeBytes: number | null = null;
  if (storage.kind === 'folder') diskFreeBytes = await probes.freeDisk(storage.path);
  // An in-memory database keeps its files in this process's memory (outside the JavaScript heap).
  if (storage.kind === 'memory') diskFreeBytes = probes.freeMemory();
  if (diskFreeBytes !== null && needs.diskBytes > diskFreeBytes) {
    const where = storage.kind === 'folder' ? `free in ${storage.path}` : 'of free memory for the in-memory database';
    throw new BulkCapacityError(`${what} needs about ${gb(needs.diskBytes)} ${where} (its rows, 15 vector indexes and the log written while `
      + `they are built); there is ${gb(diskFreeBytes)}. Free ${gb(needs.diskBytes - diskFreeBytes)} or choose a smaller catalogue. Nothing was imported.`);
  }
  return { needs, heapFreeBytes, diskFreeBytes, storage };
};
