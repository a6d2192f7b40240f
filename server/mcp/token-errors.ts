/**
 * The token endpoint's errors as OAuth defines them. better-auth's provider answers a PKCE check
 * that fails with `401 invalid_request` ("code verification failed"); OAuth 2.1 and RFC 6749 §5.2
 * name a verifier that does not match the code's challenge `invalid_grant`, and allow 401 only for
 * `invalid_client` (every other token error is a 400). Clients branch on these codes — an MCP
 * client that sees `invalid_grant` starts the authorization again instead of reporting a bug — so
 * the answer is corrected here, as it leaves the provider, without touching how it decided.
 */
import { z } from 'zod';

/** The provider's token route, under the auth mount. */
export const TOKEN_PATH = '/oauth2/token';

/** RFC 6749 §5.2 and RFC 8707 §2 (invalid_target): the codes a token error may carry. */
const TOKEN_ERROR_CODES = new Set([
  'invalid_request', 'invalid_client', 'invalid_grant', 'unauthorized_client', 'unsupported_grant_type', 'invalid_scope', 'invalid_target',
]);

/**
 * Failures that are about the grant itself (the code and what it was bound to), which the provider
 * labels otherwise: a verifier that does not match the challenge, a verifier for a code issued
 * without PKCE, and a code whose shopper or browser session is gone.
 */
const GRANT_FAILURES = [/^code verification failed$/i, /PKCE was not used in authorization/i, /session no longer exists/i, /user may have been deleted/i];

const oauthErrorBody = z.looseObject({ error: z.string(), error_description: z.string().optional() });

export interface TokenError {
  status: number;
  error: string;
  error_description?: string;
}

/** What a token error from the provider should have been; null when it is already right. */
export const correctTokenError = (status: number, body: unknown): TokenError | null => {
  if (status < 400 || status >= 500) return null;
  const parsed = oauthErrorBody.safeParse(body);
  if (!parsed.success) return null;
  const { error, error_description: description } = parsed.data;
  const grantFailure = description !== undefined && GRANT_FAILURES.some((pattern) => pattern.test(description));
  const code = grantFailure || !TOKEN_ERROR_CODES.has(error) ? 'invalid_grant' : error;
  const correctStatus = code === 'invalid_client' ? status : 400;
  if (code === error && correctStatus === status) return null;
  return { status: correctStatus, error: code, ...(description !== undefined ? { error_description: description } : {}) };
};

/** The provider's token answer, with its error corrected where it strays from OAuth's. */
export const correctTokenResponse = async (response: Response): Promise<Response> => {
  if (response.status < 400 || response.status >= 500) return response;
  const body: unknown = await response.clone().json().catch(() => null);
  const corrected = correctTokenError(response.status, body);
  if (!corrected) return response;
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  // A 401 asks for client authentication (WWW-Authenticate); a 400 does not.
  if (corrected.status !== 401) headers.delete('www-authenticate');
  const { status, ...rest } = corrected;
  return new Response(JSON.stringify({ ...(body as object), ...rest }), { status, headers });
};
