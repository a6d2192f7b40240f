/**
 * Who is calling the MCP door: a personal access token in `Authorization: Bearer …`, nothing else.
 * Cookies never count here. One indexed lookup by the token's hash; last_used_at is written at most
 * once a minute per token, so a busy client costs a read, not a write, per call.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { accountDeletions, personalAccessTokens } from '../db/schema.js';
import type { TokenScope } from '../../tools/access-tokens/contracts.js';
import { bearerToken, hashToken } from '../../tools/access-tokens/tokens.js';

export interface McpPrincipal {
  tokenId: string;
  userId: string;
  scope: TokenScope;
}

export type McpAuthResult =
  | { ok: true; principal: McpPrincipal }
  | { ok: false; reason: 'missing' | 'malformed' | 'unknown' | 'revoked' | 'deactivated' };

export const LAST_USED_RESOLUTION_MS = 60_000;

export const authenticateMcp = async (db: Database, authorization: string | undefined, now: Date): Promise<McpAuthResult> => {
  if (!authorization?.trim()) return { ok: false, reason: 'missing' };
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
  return { ok: true, principal: { tokenId: row.id, userId: row.userId, scope: row.scope } };
};

export const MCP_AUTH_MESSAGES: Record<Exclude<McpAuthResult, { ok: true }>['reason'], string> = {
  missing: 'The MCP door needs a personal access token: send "Authorization: Bearer atl_…". Create one on /style.',
  malformed: 'The Authorization header does not hold an Atelier token ("Bearer atl_…").',
  unknown: 'This token is not valid. Create a new one on /style.',
  revoked: 'This token has been revoked. Create a new one on /style.',
  deactivated: 'This account is being deleted; its tokens no longer work.',
};
