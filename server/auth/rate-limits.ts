/**
 * Per-client limits on the account routes, counted in the rate_limits table so every app server
 * shares them. Paths are relative to /api/auth.
 */

export interface RateRule {
  /** Seconds. */
  window: number;
  max: number;
}

export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 10 },
  // Both send an email: the web tells users to wait 15 minutes, so the window matches that.
  '/request-password-reset': { window: 15 * 60, max: 3 },
  '/send-verification-email': { window: 15 * 60, max: 3 },
} as const satisfies Record<string, RateRule>;

/**
 * Failed sign-ins per account (the email typed, existing or not, so the limit says nothing about
 * which accounts exist), from any address: guessing one shopper's password from many addresses
 * stops here, where the per-client limit above does not reach.
 */
export const FAILED_SIGN_IN_LIMIT = { window: 15 * 60, max: 5 } as const satisfies RateRule;

/** Paths whose 429 is about email volume (the web maps 'email rate limit' to its own toast). */
export const EMAIL_SENDING_PATHS: readonly string[] = ['/request-password-reset', '/send-verification-email'];

export const RATE_LIMIT_MESSAGES = {
  email: 'Email rate limit exceeded. Please wait before requesting another email.',
  attempts: 'Too many attempts. Please wait a moment before trying again (rate limit).',
} as const;
