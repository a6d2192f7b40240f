/**
 * Hourly upkeep of a running server, each task re-runnable after a crash at any point: the account
 * deletion timeline (server/account/purge.ts), photos nothing uses any more (server/uploads/sweep.ts),
 * and garment attributes of rows older than them (tools/garments/backfill.ts; after the first run, a no-op).
 * Several app servers may run it at once; every step is idempotent.
 */
import { purgeDueDeletions, type PurgeDeps } from './account/purge.js';
import { sweepUnusedPhotos } from './uploads/sweep.js';
import { backfillGarmentAttributes } from '../tools/garments/backfill.js';

export const startMaintenance = (deps: PurgeDeps, everyMs = 3_600_000): (() => void) => {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running
      .then(async () => {
        const filled = await backfillGarmentAttributes(deps.db);
        if (filled.products + filled.wardrobeItems > 0) deps.log.info(filled, 'derived garment attributes of older rows');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'garment attribute backfill failed; it runs again next hour'))
      .then(() => purgeDueDeletions(deps))
      .catch((error: unknown) => deps.log.error({ err: error }, 'account deletion purge failed; it runs again next hour'))
      .then(() => sweepUnusedPhotos(deps))
      .catch((error: unknown) => deps.log.error({ err: error }, 'unused photo sweep failed; it runs again next hour'));
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
};
