/**
 * better-auth hooks that enforce the account rules and turn better-auth's errors into messages the
 * web's error mapper recognises: 'breached', 'weak', 'Email not confirmed'. Nothing they answer says
 * whether an account exists: a sign-up for a taken email gets better-auth's usual success (the owner
 * is mailed instead), and a wrong password gets the same 401 whatever the account's state. Failed
 * sign-ins are written to the security log and counted per account (failed-sign-ins.ts). Text no
 * table can hold, anywhere in a body, is refused with 400.
 */
import { BASE_ERROR_CODES } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { isValidEmail, passwordProblem } from '../../tools/accounts/rules.js';
import type { Database } from '../db/client.js';
import { accountDeletions, accounts } from '../db/schema.js';
import type { Logger } from '../log.js';
import { logSecurityEvent } from '../security/events.js';
import { findUnsafeInput } from '../../tools/text-safety.js';
import { BREACHED_PASSWORD_MESSAGE, isBreachedPassword } from './breached.js';
import { clearFailedSignIns, countFailedSignIn, failedSignInLock } from './failed-sign-ins.js';
import { RATE_LIMIT_MESSAGES } from './rate-limits.js';

export const ACCOUNT_ERROR_MESSAGES = {
  invalidEmail: 'Invalid email: Please enter a valid email address.',
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

type SignInFailure = { db: Database; log: Logger; email: string | null; errorCode: string; limit: boolean };

/** One failed sign-in: logged for fraud prevention and, when it was a wrong guess, counted against the account. */
const recordFailedSignIn = async ({ db, log, email, errorCode, limit }: SignInFailure) => {
  await logSecurityEvent(db, {
    eventType: 'failed_login',
    details: { email, errorCode, timestamp: new Date().toISOString() },
    severity: 'medium',
  }, log);
  if (limit && email && errorCode === 'INVALID_EMAIL_OR_PASSWORD') await countFailedSignIn(db, email, new Date());
};

/** `limitFailedSignIns`: the per-account limit, off with the other limits (RATE_LIMITS=false). */
export const createAccountHooks = ({ db, log, limitFailedSignIns = true }: { db: Database; log: Logger; limitFailedSignIns?: boolean }) => ({
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
        // A taken email goes on to better-auth, which answers it like a new sign-up when
        // verification is required and mails the owner (onExistingUserSignUp in auth.ts).
        return;
      }
      case '/reset-password':
      case '/change-password':
        refusePassword(body.newPassword);
        return;
      case '/sign-in/email': {
        if (typeof body.email !== 'string') return;
        const email = body.email.trim().toLowerCase();
        if (limitFailedSignIns) {
          const wait = await failedSignInLock(db, email, new Date());
          if (wait > 0) throw new APIError('TOO_MANY_REQUESTS', { code: 'RATE_LIMITED', message: RATE_LIMIT_MESSAGES.attempts }, { 'X-Retry-After': String(wait) });
        }
        const [deleting] = await db.select({ userId: accountDeletions.userId }).from(accountDeletions).where(eq(accountDeletions.email, email)).limit(1);
        if (!deleting) return;
        // Only the owner learns the account is being deleted; a wrong password gets the usual answer.
        const [credential] = await db.select({ hash: accounts.password }).from(accounts)
          .where(and(eq(accounts.userId, deleting.userId), eq(accounts.providerId, 'credential'))).limit(1);
        // Past the 30-day purge there is no account left: better-auth answers as for any unknown email.
        if (!credential?.hash) return;
        const password = typeof body.password === 'string' ? body.password : '';
        if (await ctx.context.password.verify({ hash: credential.hash, password })) {
          throw new APIError('FORBIDDEN', { code: 'ACCOUNT_BEING_DELETED', message: ACCOUNT_ERROR_MESSAGES.beingDeleted });
        }
        await recordFailedSignIn({ db, log, email, errorCode: 'INVALID_EMAIL_OR_PASSWORD', limit: limitFailedSignIns });
        throw APIError.from('UNAUTHORIZED', BASE_ERROR_CODES.INVALID_EMAIL_OR_PASSWORD);
      }
      case '/request-password-reset':
      case '/send-verification-email': {
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
    const parsed = bodyFields.safeParse(ctx.body);
    const email = parsed.success && typeof parsed.data.email === 'string' ? parsed.data.email.trim().toLowerCase() : null;
    if (!(returned instanceof APIError)) {
      if (email && limitFailedSignIns) await clearFailedSignIns(db, email);
      return;
    }
    const errorCode = typeof returned.body?.code === 'string' ? returned.body.code : String(returned.status);
    await recordFailedSignIn({ db, log, email, errorCode, limit: limitFailedSignIns });
    if (errorCode === 'EMAIL_NOT_VERIFIED') {
      throw new APIError('FORBIDDEN', { code: 'EMAIL_NOT_VERIFIED', message: ACCOUNT_ERROR_MESSAGES.emailNotConfirmed });
    }
  }),
});
