/** The server process: boot, listen, and shut down cleanly so PGlite's files are never half-written. */
import { serve } from '@hono/node-server';
import { boot } from './boot.js';
import { ConfigError } from './config.js';
import { resolve } from 'node:path';
import { DatabaseStartError } from './db/client.js';
import { startFailureOnDisk } from './db/start-error.js';
import { WEB_DIST_DIR } from './paths.js';
import { startMaintenance } from './maintenance.js';
import { createStorage } from './storage/index.js';
import { seedDemoRoomsAfterStart } from './db/seed.js';

const started = performance.now();

const main = async () => {
  const { config, log, database, app, jobs } = await boot({ webDir: WEB_DIST_DIR });
  await startMaintenance(jobs, { db: database.db, storage: createStorage(config), now: () => new Date(), log });
  const stopSeeding = new AbortController();
  let demoRooms: Promise<void> = Promise.resolve();
  const server = serve({ fetch: app.fetch, hostname: config.HOST, port: config.PORT }, (info) => {
    log.info({ port: info.port, db: database.kind, ms: Math.round(performance.now() - started) }, `Atelier is ready at ${config.PUBLIC_URL}`);
    // The demo shopper's rooms are furnished once, in the background, while the server already answers.
    if (!stopSeeding.signal.aborted) demoRooms = seedDemoRoomsAfterStart({ config, database, log }, stopSeeding.signal);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // The demo seed stops at its next tool call (the next start resumes it); awaited before the jobs stop.
    stopSeeding.abort();
    log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      log.warn('requests still open after 10 s; closing them');
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    }, 10_000);
    force.unref();
    server.close(async () => {
      await demoRooms;
      // The job running now finishes (the hourly upkeep too); queued ones stay stored and run at the next start.
      await jobs.stop();
      await database.close();
      log.info('stopped');
      process.exit(0);
    });
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
};

main().catch(async (error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseStartError) {
    console.error(`Atelier could not start.\n${error.message}`);
  } else {
    // A full disk or an unwritable DATA_DIR is named with its path wherever start-up met it.
    const onDisk = await startFailureOnDisk(error, resolve(process.env.DATA_DIR || 'data')).catch(() => null);
    if (onDisk) console.error(`Atelier could not start.\n${onDisk}`);
    else console.error('Atelier could not start.', error);
  }
  process.exit(1);
});
