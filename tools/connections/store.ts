/**
 * Where connections live: the encrypted token in instagram_credentials (one per shopper), the
 * profile and recent posts merged into user_social_connections.connection_data for 'instagram'
 * (other keys there, such as the scanner's fashion_accounts or the card's analyses, are kept), and
 * the OAuth security events in security_events.
 */
import { and, eq, sql } from 'drizzle-orm';
import { instagramCredentials, securityEvents, userSocialConnections } from '../../server/db/schema.js';
import type { ToolContext, UserToolContext } from '../types.js';
import type { Media, Provider } from './meta-client.js';
import { encryptToken } from './token-crypto.js';

/** Product rules §9: a saved Instagram token expires 60 days after saving. */
export const TOKEN_LIFETIME_MS = 60 * 24 * 60 * 60 * 1000;

export type CredentialSource = 'instagram_oauth' | 'facebook_oauth' | 'pasted';

export type OauthEventType =
  | 'oauth_authorization_failed'
  | 'oauth_missing_state'
  | 'oauth_invalid_state'
  | 'oauth_completed_successfully'
  | 'oauth_connection_failed';

/** Product rules §7 log_oauth_security_event (event_type, provider, user_id, details); never breaks the call. */
export const logOauthEvent = async (
  ctx: ToolContext, eventType: OauthEventType, provider: Provider, details: Record<string, unknown>,
): Promise<void> => {
  const severity = eventType === 'oauth_completed_successfully' ? 'low' : eventType === 'oauth_invalid_state' ? 'high' : 'medium';
  try {
    await ctx.db.insert(securityEvents).values({ eventType, provider, userId: ctx.userId, details, severity });
  } catch (error) {
    ctx.log.warn({ err: error, eventType }, 'could not write security event');
  }
};

export interface StoredConnection {
  token: string;
  source: CredentialSource;
  username: string | null;
  instagramUserId: string | null;
  /** When Meta says the token ends; else 60 days from now. */
  expiresAt: Date;
  profile: Record<string, unknown>;
  media: Media[] | null;
}

/** Replaces the shopper's token and merges the profile and media into the connection row, in one transaction. */
export const saveConnection = async (ctx: UserToolContext, key: Uint8Array, c: StoredConnection): Promise<void> => {
  const now = ctx.now();
  const encrypted = encryptToken(key, c.token, ctx.userId);
  const data: Record<string, unknown> = {
    username: c.username,
    instagram_user_id: c.instagramUserId,
    source: c.source,
    profile: c.profile,
    connected_at: now.toISOString(),
  };
  if (c.media) {
    data['recent_media'] = c.media;
    data['media_fetched_at'] = now.toISOString();
  }
  await ctx.db.transaction(async (tx) => {
    await tx.insert(instagramCredentials).values({
      userId: ctx.userId, instagramUserId: c.instagramUserId, username: c.username, source: c.source,
      accessTokenEncrypted: encrypted, expiresAt: c.expiresAt, createdAt: now, updatedAt: now,
    }).onConflictDoUpdate({
      target: instagramCredentials.userId,
      set: {
        instagramUserId: c.instagramUserId, username: c.username, source: c.source,
        accessTokenEncrypted: encrypted, expiresAt: c.expiresAt, createdAt: now, updatedAt: now,
      },
    });
    await mergeConnectionData(tx, ctx.userId, data, now);
  });
};

type Tx = Pick<UserToolContext['db'], 'insert'>;

/** jsonb `||` merges top-level keys: what other tools keep on the row stays. */
export const mergeConnectionData = async (db: Tx, userId: string, data: Record<string, unknown>, now: Date): Promise<void> => {
  await db.insert(userSocialConnections)
    .values({ userId, platform: 'instagram', connectionData: data, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [userSocialConnections.userId, userSocialConnections.platform],
      set: { connectionData: sql`${userSocialConnections.connectionData} || ${JSON.stringify(data)}::jsonb`, updatedAt: now },
    });
};

/** The shopper's one Instagram connection row. */
export const instagramConnectionOf = (userId: string) =>
  and(eq(userSocialConnections.userId, userId), eq(userSocialConnections.platform, 'instagram'));

type Reader = Pick<UserToolContext, 'db' | 'userId'>;

export const readCredential = async (ctx: Reader) => {
  const [row] = await ctx.db.select().from(instagramCredentials).where(eq(instagramCredentials.userId, ctx.userId)).limit(1);
  return row ?? null;
};

export const readConnectionData = async (ctx: Reader): Promise<Record<string, unknown> | null> => {
  const [row] = await ctx.db.select({ data: userSocialConnections.connectionData }).from(userSocialConnections)
    .where(instagramConnectionOf(ctx.userId)).limit(1);
  return row?.data ?? null;
};
