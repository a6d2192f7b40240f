/**
 * `POST /api/uploads` stores photos; `GET /api/files/<id>` serves one to its owner (or to anyone
 * holding a signed URL); `POST /api/files/<id>/signed-url` makes such a URL. Another shopper's photo
 * is "not found" — the answer never tells that it exists.
 */
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { IMAGE_VARIANT_WIDTHS, UPLOAD_BUCKETS, UPLOAD_LIMITS, type UploadResponse } from '../../tools/analysis/contracts.js';
import type { Database } from '../../tools/types.js';
import { hitRateLimit, type RateWindow } from '../ai/rate-limit.js';
import { uploads } from '../db/schema.js';
import type { AppEnv } from '../http/env.js';
import type { Logger } from '../log.js';
import type { Storage } from '../storage/index.js';
import { UploadRefused, refuse } from './errors.js';
import { readUploadForm } from './multipart.js';
import { storeDecodedPhotos } from './ingest.js';
import { createPhotoProcessor, type PhotoProcessorOptions, type ProcessedPhoto } from './process.js';
import { createFileUrlSigner, SIGNED_URL_SECONDS } from './signing.js';
import { createVariantBackfill } from './variant-backfill.js';
import { variantPath } from './variants.js';

export interface UploadDeps {
  db: Database;
  storage: Storage;
  secret: string;
  now: () => Date;
  /** config.RATE_LIMITS (off only for benchmarks). */
  rateLimits: boolean;
  /** The photo workers: config.IMAGE_WORKERS and IMAGE_DECODE_TIMEOUT_MS. */
  decoding: PhotoProcessorOptions;
  log?: Pick<Logger, 'warn'>;
}

/** Decoding photos is the costliest thing a shopper can ask for: 30 upload requests a minute. */
export const UPLOAD_RATE: RateWindow = { max: 30, windowMs: 60_000 };

/**
 * Upload requests one shopper may have in progress on this server at once; another is 429 before
 * its body is read. With 10 files of 10 MB each, this bounds what one shopper holds in memory and
 * queues for the photo workers, while a second tab's upload still goes through.
 */
export const MAX_UPLOADS_IN_PROGRESS = 2;
/** A refused request's Retry-After: small photos take well under a second each. */
const IN_PROGRESS_RETRY_SECONDS = 5;

/** Room for 10 files of 10 MB plus the multipart framing; anything larger is refused unread. */
export const MAX_UPLOAD_REQUEST_BYTES = UPLOAD_LIMITS.maxFiles * UPLOAD_LIMITS.maxFileBytes + 1024 * 1024;
const bucketSchema = z.enum(UPLOAD_BUCKETS, { message: `"bucket" must be one of ${UPLOAD_BUCKETS.join(', ')}` });
const widthSchema = z.enum(IMAGE_VARIANT_WIDTHS.map(String) as [string, ...string[]], { message: `"w" must be one of ${IMAGE_VARIANT_WIDTHS.join(', ')}` })
  .transform(Number).optional();
const idSchema = z.uuid();

const refusal = (c: Context<AppEnv>, error: UploadRefused) => c.json(error.body, error.status);
const notFound = (c: Context<AppEnv>) => c.json({ error: 'not_found', message: 'No such photo.' }, 404);

export const uploadRoutes = (deps: UploadDeps) => {
  const app = new Hono<AppEnv>();
  const signer = createFileUrlSigner(deps.secret);
  const decoder = createPhotoProcessor(deps.decoding);
  const backfill = createVariantBackfill({ db: deps.db, storage: deps.storage, decoder, ...(deps.log ? { log: deps.log } : {}) });
  const inProgress = new Map<string, number>();

  app.post('/uploads', async (c) => {
    // Who is asking is settled before a byte of the body is read.
    const user = await c.get('user')();
    if (!user) return c.json({ error: 'unauthorized', message: 'Authentication required. Please sign in to upload photos.' }, 401);
    if (deps.rateLimits && !(await hitRateLimit(deps.db, `uploads:${user.id}`, UPLOAD_RATE, deps.now()))) {
      c.header('Retry-After', String(UPLOAD_RATE.windowMs / 1000));
      return c.json({ error: 'rate_limited', message: 'Too many uploads at once. Please wait a minute and try again.' }, 429);
    }
    const declared = Number(c.req.header('content-length') ?? '0');
    if (declared > MAX_UPLOAD_REQUEST_BYTES) {
      return c.json({ error: 'file_too_large', message: `Upload at most ${UPLOAD_LIMITS.maxFiles} photos of ${UPLOAD_LIMITS.maxFileBytes / 1024 / 1024} MB each.` }, 413);
    }
    const running = inProgress.get(user.id) ?? 0;
    if (running >= MAX_UPLOADS_IN_PROGRESS) {
      c.header('Retry-After', String(IN_PROGRESS_RETRY_SECONDS));
      return c.json({ error: 'rate_limited', message: 'Your other uploads are still being processed. Please wait a few seconds and try again.' }, 429);
    }
    inProgress.set(user.id, running + 1);
    // Once this request is answered (or its client has gone), its photos still waiting for a worker are dropped.
    const answered = new AbortController();
    const onGone = () => answered.abort();
    c.req.raw.signal.addEventListener('abort', onGone, { once: true });
    try {
      const form = await readUploadForm(c.req.raw, (bytes, name) => decoder.process(bytes, name, user.id, answered.signal));
      const bucket = bucketSchema.safeParse(form.fields.bucket);
      if (!bucket.success) throw refuse(400, 'bad_request', bucket.error.issues[0]!.message);
      if (form.files.length === 0) throw refuse(400, 'bad_request', 'No files selected. Please choose at least one photo to upload.');
      // Every file must pass before anything is stored; the first failure (in form order) is the answer.
      const photos: ProcessedPhoto[] = [];
      for (const file of form.files) photos.push(await file.result);

      const stored = await storeDecodedPhotos(deps, user.id, bucket.data, form.files.map((f, i) => ({ name: f.name, photo: photos[i]! })), deps.now());
      const body: UploadResponse = { uploads: stored };
      return c.json(body, 201);
    } catch (error) {
      if (error instanceof UploadRefused) return refusal(c, error);
      throw error;
    } finally {
      answered.abort();
      c.req.raw.signal.removeEventListener('abort', onGone);
      const left = (inProgress.get(user.id) ?? 1) - 1;
      if (left > 0) inProgress.set(user.id, left);
      else inProgress.delete(user.id);
    }
  });

  const ownedRow = async (userId: string | undefined, id: string) => {
    if (!idSchema.safeParse(id).success) return null;
    const [row] = await deps.db.select().from(uploads).where(eq(uploads.id, id.toLowerCase())).limit(1);
    return row && (userId === undefined || row.userId === userId) ? row : null;
  };

  app.get('/files/:id', async (c) => {
    const id = c.req.param('id');
    const now = deps.now();
    const signed = signer.verify(id, c.req.query('expires'), c.req.query('signature'), now);
    const user = signed ? null : await c.get('user')();
    if (!signed && !user) return notFound(c);
    const row = await ownedRow(signed ? undefined : user!.id, id);
    if (!row) return notFound(c);
    // ?w=320|640: a smaller copy for a grid (variants.ts). The signature covers the photo, not the size.
    const width = widthSchema.safeParse(c.req.query('w'));
    if (!width.success) return c.json({ error: 'bad_request', message: width.error.issues[0]!.message }, 400);
    let object = null;
    // Copies not made yet: the original now, the copies behind it (variant-backfill.ts); kept briefly, so the copy is fetched once it exists.
    let interim = false;
    if (width.data !== undefined) {
      if (row.variantWidths?.includes(width.data)) object = await deps.storage.get(row.bucket, variantPath(row.path, width.data as (typeof IMAGE_VARIANT_WIDTHS)[number]));
      else if (row.variantWidths === null) {
        backfill.request(row);
        interim = true;
      }
    }
    // No copy this size (the photo is no wider): the original is the answer.
    object ??= await deps.storage.get(row.bucket, row.path);
    if (!object) return notFound(c);
    const maxAge = signed ? Math.min(SIGNED_URL_SECONDS, Math.max(0, Number(c.req.query('expires')) - Math.floor(now.getTime() / 1000))) : UPLOAD_LIMITS.cacheSeconds;
    return c.body(new Uint8Array(object.body), 200, {
      'Content-Type': row.contentType,
      'Content-Length': String(object.bytes),
      'Cache-Control': interim ? 'private, no-cache' : `private, max-age=${maxAge}`,
      'Content-Disposition': 'inline',
    });
  });

  app.post('/files/:id/signed-url', async (c) => {
    const user = await c.get('user')();
    if (!user) return c.json({ error: 'unauthorized', message: 'Authentication required.' }, 401);
    const row = await ownedRow(user.id, c.req.param('id'));
    if (!row) return notFound(c);
    const { url, expiresAt } = signer.sign(row.id, deps.now());
    return c.json({ url, expiresAt: expiresAt.toISOString() });
  });

  return app;
};

