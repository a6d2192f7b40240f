import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES, GENERATED_PASSWORD_LENGTH, PASSWORD_GENERATOR_ALPHABET, generateStrongPassword, isValidEmail, passwordProblem,
} from './rules.js';

describe('email shape', () => {
  it.each(['a@b.co', 'shopper.one+tag@example.com', 'x@y.z'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', '@b.co', 'a@.co', 'a b@c.de', 'a@b.c ', 'a@b.', 'a@@b.co'])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('password rules', () => {
  it('needs 8 characters', () => {
    expect(passwordProblem('Ab1!')).toBe(ACCOUNT_MESSAGES.passwordTooShort);
    expect(passwordProblem('Abcdefg')).toBe(ACCOUNT_MESSAGES.passwordTooShort);
  });
  it('needs two of lowercase, uppercase, digit, symbol', () => {
    expect(passwordProblem('abcdefgh')).toBe(ACCOUNT_MESSAGES.passwordTooSimple);
    expect(passwordProblem('ABCDEFGH')).toBe(ACCOUNT_MESSAGES.passwordTooSimple);
    expect(passwordProblem('12345678')).toBe(ACCOUNT_MESSAGES.passwordTooSimple);
    expect(passwordProblem('!!!!!!!!')).toBe(ACCOUNT_MESSAGES.passwordTooSimple);
    expect(passwordProblem('abcdefg1')).toBeNull();
    expect(passwordProblem('abcdefg!')).toBeNull();
    expect(passwordProblem('ABCDEFG1')).toBeNull();
    expect(passwordProblem('Abcdefgh')).toBeNull();
  });
});

describe('strong password generator', () => {
  it('makes 16 characters from the allowed alphabet that pass the rules', () => {
    for (let i = 0; i < 50; i++) {
      const password = generateStrongPassword();
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect([...password].every((ch) => PASSWORD_GENERATOR_ALPHABET.includes(ch))).toBe(true);
      expect(passwordProblem(password)).toBeNull();
    }
  });
  it('skips biased bytes and retries a password that breaks the rules', () => {
    // First draw: all 'a' (one class, refused); second draw: alternating 'a' and '0'.
    let call = 0;
    const bytes = (n: number) => {
      call += 1;
      return Uint8Array.from({ length: n }, (_, i) => (i === 0 ? 255 : call === 1 ? 26 : i % 2 ? 52 : 26));
    };
    const password = generateStrongPassword(bytes);
    expect(password).toMatch(/^[a0]{16}$/);
    expect(passwordProblem(password)).toBeNull();
  });
});
