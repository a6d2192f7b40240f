/**
 * A bounded mixed workload against a real server process on loopback: sign-in, session reads, the
 * feed, search, chat on atelier-local and tool writes, each route its own paced load so its p99 is
 * its own. The server's RSS is sampled from /proc while it runs. Used by the 30-second test
 * (correctness: no errors but deliberate 429s) and by `npm run bench -- load` (10 minutes, figures).
 *
 * Arrivals are evenly spaced and open-loop (loadtest's requestsPerSecond: one request every 1/rate s,
 * whether or not earlier ones have answered, latency counted from that moment). autocannon's rate
 * sends each second's quota back to back and then waits for the next second, so every route arrived
 * in a burst at the top of each second and the p99 measured the burst's queue, not the server.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { ClientRequest, IncomingMessage, RequestOptions } from 'node:http';
import * as loadtestModule from 'loadtest';
import { percentile } from '../lib.js';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess, type ServerProcess } from '../../server/process/server-process.js';
import { freePort } from '../../server/process/free-port.js';
import { serverNodeFlags } from '../../server/process/server-node-flags.js';

/** One request of a route; `body` is built per request (chat needs fresh ids). */
interface RequestSpec { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: () => string }

/** The part of loadtest's API used here (its bundled typings describe an older version). */
interface PacedOptions {
  url: string;
  maxSeconds: number;
  requestsPerSecond: number;
  agentKeepAlive: boolean;
  timeout: number;
  quiet: boolean;
  requestGenerator: (options: unknown, params: RequestOptions, request: (params: RequestOptions, onResponse: (res: IncomingMessage) => void) => ClientRequest, onResponse: (res: IncomingMessage) => void) => ClientRequest;
  statusCallback: (error: unknown, result: { statusCode: number; requestElapsed: number } | undefined) => void;
}
const { loadTest } = loadtestModule as unknown as { loadTest: (options: PacedOptions) => Promise<unknown> };
const DEMO = { email: 'demo@atelier.local', password: 'Atelier-Demo-2026' };
const root = fileURLToPath(new URL('../..', import.meta.url));

export type RunningServer = ServerProcess;

// TRUST_PROXY: each sign-in names its own client, so the per-client sign-in limit measures sign-in, not 429s.
const LOAD_ENV = { TRUST_PROXY: 'true', OPENAI_API_KEY: '', SEED_DEMO_ROOMS: 'false' };
/** One server process; `env` adds to it (DATABASE_URL: on PostgreSQL instead of a fresh embedded database). */
export const startServer = (env: Record<string, string> = {}): Promise<RunningServer> => startServerProcess({ env: { ...LOAD_ENV, ...env } });

/**
 * `workers` server processes behind one port (Node's cluster module, bench/load/cluster.ts), on the
 * PostgreSQL database of `env.DATABASE_URL`; resolves once every worker listens.
 */
export const startCluster = async (workers: number, env: Record<string, string> & { DATABASE_URL: string }): Promise<RunningServer> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-cluster-'));
  const child = spawn(process.execPath, [...serverNodeFlags(), '--import', 'tsx', 'bench/load/cluster.ts'], {
    cwd: root, stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, WORKERS: String(workers), ...LOAD_ENV, ...env },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the cluster did not start within 180 s')), 180_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('cluster ready')) { clearTimeout(timer); resolve(); }
    });
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`the cluster exited with ${code}`)); });
  }).catch(async (error: unknown) => { await stop(); throw error; });
  return { url, child, dataDir, stop };
};

const processRssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
};
/** Resident memory of a process and its children (a cluster's workers), in MB. */
const rssMb = (pid: number): number => {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch { /* no children file: count the process alone */ }
  return Math.round(processRssMb(pid) + children.reduce((sum, child) => sum + (() => { try { return processRssMb(child); } catch { return 0; } })(), 0));
};

const json = (url: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url, ...headers }, body: JSON.stringify(body) });

export interface Shoppers { cookies: string[]; productId: string }

/** Signs in the demo shopper and a few new shoppers (verified through the dev outbox); their cookies. */
export const prepareShoppers = async (url: string, extra = 4): Promise<Shoppers> => {
  const cookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const demo = await json(url, '/api/auth/sign-in/email', DEMO, { 'x-forwarded-for': '10.200.0.1' });
  if (!demo.ok) throw new Error(`demo sign-in failed: ${demo.status}`);
  const cookies = [cookieOf(demo)];
  for (let i = 0; i < extra; i++) {
    const email = `load-${i}-${Date.now()}@example.com`;
    const client = { 'x-forwarded-for': `10.200.1.${i + 1}` };
    const up = await json(url, '/api/auth/sign-up/email', { email, password: 'Velvet-Runway-42', name: `load${i}`, callbackURL: '/' }, client);
    if (!up.ok) throw new Error(`sign-up failed: ${up.status}`);
    const mail = (await (await fetch(`${url}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { emails: { links: string[] }[] };
    const link = mail.emails[0]?.links.find((l) => l.includes('verify-email'));
    if (!link) throw new Error('no verification link');
    await fetch(link, { redirect: 'manual' });
    const signIn = await json(url, '/api/auth/sign-in/email', { email, password: 'Velvet-Runway-42' }, client);
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
    cookies.push(cookieOf(signIn));
  }
  const search = (await (await json(url, '/api/tools/products.search', { text: 'scarf' })).json()) as { products: { id: string }[] };
  if (!search.products[0]) throw new Error('the demo catalogue has no product to give feedback on');
  return { cookies, productId: search.products[0].id };
};

interface RouteLoad { name: string; share: number; requests: (url: string, cookies: string[], productId: string) => RequestSpec[] }

const jsonPost = (path: string, body: unknown, cookie: string, url: string): RequestSpec => ({
  method: 'POST', path, body: () => JSON.stringify(body), headers: { 'content-type': 'application/json', origin: url, ...(cookie ? { cookie } : {}) },
});

/** The mix, as shares of the total request rate. */
export const ROUTES: RouteLoad[] = [
  { name: 'feed', share: 0.3, requests: (url, cookies) => cookies.map((c, i) => jsonPost('/api/tools/recommendations.feed', { section: (['recommended', 'similar', 'trending', 'discover'] as const)[i % 4] }, c, url)) },
  { name: 'search', share: 0.25, requests: (url, cookies) => ['black dress', 'leather bag under $200', 'wool coat', 'white sneakers'].map((text, i) => jsonPost('/api/tools/products.search', { text }, cookies[i % cookies.length]!, url)) },
  { name: 'session', share: 0.2, requests: (_url, cookies) => cookies.map((cookie) => ({ method: 'GET', path: '/api/auth/get-session', headers: { cookie } })) },
  {
    name: 'writes', share: 0.15, requests: (url, cookies, productId) => cookies.flatMap((c) => [
      jsonPost('/api/tools/dressingRoom.add', { item: { external_product_id: 'load-scarf', item_name: 'Load Test Scarf', price: 40 } }, c, url),
      jsonPost('/api/tools/feedback.submit', { itemId: productId, reasons: ['color'] }, c, url),
    ]),
  },
  {
    name: 'chat', share: 0.06, requests: (url, cookies) => cookies.map((cookie) => ({
      ...jsonPost('/api/chat', {}, cookie, url),
      body: () => JSON.stringify({ id: crypto.randomUUID(), messages: [{ id: crypto.randomUUID(), role: 'user', parts: [{ type: 'text', text: 'black bags under $100' }] }] }),
    })),
  },
  {
    // Each sign-in from a client of its own (TRUST_PROXY), so the per-client limit does not turn them into 429s.
    name: 'signIn', share: 0.04, requests: (url) => [jsonPost('/api/auth/sign-in/email', DEMO, '', url)],
  },
];

/** Headers a request gets at the moment it is sent. */
const perRequestHeaders = (route: string): Record<string, string> =>
  route === 'signIn' ? { 'x-forwarded-for': `10.201.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } : {};

/** One route at `rate` requests a second, evenly spaced, for `seconds`; every answer's status and latency. */
const pacedRoute = async (url: string, route: string, specs: RequestSpec[], rate: number, seconds: number): Promise<RouteFigures> => {
  const latencies: number[] = [];
  const status: Record<string, number> = {};
  let errors = 0;
  let next = 0;
  await loadTest({
    url, maxSeconds: seconds, requestsPerSecond: rate, agentKeepAlive: true, timeout: 30_000, quiet: true,
    requestGenerator: (_options, params, request, onResponse) => {
      const spec = specs[next++ % specs.length]!;
      const body = spec.body?.();
      const req = request({
        ...params, method: spec.method, path: spec.path,
        headers: { ...spec.headers, ...perRequestHeaders(route), ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }) },
      }, onResponse);
      if (body !== undefined) req.write(body);
      return req;
    },
    // A status of 400 and above arrives as an error with its result; no result is a failed connection.
    statusCallback: (_error, result) => {
      if (!result) { errors++; return; }
      latencies.push(result.requestElapsed);
      status[result.statusCode] = (status[result.statusCode] ?? 0) + 1;
    },
  });
  return {
    requests: latencies.length + errors,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    max: Math.round(Math.max(0, ...latencies)),
    status,
    errors,
  };
};

export interface RouteFigures { requests: number; p50: number; p99: number; max: number; status: Record<string, number>; errors: number }
export interface LoadFigures { seconds: number; rate: number; routes: Record<string, RouteFigures>; rssMb: { at: number; mb: number }[]; unexpected: number }

/** Runs the mix at `rate` requests a second in total for `seconds`; samples RSS every `sampleEvery` s. */
export const runMix = async (server: RunningServer, { cookies, productId }: Shoppers, opts: { seconds: number; rate: number; sampleEvery?: number }): Promise<LoadFigures> => {
  const samples: { at: number; mb: number }[] = [];
  const started = Date.now();
  const sampler = setInterval(() => samples.push({ at: Math.round((Date.now() - started) / 1000), mb: rssMb(server.child.pid!) }), (opts.sampleEvery ?? 5) * 1000);
  try {
    const results = await Promise.all(ROUTES.map(async (route) => {
      const rate = Math.max(1, Math.round(opts.rate * route.share));
      return [route.name, await pacedRoute(server.url, route.name, route.requests(server.url, cookies, productId), rate, opts.seconds)] as const;
    }));
    const routes = Object.fromEntries(results);
    // Deliberate refusals (rate limits) are 429s; anything else that is not 2xx is an error.
    const unexpected = Object.values(routes).reduce((sum, r) => sum + r.errors
      + Object.entries(r.status).filter(([code]) => !code.startsWith('2') && code !== '429').reduce((s: number, [, n]) => s + n, 0), 0);
    return { seconds: opts.seconds, rate: opts.rate, routes, rssMb: samples, unexpected };
  } finally {
    clearInterval(sampler);
  }
};
