/**
 * Start-up against a real data directory: a second start neither re-seeds nor loses data; a locked
 * or damaged directory is a named error that leaves nothing behind.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { boot } from '../boot.js';
import { DEMO_SHOPPER } from '../auth/demo-shopper.js';
import { DatabaseStartError, openPgliteDirectory } from './client.js';
import { users } from './schema.js';
import { executedRows } from '../../tools/db-rows.js';

const root = mkdtempSync(join(tmpdir(), 'atelier-start-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const envFor = (dataDir: string) => ({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://localhost:3000',
  BETTER_AUTH_SECRET: 'start-test-secret-start-test-secret-123',
});

/** Row counts of every table in the public schema, to compare two starts. */
const tableCounts = async (db: Awaited<ReturnType<typeof boot>>['database']['db']) => {
  const tables = executedRows<{ tablename: string }>(
    await db.execute(sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'rate_limits' order by tablename`),
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of tables) {
    const [first] = executedRows<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from "${tablename}"`)));
    counts[tablename] = first!.n;
  }
  return counts;
};

describe('a second start', () => {
  it('keeps every row and seeds nothing again', async () => {
    const dataDir = join(root, 'twice');
    const first = await boot({ env: envFor(dataDir) });
    let before: Record<string, number>;
    try {
      const signUp = await first.app.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify({ email: 'kept@example.com', password: 'Velvet-Runway-42', name: 'Kept' }),
      });
      expect(signUp.status).toBe(200);
      before = await tableCounts(first.database.db);
      expect(before.users).toBe(2); // the demo shopper and the new user
      expect(before.email_outbox).toBe(1);
    } finally {
      await first.database.close();
    }
    expect(existsSync(join(dataDir, 'db', '.atelier.lock'))).toBe(false);

    const second = await boot({ env: envFor(dataDir) });
    try {
      expect(await tableCounts(second.database.db)).toEqual(before);
      const [demo] = await second.database.db.select({ n: count() }).from(users).where(eq(users.email, DEMO_SHOPPER.email));
      expect(demo!.n).toBe(1);
      const signIn = await second.app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify({ email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password }),
      });
      expect(signIn.status).toBe(200);
    } finally {
      await second.database.close();
    }
  }, 120_000);
});

describe('the data directory', () => {
  it('refuses a directory another live process holds, naming it', async () => {
    const dir = join(root, 'locked');
    mkdirSync(dir, { recursive: true });
    // The parent process (the test runner) is alive and is not us.
    writeFileSync(join(dir, '.atelier.lock'), String(process.ppid));
    await expect(openPgliteDirectory(dir)).rejects.toThrow(DatabaseStartError);
    await expect(openPgliteDirectory(dir)).rejects.toThrow(/in use by another Atelier process \(pid \d+\)/);
    expect(readFileSync(join(dir, '.atelier.lock'), 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that has died', async () => {
    const dir = join(root, 'stale');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, '.atelier.lock'), '4194303'); // above Linux's pid_max default: never alive
    const handle = await openPgliteDirectory(dir);
    expect(readFileSync(join(dir, '.atelier.lock'), 'utf8')).toBe(String(process.pid));
    await handle.close();
    expect(existsSync(join(dir, '.atelier.lock'))).toBe(false);
  }, 60_000);

  it('names a damaged database, releases the lock, and boot stops with the same error', async () => {
    const dataDir = join(root, 'damaged');
    const dir = join(dataDir, 'db');
    mkdirSync(join(dir, 'global'), { recursive: true });
    writeFileSync(join(dir, 'PG_VERSION'), 'garbage\n');
    writeFileSync(join(dir, 'global', 'pg_control'), Buffer.alloc(8192, 7));
    await expect(openPgliteDirectory(dir)).rejects.toThrow(/could not be opened.*move the folder away/s);
    expect(existsSync(join(dir, '.atelier.lock'))).toBe(false);
    await expect(boot({ env: envFor(dataDir) })).rejects.toThrow(DatabaseStartError);
    expect(readFileSync(join(dir, 'PG_VERSION'), 'utf8')).toBe('garbage\n');
  }, 60_000);
});
