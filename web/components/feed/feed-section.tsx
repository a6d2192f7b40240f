/** One /home section for the chosen tier: its own query, its cards, and Save through the tool. */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FEED_SECTION_TITLES, type FeedOutput, type FeedSection as Section, type FeedTier,
} from '../../../tools/recommendations/feed-rules.js';
import { ApiError, callTool, errorMessage } from '../../lib/api.js';
import { Spinner } from '../ui/index.js';
import { useFavourites } from './favourites.js';
import { ProductCard } from './product-card.js';

export const feedQueryKey = (section: Section, tier: FeedTier, favourites: readonly string[]) =>
  ['feed', section, tier, section === 'similar' ? favourites : []] as const;

/** One section's query; /home starts all four at once (useQueries) and each section reads its own. */
export const feedQuery = (section: Section, tier: FeedTier, favourites: readonly string[]) =>
  queryOptions({
    queryKey: feedQueryKey(section, tier, favourites),
    queryFn: async () => {
      try {
        return await callTool<FeedOutput>('recommendations.feed', {
          section, tier, ...(section === 'similar' && favourites.length ? { favoriteIds: favourites } : {}),
        });
      } catch (error) {
        // A heart kept on this device for a product that is gone: show the section without hearts.
        if (section === 'similar' && error instanceof ApiError && error.status === 404) {
          return callTool<FeedOutput>('recommendations.feed', { section, tier });
        }
        throw error;
      }
    },
    staleTime: 30_000,
  });

export const useFeed = (section: Section, tier: FeedTier, favourites: readonly string[]) =>
  useQuery(feedQuery(section, tier, favourites));

export const FeedSectionView = ({ section, tier }: { section: Section; tier: FeedTier }) => {
  const favourites = useFavourites();
  const queryClient = useQueryClient();
  const feed = useFeed(section, tier, favourites.ids);
  // The feed saves through recommendations.save, which also records which section and tier the piece was saved from.
  const saveFromFeed = async (productId: string) => {
    const result = await callTool<{ saved: boolean; added: boolean }>('recommendations.save', { productId, context: { section, tier } });
    void queryClient.invalidateQueries({ queryKey: ['feed'] });
    return result;
  };

  const titleId = `feed-${section}`;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4" data-section={section}>
      <h2 id={titleId} className="font-display text-2xl text-ink">{FEED_SECTION_TITLES[section]}</h2>
      {feed.isPending ? (
        <div className="flex justify-center py-10"><Spinner label={`Loading ${FEED_SECTION_TITLES[section]}`} /></div>
      ) : feed.isError ? (
        <p className="text-sm text-red-800">Could not load this section: {errorMessage(feed.error)}</p>
      ) : feed.data.items.length === 0 ? (
        <p className="text-sm text-stone-600">
          {section === 'similar' ? 'Save or heart a few pieces to see more like them.' : 'Nothing here yet.'}
        </p>
      ) : (
        // On phones each section is a swipeable row; stacked, 20 full-width cards would bury the next section.
        <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4">
          {feed.data.items.map((item) => (
            <li key={item.id} className="flex w-[80%] shrink-0 snap-start flex-col sm:w-auto">
              <ProductCard
                item={item}
                favourite={favourites.has(item.id)}
                onSave={() => saveFromFeed(item.id)}
                onToggleFavourite={() => favourites.toggle(item.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
