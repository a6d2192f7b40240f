/**
 * Data a page needs for its first screen, asked for by the router as soon as the page is (its
 * loader), alongside the page's own code instead of after it has arrived and rendered. Only for a
 * signed-in shopper as the session cache knows it (the page carried it, web/lib/boot.ts); the page's
 * own query then finds the request already under way and makes no second one.
 */
import type { QueryClient } from '@tanstack/react-query';
import { favouriteIds } from '../components/feed/favourites.js';
import { homeFeedQuery } from '../components/feed/home-feed-query.js';
import { cachedUserId } from './session.js';

export type RouteData = 'home';

export const routeLoader = (queryClient: QueryClient, data: RouteData) => () => {
  if (cachedUserId(queryClient) === null) return null;
  switch (data) {
    case 'home':
      // The tab a fresh page opens on, with this device's hearts (what the page itself will ask).
      void queryClient.prefetchQuery(homeFeedQuery('all', favouriteIds()));
      break;
  }
  return null;
};
