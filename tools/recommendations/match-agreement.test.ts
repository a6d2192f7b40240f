/**
 * One piece, one number: the feed, Smart Analysis and outfits.suggest show the same match for the
 * same catalogue piece to the same shopper, and the same label when there is no percent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified, type TestUser } from '../../server/test/users.js';
import type { ScanOutput } from '../discovery/contracts.js';
import type { OutfitsSuggestOutput } from '../outfits/contracts.js';
import { insertFeedFixture, type FeedFixture } from './feed.fixtures.js';
import type { FeedOutput } from './feed-rules.js';
import { whenIdle } from './pipeline.js';

let t: TestApp;
let fixture: FeedFixture;
let shopper: TestUser;

const ok = async <T>(name: string, input: Record<string, unknown>, user: TestUser): Promise<T> => {
  const res = await callTool(t, name, input, user);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as T;
};

beforeAll(async () => {
  t = await createTestApp();
  fixture = await insertFeedFixture(t.database.db);
  shopper = await signUpVerified(t);
  await ok('influencers.follow', { handles: ['noir.minimal'] }, shopper);
  for (const p of fixture.products.minimal.slice(1, 3)) await ok('recommendations.save', { productId: p.id }, shopper);
  await whenIdle();
});
afterAll(async () => {
  await whenIdle();
  await t.close();
});

describe('one match scale', () => {
  it('gives one piece the same match in the feed, Smart Analysis and outfit suggestions', async () => {
    const feed = await ok<FeedOutput>('recommendations.feed', { section: 'recommended' }, shopper);
    const byId = new Map(feed.items.map((i) => [i.id, i]));
    expect(feed.items[0]!.match_percent).toEqual(expect.any(Number));

    const scan = await ok<ScanOutput>('discovery.scan', {}, shopper);
    const shared = scan.personalized_recommendations.filter((r) => byId.has(r.id));
    expect(shared.length).toBeGreaterThan(0);
    for (const r of shared) {
      expect(r.match_percent, r.item_name).toBe(byId.get(r.id)!.match_percent);
      expect(r.match_label, r.item_name).toBe(byId.get(r.id)!.match_label);
    }

    const suggested = await ok<OutfitsSuggestOutput>('outfits.suggest', { slot: 'outerwear' }, shopper);
    const fromCatalogue = suggested.suggestions.filter((s) => s.source === 'product' && byId.has(s.id));
    expect(fromCatalogue.length).toBeGreaterThan(0);
    for (const s of fromCatalogue) expect(s.match_label, s.name).toBe(byId.get(s.id)!.match_label);
  });

  it('says the same label everywhere when the shopper has too little signal', async () => {
    const user = await signUpVerified(t);
    const feed = await ok<FeedOutput>('recommendations.feed', { section: 'recommended' }, user);
    expect(feed.items.every((i) => i.match_percent === null && i.match_label === 'New to you')).toBe(true);
    const suggested = await ok<OutfitsSuggestOutput>('outfits.suggest', { slot: 'shoes' }, user);
    expect(suggested.suggestions.every((s) => s.match_percent === null && s.match_label === 'New to you')).toBe(true);
  });
});
