/**
 * better-auth hooks that enforce the spec's account rules (§5) and turn better-auth's errors into
 * messages the web's error mapper (§8) recognises: 'breached', 'weak', 'already exists',
 * 'Email not confirmed'. Failed sign-ins are written to the security log. Text no table can hold,
 * anywhere in a body, is refused with 400.
 */
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { isValidEmail, passwordProblem } from '../../tools/accounts/rules.js';
import type { Database } from '../db/client.js';
import { accountDeletions, users } from '../db/schema.js';
import type { Logger } from '../log.js';
import { logSecurityEvent } from '../security/events.js';
import { findUnsafeInput } from '../../tools/text-safety.js';
import { BREACHED_PASSWORD_MESSAGE, isBreachedPassword } from './breached.js';

export const ACCOUNT_ERROR_MESSAGES = {
  invalidEmail: 'Invalid email: Please enter a valid email address.',
  alreadyExists: 'An account with this email already exists.',
  emailNotConfirmed: 'Email not confirmed. Please check your email and click the verification link.',
  breached: BREACHED_PASSWORD_MESSAGE,
  weak: (problem: string) => `Password is too weak: ${problem}.`,
  beingDeleted: 'This account is being deleted and can no longer sign in. Write to support within 30 days of your request to stop the deletion.',
} as const;

/** Only the fields the hooks look at; better-auth validates the full body itself afterwards. */
const bodyFields = z.looseObject({
  email: z.unknown().optional(),
  password: z.unknown().optional(),
  newPassword: z.unknown().optional(),
});

const refusePassword = (password: unknown): void => {
  if (typeof password !== 'string') return; // better-auth's own schema answers the wrong type
  const problem = passwordProblem(password);
  if (problem) throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_WEAK', message: ACCOUNT_ERROR_MESSAGES.weak(problem) });
  if (isBreachedPassword(password)) throw new APIError('BAD_REQUEST', { code: 'PASSWORD_BREACHED', message: ACCOUNT_ERROR_MESSAGES.breached });
};

export const createAccountHooks = ({ db, log }: { db: Database; log: Logger }) => ({
  before: createAuthMiddleware(async (ctx) => {
    // Text no table can hold (NUL, lone surrogates) in a name or email is a 400, not a failed insert;
    // checked on the body better-auth has parsed, so it is parsed once.
    const unsafe = findUnsafeInput(ctx.body);
    if (unsafe) throw new APIError('BAD_REQUEST', { code: 'INVALID_INPUT', error: 'invalid_input', message: unsafe.message, issues: [unsafe] });
    const parsed = bodyFields.safeParse(ctx.body);
    const body = parsed.success ? parsed.data : {};
    switch (ctx.path) {
      case '/sign-up/email': {
        if (typeof body.email === 'string' && !isValidEmail(body.email)) {
          throw new APIError('BAD_REQUEST', { code: 'INVALID_EMAIL', message: ACCOUNT_ERROR_MESSAGES.invalidEmail });
        }
        refusePassword(body.password);
        // The spec's web tells people their account already exists; better-auth would answer a
        // duplicate sign-up with a silent success when verification is required.
        if (typeof body.email === 'string') {
          const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email.toLowerCase())).limit(1);
          if (existing) throw new APIError('UNPROCESSABLE_ENTITY', { code: 'USER_ALREADY_EXISTS', message: ACCOUNT_ERROR_MESSAGES.alreadyExists });
        }
        return;
      }
      case '/reset-password':
      case '/change-password':
        refusePassword(body.newPassword);
        return;
      case '/sign-in/email':
      case '/request-password-reset':
      case '/send-verification-email': {
        if (typeof body.email === 'string' && ctx.path === '/sign-in/email') {
          const [deleting] = await db.select({ userId: accountDeletions.userId }).from(accountDeletions).where(eq(accountDeletions.email, body.email.toLowerCase())).limit(1);
          if (deleting) throw new APIError('FORBIDDEN', { code: 'ACCOUNT_BEING_DELETED', message: ACCOUNT_ERROR_MESSAGES.beingDeleted });
          return;
        }
        if (typeof body.email === 'string' && !isValidEmail(body.email)) {
          throw new APIError('BAD_REQUEST', { code: 'INVALID_EMAIL', message: ACCOUNT_ERROR_MESSAGES.invalidEmail });
        }
        return;
      }
      default:
        return;
    }
  }),
  after: createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/sign-in/email') return;
    const returned: unknown = ctx.context.returned;
    if (!(returned instanceof APIError)) return;
    const parsed = bodyFields.safeParse(ctx.body);
    const email = parsed.success && typeof parsed.data.email === 'string' ? parsed.data.email.toLowerCase() : null;
    const errorCode = typeof returned.body?.code === 'string' ? returned.body.code : String(returned.status);
    await logSecurityEvent(db, {
      eventType: 'failed_login',
      details: { email, errorCode, timestamp: new Date().toISOString() },
      severity: 'medium',
    }, log);
    if (errorCode === 'EMAIL_NOT_VERIFIED') {
      throw new APIError('FORBIDDEN', { code: 'EMAIL_NOT_VERIFIED', message: ACCOUNT_ERROR_MESSAGES.emailNotConfirmed });
    }
  }),
});
