import { describe, expect, it } from 'vitest';
import { correctTokenError, correctTokenResponse } from './token-errors.js';

describe('the token endpoint speaks OAuth errors', () => {
  it('a failed PKCE check is 400 invalid_grant, not 401 invalid_request', () => {
    expect(correctTokenError(401, { error: 'invalid_request', error_description: 'code verification failed' }))
      .toEqual({ status: 400, error: 'invalid_grant', error_description: 'code verification failed' });
  });

  it('a missing verifier stays invalid_request, as a 400', () => {
    expect(correctTokenError(401, { error: 'invalid_request', error_description: 'code_verifier required because PKCE was used in authorization' }))
      .toEqual({ status: 400, error: 'invalid_request', error_description: 'code_verifier required because PKCE was used in authorization' });
  });

  it('a code whose shopper or session is gone, and codes OAuth does not define, become invalid_grant', () => {
    expect(correctTokenError(400, { error: 'invalid_request', error_description: 'session no longer exists' })?.error).toBe('invalid_grant');
    expect(correctTokenError(400, { error: 'invalid_user', error_description: 'missing user, user may have been deleted' })?.error).toBe('invalid_grant');
  });

  it('leaves right answers alone: invalid_client may be 401, success and server errors pass', () => {
    expect(correctTokenError(401, { error: 'invalid_client' })).toBeNull();
    expect(correctTokenError(400, { error: 'invalid_grant', error_description: 'invalid code' })).toBeNull();
    expect(correctTokenError(200, { access_token: 'x' })).toBeNull();
    expect(correctTokenError(500, { error: 'server_error' })).toBeNull();
    expect(correctTokenError(400, 'not json')).toBeNull();
  });

  it('rewrites the response body and status, keeping the description', async () => {
    const original = new Response(JSON.stringify({ error: 'invalid_request', error_description: 'code verification failed' }), {
      status: 401, headers: { 'content-type': 'application/json', 'www-authenticate': 'Basic' },
    });
    const corrected = await correctTokenResponse(original);
    expect(corrected.status).toBe(400);
    expect(corrected.headers.get('www-authenticate')).toBeNull();
    expect(await corrected.json()).toEqual({ error: 'invalid_grant', error_description: 'code verification failed' });
  });
});
