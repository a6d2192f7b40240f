/**
 * The demo shopper arrives with a taste and onboarding done: three follows run through the real
 * follow tool and the pipeline, so /home shows a personalised feed (percent match, reasons) on the
 * first visit, and onboarding is completed through its tool.
 */
import { influencersFollow } from '../../tools/influencers/tools.js';
import { onboardingComplete } from '../../tools/onboarding/tools.js';
import { whenIdle } from '../../tools/recommendations/pipeline.js';
import { runTool } from '../../tools/run.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../log.js';

export const DEMO_SHOPPER_FOLLOWS = ['cos', 'everlane', 'oliviapalermo'] as const;

export const giveDemoShopperATaste = async (db: Database, userId: string, log: Logger): Promise<void> => {
  const ctx = { db, userId, now: () => new Date(), log };
  const result = await runTool(influencersFollow, { handles: [...DEMO_SHOPPER_FOLLOWS] }, ctx);
  if (!result.ok) throw result.error;
  // The demo account is a tour of the finished product: its onboarding is done, so it never covers the rooms.
  const onboarded = await runTool(onboardingComplete, {}, ctx);
  if (!onboarded.ok) throw onboarded.error;
  await whenIdle();
};
