/**
 * STORAGE_URL → S3 settings. One URL names everything an S3-compatible store needs:
 *
 *   s3://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix]?region=eu-west-1&forcePathStyle=true
 *   s3+http://minio:minio-secret@localhost:9000/atelier?forcePathStyle=true   (plain HTTP, local MinIO)
 *
 * Without credentials in the URL the AWS SDK's usual chain applies (env, profile, instance role).
 */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  /** Key prefix inside the bucket, '' or ending in '/'. */
  prefix: string;
  region: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export class StorageUrlError extends Error {
  override name = 'StorageUrlError';
}

const EXAMPLE = 's3://ACCESS_KEY:SECRET@host:port/bucket?region=us-east-1&forcePathStyle=true';
/** S3 bucket naming rules (lower-case letters, digits, dots, dashes; 3-63 characters). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const KNOWN_PARAMS = new Set(['region', 'forcePathStyle']);

export const parseStorageUrl = (value: string): S3Settings => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new StorageUrlError(`must be a URL like ${EXAMPLE}`);
  }
  const scheme = url.protocol.replace(/:$/, '');
  if (scheme !== 's3' && scheme !== 's3+http' && scheme !== 's3+https') {
    throw new StorageUrlError(`must start with s3:// (HTTPS) or s3+http:// (plain HTTP), like ${EXAMPLE}`);
  }
  if (!url.hostname) throw new StorageUrlError(`must name the host, like ${EXAMPLE}`);
  const [bucket = '', ...rest] = url.pathname.replace(/^\/+/, '').split('/').filter(Boolean);
  if (!BUCKET.test(bucket)) throw new StorageUrlError(`must name a valid bucket after the host (got ${JSON.stringify(bucket)}), like ${EXAMPLE}`);
  for (const key of url.searchParams.keys()) {
    if (!KNOWN_PARAMS.has(key)) throw new StorageUrlError(`unknown parameter ${JSON.stringify(key)} (known: region, forcePathStyle)`);
  }
  const forcePathStyleParam = url.searchParams.get('forcePathStyle');
  if (forcePathStyleParam !== null && forcePathStyleParam !== 'true' && forcePathStyleParam !== 'false') {
    throw new StorageUrlError('forcePathStyle must be true or false');
  }
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  if (Boolean(user) !== Boolean(password)) throw new StorageUrlError('must give both the access key and the secret, or neither');
  const protocol = scheme === 's3+http' ? 'http' : 'https';
  return {
    endpoint: `${protocol}://${url.host}`,
    bucket,
    prefix: rest.length ? `${rest.join('/')}/` : '',
    region: url.searchParams.get('region') || 'us-east-1',
    forcePathStyle: forcePathStyleParam === 'true',
    ...(user ? { credentials: { accessKeyId: user, secretAccessKey: password } } : {}),
  };
};

/** The URL without its secret, for logs. */
export const describeStorageUrl = (settings: S3Settings): string =>
  `s3 ${settings.endpoint}/${settings.bucket}${settings.prefix ? `/${settings.prefix}` : ''}`;
