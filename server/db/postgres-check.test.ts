/**
 * A DATABASE_URL that cannot work stops start-up with a sentence saying what to do. The wording
 * per driver error is checked everywhere; the real refusals (nothing listening, no such database,
 * a user who may not create the vector extension) on the Postgres run.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { freePort } from '../process/free-port.js';
import { loadConfig } from '../config.js';
import { DatabaseStartError, openDatabase } from './client.js';
import { checkPostgres, describeDatabaseUrl, explainConnectionError } from './postgres-check.js';
import type { DatabaseHandle } from './client.js';
import { databaseUrl, testEngine } from '../test/engine.js';
import { boot } from '../boot.js';

const URL_ = 'postgres://shop:secret@db.internal:6543/atelier';

describe('explaining a connection failure', () => {
  it('never shows the password, and names host, port, user and database', () => {
    expect(describeDatabaseUrl(URL_)).toBe('shop@db.internal:6543/atelier');
    for (const code of ['ECONNREFUSED', 'ENOTFOUND', 'CONNECT_TIMEOUT', '28P01', '28000', '3D000', 'XX000']) {
      expect(explainConnectionError({ code, message: 'boom' }, URL_)).not.toContain('secret');
    }
  });

  it('says what to do for each refusal', () => {
    expect(explainConnectionError({ code: 'ECONNREFUSED' }, URL_)).toBe('Nothing answers at db.internal:6543. Is PostgreSQL running there, and is DATABASE_URL right?');
    expect(explainConnectionError({ code: 'ENOTFOUND' }, URL_)).toContain('The host "db.internal" in DATABASE_URL cannot be found');
    expect(explainConnectionError({ code: '28P01' }, URL_)).toContain('refused the password for user "shop"');
    expect(explainConnectionError({ code: '3D000' }, URL_)).toContain('The database "atelier" does not exist at db.internal:6543. Create it (createdb atelier)');
    expect(explainConnectionError({ cause: { code: 'ECONNREFUSED' } }, URL_)).toContain('Nothing answers');
  });
});

/** A handle whose server answers `select 1` and then the given pg_available_extensions rows. */
const serverWith = (vectorRows: unknown[]): DatabaseHandle => {
  const answers = [[{ '?column?': 1 }], vectorRows];
  return { kind: 'postgres', db: { execute: async () => answers.shift() ?? [] }, exclusive: (work: () => Promise<unknown>) => work(), close: async () => undefined } as unknown as DatabaseHandle;
};

describe('the vector extension', () => {
  it('missing on the server: install pgvector', async () => {
    await expect(checkPostgres(serverWith([]), URL_)).rejects.toThrow('PostgreSQL at shop@db.internal:6543/atelier has no pgvector extension. Install pgvector 0.8 or later');
  });

  it('older than 0.8: upgrade, with the statement to run', async () => {
    await expect(checkPostgres(serverWith([{ default_version: '0.7.4', installed_version: '0.7.4' }]), URL_)).rejects.toThrow('has pgvector 0.7.4; Atelier needs 0.8 or later');
    await expect(checkPostgres(serverWith([{ default_version: '0.10.0', installed_version: '0.10.0' }]), URL_)).resolves.toBeUndefined();
  });
});

const engine = testEngine();
const startWith = (DATABASE_URL: string) => openDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/atelier-test-unused', BETTER_AUTH_SECRET: 'check-test-secret-check-test-secret-1234', DATABASE_URL }));

describe.skipIf(engine.kind !== 'postgres')('start-up against a real server', { timeout: 60_000 }, () => {
  it('nothing listening: a named error, not a stack trace', async () => {
    const port = await freePort();
    await expect(startWith(`postgres://postgres@127.0.0.1:${port}/atelier`)).rejects.toThrow(
      new DatabaseStartError(`Nothing answers at 127.0.0.1:${port}. Is PostgreSQL running there, and is DATABASE_URL right?`),
    );
  });

  it('a database that does not exist', async () => {
    const name = `missing_${randomBytes(4).toString('hex')}`;
    await expect(startWith(databaseUrl(engine.adminUrl!, name))).rejects.toThrow(/does not exist at .* Create it \(createdb missing_/);
  });

  it('a user who may not create the vector extension: told to ask for "CREATE EXTENSION vector;", nothing created', async () => {
    const admin = postgres(engine.adminUrl!, { max: 1, onnotice: () => undefined });
    const suffix = randomBytes(4).toString('hex');
    const role = `shop_${suffix}`;
    const database = `noext_${suffix}`;
    await admin.unsafe(`create role ${role} login`);
    await admin.unsafe(`create database ${database} owner ${role}`);
    try {
      const url = new URL(databaseUrl(engine.adminUrl!, database));
      url.username = role;
      const error = await boot({ env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/atelier-test-unused', BETTER_AUTH_SECRET: 'check-test-secret-check-test-secret-1234', DATABASE_URL: url.toString() } })
        .then(() => null, (e: unknown) => e);
      expect(error).toBeInstanceOf(DatabaseStartError);
      expect((error as Error).message).toContain(`User "${role}" may not create the vector extension`);
      expect((error as Error).message).toContain('CREATE EXTENSION vector;');
      const inside = postgres(url.toString(), { max: 1, onnotice: () => undefined });
      const tables = await inside`select count(*)::int as n from pg_tables where schemaname = 'public'`;
      await inside.end();
      expect(tables[0]!.n).toBe(0);
    } finally {
      await admin.unsafe(`drop database if exists ${database} with (force)`);
      await admin.unsafe(`drop role if exists ${role}`);
      await admin.end();
    }
  });
});
