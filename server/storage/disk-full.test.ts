/**
 * A write the disk cuts short (no space left) leaves no half-written `.partial` file, fails with the
 * cause, and makes the storage report itself full; the app answers such a failure 503 naming it.
 * The full disk is simulated: writeFile writes part of the file, then fails with ENOSPC.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';

const diskFull = vi.hoisted(() => ({ on: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...actual,
    writeFile: async (...args: Parameters<typeof actual.writeFile>) => {
      if (!diskFull.on) return actual.writeFile(...args);
      await actual.writeFile(args[0], 'half a photo', args[2]);
      throw Object.assign(new Error(`ENOSPC: no space left on device, write`), { code: 'ENOSPC', syscall: 'write' });
    },
  };
});

const { createDiskStorage } = await import('./disk.js');
const { createTestApp } = await import('../test/app.js');
const { signUpVerified } = await import('../test/users.js');
const { diskProblem } = await import('./disk-problem.js');
const { STORAGE_UNAVAILABLE_BODY } = await import('../http/storage-unavailable.js');

const root = mkdtempSync(join(tmpdir(), 'atelier-disk-full-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const filesUnder = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);

describe('a disk that fills up during a write', () => {
  it('leaves no .partial file, names the cause, and reports the storage full', async () => {
    const storage = createDiskStorage(root);
    await storage.put('wardrobe', 'u1/before.webp', Buffer.from('a whole photo'), { contentType: 'image/webp' });
    expect(await storage.health!()).toEqual({ ok: true });
    diskFull.on = true;
    const error = await storage.put('wardrobe', 'u1/coat.webp', Buffer.from('a whole photo'), { contentType: 'image/webp' }).then(() => null, (e: unknown) => e);
    diskFull.on = false;
    expect(diskProblem(error)).toBe('full');
    expect(filesUnder(root)).toEqual(['before.webp']);
    expect(await storage.health!()).toEqual({ ok: false, problem: 'full' });
    expect(STORAGE_UNAVAILABLE_BODY.full.error).toBe('storage_full');
  });
});

describe('an upload onto a full disk', () => {
  it('answers 503 with Retry-After naming the full disk, and keeps no file', async () => {
    const dir = join(root, 'app');
    const t = await createTestApp({}, { storage: createDiskStorage(dir) });
    try {
      const shopper = await signUpVerified(t);
      const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f4e' } }).png().toBuffer();
      const boundary = '----diskfull';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="bucket"\r\n\r\nwardrobe\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="coat.png"\r\nContent-Type: image/png\r\n\r\n`),
        photo, Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      diskFull.on = true;
      let res: Response;
      try {
        res = await t.app.request('/api/uploads', {
          method: 'POST', body,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length), cookie: shopper.cookie, origin: t.config.PUBLIC_URL },
        });
      } finally {
        diskFull.on = false;
      }
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await res.json()).toMatchObject({ ...STORAGE_UNAVAILABLE_BODY.full, status: 503, code: 'storage_full', detail: STORAGE_UNAVAILABLE_BODY.full.message });
      expect(filesUnder(dir)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
