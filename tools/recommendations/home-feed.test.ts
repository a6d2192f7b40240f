/** recommendations.home is the four sections of recommendations.feed, in one answer. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified, type TestUser } from '../../server/test/users.js';
import { insertFeedFixture, type FeedFixture } from './feed.fixtures.js';
import { FEED_SECTIONS } from './feed-rules.js';
import { whenIdle } from './pipeline.js';

let t: TestApp;
let fixture: FeedFixture;
let shopper: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await insertFeedFixture(t.database.db);
  shopper = await signUpVerified(t);
  for (const p of fixture.products.minimal.slice(1, 3)) await callTool(t, 'recommendations.save', { productId: p.id }, shopper);
  await whenIdle();
});
afterAll(async () => {
  await whenIdle();
  await t.close();
});

const ok = async (name: string, input: Record<string, unknown>, user: TestUser | undefined = shopper) => {
  const res = await callTool(t, name, input, user);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Record<string, unknown>;
};

describe('recommendations.home', () => {
  it('answers each section of a tier exactly as recommendations.feed does', async () => {
    const favourite = fixture.products.minimal[5]!.id;
    for (const tier of ['all', 'budget'] as const) {
      const home = await ok('recommendations.home', { tier, favoriteIds: [favourite] }) as { tier: string; sections: Record<string, unknown> };
      expect(home.tier).toBe(tier);
      expect(Object.keys(home.sections).sort()).toEqual([...FEED_SECTIONS].sort());
      for (const section of FEED_SECTIONS) {
        expect(home.sections[section]).toEqual(await ok('recommendations.feed', { section, tier, favoriteIds: [favourite] }));
      }
    }
  });

  it('leaves out a heart for a product that is gone, instead of failing the page', async () => {
    const gone = '00000000-0000-4000-8000-00000000dead';
    expect((await callTool(t, 'recommendations.feed', { section: 'similar', favoriteIds: [gone] }, shopper)).status).toBe(404);
    const home = await ok('recommendations.home', { favoriteIds: [gone] }) as { sections: Record<string, unknown> };
    expect(home.sections.similar).toEqual(await ok('recommendations.feed', { section: 'similar' }));
  });

  it('is for a signed-in shopper, and refuses what it does not know', async () => {
    expect((await callTool(t, 'recommendations.home', {}, undefined)).status).toBe(401);
    expect((await callTool(t, 'recommendations.home', { tier: 'cheap' }, shopper)).status).toBe(400);
    expect((await callTool(t, 'recommendations.home', { section: 'recommended' }, shopper)).status).toBe(400);
  });
});
