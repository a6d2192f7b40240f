import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fittingRoomItems, products, recommendationScores, userFeedbackDetailed, userInfluencerPreferences, userProductInteractions,
  userStyleProfiles,
} from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified, type TestUser } from '../../server/test/users.js';
import { insertFeedFixture, type FeedFixture, type LookName } from './feed.fixtures.js';
import { FEED_SECTIONS } from './feed-rules.js';
import { whenIdle } from './pipeline.js';
import { PRICE_TIERS } from './vocabulary.js';
import { vectorFromText } from './style-vector.js';
import { MATCH_MIN_CONFIDENCE, calibratedPercent } from './match.js';

let t: TestApp;
let fixture: FeedFixture;
let minimalist: TestUser;

type Item = {
  id: string; price: number; price_tier: string; score: number; score_breakdown: Record<string, number> | null;
  match_percent: number | null; match_label: string; style_match_reason: string; similarity_score: number | null; saved: boolean;
};
type Feed = {
  items: Item[]; source: string; personalised: boolean; learned: boolean; learning_confidence: number; title: string;
};

const feed = async (user: TestUser | undefined, input: Record<string, unknown> = {}) => {
  const res = await callTool(t, 'recommendations.feed', input, user);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as Feed;
};
const idsOf = (look: LookName) => new Set(fixture.products[look].map((p) => p.id));

beforeAll(async () => {
  t = await createTestApp();
  fixture = await insertFeedFixture(t.database.db);
  // Saves and likes minimalist black pieces.
  minimalist = await signUpVerified(t);
  for (const p of fixture.products.minimal.slice(1, 3)) await callTool(t, 'recommendations.save', { productId: p.id }, minimalist);
  for (const post of fixture.posts.minimal.slice(0, 2)) await callTool(t, 'posts.like', { postId: post }, minimalist);
  await whenIdle();
});
afterAll(async () => {
  await whenIdle();
  await t.close();
});

describe('recommendations.feed sections', () => {
  it('Recommended For Your Style puts the minimalist black pieces first', async () => {
    const body = await feed(minimalist, { section: 'recommended' });
    expect(body.title).toBe('Recommended For Your Style');
    expect(body.source).toBe('personalized');
    expect(body.items).toHaveLength(20);
    const minimal = idsOf('minimal');
    expect(body.items.slice(0, 6).every((i) => minimal.has(i.id))).toBe(true);
    expect(body.items[0]!.style_match_reason).toMatch(/minimalist/);
    expect(body.items[0]!.match_percent).toBeGreaterThan(body.items[19]!.match_percent!);
  });

  it('reads the one calibrated scale: the closest piece shows the kept share of its rank, never a raw 97', async () => {
    const body = await feed(minimalist, { section: 'recommended' });
    const percents = body.items.map((i) => i.match_percent!);
    // The closest piece sits at rank 97 of the shopper's own distribution; shown calibrated.
    expect(percents[0]).toBe(calibratedPercent(97));
    expect(percents[0]).toBeLessThan(97);
    for (let i = 1; i < percents.length; i++) expect(percents[i]).toBeLessThanOrEqual(percents[i - 1]!);
    // Every section's badge measures the same thing: closeness to the shopper's taste.
    for (const section of FEED_SECTIONS) {
      for (const item of (await feed(minimalist, { section })).items) {
        expect(item.match_percent, section).toEqual(expect.any(Number));
        expect(item.match_label, section).toBe(`${item.match_percent}% match`);
        expect(item.similarity_score, section).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('shows a new shopper no percentage anywhere, only the label, until there is a taste to match', async () => {
    const user = await signUpVerified(t);
    for (const section of FEED_SECTIONS) {
      const body = await feed(user, { section, favoriteIds: [fixture.products.boho[0]!.id] });
      expect(body.items.length, section).toBeGreaterThan(0);
      for (const item of body.items) {
        expect(item.match_percent, section).toBeNull();
        expect(item.match_label, section).toBe(section === 'trending' ? 'Popular' : 'New to you');
        expect(item.similarity_score, section).toBeNull();
      }
    }
  });

  it('keeps the percent back below the confidence gate even with a taste (one like)', async () => {
    const user = await signUpVerified(t);
    await callTool(t, 'posts.like', { postId: fixture.posts.minimal[0]! }, user);
    await whenIdle();
    const body = await feed(user, { section: 'recommended' });
    expect(body.learning_confidence).toBeLessThan(MATCH_MIN_CONFIDENCE);
    expect(body.items.some((i) => i.similarity_score !== null)).toBe(true);
    for (const item of body.items) expect(item).toMatchObject({ match_percent: null, match_label: 'New to you' });
  });

  it('marks the pieces already in the dressing room as saved', async () => {
    const saved = new Set(fixture.products.minimal.slice(1, 3).map((p) => p.id));
    const body = await feed(minimalist, { section: 'recommended' });
    expect(body.items.filter((i) => i.saved).map((i) => i.id).sort()).toEqual([...saved].sort());
    const user = await signUpVerified(t);
    expect((await feed(user)).items.some((i) => i.saved)).toBe(false);
  });

  it('Discover New Styles leaves out the shopper\'s own aesthetic', async () => {
    const body = await feed(minimalist, { section: 'discover' });
    expect(body.items.length).toBeGreaterThan(0);
    const minimal = idsOf('minimal');
    expect(body.items.some((i) => minimal.has(i.id))).toBe(false);
    expect(body.items[0]!.style_match_reason).toMatch(/^New for you: /);
  });

  it('Discover never offers a piece led by no aesthetic, even to a taste that has none', async () => {
    // A taste of colour and category only, and a piece of the same with no look at all: nearest, yet not "New for you".
    const user = await signUpVerified(t);
    await t.database.db.insert(userStyleProfiles).values({ userId: user.id, styleVector: vectorFromText('navy scarf'), learningConfidence: 0.5 });
    const [plain] = await t.database.db.insert(products).values({
      productName: 'Navy scarf', brand: 'Plain', price: 30, priceTier: 'budget', productUrl: 'https://shop.example.com/plain',
      retailerName: 'Example Shop', category: 'Accessories', productDescription: 'A navy scarf.', color: 'navy',
      styleVector: vectorFromText('navy scarf', { category: 'Accessories', price: 30 }),
    }).returning({ id: products.id });
    try {
      const body = await feed(user, { section: 'discover' });
      expect(body.items.map((i) => i.id)).not.toContain(plain!.id);
      for (const item of body.items) expect(item.style_match_reason).toMatch(/^New for you: \S/);
    } finally {
      await t.database.db.delete(products).where(eq(products.id, plain!.id));
    }
  });

  it('Similar to Your Favorites is nearest the saved and hearted pieces, without them', async () => {
    const user = await signUpVerified(t);
    const hearted = fixture.products.romantic[2]!.id;
    const body = await feed(user, { section: 'similar', favoriteIds: [hearted] });
    expect(body.items.map((i) => i.id)).not.toContain(hearted);
    const romantic = idsOf('romantic');
    expect(body.items.slice(0, 5).every((i) => romantic.has(i.id))).toBe(true);
    // The minimalist's saved pieces seed it too, and are left out.
    const saved = fixture.products.minimal.slice(1, 3).map((p) => p.id);
    const own = await feed(minimalist, { section: 'similar' });
    expect(own.items.map((i) => i.id).filter((id) => saved.includes(id))).toEqual([]);
    expect(idsOf('minimal').has(own.items[0]!.id)).toBe(true);
    expect((await feed(user, { section: 'similar' })).items).toEqual([]);
  });

  it('Trending in Your Aesthetic shows the products of liked posts near the taste', async () => {
    const body = await feed(minimalist, { section: 'trending' });
    expect(body.items.length).toBeGreaterThan(0);
    expect(idsOf('minimal').has(body.items[0]!.id)).toBe(true);
    expect(body.items[0]!.style_match_reason).toMatch(/^Trending with @noir\.minimal: /);
  });

  it('tier tabs never leak another tier, in any section', async () => {
    const bounds = { budget: [0, 100], mid: [100, 500], luxury: [500, Infinity] } as const;
    for (const section of FEED_SECTIONS) {
      for (const tier of PRICE_TIERS) {
        const body = await feed(minimalist, { section, tier, favoriteIds: [fixture.products.boho[0]!.id] });
        for (const item of body.items) {
          expect(item.price_tier, `${section}/${tier}`).toBe(tier);
          expect(item.price).toBeGreaterThanOrEqual(bounds[tier][0]);
          expect(item.price).toBeLessThan(bounds[tier][1]);
        }
      }
      expect((await feed(minimalist, { section, tier: 'budget' })).items.length, section).toBeGreaterThan(0);
    }
  });

  it('Refresh Recommendations rebuilds the taste now, for follows stored by any client', async () => {
    const user = await signUpVerified(t);
    await t.database.db.insert(userInfluencerPreferences).values({ userId: user.id, influencerName: '@street.red' });
    const refreshed = await callTool(t, 'recommendations.refresh', {}, user);
    expect(refreshed.body).toMatchObject({ has_taste: true });
    const body = await feed(user);
    expect(body.source).toBe('personalized');
    expect(idsOf('street').has(body.items[0]!.id)).toBe(true);
  });

  it('falls back to the product matcher when there is no taste yet', async () => {
    const user = await signUpVerified(t);
    const body = await feed(user);
    expect(body.source).toBe('product_matcher');
    expect(body.items).toHaveLength(20);
    expect(body.personalised).toBe(false);
    expect(body.items.every((i) => i.score === 0.5)).toBe(true);
  });
});

describe('learned scores and personalisation', () => {
  it('scores every item 0.5 below 3 feedback entries, learned scores from the third', async () => {
    const user = await signUpVerified(t);
    await callTool(t, 'recommendations.save', { productId: fixture.products.street[3]!.id }, user);
    await whenIdle();
    const give = (look: LookName, i: number, reasons: string[]) =>
      callTool(t, 'feedback.submit', { itemId: fixture.products[look][i]!.id, reasons }, user);

    for (const [n, res] of [[1, await give('street', 4, ['color'])], [2, await give('street', 2, ['brand', 'style'])]] as const) {
      expect(res.body).toMatchObject({ feedback_count: n, learned: false });
      await whenIdle();
      const body = await feed(user);
      expect(body.learned).toBe(false);
      expect(body.items.every((i) => i.score === 0.5 && i.score_breakdown === null)).toBe(true);
    }
    expect((await give('street', 5, ['price'])).body).toMatchObject({ feedback_count: 3, learned: true });
    await whenIdle();
    const body = await feed(user);
    expect(body.learned).toBe(true);
    const stored = await t.database.db.select().from(recommendationScores).where(eq(recommendationScores.userId, user.id));
    const byId = new Map(stored.map((s) => [s.itemId, s.score]));
    expect(body.items.every((i) => i.score === byId.get(i.id))).toBe(true);
    expect(new Set(body.items.map((i) => i.score)).size).toBeGreaterThan(1);
    expect(Object.keys(body.items[0]!.score_breakdown ?? {}).sort()).toEqual(['aspirational', 'brand', 'color', 'occasion', 'price', 'style']);
  });

  it('shows personalisation only above 0.3 learning confidence', async () => {
    // Two saves (0.1 each) and two likes (0.05 each) are exactly 0.3: not yet.
    expect((await feed(minimalist)).learning_confidence).toBe(0.3);
    expect((await feed(minimalist)).personalised).toBe(false);
    await callTool(t, 'feedback.submit', { itemId: fixture.products.minimal[4]!.id, reasons: ['style'] }, minimalist);
    await whenIdle();
    const body = await feed(minimalist);
    expect(body.learning_confidence).toBe(0.4);
    expect(body.personalised).toBe(true);
    const profile = await callTool(t, 'styleProfile.get', {}, minimalist);
    expect(profile.body).toMatchObject({ personalised: true, learned: false, feedback_count: 1, style_confidence: '40% · Low' });
    expect((profile.body.top_aesthetics as string[])[0]).toBe('minimalist');
    expect(Object.keys(profile.body.color_preferences as object)[0]).toBe('black');
  });
});

describe('recommendations.save and bad input', () => {
  it('saves to the dressing room once and logs a save interaction; guests save nothing', async () => {
    const user = await signUpVerified(t);
    const productId = fixture.products.preppy[0]!.id;
    const guest = await callTool(t, 'recommendations.save', { productId });
    expect(guest.body).toEqual({ saved: false, added: false, item: null });
    const first = await callTool(t, 'recommendations.save', { productId, context: { section: 'recommended', tier: 'all' } }, user);
    expect(first.body).toMatchObject({ saved: true, added: true, item: { external_product_id: productId, color: 'navy' } });
    expect((await callTool(t, 'recommendations.save', { productId }, user)).body).toMatchObject({ saved: true, added: false });
    expect(await t.database.db.select().from(fittingRoomItems).where(eq(fittingRoomItems.userId, user.id))).toHaveLength(1);
    const interactions = await t.database.db.select().from(userProductInteractions).where(eq(userProductInteractions.userId, user.id));
    expect(interactions.map((i) => [i.recommendationId, i.interactionType])).toEqual([[productId, 'save'], [productId, 'save']]);
  });

  it('answers bad tiers, sections, limits and ids with a 4xx and writes nothing', async () => {
    const user = await signUpVerified(t);
    const bad: [string, unknown, number][] = [
      ['recommendations.feed', { tier: 'cheap' }, 400],
      ['recommendations.feed', { section: 'popular' }, 400],
      ['recommendations.feed', { limit: 21 }, 400],
      ['recommendations.feed', { limit: 0 }, 400],
      ['recommendations.feed', { userId: minimalist.id }, 400],
      ['recommendations.feed', { section: 'similar', favoriteIds: ['00000000-0000-4000-8000-000000000000'] }, 404],
      ['recommendations.save', { productId: '00000000-0000-4000-8000-000000000000' }, 404],
      ['feedback.submit', { itemId: fixture.products.boho[0]!.id, reasons: [] }, 400],
      ['feedback.submit', { itemId: fixture.products.boho[0]!.id, reasons: ['vibes'] }, 400],
      ['feedback.submit', { itemId: fixture.products.boho[0]!.id, reasons: ['color', 'color'] }, 400],
      ['feedback.submit', { itemId: '00000000-0000-4000-8000-000000000000', reasons: ['color'] }, 404],
    ];
    for (const [name, input, status] of bad) {
      expect((await callTool(t, name, input, user)).status, `${name} ${JSON.stringify(input)}`).toBe(status);
    }
    expect((await callTool(t, 'recommendations.feed', {})).status).toBe(401);
    expect((await callTool(t, 'feedback.submit', { itemId: fixture.products.boho[0]!.id, reasons: ['color'] })).status).toBe(401);
    expect(await t.database.db.select().from(fittingRoomItems).where(eq(fittingRoomItems.userId, user.id))).toHaveLength(0);
    expect(await t.database.db.select().from(userFeedbackDetailed).where(eq(userFeedbackDetailed.userId, user.id))).toHaveLength(0);
    expect(await t.database.db.select().from(userProductInteractions).where(eq(userProductInteractions.userId, user.id))).toHaveLength(0);
  });
});
