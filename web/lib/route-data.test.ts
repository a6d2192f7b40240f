// @vitest-environment jsdom
/** A page's data is asked for with its code only for a signed-in shopper, and only once. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { homeFeedQuery } from '../components/feed/home-feed-query.js';
import { routeLoader } from './route-data.js';
import { seedSessionFromPage } from './session.js';

afterEach(() => vi.unstubAllGlobals());

const stubFetch = () => {
  const fetch = vi.fn(async (_path: string, _init?: RequestInit) => new Response(JSON.stringify({ tier: 'all', sections: {} }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

describe('the /home loader', () => {
  it('starts the one feed request for a signed-in shopper, which the page then reads', async () => {
    const fetch = stubFetch();
    const client = new QueryClient();
    seedSessionFromPage(client, { session: { user: { id: 'u1', email: 'a@b.co', name: 'a', emailVerified: true }, session: { id: 's', expiresAt: '2030-01-01T00:00:00.000Z' } } });
    expect(routeLoader(client, 'home')()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/api/tools/recommendations.home');
    await client.fetchQuery(homeFeedQuery('all', []));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a guest or while nobody knows who is signed in', () => {
    const fetch = stubFetch();
    const guest = new QueryClient();
    seedSessionFromPage(guest, { session: null });
    routeLoader(guest, 'home')();
    routeLoader(new QueryClient(), 'home')();
    expect(fetch).not.toHaveBeenCalled();
  });
});
