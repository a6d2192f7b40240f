/**
 * Product rules §8 authentication error mapper: the toast is chosen by message content (and status), in
 * this order; the first matching rule wins.
 */

export interface AuthToast {
  /** Which rule matched; stable for tests and logs. */
  rule: AuthErrorRule;
  title: string;
  description: string;
}

export type AuthErrorRule =
  | 'breached'
  | 'weak_password'
  | 'exists'
  | 'unverified'
  | 'oauth'
  | 'email_rate_limit'
  | 'rate_limit'
  | 'timeout'
  | 'invalid_credentials'
  | 'network'
  | 'untrusted_origin'
  | 'unknown';

export interface AuthErrorInput {
  message?: string | null;
  code?: string | null;
  status?: number | null;
}

interface Rule {
  rule: AuthErrorRule;
  title: string;
  description: string;
  matches: (text: string, status: number | null) => boolean;
}

const RULES: readonly Rule[] = [
  {
    rule: 'breached',
    title: 'Choose a different password',
    description: 'This password appears in known data breaches. Please try a different, unique password for better security.',
    matches: (t) => /breach|pwned|leaked|compromised/.test(t),
  },
  {
    rule: 'weak_password',
    title: 'Password needs to be stronger',
    description: 'Please create a password with at least 8 characters using a mix of letters, numbers, and symbols.',
    matches: (t) => /weak|invalid[ _]password|password[ _](is[ _])?too[ _](short|long)|password[ _]requirement|requirements? (not|un)met|unmet|password should|password must/.test(t),
  },
  {
    rule: 'exists',
    title: 'Account already exists',
    description: 'An account with this email already exists. Try signing in instead, or use the password reset if needed.',
    matches: (t) => /already[ _]registered|already[ _]exists|exists/.test(t),
  },
  {
    rule: 'unverified',
    title: 'Email verification required',
    description: 'Please check your email and click the verification link to complete your account setup.',
    matches: (t) => /not[ _](confirmed|verified)|confirm|verif/.test(t),
  },
  {
    rule: 'oauth',
    title: 'Social sign-in unavailable',
    description: 'Social sign-in is not configured. Please use email/password or contact support.',
    matches: (t) => /oauth/.test(t),
  },
  {
    rule: 'email_rate_limit',
    title: 'Too many verification emails sent',
    description:
      'Please wait 15 minutes before requesting another verification email. Check your spam folder and try signing in if you already have an account.',
    matches: (t) => /email[ _]rate[ _]limit/.test(t),
  },
  {
    rule: 'rate_limit',
    title: 'Too many attempts',
    description: 'Please wait a moment before trying again. This helps keep your account secure.',
    matches: (t, s) => s === 429 || /rate[ _]limit|attempt|too many requests/.test(t),
  },
  {
    rule: 'timeout',
    title: 'Connection timeout',
    description: 'The request took too long. Please check your connection and try again.',
    matches: (t, s) => s === 504 || /time[ _]?out|timed out/.test(t),
  },
  {
    rule: 'invalid_credentials',
    title: 'Email or password incorrect',
    description: 'Please check your email and password and try again, or use "Forgot password?" to reset it.',
    matches: (t, s) => s === 400 || /invalid[ _]login|invalid[ _]credentials|invalid[ _]email[ _]or[ _]password/.test(t),
  },
  {
    rule: 'network',
    title: 'Connection problem',
    description: "We couldn't reach Atelier. Please check your connection and try again.",
    matches: (t, s) => s === 0 || /network|failed to fetch/.test(t),
  },
  {
    // Not in the spec's list: the app was opened at an address the server does not trust.
    rule: 'untrusted_origin',
    title: 'This address is not allowed',
    description: 'Open Atelier at its usual address and try again.',
    matches: (t) => /untrusted[ _]origin|invalid[ _]origin/.test(t),
  },
];

export const mapAuthError = (input: AuthErrorInput): AuthToast => {
  const text = `${input.message ?? ''} ${input.code ?? ''}`.toLowerCase();
  const status = input.status ?? null;
  const found = RULES.find((r) => r.matches(text, status));
  // The server names the address to use; say it rather than a generic line.
  if (found?.rule === 'untrusted_origin' && input.message && !/^invalid origin$/i.test(input.message.trim())) {
    return { rule: found.rule, title: found.title, description: input.message.trim() };
  }
  if (found) return { rule: found.rule, title: found.title, description: found.description };
  return {
    rule: 'unknown',
    title: 'Something went wrong',
    description: input.message?.trim() || 'Please try again in a moment.',
  };
};
