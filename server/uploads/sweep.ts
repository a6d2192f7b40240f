/**
 * Photos nothing uses any more leave storage: a wardrobe-bucket upload older than a day that no
 * wardrobe item, saved outfit, trip plan or dressing-room item points at (`/api/files/<id>`) — the
 * photo of a removed wardrobe item, a look-completion photo, an upload whose form was abandoned.
 * Product photos (style-inspiration) are kept: they are part of the shopper's style profile.
 * Re-runnable: the file goes first, then its row, so a crash in between is finished next time.
 */
import { sql } from 'drizzle-orm';
import { executedRows } from '../../tools/db-rows.js';
import { uploadFileUrl } from '../../tools/analysis/contracts.js';
import { deleteStoredPhoto } from './variants.js';
import type { Database } from '../db/client.js';
import { uploads } from '../db/schema.js';
import type { Logger } from '../log.js';
import type { Storage } from '../storage/index.js';

/** A temporary file younger than this may be a write still under way. */
export const LEFTOVER_WRITE_GRACE_HOURS = 1;

/** A fresh upload may still be on its way into a form; it is left alone this long. */
export const UNUSED_PHOTO_GRACE_HOURS = 24;
const BATCH = 500;

export interface SweepDeps { db: Database; storage: Storage; now: () => Date; log: Pick<Logger, 'info' | 'warn' | 'error'> }

export const sweepUnusedPhotos = async ({ db, storage, now, log }: SweepDeps): Promise<{ removed: number }> => {
  const before = new Date(now().getTime() - UNUSED_PHOTO_GRACE_HOURS * 3_600_000);
  const url = sql`${uploadFileUrl('')} || u.id::text`;
  let removed = 0;
  for (;;) {
    const unused = executedRows<{ id: string; bucket: 'wardrobe'; path: string }>(await db.execute(sql`
      select u.id, u.bucket, u.path from ${uploads} u
      where u.bucket = 'wardrobe' and u.created_at < ${before.toISOString()}::timestamptz
        and not exists (select 1 from wardrobe_items w where w.user_id = u.user_id and w.image_url = ${url})
        and not exists (select 1 from fitting_room_items f where f.user_id = u.user_id and f.image_url = ${url})
        and not exists (select 1 from outfits o where o.user_id = u.user_id and strpos(o.slots::text, ${url}) > 0)
        and not exists (select 1 from trip_plans t where t.user_id = u.user_id and strpos(t.planned_outfits::text, ${url}) > 0)
      order by u.created_at
      limit ${BATCH}`));
    for (const photo of unused) {
      await deleteStoredPhoto(storage, photo.bucket, photo.path);
      await db.execute(sql`delete from ${uploads} where id = ${photo.id}`);
    }
    removed += unused.length;
    if (unused.length < BATCH) break;
  }
  if (removed > 0) log.info({ removed }, 'unused photos removed from storage');
  return { removed };
};

/**
 * Temporary files a write left when it was cut short (a crash, a full disk): nothing points at them
 * and nothing else removes them.
 */
export const sweepLeftoverWrites = async ({ storage, now, log }: Omit<SweepDeps, 'db'>): Promise<{ removed: number }> => {
  if (!storage.removeLeftovers) return { removed: 0 };
  const removed = await storage.removeLeftovers(new Date(now().getTime() - LEFTOVER_WRITE_GRACE_HOURS * 3_600_000));
  if (removed > 0) log.info({ removed }, 'interrupted writes removed from storage');
  return { removed };
};
