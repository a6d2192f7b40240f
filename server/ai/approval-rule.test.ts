/**
 * Asking before changing, read off the registry: every tool offered to a chat door that changes
 * stored state waits for the shopper's answer, and the declared effect is what decides it. A tool
 * that calls itself a read is run through the chat door against a seeded world with a write
 * counter on every table, so a change cannot hide behind a wrong declaration.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolCatalogue } from '../../tools/registry.js';
import { whenIdle } from '../../tools/recommendations/pipeline.js';
import { chatToolName, type AnyTool } from '../../tools/types.js';
import { toolInputJsonSchema } from '../../tools/json-schema.js';
import { executedRows } from '../../tools/db-rows.js';
import { evalClock, evalPostId, evalProductId, seedEvalWorld } from '../../evals/fixtures.js';
import { fittingRoomItems, influencerPosts, products, styleSources, tripPlans, users, wardrobeItems } from '../db/schema.js';
import { silentLogger } from '../log.js';
import { createTestDatabase, type TestDatabase } from '../test/db.js';
import { arbitraryFor, useKnownIds, type JsonSchema } from '../test/fuzz/arbitraries.js';
import { chatTools, ChatToolError } from './tools.js';
import { guestWidgetCatalogue } from '../widget/chat.js';

const offeredToChat = (t: AnyTool) => t.chatDoor !== false;
const shopperId = 'approval-rule-shopper';

let database: TestDatabase;
/** Inputs that reach a read's own work where random ones rarely do (an id of a row, a known handle). */
const examples = new Map<string, unknown[]>();
const ctx = () => ({ db: database.db, userId: shopperId, now: evalClock, log: silentLogger });

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await seedEvalWorld(db);
  await db.insert(users).values({ id: shopperId, name: 'Ann', email: 'ann@approval-rule.test', emailVerified: true });
  await db.insert(styleSources).values({ userId: shopperId, sourceType: 'instagram', sourceName: 'instagram', sourceHandle: 'street.atelier', isActive: true });
  const [item] = await db.insert(fittingRoomItems).values({ userId: shopperId, itemName: 'Saved Coat', externalProductId: 'saved-coat' }).returning({ id: fittingRoomItems.id });
  const [piece] = await db.insert(wardrobeItems).values({ userId: shopperId, itemName: 'Grey Wool Coat', category: 'Outerwear' }).returning({ id: wardrobeItems.id });
  const productIds = (await db.select({ id: products.id }).from(products)).map((r) => r.id);
  const postIds = (await db.select({ id: influencerPosts.id }).from(influencerPosts)).map((r) => r.id);
  const [trip] = await db.insert(tripPlans).values({ userId: shopperId, destination: 'Lisbon, Portugal', startDate: '2026-05-03', endDate: '2026-05-05', tripName: 'Lisbon' }).returning({ id: tripPlans.id });
  useKnownIds([...productIds, ...postIds, item!.id, piece!.id, trip!.id]);
  examples.set('trips.get', [{ id: trip!.id }]);
  examples.set('recommendations.similarInfluencers', [{ handle: 'camille.style' }]);
  examples.set('looks.complete', [{ productId: evalProductId(0) }, { postId: evalPostId(0) }, { pieces: [{ source: 'wardrobe', id: piece!.id }] }]);
}, 60_000);

afterAll(async () => { await database.close(); });

describe('asking before changing', () => {
  it('asks before every change offered to the chat, and never before a read', () => {
    const tools = chatTools(ctx());
    const offered = toolCatalogue.filter(offeredToChat);
    expect(offered.length).toBeGreaterThan(20);
    const wrong = offered.flatMap((t) => {
      const built = tools[chatToolName(t.name)];
      const asks = built?.needsApproval === true;
      return asks === (t.effect !== 'read') ? [] : [`${t.name} (${t.effect}) ${asks ? 'asks' : 'does not ask'}`];
    });
    expect(wrong).toEqual([]);
  });

  it('asks before the dressing-room save from recommendations, a refresh and a smart scan', () => {
    const tools = chatTools(ctx());
    for (const name of ['recommendations.save', 'recommendations.refresh', 'discovery.scan', 'dressingRoom.add']) {
      expect(tools[chatToolName(name)]?.needsApproval, name).toBe(true);
    }
  });

  it('offers widget guests no change at all', () => {
    expect(guestWidgetCatalogue.filter((t) => t.effect !== 'read').map((t) => t.name)).toEqual([]);
    expect(guestWidgetCatalogue.map((t) => t.name)).toContain('products.search');
  });
});

describe('a read changes nothing', () => {
  it('writes no row of any table when a tool that declares itself a read runs through the chat door', async () => {
    const db = database.db;
    const tables = executedRows<{ table_name: string }>(await db.execute(sql`
      select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)).map((r) => r.table_name);
    await db.execute(sql.raw('create table read_rule_writes (n bigint not null)'));
    await db.execute(sql.raw('insert into read_rule_writes values (0)'));
    await db.execute(sql.raw(`create function read_rule_count() returns trigger language plpgsql as $$
      begin update read_rule_writes set n = n + 1; return null; end $$`));
    for (const table of tables) {
      await db.execute(sql.raw(`create trigger read_rule_count after insert or update or delete on "${table}" for each statement execute function read_rule_count()`));
    }
    const writes = async () => Number(executedRows<{ n: string }>(await db.execute(sql`select n from read_rule_writes`))[0]!.n);

    const tools = chatTools(ctx());
    const reads = toolCatalogue.filter((t) => offeredToChat(t) && t.effect === 'read');
    expect(reads.length).toBeGreaterThan(10);
    const writers = new Set<string>();
    const succeeded = new Set<string>();
    let ran = 0;
    for (const tool of reads) {
      const chat = tools[chatToolName(tool.name)]!;
      const schema = toolInputJsonSchema(tool) as JsonSchema;
      await fc.assert(fc.asyncProperty(arbitraryFor(schema), async (input) => {
        await whenIdle();
        const before = await writes();
        try {
          await chat.execute!(input, { toolCallId: `read-${ran++}`, messages: [] });
          succeeded.add(tool.name);
        } catch (error) {
          if (!(error instanceof ChatToolError)) throw error;
        }
        await whenIdle();
        if ((await writes()) !== before) writers.add(tool.name);
      }), { numRuns: 25, seed: 20261126, examples: [{}, ...(examples.get(tool.name) ?? [])].map((e) => [e] as [unknown]) });
    }
    expect([...writers]).toEqual([]);
    // Each read ran past validation at least once, so its own work was watched.
    expect(reads.map((t) => t.name).filter((name) => !succeeded.has(name))).toEqual([]);
  }, 300_000);
});
