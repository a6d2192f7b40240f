/**
 * Test databases on a real PostgreSQL server: the global setup migrates one template database per
 * run; each test file gets a fresh copy (`create database … template …`, a file copy on the
 * server) and drops it when it closes.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import postgres from 'postgres';
import { openPostgres, type DatabaseHandle } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { databaseUrl } from './engine.js';
import { TEMPLATE_PATH } from './paths.js';

const TEMPLATE_NAME_FILE = `${TEMPLATE_PATH}.postgres`;
const OBJECT_IN_USE = '55006';

const adminClient = (adminUrl: string) => postgres(adminUrl, { max: 1, onnotice: () => undefined });

/** Builds this run's template database; answers a teardown that drops it. */
export const createPostgresTemplate = async (adminUrl: string): Promise<() => Promise<void>> => {
  const name = `atelier_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = adminClient(adminUrl);
  await admin.unsafe(`create database "${name}"`);
  const template = openPostgres(databaseUrl(adminUrl, name));
  try {
    await migrateDatabase(template);
  } finally {
    await template.close();
  }
  writeFileSync(TEMPLATE_NAME_FILE, name);
  await admin.end();
  return async () => {
    const dropper = adminClient(adminUrl);
    await dropper.unsafe(`drop database if exists "${name}" with (force)`);
    await dropper.end();
  };
};

/** Two files may copy the template at the same moment; the server refuses the second for a moment. */
const createFromTemplate = async (admin: postgres.Sql, name: string, template: string): Promise<void> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await admin.unsafe(`create database "${name}" template "${template}"`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
};

/** A fresh database for one test file: a copy of the migrated template, or `empty` (not migrated). */
export const createPostgresTestDatabase = async (adminUrl: string, opts: { empty?: boolean } = {}): Promise<DatabaseHandle & { url: string }> => {
  const template = readFileSync(TEMPLATE_NAME_FILE, 'utf8').trim();
  const name = `atelier_t_${randomBytes(6).toString('hex')}`;
  const admin = adminClient(adminUrl);
  if (opts.empty) await admin.unsafe(`create database "${name}"`);
  else await createFromTemplate(admin, name, template);
  const url = databaseUrl(adminUrl, name);
  const handle = openPostgres(url);
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
};
