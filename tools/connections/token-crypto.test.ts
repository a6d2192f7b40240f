import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptToken, encryptToken, TokenCryptoError } from './token-crypto.js';

const key = randomBytes(32);

describe('token crypto (AES-256-GCM)', () => {
  it('round-trips, with a fresh IV each time, and the text never contains the token', () => {
    const token = 'IGQVJ-plain-token-1234567890';
    const a = encryptToken(key, token, 'user-1');
    const b = encryptToken(key, token, 'user-1');
    expect(a).not.toBe(b);
    expect(a).not.toContain(token);
    expect(a).not.toContain(Buffer.from(token).toString('base64url'));
    expect(decryptToken(key, a, 'user-1')).toBe(token);
  });

  it('refuses another key, another user, tampering and junk', () => {
    const text = encryptToken(key, 'secret', 'user-1');
    expect(() => decryptToken(randomBytes(32), text, 'user-1')).toThrow(TokenCryptoError);
    expect(() => decryptToken(key, text, 'user-2')).toThrow(TokenCryptoError);
    const [v, iv, tag, body] = text.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => decryptToken(key, [v, iv, tag, flipped.toString('base64url')].join('.'), 'user-1')).toThrow(TokenCryptoError);
    for (const junk of ['', 'secret', 'v1.a.b', 'v2.a.b.c']) expect(() => decryptToken(key, junk, 'user-1')).toThrow(TokenCryptoError);
    expect(() => encryptToken(randomBytes(16), 'x', 'u')).toThrow(TokenCryptoError);
  });
});
