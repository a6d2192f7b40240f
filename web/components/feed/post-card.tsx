/**
 * One /inspiration post, Instagram-style: avatar or initial, handle, relative age, 'Trending' badge,
 * image, save to dressing room, like with count, comment count, 'Shop This Look', caption.
 */
import { Heart, MessageCircle, ShoppingBag } from 'lucide-react';
import type { FeedPost } from '../../../tools/posts/contracts.js';
import { cn } from '../../lib/cn.js';
import { Badge, Button, Card } from '../ui/index.js';
import { relativeAge } from './relative-age.js';
import { SaveToggle } from '../dressing-room/save-toggle.js';
import { ProductLink } from '../product/product-link.js';

export interface PostCardProps {
  post: FeedPost;
  onToggleLike: () => void;
  busy?: boolean;
}

export const Avatar = ({ handle, imageUrl, size = 'md' }: { handle: string; imageUrl: string | null; size?: 'sm' | 'md' }) => {
  const box = size === 'sm' ? 'h-8 w-8 text-xs' : 'h-10 w-10 text-sm';
  return imageUrl
    ? <img src={imageUrl} alt="" className={cn('rounded-full object-cover', box)} />
    : (
      <span aria-hidden className={cn('inline-flex items-center justify-center rounded-full bg-stone-200 font-medium uppercase text-stone-700', box)}>
        {handle.replace(/^@/, '').charAt(0)}
      </span>
    );
};

// Full counts, not "39K": a shopper's own like must visibly move the number.
const count = new Intl.NumberFormat('en-US');

export const PostCard = ({ post, onToggleLike, busy = false }: PostCardProps) => (
  <Card className="overflow-hidden" data-testid="post-card">
    <header className="flex items-center gap-3 px-4 py-3">
      <Avatar handle={post.influencer.handle} imageUrl={post.influencer.profile_image_url} />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-medium text-ink">@{post.influencer.handle}</span>
        <time dateTime={post.posted_at} className="text-xs text-stone-500">{relativeAge(post.posted_at)}</time>
      </div>
      {post.top_liked && <Badge variant="warning">Trending</Badge>}
    </header>
    <div className="aspect-square bg-stone-100">
      {post.image_url && <img src={post.image_url} alt={`Post by @${post.influencer.handle}`} loading="lazy" className="h-full w-full object-cover" />}
    </div>
    <div className="flex flex-col gap-3 px-4 py-3">
      <div className="flex items-center gap-4">
        <button
          type="button"
          onClick={onToggleLike}
          disabled={busy}
          aria-pressed={post.liked_by_me}
          className="inline-flex items-center gap-1.5 text-sm text-ink disabled:opacity-60"
        >
          {/* The name is built from the content ("Like, 1,234 likes") so it always contains the visible
              count; aria-pressed carries liked or not, so the name stays the same either way. */}
          <Heart aria-hidden className={cn('h-5 w-5', post.liked_by_me && 'fill-red-700 text-red-700')} />
          <span className="sr-only">Like, </span>
          <span data-testid="like-count">{count.format(post.like_count)}</span>
          <span className="sr-only"> {post.like_count === 1 ? 'like' : 'likes'}</span>
        </button>
        <span className="inline-flex items-center gap-1.5 text-sm text-stone-600">
          <MessageCircle aria-hidden className="h-5 w-5" /> {count.format(post.comment_count)}
          <span className="sr-only">{post.comment_count === 1 ? 'comment' : 'comments'}</span>
        </span>
        <SaveToggle piece={{ postId: post.id, name: `Look by @${post.influencer.handle}` }} look="ghost" className="ml-auto" label="Save to dressing room" />
      </div>
      {/* The look's piece on its own page (with its retailer link there); a link to no catalogue piece opens as it is. */}
      {post.product_id ? (
        <Button size="sm" variant="outline" asChild>
          <ProductLink id={post.product_id}><ShoppingBag aria-hidden className="h-4 w-4" /> Shop This Look</ProductLink>
        </Button>
      ) : post.link_url && (
        <Button size="sm" variant="outline" asChild>
          <a href={post.link_url} target="_blank" rel="noopener noreferrer"><ShoppingBag aria-hidden className="h-4 w-4" /> Shop This Look</a>
        </Button>
      )}
      {post.caption && (
        <p className="text-sm text-ink"><span className="font-medium">@{post.influencer.handle}</span> {post.caption}</p>
      )}
    </div>
  </Card>
);
