/**
 * `sources.quickPick`: the style-discovery dialog's Quick Pick save (product rules §2, §3, §7, §9). The picked
 * handles become style sources of type influencer with priority_score 50, and are followed through
 * `influencers.follow` (preference_score 50), so the feed, the Influencers tab and the stat card see
 * them. Only handles of the fixed Quick Pick list are accepted; at least one is needed.
 */
import { z } from 'zod';
import { styleSources } from '../../server/db/schema.js';
import { influencersFollow } from '../influencers/tools.js';
import { followOutputSchema } from '../influencers/contracts.js';
import { ToolError, defineTool } from '../types.js';
import { normaliseHandle } from './handles.js';
import { QUICK_PICK_HANDLES } from './quick-pick.js';

/** Product rules §3/§9: quick-pick influencers carry priority_score 50. */
export const QUICK_PICK_PRIORITY = 50;
export const QUICK_PICK_DESCRIPTION = 'Added from Quick Pick';
export const QUICK_PICK_EMPTY_MESSAGE = 'Select at least one account.';

const quickPickSet: ReadonlySet<string> = new Set(QUICK_PICK_HANDLES);

export const sourcesQuickPick = defineTool({
  name: 'sources.quickPick',
  description:
    'Follow accounts from the fixed Quick Pick list of well-known fashion handles and brands, and keep them as style sources ' +
    '(priority 50). Already-followed handles are skipped.',
  auth: 'user',
  effect: 'change',
  // The dialog's Quick Pick buttons; in words the stylist follows through influencers.follow.
  chatDoor: false,
  input: z.strictObject({
    handles: z.array(z.string().trim().min(1).max(200)).max(QUICK_PICK_HANDLES.length * 2)
      .transform((list) => [...new Set(list.map(normaliseHandle))])
      .refine((list) => list.length > 0, { message: QUICK_PICK_EMPTY_MESSAGE })
      .refine((list) => list.every((h) => quickPickSet.has(h)), { message: 'Only Quick Pick accounts can be saved here.' }),
  }),
  output: followOutputSchema.extend({
    /** How many new style-source rows were written (one per handle the shopper did not have yet). */
    sourcesAdded: z.number().int(),
  }),
  async execute({ handles }, ctx) {
    if (handles.length === 0) throw new ToolError('invalid_input', QUICK_PICK_EMPTY_MESSAGE);
    // Following goes first, through the follow tool itself: its batches, its score, its pipeline
    // refresh. (Keeping a source would follow it too, in the database, but without the refresh.)
    const followed = await influencersFollow.execute({ handles }, ctx);
    // At most the 27 Quick Pick handles: one statement (product rules §7's batches of 100 are one batch here).
    // A handle the shopper already keeps is left as it is.
    const added = await ctx.db.insert(styleSources)
      .values(handles.map((h) => ({
        userId: ctx.userId, sourceType: 'influencer' as const, sourceName: h, sourceHandle: h,
        sourceUrl: `https://www.instagram.com/${h}/`, description: QUICK_PICK_DESCRIPTION, isActive: true,
        priorityScore: QUICK_PICK_PRIORITY,
      })))
      .onConflictDoNothing({ target: [styleSources.userId, styleSources.sourceHandle] })
      .returning({ id: styleSources.id });
    const sourcesAdded = added.length;
    return { ...followed, sourcesAdded };
  },
});

export const quickPickTools = [sourcesQuickPick];
