import { describe, expect, it } from 'vitest';
import { grantedScopes, oauthNextUrl, requestedScopes, signedOAuthQuery } from './oauth-consent.js';

describe('the consent page\'s helpers', () => {
  it('passes on only a query the provider signed for a client', () => {
    expect(signedOAuthQuery('?client_id=abc&scope=read&sig=xyz&exp=1')).toBe('client_id=abc&scope=read&sig=xyz&exp=1');
    expect(signedOAuthQuery('?client_id=abc&scope=read')).toBeNull();
    expect(signedOAuthQuery('?next=/home')).toBeNull();
  });

  it('keeps the scopes Atelier knows, in order, and narrows read-write to read when the shopper asks', () => {
    const asked = requestedScopes('offline_access read-write read openid');
    expect(asked).toEqual(['read', 'read-write', 'offline_access']);
    expect(grantedScopes(asked, 'read-write')).toBe('read read-write offline_access');
    expect(grantedScopes(asked, 'read')).toBe('read offline_access');
    expect(grantedScopes(['read-write'], 'read')).toBe('read');
  });

  it('follows the provider\'s next URL but never a script URL', () => {
    expect(oauthNextUrl({ redirect: true, url: 'http://127.0.0.1:9/cb?code=1' })).toBe('http://127.0.0.1:9/cb?code=1');
    expect(oauthNextUrl({ redirect_uri: 'http://127.0.0.1:9/cb?error=access_denied' })).toContain('access_denied');
    expect(oauthNextUrl({ url: 'javascript:alert(1)' })).toBeNull();
    expect(oauthNextUrl({ user: {} })).toBeNull();
    expect(oauthNextUrl(null)).toBeNull();
  });
});
