/**
 * The demo shopper arrives with a taste: three follows run through the real follow tool and the
 * pipeline, so /home shows a personalised feed (percent match, reasons) on the first visit.
 */
import { influencersFollow } from '../../tools/influencers/tools.js';
import { whenIdle } from '../../tools/recommendations/pipeline.js';
import { runTool } from '../../tools/run.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../log.js';

export const DEMO_SHOPPER_FOLLOWS = ['cos', 'everlane', 'oliviapalermo'] as const;

export const giveDemoShopperATaste = async (db: Database, userId: string, log: Logger): Promise<void> => {
  const result = await runTool(influencersFollow, { handles: [...DEMO_SHOPPER_FOLLOWS] }, { db, userId, now: () => new Date(), log });
  if (!result.ok) throw result.error;
  await whenIdle();
};
