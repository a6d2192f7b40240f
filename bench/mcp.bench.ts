/**
 * The MCP door through real HTTP (a listening server, a bearer token) over the 100k-product
 * catalogue: p50/p95 of tools/call for reads (wardrobe_list, products_search) as raw JSON-RPC posts
 * and through the MCP SDK's client, tools/list, a refused token, and the same read through the HTTP
 * door (session cookie, same loopback) and the code door (runTool) to show what the door itself costs. Target: tools/call p95 for a read < 20 ms.
 * Rate limits are on, as in production (one counter upsert per request); each measurement uses its
 * own token so none reaches the per-token limit. On a shared, busy machine the wall clock also
 * counts waiting for a core, so each figure has the CPU time of this process per call beside it
 * (server, PGlite and the fetching client all run here): close to what a quiet machine takes.
 * Prints figures; asserts nothing.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { eq } from 'drizzle-orm';
import { personalAccessTokens, users, wardrobeItems } from '../server/db/schema.js';
import { silentLogger } from '../server/log.js';
import { MCP_RATE } from '../server/mcp/routes.js';
import { newToken } from '../tools/access-tokens/tokens.js';
import { findTool } from '../tools/registry.js';
import { runTool } from '../tools/run.js';
import { vectorFromText } from '../tools/recommendations/style-vector.js';
import { measure, percentile, round, type BenchModule } from './lib.js';
import { openCatalogue } from './catalogue-fixture.js';
import { ORIGIN, serveApp } from './app-server.js';

const ITERATIONS = 200;
const WARMUP = 30;
const WARDROBE = 60;
const SHOPPER = 'mcp-bench-shopper';

/** measure() plus the CPU time of this process per call. */
const measureCpu = async (fn: () => Promise<unknown>) => {
  const cpu: number[] = [];
  const timing = await measure(async () => {
    const before = process.cpuUsage();
    await fn();
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
  }, ITERATIONS, WARMUP);
  const measured = cpu.slice(-ITERATIONS);
  return { ...timing, cpu_p50: round(percentile(measured, 50)), cpu_p95: round(percentile(measured, 95)) };
};

export default {
  name: 'mcp',
  async run() {
    if (ITERATIONS + WARMUP > MCP_RATE.max) throw new Error('a measurement would reach the per-token rate limit');
    const fixture = await openCatalogue({ products: 100_000, influencers: 300, posts: 3000 });
    const { db } = fixture.handle;
    const server = await serveApp(db, { rateLimits: true });
    const { base } = server;
    try {
      await db.insert(users).values({ id: SHOPPER, name: 'MCP bench', email: 'mcp-bench@example.com', emailVerified: true }).onConflictDoNothing();
      await db.delete(wardrobeItems).where(eq(wardrobeItems.userId, SHOPPER));
      const colours = ['black', 'white', 'navy', 'camel', 'olive'];
      const garments: [string, string][] = [['wool coat', 'Outerwear'], ['silk blouse', 'Tops'], ['straight jeans', 'Bottoms'], ['leather loafers', 'Shoes'], ['midi dress', 'Dresses'], ['tote bag', 'Bags']];
      await db.insert(wardrobeItems).values(Array.from({ length: WARDROBE }, (_, i) => {
        const [garment, category] = garments[i % garments.length]!;
        const itemName = `${colours[i % colours.length]} ${garment}`;
        return { userId: SHOPPER, itemName, category, color: colours[i % colours.length], styleVector: vectorFromText(itemName, { category }) };
      }));
      const tokenFor = async (scope: 'read' | 'read-write') => {
        const made = newToken();
        await db.insert(personalAccessTokens).values({ userId: SHOPPER, name: `bench ${made.prefix}`, tokenHash: made.hash, tokenPrefix: made.prefix, scope });
        return made.token;
      };

      let id = 0;
      const rpc = (token: string, method: string, params: unknown) => async () => {
        const res = await fetch(`${base}/mcp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${token}` },
          body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
        });
        const body = (await res.json()) as { result?: { isError?: boolean }; error?: unknown };
        if (res.status !== 200 || body.error || body.result?.isError) throw new Error(`${method} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
      };
      const call = async (name: string, args: unknown) => rpc(await tokenFor('read'), 'tools/call', { name, arguments: args });

      // Warm the whole path (JIT, prepared statements) on its own token before anything is timed.
      const warm = await tokenFor('read');
      for (let i = 0; i < 100; i++) await rpc(warm, 'tools/call', { name: i % 2 ? 'wardrobe_list' : 'products_search', arguments: i % 2 ? {} : { text: 'coat' } })();

      const wardrobeList = await measureCpu(await call('wardrobe_list', {}));
      const productsSearch = await measureCpu(await call('products_search', { text: 'black wool coat', limit: 20 }));
      const toolsList = await measureCpu(rpc(await tokenFor('read-write'), 'tools/list', {}));

      // Through the SDK's client: what an MCP client sees, its own validation included.
      const client = new Client({ name: 'atelier-bench', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers: { authorization: `Bearer ${await tokenFor('read')}` } } }));
      const sdkWardrobeList = await measureCpu(async () => {
        const result = await client.callTool({ name: 'wardrobe_list', arguments: {} });
        if (result.isError) throw new Error('wardrobe_list failed');
      });
      await client.close();

      const refused = await measureCpu(async () => {
        const res = await fetch(`${base}/mcp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer atl_${'x'.repeat(43)}` },
          body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
        });
        if (res.status !== 401) throw new Error(`unknown token answered ${res.status}`);
        await res.arrayBuffer();
      });

      // The HTTP door over the same loopback, with a session cookie: what the MCP door adds to that.
      const email = 'mcp-bench-http@example.com';
      const password = 'Velvet-Runway-42';
      const authPost = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: JSON.stringify(body) });
      await authPost('/api/auth/sign-up/email', { email, password, name: 'MCP bench' });
      await db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
      const signIn = await authPost('/api/auth/sign-in/email', { email, password });
      const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const [httpUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      await db.delete(wardrobeItems).where(eq(wardrobeItems.userId, httpUser!.id));
      await db.insert(wardrobeItems).values((await db.select().from(wardrobeItems).where(eq(wardrobeItems.userId, SHOPPER))).map(({ id: _id, userId: _u, ...rest }) => ({ ...rest, userId: httpUser!.id })));
      const httpDoor = await measureCpu(async () => {
        const res = await fetch(`${base}/api/tools/wardrobe.list`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN, cookie }, body: '{}' });
        if (res.status !== 200) throw new Error(`HTTP door answered ${res.status}`);
        await res.json();
      });

      const tool = findTool('wardrobe.list')!;
      const ctx = { db, userId: SHOPPER, now: () => new Date(), log: silentLogger };
      const codeDoor = await measureCpu(async () => {
        const result = await runTool(tool, {}, ctx);
        if (!result.ok) throw new Error('wardrobe.list failed');
      });

      return {
        catalogue: { products: 100_000, loadedFromCache: !fixture.source.built },
        wardrobeItems: WARDROBE,
        target: 'tools/call p95 for a read < 20 ms',
        toolsCallWardrobeList: wardrobeList,
        toolsCallProductsSearch: productsSearch,
        toolsCallWardrobeListSdkClient: sdkWardrobeList,
        toolsList,
        unknownToken401: refused,
        httpDoorWardrobeList: httpDoor,
        codeDoorWardrobeList: codeDoor,
        mcpOverHttpDoorCpuP50Ms: round(wardrobeList.cpu_p50 - httpDoor.cpu_p50),
        meetsTarget: wardrobeList.p95 < 20 && productsSearch.p95 < 20,
        load_average_1m: round((await import('node:os')).loadavg()[0]!, 1),
      };
    } finally {
      await server.close();
      await fixture.handle.close();
    }
  },
} satisfies BenchModule;
