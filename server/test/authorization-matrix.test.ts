/**
 * The authorization matrix, generated from the tool registry so every future tool is covered: for
 * each signed-in tool and each id-taking field, shopper B sends shopper A's ids (of every kind A
 * owns) and gets exactly the answer a missing id gets; A's rows are the same before and after.
 * The HTTP routes outside the tool door (chat) and the MCP door (B's token, A's ids) get the same
 * treatment.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolCatalogue } from '../../tools/registry.js';
import { whenIdle } from '../../tools/recommendations/pipeline.js';
import type { AnyTool } from '../../tools/types.js';
import {
  chatConversations, chatMessages, fittingRoomItems, outfits, personalAccessTokens, styleSources, tripPlans, uploads, userFeedbackDetailed,
  userInfluencerPreferences, wardrobeItems,
} from '../db/schema.js';
import { newToken } from '../../tools/access-tokens/tokens.js';
import { executedRows } from '../../tools/db-rows.js';
import { mcpTools } from '../mcp/server.js';
import { createTestApp, type TestApp } from './app.js';
import { arbitraryFor, type JsonSchema } from './fuzz/arbitraries.js';
import { jsonRequest, signUpVerified, type TestUser } from './users.js';
import { toolInputJsonSchema } from '../../tools/json-schema.js';

/** Every table holding a shopper's rows, read back whole to prove nothing of A's changed. */
const OWNED_TABLES = [
  'style_sources', 'user_influencer_preferences', 'fitting_room_items', 'user_product_interactions', 'user_feedback_detailed',
  'influencer_post_feedback', 'wardrobe_items', 'uploads', 'outfits', 'trip_plans', 'chat_conversations', 'ai_usage_logs',
  'user_social_connections', 'instagram_credentials', 'user_style_profiles', 'style_profiles', 'recommendation_scores',
  'personal_access_tokens',
];

let t: TestApp;
let a: TestUser;
let b: TestUser;
/** B's read-write token for the MCP door. */
let bToken: string;
const idsOfA = new Map<string, string>();

const rowsOf = async (userId: string) => {
  const out: Record<string, unknown> = {};
  for (const table of OWNED_TABLES) {
    out[table] = executedRows(await t.database.db.execute(sql.raw(`select * from ${table} where user_id = '${userId}' order by id`)));
  }
  out.chat_messages = executedRows(await t.database.db.execute(sql.raw(
    `select m.* from chat_messages m join chat_conversations c on c.id = m.conversation_id where c.user_id = '${userId}' order by m.id`)));
  return out;
};

/** Dotted paths of every uuid-typed field in a JSON Schema (arrays as `[]`). */
export const uuidFieldPaths = (schema: JsonSchema, prefix = ''): string[] => {
  if (schema.format === 'uuid') return [prefix];
  const paths: string[] = [];
  for (const [key, child] of Object.entries(schema.properties ?? {})) paths.push(...uuidFieldPaths(child, prefix ? `${prefix}.${key}` : key));
  if (schema.items) paths.push(...uuidFieldPaths(schema.items, `${prefix}[]`));
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) paths.push(...uuidFieldPaths(option, prefix));
  return [...new Set(paths)];
};

/** A copy of `input` with the field at `path` set to `id` (creating objects and one-item arrays). */
const withId = (input: unknown, path: string, id: string): unknown => {
  const parts = path.split('.').flatMap((p) => (p.endsWith('[]') ? [p.slice(0, -2), '[]'] : [p])).filter((p) => p !== '');
  const root: unknown = structuredClone(input && typeof input === 'object' ? input : {});
  if (parts.length === 0) return id;
  let node = root as Record<string, unknown> | unknown[];
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    if (part === '[]') {
      const list = node as unknown[];
      if (last) { list.splice(0, list.length, id); return; }
      if (!list[0] || typeof list[0] !== 'object') list.splice(0, list.length, parts[i + 1] === '[]' ? [] : {});
      node = list[0] as Record<string, unknown>;
      return;
    }
    const record = node as Record<string, unknown>;
    if (last) { record[part] = id; return; }
    const next = parts[i + 1] === '[]' ? (Array.isArray(record[part]) ? record[part] : []) : (record[part] && typeof record[part] === 'object' ? record[part] : {});
    record[part] = next;
    node = next as Record<string, unknown>;
  });
  return root;
};

const schemaOf = (tool: AnyTool) => toolInputJsonSchema(tool) as JsonSchema;

const call = async (tool: string, input: unknown, user: TestUser) => {
  const res = await jsonRequest(t, `/api/tools/${tool}`, input, { cookie: user.cookie });
  const body = (await res.json()) as { error?: string };
  await whenIdle();
  return { status: res.status, error: body.error ?? null };
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  a = await signUpVerified(t);
  b = await signUpVerified(t);
  const db = t.database.db;
  const one = async <T extends { id: string }>(rows: Promise<T[]>) => (await rows)[0]!.id;
  idsOfA.set('dressing-room item', await one(db.insert(fittingRoomItems).values({ userId: a.id, itemName: 'A Coat', externalProductId: 'a-coat' }).returning({ id: fittingRoomItems.id })));
  idsOfA.set('wardrobe item', await one(db.insert(wardrobeItems).values({ userId: a.id, itemName: 'A Shirt', category: 'Tops' }).returning({ id: wardrobeItems.id })));
  idsOfA.set('outfit', await one(db.insert(outfits).values({ userId: a.id, name: 'A Look', slots: {}, completionScore: 0 }).returning({ id: outfits.id })));
  idsOfA.set('trip', await one(db.insert(tripPlans).values({ userId: a.id, destination: 'Lisbon', startDate: '2027-05-03', endDate: '2027-05-07', tripName: 'Trip to Lisbon' }).returning({ id: tripPlans.id })));
  idsOfA.set('upload', await one(db.insert(uploads).values({ userId: a.id, bucket: 'wardrobe', path: `wardrobe/${a.id}/1-a.webp`, contentType: 'image/webp', bytes: 10, width: 1, height: 1 }).returning({ id: uploads.id })));
  idsOfA.set('conversation', await one(db.insert(chatConversations).values({ userId: a.id, title: 'A chat' }).returning({ id: chatConversations.id })));
  await db.insert(chatMessages).values({ id: 'a-message', conversationId: idsOfA.get('conversation')!, role: 'user', parts: [{ type: 'text', text: 'hi' }] });
  idsOfA.set('source', await one(db.insert(styleSources).values({ userId: a.id, sourceType: 'instagram', sourceName: 'instagram', sourceHandle: 'a.source' }).returning({ id: styleSources.id })));
  idsOfA.set('follow', await one(db.insert(userInfluencerPreferences).values({ userId: a.id, influencerName: 'a.follow' }).returning({ id: userInfluencerPreferences.id })));
  idsOfA.set('feedback', await one(db.insert(userFeedbackDetailed).values({ userId: a.id, itemId: 'x', reasons: ['color'] }).returning({ id: userFeedbackDetailed.id })));
  const aToken = newToken();
  idsOfA.set('access token', await one(db.insert(personalAccessTokens).values({ userId: a.id, name: 'A app', tokenHash: aToken.hash, tokenPrefix: aToken.prefix, scope: 'read-write' }).returning({ id: personalAccessTokens.id })));
  const bMcp = newToken();
  await db.insert(personalAccessTokens).values({ userId: b.id, name: 'B app', tokenHash: bMcp.hash, tokenPrefix: bMcp.prefix, scope: 'read-write' });
  bToken = bMcp.token;
});

afterAll(async () => { await t.close(); });

const signedInTools = () => toolCatalogue.filter((tool) => tool.auth === 'user');

describe('the authorization matrix over the tool door', () => {
  it('covers every signed-in tool that takes an id', () => {
    const covered = signedInTools().filter((tool) => uuidFieldPaths(schemaOf(tool)).length > 0).map((tool) => tool.name);
    console.log(`authorization matrix: ${covered.length} tools take ids: ${covered.join(', ')}`);
    expect(covered).toContain('dressingRoom.remove');
  });

  it('answers B using any of A\'s ids exactly as it answers a missing id, and leaves A\'s rows alone', async () => {
    const before = await rowsOf(a.id);
    let cells = 0;
    for (const tool of signedInTools()) {
      const schema = schemaOf(tool);
      const paths = uuidFieldPaths(schema);
      if (!paths.length) continue;
      // A few differently shaped inputs per tool, the same for every id kind.
      const bases = fc.sample(arbitraryFor(schema), { seed: 4242, numRuns: 3 });
      for (const path of paths) {
        for (const base of bases) {
          const missing = await call(tool.name, withId(base, path, crypto.randomUUID()), b);
          for (const [kind, id] of idsOfA) {
            const theirs = await call(tool.name, withId(base, path, id), b);
            expect(theirs, `${tool.name} ${path} with A's ${kind}`).toEqual(missing);
            cells++;
          }
        }
      }
    }
    console.log(`authorization matrix: ${cells} cells`);
    expect(await rowsOf(a.id)).toEqual(before);
  }, 300_000);
});

describe('the authorization matrix over the chat routes', () => {
  it('reads, deletes and continues A\'s conversation as if it did not exist', async () => {
    const before = await rowsOf(a.id);
    const conversation = idsOfA.get('conversation')!;
    const missing = crypto.randomUUID();
    for (const id of [conversation, missing]) {
      const read = await t.app.request(`/api/chat/${id}`, { headers: { cookie: b.cookie } });
      expect(read.status).toBe(404);
      const del = await t.app.request(`/api/chat/${id}`, { method: 'DELETE', headers: { cookie: b.cookie, origin: t.config.PUBLIC_URL } });
      expect(del.status).toBe(404);
      const send = await jsonRequest(t, '/api/chat', { id, messages: [{ id: `b-${id}`, role: 'user', parts: [{ type: 'text', text: 'hello' }] }] }, { cookie: b.cookie });
      if (id === conversation) expect(send.status).toBe(404);
      await send.text();
    }
    const list = (await (await t.app.request('/api/chat', { headers: { cookie: b.cookie } })).json()) as { conversations: { id: string }[] };
    expect(list.conversations.map((c) => c.id)).not.toContain(conversation);
    expect(await rowsOf(a.id)).toEqual(before);
  });
});

/** A tools/call over POST /mcp as B; the parts of the answer a caller can act on. */
const mcpCall = async (name: string, args: unknown) => {
  const res = await t.app.request('/mcp', {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${bToken}` },
  });
  const body = (await res.json()) as { error?: { code: number }; result?: { isError?: boolean; structuredContent?: { error?: string } } };
  await whenIdle();
  return {
    status: res.status,
    rpcError: body.error?.code ?? null,
    toolError: body.result?.isError ? (body.result.structuredContent?.error ?? 'error') : null,
  };
};

describe('the authorization matrix over the MCP door', () => {
  it('answers B\'s token using any of A\'s ids exactly as a missing id, and leaves A\'s rows alone', async () => {
    const before = await rowsOf(a.id);
    let cells = 0;
    const covered: string[] = [];
    for (const tool of mcpTools().values()) {
      const schema = schemaOf(tool.definition);
      const paths = uuidFieldPaths(schema);
      if (!paths.length) continue;
      covered.push(tool.name);
      const bases = fc.sample(arbitraryFor(schema), { seed: 4343, numRuns: 2 });
      for (const path of paths) {
        for (const base of bases) {
          const missing = await mcpCall(tool.name, withId(base, path, crypto.randomUUID()));
          expect(missing.status, `${tool.name} answered ${missing.status}`).toBeLessThan(500);
          for (const [kind, id] of idsOfA) {
            expect(await mcpCall(tool.name, withId(base, path, id)), `${tool.name} ${path} with A's ${kind}`).toEqual(missing);
            cells++;
          }
        }
      }
    }
    console.log(`authorization matrix (MCP): ${cells} cells over ${covered.length} tools`);
    expect(covered).toContain('wardrobe_remove');
    expect(await rowsOf(a.id)).toEqual(before);
  }, 300_000);

  it('never lets a cookie stand in for a token, and gives B\'s token none of A\'s rows', async () => {
    const viaCookie = await t.app.request('/mcp', {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'wardrobe_list', arguments: {} } }),
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', cookie: a.cookie, origin: t.config.PUBLIC_URL },
    });
    expect(viaCookie.status).toBe(401);
    for (const name of ['wardrobe_list', 'dressingRoom_list', 'outfits_list', 'trips_list', 'sources_list', 'influencers_followed']) {
      const res = await t.app.request('/mcp', {
        method: 'POST',
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: {} } }),
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${bToken}` },
      });
      const text = await res.text();
      expect(res.status, name).toBe(200);
      for (const id of idsOfA.values()) expect(text, `${name} shows one of A's ids`).not.toContain(id);
      for (const word of ['A Coat', 'A Shirt', 'A Look', 'a.source', 'a.follow']) expect(text, `${name} shows ${word}`).not.toContain(word);
    }
  });
});
