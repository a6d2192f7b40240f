/** The discovery and Instagram analysis tools through HTTP (POST /api/tools/<name>). */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instagramCredentials, styleProfiles, userSocialConnections } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified, type TestUser } from '../../server/test/users.js';
import { insertFeedFixture, LOOKS, type FeedFixture } from '../recommendations/feed.fixtures.js';
import { whenIdle } from '../recommendations/pipeline.js';
import { HANDLE_REQUIRED_MESSAGE, type GenomeOutput, type InstagramAnalysis, type InstagramRecentOutput, type LatestOutput, type ScanOutput } from './contracts.js';

let t: TestApp;
let fixture: FeedFixture;

const TOOLS = [
  'discovery.followingAccounts', 'discovery.engagementPatterns', 'discovery.styleGenome', 'discovery.recommendations',
  'discovery.scan', 'discovery.latest', 'instagram.analyzeStyle', 'instagram.recentAnalyses',
];

const ok = async <T>(name: string, input: unknown, user: TestUser): Promise<T> => {
  const res = await callTool(t, name, input, user);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as T;
};
const connectionOf = async (user: TestUser) => (await t.database.db.select().from(userSocialConnections)
  .where(and(eq(userSocialConnections.userId, user.id), eq(userSocialConnections.platform, 'instagram'))))[0];
const profileOf = async (user: TestUser) => (await t.database.db.select().from(styleProfiles).where(eq(styleProfiles.userId, user.id)))[0];
const connect = (user: TestUser, username = 'me.styled') => t.database.db.insert(instagramCredentials).values({
  userId: user.id, username, source: 'pasted', accessTokenEncrypted: 'v1:not-a-real-ciphertext', expiresAt: new Date(Date.now() + 86_400_000),
});

/** Follows the minimalist account, likes its 3 posts and saves 5 of its 6 pieces: 8 likes and saves. */
const minimalistShopper = async () => {
  const user = await signUpVerified(t);
  await ok('influencers.follow', { handles: [LOOKS.minimal.handle] }, user);
  for (const post of fixture.posts.minimal) await ok('posts.like', { postId: post }, user);
  for (const p of fixture.products.minimal.slice(0, 5)) await ok('recommendations.save', { productId: p.id }, user);
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

describe('guests and bad input', () => {
  it('refuses a guest on every discovery tool with 401', async () => {
    for (const name of TOOLS) expect((await callTool(t, name, {})).status, name).toBe(401);
  });

  it('refuses unknown fields and things that are not handles with 400, storing nothing', async () => {
    const user = await signUpVerified(t);
    for (const name of TOOLS.slice(0, 5)) {
      // Handles normalise as the spec says (trim, @, lower-case, keep [a-z0-9._]); these leave no valid handle.
      expect((await callTool(t, name, { handle: '!!!' }, user)).status, name).toBe(400);
      expect((await callTool(t, name, { handle: '@a' }, user)).status, name).toBe(400);
      expect((await callTool(t, name, { handle: 42 }, user)).status, name).toBe(400);
      expect((await callTool(t, name, { handle: 'x'.repeat(201) }, user)).status, name).toBe(400);
      expect((await callTool(t, name, { user_id: 'someone-else' }, user)).status, name).toBe(400);
    }
    for (const name of TOOLS.slice(5)) expect((await callTool(t, name, { extra: true }, user)).status, name).toBe(400);
    expect(await connectionOf(user)).toBeUndefined();
    expect(await profileOf(user)).toBeUndefined();
  });

  it('needs a handle from a shopper who is not connected and follows nobody (product rules §5)', async () => {
    const user = await signUpVerified(t);
    for (const input of [{}, { handle: '' }, { handle: '   ' }]) {
      const res = await callTool(t, 'discovery.scan', input, user);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(HANDLE_REQUIRED_MESSAGE);
    }
    expect(await connectionOf(user)).toBeUndefined();
    expect(await profileOf(user)).toBeUndefined();
    expect(await ok<LatestOutput>('discovery.latest', {}, user)).toEqual({
      connected: false, style_profile: null, last_scan: null, follows_now: 0, last_scan_stale: false,
    });
  });
});

describe('a scan seeded by a handle', () => {
  it('reads that influencer\'s aesthetic, says there is not enough activity, and stores the result', async () => {
    const user = await signUpVerified(t);
    const scan = await ok<ScanOutput>('discovery.scan', { handle: `@${LOOKS.boho.handle.toUpperCase()}` }, user);
    expect(scan.seed_handle).toBe(LOOKS.boho.handle);
    expect(scan.connected).toBe(false);
    expect(scan.fashion_accounts).toEqual([expect.objectContaining({ handle: LOOKS.boho.handle, sources: ['seed'], post_count: 3 })]);
    expect(Object.keys(scan.style_genome!.aesthetic_dna)[0]).toBe('bohemian');
    expect(Object.keys(scan.style_genome!.color_gravitational_pull)[0]).toBe('green');
    expect(scan.accuracy).toBeNull();
    expect(scan.accuracy_score).toBeNull();
    expect(scan.engagement_insights[0]).toMatchObject({ handle: LOOKS.boho.handle, interaction_types: [], fashion_relevance: 1 });
    expect(scan.personalized_recommendations.length).toBe(6);
    expect(scan.personalized_recommendations[0]!.item_name).toMatch(/^bohemian/);
    expect(scan.personalized_recommendations[0]!.influencer_inspiration).toBe(`@${LOOKS.boho.handle}`);

    const profile = await profileOf(user);
    expect(profile!.styleDna).toEqual(scan.style_genome!.aesthetic_dna);
    expect(profile!.confidenceScore).toBe(scan.style_genome!.confidence_score);
    expect((await connectionOf(user))!.connectionData).toEqual({ scan });
    const latest = await ok<LatestOutput>('discovery.latest', {}, user);
    expect(latest.last_scan).toEqual(scan);
    expect(latest.style_profile!.style_dna).toEqual(scan.style_genome!.aesthetic_dna);
    // A seed is for that scan only: the shopper follows nobody afterwards.
    expect((await ok<{ influencers: unknown[] }>('influencers.followed', {}, user)).influencers).toEqual([]);
    expect(latest).toMatchObject({ follows_now: 0, last_scan_stale: false });
  });

  it('says the stored scan is stale once the shopper follows more accounts than it read', async () => {
    const user = await signUpVerified(t);
    await ok<ScanOutput>('discovery.scan', { handle: LOOKS.boho.handle }, user);
    expect(await ok<LatestOutput>('discovery.latest', {}, user)).toMatchObject({ follows_now: 0, last_scan_stale: false });
    await ok('influencers.follow', { handles: [LOOKS.boho.handle, 'cos'] }, user);
    // The seed is now also a follow (counted once) and one more account is followed: two accounts, one more than scanned.
    expect(await ok<LatestOutput>('discovery.latest', {}, user)).toMatchObject({ follows_now: 2, last_scan_stale: true });
    await ok<ScanOutput>('discovery.scan', {}, user);
    expect(await ok<LatestOutput>('discovery.latest', {}, user)).toMatchObject({ follows_now: 2, last_scan_stale: false });
  });

  it('reports a handle nobody knows as unmatched, with no genome', async () => {
    const user = await signUpVerified(t);
    const following = await ok<{ fashion_accounts: unknown[]; unmatched: string[]; following_count: number }>(
      'discovery.followingAccounts', { handle: 'nobody.here' }, user);
    expect(following).toMatchObject({ fashion_accounts: [], unmatched: ['nobody.here'], following_count: 1 });
    const genome = await ok<GenomeOutput>('discovery.styleGenome', { handle: 'nobody.here' }, user);
    expect(genome).toMatchObject({ genome: null, confidence_score: 0, confidence_band: 'Low', accuracy: null });
  });
});

describe('a shopper with follows, likes and saves', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await minimalistShopper();
  });

  it('step 1 matches the follows to fashion accounts without any handle', async () => {
    const following = await ok<{ fashion_accounts: { handle: string; sources: string[] }[] }>('discovery.followingAccounts', {}, user);
    expect(following.fashion_accounts).toEqual([expect.objectContaining({ handle: LOOKS.minimal.handle, sources: ['follow'] })]);
  });

  it('step 2 counts the shopper\'s own likes and saves per account', async () => {
    const body = await ok<{ insights: ScanOutput['engagement_insights']; patterns_analyzed: number }>('discovery.engagementPatterns', {}, user);
    expect(body.patterns_analyzed).toBe(1 + 3 + 5);
    expect(body.insights[0]).toMatchObject({
      handle: LOOKS.minimal.handle, interaction_types: ['likes', 'saves'], interactions: { likes: 3, saves: 5, feedback: 0 },
      style_influence: 'Strong',
    });
  });

  it('step 3 measures prediction accuracy on held-out likes and saves', async () => {
    const body = await ok<GenomeOutput>('discovery.styleGenome', {}, user);
    expect(body.signals).toEqual({ follows: 1, likes: 3, saves: 5, feedback: 0 });
    expect(body.accuracy!.held_out).toBeGreaterThanOrEqual(2);
    // Every held-out piece is minimalist black, like everything else this shopper did.
    expect(body.accuracy!.hits).toBe(body.accuracy!.held_out);
    expect(body.accuracy!.score).toBe(1);
    expect(Object.keys(body.genome!.aesthetic_dna)[0]).toBe('minimalist');
    expect(Object.keys(body.genome!.brand_affinity_map)).toEqual(['minimal house']);
    // Deterministic: the same rows are held out every time.
    expect(await ok<GenomeOutput>('discovery.styleGenome', {}, user)).toEqual(body);
  });

  it('step 4 recommends catalogue pieces not already saved, explained by the matching dimensions', async () => {
    const saved = new Set(fixture.products.minimal.slice(0, 5).map((p) => p.id));
    const body = await ok<{ recommendations: ScanOutput['personalized_recommendations']; accuracy_score: number }>('discovery.recommendations', {}, user);
    expect(body.accuracy_score).toBe(1);
    expect(body.recommendations).toHaveLength(6);
    expect(body.recommendations.some((r) => saved.has(r.id))).toBe(false);
    const first = body.recommendations[0]!;
    expect(first.id).toBe(fixture.products.minimal[5]!.id);
    expect(first.why_perfect_for_you).toMatch(/minimalist/);
    expect(first.why_perfect_for_you).toContain('you already gravitate to minimal house');
    expect(first.styling_technique).toMatch(/^Pair it with /);
    expect(first.influencer_inspiration).toBe(`@${LOOKS.minimal.handle}`);
  });

  it('the scan merges into what the connection already holds and refreshes the taste', async () => {
    await connect(user);
    await t.database.db.insert(userSocialConnections).values({
      userId: user.id, platform: 'instagram', connectionData: { profile: { username: 'me.styled' }, fashion_accounts: [{ handle: LOOKS.street.handle }] },
    });
    const scan = await ok<ScanOutput>('discovery.scan', {}, user);
    expect(scan.connected).toBe(true);
    expect(scan.fashion_accounts.map((a) => [a.handle, a.sources])).toEqual([
      [LOOKS.minimal.handle, ['follow']], [LOOKS.street.handle, ['instagram']],
    ]);
    const data = (await connectionOf(user))!.connectionData;
    expect(data).toEqual({ profile: { username: 'me.styled' }, fashion_accounts: [{ handle: LOOKS.street.handle }], scan });
    await whenIdle();
    const profile = await ok<{ top_aesthetics: string[] }>('styleProfile.get', {}, user);
    expect(profile.top_aesthetics[0]).toBe('minimalist');
  });
});

describe('instagram.analyzeStyle and instagram.recentAnalyses', () => {
  it('needs a connected account (404) and stores nothing without one', async () => {
    const user = await signUpVerified(t);
    const res = await callTool(t, 'instagram.analyzeStyle', {}, user);
    expect(res.status).toBe(404);
    expect(await connectionOf(user)).toBeUndefined();
    expect(await ok<InstagramRecentOutput>('instagram.recentAnalyses', {}, user)).toEqual({ connected: false, username: null, results: [] });
  });

  it('reads the captions of the first 5 recent posts, and keeps the rest of connection_data', async () => {
    const user = await signUpVerified(t);
    await connect(user, 'linen.days');
    const media = [
      { id: '1', media_type: 'IMAGE', caption: 'Cream linen wide-leg trousers and a relaxed shirt #coastal' },
      { id: '2', media_type: 'IMAGE', caption: 'Navy nautical stripes' },
      { id: '3', media_type: 'CAROUSEL_ALBUM', caption: 'Beige linen set for the beach #resort' },
      { id: '4', media_type: 'IMAGE', caption: 'Cream knit and linen, relaxed weekend' },
      { id: '5', media_type: 'IMAGE', caption: '' },
      { id: '6', media_type: 'IMAGE', caption: 'Red sequin party gown' },
      { id: '7', media_type: 'IMAGE', caption: 'Black leather biker jacket' },
      'not a media entry',
    ];
    await t.database.db.insert(userSocialConnections).values({ userId: user.id, platform: 'instagram', connectionData: { recent_media: media, profile: { username: 'linen.days' } } });
    const analysis = await ok<InstagramAnalysis>('instagram.analyzeStyle', {}, user);
    // Posts 1 to 5, of which the fifth has no caption; the sixth and seventh are not read.
    expect(analysis).toMatchObject({ source: 'instagram_media', handles: [], media_count: 4, aesthetic: 'coastal' });
    expect(analysis.style_elements).toHaveLength(4);
    expect(analysis.style_elements).toContain('linen');
    expect(analysis.colors).toHaveLength(3);
    expect(analysis.colors).toContain('cream');
    expect(analysis.colors).not.toContain('red');
    expect(analysis.colors).not.toContain('black');
    const data = (await connectionOf(user))!.connectionData;
    expect(data.recent_media).toEqual(media);
    expect(data.profile).toEqual({ username: 'linen.days' });
    expect(data.analyses).toEqual([analysis]);
  });

  it('falls back to the followed influencers, then to 5 active influencers, and lists the newest 3', async () => {
    const user = await signUpVerified(t);
    await connect(user);
    const fallback = await ok<InstagramAnalysis>('instagram.analyzeStyle', {}, user);
    expect(fallback.source).toBe('default_influencers');
    expect(fallback.handles).toHaveLength(5);
    expect(fallback.media_count).toBe(15);
    await ok('influencers.follow', { handles: [LOOKS.romantic.handle] }, user);
    await whenIdle();
    const followed = await ok<InstagramAnalysis>('instagram.analyzeStyle', {}, user);
    expect(followed).toMatchObject({ source: 'followed_influencers', handles: [LOOKS.romantic.handle], aesthetic: 'romantic' });
    expect(followed.colors[0]).toBe('pink');
    const third = await ok<InstagramAnalysis>('instagram.analyzeStyle', {}, user);
    const fourth = await ok<InstagramAnalysis>('instagram.analyzeStyle', {}, user);
    const recent = await ok<InstagramRecentOutput>('instagram.recentAnalyses', {}, user);
    expect(recent.connected).toBe(true);
    expect(recent.username).toBe('me.styled');
    expect(recent.results.map((r) => r.id)).toEqual([fourth.id, third.id, followed.id]);
    for (const r of recent.results) {
      expect(r.style_elements.length).toBeLessThanOrEqual(4);
      expect(r.colors.length).toBeLessThanOrEqual(3);
    }
  });
});
