import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { influencerAccounts, influencerPosts, products } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified, type TestUser } from '../../server/test/users.js';
import { insertFeedFixture } from './feed.fixtures.js';
import { whenIdle } from './pipeline.js';
import { vectorFromText } from './style-vector.js';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await insertFeedFixture(t.database.db);
  // A luxury house whose posts out-like everyone else's and that sells nothing below $500.
  const [house] = await t.database.db.insert(influencerAccounts).values({
    handle: 'maison.noire', displayName: 'Maison Noire', category: 'Brand', isActive: true,
  }).returning({ id: influencerAccounts.id });
  const now = Date.now();
  await t.database.db.insert(influencerPosts).values(Array.from({ length: 12 }, (_, i) => {
    const caption = `Minimalist black tailored blazer, look ${i}`;
    return {
      influencerId: house!.id, platformPostId: `maison-${i}`, imageUrl: `/media/posts/maison-${i}.svg`, caption,
      likeCount: 100_000 + i, commentCount: 0, postedAt: new Date(now - i * 1000), topLiked: true, linkUrl: null,
      styleVector: vectorFromText(caption),
    };
  }));
  await t.database.db.insert(products).values([1500, 2400].map((price, i) => ({
    productName: `Noire blazer ${i}`, brand: 'Maison Noire', price, priceTier: 'luxury' as const, imageUrl: null,
    productUrl: `https://shop.example.com/noire/${i}`, affiliateUrl: null, retailerName: 'Maison Noire', category: 'Outerwear',
    productDescription: 'A minimalist black tailored blazer.', color: 'black', influencerId: house!.id,
    styleVector: vectorFromText('Noire blazer minimalist black tailored blazer', { category: 'Outerwear', price }),
  })));
  user = await signUpVerified(t);
  await callTool(t, 'influencers.follow', { handles: ['noir.minimal'] }, user);
  await whenIdle();
});
afterAll(async () => {
  await whenIdle();
  await t.close();
});

describe('Trending in Your Aesthetic on a tier tab', () => {
  it('looks at the trending posts of influencers who sell in that tier', async () => {
    const all = await callTool(t, 'recommendations.feed', { section: 'trending' }, user);
    expect((all.body as { items: { brand: string }[] }).items[0]?.brand).toBe('Maison Noire');
    const budget = await callTool(t, 'recommendations.feed', { section: 'trending', tier: 'budget' }, user);
    const items = (budget.body as { items: { price_tier: string }[] }).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.price_tier === 'budget')).toBe(true);
  });
});
