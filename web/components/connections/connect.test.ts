import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.js';
import { startConnection, type ConnectDeps } from './connect.js';

const deps = (authorize: ConnectDeps['authorize'], signedIn = true) => {
  const stored: [string, string][] = [];
  const went: string[] = [];
  return { stored, went, deps: { signedIn, authorize, origin: 'http://localhost:3000', storeState: (k: string, v: string) => stored.push([k, v]), go: (u: string) => went.push(u) } };
};

describe('startConnection', () => {
  it('keeps the state under the spec key and leaves for Meta', async () => {
    const run = deps(async (input) => ({ auth_url: `http://localhost:3000/dev/meta/www.instagram.com/oauth/authorize?x=${input.provider}`, state: 'S' }));
    expect(await startConnection('instagram', run.deps)).toEqual({ ok: true });
    expect(run.stored).toEqual([['instagram_oauth_state', 'S']]);
    expect(run.went).toEqual(['http://localhost:3000/dev/meta/www.instagram.com/oauth/authorize?x=instagram']);
  });

  it('says each spec message, storing nothing and going nowhere', async () => {
    const cases: [ConnectDeps['authorize'], boolean, string, string][] = [
      [async () => ({}), false, 'Please sign in', 'You need to be signed in to connect Instagram.'],
      [async () => { throw new ApiError(401, 'unauthorized', 'Authentication required', null); }, true, 'Please sign in', 'You need to be signed in to connect Instagram.'],
      [async () => { throw new ApiError(409, 'conflict', 'Instagram App ID not configured. Please contact support.', null); }, true, 'Connection failed', 'Instagram App ID not configured. Please contact support.'],
      [async () => { throw new ApiError(0, 'network_error', 'Network error', null); }, true, 'Connection failed', 'Failed to initiate Instagram login. Please try again.'],
      [async () => ({ state: 'S' }), true, 'Connection failed', 'Failed to generate Instagram authorization URL. Please check your app configuration.'],
      [async () => ({ auth_url: 'javascript:alert(1)', state: 'S' }), true, 'Connection failed', 'Invalid authorization URL received from server'],
      [async () => ({ auth_url: 'not a url', state: 'S' }), true, 'Connection failed', 'Invalid authorization URL received from server'],
    ];
    for (const [authorize, signedIn, title, description] of cases) {
      const run = deps(authorize, signedIn);
      expect(await startConnection('instagram', run.deps)).toEqual({ ok: false, title, description });
      expect(run.stored).toEqual([]);
      expect(run.went).toEqual([]);
    }
    const fb = deps(async () => { throw new Error('x'); });
    expect(await startConnection('facebook', fb.deps)).toMatchObject({ description: 'Failed to initiate Facebook login. Please try again.' });
  });
});
