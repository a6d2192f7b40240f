/**
 * Throughput of one app server against two on the same PostgreSQL (BENCH_DATABASE_URL: an admin URL
 * of a server with pgvector, e.g. from `scripts/postgres-pgvector start`): the feed and
 * search mix at full speed for SCALE_SECONDS (default 20) against one server, then split over two.
 * Reported as requests per second and their ratio. On a 2-core machine the two servers share the
 * same cores with the database and the load generator, so the ratio shows the overhead of sharing
 * (sessions, rate limits and jobs in the database), not the gain more machines would bring.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { startServerProcess, type ServerProcess } from '../server/process/server-process.js';
import { databaseUrl } from '../server/test/engine.js';
import { prepareShoppers } from './load/harness.js';
import { round, type BenchModule } from './lib.js';

type RequestSpec = NonNullable<Parameters<typeof autocannon>[0]['requests']>[number];

const post = (url: string, path: string, body: unknown, cookie: string): RequestSpec => ({
  method: 'POST', path, body: JSON.stringify(body), headers: { 'content-type': 'application/json', origin: url, cookie },
});

const mix = (url: string, cookies: string[]): RequestSpec[] => cookies.flatMap((cookie, i) => [
  post(url, '/api/tools/recommendations.feed', { section: (['recommended', 'similar', 'trending', 'discover'] as const)[i % 4] }, cookie),
  post(url, '/api/tools/products.search', { text: ['black dress', 'wool coat', 'white sneakers', 'leather bag'][i % 4] }, cookie),
]);

const hammer = async (servers: ServerProcess[], cookies: string[][], seconds: number, connections: number) => {
  const results = await Promise.all(servers.map((server, i) => autocannon({
    url: server.url, connections: Math.max(1, Math.floor(connections / servers.length)), duration: seconds, requests: mix(server.url, cookies[i]!),
  })));
  const total = results.reduce((sum, r) => sum + r.requests.total, 0);
  const bad = results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
  return { requestsPerSecond: round(total / seconds, 1), p99: Math.max(...results.map((r) => r.latency.p99)), notOk: bad };
};

const bench: BenchModule = {
  name: 'scale-out',
  async run() {
    const adminUrl = process.env.BENCH_DATABASE_URL;
    if (!adminUrl) return { skipped: 'set BENCH_DATABASE_URL to a PostgreSQL admin URL (eval "$(scripts/postgres-pgvector start)"; export BENCH_DATABASE_URL=$TEST_DATABASE_ADMIN_URL)' };
    const seconds = Number(process.env.SCALE_SECONDS ?? 20);
    const connections = 8;
    const name = 'atelier_scale_bench';
    const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
    const dataDir = mkdtempSync(join(tmpdir(), 'atelier-scale-bench-'));
    const env = { DATABASE_URL: databaseUrl(adminUrl, name), BETTER_AUTH_SECRET: 'scale-bench-secret-scale-bench-secret-12', TRUST_PROXY: 'true', OPENAI_API_KEY: '', RATE_LIMITS: 'false', SEED_DEMO_ROOMS: 'false' };
    const servers: ServerProcess[] = [];
    try {
      servers.push(await startServerProcess({ env, dataDir }));
      const first = await prepareShoppers(servers[0]!.url, 3);
      const one = await hammer([servers[0]!], [first.cookies], seconds, connections);
      servers.push(await startServerProcess({ env, dataDir }));
      const two = await hammer(servers, [first.cookies, first.cookies], seconds, connections);
      return {
        seconds, connections, catalogue: 'demo',
        oneServer: one, twoServers: two,
        twoOverOne: round(two.requestsPerSecond / one.requestsPerSecond, 2),
      };
    } finally {
      for (const server of servers) await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await admin.end();
    }
  },
};

export default bench;
