/**
 * The resource server's half of OAuth: is this bearer an access token the provider issued for the
 * MCP door, still active? The provider's own validation answers (expiry, revocation, disabled
 * client, the browser session it was issued from), read in process through its API; this file
 * only adds what the door needs on top — the token must be bound to /mcp and carry a scope it knows.
 */
import { getOAuthProviderApi, type OAuthOptions, type Scope } from '@better-auth/oauth-provider';
import { z } from 'zod';
import type { Auth } from '../auth/auth.js';
import { effectiveScope, type McpScope } from './oauth.js';

export type OAuthTokenResult =
  | { ok: true; userId: string; clientId: string; scope: McpScope }
  | { ok: false; reason: 'unknown' | 'expired' | 'wrong_resource' | 'no_scope' };

/** The introspection payload (RFC 7662) fields the door reads. */
const introspection = z.object({
  active: z.boolean(),
  sub: z.string().optional(),
  client_id: z.string().optional(),
  scope: z.string().optional(),
  aud: z.union([z.string(), z.array(z.string())]).optional(),
});

export const createOAuthTokenVerifier = (auth: Auth, resource: string) => {
  let api: Promise<ReturnType<typeof getOAuthProviderApi>> | undefined;
  // The provider's API wants an endpoint context; validation reads only the auth context in it.
  const providerApi = () => (api ??= auth.$context.then((context) => {
    const plugin = context.getPlugin('oauth-provider') as { options?: OAuthOptions<Scope[]> } | undefined;
    if (!plugin?.options) throw new Error('The OAuth provider plugin is not installed.');
    return getOAuthProviderApi({ context } as unknown as Parameters<typeof getOAuthProviderApi>[0], plugin.options);
  }));

  return async (token: string): Promise<OAuthTokenResult> => {
    let raw: unknown;
    try {
      raw = await (await providerApi()).validateAccessToken(token);
    } catch {
      // The provider throws its invalid_token error for a token it never issued.
      return { ok: false, reason: 'unknown' };
    }
    const parsed = introspection.safeParse(raw);
    if (!parsed.success || !parsed.data.active || !parsed.data.sub || !parsed.data.client_id) return { ok: false, reason: 'expired' };
    const audiences = [parsed.data.aud ?? []].flat();
    if (!audiences.includes(resource)) return { ok: false, reason: 'wrong_resource' };
    const scope = effectiveScope((parsed.data.scope ?? '').split(' '));
    if (!scope) return { ok: false, reason: 'no_scope' };
    return { ok: true, userId: parsed.data.sub, clientId: parsed.data.client_id, scope };
  };
};

export type OAuthTokenVerifier = ReturnType<typeof createOAuthTokenVerifier>;
