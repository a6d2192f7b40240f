/**
 * Accounts through better-auth (email + password, required email confirmation, password reset,
 * sliding sessions) on the drizzle adapter, mounted at /api/auth.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema.js';
import type { Logger } from '../log.js';

export interface AuthDeps {
  config: Config;
  db: Database;
  log: Logger;
}

export const createAuth = ({ config, db }: AuthDeps) =>
  betterAuth({
    appName: 'Atelier',
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret: config.BETTER_AUTH_SECRET,
    trustedOrigins: [config.PUBLIC_URL],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: { enabled: true, requireEmailVerification: true, minPasswordLength: 8 },
    session: { expiresIn: config.SESSION_TTL_SECONDS, updateAge: config.SESSION_UPDATE_AGE_SECONDS },
    telemetry: { enabled: false },
  });

export type Auth = ReturnType<typeof createAuth>;
