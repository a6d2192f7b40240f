/**
 * /home's data: its four sections for one tier in one request (recommendations.home). Small and
 * free of components, so the router can start it as soon as the page is asked for, alongside the
 * page's own code (web/lib/route-data.ts).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FeedTier } from '../../../tools/recommendations/feed-rules.js';
import type { HomeFeedOutput } from '../../../tools/recommendations/home-feed.js';
import { callTool } from '../../lib/api.js';

/** Under ['feed'], so everything that invalidates the feed refreshes it. */
const homeFeedKey = (tier: FeedTier, favourites: readonly string[]) => ['feed', 'home', tier, favourites] as const;

export const homeFeedQuery = (tier: FeedTier, favourites: readonly string[]) =>
  queryOptions({
    queryKey: homeFeedKey(tier, favourites),
    queryFn: () => callTool<HomeFeedOutput>('recommendations.home', { tier, favoriteIds: favourites }),
    staleTime: 30_000,
    // A heart changes the key: the page keeps showing what it has until the new answer comes.
    placeholderData: keepPreviousData,
  });
