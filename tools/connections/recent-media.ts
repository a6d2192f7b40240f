/**
 * The connected account's first 5 recent posts, for the analyses (product rules §9: the Instagram analysis
 * uses the first 5 recent post images). Stored posts younger than an hour are used as they are;
 * older ones are fetched again with the stored token (an Instagram token at least 24 h old is
 * refreshed first, for another 60 days). Any failure falls back to what is stored; not connected: [].
 */
import { eq } from 'drizzle-orm';
import { instagramCredentials } from '../../server/db/schema.js';
import type { UserToolContext } from '../types.js';
import { fetchRecentMedia, mediaSchema, refreshInstagramToken, RECENT_MEDIA_LIMIT, type Media } from './meta-client.js';
import { mergeConnectionData, readConnectionData, readCredential, TOKEN_LIFETIME_MS } from './store.js';
import { decryptToken, encryptToken } from './token-crypto.js';

export interface RecentMedia {
  id: string;
  caption: string | null;
  media_url: string | null;
  timestamp: string | null;
}

/** How long fetched posts are reused before asking Meta again. */
export const MEDIA_FRESH_MS = 60 * 60 * 1000;
/** Instagram refuses to refresh a token younger than 24 hours. */
export const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

const storedMedia = (data: Record<string, unknown> | null): Media[] => {
  const list = data?.['recent_media'];
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const parsed = mediaSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
};

const shape = (media: readonly Media[]): RecentMedia[] => media.slice(0, RECENT_MEDIA_LIMIT).map((m) => ({
  id: m.id, caption: m.caption ?? null, media_url: m.media_url ?? null, timestamp: m.timestamp ?? null,
}));

export const recentInstagramMedia = async (ctx: UserToolContext): Promise<RecentMedia[]> => {
  const [credential, data] = await Promise.all([readCredential(ctx), readConnectionData(ctx)]);
  if (!credential) return [];
  const stored = storedMedia(data);
  const now = ctx.now();
  const fetchedAt = typeof data?.['media_fetched_at'] === 'string' ? Date.parse(data['media_fetched_at']) : NaN;
  const settings = ctx.connections;
  const fresh = Number.isFinite(fetchedAt) && now.getTime() - fetchedAt < MEDIA_FRESH_MS;
  if (fresh || !settings?.meta || credential.expiresAt <= now) return shape(stored);
  try {
    let token = decryptToken(settings.tokenKey, credential.accessTokenEncrypted, ctx.userId);
    const provider = credential.source === 'facebook_oauth' ? 'facebook' : 'instagram';
    if (provider === 'instagram' && now.getTime() - credential.updatedAt.getTime() >= REFRESH_AFTER_MS) {
      const refreshed = await refreshInstagramToken(settings, token);
      token = refreshed.accessToken;
      const expiresAt = new Date(now.getTime() + Math.min((refreshed.expiresIn ?? Infinity) * 1000, TOKEN_LIFETIME_MS));
      await ctx.db.update(instagramCredentials)
        .set({ accessTokenEncrypted: encryptToken(settings.tokenKey, token, ctx.userId), expiresAt, updatedAt: now })
        .where(eq(instagramCredentials.id, credential.id));
    }
    const owner = provider === 'instagram' ? 'me' : credential.instagramUserId;
    const media = await fetchRecentMedia(settings, provider, token, owner);
    await mergeConnectionData(ctx.db, ctx.userId, { recent_media: media, media_fetched_at: now.toISOString() }, now);
    return shape(media);
  } catch (error) {
    ctx.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'could not refresh Instagram media; using the stored posts');
    return shape(stored);
  }
};
