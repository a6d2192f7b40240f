/**
 * `npm run bench -- robustness`: how long one hostile request holds the event loop (issue 16: no
 * single request may block it for more than ~50 ms). Each input goes through real HTTP (a listening
 * server, fetch with a session cookie) while the process measures its own event loop: the largest
 * delay seen by perf_hooks.monitorEventLoopDelay, the longest gap of a 5 ms setInterval heartbeat,
 * and the slowest /healthz answer asked every 20 ms meanwhile. `parseOnly` rows run the tool's
 * reader alone, without the door's body reading and JSON.parse. Prints figures; asserts nothing.
 */
import { get, request } from 'node:http';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { createPglite, wrapPglite } from '../server/db/client.js';
import { migrateDatabase } from '../server/db/migrate.js';
import { users } from '../server/db/schema.js';
import { extractHandlesYielding, extractSteps } from '../tools/sources/extract.js';
import { hostileExport, hostilePaste, slashHandles } from '../tools/sources/hostile.fixtures.js';
import { round, type BenchModule } from './lib.js';
import { ORIGIN, serveApp } from './app-server.js';

const HANDLES = 100_000;

/** GET /healthz on a connection of its own (no keep-alive race with the big request); false on any error. */
const healthz = (base: string) => new Promise<boolean>((resolve) => {
  const req = get(`${base}/healthz`, { agent: false }, (res) => {
    res.resume();
    res.on('end', () => resolve(res.statusCode === 200));
  });
  req.on('error', () => resolve(false));
});

/**
 * POST on a connection of its own: the bench itself holds the event loop at times (seeding 100,000
 * rows into the embedded database), after which a reused keep-alive socket may already be closed.
 */
const postFresh = (url: string, body: string, cookie: string) => new Promise<{ status?: number }>((resolve, reject) => {
  const req = request(url, {
    method: 'POST', agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: ORIGIN, cookie },
  }, (res) => {
    res.resume();
    res.on('end', () => resolve({ status: res.statusCode }));
  });
  req.on('error', reject);
  req.end(body);
});

/** Runs `work` while watching the event loop; the body is serialised before watching starts. */
const watch = async (base: string | null, work: () => Promise<{ status?: number }>) => {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  let last = performance.now();
  let maxGap = 0;
  const heartbeat = setInterval(() => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - last);
    last = now;
  }, 5);
  let healthMax = 0;
  let healthCount = 0;
  let healthErrors = 0;
  let running = true;
  const poll = async () => {
    while (base && running) {
      const start = performance.now();
      if (await healthz(base)) {
        healthMax = Math.max(healthMax, performance.now() - start);
        healthCount++;
      } else {
        healthErrors++;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  histogram.enable();
  const polling = poll();
  const start = performance.now();
  const result = await work();
  const totalMs = performance.now() - start;
  running = false;
  await polling;
  histogram.disable();
  clearInterval(heartbeat);
  return {
    status: result.status,
    totalMs: round(totalMs, 0),
    maxEventLoopDelayMs: round(histogram.max / 1e6, 1),
    p99EventLoopDelayMs: round(histogram.percentile(99) / 1e6, 1),
    maxHeartbeatGapMs: round(maxGap, 1),
    ...(base ? { healthzMaxMs: round(healthMax, 1), healthzAnswers: healthCount, healthzErrors: healthErrors } : {}),
  };
};

/**
 * The reader's slices run back to back: the longest one in wall-clock and in CPU time. On a loaded
 * machine the wall-clock figure includes time the process was not scheduled; the CPU one does not.
 */
const sliceCosts = (text: string) => {
  const steps = extractSteps(text);
  let slices = 0;
  let maxWall = 0;
  let maxCpu = 0;
  for (;;) {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const next = steps.next();
    const used = process.cpuUsage(cpu);
    maxWall = Math.max(maxWall, performance.now() - wall);
    maxCpu = Math.max(maxCpu, (used.user + used.system) / 1000);
    slices++;
    if (next.done) break;
  }
  return { slices, maxSliceWallMs: round(maxWall, 1), maxSliceCpuMs: round(maxCpu, 1) };
};

const run = async () => {
  const database = wrapPglite(await createPglite());
  try {
    await migrateDatabase(database);
    const { db } = database;
    const server = await serveApp(db);
    const { base } = server;
    const postJson = (path: string, body: string, cookie = '') => fetch(`${base}${path}`, {
      method: 'POST', body, headers: { 'content-type': 'application/json', origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    });
    try {
      const signIn = async (email: string) => {
        const credentials = JSON.stringify({ email, password: 'Velvet-Runway-42' });
        await postJson('/api/auth/sign-up/email', JSON.stringify({ email, password: 'Velvet-Runway-42', name: 'Bench' }));
        await db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
        const res = await postJson('/api/auth/sign-in/email', credentials);
        const { user } = (await res.json()) as { user: { id: string } };
        return { cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), id: user.id };
      };
      /** One tool call through the door, its body serialised before the watch starts. */
      const call = async (name: string, input: unknown, cookie: string) => {
        const body = JSON.stringify(input);
        const watched = await watch(base, () => postFresh(`${base}/api/tools/${name}`, body, cookie));
        return { bodyMB: round(body.length / 1024 / 1024, 1), ...watched };
      };

      const exportFile = hostileExport(7_600, 50 * 1024 * 1024);
      const paste = hostilePaste(1024 * 1024);
      const slashes = slashHandles(HANDLES);
      const realHandles = Array.from({ length: HANDLES }, (_, i) => `shop_${i}`);

      const figures: Record<string, unknown> = {};
      figures.loadAverage1m = round(loadavg()[0]!, 1);
      figures.parseOnly = {
        export50MB: { ...await watch(null, async () => { await extractHandlesYielding(exportFile.text); return {}; }), ...sliceCosts(exportFile.text) },
        paste1MB: { ...await watch(null, async () => { await extractHandlesYielding(paste.text); return {}; }), ...sliceCosts(paste.text) },
      };

      const importer = await signIn('bench-import@example.com');
      figures.addExport50MB = await call('sources.add', { text: exportFile.text }, importer.cookie);
      const paster = await signIn('bench-paste@example.com');
      figures.addPaste1MB = await call('sources.add', { text: paste.text }, paster.cookie);
      figures.addDotsMention100k = await call('sources.add', { text: `@${'.'.repeat(100_000)}x` }, paster.cookie);

      const remover = await signIn('bench-remove@example.com');
      figures.removeSlashes100k = await call('sources.remove', { handles: slashes }, remover.cookie);
      figures.setActiveSlashes100k = await call('sources.setActive', { handles: slashes, active: false }, remover.cookie);
      // 100,000 sources that exist, seeded in one statement (sources.add's own import is timed above).
      await db.execute(sql`
        insert into style_sources (user_id, source_type, source_name, source_handle, is_active)
        select ${remover.id}, 'instagram', 'instagram', 'shop_' || g, true from generate_series(0, ${HANDLES - 1}) g`);
      figures.setActiveReal100k = await call('sources.setActive', { handles: realHandles, active: false }, remover.cookie);
      figures.removeReal100k = await call('sources.remove', { handles: realHandles }, remover.cookie);
      return figures;
    } finally {
      await server.close();
    }
  } finally {
    await database.close();
  }
};

export default { name: 'robustness', run } satisfies BenchModule;
