import { expect, it } from 'vitest';
import { parseRecoveryHash } from './recovery.js';

it('reads a recovery hash and refuses forged tokens', () => {
  expect(parseRecoveryHash('')).toBeNull();
  expect(parseRecoveryHash('#type=signup&token=abcdefgh12')).toBeNull();
  expect(parseRecoveryHash('#type=recovery&token=abcDEF123_-xyz')).toEqual({ token: 'abcDEF123_-xyz' });
  expect(parseRecoveryHash('#type=recovery')).toEqual({ token: null });
  expect(parseRecoveryHash('#type=recovery&token=<script>alert(1)</script>')).toEqual({ token: null });
  expect(parseRecoveryHash('#type=recovery&token=https://evil.example/x')).toEqual({ token: null });
});
