/**
 * The MCP door on a real listening server, driven by the MCP SDK's own client over Streamable HTTP:
 * tokens from the HTTP door, tools listed with their annotations, reads and changes, read tokens
 * refused changes with 403, revoked and missing tokens 401, unknown tools and malformed arguments
 * answered clearly with nothing changed, and one shopper's token never reaching another's rows.
 */
import { serve, type ServerType } from '@hono/node-server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../process/free-port.js';
import { accountDeletions, personalAccessTokens, rateLimits, wardrobeItems } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { callTool, signUpVerified, type TestUser } from '../test/users.js';
import { MCP_MAX_BODY_BYTES, MCP_RATE } from './routes.js';
import { mcpTools } from './server.js';

let t: TestApp;
let server: ServerType;
let base: string;
let a: TestUser;
let b: TestUser;
const tokens: Record<'aRead' | 'aWrite' | 'bWrite', { id: string; token: string }> = {} as never;
let aCoat: string;
const clients: Client[] = [];

const createToken = async (user: TestUser, name: string, scope: 'read' | 'read-write') => {
  const { status, body } = await callTool(t, 'accessTokens.create', { name, scope }, user);
  if (status !== 200) throw new Error(`token: ${status} ${JSON.stringify(body)}`);
  return { id: body.id as string, token: body.token as string };
};

const connect = async (token?: string, headers: Record<string, string> = {}) => {
  const client = new Client({ name: 'atelier-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
    requestInit: { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } },
  });
  await client.connect(transport);
  clients.push(client);
  return client;
};

const rawPost = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/mcp`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
  });

const wardrobeOf = (userId: string) => t.database.db.select().from(wardrobeItems).where(eq(wardrobeItems.userId, userId)).orderBy(wardrobeItems.id);
const textOf = (result: CallToolResult) => result.content.map((c) => (c.type === 'text' ? c.text : '')).join('');

/** The HTTP status a rejected client call carries, or 'ok'. */
const statusOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof StreamableHTTPError) return error.code;
    throw error;
  }
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  const port = await freePort();
  server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port });
  base = `http://127.0.0.1:${port}`;
  a = await signUpVerified(t);
  b = await signUpVerified(t);
  tokens.aRead = await createToken(a, 'A read', 'read');
  tokens.aWrite = await createToken(a, 'A write', 'read-write');
  tokens.bWrite = await createToken(b, 'B write', 'read-write');
  const [row] = await t.database.db.insert(wardrobeItems).values({ userId: a.id, itemName: 'Camel wool coat', category: 'Outerwear', color: 'camel' }).returning({ id: wardrobeItems.id });
  aCoat = row!.id;
});

afterAll(async () => {
  for (const client of clients) await client.close().catch(() => undefined);
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

describe('tools/list', () => {
  it('lists the chat door\'s tools with MCP-safe names and annotations from the registry', async () => {
    const client = await connect(tokens.aWrite.token);
    expect(client.getServerVersion()?.name).toBe('atelier');
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    for (const tool of tools) {
      expect(tool.name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.annotations?.readOnlyHint, tool.name).toBeTypeOf('boolean');
      expect(tool.annotations?.destructiveHint, tool.name).toBeTypeOf('boolean');
    }
    expect(byName.get('wardrobe_list')?.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    expect(byName.get('wardrobe_add')?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    expect(byName.get('wardrobe_remove')?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(byName.get('wardrobe_add')?.inputSchema.required).toEqual(expect.arrayContaining(['item_name', 'category']));
    // Every tool has a display title; tools whose output is an object publish its schema.
    for (const tool of tools) expect(tool.title, tool.name).toMatch(/^[A-Z]/);
    expect(byName.get('wardrobe_add')?.title).toBe('Wardrobe: add');
    expect(byName.get('wardrobe_list')?.outputSchema).toMatchObject({ type: 'object', properties: { items: { type: 'array' } } });
    expect(tools.filter((tool) => tool.outputSchema).length).toBeGreaterThan(tools.length / 2);
    // Account-level tools (tokens, export, deletion) are not offered here.
    expect(tools.filter((tool) => /^(accessTokens|account)_|links_preview|trips_destinations/.test(tool.name))).toEqual([]);
  });

  it('shows a read token only the tools that change nothing', async () => {
    const { tools } = await (await connect(tokens.aRead.token)).listTools();
    expect(tools.length).toBeGreaterThan(5);
    expect(tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);
    expect(tools.map((tool) => tool.name)).toContain('wardrobe_list');
    expect(tools.map((tool) => tool.name)).not.toContain('wardrobe_add');
  });
});

describe('tools/call', () => {
  it('reads the token owner\'s data, and only theirs', async () => {
    const read = await (await connect(tokens.aRead.token)).callTool({ name: 'wardrobe_list', arguments: {} });
    expect(read.isError).toBeFalsy();
    const items = (read.structuredContent as { items: { id: string; item_name: string }[] }).items;
    expect(items.map((i) => i.id)).toEqual([aCoat]);
    expect(JSON.parse(textOf(read as CallToolResult))).toEqual(read.structuredContent);

    const ofB = await (await connect(tokens.bWrite.token)).callTool({ name: 'wardrobe_list', arguments: {} });
    expect((ofB.structuredContent as { items: unknown[]; total: number }).total).toBe(0);
    expect(JSON.stringify(ofB)).not.toContain('Camel wool coat');
  });

  it('changes data with a read-write token', async () => {
    const client = await connect(tokens.aWrite.token);
    const added = await client.callTool({ name: 'wardrobe_add', arguments: { item_name: 'Ivory silk blouse', category: 'Tops', color: 'ivory' } });
    expect(added.isError).toBeFalsy();
    expect((await wardrobeOf(a.id)).map((i) => i.itemName).sort()).toEqual(['Camel wool coat', 'Ivory silk blouse']);
    const id = (added.structuredContent as { item: { id: string } }).item.id;
    const removed = await client.callTool({ name: 'wardrobe_remove', arguments: { id } });
    expect(removed.isError).toBeFalsy();
    expect((await wardrobeOf(a.id)).map((i) => i.itemName)).toEqual(['Camel wool coat']);
  });

  it('refuses a change to a read token with 403, changing nothing', async () => {
    const before = await wardrobeOf(a.id);
    const client = await connect(tokens.aRead.token);
    const status = await statusOf(client.callTool({ name: 'wardrobe_add', arguments: { item_name: 'Sneaky tee', category: 'Tops' } }));
    expect(status).toBe(403);
    expect(await statusOf(client.callTool({ name: 'wardrobe_remove', arguments: { id: aCoat } }))).toBe(403);
    const raw = await rawPost({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'wardrobe_add', arguments: { item_name: 'x', category: 'Tops' } } },
      { authorization: `Bearer ${tokens.aRead.token}` });
    expect(raw.status).toBe(403);
    const body = (await raw.json()) as { error: { message: string }; id: number };
    expect(body.id).toBe(7);
    expect(body.error.message).toContain('read-only');
    expect(await wardrobeOf(a.id)).toEqual(before);
  });

  it('answers an unknown tool with a clear MCP error', async () => {
    const client = await connect(tokens.aWrite.token);
    const error = await client.callTool({ name: 'wardrobe_burn', arguments: {} }).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(McpError);
    expect((error as McpError).code).toBe(-32602);
    expect((error as McpError).message).toContain('Unknown tool: wardrobe_burn');
    // Tools kept out of MCP are unknown here, even to a read-write token.
    const hidden = await client.callTool({ name: 'accessTokens_create', arguments: { name: 'minted', scope: 'read-write' } }).then(() => null, (e: unknown) => e);
    expect((hidden as McpError).message).toContain('Unknown tool');
    expect((await callTool(t, 'accessTokens.list', {}, a)).body.tokens).not.toContainEqual(expect.objectContaining({ name: 'minted' }));
  });

  it('answers malformed arguments with the schema issues and changes nothing', async () => {
    const before = await wardrobeOf(a.id);
    const client = await connect(tokens.aWrite.token);
    for (const args of [{}, { item_name: 'Hat', category: 'Hats' }, { item_name: 'x'.repeat(100_000), category: 'Tops' }, { item_name: 'Hat', category: 'Tops', user_id: b.id }, { item_name: 'a\u0000b', category: 'Tops' }]) {
      const result = await client.callTool({ name: 'wardrobe_add', arguments: args });
      expect(result.isError, JSON.stringify(args).slice(0, 80)).toBe(true);
      expect(textOf(result as CallToolResult)).toMatch(/^invalid_input: /);
      // wardrobe_add declares an outputSchema, so its errors are told in the text only.
      expect(result.structuredContent).toBeUndefined();
    }
    // Arguments that are not an object are refused by the protocol itself.
    const raw = await rawPost({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'wardrobe_add', arguments: 'hat' } }, { authorization: `Bearer ${tokens.aWrite.token}` });
    expect(raw.status).toBeLessThan(500);
    expect(((await raw.json()) as { error?: { code: number } }).error?.code).toBe(-32602);
    expect(await wardrobeOf(a.id)).toEqual(before);
  });

  it('treats another shopper\'s ids exactly like missing ones', async () => {
    const client = await connect(tokens.bWrite.token);
    for (const name of ['wardrobe_remove', 'wardrobe_update']) {
      const args = (id: string) => (name === 'wardrobe_update' ? { id, item_name: 'Stolen' } : { id });
      const theirs = await client.callTool({ name, arguments: args(aCoat) });
      const missing = await client.callTool({ name, arguments: args(crypto.randomUUID()) });
      expect(theirs).toEqual(missing);
      expect(theirs.isError).toBe(true);
    }
    expect((await wardrobeOf(a.id)).map((i) => [i.id, i.itemName])).toEqual([[aCoat, 'Camel wool coat']]);
  });
});

describe('the same catalogue as the HTTP door', () => {
  it('answers every read that needs no arguments exactly as POST /api/tools does', async () => {
    const client = await connect(tokens.aRead.token);
    const compared: string[] = [];
    for (const tool of mcpTools().values()) {
      if (tool.effect !== 'read' || !tool.definition.input.safeParse({}).success) continue;
      const viaHttp = await callTool(t, tool.definition.name, {}, a);
      const viaMcp = await client.callTool({ name: tool.name, arguments: {} });
      if (viaHttp.status === 200) {
        expect(viaMcp.isError, tool.name).toBeFalsy();
        expect(viaMcp.structuredContent, tool.name).toEqual(viaHttp.body);
      } else {
        expect(viaMcp.isError, tool.name).toBe(true);
        expect(textOf(viaMcp as CallToolResult), tool.name).toMatch(new RegExp(`^${String(viaHttp.body.error)}: `));
      }
      compared.push(tool.name);
    }
    expect(compared).toEqual(expect.arrayContaining(['wardrobe_list', 'products_search', 'trips_list']));
  });
});

describe('who may call', () => {
  it('answers 401 without a token, with a cookie only, with a made-up token, and after revocation', async () => {
    expect(await statusOf(connect())).toBe(401);
    expect(await statusOf(connect(undefined, { cookie: a.cookie }))).toBe(401);
    expect(await statusOf(connect(`atl_${'x'.repeat(43)}`))).toBe(401);

    const res = await rawPost({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { cookie: a.cookie, origin: t.config.PUBLIC_URL });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('Bearer');
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('personal access token');

    const doomed = await createToken(a, 'doomed', 'read-write');
    const client = await connect(doomed.token);
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
    expect((await callTool(t, 'accessTokens.revoke', { id: doomed.id }, a)).status).toBe(200);
    expect(await statusOf(client.callTool({ name: 'wardrobe_list', arguments: {} }))).toBe(401);
    const after = await rawPost({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { authorization: `Bearer ${doomed.token}` });
    expect(((await after.json()) as { error: { message: string } }).error.message).toContain('revoked');
  });

  it('refuses the tokens of an account being deleted', async () => {
    const leaving = await signUpVerified(t);
    const made = await createToken(leaving, 'leaving', 'read-write');
    expect((await rawPost({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { authorization: `Bearer ${made.token}` })).status).toBe(200);
    await t.database.db.insert(accountDeletions).values({ userId: leaving.id, email: leaving.email, requestedAt: new Date() });
    const res = await rawPost({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { authorization: `Bearer ${made.token}` });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('being deleted');
  });

  it('records when a token was last used', async () => {
    const fresh = await createToken(b, 'fresh', 'read');
    const [before] = await t.database.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.id, fresh.id));
    expect(before!.lastUsedAt).toBeNull();
    await (await connect(fresh.token)).listTools();
    const listed = (await callTool(t, 'accessTokens.list', {}, b)).body.tokens as { id: string; last_used_at: string | null }[];
    expect(listed.find((x) => x.id === fresh.id)!.last_used_at).not.toBeNull();
  });

  it('refuses pages from other origins, and answers GET and DELETE with 405', async () => {
    const foreign = await rawPost({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { authorization: `Bearer ${tokens.aWrite.token}`, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(`${base}/mcp`, { method, headers: { authorization: `Bearer ${tokens.aWrite.token}`, accept: 'text/event-stream' } });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    }
  });

  it('answers bad bodies with JSON-RPC errors, never a 500', async () => {
    const auth = { authorization: `Bearer ${tokens.aWrite.token}` };
    const cases: [unknown, Record<string, string>, number][] = [
      ['{not json', auth, 400],
      ['"just a string"', auth, 400],
      [{ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { ...auth, 'content-type': 'text/plain' }, 415],
      [{ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { ...auth, accept: 'application/json' }, 406],
      [{ jsonrpc: '2.0', id: 1, method: 'no/such/method' }, auth, 200],
      [[], auth, 400],
      [{ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'wardrobe_list', arguments: { query: 'a\u0000' } } }, auth, 200],
    ];
    for (const [body, headers, status] of cases) {
      const res = await rawPost(body, headers);
      expect(res.status, JSON.stringify(body)).toBe(status);
      const json = (await res.json()) as { error?: { code: number; message: string }; result?: CallToolResult };
      // A refusal is a JSON-RPC error, or for a tool's own arguments a tool error the model can read.
      expect(json.error?.message ?? (json.result?.isError && textOf(json.result)), JSON.stringify(body)).toBeTruthy();
    }
  });

  it('refuses bodies over the door\'s limit, and over the called tool\'s own, with 413 before running anything', async () => {
    const auth = { authorization: `Bearer ${tokens.aWrite.token}` };
    const huge = await rawPost({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'sources_add', arguments: { text: 'x'.repeat(MCP_MAX_BODY_BYTES) } } }, auth);
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { message: string } }).error.message).toContain('larger than');
    // Without a declared length (chunked), refused once the stream passes the limit: valid JSON so
    // far (one long string), so nothing but the size can refuse it.
    const chunk = new TextEncoder().encode('x'.repeat(1024 * 1024));
    const head = new TextEncoder().encode('{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"wardrobe_list","arguments":{"query":"');
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === 0) controller.enqueue(head);
        else if (sent <= 9) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const chunked = await fetch(`${base}/mcp`, {
      method: 'POST', body: stream, duplex: 'half',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...auth },
    } as RequestInit);
    expect(chunked.status).toBe(413);
    // 1.5 MB is within the door's limit but over wardrobe_list's 1 MB.
    const overTool = await rawPost({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'wardrobe_list', arguments: { query: 'x'.repeat(1_500_000) } } }, auth);
    expect(overTool.status).toBe(413);
  });

  it('limits each token\'s requests with 429', async () => {
    const limited = await createToken(b, 'limited', 'read');
    const at = Date.now();
    await t.database.db.insert(rateLimits).values({ id: `mcp:${limited.id}`, key: `mcp:${limited.id}`, count: MCP_RATE.max, lastRequest: at });
    // This app runs with rate limits off; a second app over the same database has them on.
    const { createApp } = await import('../app.js');
    const { silentLogger } = await import('../log.js');
    const limitedApp = createApp({ config: { ...t.config, RATE_LIMITS: true }, db: t.database.db, auth: t.auth, log: silentLogger });
    const res = await limitedApp.request('/mcp', {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${limited.token}` },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    const other = await limitedApp.request('/mcp', {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${tokens.aRead.token}` },
    });
    expect(other.status).toBe(200);
  });
});
