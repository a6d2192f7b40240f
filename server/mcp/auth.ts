/**
 * Who is calling the MCP door: `Authorization: Bearer …` with a personal access token (`atl_…`) or
 * an OAuth access token the app issued to an MCP client after the shopper's consent (oauth.ts).
 * Cookies never count here. A personal token costs one indexed lookup by its hash; last_used_at is
 * written at most once a minute per token, so a busy client costs a read, not a write, per call.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { accountDeletions, personalAccessTokens } from '../db/schema.js';
import type { TokenScope } from '../../tools/access-tokens/contracts.js';
import { bearerToken, hashToken, TOKEN_PREFIX } from '../../tools/access-tokens/tokens.js';
import type { OAuthTokenVerifier } from './oauth-verify.js';

export interface McpPrincipal {
  /** The personal token's id, or `oauth:<client id>:<user id>` for an OAuth grant (the rate-limit key). */
  tokenId: string;
  userId: string;
  scope: TokenScope;
  kind: 'personal' | 'oauth';
}

export type McpAuthResult =
  | { ok: true; principal: McpPrincipal }
  | { ok: false; reason: 'missing' | 'malformed' | 'unknown' | 'revoked' | 'deactivated' | 'expired' | 'wrong_resource' };

/** An OAuth access token: anything the header carries that is not a personal token, within a sane length. */
const OAUTH_TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]{16,512}$/;
const oauthBearer = (header: string): string | null => {
  const token = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header)?.[1];
  return token && !token.startsWith(TOKEN_PREFIX) && OAUTH_TOKEN_PATTERN.test(token) ? token : null;
};

const isDeactivated = async (db: Database, userId: string) =>
  (await db.select({ userId: accountDeletions.userId }).from(accountDeletions).where(eq(accountDeletions.userId, userId))).length > 0;

export const LAST_USED_RESOLUTION_MS = 60_000;

export const authenticateMcp = async (db: Database, authorization: string | undefined, now: Date, verifyOAuth?: OAuthTokenVerifier): Promise<McpAuthResult> => {
  if (!authorization?.trim()) return { ok: false, reason: 'missing' };
  const oauthToken = verifyOAuth ? oauthBearer(authorization) : null;
  if (oauthToken && verifyOAuth) {
    const verified = await verifyOAuth(oauthToken);
    if (!verified.ok) return { ok: false, reason: verified.reason === 'no_scope' ? 'wrong_resource' : verified.reason };
    if (await isDeactivated(db, verified.userId)) return { ok: false, reason: 'deactivated' };
    return { ok: true, principal: { tokenId: `oauth:${verified.clientId}:${verified.userId}`, userId: verified.userId, scope: verified.scope, kind: 'oauth' } };
  }
  const token = bearerToken(authorization);
  if (!token) return { ok: false, reason: 'malformed' };
  const [row] = await db.select({
    id: personalAccessTokens.id,
    userId: personalAccessTokens.userId,
    scope: personalAccessTokens.scope,
    revokedAt: personalAccessTokens.revokedAt,
    lastUsedAt: personalAccessTokens.lastUsedAt,
    deletionRequestedAt: accountDeletions.requestedAt,
  }).from(personalAccessTokens)
    .leftJoin(accountDeletions, eq(accountDeletions.userId, personalAccessTokens.userId))
    .where(eq(personalAccessTokens.tokenHash, hashToken(token)));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.deletionRequestedAt) return { ok: false, reason: 'deactivated' };
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    await db.update(personalAccessTokens).set({ lastUsedAt: now })
      .where(and(eq(personalAccessTokens.id, row.id), isNull(personalAccessTokens.revokedAt),
        or(isNull(personalAccessTokens.lastUsedAt), lt(personalAccessTokens.lastUsedAt, stale))));
  }
  return { ok: true, principal: { tokenId: row.id, userId: row.userId, scope: row.scope, kind: 'personal' } };
};

export const MCP_AUTH_MESSAGES: Record<Exclude<McpAuthResult, { ok: true }>['reason'], string> = {
  missing: 'The MCP door needs an access token: connect through OAuth (see /.well-known/oauth-protected-resource/mcp), or send a personal access token from /account as "Authorization: Bearer atl_…".',
  malformed: 'The Authorization header does not hold an Atelier token.',
  unknown: 'This token is not valid. Connect again, or create a new personal token on /account.',
  revoked: 'This token has been revoked. Connect again, or create a new personal token on /account.',
  expired: 'This access token has expired or been revoked. Refresh it or connect again.',
  wrong_resource: 'This access token was not issued for the Atelier MCP server.',
  deactivated: 'This account is being deleted; its tokens no longer work.',
};
