/**
 * Web figures: gzip size of the JS the landing page loads first (target ≤ 150 KB) and of the largest
 * route chunk; Lighthouse performance and accessibility of / and /auth (targets ≥ 95 and 100), in
 * the machine's Chromium against the built app served by our server; and every route's largest
 * contentful paint signed in (bench/lcp.ts; target < 1 s). Prints, never asserts.
 * WEB_BENCH_BASELINE=<another checkout, built> measures its LCP side by side; WEB_BENCH_LCP_ONLY=1
 * skips the rest.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BenchModule } from './lib.js';
import { round } from './lib.js';
import { startServerProcess } from '../server/process/server-process.js';
import { measureLcp } from './lcp.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const kb = (bytes: number) => round(bytes / 1024, 1);
const gzipBytes = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;


const startServer = () => startServerProcess({ stdio: 'ignore', env: { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-123' } });

/** JS files the browser fetches to show `/`, with their gzip sizes. */
const firstLoadJs = async (url: string) => {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
    });
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    const files = [...scripts].filter((p) => p.startsWith('/assets/'));
    const sizes = files.map((p) => ({ file: p.replace('/assets/', ''), gzipKB: kb(gzipBytes(join(root, 'dist/web', p))) }));
    return { files: sizes, totalGzipKB: round(sizes.reduce((s, f) => s + f.gzipKB, 0), 1) };
  } finally {
    await browser.close();
  }
};

const largestChunk = () => {
  const dir = join(root, 'dist/web/assets');
  const chunks = readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => ({ file: f, gzipKB: kb(gzipBytes(join(dir, f))) }));
  chunks.sort((a, b) => b.gzipKB - a.gzipKB);
  return { largest: chunks[0], largestRouteChunk: chunks.find((c) => !c.file.startsWith('index-')), chunkCount: chunks.length };
};

const lighthouseScores = async (urls: string[]) => {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const out: Record<string, { performance: number | null; accessibility: number | null; lcpMs: number | null; tbtMs: number | null }> = {};
  try {
    for (const target of urls) {
      const result = await lighthouse(target, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      const lhr = result?.lhr;
      if (lhr?.runtimeError) console.log(`  lighthouse ${target}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      for (const [id, audit] of Object.entries(lhr?.audits ?? {})) {
        if (audit.errorMessage && ['largest-contentful-paint', 'first-contentful-paint', 'speed-index'].includes(id)) console.log(`  ${target} ${id}: ${audit.errorMessage}`);
      }
      const score = (k: string) => (lhr?.categories[k]?.score == null ? null : Math.round(lhr.categories[k]!.score! * 100));
      const numeric = (k: string) => (lhr?.audits[k]?.numericValue == null ? null : Math.round(lhr.audits[k]!.numericValue!));
      out[new URL(target).pathname] = { performance: score('performance'), accessibility: score('accessibility'), lcpMs: numeric('largest-contentful-paint'), tbtMs: numeric('total-blocking-time') };
      const failing = Object.values(lhr?.audits ?? {}).filter((a) => a.score === 0 && lhr?.categories.accessibility?.auditRefs.some((r) => r.id === a.id));
      if (failing.length) console.log(`  a11y issues on ${target}: ${failing.map((a) => a.id).join(', ')}`);
    }
  } finally {
    chrome.kill();
  }
  return out;
};

export default {
  name: 'web',
  async run() {
    const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
    const lcp = await measureLcp();
    if (process.env.WEB_BENCH_LCP_ONLY === '1') return { lcp, lcpTargetMs: 1000 };
    const server = await startServer();
    try {
      const landing = await firstLoadJs(server.url);
      const chunks = largestChunk();
      const lighthouse = await lighthouseScores([`${server.url}/`, `${server.url}/auth`]);
      return {
        landingFirstLoadJsGzipKB: landing.totalGzipKB,
        landingFirstLoadTargetKB: 150,
        landingFiles: landing.files,
        largestChunk: chunks.largest,
        largestRouteChunk: chunks.largestRouteChunk,
        chunkCount: chunks.chunkCount,
        lighthouse,
        lighthouseTargets: { performance: 95, accessibility: 100 },
        lcp,
        lcpTargetMs: 1000,
      };
    } finally {
      await server.stop();
    }
  },
} satisfies BenchModule;
