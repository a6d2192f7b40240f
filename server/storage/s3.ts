/**
 * Objects in any S3-compatible store (AWS S3, MinIO, R2) through @aws-sdk/client-s3. The app's
 * buckets (wardrobe, style-inspiration) become key prefixes inside the one bucket of STORAGE_URL.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { ObjectExistsError, objectKey, type Storage } from './storage.js';
import { describeStorageUrl, type S3Settings } from './url.js';

type Sdk = typeof import('@aws-sdk/client-s3');
// Loaded at the first photo, not at start-up: the SDK costs ~60 ms of every start, and a server on
// disk storage never needs it.
let loadingSdk: Promise<Sdk> | undefined;
const loadSdk = (): Promise<Sdk> => (loadingSdk ??= import('@aws-sdk/client-s3'));

const statusOf = (sdk: Sdk, error: unknown): number | null =>
  error instanceof sdk.S3ServiceException ? error.$metadata.httpStatusCode ?? null : null;
const isNotFound = (sdk: Sdk, error: unknown) =>
  error instanceof sdk.S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || statusOf(sdk, error) === 404);

export const createS3Storage = (settings: S3Settings, client?: S3Client): Storage => {
  let connecting: Promise<{ sdk: Sdk; s3: S3Client }> | undefined;
  const connect = () => (connecting ??= loadSdk().then((sdk) => ({ sdk, s3: client ?? new sdk.S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Photos are small and already validated; checksums on every request only cost time with stores
    // (older MinIO, R2) that do not support the newer flexible checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }) })));
  const Bucket = settings.bucket;
  const keyOf = (bucket: string, path: string) => `${settings.prefix}${objectKey(bucket, path)}`;

  const exists = async (bucket: string, path: string): Promise<boolean> => {
    const { sdk, s3 } = await connect();
    try {
      await s3.send(new sdk.HeadObjectCommand({ Bucket, Key: keyOf(bucket, path) }));
      return true;
    } catch (error) {
      if (isNotFound(sdk, error)) return false;
      throw error;
    }
  };

  return {
    description: describeStorageUrl(settings),
    async put(bucket, path, body, options) {
      const Key = keyOf(bucket, path);
      // IfNoneMatch makes "no upsert" atomic on stores that support it (AWS, MinIO, R2); the HEAD
      // first keeps the promise on stores that ignore the header.
      if (await exists(bucket, path)) throw new ObjectExistsError(`${bucket}/${path} already exists`);
      const { sdk, s3 } = await connect();
      try {
        await s3.send(new sdk.PutObjectCommand({
          Bucket, Key, Body: body, ContentType: options.contentType, ContentLength: body.length,
          IfNoneMatch: '*',
          ...(options.cacheControl ? { CacheControl: options.cacheControl } : {}),
        }));
      } catch (error) {
        if (statusOf(sdk, error) === 412) {
          throw new ObjectExistsError(`${bucket}/${path} already exists`);
        }
        throw error;
      }
    },
    async get(bucket, path) {
      const { sdk, s3 } = await connect();
      try {
        const answer = await s3.send(new sdk.GetObjectCommand({ Bucket, Key: keyOf(bucket, path) }));
        const body = Buffer.from(await answer.Body!.transformToByteArray());
        return { body, bytes: body.length, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isNotFound(sdk, error)) return null;
        throw error;
      }
    },
    async delete(bucket, path) {
      const { sdk, s3 } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(bucket, path) }));
    },
    exists,
  };
};
