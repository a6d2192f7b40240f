import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadErrorSchema, uploadResponseSchema, type Upload } from '../../tools/analysis/contracts.js';
import { uploads } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { signUpVerified, type TestUser } from '../test/users.js';
import { decodePhoto } from './decode.js';

let t: TestApp;
let dataDir: string;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'atelier-uploads-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  alice = await signUpVerified(t);
  bob = await signUpVerified(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const MB = 1024 * 1024;

/** A red square on white, in any format sharp writes. */
const photo = (format: 'jpeg' | 'png' | 'webp' | 'avif', width = 240, height = 160) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([{ input: { create: { width: width / 2, height: height / 2, channels: 3, background: '#c8202c' } }, top: height / 4, left: width / 4 }])
    .toFormat(format)
    .toBuffer();

/** A JPEG as a phone writes it: sideways pixels with an orientation tag, a camera make and a GPS position. */
const phoneJpeg = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#1c2654' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 26/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 39/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/**
 * A real HEIC (HEVC) photo, 64×48, a red square on white. The one fixture that is a file: sharp
 * cannot write HEVC, so it was made once with `heif-enc -q 60 red-square.png` (Debian's
 * libheif-examples, x265 encoder).
 */
const realHeic = () => readFileSync(fileURLToPath(new URL('./fixtures/red-square.heic', import.meta.url)));

const post = (files: { name: string; bytes: Buffer | Uint8Array; type?: string }[], user?: TestUser, bucket: string | null = 'wardrobe') => {
  const form = new FormData();
  if (bucket !== null) form.append('bucket', bucket);
  for (const f of files) form.append('files', new File([new Uint8Array(f.bytes)], f.name, { type: f.type ?? 'image/jpeg' }));
  return t.app.request('/api/uploads', {
    method: 'POST', body: form, headers: { origin: t.config.PUBLIC_URL, ...(user ? { cookie: user.cookie } : {}) },
  });
};

const storedFiles = (): string[] => {
  const root = join(dataDir, 'storage');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  } catch {
    return [];
  }
};
const rowCount = async () => (await t.database.db.select({ id: uploads.id }).from(uploads)).length;

/** Asserts the request changed nothing: no new row, no new file. */
const expectNothingLeft = async (before: { rows: number; files: number }) => {
  expect(await rowCount()).toBe(before.rows);
  expect(storedFiles()).toHaveLength(before.files);
};
const snapshot = async () => ({ rows: await rowCount(), files: storedFiles().length });

const uploaded = async (res: Response): Promise<Upload[]> => {
  expect(res.status).toBe(201);
  return uploadResponseSchema.parse(await res.json()).uploads;
};

const refusal = async (res: Response, status: number, error: string) => {
  expect(res.status).toBe(status);
  const body = uploadErrorSchema.parse(await res.json());
  expect(body.error).toBe(error);
  return body;
};

describe('POST /api/uploads', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    ['avif', 'image/avif'],
  ] as const)('stores a %s photo as WebP at the spec path, with a row and a measured palette', async (format, sourceType) => {
    const [upload] = await uploaded(await post([{ name: `Red Top.${format}`, bytes: await photo(format) }], alice));
    expect(upload).toMatchObject({ bucket: 'wardrobe', contentType: 'image/webp', sourceType, width: 240, height: 160 });
    expect(upload!.path).toMatch(new RegExp(`^${alice.id}/\\d{13}-red-top\\.webp$`));
    expect(upload!.url).toBe(`/api/files/${upload!.id}`);

    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, upload!.id));
    expect(row).toMatchObject({ userId: alice.id, bucket: 'wardrobe', path: upload!.path, bytes: upload!.bytes });
    const analysis = row!.analysis as { color_palette: { name: string; share: number }[]; confidence_score: number };
    expect(analysis.color_palette[0]).toMatchObject({ name: 'red' });
    expect(analysis.color_palette.some((c) => c.name === 'white')).toBe(false);
    expect(analysis.confidence_score).toBeLessThan(0.6);
    expect(row!.styleVector).toHaveLength(75);

    const file = await t.app.request(upload!.url, { headers: { cookie: alice.cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toBe('private, max-age=3600');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 240, height: 160 });
  });

  it('strips EXIF (the GPS position) and turns the photo upright from its orientation tag', async () => {
    const original = await phoneJpeg();
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // GPS IFD pointer, little-endian
    expect(before.orientation).toBe(6);
    const [upload] = await uploaded(await post([{ name: 'IMG_0001.JPG', bytes: original }], alice));
    const stored = Buffer.from(await (await t.app.request(upload!.url, { headers: { cookie: alice.cookie } })).arrayBuffer());
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('TestPhone'))).toBe(false);
    expect([after.width, after.height]).toEqual([200, 300]);
  });

  it('shrinks large photos to 1600 px on the long side', async () => {
    const [upload] = await uploaded(await post([{ name: 'big.png', bytes: await photo('png', 3200, 2000) }], alice));
    expect([upload!.width, upload!.height]).toEqual([1600, 1000]);
  });

  it('stores product photos at <userId>/products/<timestamp>-<index>-<name>, names made safe and unique', async () => {
    const files = [
      { name: '../../etc/Été Look (1).PNG', bytes: await photo('png') },
      { name: 'look.jpg', bytes: await photo('jpeg') },
      { name: 'look.jpg', bytes: await photo('jpeg') },
    ];
    const result = await uploaded(await post(files, alice, 'style-inspiration'));
    const pattern = (i: number, name: string) => new RegExp(`^${alice.id}/products/\\d{13}-${i}-${name}$`);
    expect(result[0]!.path).toMatch(pattern(0, 'ete-look-1\\.webp'));
    expect(result[1]!.path).toMatch(pattern(1, 'look\\.webp'));
    expect(result[2]!.path).toMatch(pattern(2, 'look-2\\.webp'));
    expect(new Set(result.map((u) => u.bucket))).toEqual(new Set(['style-inspiration']));
  });

  it('answers 401 to a guest and stores nothing', async () => {
    const before = await snapshot();
    const body = await refusal(await post([{ name: 'a.jpg', bytes: await photo('jpeg') }]), 401, 'unauthorized');
    expect(body.message).toMatch(/Authentication required/);
    await expectNothingLeft(before);
  });

  it('decides the type by the bytes: a renamed text file is refused, and so is a lying header', async () => {
    const before = await snapshot();
    const body = await refusal(await post([{ name: 'holiday.jpg', bytes: Buffer.from('just some text, not a photo'), type: 'image/jpeg' }], alice), 400, 'unsupported_type');
    expect(body.file).toBe('holiday.jpg');
    expect(body.message).toMatch(/not a JPEG, PNG, WebP, AVIF or HEIC image/);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
    await refusal(await post([{ name: 'anim.png', bytes: gif, type: 'image/png' }], alice), 400, 'unsupported_type');
    await expectNothingLeft(before);
  });

  it('accepts a real photo whatever name and header it came with', async () => {
    const [upload] = await uploaded(await post([{ name: 'notes.txt', bytes: await photo('png'), type: 'text/plain' }], alice));
    expect(upload!.sourceType).toBe('image/png');
    expect(upload!.path).toMatch(/-notes\.webp$/);
  });

  it('stores an HEIC photo (decoded by libheif in a worker) upright as WebP, with its colours measured', async () => {
    const heic = realHeic();
    expect(heic.subarray(4, 12).toString('latin1')).toBe('ftypheic');
    const [upload] = await uploaded(await post([{ name: 'IMG_0002.HEIC', bytes: heic, type: 'image/heic' }], alice));
    expect(upload).toMatchObject({ sourceType: 'image/heic', contentType: 'image/webp', width: 64, height: 48 });
    const stored = await sharp(join(dataDir, 'storage', 'wardrobe', upload!.path)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(stored.exif).toBeUndefined();
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, upload!.id));
    expect(JSON.stringify(row!.analysis ?? {})).toMatch(/red/i);
  });

  it('refuses a damaged HEIC with 400, storing nothing', async () => {
    const before = await snapshot();
    const cut = realHeic().subarray(0, 600);
    const body = await refusal(await post([{ name: 'cut.heic', bytes: cut, type: 'image/heic' }], alice), 400, 'invalid_image');
    expect(body.message).toMatch(/cannot be read: it is damaged or incomplete/);
    await expectNothingLeft(before);
    expect((await decodePhoto(realHeic(), 5_000)).outcome).toMatchObject({ kind: 'photo', width: 64, height: 48, sourceType: 'image/heic' });
  });

  it('refuses a damaged image with valid magic bytes', async () => {
    const truncated = (await photo('jpeg')).subarray(0, 200);
    await refusal(await post([{ name: 'cut.jpg', bytes: truncated }], alice), 400, 'invalid_image');
  });

  it('accepts exactly 10 MB and refuses 10 MB + 1 byte with 413, storing nothing', async () => {
    const before = await snapshot();
    const tooBig = Buffer.alloc(10 * MB + 1, 0);
    (await photo('jpeg')).copy(tooBig); // a JPEG start, so only its size is wrong
    const body = await refusal(await post([{ name: 'good.png', bytes: await photo('png') }, { name: 'huge.jpg', bytes: tooBig }], alice), 413, 'file_too_large');
    expect(body.file).toBe('huge.jpg');
    expect(body.message).toMatch(/larger than 10 MB/);
    await expectNothingLeft(before);
    // Exactly at the limit passes the size check (and is then judged as an image: this one is padding).
    const atLimit = await post([{ name: 'edge.jpg', bytes: tooBig.subarray(0, 10 * MB) }], alice);
    expect(atLimit.status).not.toBe(413);
  });

  it('refuses 11 files with 400 and stores none of them', async () => {
    const before = await snapshot();
    const one = await photo('jpeg');
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.jpg`, bytes: one }));
    const body = await refusal(await post(files, alice), 400, 'too_many_files');
    expect(body.message).toMatch(/at most 10 photos/);
    await expectNothingLeft(before);
  });

  it('accepts 10 files in one request', async () => {
    const one = await photo('webp', 60, 40);
    expect(await uploaded(await post(Array.from({ length: 10 }, (_, i) => ({ name: `p${i}.webp`, bytes: one })), alice))).toHaveLength(10);
  });

  it('stores nothing when one good file comes with a bad one', async () => {
    const before = await snapshot();
    await refusal(await post([{ name: 'ok.jpg', bytes: await photo('jpeg') }, { name: 'bad.jpg', bytes: Buffer.from('nope') }], alice), 400, 'unsupported_type');
    await expectNothingLeft(before);
  });

  it.each([
    ['a missing bucket', null],
    ['an unknown bucket', 'public'],
    ['a bucket that is a path', '../wardrobe'],
  ])('refuses %s', async (_, bucket) => {
    const before = await snapshot();
    const body = await refusal(await post([{ name: 'a.jpg', bytes: await photo('jpeg') }], alice, bucket), 400, 'bad_request');
    expect(body.message).toMatch(/bucket/);
    await expectNothingLeft(before);
  });

  it('allows 30 upload requests a minute per shopper, then 429 with Retry-After (before the body is read)', async () => {
    const busy = await signUpVerified(t);
    for (let i = 0; i < 30; i++) expect((await post([], busy)).status).toBe(400);
    const res = await post([{ name: 'a.jpg', bytes: await photo('jpeg') }], busy);
    await refusal(res, 429, 'rate_limited');
    expect(res.headers.get('retry-after')).toBe('60');
    expect((await post([], alice)).status).toBe(400); // others are not slowed down
  });

  it('refuses a form without files and a body that is not multipart', async () => {
    await refusal(await post([], alice), 400, 'bad_request');
    const json = await t.app.request('/api/uploads', {
      method: 'POST', body: JSON.stringify({ bucket: 'wardrobe' }),
      headers: { 'content-type': 'application/json', origin: t.config.PUBLIC_URL, cookie: alice.cookie },
    });
    await refusal(json, 400, 'bad_request');
  });
});

describe('GET /api/files/:id', () => {
  let upload: Upload;
  beforeAll(async () => {
    [upload] = (await uploaded(await post([{ name: 'private.jpg', bytes: await photo('jpeg') }], alice))) as [Upload];
  });

  it('serves a photo only to its owner: another shopper and a guest get 404', async () => {
    expect((await t.app.request(upload.url, { headers: { cookie: alice.cookie } })).status).toBe(200);
    await refusal(await t.app.request(upload.url, { headers: { cookie: bob.cookie } }), 404, 'not_found');
    await refusal(await t.app.request(upload.url), 404, 'not_found');
    await refusal(await t.app.request('/api/files/not-a-uuid', { headers: { cookie: alice.cookie } }), 404, 'not_found');
    await refusal(await t.app.request(`/api/files/${crypto.randomUUID()}`, { headers: { cookie: alice.cookie } }), 404, 'not_found');
  });

  it('is never served from a guessable public path', async () => {
    for (const path of [`/media/${upload.path}`, `/storage/wardrobe/${upload.path}`, `/wardrobe/${upload.path}`, `/api/files/wardrobe/${upload.path}`]) {
      const res = await t.app.request(path);
      expect(res.headers.get('content-type') ?? '').not.toMatch(/image\/webp/);
    }
  });

  it('makes signed URLs for the owner that work without the cookie, and refuses tampered ones', async () => {
    await refusal(await t.app.request(`${upload.url}/signed-url`, { method: 'POST', headers: { cookie: bob.cookie, origin: t.config.PUBLIC_URL } }), 404, 'not_found');
    const signed = await t.app.request(`${upload.url}/signed-url`, { method: 'POST', headers: { cookie: alice.cookie, origin: t.config.PUBLIC_URL } });
    expect(signed.status).toBe(200);
    const { url, expiresAt } = (await signed.json()) as { url: string; expiresAt: string };
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(3500_000);
    const res = await t.app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^private, max-age=(3[5-9]\d\d|3600)$/);
    const tampered = url.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    await refusal(await t.app.request(tampered), 404, 'not_found');
    const later = url.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 3600}`);
    await refusal(await t.app.request(later), 404, 'not_found');
  });
});

describe('uploads on S3-compatible storage (STORAGE_URL → s3rver)', () => {
  it('stores, serves and keeps the same promises as on disk', async () => {
    const { startFakeS3 } = await import('../storage/s3-fake.js');
    const fake = await startFakeS3();
    const s3App = await createTestApp({ STORAGE_URL: fake.url });
    try {
      const carol = await signUpVerified(s3App);
      const form = new FormData();
      form.append('bucket', 'wardrobe');
      form.append('files', new File([new Uint8Array(await photo('png'))], 'coat.png', { type: 'image/png' }));
      const res = await s3App.app.request('/api/uploads', { method: 'POST', body: form, headers: { cookie: carol.cookie, origin: s3App.config.PUBLIC_URL } });
      const [upload] = await uploaded(res);
      const file = await s3App.app.request(upload!.url, { headers: { cookie: carol.cookie } });
      expect(file.status).toBe(200);
      expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).format).toBe('webp');
      const { createS3Storage } = await import('../storage/s3.js');
      const { parseStorageUrl } = await import('../storage/url.js');
      expect(await createS3Storage(parseStorageUrl(fake.url)).exists('wardrobe', upload!.path)).toBe(true);
    } finally {
      await s3App.close();
      await fake.close();
    }
  });
});
