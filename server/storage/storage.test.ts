import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk.js';
import { createS3Storage } from './s3.js';
import { startFakeS3, type FakeS3 } from './s3-fake.js';
import { ObjectExistsError, StoragePathError, objectKey, type Storage } from './storage.js';
import { parseStorageUrl } from './url.js';

const HOSTILE_PATHS = [
  '../../etc/passwd', 'user/../../x.webp', '/abs/path.webp', 'a//b.webp', 'a/./b.webp', 'a\\b.webp',
  'user/.hidden', '', 'user/%2e%2e/x', 'user/x\u0000.webp', 'user/ü.webp', 'a/b/',
];

describe('objectKey', () => {
  it('keeps plain relative paths inside their bucket', () => {
    expect(objectKey('wardrobe', 'user-1/1700000000-shirt.webp')).toBe('wardrobe/user-1/1700000000-shirt.webp');
    expect(objectKey('style-inspiration', 'u/products/1-0-a.webp')).toBe('style-inspiration/u/products/1-0-a.webp');
  });

  it.each(HOSTILE_PATHS)('refuses %j rather than cleaning it', (path) => {
    expect(() => objectKey('wardrobe', path)).toThrow(StoragePathError);
  });

  it('refuses unknown buckets', () => {
    expect(() => objectKey('../wardrobe', 'a.webp')).toThrow(StoragePathError);
    expect(() => objectKey('public', 'a.webp')).toThrow(StoragePathError);
  });
});

/** The same promises from every implementation. */
const behavesLikeStorage = (name: string, make: () => Storage) => {
  describe(name, () => {
    const body = Buffer.from('RIFF....WEBPVP8 fake bytes');

    it('puts, reads back, tells existence and deletes', async () => {
      const storage = make();
      const path = `user-1/${Date.now()}-shirt.webp`;
      expect(await storage.exists('wardrobe', path)).toBe(false);
      expect(await storage.get('wardrobe', path)).toBeNull();
      await storage.put('wardrobe', path, body, { contentType: 'image/webp', cacheControl: 'private, max-age=3600' });
      expect(await storage.exists('wardrobe', path)).toBe(true);
      const stored = await storage.get('wardrobe', path);
      expect(stored?.body.equals(body)).toBe(true);
      expect(stored?.contentType).toBe('image/webp');
      expect(stored?.bytes).toBe(body.length);
      // Buckets are separate namespaces.
      expect(await storage.exists('style-inspiration', path)).toBe(false);
      await storage.delete('wardrobe', path);
      expect(await storage.exists('wardrobe', path)).toBe(false);
      await storage.delete('wardrobe', path); // deleting twice is fine
    });

    it('never overwrites (no upsert)', async () => {
      const storage = make();
      const path = `user-2/${Date.now()}-coat.webp`;
      await storage.put('wardrobe', path, body, { contentType: 'image/webp' });
      await expect(storage.put('wardrobe', path, Buffer.from('other'), { contentType: 'image/webp' })).rejects.toBeInstanceOf(ObjectExistsError);
      expect((await storage.get('wardrobe', path))?.body.equals(body)).toBe(true);
    });

    it.each(HOSTILE_PATHS)('refuses the hostile path %j on every method', async (path) => {
      const storage = make();
      await expect(storage.put('wardrobe', path, body, { contentType: 'image/webp' })).rejects.toBeInstanceOf(StoragePathError);
      await expect(storage.get('wardrobe', path)).rejects.toBeInstanceOf(StoragePathError);
      await expect(storage.exists('wardrobe', path)).rejects.toBeInstanceOf(StoragePathError);
      await expect(storage.delete('wardrobe', path)).rejects.toBeInstanceOf(StoragePathError);
    });
  });
};

const root = mkdtempSync(join(tmpdir(), 'atelier-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
behavesLikeStorage('disk storage', () => createDiskStorage(root));

describe('disk storage layout', () => {
  it('writes under <root>/<bucket>/<path> and leaves no temporary files', async () => {
    const storage = createDiskStorage(root);
    await storage.put('style-inspiration', 'u9/products/1-0-bag.webp', Buffer.from('x'), { contentType: 'image/webp' });
    expect(readdirSync(join(root, 'style-inspiration', 'u9', 'products'))).toEqual(['1-0-bag.webp']);
  });
});

let fake: FakeS3;
beforeAll(async () => {
  fake = await startFakeS3();
});
afterAll(async () => {
  await fake?.close();
});
behavesLikeStorage('S3 storage (s3rver)', () => createS3Storage(parseStorageUrl(fake.url)));

describe('S3 storage with a key prefix', () => {
  it('keeps objects under the prefix named in STORAGE_URL', async () => {
    const withPrefix = createS3Storage(parseStorageUrl(fake.url.replace('/atelier-test?', '/atelier-test/app-one?')));
    const plain = createS3Storage(parseStorageUrl(fake.url));
    await withPrefix.put('wardrobe', 'u/1-a.webp', Buffer.from('a'), { contentType: 'image/webp' });
    expect(await withPrefix.exists('wardrobe', 'u/1-a.webp')).toBe(true);
    expect(await plain.exists('wardrobe', 'u/1-a.webp')).toBe(false);
  });
});

describe('parseStorageUrl', () => {
  it('reads endpoint, bucket, prefix, region, path style and credentials', () => {
    expect(parseStorageUrl('s3://AK:S%2Fcret@minio.internal:9000/photos/prod?region=eu-west-1&forcePathStyle=true')).toEqual({
      endpoint: 'https://minio.internal:9000', bucket: 'photos', prefix: 'prod/', region: 'eu-west-1', forcePathStyle: true,
      credentials: { accessKeyId: 'AK', secretAccessKey: 'S/cret' },
    });
    expect(parseStorageUrl('s3+http://localhost:9000/atelier')).toMatchObject({ endpoint: 'http://localhost:9000', prefix: '', region: 'us-east-1', forcePathStyle: false });
    expect(parseStorageUrl('s3+http://localhost:9000/atelier').credentials).toBeUndefined();
  });
});
