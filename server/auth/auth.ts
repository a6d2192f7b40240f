/**
 * Accounts through better-auth (email + password, required email confirmation, password reset,
 * sliding sessions, database-backed rate limits) on the drizzle adapter, mounted at /api/auth.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { isAPIError } from 'better-auth/api';
import { openAPI } from 'better-auth/plugins';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema.js';
import type { Logger } from '../log.js';
import { createMailer, type Mailer } from '../mail/outbox.js';
import { existingAccountEmail, resetPasswordEmail, verificationEmail } from '../mail/templates.js';
import { createAccountHooks } from './policy.js';
import { AUTH_RATE_LIMITS } from './rate-limits.js';
import { noteAuthError } from './database-failures.js';
import { trustedOrigins } from '../http/origins.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../tools/accounts/rules.js';
import { mcpAuthorization, oauthSchema } from '../mcp/oauth.js';
import type { MetadataDocumentFetch } from '../mcp/client-metadata.js';

export interface AuthDeps {
  config: Config;
  db: Database;
  log: Logger;
  /** Defaults to the outbox (+ SMTP when SMTP_URL is set). */
  mailer?: Mailer;
  /** How MCP clients' metadata documents are fetched (server/mcp/client-metadata.ts); tests hand in their own. */
  fetchClientMetadata?: MetadataDocumentFetch;
}

/** Where a reset email sends people: the web's /auth page reads the hash and shows 'Set a new password'. */
export const resetPasswordLink = (publicUrl: string, token: string) =>
  `${publicUrl}/auth#type=recovery&token=${encodeURIComponent(token)}`;

export const createAuth = (deps: AuthDeps) => {
  const auth = configureAuth(deps);
  // better-auth starts its plugins' set-up (the OAuth provider writes its resource row) as it is
  // constructed. Whoever needs it awaits auth.$context; a caller that never does, and closes the
  // database first, must not leave a rejection nobody handles.
  auth.$context.catch((error: unknown) => deps.log.warn({ scope: 'better-auth', err: error }, 'auth set-up did not finish'));
  return auth;
};

const configureAuth = ({ config, db, log, mailer = createMailer({ db, config, log }), fetchClientMetadata }: AuthDeps) =>
  betterAuth({
    appName: 'Atelier',
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret: config.BETTER_AUTH_SECRET,
    trustedOrigins: trustedOrigins(config),
    // better-auth skips its origin check when NODE_ENV=test; tests must see what shoppers see.
    advanced: { disableOriginCheck: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits, ...oauthSchema },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await mailer.send({ to: user.email, ...resetPasswordEmail(resetPasswordLink(config.PUBLIC_URL, token)) });
      },
      // A sign-up for a taken email is answered like a new one (verification is required, so
      // better-auth does); the owner gets this mail where a newcomer would get a confirmation.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send({ to: user.email, ...existingAccountEmail(`${config.PUBLIC_URL}/auth`) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      // better-auth's link is <PUBLIC_URL>/api/auth/verify-email?token=…&callbackURL=/ : it verifies,
      // signs in, and returns to the site root.
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...verificationEmail(url) });
      },
    },
    session: { expiresIn: config.SESSION_TTL_SECONDS, updateAge: config.SESSION_UPDATE_AGE_SECONDS },
    rateLimit: {
      // better-auth turns limits off outside production; tests must be able to hit them.
      enabled: config.RATE_LIMITS,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: AUTH_RATE_LIMITS,
    },
    hooks: createAccountHooks({ db, log, limitFailedSignIns: config.RATE_LIMITS }),
    // A lost database inside an auth route becomes the app's 503, not better-auth's bare 500
    // (database-failures.ts); what better-auth would have logged is logged here.
    onAPIError: {
      onError: (error) => {
        noteAuthError(error);
        if (!isAPIError(error) || error.status === 'INTERNAL_SERVER_ERROR') log.error({ scope: 'better-auth', err: error }, 'auth route failed');
      },
    },
    // better-auth's messages go to our structured log instead of the console.
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        for (const arg of args) noteAuthError(arg);
        log[level]({ scope: 'better-auth', args }, message);
      },
    },
    // Describes the auth routes for GET /api/openapi.json (server/openapi); its own Scalar page,
    // which loads a script from a CDN, stays off.
    telemetry: { enabled: false },
    // The auth routes' OpenAPI description (served by /api/openapi.json, not better-auth's own page),
    // and OAuth 2.1 for MCP clients (server/mcp/oauth.ts).
    plugins: [openAPI({ disableDefaultReference: true }), mcpAuthorization(config, fetchClientMetadata ? { fetchClientMetadata } : {})],
  });

export type Auth = ReturnType<typeof createAuth>;
