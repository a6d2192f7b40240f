/**
 * Applies the drizzle-kit migrations in `migrations/`. Idempotent: drizzle records what ran in
 * its own journal table, so a second start applies nothing.
 */
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { DatabaseHandle, Schema } from './client.js';
import { MIGRATIONS_DIR } from '../paths.js';

export const migrateDatabase = async (handle: DatabaseHandle): Promise<void> => {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    await migratePostgres(handle.db as unknown as PostgresJsDatabase<Schema>, { migrationsFolder: MIGRATIONS_DIR });
  }
};
