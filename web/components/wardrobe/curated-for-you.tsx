/**
 * 'Curated For You' (product rules §2 /wardrobe): the spec shows 6 hard-coded products; these are the six
 * nearest catalogue pieces to the shopper's taste from recommendations.feed, with Save (to the
 * dressing room), 'What do you love about this?' and 'Not for me' (the piece leaves her picks and feed).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Heart, Sparkles, ThumbsDown } from 'lucide-react';
import type { FeedItem, FeedOutput } from '../../../tools/recommendations/feed-rules.js';
import { callTool, errorMessage } from '../../lib/api.js';
import { formatPrice } from '../../lib/format.js';
import { MatchBadge } from '../match/match-badge.js';
import { Button, Card, EmptyState, Spinner } from '../ui/index.js';
import { SaveToggle } from '../dressing-room/save-toggle.js';
import { FeedbackDialog, type FeedbackVerdict } from './feedback-dialog.js';

export const CURATED_COUNT = 6;

export const useCurated = () =>
  useQuery({
    queryKey: ['curated'],
    queryFn: () => callTool<FeedOutput>('recommendations.feed', { section: 'recommended', limit: CURATED_COUNT }),
  });

export const CuratedForYou = () => {
  const curated = useCurated();
  const [feedback, setFeedback] = useState<{ item: FeedItem; verdict: FeedbackVerdict } | null>(null);
  // Saved through recommendations.save, which records that the piece came from these picks.
  const saveCurated = (item: FeedItem) => callTool('recommendations.save', { productId: item.id, context: { section: 'curated' } });

  return (
    <section aria-labelledby="curated-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="curated-heading" className="font-display text-2xl text-ink">Curated For You</h2>
        <p className="text-sm text-stone-600">Six pieces closest to your style right now.</p>
      </div>
      {curated.isPending ? (
        <div className="flex justify-center py-10"><Spinner label="Loading curated pieces" /></div>
      ) : curated.isError ? (
        <p className="text-sm text-red-800">Could not load your picks: {errorMessage(curated.error)} <Button variant="link" onClick={() => void curated.refetch()}>Try again</Button></p>
      ) : curated.data.items.length === 0 ? (
        <EmptyState icon={<Sparkles className="size-8" />} title="No picks yet" description="Follow a few influencers or save pieces you love, then run the pipeline above." />
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6" data-testid="curated-list">
          {curated.data.items.slice(0, CURATED_COUNT).map((item) => (
            <li key={item.id}>
              <Card className="flex h-full flex-col overflow-hidden" data-testid="curated-item">
                <div className="relative aspect-[4/5] bg-stone-100">
                  {item.image_url && <img src={item.image_url} alt={item.product_name} loading="lazy" className="h-full w-full object-cover" />}
                  <MatchBadge percent={item.match_percent} label={item.match_label} className="absolute left-2 top-2" />
                </div>
                <div className="flex flex-1 flex-col gap-1 p-3">
                  <p className="text-[11px] uppercase tracking-widest text-stone-500">{item.brand}</p>
                  <h3 className="text-sm font-medium leading-snug text-ink">{item.product_name}</h3>
                  <p className="text-sm text-ink">{formatPrice(item.price)}</p>
                  <div className="mt-auto flex gap-1.5 pt-2">
                    <Button size="icon" variant="outline" className="h-9 w-9" aria-label={`What do you love about ${item.product_name}?`} onClick={() => setFeedback({ item, verdict: 'love' })}>
                      <Heart aria-hidden className="size-4" />
                    </Button>
                    <Button size="icon" variant="outline" className="h-9 w-9" aria-label={`Not for me: ${item.product_name}`} title="Not for me" onClick={() => setFeedback({ item, verdict: 'not_for_me' })}>
                      <ThumbsDown aria-hidden className="size-4" />
                    </Button>
                    <SaveToggle piece={{ productId: item.id, name: item.product_name }} iconOnly label={`Save ${item.product_name} to the dressing room`} add={() => saveCurated(item)} />
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <FeedbackDialog product={feedback?.item ?? null} verdict={feedback?.verdict} onOpenChange={(open) => { if (!open) setFeedback(null); }} />
    </section>
  );
};
