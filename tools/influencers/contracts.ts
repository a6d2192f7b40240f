/** Shapes the influencer-follow tools take and return; the web imports these for its types. */
import { z } from 'zod';

/** Product rules §9: preference_score on add is 50; batches of 100 rows per insert. */
export const FOLLOW_PREFERENCE_SCORE = 50;
export const FOLLOW_INSERT_BATCH = 100;
/** One call follows at most this many (an Instagram import is split by the caller). */
export const FOLLOW_MAX_HANDLES = 500;

export const handlesInput = z.array(z.string().trim().min(1).max(200)).min(1).max(FOLLOW_MAX_HANDLES);

export const followOutputSchema = z.object({
  /** Newly followed, normalised. */
  added: z.array(z.string()),
  /** Already followed (compared case-insensitively, with or without an at-sign). */
  skipped: z.array(z.string()),
  /** Inputs that are not a handle after normalisation (spec: 2 to 30 letters, digits, dot, underscore). */
  invalid: z.array(z.string()),
  /** Added handles Atelier has no influencer account for yet: followed, but no posts to refresh. */
  unknown: z.array(z.string()),
});

export const followedInfluencerSchema = z.object({
  handle: z.string(),
  is_active: z.boolean(),
  preference_score: z.number().int(),
  created_at: z.string(),
  influencer: z.object({
    id: z.string(),
    display_name: z.string(),
    profile_image_url: z.string().nullable(),
    category: z.string(),
  }).nullable(),
});
export type FollowedInfluencer = z.infer<typeof followedInfluencerSchema>;
