/**
 * 'Curated For You' (product rules §2 /wardrobe): the spec shows 6 hard-coded products; these are the six
 * nearest catalogue pieces to the shopper's taste from recommendations.feed, with Save (to the
 * dressing room) and 'What do you love about this?'.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bookmark, Heart, Sparkles } from 'lucide-react';
import { toast } from 'sonner';
import type { FeedItem, FeedOutput } from '../../../tools/recommendations/feed-rules.js';
import { callTool, errorMessage } from '../../lib/api.js';
import { formatPrice } from '../../lib/format.js';
import { Badge, Button, Card, EmptyState, Spinner } from '../ui/index.js';
import { DRESSING_ROOM_KEY } from '../dressing-room/use-dressing-room.js';
import { FeedbackDialog } from './feedback-dialog.js';

export const CURATED_COUNT = 6;

export const useCurated = () =>
  useQuery({
    queryKey: ['curated'],
    queryFn: () => callTool<FeedOutput>('recommendations.feed', { section: 'recommended', limit: CURATED_COUNT }),
  });

export const CuratedForYou = () => {
  const curated = useCurated();
  const queryClient = useQueryClient();
  const [loving, setLoving] = useState<FeedItem | null>(null);
  const save = useMutation({
    mutationFn: (item: FeedItem) => callTool<{ saved: boolean; added: boolean }>('recommendations.save', { productId: item.id, context: { section: 'curated' } }),
    onSuccess: (result) => {
      toast.success(result.added ? 'Saved to your dressing room' : 'Already in your dressing room');
      void queryClient.invalidateQueries({ queryKey: DRESSING_ROOM_KEY });
    },
    onError: (error) => toast.error('Save failed', { description: errorMessage(error) }),
  });

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
                  {item.match_percent !== null && <Badge className="absolute left-2 top-2">{item.match_percent}% match</Badge>}
                </div>
                <div className="flex flex-1 flex-col gap-1 p-3">
                  <p className="text-[11px] uppercase tracking-widest text-stone-500">{item.brand}</p>
                  <h3 className="text-sm font-medium leading-snug text-ink">{item.product_name}</h3>
                  <p className="text-sm text-ink">{formatPrice(item.price)}</p>
                  <div className="mt-auto flex gap-1.5 pt-2">
                    <Button size="icon" variant="outline" className="h-9 w-9" aria-label={`What do you love about ${item.product_name}?`} onClick={() => setLoving(item)}>
                      <Heart aria-hidden className="size-4" />
                    </Button>
                    <Button size="icon" variant="outline" className="h-9 w-9" aria-label={`Save ${item.product_name} to the dressing room`}
                      disabled={save.isPending && save.variables?.id === item.id} onClick={() => save.mutate(item)}>
                      <Bookmark aria-hidden className="size-4" />
                    </Button>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <FeedbackDialog product={loving} onOpenChange={(open) => { if (!open) setLoving(null); }} />
    </section>
  );
};
