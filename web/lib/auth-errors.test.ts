import { describe, expect, it } from 'vitest';
import { mapAuthError } from './auth-errors.js';

describe('mapAuthError (product rules §8, in order)', () => {
  it.each([
    [{ message: 'This password appears in known data breaches (pwned).' }, 'breached', 'Choose a different password'],
    [{ message: 'leaked password' }, 'breached', 'Choose a different password'],
    [{ message: 'Password is compromised' }, 'breached', 'Choose a different password'],
    [{ message: 'Password too short', code: 'PASSWORD_TOO_SHORT' }, 'weak_password', 'Password needs to be stronger'],
    [{ message: 'Weak password' }, 'weak_password', 'Password needs to be stronger'],
    [{ message: 'User already exists. Use another email.' }, 'exists', 'Account already exists'],
    [{ message: 'User already registered' }, 'exists', 'Account already exists'],
    [{ message: 'Email not verified', code: 'EMAIL_NOT_VERIFIED', status: 403 }, 'unverified', 'Email verification required'],
    [{ message: 'Email not confirmed' }, 'unverified', 'Email verification required'],
    [{ message: 'Missing OAuth secret' }, 'oauth', 'Social sign-in unavailable'],
    [{ message: 'Email rate limit exceeded. Please wait.', status: 429 }, 'email_rate_limit', 'Too many verification emails sent'],
    [{ message: 'Too many attempts', status: 429 }, 'rate_limit', 'Too many attempts'],
    [{ message: '', status: 429 }, 'rate_limit', 'Too many attempts'],
    [{ message: 'Request timeout' }, 'timeout', 'Connection timeout'],
    [{ message: 'Gateway', status: 504 }, 'timeout', 'Connection timeout'],
    [{ message: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 }, 'invalid_credentials', 'Email or password incorrect'],
    [{ message: 'Invalid login credentials' }, 'invalid_credentials', 'Email or password incorrect'],
    [{ message: 'Bad body', status: 400 }, 'invalid_credentials', 'Email or password incorrect'],
    [{ message: 'Network error', status: 0 }, 'network', 'Connection problem'],
  ])('%o → %s', (input, rule, title) => {
    const toast = mapAuthError(input);
    expect(toast.rule).toBe(rule);
    expect(toast.title).toBe(title);
  });

  it('uses the spec texts', () => {
    expect(mapAuthError({ message: 'pwned' }).description).toBe(
      'This password appears in known data breaches. Please try a different, unique password for better security.',
    );
    expect(mapAuthError({ status: 429 }).description).toBe('Please wait a moment before trying again. This helps keep your account secure.');
    expect(mapAuthError({ message: 'invalid credentials' }).description.startsWith('Please check your email and password and try again, or use')).toBe(true);
  });

  describe('precedence', () => {
    it('breached beats weak, exists and rate limit', () => {
      expect(mapAuthError({ message: 'weak password found in breach', status: 429 }).rule).toBe('breached');
    });
    it('weak beats exists', () => {
      expect(mapAuthError({ message: 'password too short; user exists' }).rule).toBe('weak_password');
    });
    it('exists beats verification', () => {
      expect(mapAuthError({ message: 'already registered, please confirm email' }).rule).toBe('exists');
    });
    it('verification beats oauth and rate limit', () => {
      expect(mapAuthError({ message: 'verification email: oauth rate limit', status: 429 }).rule).toBe('unverified');
    });
    it('oauth beats email rate limit', () => {
      expect(mapAuthError({ message: 'oauth email rate limit' }).rule).toBe('oauth');
    });
    it('email rate limit beats the general rate limit', () => {
      expect(mapAuthError({ message: 'email rate limit', status: 429 }).rule).toBe('email_rate_limit');
    });
    it('rate limit beats timeout', () => {
      expect(mapAuthError({ message: 'timeout after attempt', status: 504 }).rule).toBe('rate_limit');
    });
    it('timeout beats invalid credentials', () => {
      expect(mapAuthError({ message: 'invalid credentials timeout', status: 400 }).rule).toBe('timeout');
    });
  });

  it('falls back to the message for anything else', () => {
    expect(mapAuthError({ message: 'Server exploded', status: 500 })).toEqual({ rule: 'unknown', title: 'Something went wrong', description: 'Server exploded' });
    expect(mapAuthError({}).rule).toBe('unknown');
  });

  it('names the address to use when the server refuses the page\'s origin', () => {
    const message = "This page's address is not allowed to act for your account. Open Atelier at http://localhost:3000 and try again.";
    expect(mapAuthError({ message, code: 'UNTRUSTED_ORIGIN', status: 403 })).toEqual({ rule: 'untrusted_origin', title: 'This address is not allowed', description: message });
    expect(mapAuthError({ message: 'Invalid origin', code: 'INVALID_ORIGIN', status: 403 }).description).toBe('Open Atelier at its usual address and try again.');
  });
});
