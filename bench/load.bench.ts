/**
 * `npm run bench -- load`: the mixed workload (sign-in, session, feed, search, chat on atelier-local,
 * tool writes) for 10 minutes at a steady rate on a real server process — errors other than
 * deliberate 429s, p99 per route, RSS at minute 2 and at the end — then a ladder of rates to find
 * the throughput at which every route's p99 stays under 100 ms. Arrivals are evenly paced and
 * open-loop (bench/load/harness.ts). Sign-in is reported apart as well: one sign-in is a deliberate
 * ~90 ms of password hashing (scrypt, N=16384, r=16), so its p99 is over 100 ms at any rate.
 * LOAD_SECONDS and LOAD_RATE override the steady phase (defaults 600 s at 60 requests/s).
 */
import { prepareShoppers, runMix, startServer, type LoadFigures } from './load/harness.js';
import type { BenchModule } from './lib.js';

const P99_TARGET_MS = 100;
const LADDER = [20, 40, 80, 120, 160, 200, 240, 320];
const STEP_SECONDS = 20;

const worstP99 = (figures: LoadFigures, skip: string[] = []) =>
  Math.max(...Object.entries(figures.routes).filter(([name]) => !skip.includes(name)).map(([, r]) => r.p99));

export default {
  name: 'load',
  async run() {
    const seconds = Number(process.env.LOAD_SECONDS ?? 600);
    const rate = Number(process.env.LOAD_RATE ?? 60);
    const server = await startServer();
    try {
      const shoppers = await prepareShoppers(server.url);
      const steady = await runMix(server, shoppers, { seconds, rate, sampleEvery: 10 });
      const atMinute2 = steady.rssMb.find((s) => s.at >= 120) ?? steady.rssMb[0];
      const atEnd = steady.rssMb.at(-1);
      const ladder: { rate: number; achieved: number; worstP99: number; worstP99WithoutSignIn: number; unexpected: number }[] = [];
      for (const step of LADDER) {
        const figures = await runMix(server, shoppers, { seconds: STEP_SECONDS, rate: step });
        const achieved = Object.values(figures.routes).reduce((sum, r) => sum + r.requests, 0) / STEP_SECONDS;
        ladder.push({ rate: step, achieved: Math.round(achieved), worstP99: worstP99(figures), worstP99WithoutSignIn: worstP99(figures, ['signIn']), unexpected: figures.unexpected });
        if (worstP99(figures, ['signIn']) > 4 * P99_TARGET_MS) break;
      }
      const under = (key: 'worstP99' | 'worstP99WithoutSignIn') => ladder.filter((s) => s[key] < P99_TARGET_MS && s.unexpected === 0).at(-1)?.achieved ?? 0;
      return {
        steady: {
          seconds, rate,
          unexpectedErrors: steady.unexpected,
          routes: Object.fromEntries(Object.entries(steady.routes).map(([name, r]) => [name, { requests: r.requests, p50: r.p50, p99: r.p99, status: r.status }])),
          rssMb: { atMinute2: atMinute2?.mb ?? null, atEnd: atEnd?.mb ?? null, changePercent: atMinute2 && atEnd ? Math.round(((atEnd.mb - atMinute2.mb) / atMinute2.mb) * 1000) / 10 : null },
        },
        ladder,
        throughputWithP99Under100ms: { allRoutes: under('worstP99'), withoutSignIn: under('worstP99WithoutSignIn') },
      };
    } finally {
      await server.stop();
    }
  },
} satisfies BenchModule;
