/**
 * Hourly upkeep of a running server, each task re-runnable after a crash at any point: the account
 * deletion timeline (server/account/purge.ts), photos nothing uses any more and files interrupted
 * writes left (server/uploads/sweep.ts).
 * Several app servers may run it at once; every step is idempotent.
 */
import { purgeDueDeletions, type PurgeDeps } from './account/purge.js';
import { sweepLeftoverWrites, sweepUnusedPhotos } from './uploads/sweep.js';

export const startMaintenance = (deps: PurgeDeps, everyMs = 3_600_000): (() => void) => {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running
      .then(() => purgeDueDeletions(deps))
      .catch((error: unknown) => deps.log.error({ err: error }, 'account deletion purge failed; it runs again next hour'))
      .then(() => sweepUnusedPhotos(deps))
      .catch((error: unknown) => deps.log.error({ err: error }, 'unused photo sweep failed; it runs again next hour'))
      .then(() => sweepLeftoverWrites(deps))
      .catch((error: unknown) => deps.log.error({ err: error }, 'sweep of interrupted writes failed; it runs again next hour'));
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
};
