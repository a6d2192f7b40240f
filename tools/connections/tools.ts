/**
 * Instagram and Facebook connections (product rules §4 OAuth callback, Bridge, Token form; §5 Instagram token
 * and OAuth callback rules; §7 instagram-api-connector, instagram-credential-manager,
 * log_oauth_security_event). HTTP and code doors only: connecting an account is not for the chat.
 *
 * authorize → the browser goes to Meta with a random state bound to the signed-in shopper → Meta
 * returns to /auth/<provider>/callback (or, for another trusted origin, /auth/instagram/bridge, which
 * asks `connections.bridge` where to relay) → the callback page calls `complete`, which checks the
 * state, exchanges the code, and stores the token encrypted with the profile and recent posts.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lte, notInArray, or } from 'drizzle-orm';
import { z } from 'zod';
import { instagramCredentials, oauthStates, userSocialConnections } from '../../server/db/schema.js';
import { defineTool, ToolError, type ConnectionsSettings, type ToolContext, type UserToolContext } from '../types.js';
import {
  authorizationUrl, exchangeCode, fetchProfile, fetchRecentMedia, MetaError, PROVIDER_LABEL, PROVIDERS, RECENT_MEDIA_LIMIT, type Provider,
} from './meta-client.js';
import { connectionsListOutputSchema } from './contracts.js';
import { logOauthEvent, readConnectionData, readCredential, saveConnection, TOKEN_LIFETIME_MS } from './store.js';

/** How long a handed-out state may come back (Meta's code itself lasts 1 hour). */
export const STATE_TTL_MS = 10 * 60 * 1000;
/** Pending states kept per shopper (several tabs mid-flow at once). */
export const MAX_PENDING_STATES = 5;

export const MESSAGES = {
  missingState: 'Missing security state parameter',
  invalidState: 'Invalid security state parameter',
  tokenRequired: 'Please enter your Instagram access token.',
  bridgeFailed: 'Failed to process Instagram authorization',
  authorizationFailed: (p: Provider, error: string) => `${PROVIDER_LABEL[p]} authorization failed: ${error}`,
  noCode: (p: Provider) => `No authorization code received from ${PROVIDER_LABEL[p]}`,
  notConfigured: (p: Provider) => `${PROVIDER_LABEL[p]} App ID not configured. Please contact support.`,
  connectionFailed: (p: Provider) => `Failed to connect ${PROVIDER_LABEL[p]} account. Please try again.`,
} as const;

const providerSchema = z.enum(PROVIDERS);

const settingsOf = (ctx: ToolContext): ConnectionsSettings => {
  if (!ctx.connections) throw new ToolError('conflict', 'Connections are not configured on this server.');
  return ctx.connections;
};

export const callbackUri = (publicUrl: string, provider: Provider) => `${publicUrl}/auth/${provider}/callback`;
export const bridgeUri = (publicUrl: string) => `${publicUrl}/auth/instagram/bridge`;

/** Instagram returns to the bridge when the flow started on another trusted origin than PUBLIC_URL. */
const redirectUriFor = (settings: ConnectionsSettings, provider: Provider, returnOrigin: string | null) =>
  provider === 'instagram' && returnOrigin && returnOrigin !== new URL(settings.publicUrl).origin
    ? bridgeUri(settings.publicUrl)
    : callbackUri(settings.publicUrl, provider);

export const connectionsAuthorize = defineTool({
  name: 'connections.authorize',
  description: 'Start connecting Instagram or Facebook: a Meta authorization URL with a fresh state bound to the shopper.',
  auth: 'user',
  chatDoor: false,
  effect: 'change',
  input: z.strictObject({
    provider: providerSchema,
    /** The page's origin; a trusted origin other than PUBLIC_URL gets the code through the bridge. */
    return_origin: z.string().max(300).optional(),
  }),
  output: z.strictObject({ auth_url: z.url(), state: z.string(), expires_at: z.iso.datetime() }),
  async execute(input, ctx) {
    const settings = settingsOf(ctx);
    if (!settings.meta) throw new ToolError('conflict', MESSAGES.notConfigured(input.provider));
    let returnOrigin: string | null = null;
    if (input.return_origin) {
      const origin = URL.canParse(input.return_origin) ? new URL(input.return_origin).origin : null;
      if (!origin || !settings.trustedOrigins.includes(origin)) {
        throw new ToolError('invalid_input', 'This page\'s address may not receive the authorization. Open Atelier at its usual address and try again.');
      }
      returnOrigin = origin;
    }
    const now = ctx.now();
    const state = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + STATE_TTL_MS);
    // Spent and stale states of this shopper go; the new one is the only one they need.
    await ctx.db.transaction(async (tx) => {
      await tx.delete(oauthStates).where(and(eq(oauthStates.userId, ctx.userId), or(isNotNull(oauthStates.consumedAt), lte(oauthStates.expiresAt, now))));
      await tx.insert(oauthStates).values({ state, userId: ctx.userId, provider: input.provider, returnOrigin, expiresAt, createdAt: now });
      // A few tabs may be mid-flow at once; older pending states beyond that are dropped.
      await tx.delete(oauthStates).where(and(eq(oauthStates.userId, ctx.userId), notInArray(oauthStates.id,
        tx.select({ id: oauthStates.id }).from(oauthStates).where(eq(oauthStates.userId, ctx.userId))
          .orderBy(desc(oauthStates.createdAt)).limit(MAX_PENDING_STATES))));
    });
    return {
      auth_url: authorizationUrl(settings.meta, input.provider, { redirectUri: redirectUriFor(settings, input.provider, returnOrigin), state }),
      state,
      expires_at: expiresAt.toISOString(),
    };
  },
});

const completeInput = z.strictObject({
  provider: providerSchema,
  code: z.string().max(2048).optional(),
  state: z.string().max(500).optional(),
  /** Meta's error parameters, when the shopper denied consent or Meta refused. */
  error: z.string().max(500).optional(),
  error_description: z.string().max(1000).optional(),
  /** The browser's own check against sessionStorage (product rules §5): false fails like a forged state. */
  browser_state_matches: z.boolean().optional(),
});

/** Why a state was refused, for the security event (the shopper sees one message for all). */
const stateRefusal = async (ctx: UserToolContext, state: string, provider: Provider, now: Date): Promise<string> => {
  const [row] = await ctx.db.select().from(oauthStates).where(eq(oauthStates.state, state)).limit(1);
  if (!row) return 'unknown';
  if (row.userId !== ctx.userId) return 'other_user';
  if (row.provider !== provider) return 'other_provider';
  if (row.consumedAt) return 'already_used';
  if (row.expiresAt <= now) return 'expired';
  return 'unknown';
};

export const connectionsComplete = defineTool({
  name: 'connections.complete',
  description: 'Finish an Instagram or Facebook authorization: check the state, exchange the code, store the token encrypted.',
  auth: 'user',
  chatDoor: false,
  effect: 'change',
  input: completeInput,
  output: z.strictObject({
    provider: providerSchema,
    username: z.string().nullable(),
    media_count: z.number().int().min(0),
    expires_at: z.iso.datetime(),
  }),
  async execute(input, ctx) {
    const settings = settingsOf(ctx);
    const { provider } = input;
    if (input.error) {
      await logOauthEvent(ctx, 'oauth_authorization_failed', provider, { error: input.error, error_description: input.error_description ?? null });
      throw new ToolError('invalid_input', MESSAGES.authorizationFailed(provider, input.error));
    }
    if (!input.code) {
      await logOauthEvent(ctx, 'oauth_authorization_failed', provider, { reason: 'no_code' });
      throw new ToolError('invalid_input', MESSAGES.noCode(provider));
    }
    if (!input.state) {
      await logOauthEvent(ctx, 'oauth_missing_state', provider, {});
      throw new ToolError('invalid_input', MESSAGES.missingState);
    }
    if (input.browser_state_matches === false) {
      await logOauthEvent(ctx, 'oauth_invalid_state', provider, { reason: 'browser_state_mismatch' });
      throw new ToolError('invalid_input', MESSAGES.invalidState);
    }
    const now = ctx.now();
    // Taking the state is one statement: two callbacks racing with one state cannot both win.
    const [taken] = await ctx.db.update(oauthStates).set({ consumedAt: now })
      .where(and(eq(oauthStates.state, input.state), eq(oauthStates.userId, ctx.userId), eq(oauthStates.provider, provider),
        isNull(oauthStates.consumedAt), gt(oauthStates.expiresAt, now)))
      .returning({ returnOrigin: oauthStates.returnOrigin });
    if (!taken) {
      await logOauthEvent(ctx, 'oauth_invalid_state', provider, { reason: await stateRefusal(ctx, input.state, provider, now) });
      throw new ToolError('invalid_input', MESSAGES.invalidState);
    }
    if (!settings.meta) throw new ToolError('conflict', MESSAGES.notConfigured(provider));
    try {
      const redirectUri = redirectUriFor(settings, provider, taken.returnOrigin);
      const token = await exchangeCode(settings, provider, { code: input.code, redirectUri });
      const profile = await fetchProfile(settings, provider, token.accessToken);
      const media = await fetchRecentMedia(settings, provider, token.accessToken, profile.mediaOwner);
      const expiresAt = new Date(now.getTime() + Math.min(token.expiresIn ? token.expiresIn * 1000 : TOKEN_LIFETIME_MS, TOKEN_LIFETIME_MS));
      await saveConnection(ctx, settings.tokenKey, {
        token: token.accessToken, source: provider === 'instagram' ? 'instagram_oauth' : 'facebook_oauth',
        username: profile.username, instagramUserId: profile.mediaOwner ? profile.id : null, expiresAt,
        profile: { id: profile.id, username: profile.username, provider }, media,
      });
      await logOauthEvent(ctx, 'oauth_completed_successfully', provider, { username: profile.username, media_count: media.length });
      return { provider, username: profile.username, media_count: media.length, expires_at: expiresAt.toISOString() };
    } catch (error) {
      if (!(error instanceof MetaError)) throw error;
      await logOauthEvent(ctx, 'oauth_connection_failed', provider, { message: error.message, status: error.status });
      throw new ToolError('invalid_input', `${MESSAGES.connectionFailed(provider)} (${error.message})`);
    }
  },
});

export const connectionsBridge = defineTool({
  name: 'connections.bridge',
  description: 'Where the Instagram bridge relays a code: the callback on the trusted origin the state was issued for.',
  auth: 'public',
  chatDoor: false,
  effect: 'read',
  input: z.strictObject({
    state: z.string().max(500).optional(),
    code: z.string().max(2048).optional(),
    error: z.string().max(500).optional(),
    error_description: z.string().max(1000).optional(),
  }),
  output: z.strictObject({ redirect_url: z.url() }),
  async execute(input, ctx) {
    const settings = settingsOf(ctx);
    if (!input.state) throw new ToolError('invalid_input', MESSAGES.bridgeFailed);
    const [row] = await ctx.db.select({ returnOrigin: oauthStates.returnOrigin }).from(oauthStates)
      .where(and(eq(oauthStates.state, input.state), eq(oauthStates.provider, 'instagram'), isNull(oauthStates.consumedAt), gt(oauthStates.expiresAt, ctx.now())))
      .limit(1);
    // Only to an origin on today's allowlist, whatever was stored when the flow began.
    if (!row?.returnOrigin || !settings.trustedOrigins.includes(row.returnOrigin)) throw new ToolError('invalid_input', MESSAGES.bridgeFailed);
    const target = new URL('/auth/instagram/callback', row.returnOrigin);
    for (const key of ['code', 'state', 'error', 'error_description'] as const) {
      const value = input[key];
      if (value) target.searchParams.set(key, value);
    }
    return { redirect_url: target.toString() };
  },
});

export const connectionsList = defineTool({
  name: 'connections.list',
  description: 'The shopper\'s connected social accounts with status (connected or expired); never a token.',
  auth: 'user',
  chatDoor: false,
  effect: 'read',
  input: z.strictObject({}),
  output: connectionsListOutputSchema,
  async execute(_input, ctx) {
    const settings = ctx.connections;
    const [credential, data] = await Promise.all([readCredential(ctx), readConnectionData(ctx)]);
    const media = Array.isArray(data?.['recent_media']) ? (data['recent_media'] as unknown[]).length : 0;
    const publicUrl = settings?.publicUrl ?? '';
    return {
      connections: credential ? [{
        platform: 'instagram' as const,
        handle: credential.username,
        via: credential.source,
        status: credential.expiresAt > ctx.now() ? 'connected' as const : 'expired' as const,
        connected_at: credential.updatedAt.toISOString(),
        expires_at: credential.expiresAt.toISOString(),
        media_count: Math.min(media, RECENT_MEDIA_LIMIT),
        synced_at: typeof data?.['media_fetched_at'] === 'string' && !Number.isNaN(Date.parse(data['media_fetched_at']))
          ? new Date(data['media_fetched_at']).toISOString() : null,
      }] : [],
      meta: !settings?.meta ? 'missing' as const : settings.meta.simulated ? 'simulated' as const : 'configured' as const,
      redirect_uris: {
        instagram: [callbackUri(publicUrl, 'instagram'), bridgeUri(publicUrl)],
        facebook: [callbackUri(publicUrl, 'facebook')],
      },
    };
  },
});

export const connectionsDisconnect = defineTool({
  name: 'connections.disconnect',
  description: 'Disconnect Instagram: deletes the stored token, the stored profile and posts, and pending authorizations.',
  auth: 'user',
  chatDoor: false,
  effect: 'delete',
  input: z.strictObject({ platform: z.literal('instagram') }),
  output: z.strictObject({ disconnected: z.boolean() }),
  async execute(_input, ctx) {
    return ctx.db.transaction(async (tx) => {
      const tokens = await tx.delete(instagramCredentials).where(eq(instagramCredentials.userId, ctx.userId)).returning({ id: instagramCredentials.id });
      const rows = await tx.delete(userSocialConnections)
        .where(and(eq(userSocialConnections.userId, ctx.userId), eq(userSocialConnections.platform, 'instagram')))
        .returning({ id: userSocialConnections.id });
      await tx.delete(oauthStates).where(eq(oauthStates.userId, ctx.userId));
      return { disconnected: tokens.length + rows.length > 0 };
    });
  },
});

export const connectionsSaveToken = defineTool({
  name: 'connections.saveToken',
  description: 'Save an Instagram access token pasted by the shopper: verified against Instagram, stored encrypted for 60 days.',
  auth: 'user',
  chatDoor: false,
  effect: 'change',
  input: z.strictObject({ access_token: z.string().max(4096) }),
  output: z.strictObject({ username: z.string().nullable(), verified: z.boolean(), expires_at: z.iso.datetime() }),
  async execute(input, ctx) {
    const token = input.access_token.trim();
    if (!token) throw new ToolError('invalid_input', MESSAGES.tokenRequired);
    if (/\s/.test(token)) throw new ToolError('invalid_input', 'An Instagram access token has no spaces or line breaks.');
    const settings = settingsOf(ctx);
    const expiresAt = new Date(ctx.now().getTime() + TOKEN_LIFETIME_MS);
    if (!settings.meta) {
      // No Meta app to ask: kept as given, marked unverified.
      await saveConnection(ctx, settings.tokenKey, { token, source: 'pasted', username: null, instagramUserId: null, expiresAt, profile: { verified: false }, media: null });
      return { username: null, verified: false, expires_at: expiresAt.toISOString() };
    }
    let profile;
    try {
      profile = await fetchProfile(settings, 'instagram', token);
    } catch (error) {
      if (error instanceof MetaError) throw new ToolError('invalid_input', `Instagram did not accept this token: ${error.message}`);
      throw error;
    }
    const media = await fetchRecentMedia(settings, 'instagram', token, profile.mediaOwner).catch((error: unknown) => {
      if (error instanceof MetaError) return null;
      throw error;
    });
    await saveConnection(ctx, settings.tokenKey, {
      token, source: 'pasted', username: profile.username, instagramUserId: profile.id, expiresAt,
      profile: { id: profile.id, username: profile.username, provider: 'instagram', verified: true }, media,
    });
    return { username: profile.username, verified: true, expires_at: expiresAt.toISOString() };
  },
});

export const connectionTools = [
  connectionsAuthorize, connectionsComplete, connectionsBridge, connectionsList, connectionsDisconnect, connectionsSaveToken,
] as const;
