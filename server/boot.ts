/**
 * Start-up shared by the server process, the scripted agent, the seed CLI and benchmarks:
 * config → database → migrations → demo catalogue → auth → background jobs → app.
 */
import { createApp } from './app.js';
import { createAuth } from './auth/auth.js';
import { loadConfig, type Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { seedDemoIfNeeded, seedDemoShopper } from './db/seed.js';
import { relinkDemoRetailers } from './demo/relink-retailers.js';
import { sealPartnerSecrets } from './widget/partners.js';
import { createLogger, type Logger } from './log.js';
import { startJobs, type Jobs } from './jobs/index.js';
import { closeDataDir, createFilesOwnerOnly } from './private-files.js';

export interface Booted {
  config: Config;
  log: Logger;
  database: DatabaseHandle;
  auth: ReturnType<typeof createAuth>;
  app: ReturnType<typeof createApp>;
  jobs: Jobs;
}

export const boot = async (opts: { env?: Record<string, string | undefined>; webDir?: string; seed?: boolean } = {}): Promise<Booted> => {
  // Before anything is written: loadConfig may generate secrets, and PGlite creates its files.
  createFilesOwnerOnly();
  const config = loadConfig(opts.env);
  const log = createLogger(config.LOG_LEVEL);
  if (!closeDataDir(config.dataDir)) log.warn({ dataDir: config.dataDir }, 'DATA_DIR belongs to another account, so it could not be made owner-only (0700); other accounts may read what is in it');
  // The embedded database's folder is made owner-only as it opens and closes (openPgliteDirectory).
  const database = await openDatabase(config);
  let auth!: ReturnType<typeof createAuth>;
  try {
    // Several app servers starting at once on one Postgres: one migrates and seeds, the others wait and find it done.
    await database.exclusive(async () => {
      await migrateDatabase(database);
      // After the migrations: better-auth starts its plugins at once, and the OAuth provider's
      // start writes its protected resource (the MCP endpoint) to its table.
      auth = createAuth({ config, db: database.db, log });
      await auth.$context;
      // Widget partners' identity secrets an older version stored in plain text are encrypted now.
      await sealPartnerSecrets(database.db, config.tokenEncryptionKey);
      if (opts.seed ?? config.SEED_DEMO) await seedDemoIfNeeded(database.db, log);
      // A catalogue seeded by an older version linked to made-up shop domains; once, they move to the demo retailer page.
      await relinkDemoRetailers(database.db, log);
      // opts.seed=false wants no demo data; production still loses a published demo password.
      const demoShopperPassword = (opts.seed ?? config.SEED_DEMO) ? config.demoShopperPassword : null;
      await seedDemoShopper(database.db, auth, { ...config, demoShopperPassword }, log);
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  // Background jobs start after seeding (which waits for its own runs) and resume what a crash left.
  let jobs: Jobs;
  try {
    // Under the start-up lock too: pg-boss creating its schema and queues from two servers at once can deadlock.
    jobs = await database.exclusive(() => startJobs({ config, database, log, env: opts.env }));
  } catch (error) {
    await database.close();
    throw error;
  }
  // Every caller closes the database when done; the runner stops first so no job outlives it.
  const closeDatabase = database.close;
  database.close = async () => {
    await jobs.stop();
    await closeDatabase();
  };
  const app = createApp({ config, db: database.db, auth, log, webDir: opts.webDir });
  return { config, log, database, auth, app, jobs };
};
