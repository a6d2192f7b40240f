/**
 * Builds the migrated schema once per test run and writes it as a PGlite data-dir dump; each test
 * file loads a private copy in milliseconds instead of migrating from scratch.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createPglite, wrapPglite } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { TEMPLATE_PATH } from './paths.js';

export default async function setup() {
  const pglite = await createPglite();
  await migrateDatabase(wrapPglite(pglite));
  const dump = await pglite.dumpDataDir('none');
  mkdirSync(dirname(TEMPLATE_PATH), { recursive: true });
  writeFileSync(TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
}
