/**
 * Stored social tokens are encrypted at rest (product rules §7 instagram-credential-manager "encrypt"):
 * AES-256-GCM from node:crypto under the key in configuration (TOKEN_ENCRYPTION_KEY or the key
 * generated into DATA_DIR). The stored text is `v1.<iv>.<tag>.<ciphertext>`, each part base64url; the
 * user id is bound in as additional data, so a ciphertext copied onto another shopper's row fails.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

export class TokenCryptoError extends Error {
  override name = 'TokenCryptoError';
}

const checkKey = (key: Uint8Array) => {
  if (key.length !== 32) throw new TokenCryptoError('The token key must be 32 bytes (AES-256).');
};

export const encryptToken = (key: Uint8Array, plain: string, userId: string): string => {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
};

/** The plain token; throws TokenCryptoError when the text was not made by encryptToken with this key and user. */
export const decryptToken = (key: Uint8Array, stored: string, userId: string): string => {
  checkKey(key);
  const [version, iv, tag, body, ...rest] = stored.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined || rest.length) throw new TokenCryptoError('Not an encrypted token.');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(userId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new TokenCryptoError('The stored token could not be decrypted (wrong key or tampered data).');
  }
};
