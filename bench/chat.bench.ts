/**
 * The stylist: time to first byte and to the full reply of POST /api/chat on atelier-local for a
 * tool-calling message over the demo catalogue (target p95 < 100 ms); the whole eval run's wall
 * time; a 7,500-account following export through sources.add (target < 1 s).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { boot } from '../server/boot.js';
import { silentLogger } from '../server/log.js';
import { signUpVerified } from '../server/test/users.js';
import type { TestApp } from '../server/test/app.js';
import { createLocalModel } from '../server/ai/local/model.js';
import { runEvals } from '../evals/runner.js';
import { findTool } from '../tools/registry.js';
import { runTool } from '../tools/run.js';
import { p50p95, type BenchModule } from './lib.js';

const followingExport = (n: number) => JSON.stringify({
  relationships_following: Array.from({ length: n }, (_, i) => ({
    title: `account_${i}`, string_list_data: [{ href: `https://www.instagram.com/_u/account_${i}`, timestamp: 1700000000 + i }],
  })),
});

const chatTimings = async (t: TestApp, cookie: string, text: string, iterations: number) => {
  const ttfb: number[] = [];
  const full: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    const res = await t.app.request('/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: t.config.PUBLIC_URL },
      body: JSON.stringify({ id: crypto.randomUUID(), messages: [{ id: crypto.randomUUID(), role: 'user', parts: [{ type: 'text', text }] }] }),
    });
    const reader = res.body!.getReader();
    let first = true;
    for (;;) {
      const { done } = await reader.read();
      if (first) { ttfb.push(performance.now() - started); first = false; }
      if (done) break;
    }
    full.push(performance.now() - started);
  }
  return ttfb.map((_, i) => ({ ttfb: ttfb[i]!, full: full[i]! }));
};

export default {
  name: 'chat',
  async run() {
    const dataDir = mkdtempSync(join(tmpdir(), 'atelier-bench-chat-'));
    const booted = await boot({ env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMITS: 'false', NODE_ENV: 'test', OPENAI_API_KEY: '' }, seed: true });
    try {
      const t = { app: booted.app, database: booted.database, config: booted.config, auth: booted.auth, close: async () => undefined } as TestApp;
      const user = await signUpVerified(t);
      const message = 'black bags under $100';
      await chatTimings(t, user.cookie, message, 10);
      const runs = await chatTimings(t, user.cookie, message, 100);

      const add = findTool('sources.add')!;
      const exportText = followingExport(7500);
      const importMs: number[] = [];
      for (let i = 0; i < 5; i++) {
        const u = await signUpVerified(t);
        const started = performance.now();
        const result = await runTool(add, { text: exportText }, { db: booted.database.db, userId: u.id, now: () => new Date(), log: silentLogger });
        importMs.push(performance.now() - started);
        if (!result.ok) throw result.error;
      }

      const evalStarted = performance.now();
      const results = await runEvals({ model: createLocalModel(), repeat: 1 });
      const evalMs = performance.now() - evalStarted;

      return {
        chatMessage: message,
        chatTtfbMs: p50p95(runs.map((r) => r.ttfb)),
        chatFullReplyMs: p50p95(runs.map((r) => r.full)),
        chatRuns: runs.length,
        import7500Ms: { ...p50p95(importMs), runs: importMs.length, exportBytes: exportText.length },
        evalRun: { cases: results.length, wallMs: Math.round(evalMs) },
      };
    } finally {
      await booted.database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
} satisfies BenchModule;
