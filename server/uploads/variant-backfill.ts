/**
 * Photos stored before smaller copies existed get them when first asked for one: the request is
 * answered with the original at once (never a wait, never a failure), and the copies are made in
 * the photo workers behind it, so the next look at that grid gets them. Bounded: at most
 * `maxPending` photos at a time per server, all under one owner of the pool's fair share
 * (BACKFILL_OWNER), so a shopper's own upload is never stuck behind a grid's worth of copies; a
 * photo asked for while the queue is full is simply asked for again next time. Idempotent across
 * servers: a copy another server stored first is kept, and the row is marked only once.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../tools/types.js';
import { uploads } from '../db/schema.js';
import type { Logger } from '../log.js';
import { ObjectExistsError, type Storage } from '../storage/index.js';
import type { PhotoProcessor } from './process.js';
import { variantPath } from './variants.js';

/** The pool's owner for every backfill job: one share between them all, beside each shopper's. */
const BACKFILL_OWNER = '(photo copies)';
const BACKFILL_MAX_PENDING = 8;

export interface VariantBackfill {
  /** Asks for this photo's copies (no-op when already asked, or when the queue is full). */
  request(row: Pick<typeof uploads.$inferSelect, 'id' | 'bucket' | 'path'>): void;
  /** Resolves when nothing is pending (tests, shutdown). */
  idle(): Promise<void>;
}

export const createVariantBackfill = (deps: {
  db: Database; storage: Storage; decoder: Pick<PhotoProcessor, 'variants'>; log?: Pick<Logger, 'warn'>; maxPending?: number;
}): VariantBackfill => {
  const max = deps.maxPending ?? BACKFILL_MAX_PENDING;
  const pending = new Map<string, Promise<void>>();

  const make = async ({ id, bucket, path }: Pick<typeof uploads.$inferSelect, 'id' | 'bucket' | 'path'>) => {
    const original = await deps.storage.get(bucket, path);
    // The photo is gone (swept, its account deleted): nothing to copy, and nobody to serve.
    if (!original) return;
    let widths: number[] = [];
    try {
      const variants = await deps.decoder.variants(original.body, BACKFILL_OWNER);
      for (const v of variants) {
        try {
          await deps.storage.put(bucket, variantPath(path, v.width), v.webp, { contentType: 'image/webp' });
        } catch (error) {
          if (!(error instanceof ObjectExistsError)) throw error;
        }
      }
      widths = variants.map((v) => v.width);
    } catch (error) {
      if (error instanceof Error && /pool is closed/.test(error.message)) throw error;
      // A photo its worker cannot copy is marked as having none: it is served whole, and not tried again.
      deps.log?.warn({ err: error, uploadId: id }, 'smaller copies of a stored photo could not be made; it is served whole');
    }
    await deps.db.update(uploads).set({ variantWidths: widths }).where(and(eq(uploads.id, id), isNull(uploads.variantWidths)));
  };

  return {
    request(row) {
      if (pending.has(row.id) || pending.size >= max) return;
      const run = make(row)
        .catch((error: unknown) => deps.log?.warn({ err: error, uploadId: row.id }, 'smaller copies of a stored photo failed; asked again on the next view'))
        .finally(() => pending.delete(row.id));
      pending.set(row.id, run);
    },
    async idle() {
      while (pending.size) await Promise.all(pending.values());
    },
  };
};
