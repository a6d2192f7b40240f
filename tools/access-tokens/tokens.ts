/**
 * Personal access tokens for the MCP door: `atl_` and 43 base64url characters (32 random bytes).
 * Only the SHA-256 of a token is stored; the token itself is shown once, when it is created.
 */
import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_PREFIX = 'atl_';
/** `atl_` plus the first six random characters: enough to tell a shopper's tokens apart, far too few to guess one. */
export const SHOWN_PREFIX_CHARS = TOKEN_PREFIX.length + 6;
export const TOKEN_PATTERN = /^atl_[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export const newToken = (): { token: string; hash: string; prefix: string } => {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashToken(token), prefix: token.slice(0, SHOWN_PREFIX_CHARS) };
};

/** The token of an `Authorization: Bearer …` header, or null when the header holds no well-formed token. */
export const bearerToken = (header: string | undefined): string | null => {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  const token = match?.[1];
  return token && TOKEN_PATTERN.test(token) ? token : null;
};
