/**
 * `npm run bench -- chat`: the stylist on atelier-local through POST /api/chat (the app in this
 * process, `app.request`, the same stylist entry point every door calls), over the demo catalogue.
 *
 * - A fixed mix of turns, each round once in a seeded shuffled order so every type sees the same
 *   machine: a search, a follow-up that refines it, a trip (planned, then approved), an outfit from
 *   the wardrobe, small talk, and a change asked about and approved. Each request is timed to the
 *   end of its streamed reply; a change's two requests (to the question, then from Approve to the
 *   reply) also as their sum. Per type: p50/p95, and side by side from the same run, p95 ÷ the
 *   100 ms target and p95 ÷ small talk's (the route with no tool: what the turn's own work adds).
 * - The same turns through runStylistTurn in this process: each whole turn and the time inside the
 *   model (understanding, planning, writing the reply), so the rest is the tools' and the SDK's.
 * - Start-up: the intent classifier's training and the model's creation, each in a fresh process
 *   (bench/chat-startup.ts), five times (target: training < 1 s).
 * - As before: first byte and full reply of one search, 100 runs; a 7,500-account following export
 *   through sources.add (target < 1 s); the whole eval run's wall time.
 * Targets: every turn's full reply p95 < 100 ms, the outfit turn's too. Prints, never asserts.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { boot } from '../server/boot.js';
import { silentLogger } from '../server/log.js';
import { createRandom } from '../server/demo/prng.js';
import { signUpVerified, type TestUser } from '../server/test/users.js';
import type { TestApp } from '../server/test/app.js';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { ModelMessage } from 'ai';
import { createLocalModel } from '../server/ai/local/model.js';
import { runStylistTurn } from '../server/ai/stylist.js';
import type { ToolContext } from '../tools/types.js';
import { runEvals } from '../evals/runner.js';
import { evalClock } from '../evals/fixtures.js';
import { findTool } from '../tools/registry.js';
import { runTool } from '../tools/run.js';
import { p50p95, percentile, round, type BenchModule } from './lib.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = Number(process.env.CHAT_BENCH_ROUNDS ?? 60);
const WARMUP_ROUNDS = 5;
const TARGET_MS = 100;

const followingExport = (n: number) => JSON.stringify({
  relationships_following: Array.from({ length: n }, (_, i) => ({
    title: `account_${i}`, string_list_data: [{ href: `https://www.instagram.com/_u/account_${i}`, timestamp: 1700000000 + i }],
  })),
});

interface StoredPart { type: string; state?: string; approval?: { id: string; approved?: boolean } }
interface StoredMessage { id: string; role: string; parts: StoredPart[] }

/** One shopper's requests to /api/chat, each read to the end of its stream. */
const client = (t: TestApp, user: TestUser) => {
  const headers = { 'content-type': 'application/json', cookie: user.cookie, origin: t.config.PUBLIC_URL };
  const streamed = async (body: unknown) => {
    const started = performance.now();
    let ttfb = 0;
    const res = await t.app.request('/api/chat', { method: 'POST', headers, body: JSON.stringify(body) });
    if (res.status !== 200) throw new Error(`/api/chat answered ${res.status}: ${await res.text()}`);
    const reader = res.body!.getReader();
    let text = '';
    const decoder = new TextDecoder();
    for (let first = true; ; first = false) {
      const { done, value } = await reader.read();
      if (first) ttfb = performance.now() - started;
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    return { ms: performance.now() - started, ttfb, text };
  };
  const say = (conversation: string, text: string) =>
    streamed({ id: conversation, messages: [{ id: crypto.randomUUID(), role: 'user', parts: [{ type: 'text', text }] }] });
  /** Approve, as the chat page sends it: its copy of the newest reply with the waiting change answered. */
  const approve = async (conversation: string) => {
    const stored = (await (await t.app.request(`/api/chat/${conversation}`, { headers })).json()) as { messages: StoredMessage[] };
    const last = stored.messages.at(-1)!;
    const waiting = last.parts.filter((p) => p.state === 'approval-requested');
    if (!waiting.length) throw new Error('the stylist asked about no change');
    const answered = { ...last, parts: last.parts.map((p) => (p.state === 'approval-requested' ? { ...p, state: 'approval-responded', approval: { id: p.approval!.id, approved: true } } : p)) };
    return streamed({ id: conversation, messages: [answered] });
  };
  return { say, approve };
};

type Client = ReturnType<typeof client>;
type Sample = Record<string, number>;

/** The turn types: each returns the times of its timed requests (a change: ask, approved, and their sum). */
const TURNS: Record<string, (c: Client, round: number) => Promise<Sample>> = {
  search: async (c) => ({ full: (await c.say(crypto.randomUUID(), 'black bags under $100')).ms }),
  followUp: async (c) => {
    const id = crypto.randomUUID();
    await c.say(id, 'red dresses');
    return { full: (await c.say(id, 'what about in navy?')).ms };
  },
  trip: async (c) => {
    const id = crypto.randomUUID();
    const ask = (await c.say(id, 'plan a trip to Lisbon from May 3 to 7 for city walks')).ms;
    const approved = (await c.approve(id)).ms;
    return { ask, approved, full: ask + approved };
  },
  outfit: async (c) => ({ full: (await c.say(crypto.randomUUID(), 'what goes with my white sneakers?')).ms }),
  smallTalk: async (c) => ({ full: (await c.say(crypto.randomUUID(), 'hello!')).ms }),
  changeApproved: async (c, round) => {
    const id = crypto.randomUUID();
    const ask = (await c.say(id, `add @bench_source_${round} as a source`)).ms;
    const approved = (await c.approve(id)).ms;
    return { ask, approved, full: ask + approved };
  },
};

/** atelier-local with a stopwatch: the time spent inside its own calls (understanding, planning, writing). */
const timedLocalModel = () => {
  const base = createLocalModel();
  const clock = { ms: 0 };
  const timed = async <T>(work: () => PromiseLike<T>) => {
    const started = performance.now();
    try { return await work(); } finally { clock.ms += performance.now() - started; }
  };
  const model: LanguageModelV3 = { ...base, doGenerate: (o) => timed(() => base.doGenerate(o)), doStream: (o) => timed(() => base.doStream(o)) };
  return { model, clock };
};

/**
 * The same turns through runStylistTurn in this process (no HTTP, no stored history; a change is
 * approved within the call): the whole turn and the part inside the model, so the rest is the tools.
 */
const ENTRY_TURNS: Record<string, { before?: string; text: string }> = {
  search: { text: 'black bags under $100' },
  followUp: { before: 'red dresses', text: 'what about in navy?' },
  trip: { text: 'plan a trip to Lisbon from May 3 to 7 for city walks' },
  outfit: { text: 'what goes with my white sneakers?' },
  smallTalk: { text: 'hello!' },
  changeApproved: { text: 'add @entry_source_N as a source' },
};

const entryPointTimes = async (ctx: ToolContext, rounds: number) => {
  const random = createRandom(2727);
  const names = Object.keys(ENTRY_TURNS);
  const turnMs = new Map<string, number[]>(names.map((n) => [n, []]));
  const modelMs = new Map<string, number[]>(names.map((n) => [n, []]));
  for (let r = 0; r < WARMUP_ROUNDS + rounds; r++) {
    for (const name of random.sample(names, names.length)) {
      const { before, text } = ENTRY_TURNS[name]!;
      const messages: ModelMessage[] = [];
      if (before) {
        messages.push({ role: 'user', content: before });
        messages.push(...(await runStylistTurn({ model: createLocalModel(), ctx, messages })).responseMessages);
      }
      messages.push({ role: 'user', content: text.replace('_N', `_${r}`) });
      const { model, clock } = timedLocalModel();
      const started = performance.now();
      const turn = await runStylistTurn({ model, ctx, messages, approval: 'approve' });
      const ms = performance.now() - started;
      if (!turn.reply) throw new Error(`no reply to "${text}"`);
      if (r >= WARMUP_ROUNDS) {
        turnMs.get(name)!.push(ms);
        modelMs.get(name)!.push(clock.ms);
      }
    }
  }
  return Object.fromEntries(names.map((name) => {
    const whole = turnMs.get(name)!;
    const inModel = modelMs.get(name)!;
    return [name, {
      turnMs: p50p95(whole), inModelMs: p50p95(inModel),
      modelShareOfTurn: round(inModel.reduce((a, b) => a + b, 0) / whole.reduce((a, b) => a + b, 0)),
    }];
  }));
};

/** The intent classifier's training and the model's creation, in fresh processes (none of this one's caches). */
const startup = (runs: number) => {
  type Run = { librariesMs: number; trainerLoadMs: number; trainMs: number; brainMs: number | null; modelModuleLoadMs: number; createMs: number; firstReplyMs: number; trainer: string };
  const samples: Run[] = [];
  for (let i = 0; i < runs; i++) {
    const out = spawnSync(process.execPath, ['--import', 'tsx', 'bench/chat-startup.ts'], { cwd: root, encoding: 'utf8' });
    if (out.status !== 0) throw new Error(`chat-startup failed: ${out.stderr}`);
    samples.push(JSON.parse(out.stdout.trim().split('\n').at(-1)!) as (typeof samples)[number]);
  }
  const med = (k: 'librariesMs' | 'trainerLoadMs' | 'trainMs' | 'modelModuleLoadMs' | 'createMs' | 'firstReplyMs') => ({ p50: round(percentile(samples.map((s) => s[k]), 50)), max: round(Math.max(...samples.map((s) => s[k]))) });
  return {
    trainer: samples[0]!.trainer, runs,
    classifierTrainingMs: med('trainMs'), nlpLibrariesLoadMs: med('librariesMs'), trainerModuleLoadMs: med('trainerLoadMs'),
    ...(samples[0]!.brainMs !== null && { brainCreationMs: { p50: round(percentile(samples.map((s) => s.brainMs!), 50)), max: round(Math.max(...samples.map((s) => s.brainMs!))) } }),
    modelModuleLoadMs: med('modelModuleLoadMs'),
    modelCreationMs: med('createMs'), firstReplyMs: med('firstReplyMs'),
    trainingTargetMs: 1000,
  };
};

export default {
  name: 'chat',
  async run() {
    const dataDir = mkdtempSync(join(tmpdir(), 'atelier-bench-chat-'));
    const booted = await boot({ env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMITS: 'false', NODE_ENV: 'test', OPENAI_API_KEY: '' }, seed: true });
    try {
      const t = { app: booted.app, database: booted.database, config: booted.config, auth: booted.auth, close: async () => undefined } as TestApp;
      const user = await signUpVerified(t);
      const ctx = { db: booted.database.db, userId: user.id, now: () => new Date(), log: silentLogger };
      for (const piece of [
        { item_name: 'White Leather Sneakers', category: 'Shoes', color: 'white' },
        { item_name: 'Blue Straight Jeans', category: 'Bottoms', color: 'blue' },
        { item_name: 'White Oxford Shirt', category: 'Tops', color: 'white' },
        { item_name: 'Black Wool Blazer', category: 'Outerwear', color: 'black' },
        { item_name: 'Tan Crossbody Bag', category: 'Bags', color: 'brown' },
      ]) {
        const added = await runTool(findTool('wardrobe.add')!, piece, ctx);
        if (!added.ok) throw added.error;
      }
      const c = client(t, user);

      // The mix: every type once a round, in a seeded shuffled order.
      const random = createRandom(27);
      const names = Object.keys(TURNS);
      const samples = new Map<string, Sample[]>(names.map((n) => [n, []]));
      for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
        for (const name of random.sample(names, names.length)) {
          const sample = await TURNS[name]!(c, round);
          if (round >= WARMUP_ROUNDS) samples.get(name)!.push(sample);
        }
      }
      const smallTalkP95 = percentile(samples.get('smallTalk')!.map((s) => s.full!), 95);
      const turns = Object.fromEntries(names.map((name) => {
        const own = samples.get(name)!;
        const full = own.map((s) => s.full!);
        const p95 = percentile(full, 95);
        return [name, {
          fullReplyMs: p50p95(full),
          ...(own[0]!.ask !== undefined && { askMs: p50p95(own.map((s) => s.ask!)), approvedMs: p50p95(own.map((s) => s.approved!)) }),
          p95OverTarget: round(p95 / TARGET_MS), p95OverSmallTalk: round(p95 / smallTalkP95), runs: own.length,
        }];
      }));
      // Every request of the mix, each to its full reply (a change's two requests count apart).
      const everyRequest = [...samples.values()].flat().flatMap((s) => (s.ask !== undefined ? [s.ask, s.approved!] : [s.full!]));

      const entryPoint = await entryPointTimes(ctx, ROUNDS);

      // One search, first byte and full reply, as the README's row has always measured it.
      const single: { ttfb: number; full: number }[] = [];
      for (let i = 0; i < 110; i++) {
        const r = await c.say(crypto.randomUUID(), 'black bags under $100');
        if (i >= 10) single.push({ ttfb: r.ttfb, full: r.ms });
      }

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
      const results = await runEvals({ model: createLocalModel({ now: evalClock }), repeat: 1 });
      const evalMs = performance.now() - evalStarted;

      return {
        turnMix: { rounds: ROUNDS, targetMs: TARGET_MS, everyRequestMs: p50p95(everyRequest), requests: everyRequest.length, turns },
        entryPoint,
        startup: startup(5),
        chatMessage: 'black bags under $100',
        chatTtfbMs: p50p95(single.map((r) => r.ttfb)),
        chatFullReplyMs: p50p95(single.map((r) => r.full)),
        chatRuns: single.length,
        import7500Ms: { ...p50p95(importMs), runs: importMs.length, exportBytes: exportText.length },
        evalRun: { cases: results.length, wallMs: Math.round(evalMs) },
      };
    } finally {
      await booted.database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
} satisfies BenchModule;
