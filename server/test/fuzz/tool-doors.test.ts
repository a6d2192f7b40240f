/**
 * Fuzzing the tool catalogue through its doors, generated from the registry so every future tool
 * is covered: schema-shaped and hostile inputs over HTTP (as a guest and as a shopper) and through
 * the chat door's tool execution. Never a 500 (or an unexpected throw), never a write on a rejected
 * input, and another shopper's rows never change. About 10,000 inputs a run (4,000 over HTTP, 6,000 through the chat door), split across the tools.
 */
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolCatalogue } from '../../../tools/registry.js';
import { whenIdle } from '../../../tools/recommendations/pipeline.js';
import { chatTools, ChatToolError } from '../../ai/tools.js';
import { chatToolName, type AnyTool } from '../../../tools/types.js';
import { fittingRoomItems, influencerPosts, products, styleSources } from '../../db/schema.js';
import { silentLogger } from '../../log.js';
import { createTestApp, type TestApp } from '../app.js';
import { signUpVerified, type TestUser } from '../users.js';
import { arbitraryFor, bodyText, hostileVariantOf, useKnownIds, type JsonSchema } from './arbitraries.js';
import { installWriteCounter, rowsOf, writeCount as countWrites } from './write-watch.js';
import { toolInputJsonSchema } from '../../../tools/json-schema.js';

const HTTP_INPUTS = 4_000;
const CHAT_INPUTS = 6_000;

let t: TestApp;
let victim: TestUser;
let fuzzer: TestUser;

const victimRows = () => rowsOf(t.database.db, victim.id);
const writeCount = () => countWrites(t.database.db);

const inputSchemaOf = (tool: AnyTool): JsonSchema => toolInputJsonSchema(tool) as JsonSchema;

const post = (name: string, body: string, user?: TestUser) =>
  t.app.request(`/api/tools/${name}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', origin: t.config.PUBLIC_URL, ...(user ? { cookie: user.cookie } : {}) },
  });

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  const db = t.database.db;
  // A small world so ids can point at real rows.
  const { seedEvalWorld } = await import('../../../evals/fixtures.js');
  await seedEvalWorld(db);
  victim = await signUpVerified(t);
  fuzzer = await signUpVerified(t);
  await db.insert(styleSources).values({ userId: victim.id, sourceType: 'instagram', sourceName: 'instagram', sourceHandle: 'victim.source', isActive: true });
  const [victimItem] = await db.insert(fittingRoomItems).values({ userId: victim.id, itemName: 'Victim Coat', externalProductId: 'victim-coat' }).returning({ id: fittingRoomItems.id });
  const productIds = (await db.select({ id: products.id }).from(products)).map((r) => r.id);
  const postIds = (await db.select({ id: influencerPosts.id }).from(influencerPosts)).map((r) => r.id);
  // The victim's own ids are in the pool: using them must read exactly like a missing id.
  useKnownIds([...productIds, ...postIds, victimItem!.id]);

  await installWriteCounter(db);
}, 60_000);

afterAll(async () => { await t.close(); });

const perTool = (total: number, tools = toolCatalogue.length) => Math.max(20, Math.ceil(total / tools));

describe('fuzzing the HTTP door', () => {
  it(`answers ${HTTP_INPUTS.toLocaleString('en-US')}+ inputs without a 500 and writes nothing on a refusal`, async () => {
    const before = await victimRows();
    let sent = 0;
    for (const tool of toolCatalogue) {
      const schema = inputSchemaOf(tool);
      const input = fc.oneof({ weight: 2, arbitrary: arbitraryFor(schema) }, { weight: 1, arbitrary: hostileVariantOf(schema) });
      await fc.assert(
        fc.asyncProperty(input, fc.boolean(), async (value, asGuest) => {
          await whenIdle();
          const writesBefore = await writeCount();
          const res = await post(tool.name, bodyText(value), asGuest ? undefined : fuzzer);
          sent++;
          const text = await res.text();
          if (res.status >= 500) throw new Error(`${tool.name} answered ${res.status}: ${text.slice(0, 300)}`);
          expect(() => JSON.parse(text) as unknown, `${tool.name} answered non-JSON`).not.toThrow();
          if (res.status >= 400) {
            await whenIdle();
            expect(await writeCount(), `${tool.name} wrote on a ${res.status}`).toBe(writesBefore);
          }
        }),
        { numRuns: perTool(HTTP_INPUTS), seed: 20261123, endOnFailure: true },
      );
    }
    console.log(`fuzz: ${sent} HTTP requests over ${toolCatalogue.length} tools`);
    expect(sent).toBeGreaterThanOrEqual(HTTP_INPUTS);
    await whenIdle();
    expect(await victimRows()).toEqual(before);
  }, 600_000);
});

describe('fuzzing the chat door', () => {
  it('executes tool calls with hostile arguments as results or tool errors, never a crash', async () => {
    const before = await victimRows();
    const ctx = { db: t.database.db, userId: fuzzer.id, now: () => new Date(), log: silentLogger };
    const tools = chatTools(ctx);
    let sent = 0;
    const offered = toolCatalogue.filter((t) => t.chatDoor !== false);
    for (const tool of offered) {
      const chat = tools[chatToolName(tool.name)];
      if (!chat?.execute) throw new Error(`${tool.name} has no chat door`);
      const schema = inputSchemaOf(tool);
      await fc.assert(
        fc.asyncProperty(fc.oneof(arbitraryFor(schema), hostileVariantOf(schema)), async (value) => {
          const input = typeof value === 'string' ? (() => { try { return JSON.parse(bodyText(value)) as unknown; } catch { return value; } })() : value;
          await whenIdle();
          const writesBefore = await writeCount();
          sent++;
          try {
            await chat.execute!(input, { toolCallId: `fuzz-${sent}`, messages: [] });
          } catch (error) {
            if (!(error instanceof ChatToolError)) throw new Error(`${tool.name} crashed: ${String(error).slice(0, 300)}`);
            await whenIdle();
            expect(await writeCount(), `${tool.name} wrote on a refused call`).toBe(writesBefore);
          }
        }),
        { numRuns: perTool(CHAT_INPUTS, offered.length), seed: 20261124, endOnFailure: true },
      );
    }
    console.log(`fuzz: ${sent} chat tool calls over ${offered.length} tools`);
    expect(sent).toBeGreaterThanOrEqual(CHAT_INPUTS);
    await whenIdle();
    expect(await victimRows()).toEqual(before);
  }, 600_000);
});

it('keeps the fuzzer\'s rows apart from the victim\'s', async () => {
  const victimItems = await t.database.db.select().from(fittingRoomItems).where(eq(fittingRoomItems.userId, victim.id));
  expect(victimItems.map((i) => i.itemName)).toEqual(['Victim Coat']);
});
