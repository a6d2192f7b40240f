/**
 * Smaller copies of stored photos: their sizes and format, where they are stored, how
 * `GET /api/files/<id>?w=` serves them, and how a photo stored before copies existed gets them
 * (served whole at once, copied behind the answer, then served as a copy).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadResponseSchema, type Upload } from '../../tools/analysis/contracts.js';
import { uploads } from '../db/schema.js';
import { createStorage } from '../storage/index.js';
import { createDiskStorage } from '../storage/disk.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { signUpVerified, type TestUser } from '../test/users.js';
import { decodePhoto } from './decode.js';
import { deleteStoredPhoto, encodeVariants, variantPath, variantWidthsFor, variantsOfStoredPhoto } from './variants.js';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#f4efe6' } })
    .composite([{ input: { create: { width: Math.round(width / 2), height: Math.round(height / 2), channels: 3, background: '#1c2654' } }, top: Math.round(height / 4), left: Math.round(width / 4) }])
    .jpeg()
    .toBuffer();

const isWebp = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 4)).toString() === 'RIFF' && Buffer.from(bytes.subarray(8, 12)).toString() === 'WEBP';
const sizeOf = async (bytes: Uint8Array) => {
  const meta = await sharp(bytes).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
};

describe('the copies a photo gets', () => {
  it('are 320 and 640 px wide, only when the photo is wider, and sit beside it', () => {
    expect(variantWidthsFor(1600)).toEqual([320, 640]);
    expect(variantWidthsFor(641)).toEqual([320, 640]);
    expect(variantWidthsFor(640)).toEqual([320]);
    expect(variantWidthsFor(320)).toEqual([]);
    expect(variantPath('u1/1700000000000-linen-shirt.webp', 320)).toBe('u1/1700000000000-linen-shirt.w320.webp');
    expect(variantPath('u1/products/17-0-bag.webp', 640)).toBe('u1/products/17-0-bag.w640.webp');
  });

  it('are WebP at their width with the photo\'s proportions, and much smaller than it', async () => {
    const decoded = await decodePhoto(await photo(2400, 3000), 10_000);
    if (decoded.outcome.kind !== 'photo') throw new Error(decoded.outcome.kind);
    const { webp, width, height, variants } = decoded.outcome;
    expect([width, height]).toEqual([1280, 1600]);
    expect(variants.map((v) => [v.width, v.height])).toEqual([[320, 400], [640, 800]]);
    for (const v of variants) {
      expect(isWebp(v.webp)).toBe(true);
      expect(await sizeOf(v.webp)).toEqual({ format: 'webp', width: v.width, height: v.height });
    }
    expect(variants[0]!.webp.byteLength).toBeLessThan(webp.byteLength / 4);
  });

  it('are made the same way from a photo already stored', async () => {
    const stored = await sharp(await photo(900, 600)).webp().toBuffer();
    const variants = await variantsOfStoredPhoto(stored, 10_000);
    expect(variants.map((v) => [v.width, v.height])).toEqual([[320, 213], [640, 427]]);
    expect(await sizeOf(variants[1]!.webp)).toEqual({ format: 'webp', width: 640, height: 427 });
    // A photo no wider than the smallest copy has none.
    const small = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#ffffff' } }).raw().toBuffer();
    expect(await encodeVariants({ pixels: small, width: 300, height: 300, channels: 4 }, 5)).toEqual([]);
  });

  it('leave storage with their photo', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'atelier-variants-'));
    try {
      const storage = createDiskStorage(dir);
      const path = 'u1/1700-coat.webp';
      for (const at of [path, variantPath(path, 320), variantPath(path, 640)]) await storage.put('wardrobe', at, Buffer.from('x'), { contentType: 'image/webp' });
      await deleteStoredPhoto(storage, 'wardrobe', path);
      for (const at of [path, variantPath(path, 320), variantPath(path, 640)]) expect(await storage.exists('wardrobe', at)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/files/<id>?w=', () => {
  let t: TestApp;
  let dataDir: string;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atelier-variants-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    alice = await signUpVerified(t);
    bob = await signUpVerified(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = async (bytes: Buffer, user = alice): Promise<Upload> => {
    const form = new FormData();
    form.append('bucket', 'wardrobe');
    form.append('files', new File([new Uint8Array(bytes)], 'coat.jpg', { type: 'image/jpeg' }));
    const res = await t.app.request('/api/uploads', { method: 'POST', body: form, headers: { origin: t.config.PUBLIC_URL, cookie: user.cookie } });
    expect(res.status).toBe(201);
    return uploadResponseSchema.parse(await res.json()).uploads[0]!;
  };
  const get = (url: string, user: TestUser | null = alice) => t.app.request(url, { headers: user ? { cookie: user.cookie } : {} });
  const widthOf = async (res: Response) => (await sizeOf(new Uint8Array(await res.arrayBuffer()))).width;

  it('stores the copies at upload and serves each at its width, the original without w', async () => {
    const stored = await upload(await photo(1200, 1500));
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, stored.id));
    expect(row!.variantWidths).toEqual([320, 640]);
    const storage = createStorage(t.config);
    for (const w of [320, 640] as const) expect(await storage.exists('wardrobe', variantPath(row!.path, w))).toBe(true);

    const small = await get(`${stored.url}?w=320`);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect(small.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(await widthOf(small)).toBe(320);
    expect(await widthOf(await get(`${stored.url}?w=640`))).toBe(640);
    expect(await widthOf(await get(stored.url))).toBe(1200);
  });

  it('keeps copies as private as their photo, signed URLs included', async () => {
    const stored = await upload(await photo(800, 800));
    expect((await get(`${stored.url}?w=320`, bob)).status).toBe(404);
    expect((await get(`${stored.url}?w=320`, null)).status).toBe(404);
    const signed = await t.app.request(`${stored.url}/signed-url`, { method: 'POST', headers: { origin: t.config.PUBLIC_URL, cookie: alice.cookie } });
    const { url } = (await signed.json()) as { url: string };
    const viaSignature = await get(`${url}&w=320`, null);
    expect(viaSignature.status).toBe(200);
    expect(await widthOf(viaSignature)).toBe(320);
  });

  it('answers a size it does not make with a clear 400, and a photo smaller than the copy whole', async () => {
    const stored = await upload(await photo(500, 400));
    const refused = await get(`${stored.url}?w=1000`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe('"w" must be one of 320, 640');
    // 500 px wide: a 320 copy, and the photo itself where a 640 one is asked for.
    expect(await widthOf(await get(`${stored.url}?w=320`))).toBe(320);
    const whole = await get(`${stored.url}?w=640`);
    expect(await widthOf(whole)).toBe(500);
    expect(whole.headers.get('cache-control')).toBe('private, max-age=3600');
  });

  it('serves a photo stored before copies existed whole at once, then makes its copies behind the answer', async () => {
    const stored = await upload(await photo(1000, 1000));
    // As a photo stored by the previous version: no copies, no widths.
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, stored.id));
    const storage = createStorage(t.config);
    for (const w of [320, 640] as const) await storage.delete('wardrobe', variantPath(row!.path, w));
    await t.database.db.update(uploads).set({ variantWidths: null }).where(eq(uploads.id, stored.id));

    const first = await get(`${stored.url}?w=320`);
    expect(first.status).toBe(200);
    expect(await widthOf(first)).toBe(1000);
    // Not to be kept: the copy is on its way.
    expect(first.headers.get('cache-control')).toBe('private, no-cache');

    await vi.waitFor(async () => {
      const [after] = await t.database.db.select().from(uploads).where(eq(uploads.id, stored.id));
      expect(after!.variantWidths).toEqual([320, 640]);
    }, { timeout: 20_000, interval: 100 });
    const later = await get(`${stored.url}?w=320`);
    expect(await widthOf(later)).toBe(320);
    expect(later.headers.get('cache-control')).toBe('private, max-age=3600');
  });
});
