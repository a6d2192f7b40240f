/**
 * Which database engine this test run uses. `npm test` runs the suite on the embedded database;
 * with TEST_DATABASE_URL set it runs the database-backed files a second time on that server
 * (scripts/test-unit.ts sets ATELIER_TEST_ENGINE=postgres for that run).
 */
import { z } from 'zod';

const engineEnv = z.object({
  ATELIER_TEST_ENGINE: z.enum(['pglite', 'postgres']).default('pglite'),
  TEST_DATABASE_ADMIN_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
});

export interface TestEngine { kind: 'pglite' | 'postgres'; adminUrl?: string }

export const testEngine = (env: NodeJS.ProcessEnv = process.env): TestEngine => {
  const parsed = engineEnv.parse(env);
  if (parsed.ATELIER_TEST_ENGINE === 'pglite') return { kind: 'pglite' };
  if (!parsed.TEST_DATABASE_ADMIN_URL) {
    throw new Error('ATELIER_TEST_ENGINE=postgres needs TEST_DATABASE_ADMIN_URL (eval "$(scripts/postgres-pgvector start)")');
  }
  return { kind: 'postgres', adminUrl: parsed.TEST_DATABASE_ADMIN_URL };
};

/** The same server URL with another database name. */
export const databaseUrl = (adminUrl: string, database: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
};
