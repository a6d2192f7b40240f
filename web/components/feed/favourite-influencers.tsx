/**
 * The favourite-influencers panel (product rules §2 /inspiration empty state, §4 follow toggle): the
 * influencers Atelier knows, first 12, each a follow toggle. Guests get the spec's sign-in toast.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { InfluencerAccount } from '../../../tools/catalogue/contracts.js';
import type { FollowedInfluencer } from '../../../tools/influencers/contracts.js';
import { ApiError, callTool, errorMessage } from '../../lib/api.js';
import { useSession } from '../../lib/session.js';
import { invalidateAfterFollow } from '../discovery/discovery-saves.js';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner } from '../ui/index.js';
import { Avatar } from './post-card.js';

/** Product rules §9: influencer display first 12. */
const SHOWN = 12;

const signInToast = () => toast.error('Authentication required', { description: 'Please sign in to save your preferences.' });

export const FavouriteInfluencers = () => {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const all = useQuery({
    queryKey: ['influencers', 'list'],
    queryFn: () => callTool<{ influencers: InfluencerAccount[] }>('influencers.list', { limit: SHOWN }),
  });
  const followed = useQuery({
    queryKey: ['influencers', 'followed'],
    queryFn: () => callTool<{ influencers: FollowedInfluencer[] }>('influencers.followed', { status: 'all' }),
    enabled: !!user,
  });
  const following = new Set((followed.data?.influencers ?? []).map((f) => f.handle.replace(/^@/, '')));

  const toggle = useMutation({
    mutationFn: ({ handle, follow }: { handle: string; follow: boolean }) =>
      callTool(follow ? 'influencers.follow' : 'influencers.unfollow', { handles: [handle] }),
    onSuccess: (_result, { handle, follow }) => {
      toast.success(follow ? `Following @${handle}` : `Unfollowed @${handle}`);
      // Every view of the follows (/style's lists and stat cards, the feed) reads again; the pipeline
      // refreshes recommendations in the background and the feed refetches on its next visit.
      void invalidateAfterFollow(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) signInToast();
      else toast.error('Could not update your favourites', { description: errorMessage(error) });
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Favourite Influencers</CardTitle>
        <CardDescription>Follow the people whose style you love; their looks shape your feed.</CardDescription>
      </CardHeader>
      <CardContent>
        {all.isPending ? <Spinner label="Loading influencers" /> : all.isError ? (
          <p className="text-sm text-red-800">Could not load influencers: {errorMessage(all.error)}</p>
        ) : !all.data.influencers.length ? (
          <p className="text-sm text-stone-600">No influencers to follow yet.</p>
        ) : (
          // One column from lg up: there the panel is a narrow sidebar and two columns cut names to one letter.
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-1">
            {all.data.influencers.slice(0, SHOWN).map((inf) => {
              const isFollowed = following.has(inf.handle);
              return (
                <li key={inf.id} className="flex items-center gap-3">
                  <Avatar handle={inf.handle} imageUrl={inf.profile_image_url} size="sm" />
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate text-sm font-medium text-ink">{inf.display_name}</span>
                    <span className="truncate text-xs text-stone-500">@{inf.handle}</span>
                  </div>
                  <Button
                    size="sm"
                    variant={isFollowed ? 'secondary' : 'outline'}
                    aria-pressed={isFollowed}
                    disabled={toggle.isPending && toggle.variables?.handle === inf.handle}
                    onClick={() => (user ? toggle.mutate({ handle: inf.handle, follow: !isFollowed }) : signInToast())}
                  >
                    {isFollowed ? 'Following' : 'Follow'}
                    <span className="sr-only"> @{inf.handle}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
};
