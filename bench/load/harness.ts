/**
 * A bounded mixed workload against a real server process on loopback: sign-in, session reads, the
 * feed, search, chat on atelier-local and tool writes, each route its own autocannon instance so its
 * p99 is its own. The server's RSS is sampled from /proc while it runs. Used by the 30-second test
 * (correctness: no errors but deliberate 429s) and by `npm run bench -- load` (10 minutes, figures).
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startServerProcess, type ServerProcess } from '../../scripts/lib/server-process.js';

type RequestSpec = NonNullable<Parameters<typeof autocannon>[0]['requests']>[number];
type Result = Awaited<ReturnType<typeof autocannon>>;
const DEMO = { email: 'demo@atelier.local', password: 'Atelier-Demo-2026' };

export type RunningServer = ServerProcess;

// TRUST_PROXY: each sign-in names its own client, so the per-client sign-in limit measures sign-in, not 429s.
export const startServer = (): Promise<RunningServer> => startServerProcess({ env: { TRUST_PROXY: 'true', OPENAI_API_KEY: '' } });

const rssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024);
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
  method: 'POST', path, body: JSON.stringify(body), headers: { 'content-type': 'application/json', origin: url, cookie },
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
      setupRequest: (request: RequestSpec) => ({ ...request, body: JSON.stringify({ id: crypto.randomUUID(), messages: [{ id: crypto.randomUUID(), role: 'user', parts: [{ type: 'text', text: 'black bags under $100' }] }] }) }),
    })),
  },
  {
    name: 'signIn', share: 0.04, requests: (url) => [{
      ...jsonPost('/api/auth/sign-in/email', DEMO, '', url),
      setupRequest: (request: RequestSpec) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': `10.201.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } }),
    }],
  },
];

export interface RouteFigures { requests: number; p50: number; p99: number; max: number; status: Record<string, number>; errors: number; timeouts: number }
export interface LoadFigures { seconds: number; rate: number; routes: Record<string, RouteFigures>; rssMb: { at: number; mb: number }[]; unexpected: number }

const figuresOf = (result: Result): RouteFigures => ({
  requests: result.requests.total,
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
  status: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, Number(s.count)])),
  errors: result.errors,
  timeouts: result.timeouts,
});

/** Runs the mix at `rate` requests a second in total for `seconds`; samples RSS every `sampleEvery` s. */
export const runMix = async (server: RunningServer, { cookies, productId }: Shoppers, opts: { seconds: number; rate: number; sampleEvery?: number }): Promise<LoadFigures> => {
  const samples: { at: number; mb: number }[] = [];
  const started = Date.now();
  const sampler = setInterval(() => samples.push({ at: Math.round((Date.now() - started) / 1000), mb: rssMb(server.child.pid!) }), (opts.sampleEvery ?? 5) * 1000);
  try {
    const results = await Promise.all(ROUTES.map((route) => {
      const rate = Math.max(1, Math.round(opts.rate * route.share));
      return autocannon({
        url: server.url,
        connections: Math.min(4, rate),
        duration: opts.seconds,
        overallRate: rate,
        timeout: 30,
        requests: route.requests(server.url, cookies, productId),
      }).then((result) => [route.name, figuresOf(result)] as const);
    }));
    const routes = Object.fromEntries(results);
    // Deliberate refusals (rate limits) are 429s; anything else that is not 2xx is an error.
    const unexpected = Object.values(routes).reduce((sum, r) => sum + r.errors + r.timeouts
      + Object.entries(r.status).filter(([code]) => !code.startsWith('2') && code !== '429').reduce((s: number, [, n]) => s + n, 0), 0);
    return { seconds: opts.seconds, rate: opts.rate, routes, rssMb: samples, unexpected };
  } finally {
    clearInterval(sampler);
  }
};
