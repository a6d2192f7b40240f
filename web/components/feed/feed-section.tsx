/**
 * One /home section for the chosen tier: its part of the page's one feed answer (home-feed-query.ts),
 * its cards, and Save through the tool.
 */
import { useDeferredValue } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FEED_SECTION_TITLES, type FeedSection as Section, type FeedTier } from '../../../tools/recommendations/feed-rules.js';
import { callTool, errorMessage } from '../../lib/api.js';
import { useFavourites } from './favourites.js';
import { homeFeedQuery } from './home-feed-query.js';
import { ProductCard, type CardImageLoading } from './product-card.js';

/** The same row as the cards, so nothing moves when they come (the skeleton, and the list below). */
const ROW = '-mx-4 flex gap-4 overflow-x-hidden px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4';
const CELL = 'flex w-[80%] shrink-0 flex-col sm:w-auto';

/** Four card-shaped blocks the size of the cards they stand for (image 4:5, then the text). */
const FeedSectionSkeleton = ({ label }: { label: string }) => (
  <div className={ROW} aria-busy="true" data-testid="feed-skeleton">
    <span className="sr-only" role="status">{label}</span>
    {[0, 1, 2, 3].map((n) => (
      <div key={n} className={`${CELL} overflow-hidden rounded-2xl border border-stone-200 bg-white`} aria-hidden>
        <div className="aspect-[4/5] animate-pulse bg-stone-100" />
        <div className="flex flex-col gap-2 p-5">
          <div className="h-3 w-1/3 animate-pulse rounded bg-stone-200" />
          <div className="h-5 w-3/4 animate-pulse rounded bg-stone-200" />
          <div className="h-10 w-full animate-pulse rounded bg-stone-100" />
          <div className="mt-3 h-9 w-full animate-pulse rounded-full bg-stone-100" />
        </div>
      </div>
    ))}
  </div>
);

/**
 * The first row of the first section is what a shopper sees first: its pictures load at once, the
 * very first one ahead of everything else (the page's largest paint); the rest wait until near view.
 */
const imageLoadingFor = (section: Section, index: number): CardImageLoading =>
  section !== 'recommended' || index >= 4 ? 'lazy' : index === 0 ? 'priority' : 'eager';

export const FeedSectionView = ({ section, tier }: { section: Section; tier: FeedTier }) => {
  const favourites = useFavourites();
  const queryClient = useQueryClient();
  const feed = useQuery({ ...homeFeedQuery(tier, favourites.ids), select: (page) => page.sections[section] });
  // The first section renders as soon as the answer comes, so its pictures are asked for at once; the
  // sections below it follow in a render of their own, after that first paint.
  const deferred = useDeferredValue(feed.data);
  const data = section === 'recommended' ? feed.data : deferred;
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
      {feed.isError ? (
        <p className="text-sm text-red-800">Could not load this section: {errorMessage(feed.error)}</p>
      ) : !data ? (
        <FeedSectionSkeleton label={`Loading ${FEED_SECTION_TITLES[section]}`} />
      ) : data.items.length === 0 ? (
        <p className="text-sm text-stone-600">
          {section === 'similar' ? 'Save or heart a few pieces to see more like them.' : 'Nothing here yet.'}
        </p>
      ) : (
        // On phones each section is a swipeable row; stacked, 20 full-width cards would bury the next section.
        <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4">
          {data.items.map((item, index) => (
            <li key={item.id} className="flex w-[80%] shrink-0 snap-start flex-col sm:w-auto">
              <ProductCard
                item={item}
                imageLoading={imageLoadingFor(section, index)}
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
