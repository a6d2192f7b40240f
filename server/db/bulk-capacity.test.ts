import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BULK_BYTES_PER_PRODUCT, BULK_DISK_HEADROOM, BulkCapacityError, bulkNeeds, checkBulkCapacity, freeDiskBytes, type CapacityProbes } from './bulk-capacity.js';

const GB = 2 ** 30;
const dir = mkdtempSync(join(tmpdir(), 'bulk-capacity-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A machine with this much heap left and disk free. */
const machine = (heapFree: number, diskFree: number): CapacityProbes => ({
  heap: () => ({ heap_size_limit: 4 * GB, used_heap_size: 4 * GB - heapFree }),
  freeDisk: async () => diskFree,
  freeMemory: () => diskFree,
});
const million = { products: 1_000_000, influencers: 300, posts: 3_000 };

describe('checkBulkCapacity', () => {
  it('counts the rows, their indexes and the log written while the indexes are built', () => {
    const needs = bulkNeeds(million);
    expect(needs.diskBytes).toBe(Math.ceil(1_003_300 * BULK_BYTES_PER_PRODUCT.disk + BULK_DISK_HEADROOM));
    expect(needs.heapBytes).toBe(Math.ceil(1_003_300 * BULK_BYTES_PER_PRODUCT.heap));
  });

  it('refuses a catalogue the disk cannot hold before anything starts, saying how much it needs and how much there is', async () => {
    const refused = checkBulkCapacity(million, { kind: 'folder', path: dir }, machine(3 * GB, 4 * GB));
    expect(bulkNeeds(million).diskBytes).toBeGreaterThan(6 * GB);
    await expect(refused).rejects.toBeInstanceOf(BulkCapacityError);
    const needed = bulkNeeds(million).diskBytes / GB;
    await expect(refused).rejects.toThrow(`1,000,000 products needs about ${needed.toFixed(1)} GB free in ${dir}`);
    await expect(refused).rejects.toThrow(`there is 4.0 GB. Free ${(needed - 4).toFixed(1)} GB or choose a smaller catalogue. Nothing was imported.`);
  });

  it('refuses a catalogue the generator could not hold in memory, and says how to give it more', async () => {
    await expect(checkBulkCapacity(million, { kind: 'folder', path: dir }, machine(1 * GB, 100 * GB)))
      .rejects.toThrow(/needs about 2\.4 GB of memory to generate; this process has 1\.0 GB \(raise it with NODE_OPTIONS=--max-old-space-size=\d+\)/);
  });

  it('an in-memory database needs the room in memory', async () => {
    await expect(checkBulkCapacity(million, { kind: 'memory' }, machine(3 * GB, 5 * GB))).rejects.toThrow(/of free memory for the in-memory database/);
  });

  it('lets a catalogue that fits through, and one on a server elsewhere is checked for memory only', async () => {
    const fits = await checkBulkCapacity(million, { kind: 'folder', path: dir }, machine(3 * GB, 20 * GB));
    expect(fits.diskFreeBytes).toBe(20 * GB);
    const remote = await checkBulkCapacity(million, { kind: 'unknown', why: 'the server is on another machine' }, machine(3 * GB, 0));
    expect(remote.diskFreeBytes).toBeNull();
  });

  it('reads the free space of the folder, or of the nearest folder above it that exists', async () => {
    // The same disk (other processes write to it meanwhile: within a gigabyte).
    expect(Math.abs(await freeDiskBytes(join(dir, 'not', 'yet')) - await freeDiskBytes(dir))).toBeLessThan(GB);
    expect(await freeDiskBytes(dir)).toBeGreaterThan(0);
  });
});
