/**
 * `npm run bench -- load`: the mixed workload (sign-in, session, feed, search, chat on atelier-local,
 * tool writes) for 10 minutes at a steady rate on a real server process — errors other than
 * deliberate 429s, p99 per route, RSS at minute 2 and at the end — then a ladder of rates to find
 * the throughput at which every route's p99 stays under 100 ms. Arrivals are evenly paced and
 * open-loop (bench/load/harness.ts). Sign-in is reported apart as well: one sign-in is a deliberate
 * ~90 ms of password hashing (scrypt, N=16384, r=16), so its p99 is over 100 ms at any rate.
 * LOAD_SECONDS and LOAD_RATE override the steady phase (defaults 600 s at 60 requests/s), LOAD_STEP_SECONDS
 * the ladder's steps (20 s). With BENCH_DATABASE_URL (a PostgreSQL admin URL) the server runs on a fresh
 * PostgreSQL database, and the ladder runs again with one app process per core behind one port (Node's
 * cluster module, bench/load/cluster.ts): what one machine serves, and what more processes add.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import postgres from 'postgres';
import { prepareShoppers, runMix, startCluster, startServer, type LoadFigures, type RunningServer, type Shoppers } from './load/harness.js';
import type { BenchModule } from './lib.js';
import { databaseUrl } from '../server/test/engine.js';

const P99_TARGET_MS = 100;
const LADDER = [20, 40, 80, 120, 160, 200, 240, 320, 400, 480];
const STEP_SECONDS = Number(process.env.LOAD_STEP_SECONDS ?? 20);
const DATABASE = 'atelier_load_bench';

const worstP99 = (figures: LoadFigures, skip: string[] = []) =>
  Math.max(...Object.entries(figures.routes).filter(([name]) => !skip.includes(name)).map(([, r]) => r.p99));

interface Step { rate: number; achieved: number; worstP99: number; worstP99WithoutSignIn: number; unexpected: number; rssMb: number | null }

/** Rates from the ladder, 20 s each, until the p99 passes four times the target; and the highest rate under it. */
const ladderOn = async (server: RunningServer, shoppers: Shoppers) => {
  // New processes first load the classifier, compile and prepare their statements: ten seconds of the
  // mix, not counted, so the first step measures a warm server as the later ones do.
  await runMix(server, shoppers, { seconds: 10, rate: 20 });
  const steps: Step[] = [];
  for (const step of LADDER) {
    const figures = await runMix(server, shoppers, { seconds: STEP_SECONDS, rate: step, sampleEvery: Math.max(1, STEP_SECONDS - 2) });
    const achieved = Object.values(figures.routes).reduce((sum, r) => sum + r.requests, 0) / STEP_SECONDS;
    steps.push({ rate: step, achieved: Math.round(achieved), worstP99: worstP99(figures), worstP99WithoutSignIn: worstP99(figures, ['signIn']), unexpected: figures.unexpected, rssMb: figures.rssMb.at(-1)?.mb ?? null });
    if (worstP99(figures, ['signIn']) > 4 * P99_TARGET_MS) break;
  }
  const under = (key: 'worstP99' | 'worstP99WithoutSignIn') => steps.filter((s) => s[key] < P99_TARGET_MS && s.unexpected === 0).at(-1)?.achieved ?? 0;
  return { ladder: steps, throughputWithP99Under100ms: { allRoutes: under('worstP99'), withoutSignIn: under('worstP99WithoutSignIn') } };
};

export default {
  name: 'load',
  async run() {
    const seconds = Number(process.env.LOAD_SECONDS ?? 600);
    const rate = Number(process.env.LOAD_RATE ?? 60);
    // With BENCH_DATABASE_URL the servers run on PostgreSQL (a fresh database), first one process, then
    // one per core behind one port; without it, one process on a fresh embedded database.
    const adminUrl = process.env.BENCH_DATABASE_URL;
    const admin = adminUrl ? postgres(adminUrl, { max: 1, onnotice: () => undefined }) : null;
    if (admin) {
      await admin.unsafe(`drop database if exists ${DATABASE} with (force)`);
      await admin.unsafe(`create database ${DATABASE}`);
    }
    // One set of secrets for every server of the run: the cluster's workers must accept the cookies the
    // first server signed (each server would otherwise generate its own into its own DATA_DIR).
    const secrets = { BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'), TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64') };
    const env: Record<string, string> = { ...secrets, ...(adminUrl ? { DATABASE_URL: databaseUrl(adminUrl, DATABASE) } : {}) };
    try {
      const server = await startServer(env);
      let shoppers: Shoppers;
      let oneProcess;
      let steady;
      try {
        shoppers = await prepareShoppers(server.url);
        const mix = await runMix(server, shoppers, { seconds, rate, sampleEvery: 10 });
        const atMinute2 = mix.rssMb.find((s) => s.at >= 120) ?? mix.rssMb[0];
        const atEnd = mix.rssMb.at(-1);
        steady = {
          seconds, rate,
          unexpectedErrors: mix.unexpected,
          routes: Object.fromEntries(Object.entries(mix.routes).map(([name, r]) => [name, { requests: r.requests, p50: r.p50, p99: r.p99, status: r.status }])),
          rssMb: { atMinute2: atMinute2?.mb ?? null, atEnd: atEnd?.mb ?? null, changePercent: atMinute2 && atEnd ? Math.round(((atEnd.mb - atMinute2.mb) / atMinute2.mb) * 1000) / 10 : null },
        };
        oneProcess = await ladderOn(server, shoppers);
      } finally {
        await server.stop();
      }
      const engine = adminUrl ? 'postgres' : 'pglite';
      if (!adminUrl) return { engine, steady, ...oneProcess };
      // The same database (its sessions, so the same shoppers' cookies) behind one port, one process per core.
      const workers = availableParallelism();
      const cluster = await startCluster(workers, env as { DATABASE_URL: string });
      let perCore;
      try {
        perCore = await ladderOn(cluster, shoppers);
      } finally {
        await cluster.stop();
      }
      return {
        engine, steady, oneProcess, [`${workers}Processes`]: perCore,
        throughputWithP99Under100ms: { oneProcess: oneProcess.throughputWithP99Under100ms, [`${workers}Processes`]: perCore.throughputWithP99Under100ms },
        note: `${workers} cores shared by the database, the load generator and the app processes`,
      };
    } finally {
      if (admin) {
        await admin.unsafe(`drop database if exists ${DATABASE} with (force)`).catch(() => undefined);
        await admin.end();
      }
    }
  },
} satisfies BenchModule;
