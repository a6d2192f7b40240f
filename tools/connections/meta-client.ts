/**
 * The Meta client (product rules §7 instagram-api-connector): authorization URLs, code exchange, long-lived
 * tokens and their refresh, the profile and the first recent posts, for Instagram Login
 * (graph.instagram.com) and Facebook Login (graph.facebook.com, the Instagram account linked to a
 * Page). Hosts come from configuration (META_BASE_URL), so tests and development run this same code
 * against the simulator under /dev/meta. Every answer is checked with zod before it is used.
 */
import { z } from 'zod';
import type { ConnectionsSettings } from '../types.js';

export const PROVIDERS = ['instagram', 'facebook'] as const;
export type Provider = (typeof PROVIDERS)[number];
export const PROVIDER_LABEL: Record<Provider, 'Instagram' | 'Facebook'> = { instagram: 'Instagram', facebook: 'Facebook' };

export const FACEBOOK_GRAPH_VERSION = 'v21.0';
/** Product rules §9: the analysis uses the first 5 recent posts. */
export const RECENT_MEDIA_LIMIT = 5;
const MEDIA_FIELDS = 'id,caption,media_type,media_url,permalink,timestamp';
const REQUEST_TIMEOUT_MS = 10_000;

export type MetaApp = NonNullable<ConnectionsSettings['meta']>;

/** A Meta call that failed: the provider said no, answered something unexpected, or did not answer. */
export class MetaError extends Error {
  override name = 'MetaError';
  constructor(message: string, readonly status: number | null = null) {
    super(message);
  }
}

export const hostUrl = (meta: MetaApp, host: string): string => (meta.baseUrl ? `${meta.baseUrl.replace(/\/$/, '')}/${host}` : `https://${host}`);

export const authorizationUrl = (meta: MetaApp, provider: Provider, opts: { redirectUri: string; state: string }): string => {
  const url = provider === 'instagram'
    ? new URL(`${hostUrl(meta, 'www.instagram.com')}/oauth/authorize`)
    : new URL(`${hostUrl(meta, 'www.facebook.com')}/${FACEBOOK_GRAPH_VERSION}/dialog/oauth`);
  url.searchParams.set('client_id', meta.appId);
  url.searchParams.set('redirect_uri', opts.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', provider === 'instagram' ? 'instagram_business_basic' : 'public_profile,pages_show_list,instagram_basic');
  url.searchParams.set('state', opts.state);
  return url.toString();
};

const metaErrorSchema = z.object({
  error: z.union([z.string(), z.object({ message: z.string().optional(), type: z.string().optional() })]).optional(),
  error_message: z.string().optional(),
  error_description: z.string().optional(),
});

const describeFailure = (body: unknown, status: number): string => {
  const parsed = metaErrorSchema.safeParse(body);
  if (parsed.success) {
    const { error, error_message: errorMessage, error_description: description } = parsed.data;
    const text = errorMessage ?? description ?? (typeof error === 'string' ? error : error?.message);
    if (text) return text.slice(0, 300);
  }
  return `Meta answered ${status}`;
};

const call = async <S extends z.ZodType>(settings: ConnectionsSettings, url: URL | string, schema: S, init: RequestInit = {}): Promise<z.output<S>> => {
  let res: Response;
  try {
    res = await settings.fetch(url.toString(), { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch {
    throw new MetaError('Meta could not be reached.');
  }
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    throw new MetaError(`Meta answered ${res.status} with something that is not JSON.`, res.status);
  }
  if (!res.ok) throw new MetaError(describeFailure(body, res.status), res.status);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new MetaError('Meta answered in an unexpected shape.', res.status);
  return parsed.data;
};

const requireMeta = (settings: ConnectionsSettings): MetaApp => {
  if (!settings.meta) throw new MetaError('No Meta app is configured.');
  return settings.meta;
};

const shortTokenSchema = z.object({ access_token: z.string().min(1).max(4096), user_id: z.union([z.string(), z.number()]).optional() });
/** Instagram sometimes wraps the short-lived token in `data[]`, sometimes answers flat. */
const instagramShortSchema = z.union([shortTokenSchema, z.object({ data: z.array(shortTokenSchema).min(1) })])
  .transform((v) => ('data' in v ? v.data[0]! : v));
const longTokenSchema = z.object({
  access_token: z.string().min(1).max(4096),
  expires_in: z.number().int().positive().max(10 * 365 * 24 * 3600).optional(),
});

export interface ExchangedToken {
  accessToken: string;
  /** Seconds the long-lived token lives, when Meta said. */
  expiresIn: number | null;
}

/** Authorization code → long-lived token (short-lived first, then the exchange). */
export const exchangeCode = async (settings: ConnectionsSettings, provider: Provider, opts: { code: string; redirectUri: string }): Promise<ExchangedToken> => {
  const meta = requireMeta(settings);
  // Instagram appends `#_` to the code it returns.
  const code = opts.code.replace(/#_$/, '');
  if (provider === 'instagram') {
    const form = new URLSearchParams({
      client_id: meta.appId, client_secret: meta.appSecret, grant_type: 'authorization_code', redirect_uri: opts.redirectUri, code,
    });
    const short = await call(settings, `${hostUrl(meta, 'api.instagram.com')}/oauth/access_token`, instagramShortSchema, {
      method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const url = new URL(`${hostUrl(meta, 'graph.instagram.com')}/access_token`);
    url.searchParams.set('grant_type', 'ig_exchange_token');
    url.searchParams.set('client_secret', meta.appSecret);
    url.searchParams.set('access_token', short.access_token);
    const long = await call(settings, url, longTokenSchema);
    return { accessToken: long.access_token, expiresIn: long.expires_in ?? null };
  }
  const graph = `${hostUrl(meta, 'graph.facebook.com')}/${FACEBOOK_GRAPH_VERSION}`;
  const shortUrl = new URL(`${graph}/oauth/access_token`);
  for (const [k, v] of Object.entries({ client_id: meta.appId, client_secret: meta.appSecret, redirect_uri: opts.redirectUri, code })) shortUrl.searchParams.set(k, v);
  const short = await call(settings, shortUrl, shortTokenSchema);
  const longUrl = new URL(`${graph}/oauth/access_token`);
  for (const [k, v] of Object.entries({ grant_type: 'fb_exchange_token', client_id: meta.appId, client_secret: meta.appSecret, fb_exchange_token: short.access_token })) longUrl.searchParams.set(k, v);
  const long = await call(settings, longUrl, longTokenSchema);
  return { accessToken: long.access_token, expiresIn: long.expires_in ?? null };
};

/** Instagram long-lived tokens refresh once at least 24 h old and unexpired (another 60 days). */
export const refreshInstagramToken = async (settings: ConnectionsSettings, accessToken: string): Promise<ExchangedToken> => {
  const meta = requireMeta(settings);
  const url = new URL(`${hostUrl(meta, 'graph.instagram.com')}/refresh_access_token`);
  url.searchParams.set('grant_type', 'ig_refresh_token');
  url.searchParams.set('access_token', accessToken);
  const long = await call(settings, url, longTokenSchema);
  return { accessToken: long.access_token, expiresIn: long.expires_in ?? null };
};

export const mediaSchema = z.object({
  id: z.string().min(1).max(100),
  caption: z.string().max(10_000).nullish(),
  media_type: z.string().max(40).nullish(),
  media_url: z.string().max(4096).nullish(),
  permalink: z.string().max(4096).nullish(),
  timestamp: z.string().max(40).nullish(),
});
export type Media = z.infer<typeof mediaSchema>;
const mediaListSchema = z.object({ data: z.array(mediaSchema).max(1000) });

export interface MetaProfile {
  /** The Instagram account's id (or the Facebook user's, when no Instagram account is linked). */
  id: string;
  username: string;
  /** Where recent media is read: 'me' for Instagram Login, the linked account's id for Facebook Login. */
  mediaOwner: string | null;
}

const instagramMeSchema = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  user_id: z.union([z.string(), z.number()]).optional(),
  username: z.string().min(1).max(100),
}).refine((v) => v.id !== undefined || v.user_id !== undefined, 'no id');
const facebookMeSchema = z.object({ id: z.string().min(1).max(100), name: z.string().max(200).optional() });
const facebookPagesSchema = z.object({
  data: z.array(z.object({
    instagram_business_account: z.object({ id: z.string().min(1).max(100), username: z.string().max(100).optional() }).optional(),
  })).max(500),
});

/** Who the token belongs to; also how a pasted token is verified. */
export const fetchProfile = async (settings: ConnectionsSettings, provider: Provider, accessToken: string): Promise<MetaProfile> => {
  const meta = requireMeta(settings);
  if (provider === 'instagram') {
    const url = new URL(`${hostUrl(meta, 'graph.instagram.com')}/me`);
    url.searchParams.set('fields', 'user_id,username');
    url.searchParams.set('access_token', accessToken);
    const me = await call(settings, url, instagramMeSchema);
    return { id: String(me.user_id ?? me.id), username: me.username, mediaOwner: 'me' };
  }
  const graph = `${hostUrl(meta, 'graph.facebook.com')}/${FACEBOOK_GRAPH_VERSION}`;
  const meUrl = new URL(`${graph}/me`);
  meUrl.searchParams.set('fields', 'id,name');
  meUrl.searchParams.set('access_token', accessToken);
  const me = await call(settings, meUrl, facebookMeSchema);
  const pagesUrl = new URL(`${graph}/me/accounts`);
  pagesUrl.searchParams.set('fields', 'instagram_business_account{id,username}');
  pagesUrl.searchParams.set('access_token', accessToken);
  const pages = await call(settings, pagesUrl, facebookPagesSchema);
  const linked = pages.data.find((p) => p.instagram_business_account)?.instagram_business_account;
  return linked
    ? { id: linked.id, username: linked.username ?? me.name ?? linked.id, mediaOwner: linked.id }
    : { id: me.id, username: me.name ?? me.id, mediaOwner: null };
};

/** The first RECENT_MEDIA_LIMIT posts, newest first. */
export const fetchRecentMedia = async (settings: ConnectionsSettings, provider: Provider, accessToken: string, owner: string | null): Promise<Media[]> => {
  const meta = requireMeta(settings);
  if (!owner) return [];
  const base = provider === 'instagram' ? hostUrl(meta, 'graph.instagram.com') : `${hostUrl(meta, 'graph.facebook.com')}/${FACEBOOK_GRAPH_VERSION}`;
  if (!/^(me|\d{1,40})$/.test(owner)) throw new MetaError('Meta named an account id in an unexpected shape.');
  const url = new URL(`${base}/${owner}/media`);
  url.searchParams.set('fields', MEDIA_FIELDS);
  url.searchParams.set('limit', String(RECENT_MEDIA_LIMIT));
  url.searchParams.set('access_token', accessToken);
  const list = await call(settings, url, mediaListSchema);
  return list.data.slice(0, RECENT_MEDIA_LIMIT);
};
