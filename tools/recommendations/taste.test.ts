import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStyleProfiles, users, wardrobeItems } from '../../server/db/schema.js';
import type { DatabaseHandle } from '../../server/db/client.js';
import { createTestDatabase } from '../../server/test/db.js';
import { refreshTaste, UPLOAD_COLOUR_WEIGHT, UPLOAD_STYLE_WEIGHT } from './taste.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: 'taste-user', name: 'T', email: 'taste@example.com' });
});
afterAll(async () => { await database.close(); });

describe('product uploads teach the profile (product rules §9: style elements 0.8, colours 0.9)', () => {
  it('merges each upload\'s elements and colours at their weights, the same on every rebuild, +0.1 confidence each', async () => {
    const db = database.db;
    await db.insert(wardrobeItems).values([
      { userId: 'taste-user', itemName: 'Product photo 1', category: 'Upload', styleAnalysis: { style_elements: ['Structured', 'tailored'], color_palette: [{ name: 'camel', hex: '#c19a6b', share: 0.6 }] } },
      { userId: 'taste-user', itemName: 'Product photo 2', category: 'Upload', styleAnalysis: { style_elements: ['minimalist'], color_palette: [{ name: 'olive', hex: '#708238', share: 0.5 }, { name: 'cream', hex: '#fffdd0', share: 0.3 }] } },
    ]);
    const first = await refreshTaste(db, 'taste-user', new Date('2026-01-01T00:00:00Z'));
    const [profile] = await db.select().from(userStyleProfiles).where(eq(userStyleProfiles.userId, 'taste-user'));
    expect(profile!.stylePreferences.structured).toBeGreaterThanOrEqual(UPLOAD_STYLE_WEIGHT);
    expect(profile!.stylePreferences.tailored).toBeGreaterThanOrEqual(UPLOAD_STYLE_WEIGHT);
    expect(profile!.colorPreferences.olive).toBeGreaterThanOrEqual(UPLOAD_COLOUR_WEIGHT);
    expect(Object.keys(profile!.stylePreferences).length).toBeLessThanOrEqual(6);
    expect(Object.keys(profile!.colorPreferences).length).toBeLessThanOrEqual(4);
    expect(first.learningConfidence).toBe(0.2);
    await refreshTaste(db, 'taste-user', new Date('2026-01-02T00:00:00Z'));
    const [again] = await db.select().from(userStyleProfiles).where(eq(userStyleProfiles.userId, 'taste-user'));
    expect(again!.stylePreferences).toEqual(profile!.stylePreferences);
    expect(again!.colorPreferences).toEqual(profile!.colorPreferences);
  });
});
