/**
 * `npm run bench -- widget`: the embeddable stylist beside the published bundles of
 * @typebot.io/js and flowise-embed, in the same run and the same Chromium. Figures: loader and
 * iframe first-load bytes (gzip -9), time until the launcher is on screen (after navigation start,
 * and after the script arrived), and for ours the time to the first answer. Targets: loader
 * ≤ 3 KB, iframe ≤ 80 KB (≤ 0.41× Typebot's 196 KB), launcher < 100 ms after the script runs.
 * Prints, never asserts.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { percentile, round, type BenchModule } from './lib.js';
import { startServerProcess } from '../server/process/server-process.js';
import { buildWidget, WIDGET_DIST } from '../widget/build.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const RUNS = Number(process.env.WIDGET_BENCH_RUNS ?? 15);
const ANSWER_RUNS = Number(process.env.WIDGET_BENCH_ANSWER_RUNS ?? 8);
const gz = (bytes: Uint8Array | string) => gzipSync(bytes, { level: 9 }).length;
// The compared widgets are the benchmarks' own packages (bench/package.json), installed by `npm run bench`.
const benchModules = join(root, 'bench/node_modules');
const TYPEBOT = join(benchModules, '@typebot.io/js/dist/web.js');
const FLOWISE = join(benchModules, 'flowise-embed/dist/web.js');
const version = (pkg: string) => (JSON.parse(readFileSync(join(benchModules, pkg, 'package.json'), 'utf8')) as { version: string }).version;

const startAtelier = () => startServerProcess({ stdio: 'ignore', env: { RATE_LIMITS: 'false', SEED_DEMO_ROOMS: 'false' } });

const PRODUCT_JSONLD = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name: 'Linen Wrap Dress', brand: { '@type': 'Brand', name: 'Maison Lune' }, category: 'Dresses', offers: { '@type': 'Offer', price: '129.00', priceCurrency: 'USD' } });

/** A shop on its own origin with each widget as its docs say to add it. */
const startShop = async (atelier: string): Promise<Server> => {
  const page = (head: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title><script type="application/ld+json">${PRODUCT_JSONLD}</script>${head}</head><body><h1>Linen Wrap Dress</h1>${body}</body></html>`;
  const routes: Record<string, { type: string; body: string | Buffer }> = {
    '/atelier': { type: 'text/html', body: page('', `<script>window.Atelier=window.Atelier||function(){(Atelier.q=Atelier.q||[]).push(arguments)};</script><script src="${atelier}/widget.js" data-partner="pk_demo_atelier" async></script>`) },
    '/typebot': { type: 'text/html', body: page('', `<script type="module">import Typebot from '/typebot.js'; Typebot.initBubble({ typebot: 'bench', apiHost: 'http://127.0.0.1:9' });</script>`) },
    '/flowise': { type: 'text/html', body: page('', `<script type="module">import Chatbot from '/flowise.js'; Chatbot.init({ chatflowid: 'bench', apiHost: 'http://127.0.0.1:9' });</script>`) },
    '/typebot.js': { type: 'text/javascript', body: readFileSync(TYPEBOT) },
    '/flowise.js': { type: 'text/javascript', body: readFileSync(FLOWISE) },
  };
  const server = createServer((req, res) => {
    const route = routes[new URL(req.url ?? '/', 'http://x').pathname];
    if (!route) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': `${route.type}; charset=utf-8` }).end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return server;
};

/** Runs in every page from the first byte: notes when a launcher button is first laid out. */
const WATCH_LAUNCHER = `(() => {
  if (window.top !== window) return;
  const find = () => ['atelier-widget', 'typebot-bubble', 'flowise-chatbot'].map((tag) => document.querySelector(tag)?.shadowRoot?.querySelector('button')).find(Boolean);
  const tick = () => {
    const b = find();
    if (b && b.getBoundingClientRect().width > 0) { window.__launcherAt = performance.now(); return; }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

interface LauncherRun { afterNavigation: number; afterScript: number; atelierMarks: number | null }

const launcherTimes = async (browser: Browser, url: string, script: string): Promise<LauncherRun[] | { error: string }> => {
  const runs: LauncherRun[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.addInitScript(WATCH_LAUNCHER);
      await page.goto(url);
      const at = await page.waitForFunction(() => (window as unknown as { __launcherAt?: number }).__launcherAt, undefined, { timeout: 10_000 }).then((h) => h.jsonValue() as Promise<number>).catch(() => null);
      if (at === null) return { error: 'no launcher within 10 s' };
      const arrived = await page.evaluate((name) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => e.name.endsWith(name))?.responseEnd ?? null, script);
      const marks = await page.evaluate(() => {
        const start = performance.getEntriesByName('atelier:script')[0]?.startTime;
        const drawn = performance.getEntriesByName('atelier:launcher')[0]?.startTime;
        return start !== undefined && drawn !== undefined ? drawn - start : null;
      });
      if (i > 0) runs.push({ afterNavigation: at, afterScript: arrived === null ? Number.NaN : at - arrived, atelierMarks: marks }); // the first run warms the server and caches
    } finally {
      await context.close();
    }
  }
  return runs;
};

const summary = (values: number[]) => ({ p50: round(percentile(values, 50), 1), p95: round(percentile(values, 95), 1) });

const firstAnswer = async (browser: Browser, url: string) => {
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < ANSWER_RUNS; i++) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(url);
      await page.locator('atelier-widget button').waitFor();
      const chat = page.frameLocator('atelier-widget iframe');
      // Cold: the iframe is created by opening the chat for this question (the facade's real cost), session made on the way.
      // The shopper types it in the iframe: the page cannot speak for the shopper.
      const input = chat.getByLabel('Message the stylist');
      let t0 = performance.now();
      await page.locator('atelier-widget button').click();
      await input.fill('what goes with this?');
      await input.press('Enter');
      await chat.locator('.msg.assistant .text').first().waitFor({ timeout: 20_000 });
      cold.push(performance.now() - t0);
      // The chat takes one message at a time: let the first reply finish before asking the next.
      await chat.locator('.typing').waitFor({ state: 'hidden', timeout: 20_000 });
      t0 = performance.now();
      await input.fill('black bags under $100');
      await input.press('Enter');
      await chat.locator('.msg.assistant .text').nth(1).waitFor({ timeout: 20_000 });
      warm.push(performance.now() - t0);
    } finally {
      await context.close();
    }
  }
  return { coldIframeMs: summary(cold.slice(1)), openIframeMs: summary(warm.slice(1)), runs: cold.length - 1 };
};

const bench: BenchModule = {
  name: 'widget',
  async run() {
    const manifest = await buildWidget(root);
    const dist = WIDGET_DIST(root);
    const file = (name: string) => readFileSync(join(dist, name));
    const loaderGzip = gz(file(manifest.loader));
    const atelier = await startAtelier();
    const shop = await startShop(atelier.url);
    const shopUrl = `http://localhost:${(shop.address() as AddressInfo).port}`;
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
    try {
      const embedHtml = await (await fetch(`${atelier.url}/embed?partner=pk_demo_atelier`)).text();
      // What the iframe loads before it can chat: the page (sent as is) and its JS and CSS (sent compressed).
      const iframeBytes = Buffer.byteLength(embedHtml) + gz(file(manifest.embedJs)) + (manifest.embedCss ? gz(file(manifest.embedCss)) : 0);
      const typebotGzip = gz(readFileSync(TYPEBOT));
      const flowiseGzip = gz(readFileSync(FLOWISE));

      const ours = await launcherTimes(browser, `${shopUrl}/atelier`, '/widget.js');
      const typebot = await launcherTimes(browser, `${shopUrl}/typebot`, '/typebot.js');
      const flowise = await launcherTimes(browser, `${shopUrl}/flowise`, '/flowise.js');
      const launcher = (r: LauncherRun[] | { error: string }) => ('error' in r ? r : {
        afterNavigationMs: summary(r.map((x) => x.afterNavigation)),
        afterScriptArrivedMs: summary(r.map((x) => x.afterScript).filter((x) => Number.isFinite(x))),
      });
      const oursAfterScript = 'error' in ours ? null : summary(ours.map((x) => x.atelierMarks ?? Number.NaN).filter((x) => Number.isFinite(x)));
      const ratio = (a: unknown, b: unknown) => (typeof a === 'number' && typeof b === 'number' && b > 0 ? round(a / b, 3) : null);
      const p50 = (r: ReturnType<typeof launcher>) => ('afterScriptArrivedMs' in r ? r.afterScriptArrivedMs.p50 : null);

      return {
        versions: { typebot: version('@typebot.io/js'), flowise: version('flowise-embed') },
        bytesGzip: {
          loader: loaderGzip,
          loaderEsm: gz(file(manifest.loaderEsm)),
          iframeFirstLoad: iframeBytes,
          iframeParts: { html: Buffer.byteLength(embedHtml), js: gz(file(manifest.embedJs)), css: manifest.embedCss ? gz(file(manifest.embedCss)) : 0 },
          typebotWebJs: typebotGzip,
          flowiseWebJs: flowiseGzip,
        },
        ratios: {
          loaderVsTypebot: ratio(loaderGzip, typebotGzip),
          loaderVsFlowise: ratio(loaderGzip, flowiseGzip),
          iframeVsTypebot: ratio(iframeBytes, typebotGzip),
          iframeVsFlowise: ratio(iframeBytes, flowiseGzip),
          loaderPlusIframeVsTypebot: ratio(loaderGzip + iframeBytes, typebotGzip),
          launcherAfterScriptVsTypebot: ratio(p50(launcher(ours)), p50(launcher(typebot))),
          launcherAfterScriptVsFlowise: ratio(p50(launcher(ours)), p50(launcher(flowise))),
        },
        launcher: {
          runs: RUNS - 1,
          atelier: { ...launcher(ours), scriptRunToLauncherMs: oursAfterScript, note: 'includes the origin check (GET /api/widget/config) before drawing' },
          typebot: launcher(typebot),
          flowise: launcher(flowise),
        },
        firstAnswer: {
          atelier: await firstAnswer(browser, `${shopUrl}/atelier`),
          typebot: 'n/a: needs a Typebot server', flowise: 'n/a: needs a Flowise server',
        },
      };
    } finally {
      await browser.close();
      await new Promise<void>((resolve) => shop.close(() => resolve()));
      await atelier.stop();
    }
  },
};

export default bench;
