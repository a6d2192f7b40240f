/**
 * The scheduled half of account deletion (the /data-deletion timeline), run hourly by the server
 * and safe to run again after a crash at any point: every step is keyed on the account_deletions
 * record and its timestamps.
 * - 30 days: photos deleted from storage, then the user row and everything personal (foreign keys
 *   cascade; security events are kept, tagged, as fraud-prevention records).
 * - 90 days: complete removal: the email kept to refuse sign-ins is erased.
 * - 6 months: the fraud-prevention records go too.
 */
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { DELETION_TIMELINE_DAYS } from '../../tools/account/tools.js';
import type { Database } from '../db/client.js';
import { accountDeletions, securityEvents, uploads, users } from '../db/schema.js';
import type { Logger } from '../log.js';
import type { Storage } from '../storage/index.js';

export interface PurgeDeps { db: Database; storage: Storage; now: () => Date; log: Pick<Logger, 'info' | 'warn' | 'error'> }

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

export interface PurgeReport { personalDataPurged: number; removed: number; fraudRecordsPurged: number }

export const purgeDueDeletions = async ({ db, storage, now, log }: PurgeDeps): Promise<PurgeReport> => {
  const at = now();
  const report: PurgeReport = { personalDataPurged: 0, removed: 0, fraudRecordsPurged: 0 };

  const dueData = await db.select().from(accountDeletions)
    .where(and(isNull(accountDeletions.dataPurgedAt), lte(accountDeletions.requestedAt, daysBefore(at, DELETION_TIMELINE_DAYS.personalData))));
  for (const deletion of dueData) {
    // Files first: their rows say where they are, and go with the user row.
    const files = await db.select({ bucket: uploads.bucket, path: uploads.path }).from(uploads).where(eq(uploads.userId, deletion.userId));
    for (const file of files) await storage.delete(file.bucket, file.path);
    await db.transaction(async (tx) => {
      await tx.update(securityEvents)
        .set({ details: sql`${securityEvents.details} || ${JSON.stringify({ deletedUser: deletion.userId })}::jsonb` })
        .where(eq(securityEvents.userId, deletion.userId));
      await tx.delete(users).where(eq(users.id, deletion.userId));
      await tx.update(accountDeletions).set({ dataPurgedAt: at }).where(eq(accountDeletions.userId, deletion.userId));
    });
    report.personalDataPurged++;
    log.info({ userId: deletion.userId, files: files.length }, 'account deletion: personal data purged');
  }

  const dueRemoval = await db.update(accountDeletions).set({ email: null, removedAt: at })
    .where(and(isNull(accountDeletions.removedAt), lte(accountDeletions.requestedAt, daysBefore(at, DELETION_TIMELINE_DAYS.completeRemoval))))
    .returning({ userId: accountDeletions.userId });
  report.removed = dueRemoval.length;

  const dueFraud = await db.select({ userId: accountDeletions.userId }).from(accountDeletions)
    .where(and(isNull(accountDeletions.fraudRecordsPurgedAt), lte(accountDeletions.requestedAt, daysBefore(at, DELETION_TIMELINE_DAYS.fraudRecords))));
  for (const { userId } of dueFraud) {
    await db.transaction(async (tx) => {
      await tx.delete(securityEvents).where(sql`${securityEvents.details}->>'deletedUser' = ${userId} or ${securityEvents.userId} = ${userId}`);
      await tx.update(accountDeletions).set({ fraudRecordsPurgedAt: at }).where(eq(accountDeletions.userId, userId));
    });
    report.fraudRecordsPurged++;
  }
  return report;
};
