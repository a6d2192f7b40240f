/**
 * Largest contentful paint of every route, signed in as the demo shopper, each page load in a fresh
 * browser context (nothing cached), in the machine's Chromium through playwright-core. With a
 * baseline checkout (WEB_BENCH_BASELINE=<folder holding another build>) both servers run at once
 * and every route is loaded from each in turn, so the two sets of figures share the machine's load.
 */
import { loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { startServerProcess, type ServerProcess } from '../server/process/server-process.js';
import { p50p95, round } from './lib.js';

const LCP_ROUTES = ['/', '/home', '/inspiration', '/style', '/wardrobe', '/dressing-room', '/trip-planner', '/chat', '/account'] as const;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const DEMO = { email: 'demo@atelier.local', password: 'Atelier-Demo-2026' };

interface Target { label: string; server: ServerProcess; cookie: { name: string; value: string } }

interface Sample { lcp: number; element: string; waterfall: string[] }

const signIn = async (url: string) => {
  const res = await fetch(`${url}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify(DEMO) });
  if (!res.ok) throw new Error(`demo sign-in failed: ${res.status} ${await res.text()}`);
  const [pair] = res.headers.getSetCookie().map((c) => c.split(';')[0]!).filter((c) => c.includes('session_token'));
  if (!pair) throw new Error('demo sign-in set no session cookie');
  const cookie = pair.split('=');
  // Onboarding would cover every room; it is done once, on the account.
  await fetch(`${url}/api/tools/onboarding.complete`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url, cookie: pair }, body: '{}' });
  return { name: cookie[0]!, value: cookie.slice(1).join('=') };
};

/** One load of `path` in a fresh context: the last LCP candidate once the network is quiet. */
const loadOnce = async (browser: Browser, target: Target, path: string, signedIn: boolean): Promise<Sample> => {
  const { hostname } = new URL(target.server.url);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (signedIn) await context.addCookies([{ ...target.cookie, domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' }]);
    await context.addInitScript(() => {
      const w = window as unknown as { __lcp: { t: number; el: string } };
      w.__lcp = { t: 0, el: '' };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { element?: Element | null; url?: string })[]) {
          const el = e.element;
          w.__lcp = { t: e.startTime, el: el ? `${el.tagName.toLowerCase()}${e.url ? ` ${new URL(e.url).pathname}` : ` "${(el.textContent ?? '').trim().slice(0, 40)}"`}` : '' };
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(`${target.server.url}${path}`, { waitUntil: 'networkidle' });
    if (signedIn && new URL(page.url()).pathname !== path) throw new Error(`${target.label} ${path} ended on ${page.url()}`);
    // On a busy machine the network can go quiet while the page's code still runs: wait for the page's
    // heading and for its loading blocks to go, then for the requests they start.
    await page.waitForSelector('main h1', { timeout: 30_000 });
    await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, { timeout: 15_000 }).catch(() => undefined);
    await page.waitForLoadState('networkidle');
    // The candidates are reported a frame after they paint.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
    return await page.evaluate(() => {
      const w = window as unknown as { __lcp: { t: number; el: string } };
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const waterfall = entries
        .filter((e) => /\/assets\/|\/api\/|\/media\/|\/files\//.test(e.name))
        .map((e) => `${Math.round(e.startTime)}–${Math.round(e.responseEnd)} ${new URL(e.name).pathname.replace(/^\/assets\//, '')}`);
      return { lcp: w.__lcp.t, element: w.__lcp.el, waterfall };
    });
  } finally {
    await context.close();
  }
};

const start = async (label: string, root?: string): Promise<Target> => {
  const server = await startServerProcess({ ...(root ? { root } : {}), stdio: ['ignore', 'ignore', 'inherit'], timeoutMs: 300_000, env: { RATE_LIMITS: 'false', LOG_LEVEL: 'warn' } });
  return { label, server, cookie: await signIn(server.url) };
};

export const measureLcp = async (runs = Number(process.env.WEB_LCP_RUNS ?? 7)) => {
  const { chromium } = await import('playwright-core');
  const baseline = process.env.WEB_BENCH_BASELINE;
  const targets = await Promise.all([start('this build'), ...(baseline ? [start('baseline', baseline)] : [])]);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const loadBefore = loadavg()[0]!;
  const samples = new Map<string, Sample[]>();
  try {
    // One warm-up load each, so the first figure is not the server's cold start.
    for (const target of targets) await loadOnce(browser, target, '/home', true);
    for (let run = 0; run < runs; run++) {
      for (const path of LCP_ROUTES) {
        // Alternating which build goes first keeps either from always meeting the other's leftovers.
        const order = run % 2 ? [...targets].reverse() : targets;
        for (const target of order) {
          const key = `${target.label} ${path}`;
          samples.set(key, [...(samples.get(key) ?? []), await loadOnce(browser, target, path, true)]);
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(targets.map((t) => t.server.stop()));
  }
  const routes: Record<string, Record<string, { p50: number; p95: number; element: string }>> = {};
  for (const [key, list] of samples) {
    const [label, path] = [key.slice(0, key.lastIndexOf(' ')), key.slice(key.lastIndexOf(' ') + 1)];
    const figures = p50p95(list.map((s) => s.lcp));
    (routes[path] ??= {})[label] = { p50: round(figures.p50, 0), p95: round(figures.p95, 0), element: list.at(-1)!.element };
  }
  const homeWaterfall = samples.get('this build /home')?.at(-1)?.waterfall ?? [];
  const load = { before: round(loadBefore), after: round(loadavg()[0]!) };
  console.log(`\n  LCP in ms, signed in, fresh context, ${runs} runs each (1-min load ${load.before} → ${load.after}, ${(await import('node:os')).cpus().length} cores)`);
  console.log(`  ${'route'.padEnd(15)}${targets.map((t) => `${t.label} p50 / p95`.padEnd(26)).join('')}LCP element (this build)`);
  for (const path of LCP_ROUTES) {
    const row = routes[path]!;
    console.log(`  ${path.padEnd(15)}${targets.map((t) => `${row[t.label]!.p50} / ${row[t.label]!.p95}`.padEnd(26)).join('')}${row['this build']!.element}`);
  }
  console.log(`  /home, last load (ms from navigation start): ${homeWaterfall.join(', ')}`);
  return { runs, loadAverage1m: load, routes, homeWaterfall };
};
