import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outfits } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified, type TestUser } from '../../server/test/users.js';
import { whenIdle } from '../recommendations/pipeline.js';
import type { WardrobeItem } from '../wardrobe/contracts.js';
import type { OutfitsSuggestOutput, SavedOutfit } from './contracts.js';
import { insertOutfitFixture, type OutfitFixture } from './outfits.fixtures.js';
import { OUTFIT_PROBLEM_MESSAGES, PLACEMENT_MESSAGES } from './rules.js';

let t: TestApp;
let fixture: OutfitFixture;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  fixture = await insertOutfitFixture(t.database.db);
  [alice, bob] = [await signUpVerified(t), await signUpVerified(t)];
});
afterAll(async () => {
  await whenIdle();
  await t.close();
});

const add = async (user: TestUser, item_name: string, category: string, color?: string) => {
  const res = await callTool(t, 'wardrobe.add', { item_name, category, ...(color ? { color } : {}) }, user);
  expect(res.status).toBe(200);
  return res.body.item as WardrobeItem;
};
const w = (item: { id: string }) => ({ source: 'wardrobe' as const, id: item.id });
const product = (id: string) => ({ source: 'product' as const, id });
const suggest = async (user: TestUser, input: Record<string, unknown>) => {
  const res = await callTool(t, 'outfits.suggest', input, user);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as OutfitsSuggestOutput;
};
const outfitRows = async (user: TestUser) => t.database.db.select().from(outfits).where(eq(outfits.userId, user.id));

describe('outfits.suggest', () => {
  it('puts the wardrobe first, then the dressing room, then the nearest catalogue pieces — six, none already worn', async () => {
    const user = await signUpVerified(t);
    const top = await add(user, 'Minimalist black tailored shirt', 'Tops');
    const shoesA = await add(user, 'Black leather loafers', 'Shoes', 'black');
    const shoesB = await add(user, 'Green bohemian sandals', 'Shoes', 'green');
    await add(user, 'Cream trousers', 'Bottoms');
    const saved = await callTool(t, 'dressingRoom.add', { productId: fixture.products.boho.Shoes!.mid }, user);
    const dressingId = (saved.body.item as { id: string }).id;

    const out = await suggest(user, { slot: 'shoes', outfit: { top: w(top) } });
    expect(out.matched_against).toBe('outfit');
    expect(out.suggestions).toHaveLength(6);
    expect(out.suggestions.map((s) => s.source)).toEqual(['wardrobe', 'wardrobe', 'dressing_room', 'product', 'product', 'product']);
    // Wardrobe pieces ranked by the outfit's style: the black loafers go with a black minimalist shirt.
    expect(out.suggestions.slice(0, 3).map((s) => s.id)).toEqual([shoesA.id, shoesB.id, dressingId]);
    expect(out.suggestions.every((s) => s.slot === 'shoes')).toBe(true);
    const catalogue = out.suggestions.filter((s) => s.source === 'product');
    expect(catalogue.every((s) => s.category === 'Shoes')).toBe(true);
    // The dressing room's product is not offered twice; the nearest catalogue shoes are the minimalist ones.
    expect(catalogue.map((s) => s.id)).not.toContain(fixture.products.boho.Shoes!.mid);
    expect(catalogue[0]!.name).toMatch(/^minimalist/);
    expect(catalogue[0]!.style_match_reason).toContain('minimalist');
    expect(out.completion_score).toBe(0);
    expect(out.hints.map((h) => h.text)).toEqual(['Add a bottom to go with your top', 'Add shoes', 'Add a bag']);

    // A piece already in the outfit is never suggested again.
    const worn = await suggest(user, { slot: 'shoes', outfit: { top: w(top), shoes: w(shoesA) } });
    expect(worn.suggestions.map((s) => s.id)).not.toContain(shoesA.id);
    const withProduct = await suggest(user, { slot: 'accessories', outfit: { accessories: [product(fixture.products.minimal.Accessories!.budget)] } });
    expect(withProduct.suggestions.map((s) => s.id)).not.toContain(fixture.products.minimal.Accessories!.budget);
    expect(new Set(withProduct.suggestions.map((s) => s.category))).toEqual(new Set(['Accessories', 'Jewelry']));
  });

  it('falls back to the shopper\'s taste, or nothing, for an empty outfit; a full accessory slot suggests nothing', async () => {
    const user = await signUpVerified(t);
    const empty = await suggest(user, { slot: 'bag' });
    expect(empty.matched_against).toBe('nothing');
    expect(empty.suggestions).toHaveLength(6);
    expect(empty.suggestions.every((s) => s.category === 'Bags')).toBe(true);
    // Once the shopper has a taste (here from one saved piece), an empty outfit is matched to it.
    await callTool(t, 'dressingRoom.add', { productId: fixture.products.boho.Dresses!.mid }, user);
    await whenIdle();
    const tasted = await suggest(user, { slot: 'bag' });
    expect(tasted.matched_against).toBe('taste');
    expect(tasted.suggestions[0]!.name).toMatch(/^bohemian tote/);
    const acc = fixture.products.minimal.Accessories!;
    const full = await suggest(user, { slot: 'accessories', outfit: { accessories: [product(acc.budget), product(acc.mid), product(acc.luxury)] } });
    expect(full.suggestions).toEqual([]);
    expect(full.completion_score).toBe(10);
  });

  it('refuses bad input and someone else\'s pieces', async () => {
    const item = await add(bob, 'Bob shoes', 'Shoes');
    expect((await callTool(t, 'outfits.suggest', { slot: 'hat' }, alice)).status).toBe(400);
    expect((await callTool(t, 'outfits.suggest', { slot: 'shoes', outfit: { top: { source: 'closet', id: item.id } } }, alice)).status).toBe(400);
    expect((await callTool(t, 'outfits.suggest', { slot: 'shoes', limit: 10 }, alice)).status).toBe(400);
    expect((await callTool(t, 'outfits.suggest', { slot: 'shoes', outfit: { shoes: w(item) } }, alice)).status).toBe(404);
    expect((await callTool(t, 'outfits.suggest', { slot: 'shoes' })).status).toBe(401);
  });
});

describe('outfits.save', () => {
  it('saves the pieces with names and images resolved by the server and the score computed there', async () => {
    const user = await signUpVerified(t);
    const dress = await add(user, 'Black slip dress', 'Dresses', 'black');
    const shoes = await add(user, 'Black loafers', 'Shoes', 'black');
    const res = await callTool(t, 'outfits.save', {
      slots: { dress: w(dress), shoes: w(shoes), bag: product(fixture.products.minimal.Bags!.luxury), accessories: [product(fixture.products.minimal.Jewelry!.budget)] },
    }, user);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = res.body.outfit as SavedOutfit;
    expect(saved.completion_score).toBe(50 + 20 + 10 + 4);
    expect(saved.name).toBe('Minimalist black outfit');
    expect(saved.slots.dress).toMatchObject({ source: 'wardrobe', id: dress.id, name: 'Black slip dress', slot: 'dress', available: true });
    expect(saved.slots.bag).toMatchObject({ source: 'product', name: 'minimalist tote 800', brand: 'minimal house', price: 800 });
    expect(saved.hints.map((h) => h.kind)).toEqual(['accessories']);
    const [row] = await outfitRows(user);
    expect(row!.completionScore).toBe(84);
    expect(row!.styleVector).toHaveLength(75);
  });

  it('refuses a dress with a top, a fourth accessory, a repeated piece, a piece in the wrong slot and an empty outfit', async () => {
    const user = await signUpVerified(t);
    const dress = await add(user, 'Dress', 'Dresses');
    const top = await add(user, 'Shirt', 'Tops');
    const shoes = await add(user, 'Loafers', 'Shoes');
    const acc = [fixture.products.minimal.Accessories!, fixture.products.boho.Accessories!].flatMap((a) => [a.budget, a.mid]).map(product);
    const cases: [Record<string, unknown>, string][] = [
      [{ dress: w(dress), top: w(top) }, OUTFIT_PROBLEM_MESSAGES.dress_with_separates],
      [{ top: w(top), accessories: acc }, PLACEMENT_MESSAGES.accessory_limit],
      [{ accessories: [acc[0], acc[0]] }, OUTFIT_PROBLEM_MESSAGES.duplicate_piece],
      [{ top: w(shoes) }, 'is shoes, not a top'],
      [{}, 'at least one piece'],
    ];
    for (const [slots, message] of cases) {
      const res = await callTool(t, 'outfits.save', { slots }, user);
      expect(res.status, JSON.stringify(slots)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect(await outfitRows(user)).toHaveLength(0);
  });

  it('refuses someone else\'s pieces and unknown products with 404, and malformed bodies with 400, writing nothing', async () => {
    const user = await signUpVerified(t);
    const mine = await add(user, 'Shirt', 'Tops');
    const bobs = await add(bob, 'Bob trousers', 'Bottoms');
    const bobsRoom = (await callTool(t, 'dressingRoom.add', { productId: fixture.products.boho.Bags!.budget }, bob)).body.item as { id: string };
    const notFound = [
      { top: w(mine), bottom: w(bobs) },
      { top: w(mine), bag: { source: 'dressing_room', id: bobsRoom.id } },
      { top: w(mine), shoes: product('00000000-0000-4000-8000-000000000000') },
    ];
    for (const slots of notFound) expect((await callTool(t, 'outfits.save', { slots }, user)).status).toBe(404);
    const malformed = [
      { slots: { top: w(mine) }, extra: true },
      { slots: { top: w(mine), hat: w(mine) } },
      { slots: { top: { source: 'wardrobe', id: mine.id, name: 'Forged name' } } },
      { slots: { top: { source: 'wardrobe', id: 42 } } },
      { slots: { top: w(mine) }, name: '' },
      { slots: { top: w(mine) }, completion_score: 100 },
      { slots: 'top' },
    ];
    for (const body of malformed) expect((await callTool(t, 'outfits.save', body, user)).status, JSON.stringify(body)).toBe(400);
    expect(await outfitRows(user)).toHaveLength(0);
  });
});

describe('outfits.list and outfits.remove', () => {
  it('lists newest first with a total, marks pieces that left the wardrobe, and counts in styleProfile.get', async () => {
    const user = await signUpVerified(t);
    const top = await add(user, 'Shirt', 'Tops');
    const bottom = await add(user, 'Trousers', 'Bottoms');
    const first = (await callTool(t, 'outfits.save', { name: 'Office', slots: { top: w(top), bottom: w(bottom) } }, user)).body.outfit as SavedOutfit;
    await new Promise((r) => setTimeout(r, 5));
    const second = (await callTool(t, 'outfits.save', { name: 'Weekend', slots: { top: w(top) } }, user)).body.outfit as SavedOutfit;
    await callTool(t, 'wardrobe.remove', { id: bottom.id }, user);

    const listed = (await callTool(t, 'outfits.list', {}, user)).body as { outfits: SavedOutfit[]; total: number };
    expect(listed.total).toBe(2);
    expect(listed.outfits.map((o) => o.name)).toEqual(['Weekend', 'Office']);
    expect(listed.outfits[1]!.slots.bottom).toMatchObject({ name: 'Trousers', available: false });
    expect(listed.outfits[1]!.slots.top).toMatchObject({ name: 'Shirt', available: true });
    expect(listed.outfits[1]!.completion_score).toBe(50);
    expect(((await callTool(t, 'outfits.list', { limit: 1 }, user)).body.outfits as SavedOutfit[]).map((o) => o.id)).toEqual([second.id]);

    const profile = (await callTool(t, 'styleProfile.get', {}, user)).body;
    expect(profile).toMatchObject({ wardrobe_item_count: 1, outfit_count: 2 });

    expect((await callTool(t, 'outfits.remove', { id: first.id }, bob)).status).toBe(404);
    expect(await outfitRows(user)).toHaveLength(2);
    expect((await callTool(t, 'outfits.remove', { id: first.id }, user)).body).toEqual({ removed: first.id });
    expect((await callTool(t, 'outfits.list', {}, user)).body.total).toBe(1);
    expect((await callTool(t, 'outfits.list', {}, bob)).body.total).toBe(0);
    expect((await callTool(t, 'outfits.remove', { id: 'x' }, user)).status).toBe(400);
    expect((await callTool(t, 'outfits.list', { limit: 1000 }, user)).status).toBe(400);
  });
});
