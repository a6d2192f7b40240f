/**
 * Like/unlike and save-to-dressing-room for post lists. The like toggles optimistically in every
 * cached post list and settles on the server's count.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { FeedPost, LikeOutput } from '../../../tools/posts/contracts.js';
import { ApiError, callTool, errorMessage } from '../../lib/api.js';

type PostsPage = { view: string; posts: FeedPost[] };

export const usePostActions = () => {
  const queryClient = useQueryClient();
  const patch = (postId: string, change: (p: FeedPost) => FeedPost) =>
    queryClient.setQueriesData<PostsPage>({ queryKey: ['posts'] }, (page) =>
      page ? { ...page, posts: page.posts.map((p) => (p.id === postId ? change(p) : p)) } : page);

  const like = useMutation({
    mutationFn: (post: FeedPost) => callTool<LikeOutput>(post.liked_by_me ? 'posts.unlike' : 'posts.like', { postId: post.id }),
    onMutate: (post) => patch(post.id, (p) => ({
      ...p, liked_by_me: !post.liked_by_me, like_count: Math.max(0, p.like_count + (post.liked_by_me ? -1 : 1)),
    })),
    onSuccess: (result) => patch(result.post_id, (p) => ({ ...p, liked_by_me: result.liked, like_count: result.like_count })),
    onError: (error, post) => {
      patch(post.id, (p) => ({ ...p, liked_by_me: post.liked_by_me, like_count: post.like_count }));
      toast.error('Could not update the like', { description: errorMessage(error) });
    },
  });

  const save = useMutation({
    mutationFn: (post: FeedPost) => callTool<{ added: boolean }>('dressingRoom.add', { postId: post.id }),
    onSuccess: (result) => toast.success(result.added ? 'Saved to your dressing room' : 'Already in your dressing room'),
    onError: (error) => {
      // Product rules §6: a guest's save silently does nothing.
      if (error instanceof ApiError && error.status === 401) return;
      toast.error('Save failed', { description: errorMessage(error) });
    },
  });

  return { like, save };
};
