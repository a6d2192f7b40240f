/**
 * `npm run restore -- FILE`: restores DATA_DIR from a backup made by `npm run backup` (stop the
 * server first). The whole backup is verified and restored into a staging folder first; only then
 * is what was in DATA_DIR moved aside (never deleted) and the restored data put in its place. Any
 * failure leaves DATA_DIR as it was and exits 1 with a sentence naming what failed.
 */
import { parseArgs } from 'node:util';
import { BackupError } from '../server/backup/archive.js';
import { restoreEmbedded } from '../server/backup/restore.js';
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
  const { manifest, movedAside, unverifiedFiles } = await restoreEmbedded({ dataDir: config.dataDir, file });
  console.log(`Restored the backup of ${manifest.createdAt} into ${config.dataDir} (checksums and row counts match).`);
  if (unverifiedFiles > 0) {
    console.log(`This backup predates checksums: its database was checked (gzip CRC, row counts) but its ${unverifiedFiles} stored files could not be, and it holds no secrets (sessions and Instagram connections from that machine do not carry over).`);
  }
  if (movedAside) console.log(`What was there before is in ${movedAside}.`);
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
