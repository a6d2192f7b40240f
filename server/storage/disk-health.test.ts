/**
 * /healthz tells the truth about storage: a disk short of space or a read-only / forbidden storage
 * folder makes it 503 "degraded" with Retry-After and the cause, looked at once per few seconds and
 * without writing anything. A full or read-only disk cannot be made on demand, so the file-system
 * calls are replaced with ones that report it.
 */
import { constants, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { access, statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createDiskStorage } from './disk.js';
import { HEALTH_CACHE_MS, MIN_FREE_BYTES, RECENT_WRITE_ERROR_MS, createDiskHealth } from './disk-health.js';

const root = mkdtempSync(join(tmpdir(), 'atelier-disk-health-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** statfs reporting `freeBytes` available, counting its calls. */
const diskWithFree = (freeBytes: number) => {
  const calls = { statfs: 0 };
  const fakeStatfs = (async (path: string) => {
    calls.statfs += 1;
    const real = await statfs(path);
    return { ...real, bsize: 4096, bavail: Math.floor(freeBytes / 4096) };
  }) as unknown as typeof statfs;
  return { calls, fs: { statfs: fakeStatfs, access } };
};

const readOnlyDisk = {
  statfs,
  access: (async (path: string, mode?: number) => {
    if (mode !== undefined && (mode & constants.W_OK)) throw Object.assign(new Error(`EROFS: read-only file system, access '${path}'`), { code: 'EROFS' });
    return access(path, mode);
  }) as typeof access,
};

let t: TestApp | undefined;
const appWith = async (storage: ReturnType<typeof createDiskStorage>) => {
  await t?.close();
  t = await createTestApp({}, { storage });
  return t;
};
afterAll(async () => { await t?.close(); });

const health = async (app: TestApp) => {
  const res = await app.app.request('/healthz');
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Record<string, unknown> };
};

describe('/healthz and the storage disk', () => {
  it('is ok with room to write', async () => {
    const dir = join(root, 'roomy');
    const app = await appWith(createDiskStorage(dir, { fs: diskWithFree(10 * MIN_FREE_BYTES).fs }));
    expect(await health(app)).toEqual({ status: 200, retryAfter: null, body: { status: 'ok', db: 'ok', storage: 'ok' } });
  });

  it('is degraded (503, Retry-After) when the disk is nearly full, and asks the disk at most once per few seconds without writing', async () => {
    const dir = join(root, 'full');
    const disk = diskWithFree(MIN_FREE_BYTES - 1);
    const app = await appWith(createDiskStorage(dir, { fs: disk.fs }));
    for (let i = 0; i < 5; i += 1) {
      expect(await health(app)).toEqual({ status: 503, retryAfter: expect.stringMatching(/^\d+$/), body: { status: 'degraded', db: 'ok', storage: 'full' } });
    }
    expect(disk.calls.statfs).toBe(1);
    // Nothing was written to find out: the storage folder was not even created.
    expect(readdirSync(root)).not.toContain('full');
  });

  it('is degraded when the storage folder is on a read-only file system', async () => {
    const app = await appWith(createDiskStorage(join(root, 'read-only'), { fs: readOnlyDisk }));
    expect(await health(app)).toMatchObject({ status: 503, body: { status: 'degraded', storage: 'read-only' } });
  });
});

describe('the storage health probe', () => {
  it('looks again after its cache time, and remembers a failed write for a while', async () => {
    let now = 1_000_000;
    let free = MIN_FREE_BYTES - 1;
    const fakeStatfs = (async (path: string) => ({ ...(await statfs(path)), bsize: 1, bavail: free })) as unknown as typeof statfs;
    const probe = createDiskHealth(root, { now: () => now, fs: { statfs: fakeStatfs, access } });
    expect(await probe.check()).toEqual({ ok: false, problem: 'full' });
    free = 10 * MIN_FREE_BYTES;
    expect(await probe.check()).toEqual({ ok: false, problem: 'full' });
    now += HEALTH_CACHE_MS;
    expect(await probe.check()).toEqual({ ok: true });
    probe.noteWrite('full');
    expect(await probe.check()).toEqual({ ok: false, problem: 'full' });
    now += RECENT_WRITE_ERROR_MS;
    expect(await probe.check()).toEqual({ ok: true });
    probe.noteWrite('read-only');
    probe.noteWrite(null);
    expect(await probe.check()).toEqual({ ok: true });
  });
});
