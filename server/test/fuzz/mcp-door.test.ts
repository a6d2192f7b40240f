/**
 * Fuzzing the MCP door (POST /mcp), generated from the registry so every future tool is covered:
 * schema-shaped and hostile arguments for every MCP tool with read-write and read tokens, hostile
 * JSON-RPC envelopes (wrong methods, params and ids, batches, deep nesting, polluting keys, not
 * JSON at all) and hostile Authorization headers. Never a 500, always a JSON answer (or 202 for
 * notifications), never a write on a refusal, and another shopper's rows never change. About
 * 3,700 requests a run, beside the 10,000 of tool-doors.test.ts.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whenIdle } from '../../../tools/recommendations/pipeline.js';
import { newToken } from '../../../tools/access-tokens/tokens.js';
import type { AnyTool } from '../../../tools/types.js';
import { fittingRoomItems, influencerPosts, personalAccessTokens, products, styleSources, wardrobeItems } from '../../db/schema.js';
import { mcpTools } from '../../mcp/server.js';
import { createTestApp, type TestApp } from '../app.js';
import { signUpVerified, type TestUser } from '../users.js';
import { arbitraryFor, bodyText, hostileValue, hostileVariantOf, POLLUTION_KEYS, useKnownIds, type JsonSchema } from './arbitraries.js';
import { installWriteCounter, rowsOf, writeCount as countWrites } from './write-watch.js';
import { toolInputJsonSchema } from '../../../tools/json-schema.js';

const TOOL_CALLS = 3_000;
const ENVELOPES = 500;
const AUTH_HEADERS = 200;

let t: TestApp;
let victim: TestUser;
let fuzzer: TestUser;
const token = { readWrite: '', read: '' };

const victimRows = () => rowsOf(t.database.db, victim.id, ['personal_access_tokens']);
const writeCount = () => countWrites(t.database.db);

const inputSchemaOf = (tool: AnyTool): JsonSchema => toolInputJsonSchema(tool) as JsonSchema;

const post = (body: string, authorization: string | undefined) =>
  t.app.request('/mcp', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(authorization !== undefined ? { authorization } : {}) },
  });

/** Sends, and checks the answer: no 500, JSON (or an empty 202), no write unless the call succeeded. */
const sendAndCheck = async (label: string, body: string, authorization: string | undefined) => {
  await whenIdle();
  const writesBefore = await writeCount();
  const res = await post(body, authorization);
  const text = await res.text();
  if (res.status >= 500) throw new Error(`${label} answered ${res.status}: ${text.slice(0, 300)}`);
  if (res.status === 202) {
    expect(text, `${label}: 202 with a body`).toBe('');
  } else {
    let parsed: unknown;
    expect(() => { parsed = JSON.parse(text); }, `${label} answered non-JSON: ${text.slice(0, 200)}`).not.toThrow();
    const answers = Array.isArray(parsed) ? parsed : [parsed];
    const succeeded = res.status === 200 && answers.some((a) => {
      const result = (a as { result?: { isError?: boolean } } | null)?.result;
      return result !== undefined && !result.isError;
    });
    if (!succeeded) {
      await whenIdle();
      expect(await writeCount(), `${label} wrote on a refusal (${res.status}): ${text.slice(0, 200)}`).toBe(writesBefore);
    }
  }
  return res.status;
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  const db = t.database.db;
  const { seedEvalWorld } = await import('../../../evals/fixtures.js');
  await seedEvalWorld(db);
  victim = await signUpVerified(t);
  fuzzer = await signUpVerified(t);
  await db.insert(styleSources).values({ userId: victim.id, sourceType: 'instagram', sourceName: 'instagram', sourceHandle: 'victim.source', isActive: true });
  const [victimItem] = await db.insert(fittingRoomItems).values({ userId: victim.id, itemName: 'Victim Coat', externalProductId: 'victim-coat' }).returning({ id: fittingRoomItems.id });
  const [victimShirt] = await db.insert(wardrobeItems).values({ userId: victim.id, itemName: 'Victim Shirt', category: 'Tops' }).returning({ id: wardrobeItems.id });
  const victimToken = newToken();
  const [victimTokenRow] = await db.insert(personalAccessTokens).values({ userId: victim.id, name: 'victim app', tokenHash: victimToken.hash, tokenPrefix: victimToken.prefix, scope: 'read-write' }).returning({ id: personalAccessTokens.id });
  const productIds = (await db.select({ id: products.id }).from(products)).map((r) => r.id);
  const postIds = (await db.select({ id: influencerPosts.id }).from(influencerPosts)).map((r) => r.id);
  useKnownIds([...productIds, ...postIds, victimItem!.id, victimShirt!.id, victimTokenRow!.id]);
  for (const [scope, key] of [['read-write', 'readWrite'], ['read', 'read']] as const) {
    const made = newToken();
    await db.insert(personalAccessTokens).values({ userId: fuzzer.id, name: `fuzz ${scope}`, tokenHash: made.hash, tokenPrefix: made.prefix, scope });
    token[key] = `Bearer ${made.token}`;
  }

  await installWriteCounter(db);
}, 60_000);

afterAll(async () => { await t.close(); });

describe('fuzzing the MCP door', () => {
  it(`answers ${TOOL_CALLS.toLocaleString('en-US')}+ tools/call requests without a 500 and writes nothing on a refusal`, async () => {
    const before = await victimRows();
    const tools = [...mcpTools().values()];
    const perTool = Math.max(20, Math.ceil(TOOL_CALLS / tools.length));
    let sent = 0;
    const statuses = new Map<number, number>();
    for (const tool of tools) {
      const schema = inputSchemaOf(tool.definition);
      const args = fc.oneof({ weight: 2, arbitrary: arbitraryFor(schema) }, { weight: 1, arbitrary: hostileVariantOf(schema) });
      await fc.assert(
        fc.asyncProperty(args, fc.boolean(), async (value, readOnly) => {
          const body = `{"jsonrpc":"2.0","id":${++sent},"method":"tools/call","params":{"name":${JSON.stringify(tool.name)},"arguments":${bodyText(value)}}}`;
          const status = await sendAndCheck(tool.name, body, readOnly ? token.read : token.readWrite);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (readOnly && tool.effect !== 'read') expect(status, `${tool.name} with a read token`).toBe(403);
        }),
        { numRuns: perTool, seed: 20261125, endOnFailure: true },
      );
    }
    console.log(`fuzz: ${sent} MCP tools/call over ${tools.length} tools; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(sent).toBeGreaterThanOrEqual(TOOL_CALLS);
    await whenIdle();
    expect(await victimRows()).toEqual(before);
  }, 600_000);

  it(`answers ${ENVELOPES} hostile JSON-RPC envelopes with JSON-RPC errors`, async () => {
    const toolNames = [...mcpTools().keys()];
    const method = fc.oneof(
      fc.constantFrom('tools/call', 'tools/list', 'initialize', 'ping', 'resources/list', 'prompts/get', 'notifications/initialized', 'completion/complete', 'logging/setLevel', 'tasks/get'),
      fc.string({ maxLength: 30 }),
      hostileValue,
    );
    const params = fc.oneof(
      fc.record({ name: fc.oneof(fc.constantFrom(...toolNames, 'accessTokens_create', 'account_delete', '__proto__', ''), hostileValue), arguments: hostileValue }, { requiredKeys: [] }),
      fc.constantFrom(...POLLUTION_KEYS).chain((key) => hostileValue.map((v) => `{${JSON.stringify(key)}:${JSON.stringify(v) ?? 'null'}}`)),
      hostileValue,
    );
    const id = fc.oneof(fc.integer(), fc.string({ maxLength: 20 }), fc.constant(null), hostileValue);
    const message = fc.tuple(method, params, id, fc.boolean()).map(([m, p, i, withVersion]) => {
      const paramsText = typeof p === 'string' && p.startsWith('{') ? p : JSON.stringify(p) ?? 'null';
      return `{${withVersion ? '"jsonrpc":"2.0",' : ''}"id":${JSON.stringify(i) ?? 'null'},"method":${JSON.stringify(m) ?? 'null'},"params":${paramsText}}`;
    });
    const body = fc.oneof(
      { weight: 4, arbitrary: message },
      { weight: 1, arbitrary: fc.array(message, { minLength: 0, maxLength: 4 }).map((list) => `[${list.join(',')}]`) },
      { weight: 1, arbitrary: hostileValue.map((v) => bodyText(v)) },
      { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    );
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (text, readOnly) => {
        sent++;
        await sendAndCheck('envelope', text, readOnly ? token.read : token.readWrite);
      }),
      { numRuns: ENVELOPES, seed: 20261126, endOnFailure: true },
    );
    console.log(`fuzz: ${sent} hostile MCP envelopes`);
  }, 600_000);

  it(`refuses ${AUTH_HEADERS} hostile Authorization headers with 401`, async () => {
    const real = token.readWrite.slice('Bearer '.length);
    const header = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.string({ maxLength: 60 }).map((s) => `Bearer ${s}`),
      fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', `bearer ${real}x`, `Bearer ${real.slice(0, -1)}`, `Bearer ${real.toUpperCase()}`,
        `Token ${real}`, `Bearer atl_${'A'.repeat(43)}`, `Bearer ${real}, Bearer ${real}`, `Bearer ${"' or '1'='1".padEnd(47, 'x')}`),
      fc.integer({ min: 0, max: 46 }).map((n) => `Bearer ${real.slice(0, n)}${'Z'.repeat(47 - n)}`),
    ).filter((h) => !/^bearer[ \t]+/i.test(h) || h.replace(/^bearer[ \t]+/i, '').trim() !== real);
    await fc.assert(
      fc.asyncProperty(header, async (authorization) => {
        let status: number;
        try {
          status = await sendAndCheck('auth', '{"jsonrpc":"2.0","id":1,"method":"tools/list"}', authorization);
        } catch (error) {
          // Headers that fetch itself refuses (control characters) never reach a server.
          if (error instanceof TypeError) return;
          throw error;
        }
        expect(status, authorization.slice(0, 60)).toBe(401);
      }),
      { numRuns: AUTH_HEADERS, seed: 20261127, endOnFailure: true },
    );
  }, 300_000);
});
