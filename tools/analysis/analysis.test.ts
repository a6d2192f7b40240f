import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { influencerAccounts, uploads, userStyleProfiles, wardrobeItems } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified, type TestUser } from '../../server/test/users.js';
import { vectorFromText } from '../recommendations/style-vector.js';
import { analyzeUpload } from './analyze.js';
import { styleAnalysisSchema, uploadResponseSchema, uploadFileUrl } from './contracts.js';

let t: TestApp;
let dataDir: string;
let alice: TestUser;
let bob: TestUser;

const square = (colour: string) =>
  sharp({ create: { width: 200, height: 200, channels: 3, background: '#ffffff' } })
    .composite([{ input: { create: { width: 100, height: 100, channels: 3, background: colour } }, top: 50, left: 50 }])
    .jpeg().toBuffer();

const upload = async (user: TestUser, colour: string, bucket = 'wardrobe'): Promise<string> => {
  const form = new FormData();
  form.append('bucket', bucket);
  form.append('files', new File([new Uint8Array(await square(colour))], 'item.jpg', { type: 'image/jpeg' }));
  const res = await t.app.request('/api/uploads', { method: 'POST', body: form, headers: { cookie: user.cookie, origin: t.config.PUBLIC_URL } });
  expect(res.status).toBe(201);
  return uploadResponseSchema.parse(await res.json()).uploads[0]!.id;
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'atelier-analysis-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  [alice, bob] = [await signUpVerified(t), await signUpVerified(t)];
  await t.database.db.insert(influencerAccounts).values([
    { handle: 'scarlet.edit', displayName: 'Scarlet Edit', category: 'fashion', styleVector: vectorFromText('glam red crimson sequin evening red dress') },
    { handle: 'quiet.lines', displayName: 'Quiet Lines', category: 'fashion', styleVector: vectorFromText('minimalist black white tailored wool') },
  ]);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('styleDna.analyze', () => {
  it('measures the palette from the pixels and matches the nearest influencer; Low confidence on colour alone', async () => {
    const id = await upload(alice, '#c8202c');
    const { status, body } = await callTool(t, 'styleDna.analyze', { uploadIds: [id] }, alice);
    expect(status).toBe(200);
    const analysis = styleAnalysisSchema.parse(body);
    expect(analysis.color_palette[0]).toMatchObject({ name: 'red', share: 1 });
    expect(analysis.matched_influencers[0]).toMatchObject({ handle: 'scarlet.edit', name: 'Scarlet Edit' });
    expect(analysis.matched_influencers.map((m) => m.handle)).not.toContain('quiet.lines');
    expect(analysis.aesthetic_category).toBe('Glam');
    expect(analysis.silhouettes).toEqual([]);
    expect(analysis.confidence_score).toBeLessThan(0.6);
  });

  it('adds the item text, and stores the analysis and vector on the upload row', async () => {
    const id = await upload(alice, '#111111');
    const { status, body } = await callTool(t, 'styleDna.analyze', { uploadIds: [id], text: 'Minimalist tailored wool blazer' }, alice);
    expect(status).toBe(200);
    expect(body).toMatchObject({ aesthetic_category: 'Minimalist', silhouettes: ['Tailored'] });
    expect(body.confidence_score).toBeGreaterThanOrEqual(0.8);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row!.analysis).toMatchObject({ aesthetic_category: 'Minimalist', text: 'Minimalist tailored wool blazer' });
    expect(row!.styleVector).toHaveLength(75);
  });

  it('analyses several photos together', async () => {
    const ids = [await upload(alice, '#c8202c'), await upload(alice, '#1c2654')];
    const { body } = await callTool(t, 'styleDna.analyze', { uploadIds: ids }, alice);
    const names = styleAnalysisSchema.parse(body).color_palette.map((c) => c.name);
    expect(names.sort()).toEqual(['navy', 'red']);
  });

  it('refuses guests, other shoppers\' uploads, unknown fields and more than 10 ids, changing nothing', async () => {
    const id = await upload(alice, '#2e8b57');
    expect((await callTool(t, 'styleDna.analyze', { uploadIds: [id] })).status).toBe(401);
    const other = await callTool(t, 'styleDna.analyze', { uploadIds: [id] }, bob);
    expect(other.status).toBe(404);
    expect(other.body.message).toMatch(/Upload not found/);
    expect((await callTool(t, 'styleDna.analyze', { uploadIds: [id], userId: bob.id }, alice)).status).toBe(400);
    expect((await callTool(t, 'styleDna.analyze', { uploadIds: [] }, alice)).status).toBe(400);
    expect((await callTool(t, 'styleDna.analyze', { uploadIds: Array.from({ length: 11 }, () => id) }, alice)).status).toBe(400);
    expect((await callTool(t, 'styleDna.analyze', { imagePaths: ['wardrobe/x.webp'] }, alice)).status).toBe(400);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, id));
    expect((row!.analysis as { text: string | null }).text).toBeNull();
  });

  it('analyses the most recent uploads when the caller knows no ids (the chat)', async () => {
    const fresh = await signUpVerified(t);
    const none = await callTool(t, 'styleDna.analyze', {}, fresh);
    expect(none.status).toBe(404);
    expect(none.body.message).toMatch(/not uploaded any photos yet/);
    await upload(fresh, '#1c2654');
    await upload(fresh, '#c8202c');
    const newest = await callTool(t, 'styleDna.analyze', {}, fresh);
    expect(styleAnalysisSchema.parse(newest.body).color_palette.map((c) => c.name)).toEqual(['red']);
    const both = await callTool(t, 'styleDna.analyze', { latest: 2 }, fresh);
    expect(styleAnalysisSchema.parse(both.body).color_palette.map((c) => c.name).sort()).toEqual(['navy', 'red']);
    const id = await upload(fresh, '#2e8b57');
    expect((await callTool(t, 'styleDna.analyze', { uploadIds: [id], latest: 1 }, fresh)).status).toBe(400);
  });

  it('exports analyzeUpload for other tools, with the same ownership rule', async () => {
    const id = await upload(alice, '#c8202c');
    const { analysis, vector } = await analyzeUpload(t.database.db, alice.id, id, 'red silk slip dress');
    expect(analysis.color_palette[0]!.name).toBe('red');
    expect(vector).toHaveLength(75);
    await expect(analyzeUpload(t.database.db, bob.id, id)).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('product upload (My Products)', () => {
  it('adds one Upload wardrobe item per product photo, once, and rebuilds the profile from it (+0.1 confidence each)', async () => {
    const id = await upload(bob, '#c8202c', 'style-inspiration');
    const first = await callTool(t, 'styleDna.analyze', { uploadIds: [id], text: 'romantic lace blouse' }, bob);
    expect(first.status).toBe(200);
    const items = await t.database.db.select().from(wardrobeItems).where(eq(wardrobeItems.userId, bob.id));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ category: 'Upload', color: 'red', imageUrl: uploadFileUrl(id), itemName: 'romantic lace blouse' });
    expect(items[0]!.tags).toEqual(['romantic', 'monochrome', 'bold colour', 'warm tones', 'red']);
    expect(items[0]!.styleAnalysis).toMatchObject({ aesthetic_category: 'Romantic' });
    const [profile] = await t.database.db.select().from(userStyleProfiles).where(eq(userStyleProfiles.userId, bob.id));
    expect(profile!.learningConfidence).toBeCloseTo(0.1);
    expect(Object.keys(profile!.colorPreferences)).toContain('red');
    expect(Object.keys(profile!.stylePreferences)).toContain('romantic');

    // Analysing the same photo again changes neither the wardrobe nor the confidence.
    expect((await callTool(t, 'styleDna.analyze', { uploadIds: [id] }, bob)).status).toBe(200);
    expect(await t.database.db.select().from(wardrobeItems).where(eq(wardrobeItems.userId, bob.id))).toHaveLength(1);
    const [again] = await t.database.db.select().from(userStyleProfiles).where(eq(userStyleProfiles.userId, bob.id));
    expect(again!.learningConfidence).toBeCloseTo(0.1);

    // A second product photo counts once more, and its colour joins the profile.
    await callTool(t, 'styleDna.analyze', { uploadIds: [await upload(bob, '#1c2654', 'style-inspiration')] }, bob);
    const [second] = await t.database.db.select().from(userStyleProfiles).where(eq(userStyleProfiles.userId, bob.id));
    expect(second!.learningConfidence).toBeCloseTo(0.2);
    expect(Object.keys(second!.colorPreferences)).toEqual(expect.arrayContaining(['red', 'navy']));
  });

  it('leaves the wardrobe alone for wardrobe-bucket photos (wardrobe.add makes those items)', async () => {
    const before = await t.database.db.select().from(wardrobeItems).where(eq(wardrobeItems.userId, alice.id));
    await callTool(t, 'styleDna.analyze', { uploadIds: [await upload(alice, '#c8202c')] }, alice);
    expect(await t.database.db.select().from(wardrobeItems).where(eq(wardrobeItems.userId, alice.id))).toHaveLength(before.length);
  });
});
