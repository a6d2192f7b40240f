import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResponseSchema } from '../analysis/contracts.js';
import { wardrobeItems } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified, type TestUser } from '../../server/test/users.js';
import { whenIdle } from '../recommendations/pipeline.js';
import { WARDROBE_MESSAGES, type WardrobeItem } from './contracts.js';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'atelier-wardrobe-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await whenIdle();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const add = async (user: TestUser, input: Record<string, unknown>) => {
  const res = await callTool(t, 'wardrobe.add', input, user);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.item as WardrobeItem;
};
const list = async (user: TestUser, input: Record<string, unknown> = {}) =>
  (await callTool(t, 'wardrobe.list', input, user)).body as { items: WardrobeItem[]; total: number };
const rowsOf = async (user: TestUser) => t.database.db.select().from(wardrobeItems).where(eq(wardrobeItems.userId, user.id));

/** A camel garment on a white background, uploaded through the real route. */
const uploadPhoto = async (user: TestUser): Promise<string> => {
  const bytes = await sharp({ create: { width: 200, height: 240, channels: 3, background: '#ffffff' } })
    .composite([{ input: { create: { width: 120, height: 160, channels: 3, background: '#b8875a' } }, top: 40, left: 40 }])
    .jpeg().toBuffer();
  const form = new FormData();
  form.append('bucket', 'wardrobe');
  form.append('files', new File([new Uint8Array(bytes)], 'coat.jpg', { type: 'image/jpeg' }));
  const res = await t.app.request('/api/uploads', { method: 'POST', body: form, headers: { origin: t.config.PUBLIC_URL, cookie: user.cookie } });
  expect(res.status).toBe(201);
  return uploadResponseSchema.parse(await res.json()).uploads[0]!.id;
};

describe('wardrobe.add', () => {
  it('adds by link: the link becomes a "Link:" line of the notes, and the item gets a style vector', async () => {
    const user = await signUpVerified(t);
    const item = await add(user, {
      item_name: 'Tailored wool trousers', category: 'Bottoms', brand: 'Toteme', color: 'black', purchase_price: 240,
      notes: 'Hem taken up', tags: ['work', 'minimalist'], link: 'https://shop.example.com/trousers',
    });
    expect(item).toMatchObject({
      item_name: 'Tailored wool trousers', category: 'Bottoms', brand: 'Toteme', color: 'black', purchase_price: 240,
      notes: 'Hem taken up\nLink: https://shop.example.com/trousers', link: 'https://shop.example.com/trousers',
      tags: ['work', 'minimalist'], image_url: null, style_analysis: null, slot: 'bottom',
    });
    expect(item.style_words).toEqual(expect.arrayContaining(['minimalist', 'black']));
    const [row] = await rowsOf(user);
    expect(row!.styleVector).toHaveLength(75);
  });

  it('adds by photo: the shopper\'s upload is the image, its measured palette fills the colour and shapes the vector', async () => {
    const user = await signUpVerified(t);
    const uploadId = await uploadPhoto(user);
    const item = await add(user, { mode: 'photo', uploadId, item_name: 'Wrap coat', category: 'Outerwear' });
    expect(item.image_url).toBe(`/api/files/${uploadId}`);
    expect(item.style_analysis?.color_palette[0]?.name).toBeTruthy();
    expect(item.color).toBe(item.style_analysis!.color_palette[0]!.name);
    expect(item.slot).toBe('outerwear');
    expect(item.style_words.length).toBeGreaterThan(0);
    // A colour given by the shopper wins over the measured one.
    const named = await add(user, { mode: 'photo', uploadId, item_name: 'Wrap coat', category: 'Outerwear', color: 'navy' });
    expect(named.color).toBe('navy');
  });

  it('refuses photo mode without a photo, a photo in link mode, and someone else\'s upload — writing nothing', async () => {
    const [user, other] = [await signUpVerified(t), await signUpVerified(t)];
    const noPhoto = await callTool(t, 'wardrobe.add', { mode: 'photo', item_name: 'Coat', category: 'Outerwear' }, user);
    expect(noPhoto.status).toBe(400);
    expect(JSON.stringify(noPhoto.body)).toContain(WARDROBE_MESSAGES.noPhoto);
    const othersUpload = await uploadPhoto(other);
    const mixed = await callTool(t, 'wardrobe.add', { item_name: 'Coat', category: 'Outerwear', uploadId: othersUpload }, user);
    expect(mixed.status).toBe(400);
    const foreign = await callTool(t, 'wardrobe.add', { mode: 'photo', uploadId: othersUpload, item_name: 'Coat', category: 'Outerwear' }, user);
    expect(foreign.status).toBe(404);
    const missing = await callTool(t, 'wardrobe.add', { mode: 'photo', uploadId: '00000000-0000-4000-8000-000000000000', item_name: 'Coat', category: 'Outerwear' }, user);
    expect(missing.status).toBe(404);
    expect(await rowsOf(user)).toHaveLength(0);
  });

  it.each([
    ['no name', { category: 'Tops' }],
    ['a blank name', { item_name: '   ', category: 'Tops' }],
    ['no category', { item_name: 'Tee' }],
    ['a category outside the ten', { item_name: 'Tee', category: 'Upload' }],
    ['a price as text', { item_name: 'Tee', category: 'Tops', purchase_price: '20' }],
    ['a negative price', { item_name: 'Tee', category: 'Tops', purchase_price: -1 }],
    ['tags as text', { item_name: 'Tee', category: 'Tops', tags: 'summer' }],
    ['a link that is not http', { item_name: 'Tee', category: 'Tops', link: 'javascript:alert(1)' }],
    ['an unknown field', { item_name: 'Tee', category: 'Tops', user_id: 'someone' }],
    ['an unknown mode', { item_name: 'Tee', category: 'Tops', mode: 'scan' }],
  ])('refuses %s with 400 and writes nothing', async (_name, input) => {
    const user = await signUpVerified(t);
    expect((await callTool(t, 'wardrobe.add', input, user)).status).toBe(400);
    expect(await rowsOf(user)).toHaveLength(0);
  });

  it('needs a signed-in shopper', async () => {
    expect((await callTool(t, 'wardrobe.add', { item_name: 'Tee', category: 'Tops' })).status).toBe(401);
    expect((await callTool(t, 'wardrobe.list', {})).status).toBe(401);
  });
});

describe('wardrobe.list', () => {
  it('matches name, brand or colour case-insensitively, with the category filter, newest first', async () => {
    const user = await signUpVerified(t);
    await add(user, { item_name: 'Silk blouse', category: 'Tops', brand: 'Vince', color: 'Cream' });
    await new Promise((r) => setTimeout(r, 5));
    await add(user, { item_name: 'Leather loafers', category: 'Shoes', brand: 'Gucci', color: 'black' });
    await new Promise((r) => setTimeout(r, 5));
    await add(user, { item_name: 'Cream knit', category: 'Tops', brand: 'Khaite', color: 'ivory' });
    await new Promise((r) => setTimeout(r, 5));
    await add(user, { item_name: '100% cotton tee', category: 'Tops' });
    const names = async (input: Record<string, unknown>) => (await list(user, input)).items.map((i) => i.item_name);

    expect(await names({})).toEqual(['100% cotton tee', 'Cream knit', 'Leather loafers', 'Silk blouse']);
    expect(await names({ query: 'CREAM' })).toEqual(['Cream knit', 'Silk blouse']); // name, colour
    expect(await names({ query: 'gucci' })).toEqual(['Leather loafers']); // brand
    expect(await names({ query: 'cream', category: 'Shoes' })).toEqual([]);
    expect(await names({ category: 'Tops' })).toEqual(['100% cotton tee', 'Cream knit', 'Silk blouse']);
    expect(await names({ category: 'all', query: 'black' })).toEqual(['Leather loafers']);
    // LIKE wildcards are the characters themselves.
    expect(await names({ query: '%' })).toEqual(['100% cotton tee']);
    expect(await names({ query: '_' })).toEqual([]);
    expect((await list(user, { query: 'knit' })).total).toBe(4);
    expect((await list(user, { limit: 2 })).items).toHaveLength(2);
  });

  it('shows only the caller\'s items and refuses bad filters', async () => {
    const [a, b] = [await signUpVerified(t), await signUpVerified(t)];
    await add(a, { item_name: 'Trench coat', category: 'Outerwear' });
    expect((await list(b)).items).toEqual([]);
    expect((await list(b)).total).toBe(0);
    expect((await callTool(t, 'wardrobe.list', { category: 'Hats' }, a)).status).toBe(400);
    expect((await callTool(t, 'wardrobe.list', { limit: 0 }, a)).status).toBe(400);
    expect((await callTool(t, 'wardrobe.list', { query: 5 }, a)).status).toBe(400);
    expect((await callTool(t, 'wardrobe.list', { sort: 'price' }, a)).status).toBe(400);
  });
});

describe('wardrobe.update and wardrobe.remove', () => {
  it('changes fields and rebuilds the vector; null clears', async () => {
    const user = await signUpVerified(t);
    const item = await add(user, { item_name: 'Shirt', category: 'Tops', brand: 'COS', color: 'black', link: 'https://shop.example.com/s' });
    const res = await callTool(t, 'wardrobe.update', { id: item.id, color: 'green', brand: null, item_name: 'Flowing bohemian shirt' }, user);
    expect(res.status).toBe(200);
    const updated = res.body.item as WardrobeItem;
    expect(updated).toMatchObject({ id: item.id, item_name: 'Flowing bohemian shirt', brand: null, color: 'green', link: 'https://shop.example.com/s' });
    expect(updated.style_words).toEqual(expect.arrayContaining(['bohemian', 'green']));
    expect(updated.style_words).not.toContain('black');
    expect(updated.created_at).toBe(item.created_at);
  });

  it('re-analyses a photo item with its new words', async () => {
    const user = await signUpVerified(t);
    const uploadId = await uploadPhoto(user);
    const item = await add(user, { mode: 'photo', uploadId, item_name: 'Coat', category: 'Outerwear' });
    const res = await callTool(t, 'wardrobe.update', { id: item.id, item_name: 'Minimalist tailored wool coat' }, user);
    const updated = res.body.item as WardrobeItem;
    expect(updated.style_analysis).not.toBeNull();
    expect(updated.image_url).toBe(`/api/files/${uploadId}`);
    expect(updated.style_words).toContain('minimalist');
  });

  it('treats someone else\'s item as missing and leaves it unchanged', async () => {
    const [a, b] = [await signUpVerified(t), await signUpVerified(t)];
    const item = await add(a, { item_name: 'Trench coat', category: 'Outerwear', color: 'beige' });
    const before = await rowsOf(a);
    expect((await callTool(t, 'wardrobe.update', { id: item.id, color: 'red' }, b)).status).toBe(404);
    expect((await callTool(t, 'wardrobe.remove', { id: item.id }, b)).status).toBe(404);
    expect((await callTool(t, 'wardrobe.update', { id: '00000000-0000-4000-8000-000000000000', color: 'red' }, a)).status).toBe(404);
    expect(await rowsOf(a)).toEqual(before);
  });

  it('refuses empty and malformed updates', async () => {
    const user = await signUpVerified(t);
    const item = await add(user, { item_name: 'Tee', category: 'Tops' });
    const before = await rowsOf(user);
    expect((await callTool(t, 'wardrobe.update', { id: item.id }, user)).status).toBe(400);
    expect((await callTool(t, 'wardrobe.update', { id: item.id, category: 'Hats' }, user)).status).toBe(400);
    expect((await callTool(t, 'wardrobe.update', { id: item.id, item_name: null }, user)).status).toBe(400);
    expect((await callTool(t, 'wardrobe.update', { id: 'not-a-uuid', color: 'red' }, user)).status).toBe(400);
    expect((await callTool(t, 'wardrobe.update', { id: item.id, image_url: 'https://x.example/a.jpg' }, user)).status).toBe(400);
    expect(await rowsOf(user)).toEqual(before);
  });

  it('removes the caller\'s item', async () => {
    const user = await signUpVerified(t);
    const item = await add(user, { item_name: 'Tee', category: 'Tops' });
    expect((await callTool(t, 'wardrobe.remove', { id: item.id }, user)).body).toEqual({ removed: item.id });
    expect(await rowsOf(user)).toHaveLength(0);
    expect((await callTool(t, 'wardrobe.remove', { id: item.id }, user)).status).toBe(404);
  });
});

describe('what an item is good for (formality, warmth, seasons, occasions)', () => {
  it('derives them on add, keeps the shopper\'s corrections through a rename, and re-derives the rest', async () => {
    const user = await signUpVerified(t);
    const item = await add(user, { item_name: 'Tailored wool trousers', category: 'Bottoms' });
    expect(item).toMatchObject({ formality: 3, warmth: 4, seasons: ['autumn', 'winter'], corrected_attributes: [] });
    expect(item.occasions).toEqual(expect.arrayContaining(['office', 'interview']));

    const corrected = await callTool(t, 'wardrobe.update', { id: item.id, formality: 4, occasions: ['wedding-guest', 'office'] }, user);
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.item).toMatchObject({ formality: 4, occasions: ['wedding-guest', 'office'], corrected_attributes: ['formality', 'occasions'] });

    // Renamed to linen: warmth and seasons follow the new words; what the shopper set stays.
    const renamed = (await callTool(t, 'wardrobe.update', { id: item.id, item_name: 'Tailored linen trousers' }, user)).body.item as WardrobeItem;
    expect(renamed).toMatchObject({ formality: 4, warmth: 2, seasons: ['spring', 'summer'], occasions: ['wedding-guest', 'office'] });
    const [row] = await rowsOf(user);
    expect(row).toMatchObject({ formality: 4, warmth: 2, seasons: ['spring', 'summer'], correctedAttributes: ['formality', 'occasions'] });

    // null hands a field back to the derivation.
    const reset = (await callTool(t, 'wardrobe.update', { id: item.id, formality: null }, user)).body.item as WardrobeItem;
    expect(reset).toMatchObject({ formality: 3, corrected_attributes: ['occasions'] });
    expect((await list(user)).items[0]).toMatchObject({ formality: 3, occasions: ['wedding-guest', 'office'] });
  });

  it('refuses values off the scales or outside the vocabularies with a 400, and changes nothing', async () => {
    const user = await signUpVerified(t);
    const item = await add(user, { item_name: 'Grey wool sweater', category: 'Tops' });
    for (const bad of [{ formality: 6 }, { warmth: 0 }, { formality: 2.5 }, { seasons: ['monsoon'] }, { seasons: ['winter', 'winter'] }, { occasions: ['rodeo'] }]) {
      const res = await callTool(t, 'wardrobe.update', { id: item.id, ...bad }, user);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const [row] = await rowsOf(user);
    expect(row).toMatchObject({ formality: item.formality, warmth: item.warmth, seasons: item.seasons, correctedAttributes: [] });
  });
});
