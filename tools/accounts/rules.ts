/**
 * Account validation rules (product rules §5), pure so the web form and the server enforce the same thing.
 * The breached-password list is deliberately not here: it is large and stays on the server.
 */

/** Text, an at-sign, text, a dot and text, with no spaces anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MIN_PASSWORD_LENGTH = 8;
/** better-auth's own ceiling; longer inputs are refused before hashing. */
export const MAX_PASSWORD_LENGTH = 128;

export const ACCOUNT_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooSimple: 'Password should include letters, numbers, or symbols',
  passwordLooksGood: 'Password looks good!',
} as const;

export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email);

export const passwordClasses = (password: string): number =>
  [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((re) => re.test(password)).length;

/** The first rule the password breaks, as the message the form shows, or null when it is valid. */
export const passwordProblem = (password: string): string | null => {
  if (password.length < MIN_PASSWORD_LENGTH) return ACCOUNT_MESSAGES.passwordTooShort;
  if (passwordClasses(password) < 2) return ACCOUNT_MESSAGES.passwordTooSimple;
  return null;
};

export const isValidPassword = (password: string): boolean => passwordProblem(password) === null;

export const PASSWORD_GENERATOR_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%&*';
export const GENERATED_PASSWORD_LENGTH = 16;

/**
 * 'Suggest strong password': 16 characters from letters, digits and ! @ # $ % & *. Rejection
 * sampling keeps every character equally likely; `randomBytes` is injectable for tests.
 */
export const generateStrongPassword = (
  randomBytes: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
): string => {
  const alphabet = PASSWORD_GENERATOR_ALPHABET;
  const limit = 256 - (256 % alphabet.length);
  for (;;) {
    let out = '';
    while (out.length < GENERATED_PASSWORD_LENGTH) {
      for (const byte of randomBytes(GENERATED_PASSWORD_LENGTH * 2)) {
        if (byte < limit && out.length < GENERATED_PASSWORD_LENGTH) out += alphabet[byte % alphabet.length];
      }
    }
    // A generated password must itself pass the rules; with 16 chars this almost never loops.
    if (isValidPassword(out)) return out;
  }
};
