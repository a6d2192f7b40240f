import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite, wrapPglite, type Schema } from '../../server/db/client.js';
import { MIGRATIONS_DIR } from '../../server/paths.js';

const VERDICT_MIGRATION = '0020_feedback_verdict';

/** The migrations folder as it was before the verdict: its journal stops one entry short. */
const folderBeforeVerdict = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === VERDICT_MIGRATION);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
};

const handle = wrapPglite(await createPglite());
afterAll(() => handle.close());

describe(`migration ${VERDICT_MIGRATION}`, () => {
  it('makes every entry written before it a love, and refuses a verdict it does not know', async () => {
    const db = handle.db as unknown as PgliteDatabase<Schema>;
    const before = folderBeforeVerdict();
    try {
      await migrate(db, { migrationsFolder: before });
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
    await handle.pglite!.exec(`
      insert into users (id, name, email) values ('before-verdict', 'B', 'before@example.com');
      insert into user_feedback_detailed (user_id, item_id, reasons) values ('before-verdict', 'x', '{color}');`);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    const { rows } = await handle.pglite!.query<{ verdict: string }>('select verdict from user_feedback_detailed');
    expect(rows).toEqual([{ verdict: 'love' }]);
    await expect(handle.pglite!.exec(
      `insert into user_feedback_detailed (user_id, item_id, reasons, verdict) values ('before-verdict', 'y', '{color}', 'meh')`,
    )).rejects.toThrow(/verdict_check/);
  });
});
