import { eq, sql } from 'drizzle-orm';
import { toPgVector, vectorFromText } from '../recommendations/style-vector.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fittingRoomItems } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified, type TestUser } from '../../server/test/users.js';
import { insertFeedFixture, type FeedFixture } from '../recommendations/feed.fixtures.js';
import { whenIdle } from '../recommendations/pipeline.js';

let t: TestApp;
let fixture: FeedFixture;
beforeAll(async () => {
  t = await createTestApp();
  fixture = await insertFeedFixture(t.database.db);
});
afterAll(async () => {
  await whenIdle();
  await t.close();
});

type Item = { id: string; item_name: string; color: string; is_in_cart: boolean; external_product_id: string };
const list = async (user: TestUser) => (await callTool(t, 'dressingRoom.list', {}, user)).body.items as Item[];

describe('the dressing room', () => {
  it('adds products, posts and custom items at the front, ignores duplicates, takes the colour word', async () => {
    const user = await signUpVerified(t);
    const product = fixture.products.minimal[0]!.id;
    const first = await callTool(t, 'dressingRoom.add', { productId: product }, user);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ added: true, item: { color: 'black', external_product_id: product, is_in_cart: false } });
    await new Promise((r) => setTimeout(r, 5));
    await callTool(t, 'dressingRoom.add', { postId: fixture.posts.boho[0]! }, user);
    await new Promise((r) => setTimeout(r, 5));
    const custom = await callTool(t, 'dressingRoom.add', {
      item: { external_product_id: 'shop-123', item_name: 'Silk scarf', description: 'A redesigned navy and cream scarf' },
    }, user);
    expect((custom.body.item as Item).color).toBe('navy');
    const dup = await callTool(t, 'dressingRoom.add', { productId: product }, user);
    expect(dup.body).toMatchObject({ added: false, item: { id: (first.body.item as Item).id } });

    const items = await list(user);
    expect(items.map((i) => i.item_name)).toEqual(['Silk scarf', 'Look by @boho.meadow', 'minimalist blazer 1']);
    expect(items[1]!.color).toBe('green');
    const plain = await callTool(t, 'dressingRoom.add', { item: { external_product_id: 'x1', item_name: 'Plain tee' } }, user);
    expect((plain.body.item as Item).color).toBe('neutral');
  });

  it('toggles the cart flag, removes one, clears all — only the caller\'s items', async () => {
    const [a, b] = [await signUpVerified(t), await signUpVerified(t)];
    await callTool(t, 'dressingRoom.add', { productId: fixture.products.boho[1]!.id }, a);
    await callTool(t, 'dressingRoom.add', { productId: fixture.products.street[1]!.id }, a);
    const [bItem] = [(await callTool(t, 'dressingRoom.add', { productId: fixture.products.boho[1]!.id }, b)).body.item as Item];
    const [first, second] = await list(a);

    const toggled = await callTool(t, 'dressingRoom.toggleCart', { id: first!.id }, a);
    expect((toggled.body.item as Item).is_in_cart).toBe(true);
    expect(((await callTool(t, 'dressingRoom.list', { inCartOnly: true }, a)).body.items as Item[]).map((i) => i.id)).toEqual([first!.id]);
    expect(((await callTool(t, 'dressingRoom.toggleCart', { id: first!.id }, a)).body.item as Item).is_in_cart).toBe(false);

    // Another user's id is a 404 and changes nothing.
    expect((await callTool(t, 'dressingRoom.toggleCart', { id: bItem.id }, a)).status).toBe(404);
    expect((await callTool(t, 'dressingRoom.remove', { id: bItem.id }, a)).status).toBe(404);

    expect((await callTool(t, 'dressingRoom.remove', { id: second!.id }, a)).body).toEqual({ removed: second!.id });
    expect((await list(a)).map((i) => i.id)).toEqual([first!.id]);
    expect((await callTool(t, 'dressingRoom.clear', {}, a)).body).toEqual({ removed: 1 });
    expect(await list(a)).toEqual([]);
    expect(await list(b)).toHaveLength(1);
  });

  it('refuses guests and bad input, writing nothing', async () => {
    const user = await signUpVerified(t);
    expect((await callTool(t, 'dressingRoom.add', { productId: fixture.products.boho[0]!.id })).status).toBe(401);
    expect((await callTool(t, 'dressingRoom.list', {})).status).toBe(401);
    const bad: unknown[] = [
      {},
      { productId: fixture.products.boho[0]!.id, postId: fixture.posts.boho[0]! },
      { productId: 'not-a-uuid' },
      { item: { item_name: 'No id' } },
      { item: { external_product_id: 'a', item_name: 'b', item_url: 'javascript:alert(1)' } },
    ];
    for (const input of bad) expect((await callTool(t, 'dressingRoom.add', input, user)).status).toBe(400);
    expect((await callTool(t, 'dressingRoom.add', { productId: '00000000-0000-4000-8000-000000000000' }, user)).status).toBe(404);
    expect((await callTool(t, 'dressingRoom.add', { postId: '00000000-0000-4000-8000-000000000000' }, user)).status).toBe(404);
    expect(await t.database.db.select().from(fittingRoomItems).where(eq(fittingRoomItems.userId, user.id))).toHaveLength(0);
  });
});

describe('style words for the dressing room filters', () => {
  it('reads a catalogue piece\'s occasion and season from its stored vector, a custom piece\'s from its words', async () => {
    const user = await signUpVerified(t);
    await t.database.db.execute(sql`update products set style_vector = ${toPgVector(vectorFromText('a wool blazer for the office in winter'))}::vector where id = ${fixture.products.minimal[0]!.id}`);
    await callTool(t, 'dressingRoom.add', { productId: fixture.products.minimal[0]!.id }, user);
    await callTool(t, 'dressingRoom.add', { item: { external_product_id: 'beach-1', item_name: 'Linen beach cover-up for summer' } }, user);
    const items = (await callTool(t, 'dressingRoom.list', {}, user)).body.items as (Item & { style_words: string[] })[];
    const byId = new Map(items.map((i) => [i.external_product_id, i.style_words]));
    expect(byId.get(fixture.products.minimal[0]!.id)).toEqual(expect.arrayContaining(['occasion:work', 'season:winter']));
    expect(byId.get('beach-1')).toEqual(expect.arrayContaining(['occasion:beach', 'season:summer']));
  });
});
