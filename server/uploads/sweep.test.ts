/**
 * The hourly sweep removes photos nothing points at any more — a removed wardrobe item's, a
 * look-completion photo — after a day's grace, and keeps every photo still in use (wardrobe item,
 * saved outfit, trip plan, dressing room), product photos, and other shoppers' photos. It also
 * removes the temporary files writes cut short left behind.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadFileUrl } from '../../tools/analysis/contracts.js';
import { fittingRoomItems, outfits, tripPlans, uploads, wardrobeItems } from '../db/schema.js';
import { silentLogger } from '../log.js';
import { createDiskStorage } from '../storage/disk.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { signUpVerified, type TestUser } from '../test/users.js';
import { LEFTOVER_WRITE_GRACE_HOURS, UNUSED_PHOTO_GRACE_HOURS, sweepLeftoverWrites, sweepUnusedPhotos } from './sweep.js';

const storageDir = mkdtempSync(join(tmpdir(), 'atelier-sweep-'));
const storage = createDiskStorage(storageDir);
const uploadedAt = new Date('2026-11-01T10:00:00Z');
let t: TestApp;
let shopper: TestUser;
let other: TestUser;

const photo = async (user: TestUser, label: string, bucket: 'wardrobe' | 'style-inspiration' = 'wardrobe') => {
  const path = `${user.id}/1700000000000-${label}.webp`;
  await storage.put(bucket, path, Buffer.from(`photo ${label}`), { contentType: 'image/webp' });
  const [row] = await t.database.db.insert(uploads)
    .values({ userId: user.id, bucket, path, contentType: 'image/webp', bytes: 10, width: 1, height: 1, createdAt: uploadedAt })
    .returning({ id: uploads.id });
  return { id: row!.id, path, bucket };
};

const sweepAt = (hoursAfterUpload: number) =>
  sweepUnusedPhotos({ db: t.database.db, storage, log: silentLogger, now: () => new Date(uploadedAt.getTime() + hoursAfterUpload * 3_600_000) });

const kept = async (p: { id: string; path: string; bucket: 'wardrobe' | 'style-inspiration' }) =>
  (await t.database.db.select().from(uploads).where(eq(uploads.id, p.id))).length === 1 && (await storage.exists(p.bucket, p.path));

beforeAll(async () => {
  t = await createTestApp();
  shopper = await signUpVerified(t);
  other = await signUpVerified(t);
});
afterAll(async () => {
  await t.close();
  rmSync(storageDir, { recursive: true, force: true });
});

describe('sweeping unused photos', () => {
  it('removes a removed wardrobe item\'s photo after the grace period and keeps every photo in use', async () => {
    const db = t.database.db;
    const onItem = await photo(shopper, 'coat');
    await db.insert(wardrobeItems).values({ userId: shopper.id, itemName: 'Coat', category: 'Outerwear', imageUrl: uploadFileUrl(onItem.id) });
    const removedItem = await photo(shopper, 'removed');
    const [item] = await db.insert(wardrobeItems).values({ userId: shopper.id, itemName: 'Old Shirt', category: 'Tops', imageUrl: uploadFileUrl(removedItem.id) }).returning();
    await db.delete(wardrobeItems).where(eq(wardrobeItems.id, item!.id));
    const inOutfit = await photo(shopper, 'outfit');
    await db.insert(outfits).values({ userId: shopper.id, name: 'Friday', completionScore: 50, slots: { top: { name: 'Tee', image_url: uploadFileUrl(inOutfit.id) } } });
    const inTrip = await photo(shopper, 'trip');
    await db.insert(tripPlans).values({
      userId: shopper.id, destination: 'Lisbon', startDate: '2026-12-01', endDate: '2026-12-02', tripName: 'Trip to Lisbon',
      plannedOutfits: { days: [{ items: [{ image_url: uploadFileUrl(inTrip.id) }] }] },
    });
    const inDressingRoom = await photo(shopper, 'cart');
    await db.insert(fittingRoomItems).values({ userId: shopper.id, itemName: 'Bag', externalProductId: 'bag-1', imageUrl: uploadFileUrl(inDressingRoom.id) });
    const product = await photo(shopper, 'product', 'style-inspiration');
    const lookPhoto = await photo(shopper, 'look');
    const othersUnused = await photo(other, 'theirs');
    // Another shopper's item pointing at this shopper's photo does not keep it: references are per owner.
    const pointedAtByOther = await photo(shopper, 'pointed');
    await db.insert(wardrobeItems).values({ userId: other.id, itemName: 'Borrowed', category: 'Tops', imageUrl: uploadFileUrl(pointedAtByOther.id) });

    expect(await sweepAt(UNUSED_PHOTO_GRACE_HOURS - 1)).toEqual({ removed: 0 });
    expect(await kept(removedItem)).toBe(true);

    expect(await sweepAt(UNUSED_PHOTO_GRACE_HOURS + 1)).toEqual({ removed: 4 });
    for (const gone of [removedItem, lookPhoto, othersUnused, pointedAtByOther]) expect(await kept(gone)).toBe(false);
    for (const inUse of [onItem, inOutfit, inTrip, inDressingRoom, product]) expect(await kept(inUse)).toBe(true);
  });

  it('runs again without doing anything twice, and finishes a sweep a crash left between file and row', async () => {
    expect(await sweepAt(48)).toEqual({ removed: 0 });
    const half = await photo(shopper, 'half-done');
    await storage.delete('wardrobe', half.path);
    expect(await sweepAt(48)).toEqual({ removed: 1 });
    expect(await t.database.db.select().from(uploads).where(eq(uploads.id, half.id))).toEqual([]);
  });
});

describe('sweeping interrupted writes', () => {
  it('removes .partial files a cut-short write left once they are over an hour old, and nothing else', async () => {
    const dir = join(storageDir, 'wardrobe', 'someone');
    mkdirSync(dir, { recursive: true });
    const at = new Date('2026-11-02T12:00:00Z');
    const stale = join(dir, '1700000000000-coat.webp.0a1b2c3d4e5f.partial');
    const fresh = join(dir, '1700000000001-bag.webp.0a1b2c3d4e60.partial');
    const photoFile = join(dir, '1700000000002-shoe.webp');
    for (const file of [stale, fresh, photoFile]) writeFileSync(file, 'bytes');
    const hoursBefore = (hours: number) => new Date(at.getTime() - hours * 3_600_000);
    utimesSync(stale, hoursBefore(LEFTOVER_WRITE_GRACE_HOURS + 1), hoursBefore(LEFTOVER_WRITE_GRACE_HOURS + 1));
    utimesSync(fresh, hoursBefore(0.1), hoursBefore(0.1));
    utimesSync(photoFile, hoursBefore(48), hoursBefore(48));
    expect(await sweepLeftoverWrites({ storage, log: silentLogger, now: () => at })).toEqual({ removed: 1 });
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(photoFile)).toBe(true);
  });
});
