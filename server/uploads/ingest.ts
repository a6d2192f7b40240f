/**
 * Stores decoded photos for one shopper: each WebP (and its narrower copies) through storage, then one `uploads` row per photo
 * with its measured palette and analysis, in one transaction of rows. `POST /api/uploads` calls this
 * after its photo workers have decoded a request's files; the demo seed calls it with the same
 * workers' output, so a demo photo is stored exactly as a shopper's is.
 */
import { UPLOAD_LIMITS, uploadFileUrl, type Upload, type UploadBucket } from '../../tools/analysis/contracts.js';
import { analysisRecord, analyzeMeasurements } from '../../tools/analysis/analyze.js';
import type { Database } from '../../tools/types.js';
import { uploads } from '../db/schema.js';
import { ObjectExistsError, type Storage } from '../storage/index.js';
import { storedFileName, storagePath, uniqueNames } from './names.js';
import { createPhotoProcessor, type PhotoProcessorOptions, type ProcessedPhoto } from './process.js';
import { variantPath } from './variants.js';

interface IngestDeps {
  db: Database;
  storage: Storage;
}

interface DecodedFile {
  /** The name the shopper's file had; the stored path keeps a safe form of it. */
  name: string;
  photo: ProcessedPhoto;
}

type UploadRow = typeof uploads.$inferSelect;

const CACHE_CONTROL = `private, max-age=${UPLOAD_LIMITS.cacheSeconds}`;

/** Postgres unique_violation (23505), through drizzle's wrapper or bare. */
const isUniqueViolation = (error: unknown): boolean => {
  const code = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : undefined);
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
};

const toUpload = (row: UploadRow, sourceType: Upload['sourceType']): Upload => ({
  id: row.id, bucket: row.bucket, path: row.path, url: uploadFileUrl(row.id), width: row.width, height: row.height,
  contentType: 'image/webp', bytes: row.bytes, sourceType, createdAt: row.createdAt.toISOString(),
});

interface Prepared {
  photo: ProcessedPhoto;
  path: string;
}

/** Writes every file, then every row in one transaction; on any failure removes what it wrote. */
const store = async (deps: IngestDeps, userId: string, bucket: UploadBucket, prepared: Prepared[], now: Date) => {
  const written: string[] = [];
  try {
    for (const { photo, path } of prepared) {
      await deps.storage.put(bucket, path, photo.webp, { contentType: 'image/webp', cacheControl: CACHE_CONTROL });
      written.push(path);
      for (const variant of photo.variants) {
        const at = variantPath(path, variant.width);
        await deps.storage.put(bucket, at, variant.webp, { contentType: 'image/webp', cacheControl: CACHE_CONTROL });
        written.push(at);
      }
    }
    const values = [];
    for (const { photo, path } of prepared) {
      const measurement = { palette: photo.palette.swatches, background: photo.palette.background };
      const result = await analyzeMeasurements(deps.db, [measurement]);
      values.push({
        userId, bucket, path, contentType: 'image/webp', bytes: photo.webp.length, width: photo.width, height: photo.height,
        variantWidths: photo.variants.map((v) => v.width),
        analysis: analysisRecord(result, measurement, undefined, now), styleVector: result.vector, createdAt: now,
      });
    }
    return await deps.db.insert(uploads).values(values).returning();
  } catch (error) {
    await Promise.allSettled(written.map((path) => deps.storage.delete(bucket, path)));
    throw error;
  }
};

/** Stores `files` (already decoded) for `userId`; answers in the order given. */
export const storeDecodedPhotos = async (
  deps: IngestDeps, userId: string, bucket: UploadBucket, files: readonly DecodedFile[], now: Date,
): Promise<Upload[]> => {
  const names = uniqueNames(files.map((f) => storedFileName(f.name)));
  let rows: UploadRow[] | undefined;
  let prepared: Prepared[] = [];
  // Two requests of one shopper in the same millisecond with the same file name would share a
  // path; the later one takes the next millisecond.
  for (let attempt = 0; !rows; attempt++) {
    const timestamp = now.getTime() + attempt;
    prepared = files.map(({ photo }, i) => ({ photo, path: storagePath(bucket, userId, timestamp, i, names[i]!) }));
    try {
      rows = await store(deps, userId, bucket, prepared, now);
    } catch (error) {
      const collided = error instanceof ObjectExistsError || isUniqueViolation(error);
      if (!collided || attempt >= 2) throw error;
    }
  }
  // Answered in the order the files were sent, whatever order the rows came back in.
  const byPath = new Map(rows.map((row) => [row.path, row]));
  return prepared.map(({ photo, path }) => toUpload(byPath.get(path)!, photo.sourceType));
};

export interface PhotoIngest {
  /** Decodes `files` in the photo workers (refusing what a shopper's upload refuses), then stores them. */
  ingest(userId: string, bucket: UploadBucket, files: readonly { name: string; bytes: Buffer }[], now: Date): Promise<Upload[]>;
  close(): Promise<void>;
}

/**
 * The upload pipeline without HTTP, for server-side callers (the demo seed): the same photo workers,
 * the same storage and rows as `POST /api/uploads`. Close it when done: it holds worker threads.
 */
export const createPhotoIngest = (deps: IngestDeps & { decoding: PhotoProcessorOptions }): PhotoIngest => {
  const decoder = createPhotoProcessor(deps.decoding);
  return {
    async ingest(userId, bucket, files, now) {
      const photos = await Promise.all(files.map((f) => decoder.process(f.bytes, f.name, userId)));
      return storeDecodedPhotos(deps, userId, bucket, files.map((f, i) => ({ name: f.name, photo: photos[i]! })), now);
    },
    close: () => decoder.close(),
  };
};
