/**
 * OAuth discovery at the site root, where MCP clients look for it:
 * - RFC 9728 protected-resource metadata for /mcp: `/.well-known/oauth-protected-resource/mcp`
 *   (and the bare `/.well-known/oauth-protected-resource`, which older clients try first);
 * - RFC 8414 authorization-server metadata for the issuer `PUBLIC_URL/api/auth`:
 *   `/.well-known/oauth-authorization-server/api/auth` (path-inserted, as RFC 8414 asks) and the
 *   bare `/.well-known/oauth-authorization-server`.
 * Both documents are written by better-auth's MCP plugin; these routes only hand it the request.
 * Cross-origin reads are allowed: a browser-based MCP client must be able to discover the server.
 */
import { Hono } from 'hono';
import type { Auth } from '../auth/auth.js';
import type { AppEnv } from '../http/env.js';

const RESOURCE_PATHS = ['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp'];
const SERVER_PATHS = ['/.well-known/oauth-authorization-server', '/.well-known/oauth-authorization-server/api/auth'];

export const oauthDiscoveryRoutes = (auth: Auth, publicUrl: string) => {
  const app = new Hono<AppEnv>();
  const forward = async (path: string) => {
    const response = await auth.handler(new Request(`${publicUrl}${path}`, { method: 'GET' }));
    const headers = new Headers(response.headers);
    headers.set('access-control-allow-origin', '*');
    return new Response(response.body, { status: response.status, headers });
  };
  for (const path of RESOURCE_PATHS) app.get(path, () => forward('/.well-known/oauth-protected-resource/mcp'));
  for (const path of SERVER_PATHS) app.get(path, () => forward('/.well-known/oauth-authorization-server/api/auth'));
  return app;
};
