/**
 * `npm run seed [-- --products N --influencers N --posts N --seed N]` against the configured
 * database (DATA_DIR or DATABASE_URL). Without counts it seeds the demo catalogue if it is missing;
 * with counts it also adds a bulk catalogue of that size (for benchmarks). Rows older than the garment
 * attributes get them first (tools/garments/backfill.ts).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config.js';
import { createLogger } from '../log.js';
import { openDatabase } from './client.js';
import { migrateDatabase } from './migrate.js';
import { seedBulk, seedDemoIfNeeded } from './seed.js';
import { checkBulkCapacity, postgresStorage } from './bulk-capacity.js';
import { join } from 'node:path';
import { backfillGarmentAttributes } from '../../tools/garments/backfill.js';

const count = z.coerce.number().int().min(0).max(2_000_000);
const argsSchema = z.object({
  products: count.default(0),
  influencers: count.default(0),
  posts: count.default(0),
  seed: z.coerce.number().int().min(0).optional(),
});

const main = async () => {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' }, influencers: { type: 'string' }, posts: { type: 'string' }, seed: { type: 'string' },
    },
    strict: true,
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(`Invalid arguments: ${parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; ')}`);
    process.exit(2);
  }
  const args = parsed.data;
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL);
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const demo = await seedDemoIfNeeded(database.db, log);
    console.log(demo ? 'Seeded the demo catalogue.' : 'The demo catalogue is already seeded.');
    // A catalogue seeded before migration 0013 gets its garment attributes here rather than at the server's next start.
    const filled = await backfillGarmentAttributes(database.db);
    if (filled.products + filled.wardrobeItems > 0) console.log(`Derived garment attributes of ${filled.products} products and ${filled.wardrobeItems} wardrobe items.`);
    if (args.products + args.influencers + args.posts > 0) {
      // Posts need accounts to belong to.
      const influencers = args.posts > 0 ? Math.max(1, args.influencers) : args.influencers;
      // Refused before anything is generated or written when the heap or the disk cannot hold it.
      const storage = database.kind === 'pglite' ? { kind: 'folder' as const, path: join(config.dataDir, 'db') } : await postgresStorage(database.db);
      await checkBulkCapacity({ ...args, influencers }, storage);
      const result = await seedBulk(database.db, log, { ...args, influencers });
      console.log(result.skipped
        ? `Bulk catalogue ${result.name} was already seeded.`
        : `Seeded ${result.name}: ${JSON.stringify(result.counts)} in ${JSON.stringify(result.ms)} ms.`);
    }
  } finally {
    await database.close();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
