/**
 * Each feed section is now one SQL statement (feed-sections.ts). On a fixed catalogue, for shoppers
 * with different histories, every section and tier must answer what the former several-round-trip
 * implementation (feed-legacy.fixtures.ts) answered: the same products in the same order (up to
 * exact ties, which neither orders meaningfully), with the same saved flags, learned scores,
 * reasons and percent matches.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified, type TestUser } from '../../server/test/users.js';
import { insertFeedFixture, type FeedFixture } from './feed.fixtures.js';
import { LEGACY_SECTIONS, legacyFeed, readProfile } from './feed-legacy.fixtures.js';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { products } from '../../server/db/schema.js';
import { SECTIONS } from './feed-sections.js';
import { DIMENSIONS, STYLE_VECTOR_DIMENSIONS, dimensionIndex } from './vocabulary.js';
import { toPgVector, topDimensions } from './style-vector.js';
import { executedRows } from '../db-rows.js';
import { FEED_SECTIONS, FEED_TIERS, type FeedItem, type FeedOutput } from './feed-rules.js';
import { whenIdle } from './pipeline.js';
import { openPostgres } from '../../server/db/client.js';

let t: TestApp;
let fixture: FeedFixture;
const shoppers: Record<string, TestUser> = {};

beforeAll(async () => {
  t = await createTestApp();
  fixture = await insertFeedFixture(t.database.db);
  // A taste from saves and likes.
  shoppers.saver = await signUpVerified(t);
  for (const p of fixture.products.minimal.slice(1, 3)) await callTool(t, 'recommendations.save', { productId: p.id }, shoppers.saver);
  for (const post of fixture.posts.minimal.slice(0, 2)) await callTool(t, 'posts.like', { postId: post }, shoppers.saver);
  // Learned scores: three feedback entries, a save, a follow.
  shoppers.learned = await signUpVerified(t);
  await callTool(t, 'influencers.follow', { handles: ['boho.meadow'] }, shoppers.learned);
  await callTool(t, 'recommendations.save', { productId: fixture.products.street[3]!.id }, shoppers.learned);
  for (const [i, reasons] of [[4, ['color']], [2, ['brand', 'style']], [5, ['price']]] as const) {
    await callTool(t, 'feedback.submit', { itemId: fixture.products.street[i]!.id, reasons }, shoppers.learned);
  }
  // No history at all: the product matcher, the uniform Discover query, no percentages.
  shoppers.fresh = await signUpVerified(t);
  await whenIdle();

}, 120_000);
afterAll(async () => {
  await whenIdle();
  await t.close();
});

interface Ranked { id: string; similarity: number | null }

/**
 * The order up to exact ties: runs of equal similarity to what the section ranked by (within float4
 * rounding), each run's ids sorted; neither implementation orders equally close products
 * meaningfully. The last run may be cut by the limit, so which of its tied products made the cut is
 * arbitrary: only its similarity and size count.
 */
const orderUpToTies = (ranked: Ranked[]) => {
  const runs: { similarity: number | null; ids: string[] }[] = [];
  for (const r of ranked) {
    const last = runs[runs.length - 1];
    const same = last && (last.similarity === r.similarity
      || (last.similarity !== null && r.similarity !== null && Math.abs(last.similarity - r.similarity) < 1e-5));
    if (same) last.ids.push(r.id);
    else runs.push({ similarity: r.similarity, ids: [r.id] });
  }
  return runs.map((r, i) => {
    // Within float4 rounding: the new statement ranks by vectors summed in the database.
    const similarity = r.similarity === null ? null : expect.closeTo(r.similarity, 4);
    return i === runs.length - 1 ? { similarity, size: r.ids.length } : { similarity, ids: r.ids.sort() };
  });
};

const comparable = (item: FeedItem) => ({
  ...item,
  // Rounded to 3 places already; the new statement sums seeds in float4 where the old code blended in float8.
  similarity_score: item.similarity_score === null ? null : Math.round(item.similarity_score * 100) / 100,
});

describe('one statement per feed section', () => {
  it('answers every section and tier exactly as the former implementation did', async () => {
    let compared = 0;
    for (const [who, user] of Object.entries(shoppers)) {
      for (const section of FEED_SECTIONS) {
        for (const tier of FEED_TIERS) {
          const favouriteSets = section === 'similar' ? [[], [fixture.products.romantic[2]!.id, fixture.products.preppy[0]!.id]] : [[]];
          for (const favoriteIds of favouriteSets) {
            const label = `${who} ${section} ${tier} ♥${favoriteIds.length}`;
            const db = t.database.db;
            const sectionQuery = { db, userId: user.id, tier: tier === 'all' ? undefined : tier, limit: 20, favoriteIds };
            // The section's own ranking, against the former section function.
            const { candidates } = await SECTIONS[section](sectionQuery);
            const { taste } = await readProfile(db, user.id);
            const legacy = await LEGACY_SECTIONS[section]({ ...sectionQuery, taste });
            const rank = (c: { product: { id: string }; similarity: number | null }) => ({ id: c.product.id, similarity: c.similarity });
            expect(orderUpToTies(candidates.map(rank)).map(({ similarity, ...run }) => run), label)
              .toEqual(orderUpToTies(legacy.map(rank)).map(({ similarity, ...run }) => run));
            expect(candidates.map((c) => c.similarity), label).toEqual(legacy.map((c) => (c.similarity === null ? null : expect.closeTo(c.similarity, 4))));
            // The tool's whole answer, against the former tool.
            const res = await callTool(t, 'recommendations.feed', { section, tier, favoriteIds }, user);
            expect(res.status, label).toBe(200);
            const now = res.body as unknown as FeedOutput;
            const before = await legacyFeed({ section, tier, limit: 20, favoriteIds }, { db, userId: user.id });
            const { items: nowItems, ...nowRest } = now;
            const { items: beforeItems, ...beforeRest } = before;
            expect(nowRest, label).toEqual(beforeRest);
            expect(nowItems.length, label).toBe(beforeItems.length);
            const byId = new Map(beforeItems.map((i) => [i.id, comparable(i)]));
            for (const item of nowItems) {
              if (!byId.has(item.id)) continue;
              expect(comparable(item), `${label} ${item.product_name}`).toEqual(byId.get(item.id));
              compared++;
            }
          }
        }
      }
    }
    // The comparison covered real answers, not empty sections.
    expect(compared).toBeGreaterThan(300);
  });

  it('plans each section once: after five runs, its statement runs on one generic plan', async () => {
    // On PostgreSQL through one connection: each pooled connection keeps its own prepared statements.
    const one = t.database.url ? openPostgres(t.database.url, { poolMax: 1 }) : t.database;
    try {
      const statements = async () => executedRows<{ statement: string; generic_plans: number; custom_plans: number }>(await one.db.execute(sql.raw(
        "select statement, generic_plans::int, custom_plans::int from pg_prepared_statements where statement like '%with profile as%' and statement not like '%pg_prepared_statements%'")));
      const before = new Map((await statements()).map((s) => [s.statement, s.generic_plans + s.custom_plans]));
      for (const section of FEED_SECTIONS) {
        for (let run = 0; run < 8; run++) {
          await SECTIONS[section]({ db: one.db, userId: shoppers.learned!.id, tier: 'mid', limit: 12, favoriteIds: [] });
        }
      }
      const ran = (await statements()).filter((s) => s.generic_plans + s.custom_plans - (before.get(s.statement) ?? 0) >= 8);
      expect(ran.length).toBeGreaterThanOrEqual(FEED_SECTIONS.length);
      for (const s of ran) expect(s.generic_plans, s.statement.slice(0, 300)).toBeGreaterThan(0);
    } finally {
      if (one !== t.database) await one.close();
    }
  });

  const aesthetics = DIMENSIONS.filter((d) => d.group === 'aesthetic');
  /** A style vector weighing only these dimensions. */
  const weighing = (weights: Record<number, number>) =>
    Array.from({ length: STYLE_VECTOR_DIMENSIONS }, (_, i) => weights[i] ?? 0);

  it('names the aesthetic leading a piece as the heaviest, equal weights going to the first word (lead_aesthetic, migration 0012)', async () => {
    const byWord = [...aesthetics].sort((a, b) => (a.word < b.word ? -1 : 1));
    const lead = async (weights: Record<number, number>) => {
      const rows = executedRows<{ lead: number | null }>(await t.database.db.execute(
        sql`select lead_aesthetic(${toPgVector(weighing(weights))}::vector) as lead`));
      return rows[0]!.lead;
    };
    const [first, second, third] = [byWord[0]!, byWord[1]!, byWord[2]!];
    expect(await lead({ [third.index]: 0.5, [second.index]: 0.2 })).toBe(third.index);
    // A tie: the word first in order leads, wherever it sits in the vector.
    expect(await lead({ [third.index]: 0.4, [second.index]: 0.4 })).toBe(second.index);
    expect(await lead({ [second.index]: 0.4, [first.index]: 0.4, [third.index]: 0.1 })).toBe(first.index);
    // The migration spells the vocabulary out: every aesthetic leads alone, and wins a tie with the next word.
    for (const [k, d] of byWord.entries()) {
      expect(await lead({ [d.index]: 0.3 }), d.word).toBe(d.index);
      const next = byWord[k + 1];
      if (next) expect(await lead({ [d.index]: 0.3, [next.index]: 0.3 }), `${d.word} before ${next.word}`).toBe(d.index);
    }
    // Only other groups weigh anything: no aesthetic leads.
    const colour = DIMENSIONS.find((d) => d.group !== 'aesthetic')!;
    expect(await lead({ [colour.index]: 1 })).toBeNull();
  });

  it('stores with each product the look its Discover card names, and follows a changed vector', async () => {
    // The card's "New for you: <look>" comes from topDimensions; the stored lead must be the same look.
    const cardLook = (v: number[]) => {
      const word = topDimensions(v, 1, 'aesthetic')[0]?.word;
      return word === undefined ? null : dimensionIndex('aesthetic', word);
    };
    const rows = await t.database.db.select({ id: products.id, vector: products.styleVector, lead: products.leadAesthetic })
      .from(products).where(isNotNull(products.styleVector));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.lead, r.id).toBe(cardLook(r.vector!));
    const product = rows[0]!;
    const other = aesthetics.find((d) => d.index !== product.lead)!;
    try {
      await t.database.db.update(products).set({ styleVector: weighing({ [other.index]: 1 }) }).where(eq(products.id, product.id));
      const [after] = await t.database.db.select({ lead: products.leadAesthetic }).from(products).where(eq(products.id, product.id));
      expect(after!.lead).toBe(other.index);
    } finally {
      await t.database.db.update(products).set({ styleVector: product.vector }).where(eq(products.id, product.id));
    }
  });

  it('refuses a favourite that does not exist, as before', async () => {
    const res = await callTool(t, 'recommendations.feed', { section: 'similar', favoriteIds: ['00000000-0000-4000-8000-000000000000'] }, shoppers.saver);
    expect(res.status).toBe(404);
  });
});
