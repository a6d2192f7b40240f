/**
 * /home 'Your Style Feed' (product rules §2): tier tabs, then the four sections for the chosen tier. The
 * empty state (nothing at all to recommend) offers 'Refresh Recommendations'.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { toast } from 'sonner';
import { FEED_SECTIONS, FEED_TIER_LABELS, FEED_TIERS, type FeedTier } from '../../tools/recommendations/feed-rules.js';
import { Page } from '../components/layout/page.js';
import { FeedSectionView } from '../components/feed/feed-section.js';
import { useFavourites } from '../components/feed/favourites.js';
import { homeFeedQuery } from '../components/feed/home-feed-query.js';
import { Badge, Button, EmptyState, Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/index.js';
import { callTool, errorMessage } from '../lib/api.js';

const isTier = (value: string): value is FeedTier => (FEED_TIERS as readonly string[]).includes(value);

const TierFeed = ({ tier }: { tier: FeedTier }) => {
  const favourites = useFavourites();
  // The four sections come in one answer (the router may have asked already, with the page's code);
  // each section below reads its part of it.
  const recommended = useQuery(homeFeedQuery(tier, favourites.ids)).data?.sections.recommended;
  const queryClient = useQueryClient();
  const refresh = useMutation({
    mutationFn: () => callTool<{ has_taste: boolean }>('recommendations.refresh', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['feed'] }),
    // Without this a refresh that finds nothing new looks like a dead button.
    onSuccess: () => toast.success('Recommendations refreshed'),
    onError: (error) => toast.error('Refresh failed', { description: errorMessage(error) }),
  });

  // While it comes, each section shows card-sized blocks under its own heading.
  if (recommended?.items.length === 0) {
    return (
      <EmptyState
        icon={<Sparkles className="h-8 w-8" />}
        title="No recommendations yet"
        description="Follow a few influencers or save pieces you love, then refresh."
        action={
          <Button onClick={() => refresh.mutate()} disabled={refresh.isPending}>
            {refresh.isPending ? 'Refreshing…' : 'Refresh Recommendations'}
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-14">
      {recommended?.personalised && (
        <p className="flex items-center gap-2 text-sm text-stone-600">
          <Badge variant="success">Personalised</Badge>
          Tuned to what you follow, like and save.
        </p>
      )}
      {FEED_SECTIONS.map((section) => <FeedSectionView key={section} section={section} tier={tier} />)}
    </div>
  );
};

export default function HomeRoute() {
  const [tier, setTier] = useState<FeedTier>('all');
  return (
    <Page title="Your Style Feed" description="Pieces chosen for your style, with the reason each one matches." wide>
      <Tabs value={tier} onValueChange={(value) => isTier(value) && setTier(value)}>
        {/* On a phone the four tiers do not fit one row: a 2 × 2 grid of equal cells, not a pill that
            wraps. max-sm: variants, because they come after the list's base classes in the CSS. */}
        <TabsList aria-label="Price range" className="max-sm:grid max-sm:w-full max-sm:grid-cols-2 max-sm:rounded-3xl">
          {FEED_TIERS.map((t) => <TabsTrigger key={t} value={t} className="max-sm:px-2 max-sm:text-[13px]">{FEED_TIER_LABELS[t]}</TabsTrigger>)}
        </TabsList>
        {FEED_TIERS.map((t) => (
          <TabsContent key={t} value={t}>
            {t === tier && <TierFeed tier={t} />}
          </TabsContent>
        ))}
      </Tabs>
    </Page>
  );
}
