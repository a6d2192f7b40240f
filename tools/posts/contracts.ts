/** Shapes the post tools return; the web imports these for its types. Pure. */
import { z } from 'zod';
import { influencerPostSchema } from '../catalogue/contracts.js';

/** Product rules §9 Posts: top liked 20, feed 50, recent 15, latest 20. */
export const POST_FEED_LIMITS = { latest: 20, top_liked: 20, following: 50, recent: 15 } as const;
export type PostFeedView = keyof typeof POST_FEED_LIMITS;
export const POST_FEED_VIEWS = ['latest', 'top_liked', 'following', 'recent'] as const satisfies readonly PostFeedView[];

export const feedPostSchema = influencerPostSchema.extend({
  liked_by_me: z.boolean(),
  /** The catalogue piece the post links to (its link is that piece's retailer link), for its product page; null when none. */
  product_id: z.string().nullable().optional(),
});
export type FeedPost = z.infer<typeof feedPostSchema>;

export const likeOutputSchema = z.object({
  post_id: z.string(),
  liked: z.boolean(),
  like_count: z.number().int(),
  /** False when nothing was written: a guest, or the post was already in that state. */
  changed: z.boolean(),
});
export type LikeOutput = z.infer<typeof likeOutputSchema>;
