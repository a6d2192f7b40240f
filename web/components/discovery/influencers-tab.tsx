/**
 * /style Influencers tab: the accounts the shopper follows, each with an active switch
 * (influencers.setActive) and its similar influencers (find_similar_influencers_by_handle through
 * recommendations.similarInfluencers: threshold 0.6, max 6). The first 12 show (product rules §9), the rest
 * on request; with none followed, the empty state opens the style-discovery dialog.
 */
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Switch } from 'radix-ui';
import { toast } from 'sonner';
import { Users } from 'lucide-react';
import { ApiError, callTool, errorMessage } from '../../lib/api.js';
import { cn } from '../../lib/cn.js';
import type { FollowedInfluencer } from '../../../tools/influencers/contracts.js';
import type { SimilarInfluencer } from '../../../tools/recommendations/similar-influencers.js';
import { Badge, Button, Card, EmptyState, Spinner } from '../ui/index.js';
import { invalidateAfterFollow, preview } from './discovery-saves.js';

/** Product rules §9: influencer display first 12; similar influencers threshold 0.6, max 6. */
export const INFLUENCERS_SHOWN = 12;
export const SIMILAR_THRESHOLD = 0.6;
export const SIMILAR_MAX = 6;

export const FOLLOWED_ALL_QUERY_KEY = ['tool', 'influencers.followed', 'all'] as const;
/** Every followed influencer, paused ones too: the Influencers tab, Quick Pick and the stat cards share it. */
export const useFollowedAll = () => useQuery({
  queryKey: FOLLOWED_ALL_QUERY_KEY,
  queryFn: () => callTool<{ influencers: FollowedInfluencer[] }>('influencers.followed', { status: 'all' }),
});

const SimilarInfluencers = ({ handle }: { handle: string }) => {
  const similar = useQuery({
    queryKey: ['tool', 'recommendations.similarInfluencers', handle],
    queryFn: () => callTool<{ influencers: SimilarInfluencer[] }>('recommendations.similarInfluencers', {
      handle, similarityThreshold: SIMILAR_THRESHOLD, maxResults: SIMILAR_MAX,
    }),
    retry: false,
    staleTime: 5 * 60_000,
  });
  if (similar.isPending) return <p className="text-xs text-stone-600">Finding similar styles…</p>;
  if (similar.isError) {
    const unknown = similar.error instanceof ApiError && similar.error.status === 404;
    return <p className="text-xs text-stone-600">{unknown ? 'Atelier has no style data for this account yet.' : `Similar influencers could not be loaded: ${errorMessage(similar.error)}`}</p>;
  }
  if (similar.data.influencers.length === 0) return <p className="text-xs text-stone-600">No influencer with a close enough style yet.</p>;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={`Influencers similar to @${handle}`}>
      {similar.data.influencers.map((s) => (
        <li key={s.handle}>
          <Badge variant="muted" title={s.match_reason ? `Shares: ${s.match_reason}` : undefined}>
            @{s.handle} <span className="text-stone-600">{Math.round(s.similarity_score * 100)}%</span>
          </Badge>
        </li>
      ))}
    </ul>
  );
};

const InfluencerRow = ({ influencer, onToggle, pending }: { influencer: FollowedInfluencer; onToggle: (active: boolean) => void; pending: boolean }) => {
  const id = useId();
  const name = influencer.influencer?.display_name;
  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-4" data-testid="followed-influencer" data-handle={influencer.handle}>
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            {influencer.influencer?.profile_image_url ? (
              <img src={influencer.influencer.profile_image_url} alt="" className="size-10 shrink-0 rounded-full object-cover" loading="lazy" />
            ) : (
              <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-stone-200 font-display text-lg text-ink">
                {influencer.handle.replace(/^@/, '').charAt(0).toUpperCase()}
              </span>
            )}
            <div className="min-w-0">
              <p className="truncate font-medium text-ink" id={`${id}-name`}>@{influencer.handle.replace(/^@/, '')}</p>
              <p className="truncate text-xs text-stone-600">{name ? `${name}${influencer.influencer?.category ? ` · ${influencer.influencer.category}` : ''}` : 'Not in Atelier’s catalogue yet'}</p>
            </div>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <span aria-hidden className="text-xs text-stone-700">{influencer.is_active ? 'Active' : 'Inactive'}</span>
            <Switch.Root
              checked={influencer.is_active}
              disabled={pending}
              onCheckedChange={onToggle}
              aria-label={`@${influencer.handle.replace(/^@/, '')} active`}
              className={cn(
                'relative h-6 w-11 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:opacity-60',
                influencer.is_active ? 'bg-ink' : 'bg-stone-400',
              )}
            >
              <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
            </Switch.Root>
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <p className="text-xs font-medium uppercase tracking-wide text-stone-600">Similar styles</p>
          {influencer.influencer
            ? <SimilarInfluencers handle={influencer.handle.replace(/^@/, '').toLowerCase()} />
            : <p className="text-xs text-stone-600">Atelier has no style data for this account yet.</p>}
        </div>
      </Card>
    </li>
  );
};

export const InfluencersTab = ({ onOpenDiscovery }: { onOpenDiscovery: () => void }) => {
  const [showAll, setShowAll] = useState(false);
  const queryClient = useQueryClient();
  const followed = useFollowedAll();
  const toggle = useMutation({
    mutationFn: ({ handle, active }: { handle: string; active: boolean }) => callTool('influencers.setActive', { handles: [handle], active }),
    onSuccess: (_out, { handle, active }) => {
      toast.success(active ? 'Influencer active' : 'Influencer paused', {
        description: active ? `@${handle} shapes your feed again.` : `@${handle} stays followed but no longer shapes your feed.`,
      });
    },
    onError: (error) => toast.error('Save failed', { description: errorMessage(error) }),
    onSettled: () => void invalidateAfterFollow(queryClient),
  });

  if (followed.isPending) return <div className="flex justify-center py-10"><Spinner label="Loading your influencers" /></div>;
  if (followed.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p>Your influencers could not be loaded: {errorMessage(followed.error)}</p>
        <Button size="sm" variant="outline" onClick={() => void followed.refetch()}>Try again</Button>
      </div>
    );
  }
  const all = followed.data.influencers;
  if (all.length === 0) {
    return (
      <EmptyState
        icon={<Users className="size-8" />}
        title="No influencers yet"
        description="Follow the accounts whose style you love — pick from well-known names, paste handles or import who you follow on Instagram."
        action={<Button onClick={onOpenDiscovery}>Discover your style</Button>}
      />
    );
  }
  const active = all.filter((i) => i.is_active).length;
  const { shown, more } = showAll ? { shown: all, more: 0 } : preview(all, INFLUENCERS_SHOWN);
  const pendingHandle = toggle.isPending ? toggle.variables.handle : null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-700" data-testid="influencers-summary">
          Following {all.length} · {active} active
        </p>
        <Button size="sm" variant="outline" onClick={onOpenDiscovery}>Add influencers</Button>
      </div>
      <ul className="grid gap-3 md:grid-cols-2" aria-label="Influencers you follow">
        {shown.map((i) => (
          <InfluencerRow
            key={i.handle}
            influencer={i}
            pending={pendingHandle === i.handle}
            onToggle={(value) => toggle.mutate({ handle: i.handle, active: value })}
          />
        ))}
      </ul>
      {more > 0 && (
        <Button variant="outline" className="self-center" onClick={() => setShowAll(true)}>Show all {all.length}</Button>
      )}
      {showAll && all.length > INFLUENCERS_SHOWN && (
        <Button variant="ghost" className="self-center" onClick={() => setShowAll(false)}>Show the first {INFLUENCERS_SHOWN}</Button>
      )}
    </div>
  );
};
