/**
 * The offline breached-password check: the ~49k most common leaked passwords from zxcvbn-ts's
 * common dictionary. Server-only, loaded once; the web never imports it.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

const commonPasswords = (): Set<string> => {
  common ??= new Set((dictionary['passwords-common'] as readonly string[]).map((p) => p.toLowerCase()));
  return common;
};

/**
 * Case-insensitive, because "Password1" is as guessable as "password1": attackers' lists try the
 * capitalised variants first.
 */
export const isBreachedPassword = (password: string): boolean => commonPasswords().has(password.toLowerCase());

export const BREACHED_PASSWORD_MESSAGE =
  'This password appears in breached password lists (pwned). Please choose a different, unique password.';
