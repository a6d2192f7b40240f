/**
 * `npm run backup [-- --out FILE]`: a zip of the embedded database and stored files (stop the server
 * first). With DATABASE_URL set, Postgres is backed up with pg_dump instead (printed here).
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, backupEmbedded } from '../server/backup/backup.js';
import { ConfigError, loadConfig } from '../server/config.js';

try {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error('DATABASE_URL is set: back up Postgres with pg_dump, e.g.\n  pg_dump --format=custom --file=atelier.dump "$DATABASE_URL"\nand copy your object store (STORAGE_URL) with its own tools.');
    process.exit(2);
  }
  const out = resolve(values.out ?? join(config.dataDir, 'backups', `atelier-${new Date().toISOString().replace(/[:.]/g, '-')}.zip`));
  const manifest = await backupEmbedded({ dataDir: config.dataDir, out });
  const rows = Object.values(manifest.counts).reduce((a, b) => a + b, 0);
  console.log(`Backed up ${rows} rows in ${Object.keys(manifest.counts).length} tables and ${manifest.files} stored files to\n  ${out}`);
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
