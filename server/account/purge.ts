/**
 * The scheduled half of account deletion (the /data-deletion timeline), run hourly by the server
 * and safe to run again after a crash at any point: every step is keyed on the account_deletions
 * record and its timestamps. What goes is read off the personal-data list (tools/account/personal-data.ts),
 * the same list the export reads.
 * - 30 days: photos deleted from storage, then every listed table's rows of the shopper's — by user
 *   id, through a parent row, or by email (mail sent to them) — and the user row; fraud-prevention
 *   records (security events, also failed sign-ins that name only the email) are kept, tagged.
 * - 90 days: complete removal: rows keyed by the email that arrived since are swept and fraud
 *   records among them tagged, then the email kept to refuse sign-ins is erased.
 * - 6 months: the tagged fraud-prevention records go too.
 */
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { DELETION_TIMELINE_DAYS } from '../../tools/account/tools.js';
import { ownedRows, PERSONAL_TABLES, type PersonalTable, type Shopper } from '../../tools/account/personal-data.js';
import type { Database } from '../db/client.js';
import { accountDeletions, uploads } from '../db/schema.js';
import type { Logger } from '../log.js';
import type { Storage } from '../storage/index.js';
import { deleteStoredPhoto } from '../uploads/variants.js';

export interface PurgeDeps { db: Database; storage: Storage; now: () => Date; log: Pick<Logger, 'info' | 'warn' | 'error'> }

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

export interface PurgeReport { personalDataPurged: number; removed: number; fraudRecordsPurged: number }

/** Fraud records are tagged in their key's jsonb column (personal-data.test.ts holds every one to such a key). */
const fraudTables = PERSONAL_TABLES.flatMap((entry) =>
  (entry.purge === 'fraudRecords' && entry.key.by === 'user_or_email' ? [{ entry, tag: sql.identifier(entry.key.jsonColumn) }] : []));

/** Fraud records of the shopper's stay, tagged with the deleted user's id, until their own deadline. */
const tagFraudRecords = async (tx: Database, who: Shopper, untagged: boolean) => {
  for (const { entry, tag: col } of fraudTables) {
    await tx.execute(sql`update ${sql.identifier(entry.table)} set ${col} = ${col} || ${JSON.stringify({ deletedUser: who.userId })}::jsonb
      where ${ownedRows(entry, who)} ${untagged ? sql`and ${col}->>'deletedUser' is null` : sql``}`);
  }
};

const deleteOwned = async (tx: Database, entry: PersonalTable, who: Shopper) => {
  await tx.execute(sql`delete from ${sql.identifier(entry.table)} where ${ownedRows(entry, who)}`);
};

export const purgeDueDeletions = async ({ db, storage, now, log }: PurgeDeps): Promise<PurgeReport> => {
  const at = now();
  const report: PurgeReport = { personalDataPurged: 0, removed: 0, fraudRecordsPurged: 0 };

  const dueData = await db.select().from(accountDeletions)
    .where(and(isNull(accountDeletions.dataPurgedAt), lte(accountDeletions.requestedAt, daysBefore(at, DELETION_TIMELINE_DAYS.personalData))));
  for (const deletion of dueData) {
    const who: Shopper = { userId: deletion.userId, email: deletion.email?.toLowerCase() ?? null };
    // Files first: their rows say where they are, and go with the rest.
    const files = await db.select({ bucket: uploads.bucket, path: uploads.path }).from(uploads).where(eq(uploads.userId, deletion.userId));
    for (const file of files) await deleteStoredPhoto(storage, file.bucket, file.path);
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      await tagFraudRecords(t, who, false);
      for (const entry of PERSONAL_TABLES) if (entry.purge === 'personalData') await deleteOwned(t, entry, who);
      await tx.update(accountDeletions).set({ dataPurgedAt: at }).where(eq(accountDeletions.userId, deletion.userId));
    });
    report.personalDataPurged++;
    log.info({ userId: deletion.userId, files: files.length }, 'account deletion: personal data purged');
  }

  const dueRemoval = await db.select().from(accountDeletions)
    .where(and(isNull(accountDeletions.removedAt), lte(accountDeletions.requestedAt, daysBefore(at, DELETION_TIMELINE_DAYS.completeRemoval))));
  for (const deletion of dueRemoval) {
    const who: Shopper = { userId: deletion.userId, email: deletion.email?.toLowerCase() ?? null };
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      // Mail and failed sign-ins for the address since the first purge; after this the email is not known.
      for (const entry of PERSONAL_TABLES) if (entry.key.by === 'email' && entry.purge === 'personalData') await deleteOwned(t, entry, who);
      await tagFraudRecords(t, who, true);
      await tx.update(accountDeletions).set({ email: null, removedAt: at }).where(eq(accountDeletions.userId, deletion.userId));
    });
    report.removed++;
  }

  const dueFraud = await db.select({ userId: accountDeletions.userId }).from(accountDeletions)
    .where(and(isNull(accountDeletions.fraudRecordsPurgedAt), lte(accountDeletions.requestedAt, daysBefore(at, DELETION_TIMELINE_DAYS.fraudRecords))));
  for (const { userId } of dueFraud) {
    await db.transaction(async (tx) => {
      for (const { entry, tag } of fraudTables) {
        await tx.execute(sql`delete from ${sql.identifier(entry.table)} where ${tag}->>'deletedUser' = ${userId} or ${ownedRows(entry, { userId, email: null })}`);
      }
      await tx.update(accountDeletions).set({ fraudRecordsPurgedAt: at }).where(eq(accountDeletions.userId, userId));
    });
    report.fraudRecordsPurged++;
  }
  return report;
};
