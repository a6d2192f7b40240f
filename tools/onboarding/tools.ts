/**
 * Onboarding completion on the account (product rules §2 Onboarding, §4 Onboarding): the four-step onboarding
 * is shown to a signed-in shopper until it is completed. The account is the truth, so completion
 * follows the shopper to every device; the web app mirrors it in the spec's local flag.
 * The tools are account state the web app reads and writes, never something a conversation does.
 */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../server/db/schema.js';
import { defineTool, ToolError, type UserToolContext } from '../types.js';
import { onboardingStatusSchema, type OnboardingStatus } from './contracts.js';


const statusOf = (completedAt: Date | null, dismissedAt: Date | null): OnboardingStatus => ({
  completed: completedAt !== null,
  completed_at: completedAt ? completedAt.toISOString() : null,
  dismissed: dismissedAt !== null,
});

const STATUS_COLUMNS = { completedAt: users.onboardingCompletedAt, dismissedAt: users.onboardingDismissedAt };

/**
 * Sets one onboarding time on the account unless it is set already, and answers the status. One
 * statement, so two devices finishing (or closing) at once both answer the same first time.
 */
const stampOnce = async (ctx: UserToolContext, column: 'onboardingCompletedAt' | 'onboardingDismissedAt'): Promise<OnboardingStatus> => {
  const [row] = await ctx.db.update(users)
    .set({ [column]: sql`coalesce(${users[column]}, ${ctx.now().toISOString()}::timestamptz)` })
    .where(eq(users.id, ctx.userId))
    .returning(STATUS_COLUMNS);
  if (!row) throw new ToolError('not_found', 'No such account.');
  return statusOf(row.completedAt, row.dismissedAt);
};

export const onboardingStatus = defineTool({
  name: 'onboarding.status',
  description: 'Whether the signed-in shopper has completed onboarding, and when.',
  auth: 'user',
  chatDoor: false,
  effect: 'read',
  input: z.strictObject({}),
  output: onboardingStatusSchema,
  async execute(_input, ctx) {
    const [row] = await ctx.db.select(STATUS_COLUMNS).from(users).where(eq(users.id, ctx.userId));
    if (!row) throw new ToolError('not_found', 'No such account.');
    return statusOf(row.completedAt, row.dismissedAt);
  },
});

export const onboardingComplete = defineTool({
  name: 'onboarding.complete',
  description: 'Mark onboarding as completed for the signed-in shopper. Idempotent: the first completion time is kept.',
  auth: 'user',
  chatDoor: false,
  effect: 'change',
  input: z.strictObject({}),
  output: onboardingStatusSchema,
  execute: (_input, ctx) => stampOnce(ctx, 'onboardingCompletedAt'),
});

export const onboardingDismiss = defineTool({
  name: 'onboarding.dismiss',
  description: 'Record that the signed-in shopper closed onboarding without finishing it, so it no longer opens by itself. Idempotent.',
  auth: 'user',
  chatDoor: false,
  effect: 'change',
  input: z.strictObject({}),
  output: onboardingStatusSchema,
  execute: (_input, ctx) => stampOnce(ctx, 'onboardingDismissedAt'),
});

export const onboardingTools = [onboardingStatus, onboardingComplete, onboardingDismiss] as const;
