/**
 * Builds the migrated schema once per test run and writes it as a PGlite data-dir dump; each test
 * file loads a private copy in milliseconds instead of migrating from scratch. On the Postgres run
 * it builds a template database on the server instead (server/test/postgres.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createPglite, wrapPglite } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { testEngine } from './engine.js';
import { createPostgresTemplate } from './postgres.js';
import { TEMPLATE_PATH } from './paths.js';

export default async function setup(): Promise<void | (() => Promise<void>)> {
  const engine = testEngine();
  mkdirSync(dirname(TEMPLATE_PATH), { recursive: true });
  if (engine.kind === 'postgres') return createPostgresTemplate(engine.adminUrl!);
  const pglite = await createPglite();
  await migrateDatabase(wrapPglite(pglite));
  const dump = await pglite.dumpDataDir('none');
  writeFileSync(TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
}
