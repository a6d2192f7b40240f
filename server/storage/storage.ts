/**
 * One small interface over where files live: the local disk by default, any S3-compatible store
 * with STORAGE_URL. Callers name a bucket (product rules §3: wardrobe, style-inspiration) and a path inside
 * it; every implementation validates both with `objectKey` first, so no path can leave its bucket.
 */
import { UPLOAD_BUCKETS, type UploadBucket } from '../../tools/analysis/contracts.js';
import type { StorageHealth } from './disk-health.js';

export interface StoredObject {
  body: Buffer;
  contentType: string;
  bytes: number;
}

export interface PutOptions {
  contentType: string;
  /** Cache-Control stored with the object (S3) — the file route sets its own header when serving. */
  cacheControl?: string;
}

export interface Storage {
  /** Human-readable kind for logs: `disk:/path` or `s3://host/bucket`. */
  readonly description: string;
  /** Writes a new object. Never overwrites (spec: no upsert): an existing path is an ObjectExistsError. */
  put(bucket: UploadBucket, path: string, body: Buffer, options: PutOptions): Promise<void>;
  /** The object, or null when there is none. */
  get(bucket: UploadBucket, path: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(bucket: UploadBucket, path: string): Promise<void>;
  exists(bucket: UploadBucket, path: string): Promise<boolean>;
  /** Whether new files can be written now (the disk: free space, permission, recent write errors). */
  health?(): Promise<StorageHealth>;
  /** Removes temporary files an interrupted write left (the disk's `.partial` files) older than `before`. */
  removeLeftovers?(before: Date): Promise<number>;
}

export class StoragePathError extends Error {
  override name = 'StoragePathError';
}

export class ObjectExistsError extends Error {
  override name = 'ObjectExistsError';
}

/** One path segment: letters, digits, dot, dash, underscore; not `.` or `..`; not hidden. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
const MAX_PATH = 900;

/**
 * The checked key `<bucket>/<path>`. Refuses anything that is not a plain relative path of safe
 * segments — `..`, absolute paths, backslashes, empty segments, NUL, percent-encoding — rather than
 * trying to clean it, so a hostile path can never be turned into a different valid one.
 */
export const objectKey = (bucket: string, path: string): string => {
  if (!(UPLOAD_BUCKETS as readonly string[]).includes(bucket)) throw new StoragePathError(`Unknown bucket ${JSON.stringify(bucket)}`);
  if (path.length === 0 || path.length > MAX_PATH) throw new StoragePathError('A storage path must have 1-900 characters');
  const segments = path.split('/');
  for (const segment of segments) {
    if (!SEGMENT.test(segment) || segment === '.' || segment === '..') {
      throw new StoragePathError(`Unsafe storage path segment ${JSON.stringify(segment)}`);
    }
  }
  return `${bucket}/${segments.join('/')}`;
};
