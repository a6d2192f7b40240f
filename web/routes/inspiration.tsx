/**
 * /inspiration (product rules §2): the latest 20 posts, Instagram-style. With no posts, the combined view:
 * favourite influencers, 'Recent Style Posts' (followed, 15) and 'All Style Inspiration' (followed, 50).
 */
import { useQuery } from '@tanstack/react-query';
import type { FeedPost, PostFeedView } from '../../tools/posts/contracts.js';
import { FavouriteInfluencers } from '../components/feed/favourite-influencers.js';
import { Avatar, PostCard } from '../components/feed/post-card.js';
import { relativeAge } from '../components/feed/relative-age.js';
import { usePostActions } from '../components/feed/use-post-actions.js';
import { Page } from '../components/layout/page.js';
import { Card, CardContent, CardHeader, CardTitle, EmptyState, Spinner } from '../components/ui/index.js';
import { callTool, errorMessage } from '../lib/api.js';

const usePosts = (view: PostFeedView, enabled = true) =>
  useQuery({
    queryKey: ['posts', view],
    queryFn: () => callTool<{ view: string; posts: FeedPost[] }>('posts.feed', { view }),
    enabled,
  });

const PostList = ({ posts }: { posts: FeedPost[] }) => {
  const { like } = usePostActions();
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-8">
      {posts.map((post) => (
        <PostCard
          key={post.id}
          post={post}
          busy={like.isPending && like.variables?.id === post.id}
          onToggleLike={() => like.mutate(post)}
        />
      ))}
    </div>
  );
};

const RecentStylePosts = () => {
  const recent = usePosts('recent');
  return (
    <Card>
      <CardHeader><CardTitle as="h2">Recent Style Posts</CardTitle></CardHeader>
      <CardContent>
        {recent.isPending ? <Spinner label="Loading recent posts" /> : recent.isError ? (
          <p className="text-sm text-red-800">Could not load recent posts: {errorMessage(recent.error)}</p>
        ) : !recent.data.posts.length ? (
          <p className="text-sm text-stone-600">Follow influencers to see their latest posts here.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {recent.data.posts.map((post) => (
              <li key={post.id} className="flex items-center gap-3">
                <Avatar handle={post.influencer.handle} imageUrl={post.influencer.profile_image_url} size="sm" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm text-ink"><span className="font-medium">@{post.influencer.handle}</span> {post.caption}</p>
                  <p className="text-xs text-stone-500">{relativeAge(post.posted_at)}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
};

const CombinedView = () => {
  const following = usePosts('following');
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="all-inspiration" className="flex flex-col gap-6">
        <h2 id="all-inspiration" className="font-display text-2xl text-ink">All Style Inspiration</h2>
        {following.isPending ? <Spinner label="Loading inspiration" /> : following.isError
          ? <p className="text-sm text-red-800">Could not load posts: {errorMessage(following.error)}</p>
          : following.data.posts.length
          ? <PostList posts={following.data.posts} />
          : <EmptyState title="No posts yet" description="Follow a few influencers and their looks will appear here." />}
      </section>
      {/* Phones: the follow panel first, since following is how this view fills up. */}
      <aside className="order-first flex flex-col gap-6 lg:order-none">
        <FavouriteInfluencers />
        <RecentStylePosts />
      </aside>
    </div>
  );
};

export default function InspirationRoute() {
  const latest = usePosts('latest');
  return (
    <Page title="Style Inspiration" description="The latest looks from the influencers Atelier follows." wide>
      {latest.isPending ? (
        <div className="flex justify-center py-16"><Spinner label="Loading posts" /></div>
      ) : latest.isError ? (
        <p className="text-sm text-red-800">Could not load posts: {errorMessage(latest.error)}</p>
      ) : latest.data.posts.length ? (
        <PostList posts={latest.data.posts} />
      ) : (
        <CombinedView />
      )}
    </Page>
  );
}
