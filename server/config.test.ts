import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER } from './auth/demo-shopper.js';
import { ConfigError, loadConfig } from './config.js';

const dir = mkdtempSync(join(tmpdir(), 'atelier-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const errorOf = (env: Record<string, string>): ConfigError => {
  try {
    loadConfig({ DATA_DIR: dir, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('has a working default for everything in development', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ NODE_ENV: 'development', PORT: 3000, PUBLIC_URL: 'http://localhost:3000', RATE_LIMITS: true, SEED_DEMO: true, isProduction: false });
    expect(config.BETTER_AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(config.IMAGE_WORKERS).toBeGreaterThanOrEqual(1);
    expect(config.IMAGE_DECODE_TIMEOUT_MS).toBe(20_000);
  });

  it('generates the development auth secret once and keeps it in DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: dir }).BETTER_AUTH_SECRET;
    expect(loadConfig({ DATA_DIR: dir }).BETTER_AUTH_SECRET).toBe(first);
    expect(readFileSync(join(dir, 'auth-secret'), 'utf8').trim()).toBe(first);
  });

  it('creates DATA_DIR owner-only (0700) for the secrets it generates, whatever the umask', () => {
    const previous = process.umask(0o022);
    try {
      const fresh = join(dir, 'fresh-data-dir');
      loadConfig({ DATA_DIR: fresh });
      expect((statSync(fresh).mode & 0o777).toString(8)).toBe('700');
      expect((statSync(join(fresh, 'auth-secret')).mode & 0o777).toString(8)).toBe('600');
      expect((statSync(join(fresh, 'token-key')).mode & 0o777).toString(8)).toBe('600');
    } finally {
      process.umask(previous);
    }
  });

  it('generates the token encryption key once into DATA_DIR, or takes TOKEN_ENCRYPTION_KEY as hex or base64', () => {
    const first = loadConfig({ DATA_DIR: dir }).tokenEncryptionKey;
    expect(first).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: dir }).tokenEncryptionKey.equals(first)).toBe(true);
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ DATA_DIR: dir, TOKEN_ENCRYPTION_KEY: hex }).tokenEncryptionKey.toString('hex')).toBe(hex);
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ DATA_DIR: dir, TOKEN_ENCRYPTION_KEY: base64 }).tokenEncryptionKey.equals(Buffer.alloc(32, 7))).toBe(true);
    expect(errorOf({ TOKEN_ENCRYPTION_KEY: 'too-short' }).message).toMatch(/TOKEN_ENCRYPTION_KEY: must be 32 bytes/);
    expect(errorOf({ TOKEN_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') }).message).toMatch(/TOKEN_ENCRYPTION_KEY/);
    expect(errorOf({ META_BASE_URL: 'ftp://x' }).message).toMatch(/META_BASE_URL/);
  });

  it.each([
    ['PORT', 'eighty', /PORT/],
    ['PORT', '70000', /PORT/],
    ['NODE_ENV', 'staging', /NODE_ENV/],
    ['PUBLIC_URL', 'not a url', /PUBLIC_URL/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL: must be a postgres/],
    ['BETTER_AUTH_SECRET', 'short', /BETTER_AUTH_SECRET: must be at least 32 characters/],
    ['SESSION_TTL_SECONDS', '0', /SESSION_TTL_SECONDS/],
    ['SMTP_URL', 'http://mail', /SMTP_URL: must be an smtp/],
    ['RATE_LIMITS', 'maybe', /RATE_LIMITS/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL/],
    ['IMAGE_WORKERS', '0', /IMAGE_WORKERS/],
    ['IMAGE_DECODE_TIMEOUT_MS', 'soon', /IMAGE_DECODE_TIMEOUT_MS/],
  ])('names the variable when %s=%s is invalid', (name, value, message) => {
    expect(errorOf({ [name]: value }).message).toMatch(message);
  });

  it('names every bad variable at once', () => {
    const { message } = errorOf({ PORT: 'x', SMTP_URL: 'y' });
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/SMTP_URL/);
  });

  it('needs a real secret in production', () => {
    expect(errorOf({ NODE_ENV: 'production' }).message).toMatch(/BETTER_AUTH_SECRET: required in production/);
    expect(loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32), DATA_DIR: dir }).isProduction).toBe(true);
  });

  it('treats empty values as unset and trims a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({ DATA_DIR: dir, PORT: '', PUBLIC_URL: 'https://atelier.example/' });
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('https://atelier.example');
  });

  describe('the demo shopper', () => {
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32) };

    it('exists outside production with the published password', () => {
      expect(loadConfig({ DATA_DIR: dir }).demoShopperPassword).toBe(DEMO_SHOPPER.password);
      expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }).demoShopperPassword).toBe(DEMO_SHOPPER.password);
    });

    it('does not exist in production unless a password of its own is given', () => {
      expect(loadConfig({ DATA_DIR: dir, ...production }).demoShopperPassword).toBeNull();
      expect(loadConfig({ DATA_DIR: dir, ...production, DEMO_SHOPPER_PASSWORD: 'Quiet-Linen-Morning-7' }).demoShopperPassword)
        .toBe('Quiet-Linen-Morning-7');
    });

    it('does not exist when SEED_DEMO is off', () => {
      expect(loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false' }).demoShopperPassword).toBeNull();
    });

    it.each([
      ['a short password', 'Short-Pw-1', /DEMO_SHOPPER_PASSWORD: must be at least 12 characters/],
      ['the published password', DEMO_SHOPPER.password, /DEMO_SHOPPER_PASSWORD: must not be the demo password the README publishes/],
      ['a password sign-in would refuse', 'x'.repeat(129), /DEMO_SHOPPER_PASSWORD: must be at most 128/],
    ])('refuses %s, naming the variable', (_, password, message) => {
      expect(errorOf({ ...production, DEMO_SHOPPER_PASSWORD: password }).message).toMatch(message);
      expect(errorOf({ DEMO_SHOPPER_PASSWORD: password }).message).toMatch(message);
    });

    it('refuses a demo password together with SEED_DEMO=false', () => {
      expect(errorOf({ SEED_DEMO: 'false', DEMO_SHOPPER_PASSWORD: 'Quiet-Linen-Morning-7' }).message)
        .toMatch(/DEMO_SHOPPER_PASSWORD: set, but SEED_DEMO=false/);
    });
  });

  it('turns rate limits off only when asked', () => {
    expect(loadConfig({ DATA_DIR: dir, RATE_LIMITS: 'false' }).RATE_LIMITS).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, RATE_LIMITS: '0' }).RATE_LIMITS).toBe(false);
  });
});

describe('storage and fetch settings', () => {
  it('accepts an S3-compatible STORAGE_URL and keeps the disk when it is unset', () => {
    expect(loadConfig({ DATA_DIR: dir }).STORAGE_URL).toBeUndefined();
    const url = 's3+http://minio:minio-secret@localhost:9000/atelier?forcePathStyle=true&region=eu-west-1';
    expect(loadConfig({ DATA_DIR: dir, STORAGE_URL: url }).STORAGE_URL).toBe(url);
  });

  it.each([
    ['https://bucket.example.com', /STORAGE_URL: must start with s3:\/\//],
    ['s3://key:secret@host:9000/', /STORAGE_URL: must name a valid bucket/],
    ['s3://key@host/bucket', /STORAGE_URL: must give both the access key and the secret/],
    ['s3://k:s@host/bucket?pathStyle=1', /STORAGE_URL: unknown parameter "pathStyle"/],
    ['s3://k:s@host/bucket?forcePathStyle=yes', /STORAGE_URL: forcePathStyle must be true or false/],
  ])('names STORAGE_URL when it is %s', (value, message) => {
    expect(errorOf({ STORAGE_URL: value }).message).toMatch(message);
  });

  it('allows private fetches only outside production', () => {
    expect(loadConfig({ DATA_DIR: dir }).ALLOW_PRIVATE_FETCH).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, ALLOW_PRIVATE_FETCH: 'true' }).ALLOW_PRIVATE_FETCH).toBe(true);
    expect(errorOf({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32), ALLOW_PRIVATE_FETCH: 'true' }).message)
      .toMatch(/ALLOW_PRIVATE_FETCH: must not be true in production/);
  });
});

describe('trusted origins', () => {
  it('reads a comma-separated list of origins and names a bad entry', () => {
    expect(loadConfig({ DATA_DIR: dir }).TRUSTED_ORIGINS).toEqual([]);
    expect(loadConfig({ DATA_DIR: dir, TRUSTED_ORIGINS: 'https://shop.example.com, http://localhost:5173/' }).TRUSTED_ORIGINS)
      .toEqual(['https://shop.example.com', 'http://localhost:5173']);
    expect(errorOf({ TRUSTED_ORIGINS: 'https://shop.example.com/path' }).message).toMatch(/TRUSTED_ORIGINS: "https:\/\/shop.example.com\/path" is not an origin/);
    expect(errorOf({ TRUSTED_ORIGINS: 'ftp://files.example' }).message).toMatch(/TRUSTED_ORIGINS/);
  });
});
