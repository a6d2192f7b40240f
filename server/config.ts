/**
 * Every environment variable, read once and validated. A bad value stops start-up with a message
 * naming the variable. Secrets missing outside production are generated once and kept in DATA_DIR.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../tools/accounts/rules.js';
import { DEMO_SHOPPER } from '../shared/demo-shopper.js';
import { StorageUrlError, parseStorageUrl } from './storage/url.js';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const url = z.url();

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  /** The address shoppers use; links in emails point here. Defaults to http://localhost:PORT. */
  PUBLIC_URL: url.optional(),
  /**
   * More page origins allowed to act for a signed-in shopper, comma-separated (for example a second
   * domain). PUBLIC_URL is always trusted; outside production so are its loopback names.
   */
  TRUSTED_ORIGINS: z.string().optional().transform((list, ctx) => {
    const origins: string[] = [];
    for (const entry of (list ?? '').split(',').map((e) => e.trim()).filter(Boolean)) {
      const parsed = URL.canParse(entry) ? new URL(entry) : null;
      if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== entry.replace(/\/$/, '')) {
        ctx.addIssue({ code: 'custom', message: `"${entry}" is not an origin such as https://shop.example.com` });
        return z.NEVER;
      }
      origins.push(parsed.origin);
    }
    return origins;
  }),
  DATA_DIR: z.string().min(1).default('data'),
  /** Postgres 16+ with pgvector. Unset: the embedded PGlite database in DATA_DIR/db. */
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL').optional(),
  /** Connections each app server keeps to DATABASE_URL; servers × pool must stay under the server's max_connections. */
  DATABASE_POOL_MAX: positiveInt.default(10),
  /** A statement running longer is cancelled by the server (Postgres statement_timeout); 0 turns it off. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  /** Statements prepared once per connection (server/db/postgres-statements.ts); false behind a pooler in transaction mode. */
  DATABASE_PREPARED_STATEMENTS: booleanFlag.default(true),
  /** A background job still running this long on Postgres is taken to be lost with its server and run again. */
  JOB_EXPIRE_SECONDS: positiveInt.default(15 * 60),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Session lifetime; e2e tests shorten it to reach the expiry warning. */
  SESSION_TTL_SECONDS: positiveInt.default(60 * 60 * 24 * 7),
  /** How old a session must be before a get-session call slides its expiry forward. */
  SESSION_UPDATE_AGE_SECONDS: z.coerce.number().int().min(0).default(60 * 60 * 24),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Atelier <hello@atelier.local>'),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: url.optional(),
  STYLIST_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Which OpenAI API the stylist calls: `responses` (OpenAI's own) or `chat` (Chat Completions, what compatible servers speak). Unset: chat with OPENAI_BASE_URL, else responses. */
  OPENAI_API_SHAPE: z.enum(['chat', 'responses']).optional(),
  /** How long one request to the stylist's OpenAI(-compatible) model may take before the shopper is told it took too long. */
  STYLIST_TIMEOUT_MS: positiveInt.default(60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Photo workers: uploaded photos decoded at once (server/uploads/process.ts). Each decode uses one
   * core, so the default leaves one core of the machine to everything else.
   */
  IMAGE_WORKERS: positiveInt.max(16).default(Math.max(1, Math.min(4, availableParallelism() - 1))),
  /** One photo's decode may take this long from when it starts; then it is refused and its worker replaced. */
  IMAGE_DECODE_TIMEOUT_MS: positiveInt.max(600_000).default(20_000),
  /**
   * Largest request body any route reads. Each route reads less, by its own ceiling (server/http/body.ts):
   * auth 16 KB, widget 64 KB, tools 1 MB, MCP 4 MB; only the following import (sources.add) reads up
   * to this, and 60 MB is what a 50 MB export needs once escaped into a JSON string. Uploads have their own.
   */
  BODY_LIMIT_BYTES: positiveInt.default(60 * 1024 * 1024),
  /**
   * Seed the demo catalogue on first start, and outside production the demo shopper with the
   * password the README publishes.
   */
  SEED_DEMO: booleanFlag.default(true),
  /**
   * Outside production, furnish the demo shopper's rooms (wardrobe, outfits, dressing room, a trip,
   * Smart Analysis) once, in the background after start. Off for harnesses that time the server or
   * count its background jobs; never on in production.
   */
  SEED_DEMO_ROOMS: booleanFlag.default(true),
  /**
   * Ask for the demo shopper in production, with this password (outside production it replaces the
   * published one). The published password itself is refused: anyone who read the README could
   * sign in to a real deployment.
   */
  DEMO_SHOPPER_PASSWORD: z.string()
    .min(12, 'must be at least 12 characters')
    .max(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters (sign-in refuses longer)`)
    .refine((v) => v !== DEMO_SHOPPER.password, 'must not be the demo password the README publishes')
    .optional(),
  /**
   * Trust the client address in X-Forwarded-For. Only behind a proxy that sets it: otherwise a
   * client could name a new address on every request and walk past the rate limits.
   */
  TRUST_PROXY: booleanFlag.default(false),
  /** Turn every rate limit off (benchmarks only). */
  RATE_LIMITS: booleanFlag.default(true),
  META_APP_ID: z.string().min(1).optional(),
  META_APP_SECRET: z.string().min(1).optional(),
  /**
   * Where the Meta hosts are reached: unset, the real ones (https://www.instagram.com, ...); set, every
   * Meta host is read under <url>/<host> (the simulator at PUBLIC_URL/dev/meta serves that shape).
   */
  META_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://localhost:3000/dev/meta' }).optional(),
  /** 32 bytes (64 hex characters or base64) encrypting stored Instagram tokens; unset: generated into DATA_DIR. */
  TOKEN_ENCRYPTION_KEY: z.string().optional().superRefine((value, ctx) => {
    if (value !== undefined && !decodeTokenKey(value)) {
      ctx.addIssue({ code: 'custom', message: 'must be 32 bytes as 64 hex characters or base64 (e.g. openssl rand -base64 32)' });
    }
  }),
  /** S3-compatible file storage (AWS S3, MinIO, R2); unset: the disk under DATA_DIR/storage. */
  STORAGE_URL: z.string().optional().superRefine((value, ctx) => {
    if (value === undefined) return;
    try {
      parseStorageUrl(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: error instanceof StorageUrlError ? error.message : String(error) });
    }
  }),
  /** Let the link preview fetch private and loopback addresses (tests only; refused in production). */
  ALLOW_PRIVATE_FETCH: booleanFlag.default(false),
  /**
   * An Open-Meteo-compatible forecast API (e.g. https://api.open-meteo.com) for trips that start within
   * 16 days; unset: trips use the bundled climate normals only.
   */
  WEATHER_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://api.open-meteo.com' }).optional(),
});

export type Env = z.infer<typeof envSchema>;

/** A 32-byte key written as 64 hex characters or as base64/base64url; null when it is neither. */
export function decodeTokenKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === 32 ? key : null;
}

export interface Config extends Omit<Env, 'PUBLIC_URL' | 'BETTER_AUTH_SECRET'> {
  PUBLIC_URL: string;
  BETTER_AUTH_SECRET: string;
  isProduction: boolean;
  dataDir: string;
  /**
   * The demo shopper's password, or null when there must be no demo shopper: SEED_DEMO is off, or
   * this is production and DEMO_SHOPPER_PASSWORD was not set.
   */
  demoShopperPassword: string | null;
  /** The AES-256-GCM key for stored social tokens: TOKEN_ENCRYPTION_KEY, else DATA_DIR/token-key. */
  tokenEncryptionKey: Buffer;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const readOrCreateSecret = (dataDir: string, file: string): string => {
  const path = join(dataDir, file);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx': two servers sharing DATA_DIR and starting at once both end up with the first one's secret.
    writeFileSync(path, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(path, 'utf8').trim();
  }
  return secret;
};

/** TOKEN_ENCRYPTION_KEY, else a key generated once into DATA_DIR/token-key (like the auth secret). */
const tokenKeyOf = (env: Env, dataDir: string): Buffer => {
  const key = decodeTokenKey(env.TOKEN_ENCRYPTION_KEY ?? readOrCreateSecret(dataDir, 'token-key'));
  if (!key) throw new ConfigError(`Invalid environment:\n  TOKEN_ENCRYPTION_KEY: ${join(dataDir, 'token-key')} does not hold a 32-byte key`);
  return key;
};

/** A demo shopper exists outside production, or in production only when explicitly asked for. */
const demoShopperPasswordOf = (env: Env, isProduction: boolean): string | null => {
  if (!env.SEED_DEMO) return null;
  if (env.DEMO_SHOPPER_PASSWORD) return env.DEMO_SHOPPER_PASSWORD;
  return isProduction ? null : DEMO_SHOPPER.password;
};

/** Validates `source` (process.env by default); throws ConfigError naming every bad variable. */
export const loadConfig = (source: Record<string, string | undefined> = process.env): Config => {
  const defined = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR);
  if (isProduction && !env.BETTER_AUTH_SECRET) {
    throw new ConfigError('Invalid environment:\n  BETTER_AUTH_SECRET: required in production (at least 32 characters)');
  }
  if (isProduction && env.ALLOW_PRIVATE_FETCH) {
    throw new ConfigError('Invalid environment:\n  ALLOW_PRIVATE_FETCH: must not be true in production (it lets the server fetch private addresses)');
  }
  if (env.DEMO_SHOPPER_PASSWORD && !env.SEED_DEMO) {
    throw new ConfigError('Invalid environment:\n  DEMO_SHOPPER_PASSWORD: set, but SEED_DEMO=false asks for no demo data; unset one of them');
  }
  return {
    ...env,
    isProduction,
    dataDir,
    demoShopperPassword: demoShopperPasswordOf(env, isProduction),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET ?? readOrCreateSecret(dataDir, 'auth-secret'),
    tokenEncryptionKey: tokenKeyOf(env, dataDir),
  };
};
