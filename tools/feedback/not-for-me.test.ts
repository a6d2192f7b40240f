import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFeedbackDetailed } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified, type TestUser } from '../../server/test/users.js';
import { insertFeedFixture, type FeedFixture } from '../recommendations/feed.fixtures.js';
import { whenIdle } from '../recommendations/pipeline.js';
import { computeTaste } from '../recommendations/taste.js';
import { dimensionIndex } from '../recommendations/vocabulary.js';

let t: TestApp;
let fixture: FeedFixture;

type Card = { id: string; match_percent: number | null; similarity_score: number | null };
type Home = { sections: Record<string, { items: Card[]; feedback_count: number; source: string }> };

const home = async (user: TestUser) => {
  const res = await callTool(t, 'recommendations.home', {}, user);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as Home;
};
const shownIds = (h: Home) => new Set(Object.values(h.sections).flatMap((s) => s.items.map((i) => i.id)));
const submit = (user: TestUser, input: Record<string, unknown>) => callTool(t, 'feedback.submit', input, user);

/** A shopper who saved two minimalist black pieces and two red streetwear ones: both looks are in her taste. */
const mixedShopper = async () => {
  const user = await signUpVerified(t);
  for (const p of [fixture.products.minimal[1]!, fixture.products.minimal[2]!, fixture.products.street[1]!, fixture.products.street[4]!]) {
    await callTool(t, 'recommendations.save', { productId: p.id }, user);
  }
  await whenIdle();
  return user;
};

beforeAll(async () => {
  t = await createTestApp();
  fixture = await insertFeedFixture(t.database.db);
});
afterAll(async () => {
  await whenIdle();
  await t.close();
});

describe('feedback.submit verdicts', () => {
  it('records a love by default and a not-for-me when asked; both are detailed entries that count toward learning', async () => {
    const user = await signUpVerified(t);
    const loved = await submit(user, { itemId: fixture.products.boho[0]!.id, reasons: ['style'] });
    expect(loved.body).toMatchObject({ verdict: 'love', feedback_count: 1, learned: false });
    const turned = await submit(user, { itemId: fixture.products.preppy[0]!.id, reasons: ['color', 'price'], verdict: 'not_for_me' });
    expect(turned.body).toMatchObject({ verdict: 'not_for_me', feedback_count: 2, learned: false });
    const third = await submit(user, { itemId: fixture.products.preppy[1]!.id, reasons: ['style'], verdict: 'not_for_me' });
    expect(third.body).toMatchObject({ verdict: 'not_for_me', feedback_count: 3, learned: true });
    const rows = await t.database.db.select().from(userFeedbackDetailed).where(eq(userFeedbackDetailed.userId, user.id));
    expect(rows.map((r) => r.verdict).sort()).toEqual(['love', 'not_for_me', 'not_for_me']);
    await whenIdle();
  });

  it('refuses a verdict it does not know and writes nothing', async () => {
    const user = await signUpVerified(t);
    const res = await submit(user, { itemId: fixture.products.boho[0]!.id, reasons: ['color'], verdict: 'meh' });
    expect(res.status).toBe(400);
    expect(await t.database.db.select().from(userFeedbackDetailed).where(eq(userFeedbackDetailed.userId, user.id))).toHaveLength(0);
  });
});

describe('a piece that is not for her', () => {
  it('leaves every section of her feed, and the other cards keep the match they had', async () => {
    const user = await mixedShopper();
    const before = await home(user);
    const red = fixture.products.street.map((p) => p.id).find((id) => shownIds(before).has(id) && id !== fixture.products.street[1]!.id)!;
    expect(red).toBeDefined();
    await submit(user, { itemId: red, reasons: ['style'], verdict: 'not_for_me' });
    await whenIdle();
    const after = await home(user);
    expect(shownIds(after).has(red)).toBe(false);
    // A "style" turn-down of a red hoodie moves her taste off streetwear, not off everything: minimalist cards still match.
    const percentOf = (h: Home) => new Map(h.sections.recommended!.items.map((i) => [i.id, i.match_percent]));
    const minimalBefore = percentOf(before).get(fixture.products.minimal[0]!.id);
    const minimalAfter = percentOf(after).get(fixture.products.minimal[0]!.id);
    expect(minimalBefore).not.toBeUndefined();
    expect(minimalAfter).toBeGreaterThanOrEqual(minimalBefore!);
  });

  it('leaves the product-matcher feed of a shopper with no taste yet (turn-downs alone are no taste)', async () => {
    const user = await signUpVerified(t);
    const before = await home(user);
    expect(before.sections.recommended!.source).toBe('product_matcher');
    const first = before.sections.recommended!.items[0]!.id;
    await submit(user, { itemId: first, reasons: ['color'], verdict: 'not_for_me' });
    await whenIdle();
    const after = await home(user);
    expect(after.sections.recommended!.source).toBe('product_matcher');
    expect(shownIds(after).has(first)).toBe(false);
    expect(after.sections.recommended!.items.length).toBe(before.sections.recommended!.items.length);
  });

  it('moves her taste away from what the reason names: a colour, a brand, a price', async () => {
    const user = await mixedShopper();
    const red = dimensionIndex('colour', 'red');
    const black = dimensionIndex('colour', 'black');
    const before = await computeTaste(t.database.db, user.id);
    expect(before.brandPreferences['street house']).toBeGreaterThan(0);

    await submit(user, { itemId: fixture.products.street[0]!.id, reasons: ['color'], verdict: 'not_for_me' });
    const colour = await computeTaste(t.database.db, user.id);
    expect(colour.vector![red]).toBeLessThan(before.vector![red]!);
    expect(colour.vector![black]).toBeGreaterThan(before.vector![black]!);
    // A colour says nothing of the brand or the price.
    expect(colour.brandPreferences).toEqual(before.brandPreferences);
    expect(colour.tierPreferences).toEqual(before.tierPreferences);

    await submit(user, { itemId: fixture.products.street[2]!.id, reasons: ['brand'], verdict: 'not_for_me' });
    await submit(user, { itemId: fixture.products.street[3]!.id, reasons: ['brand'], verdict: 'not_for_me' });
    const brand = await computeTaste(t.database.db, user.id);
    expect(brand.brandPreferences['street house']).toBeUndefined();
    expect(brand.brandPreferences['minimal house']).toBe(1);

    const luxury = fixture.products.minimal[5]!;
    expect(luxury.tier).toBe('luxury');
    const tierBefore = brand.tierPreferences.luxury ?? 0;
    await submit(user, { itemId: fixture.products.minimal[4]!.id, reasons: ['style'] });
    const loved = await computeTaste(t.database.db, user.id);
    await submit(user, { itemId: luxury.id, reasons: ['price'], verdict: 'not_for_me' });
    const price = await computeTaste(t.database.db, user.id);
    expect(loved.tierPreferences.luxury).toBeGreaterThan(tierBefore);
    expect(price.tierPreferences.luxury ?? 0).toBeLessThan(loved.tierPreferences.luxury!);
    expect(price.vector![dimensionIndex('tier', 'luxury')]).toBeLessThan(loved.vector![dimensionIndex('tier', 'luxury')]!);
    // Every entry, love or not, is a detailed feedback entry and a signal.
    expect(price.signals.feedback).toBe(5);
    await whenIdle();
  });
});
