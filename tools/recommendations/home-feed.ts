/**
 * /home's whole feed in one call: the four sections of recommendations.feed for one tier, each
 * exactly as that tool answers it, so the page makes one request instead of four. HTTP and code
 * only: the stylist asks for the section it needs.
 */
import { z } from 'zod';
import { defineTool, ToolError, type UserToolContext } from '../types.js';
import { recommendationsFeed } from './feed.js';
import { FEED_LIMIT, FEED_SECTIONS, FEED_TIERS, feedOutputSchema, type FeedSection, type FeedTier } from './feed-rules.js';

const homeFeedOutputSchema = z.object({
  tier: z.enum(FEED_TIERS),
  sections: z.object({ recommended: feedOutputSchema, similar: feedOutputSchema, trending: feedOutputSchema, discover: feedOutputSchema }),
});
export type HomeFeedOutput = z.infer<typeof homeFeedOutputSchema>;

const section = async (name: FeedSection, tier: FeedTier, favoriteIds: string[], ctx: UserToolContext) => {
  try {
    return await recommendationsFeed.execute({ section: name, tier, limit: FEED_LIMIT, favoriteIds }, ctx);
  } catch (error) {
    // A heart kept on a device for a product that is gone: that section without hearts, not a failed page.
    if (name === 'similar' && favoriteIds.length && error instanceof ToolError && error.code === 'not_found') {
      return recommendationsFeed.execute({ section: name, tier, limit: FEED_LIMIT, favoriteIds: [] }, ctx);
    }
    throw error;
  }
};

export const recommendationsHome = defineTool({
  name: 'recommendations.home',
  description:
    'The shopper\'s whole feed page for one price tier: the recommended, similar, trending and discover sections of ' +
    'recommendations.feed in one answer. favoriteIds: products hearted on this device, for the similar section ' +
    '(ids of products that no longer exist are left out).',
  auth: 'user',
  effect: 'read',
  chatDoor: false,
  input: z.strictObject({
    tier: z.enum(FEED_TIERS).default('all'),
    favoriteIds: z.array(z.uuid()).max(50).default([]),
  }),
  output: homeFeedOutputSchema,
  async execute({ tier, favoriteIds }, ctx) {
    // One after another: each is one statement, and on the embedded database they would queue anyway.
    const sections = {} as Record<FeedSection, Awaited<ReturnType<typeof section>>>;
    for (const name of FEED_SECTIONS) sections[name] = await section(name, tier, favoriteIds, ctx);
    return { tier, sections };
  },
});
