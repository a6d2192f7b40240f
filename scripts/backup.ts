/**
 * `npm run backup [-- --out FILE]`: a zip of the embedded database, stored files and generated
 * secrets (stop the server first); the file is 0600 because it holds the secrets. With DATABASE_URL
 * set, Postgres is backed up with pg_dump instead (printed here).
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SECRET_FILES, type SecretFile } from '../server/backup/archive.js';
import { BackupError, backupEmbedded } from '../server/backup/backup.js';
import { ConfigError, loadConfig } from '../server/config.js';

/** Where each generated secret comes from when it is not in DATA_DIR. */
const SECRET_VARIABLES: Record<SecretFile, string> = { 'auth-secret': 'BETTER_AUTH_SECRET', 'token-key': 'TOKEN_ENCRYPTION_KEY' };

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
  const secrets = SECRET_FILES.filter((name) => name in manifest.sha256);
  console.log(`Backed up ${rows} rows in ${Object.keys(manifest.counts).length} tables, ${manifest.files} stored files and ${secrets.length ? secrets.join(' and ') : 'no secrets'} to\n  ${out}`);
  if (secrets.length) console.log('The file holds the secrets that sign sessions and decrypt Instagram tokens: keep it as private as the server.');
  for (const file of SECRET_FILES) {
    if (secrets.includes(file)) continue;
    const variable = SECRET_VARIABLES[file];
    console.log(`No ${file} in DATA_DIR (${variable} is set in the environment?): carry ${variable} to the restored server yourself.`);
  }
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
