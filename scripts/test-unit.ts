/**
 * `npm run test:unit`: vitest on the embedded database, then — when a PostgreSQL server is given
 * (TEST_DATABASE_URL, as `scripts/postgres-pgvector start` exports it) — the
 * database-backed folders again on that server, each test file in a fresh database.
 */
import { spawnSync } from 'node:child_process';
import { databaseUrl } from '../server/test/engine.js';

// bench/'s own test runs with the benchmarks' packages: `npm run bench:test`.
const DATABASE_FOLDERS = ['server', 'tools', 'evals', 'scripts'];

const run = (args: string[], env: NodeJS.ProcessEnv): number => {
  const result = spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env });
  return result.status ?? 1;
};

const passThrough = process.argv.slice(2);
const embedded = run(passThrough, { ...process.env, ATELIER_TEST_ENGINE: 'pglite' });
if (embedded !== 0) process.exit(embedded);

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) process.exit(0);
const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? databaseUrl(serverUrl, 'postgres');
console.log(`\n› the database-backed tests again on PostgreSQL (${new URL(serverUrl).host})\n`);
process.exit(run(passThrough.length > 0 ? passThrough : DATABASE_FOLDERS, {
  ...process.env,
  ATELIER_TEST_ENGINE: 'postgres',
  TEST_DATABASE_ADMIN_URL: adminUrl,
}));
