/**
 * `npm run restore -- FILE`: restores DATA_DIR from a backup made by `npm run backup` (stop the
 * server first). Whatever was in DATA_DIR is moved aside, never deleted; the restored database is
 * checked against the backup's row counts and migrated to this release.
 */
import { parseArgs } from 'node:util';
import { BackupError, restoreEmbedded } from '../server/backup/backup.js';
import { ConfigError, loadConfig } from '../server/config.js';

try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    console.error('Usage: npm run restore -- FILE   (a .zip made by npm run backup)');
    process.exit(2);
  }
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error('DATABASE_URL is set: restore Postgres with pg_restore, e.g.\n  pg_restore --clean --if-exists --dbname="$DATABASE_URL" atelier.dump');
    process.exit(2);
  }
  const { manifest, movedAside } = await restoreEmbedded({ dataDir: config.dataDir, file });
  console.log(`Restored the backup of ${manifest.createdAt} into ${config.dataDir} (row counts match).`);
  if (movedAside) console.log(`What was there before is in ${movedAside}.`);
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
