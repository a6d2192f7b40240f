import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResponseSchema } from '../analysis/contracts.js';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified, type TestUser } from '../../server/test/users.js';
import { insertOutfitFixture, type OutfitFixture } from '../outfits/outfits.fixtures.js';
import { whenIdle } from '../recommendations/pipeline.js';
import { priceTierOf } from '../recommendations/vocabulary.js';
import type { WardrobeItem } from '../wardrobe/contracts.js';
import { LOOK_MESSAGES, type LookAnalysis } from './contracts.js';

let t: TestApp;
let dataDir: string;
let fixture: OutfitFixture;
let shopper: TestUser;
let other: TestUser;
const owned: Record<string, WardrobeItem> = {};

const add = async (user: TestUser, item_name: string, category: string, color?: string) => {
  const res = await callTool(t, 'wardrobe.add', { item_name, category, ...(color ? { color } : {}) }, user);
  expect(res.status).toBe(200);
  return res.body.item as WardrobeItem;
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'atelier-looks-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  fixture = await insertOutfitFixture(t.database.db);
  [shopper, other] = [await signUpVerified(t), await signUpVerified(t)];
  owned.top = await add(shopper, 'Minimalist black tailored wool shirt', 'Tops', 'black');
  owned.bottom = await add(shopper, 'Black tailored wool trousers', 'Bottoms', 'black');
  owned.bohoDress = await add(shopper, 'Bohemian green flowing linen dress', 'Dresses', 'green');
  owned.pyjamas = await add(shopper, 'Striped pyjama set', 'Sleepwear');
  // Shoes that share nothing with either look but being shoes: never "owned" by a look.
  owned.sneakers = await add(shopper, 'White canvas sneakers', 'Shoes');
});
afterAll(async () => {
  await whenIdle();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const complete = async (user: TestUser, input: Record<string, unknown>) => {
  const res = await callTool(t, 'looks.complete', input, user);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as LookAnalysis;
};
const w = (item: WardrobeItem) => ({ source: 'wardrobe' as const, id: item.id });

describe('looks.complete from the shopper\'s pieces', () => {
  it('scores what is there and offers budget, mid and luxury alternatives in the look\'s style for each missing slot', async () => {
    const look = await complete(shopper, { pieces: [w(owned.top!), w(owned.bottom!)] });
    expect(look.basis).toBe('pieces');
    expect(look.anchor).toBeNull();
    expect(look.completionScore).toBe(50);
    expect(look.ownedPieces.map((p) => [p.name, p.slot])).toEqual([
      ['Minimalist black tailored wool shirt', 'top'], ['Black tailored wool trousers', 'bottom'],
    ]);
    expect(look.missingPieces.map((m) => [m.slot, m.essential])).toEqual([
      ['shoes', true], ['outerwear', false], ['bag', false], ['accessories', false],
    ]);
    for (const missing of look.missingPieces) {
      expect(missing.alternatives.map((a) => a.priceLevel)).toEqual(['budget', 'mid', 'luxury']);
      for (const a of missing.alternatives) {
        expect(priceTierOf(a.price)).toBe(a.priceLevel);
        // The minimalist black look gets the minimalist pieces, not the bohemian ones.
        expect(a.name).toMatch(/^minimalist/);
        expect(a.retailerUrl).toMatch(/^https:\/\/shop\.example\.com\/minimal\//);
      }
    }
    expect(look.missingPieces[0]!.category).toBe('Shoes');
    expect(look.missingPieces[0]!.description).toContain('black');
    expect(look.palette).toContain('black');
    expect(look.aesthetics).toContain('minimalist');
    expect(look.styleNotes).toContain('Adding shoes would take the look from 50 to 70 out of 100.');
    expect(look.styleNotes.some((n) => n.startsWith('The palette is') && n.includes('black'))).toBe(true);
  });

  it('asks for the missing half of a base, and keeps an owned piece no slot takes without scoring it', async () => {
    const look = await complete(shopper, { pieces: [w(owned.top!), w(owned.pyjamas!)] });
    // Half a base is half the base's points: a look that lists the shirt you own is never at 0.
    expect(look.completionScore).toBe(25);
    expect(look.ownedPieces.find((p) => p.name === 'Striped pyjama set')?.slot).toBeNull();
    expect(look.missingPieces.slice(0, 2).map((m) => m.slot)).toEqual(['bottom', 'shoes']);
    expect(look.missingPieces[0]!.alternatives.every((a) => a.name.includes('trousers'))).toBe(true);
  });

  it('never offers a product the shopper already has in the dressing room', async () => {
    const user = await signUpVerified(t);
    const top = await add(user, 'Minimalist black tailored wool shirt', 'Tops', 'black');
    const first = await complete(user, { pieces: [w(top)] });
    const shoes = first.missingPieces.find((m) => m.slot === 'shoes')!.alternatives[0]!;
    const saved = await callTool(t, 'dressingRoom.add', { productId: shoes.productId }, user);
    expect(saved.status).toBe(200);
    const second = await complete(user, { pieces: [w(top)] });
    const ids = second.missingPieces.flatMap((m) => m.alternatives.map((a) => a.productId));
    expect(ids).not.toContain(shoes.productId);
    // The tier still has an alternative: the next nearest of that level.
    expect(second.missingPieces.find((m) => m.slot === 'shoes')!.alternatives.map((a) => a.priceLevel)).toEqual(['budget', 'mid', 'luxury']);
  });

  it('never offers a catalogue product a wardrobe item links to', async () => {
    const user = await signUpVerified(t);
    const top = await add(user, 'Minimalist black tailored wool shirt', 'Tops', 'black');
    const before = await complete(user, { pieces: [w(top)] });
    const bag = before.missingPieces.find((m) => m.slot === 'bag')!.alternatives.find((a) => a.priceLevel === 'mid')!;
    const res = await callTool(t, 'wardrobe.add', { item_name: 'My tote', category: 'Bags', link: bag.retailerUrl }, user);
    expect(res.status).toBe(200);
    const after = await complete(user, { pieces: [w(top)] });
    expect(after.missingPieces.flatMap((m) => m.alternatives.map((a) => a.productId))).not.toContain(bag.productId);
  });
});

describe('looks.complete from a post, a product or a photo', () => {
  it('finds the wardrobe items nearest to a post and says so', async () => {
    const look = await complete(shopper, { postId: fixture.posts.boho });
    expect(look.basis).toBe('post-nearest-wardrobe');
    expect(look.anchor).toMatchObject({ kind: 'post', name: 'Look by @fixture.boho' });
    expect(look.ownedPieces.map((p) => p.name)).toEqual(['Bohemian green flowing linen dress']);
    expect(look.completionScore).toBe(50);
    expect(look.styleNotes[0]).toContain('@fixture.boho');
    expect(look.missingPieces.flatMap((m) => m.alternatives).every((a) => a.name.startsWith('bohemian'))).toBe(true);
  });

  it('builds around a catalogue product, never offering the product itself', async () => {
    const productId = fixture.products.minimal.Outerwear!.mid;
    const look = await complete(shopper, { productId });
    expect(look.basis).toBe('product-nearest-wardrobe');
    expect(look.anchor).toMatchObject({ kind: 'product', id: productId, slot: 'outerwear' });
    expect(look.ownedPieces.map((p) => p.slot).sort()).toEqual(['bottom', 'top']);
    expect(look.completionScore).toBe(60);
    expect(look.missingPieces.map((m) => m.slot)).not.toContain('outerwear');
    expect(look.missingPieces.flatMap((m) => m.alternatives.map((a) => a.productId))).not.toContain(productId);
  });

  it('matches a photo to the nearest wardrobe items by its measured colours, and says garments are not detected', async () => {
    const bytes = await sharp({ create: { width: 200, height: 240, channels: 3, background: '#ffffff' } })
      .composite([{ input: { create: { width: 120, height: 160, channels: 3, background: '#3c8250' } }, top: 40, left: 40 }])
      .jpeg().toBuffer();
    const form = new FormData();
    form.append('bucket', 'wardrobe');
    form.append('files', new File([new Uint8Array(bytes)], 'look.jpg', { type: 'image/jpeg' }));
    const res = await t.app.request('/api/uploads', { method: 'POST', body: form, headers: { origin: t.config.PUBLIC_URL, cookie: shopper.cookie } });
    const uploadId = uploadResponseSchema.parse(await res.json()).uploads[0]!.id;

    const look = await complete(shopper, { uploadId });
    expect(look.basis).toBe('photo-nearest-wardrobe');
    expect(look.anchor).toMatchObject({ kind: 'photo', id: uploadId, imageUrl: `/api/files/${uploadId}` });
    expect(look.palette[0]).toBe('green');
    expect(look.styleNotes.some((n) => n.includes('not detected'))).toBe(true);
    expect(look.styleNotes.some((n) => n.startsWith('Photo analysis confidence: Low'))).toBe(true);
    // Green reads as the green dress, not the black separates or the white sneakers.
    expect(look.ownedPieces.map((p) => p.name)).toEqual(['Bohemian green flowing linen dress']);

    expect((await callTool(t, 'looks.complete', { uploadId }, other)).status).toBe(404);
  });

  it('says so when the wardrobe is empty', async () => {
    const look = await complete(other, { postId: fixture.posts.minimal });
    expect(look.ownedPieces).toEqual([]);
    expect(look.completionScore).toBe(0);
    expect(look.styleNotes).toContain('Your wardrobe is empty, so every missing piece is suggested from the catalogue.');
    expect(look.missingPieces[0]).toMatchObject({ slot: 'dress', essential: true });
  });
});

describe('looks.complete refuses', () => {
  it.each([
    ['nothing to start from', {}],
    ['two starts at once', { postId: '00000000-0000-4000-8000-000000000001', productId: '00000000-0000-4000-8000-000000000002' }],
    ['an empty piece list', { pieces: [] }],
    ['a catalogue product as a piece', { pieces: [{ source: 'product', id: '00000000-0000-4000-8000-000000000001' }] }],
    ['a malformed id', { postId: 'post-1' }],
    ['an unknown field', { postId: '00000000-0000-4000-8000-000000000001', budget: 100 }],
  ])('%s with 400', async (_name, input) => {
    expect((await callTool(t, 'looks.complete', input, shopper)).status).toBe(400);
  });

  it('someone else\'s pieces, unknown posts and products with 404; guests with 401', async () => {
    const res = await callTool(t, 'looks.complete', { pieces: [w(owned.top!)] }, other);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).toContain(LOOK_MESSAGES.pieceNotFound);
    expect((await callTool(t, 'looks.complete', { postId: '00000000-0000-4000-8000-000000000001' }, shopper)).status).toBe(404);
    expect((await callTool(t, 'looks.complete', { productId: '00000000-0000-4000-8000-000000000001' }, shopper)).status).toBe(404);
    expect((await callTool(t, 'looks.complete', { pieces: [w(owned.top!)] })).status).toBe(401);
  });
});
