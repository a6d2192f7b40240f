/**
 * A private, migrated, empty database for one test file: a copy of the run's embedded template,
 * or with ATELIER_TEST_ENGINE=postgres a fresh database on the real server (server/test/postgres.ts).
 */
import { readFileSync } from 'node:fs';
import { createPglite, wrapPglite, type DatabaseHandle } from '../db/client.js';
import { testEngine } from './engine.js';
import { createPostgresTestDatabase } from './postgres.js';
import { TEMPLATE_PATH } from './paths.js';

/** A test's database; on the PostgreSQL engine also its URL, for a second client of its own. */
export type TestDatabase = DatabaseHandle & { url?: string };

export const createTestDatabase = async (): Promise<TestDatabase> => {
  const engine = testEngine();
  if (engine.kind === 'postgres') return createPostgresTestDatabase(engine.adminUrl!);
  const template = new Blob([readFileSync(TEMPLATE_PATH)]);
  return wrapPglite(await createPglite(undefined, template));
};
