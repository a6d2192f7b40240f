/**
 * The 30-second version of the load run (`npm run bench -- load` is the 10-minute one): a bounded
 * mixed workload on a real server process answers every request, with no errors other than
 * deliberate 429s. Latency figures are printed, never asserted.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { prepareShoppers, runMix, startServer, type RunningServer } from './harness.js';

let server: RunningServer;
beforeAll(async () => { server = await startServer(); }, 150_000);
afterAll(async () => { await server?.stop(); });

it('serves 30 seconds of mixed traffic with no errors but deliberate 429s', async () => {
  const shoppers = await prepareShoppers(server.url);
  const figures = await runMix(server, shoppers, { seconds: 30, rate: 40 });
  console.log(JSON.stringify({ load30s: Object.fromEntries(Object.entries(figures.routes).map(([k, r]) => [k, { n: r.requests, p99: r.p99, status: r.status, errors: r.errors }])), rssMb: figures.rssMb.map((s) => s.mb) }));
  for (const [name, route] of Object.entries(figures.routes)) expect(route.requests, name).toBeGreaterThan(0);
  expect(figures.unexpected).toBe(0);
}, 240_000);
