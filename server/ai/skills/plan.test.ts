import { zodSchema } from 'ai';
import { describe, expect, it } from 'vitest';
import { toolCatalogue } from '../../../tools/registry.js';
import { chatToolName } from '../../../tools/types.js';
import { createLocalModel } from '../local/model.js';
import { declaredInput, UndeclaredArgumentError, type AvailableTool, type ItemList, type SeenResult } from './lib/plan-core.js';
import type { Request } from './lib/request.js';
import { resolve } from '../../../evals/skill-harness.js';

/** The tools as the chat door offers them: underscore names, properties of the JSON Schema made from each zod input. */
const offered: AvailableTool[] = toolCatalogue.map((t) => {
  const schema = zodSchema(t.input).jsonSchema as { properties?: Record<string, unknown> };
  return { name: chatToolName(t.name), properties: Object.keys(schema.properties ?? {}) };
});

const product = { id: '00000000-0000-4000-8000-000000000001', product_name: 'Noir Leather Tote', price: 89 };
const post = { id: '00000000-0000-4000-9000-000000000001', caption: 'Black blazer', influencer: { handle: 'camille.style' } };
const seen = (toolName: string, output: unknown, input: unknown = {}): SeenResult => ({ toolName, input, output, isError: false, request: null, prep: false });
const lists: Record<string, ItemList> = {
  products: { items: [product], from: seen('products_search', { products: [product] }) },
  influencers: { items: [{ handle: 'lenaminimal' }], from: seen('recommendations_similarInfluencers', { similar: [{ handle: 'lenaminimal' }] }) },
  posts: { items: [post], from: seen('posts_latest', { posts: [post] }) },
};
const room = seen('dressingRoom_list', { items: [{ id: '11111111-1111-4111-8111-111111111111', item_name: 'Noir Leather Tote', is_in_cart: false }] });

/** One request of every kind the planner turns into a call. */
const requests: Request[] = [
  { kind: 'sources.list', status: 'all' }, { kind: 'sources.add', text: '@zara' }, { kind: 'sources.remove', handles: ['zara'] },
  { kind: 'sources.setActive', handles: ['zara'], active: false }, { kind: 'influencers.follow', handles: ['a1'] },
  { kind: 'influencers.follow_ref', ref: { index: 1 } }, { kind: 'influencers.unfollow', handles: ['a1'] },
  { kind: 'influencers.followed', status: 'active' }, { kind: 'influencers.setActive', handles: ['a1'], active: true },
  { kind: 'influencers.list' }, { kind: 'similar', handle: 'camille.style' },
  { kind: 'products', query: { category: 'Bags', maxPrice: 100, phrase: 'bags' } },
  { kind: 'feed', section: 'trending', query: { tier: 'luxury', phrase: 'x' } },
  { kind: 'dressingRoom.add', ref: { index: 1 } }, { kind: 'dressingRoom.list' }, { kind: 'cart.list', question: 'list' },
  { kind: 'dressingRoom.remove', target: 'tote', ref: null }, { kind: 'dressingRoom.cart', inCart: true, target: 'tote', ref: null },
  { kind: 'dressingRoom.clear' }, { kind: 'posts.feed', view: 'latest' }, { kind: 'posts.feed', view: 'top_liked' },
  { kind: 'posts.like', liked: true, ref: { index: 1 }, handle: null }, { kind: 'posts.like', liked: false, ref: null, handle: 'camille.style' },
  { kind: 'feedback.submit', ref: { index: 1 }, reasons: ['color'] }, { kind: 'styleProfile.get' }, { kind: 'recommendations.refresh' },
];

describe('the atelier-local planner', () => {
  it.each(requests.map((r) => [r.kind, r] as const))('%s: calls a registered tool with only the arguments its zod schema declares', (_kind, r) => {
    const resolution = resolve(r, offered, (kind) => lists[kind] ?? null, [room]);
    expect(resolution).toHaveProperty('call');
    const { toolName, input } = (resolution as { call: { toolName: string; input: Record<string, unknown> } }).call;
    const tool = offered.find((t) => t.name === toolName)!;
    expect(Object.keys(input).filter((k) => !tool.properties!.includes(k))).toEqual([]);
  });

  const wardrobeList = seen('wardrobe_list', { items: [
    { id: '22222222-2222-4222-8222-222222222222', item_name: 'White Canvas Sneakers', category: 'Shoes', color: 'white', slot: 'shoes' },
    { id: '33333333-3333-4333-8333-333333333333', item_name: 'Navy Silk Slip Dress', category: 'Dresses', color: 'navy', slot: 'dress' },
  ], total: 2 }, { limit: 200 });
  const tripList = seen('trips_list', { trips: [{ id: '44444444-4444-4444-8444-444444444444', destination: 'Lisbon, Portugal', trip_name: 'Trip to Lisbon, Portugal' }] });
  const outfitList = seen('outfits_list', { outfits: [{ id: '55555555-5555-4555-8555-555555555555', name: 'Office' }], total: 1 });
  const shown = seen('outfits_suggest', {
    slot: 'shoes', suggestions: [{ source: 'wardrobe', id: '22222222-2222-4222-8222-222222222222', name: 'White Canvas Sneakers' }],
  }, { slot: 'shoes', outfit: { dress: { source: 'wardrobe', id: '33333333-3333-4333-8333-333333333333' } } });
  const owned = (text: string) => ({ text, owned: true });
  const newKinds: Request[] = [
    { kind: 'trips.plan', destination: 'Lisbon', start: '2026-05-03', end: '2026-05-07', activities: ['City Walk'] },
    { kind: 'trips.list' }, { kind: 'trips.get', target: 'Lisbon', ref: null, id: null }, { kind: 'trips.remove', target: '', ref: { index: 1 }, id: null },
    { kind: 'wardrobe.list', query: 'white', category: 'Shoes', phrase: 'white shoes' },
    { kind: 'wardrobe.add', item: { item_name: 'Grey Wool Coat', category: 'Outerwear', color: 'grey' }, described: 'grey wool coat' },
    { kind: 'wardrobe.update', target: 'white sneakers', changes: { color: 'ivory' } }, { kind: 'wardrobe.remove', target: 'slip dress' },
    { kind: 'outfit.build', anchors: [owned('slip dress')], slots: ['shoes'], occasion: null },
    { kind: 'outfit.build', anchors: [], slots: ['dress', 'shoes'], occasion: 'a wedding' },
    { kind: 'look.complete', anchors: [owned('white sneakers')], source: { from: 'pieces' } },
    { kind: 'look.complete', anchors: [], source: { from: 'conversation' } },
    { kind: 'look.complete', anchors: [], source: { from: 'product', ref: { index: 1 } } },
    { kind: 'look.complete', anchors: [], source: { from: 'post', ref: { index: 1 }, handle: null } },
    { kind: 'outfits.save', anchors: [], name: 'Evening' }, { kind: 'outfits.save', anchors: [owned('slip dress'), owned('sneakers')], name: null },
    { kind: 'outfits.list' }, { kind: 'outfits.remove', target: 'Office', ref: null },
    { kind: 'styleDna.analyze', latest: null }, { kind: 'styleDna.analyze', latest: 3 },
  ];

  it.each(newKinds.map((r) => [r.kind, r] as const))('%s: calls a registered tool with only the arguments its zod schema declares, and a valid input', (_kind, r) => {
    const resolution = resolve(r, offered, (kind) => lists[kind] ?? null, [wardrobeList, tripList, outfitList], { history: [shown] });
    expect(resolution).toHaveProperty('call');
    const { toolName, input } = (resolution as { call: { toolName: string; input: Record<string, unknown> } }).call;
    const tool = toolCatalogue.find((t) => chatToolName(t.name) === toolName)!;
    expect(tool.input.safeParse(input).success).toBe(true);
  });

  it('looks a named piece up before acting on it, and asks when the trip or the outfit is not said', () => {
    const without = resolve({ kind: 'wardrobe.remove', target: 'slip dress' }, offered, () => null, []);
    expect(without).toEqual({ call: { toolName: 'wardrobe_list', input: {}, prep: true } });
    expect(resolve({ kind: 'trips.plan', destination: 'Paris', start: null, end: null, activities: [] }, offered, () => null)).toEqual({ ask: true });
    expect(resolve({ kind: 'outfits.save', anchors: [], name: null }, offered, () => null)).toEqual({ ask: true });
  });

  it('sends a product to dressingRoom.add once, as productId', () => {
    const resolution = resolve({ kind: 'dressingRoom.add', ref: { index: 1 } }, offered, (kind) => (kind === 'products' ? lists.products! : null));
    expect(resolution).toEqual({ call: { toolName: 'dressingRoom_add', input: { productId: product.id } } });
  });

  it('saves a piece named with nothing shown: the catalogue is searched first, then the one piece that fits is saved', () => {
    const r: Request = { kind: 'dressingRoom.add', ref: { index: 1 }, described: { words: ['black', 'tote'] }, said: 'black tote' };
    const first = resolve(r, offered, () => null);
    expect(first).toMatchObject({ call: { toolName: 'products_search', prep: true } });
    const search = seen('products_search', { products: [{ ...product, category: 'Bags', color: 'black' }] }, (first as { call: { input: unknown } }).call.input);
    expect(resolve(r, offered, () => ({ items: [product], from: search }), [search], { own: [search] }))
      .toEqual({ call: { toolName: 'dressingRoom_add', input: { productId: product.id } } });
  });

  it('throws, naming the tool and the field, when a tool no longer declares an argument it would send', () => {
    const renamed = offered.map((t) => (t.name === 'dressingRoom_add' ? { ...t, properties: ['product_id', 'postId', 'item'] } : t));
    const plan = () => resolve({ kind: 'dressingRoom.add', ref: { index: 1 } }, renamed, (kind) => (kind === 'products' ? lists.products! : null));
    expect(plan).toThrow(UndeclaredArgumentError);
    expect(plan).toThrow('atelier-local would send "productId" to dressingRoom_add, but it declares product_id, postId, item');
    expect(() => declaredInput({ name: 'styleProfile_get', properties: [] }, { userId: 'x' })).toThrow(/"userId" to styleProfile_get, but it declares no arguments/);
    expect(declaredInput({ name: 'x', properties: ['a'] }, { a: 1, b: undefined })).toEqual({ a: 1 });
  });

  it('fails the model call, not quietly, when a renamed field would be sent', async () => {
    const model = createLocalModel();
    const tools = [{ type: 'function' as const, name: 'sources_add', inputSchema: { type: 'object' as const, properties: { handlesText: { type: 'string' as const } } } }];
    const call = model.doGenerate({ prompt: [{ role: 'user', content: [{ type: 'text', text: 'add @zara' }] }], tools });
    await expect(call).rejects.toThrow('atelier-local would send "text" to sources_add');
  });
});
