/**
 * Atelier as the OAuth 2.1 authorization server of its own MCP door, through better-auth's MCP
 * plugin (@better-auth/mcp, built on @better-auth/oauth-provider): authorization code with PKCE
 * (S256 only, required of every client), refresh tokens with rotation, RFC 8414 metadata, RFC 9728
 * protected-resource metadata, RFC 7009 revocation, and access tokens bound to the /mcp resource.
 *
 * Clients identify themselves the way the current MCP profile asks, by a Client ID Metadata
 * Document (an https client_id whose URL serves the client's metadata: client-metadata.ts, on the
 * provider's own client-discovery seam), or, for older clients, through dynamic client
 * registration (RFC 7591, open: an MCP client on a laptop has nobody to ask for an initial token).
 * Registration alone grants nothing: a client gets a token only after the shopper consents on
 * /consent, and PKCE is required of public and confidential clients alike.
 *
 * Access tokens are opaque and stored hashed (`oauth_access_tokens`), not JWTs: a grant revoked on
 * the Connected apps page must stop working at the next call, not when a signed token expires.
 */
import { mcp } from '@better-auth/mcp';
import { createAuthMiddleware } from 'better-auth/api';
import type { Config } from '../config.js';
import { clientMetadataDiscovery, fetchMetadataDocument, type MetadataDocumentFetch } from './client-metadata.js';
import {
  oauthAccessTokens, oauthClientAssertions, oauthClientResources, oauthClients, oauthConsents, oauthRefreshTokens, oauthResources,
} from '../db/schema.js';

/** What a shopper can grant an MCP client: the same two scopes as a personal access token. */
export const MCP_SCOPES = ['read', 'read-write'] as const;
export type McpScope = (typeof MCP_SCOPES)[number];
/** Lets a client keep working after the hour an access token lasts, without asking again. */
export const OFFLINE_SCOPE = 'offline_access';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;

/** The protected resource: the MCP endpoint itself, as RFC 8707 and RFC 9728 name it. */
export const mcpResource = (publicUrl: string) => `${publicUrl}/mcp`;
export const protectedResourceMetadataUrl = (publicUrl: string) => `${publicUrl}/.well-known/oauth-protected-resource/mcp`;

/** The provider's models, for the drizzle adapter's schema map (auth.ts). */
export const oauthSchema = {
  oauthClient: oauthClients,
  oauthResource: oauthResources,
  oauthClientResource: oauthClientResources,
  oauthRefreshToken: oauthRefreshTokens,
  oauthAccessToken: oauthAccessTokens,
  oauthConsent: oauthConsents,
  oauthClientAssertion: oauthClientAssertions,
};

/** A redirect URI only a program on the shopper's own machine can receive: loopback http, or an app's own scheme. */
const isNativeRedirect = (uri: unknown) => {
  if (typeof uri !== 'string') return false;
  try {
    const url = new URL(uri);
    if (url.protocol === 'http:') return url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
    return url.protocol !== 'https:' && url.protocol !== 'javascript:' && url.protocol !== 'data:';
  } catch {
    return false;
  }
};

/**
 * Desktop MCP clients register loopback redirect URIs (RFC 8252) without saying
 * `application_type: native`; OpenID registration then assumes `web`, which may not use loopback,
 * and every such client would be refused. A registration whose redirect URIs are all native-only
 * is registered as native; every other check (PKCE, exact redirect match) is the provider's.
 */
const nativeByDefault = {
  matcher: (ctx: { path?: string }) => ctx.path === '/oauth2/register',
  handler: createAuthMiddleware(async (ctx) => {
    const body = ctx.body as Record<string, unknown> | undefined;
    if (!body || body.application_type !== undefined) return;
    const uris = body.redirect_uris;
    if (!Array.isArray(uris) || !uris.length || !uris.every(isNativeRedirect)) return;
    return { context: { body: { ...body, application_type: 'native' } } };
  }),
};

/**
 * Where the server may fetch a client's metadata document from: the same rule as link previews
 * (public addresses only; in tests loopback only, so a test never reaches out).
 */
const metadataFetchScope = (config: Pick<Config, 'ALLOW_PRIVATE_FETCH' | 'NODE_ENV'>) =>
  config.ALLOW_PRIVATE_FETCH ? 'private' as const : config.NODE_ENV === 'test' ? 'loopback' as const : 'public' as const;

export interface McpAuthorizationDeps {
  /** How client metadata documents are fetched; tests hand in their own documents. */
  fetchClientMetadata?: MetadataDocumentFetch;
}

export const mcpAuthorization = (config: Pick<Config, 'PUBLIC_URL' | 'ALLOW_PRIVATE_FETCH' | 'NODE_ENV'>, deps: McpAuthorizationDeps = {}) => {
  const fetchDocument = deps.fetchClientMetadata ?? fetchMetadataDocument(metadataFetchScope(config));
  const plugin = mcp({
    resource: mcpResource(config.PUBLIC_URL),
    // The web app's pages: /auth signs in and sends the signed query back; /consent lists the scopes.
    loginPage: '/auth',
    consentPage: '/consent',
    scopes: [...MCP_SCOPES, OFFLINE_SCOPE],
    clientRegistrationDefaultScopes: [...MCP_SCOPES, OFFLINE_SCOPE],
    allowDynamicClientRegistration: true,
    allowUnauthenticatedClientRegistration: true,
    clientRegistrationRequirePKCE: true,
    disableJwtPlugin: true,
    // Shoppers' clients only: no machine-to-machine grant.
    grantTypes: ['authorization_code', 'refresh_token'],
    accessTokenExpiresIn: ACCESS_TOKEN_TTL_SECONDS,
    // The provider lets any signed-in user manage clients and resources unless told otherwise.
    // Shoppers manage none: apps register themselves, and the one resource is configured here.
    clientPrivileges: () => false,
    resourcePrivileges: () => false,
    extensions: [{ clientDiscovery: clientMetadataDiscovery({ fetchDocument }) }],
  });
  return { ...plugin, hooks: { ...plugin.hooks, before: [nativeByDefault, ...(plugin.hooks?.before ?? [])] } };
};


/** The widest scope granted: read-write wins over read; nothing usable → null. */
export const effectiveScope = (scopes: readonly string[]): McpScope | null =>
  scopes.includes('read-write') ? 'read-write' : scopes.includes('read') ? 'read' : null;
