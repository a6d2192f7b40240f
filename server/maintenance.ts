/**
 * Hourly upkeep of a deployment, each task re-runnable after a crash at any point: the account
 * deletion timeline (server/account/purge.ts), photos nothing uses any more and files interrupted
 * writes left (server/uploads/sweep.ts), and garment attributes of rows older than them
 * (tools/garments/backfill.ts; after the first run, a no-op).
 * Run once an hour for the whole deployment by the background jobs (server/jobs: a pg-boss schedule
 * on Postgres, a timer on the embedded database); every step is idempotent all the same.
 */
import { purgeDueDeletions, type PurgeDeps } from './account/purge.js';
import type { Jobs } from './jobs/index.js';
import { sweepLeftoverWrites, sweepUnusedPhotos } from './uploads/sweep.js';
import { backfillGarmentAttributes } from '../tools/garments/backfill.js';

export const MAINTENANCE_JOB = 'atelier.maintenance';

/** One pass: a failed step is logged and tried again next hour, and never stops the others. */
export const runMaintenance = async (deps: PurgeDeps): Promise<void> => {
  await backfillGarmentAttributes(deps.db)
    .then((filled) => {
      if (filled.products + filled.wardrobeItems > 0) deps.log.info(filled, 'derived garment attributes of older rows');
    })
    .catch((error: unknown) => deps.log.error({ err: error }, 'garment attribute backfill failed; it runs again next hour'));
  await purgeDueDeletions(deps)
    .catch((error: unknown) => deps.log.error({ err: error }, 'account deletion purge failed; it runs again next hour'));
  await sweepUnusedPhotos(deps)
    .catch((error: unknown) => deps.log.error({ err: error }, 'unused photo sweep failed; it runs again next hour'));
  await sweepLeftoverWrites(deps)
    .catch((error: unknown) => deps.log.error({ err: error }, 'sweep of interrupted writes failed; it runs again next hour'));
};

export const startMaintenance = (jobs: Pick<Jobs, 'hourly'>, deps: PurgeDeps): Promise<void> =>
  jobs.hourly(MAINTENANCE_JOB, () => runMaintenance(deps));
