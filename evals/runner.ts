/**
 * Runs eval cases against a model and scores them: tool selection, arguments, reply checks and
 * the end state of the user's rows (τ-bench: the final database must equal the expected one).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LanguageModel, ModelMessage } from 'ai';
import { createPglite, wrapPglite } from '../server/db/client.js';
import { migrateDatabase } from '../server/db/migrate.js';
import { silentLogger } from '../server/log.js';
import { runStylistTurn } from '../server/ai/stylist.js';
import { toolCatalogue } from '../tools/registry.js';
import type { Database } from '../tools/types.js';
import { CATEGORIES, caseSchema, matchArgs, type Category, type EvalCase, type State } from './case.js';
import { createEvalUser, normaliseState, readState, seedEvalWorld } from './fixtures.js';

export const CASES_DIR = fileURLToPath(new URL('./cases', import.meta.url));

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : []));

export const loadCases = (dir = CASES_DIR): EvalCase[] =>
  walk(dir).sort().map((file) => {
    const id = relative(dir, file).replace(/\.json$/, '');
    const category = id.split('/')[0] as Category;
    if (!CATEGORIES.includes(category)) throw new Error(`${file}: the folder must be one of ${CATEGORIES.join(', ')}`);
    const parsed = caseSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
    return { ...parsed.data, id, category };
  });

export interface TurnOutcome {
  user: string;
  reply: string;
  calls: { name: string; input: unknown; ok: boolean }[];
  toolsRight: boolean;
  argsRight: number;
  argsTotal: number;
  replyRight: boolean;
  problems: string[];
}

export interface TrialOutcome {
  pass: boolean;
  toolsRight: boolean;
  argsRight: number;
  argsTotal: number;
  endStateRight: boolean;
  turns: TurnOutcome[];
  problems: string[];
  ms: number;
}

export interface CaseResult {
  id: string;
  category: Category;
  description: string;
  trials: TrialOutcome[];
}

const registered = new Set(toolCatalogue.map((t) => t.name));

/** The failed trial recorded for a case that names tools the registry does not have. */
const unrunnable = (c: EvalCase, missing: string[]): TrialOutcome => {
  const argsTotal = c.turns.reduce((n, t) => n + t.calls.length, 0);
  return {
    pass: false, toolsRight: false, argsRight: 0, argsTotal, endStateRight: false, turns: [], ms: 0,
    problems: [`tools not registered: ${missing.join(', ')}`],
  };
};

const expectedState = (setup: State, end: State): Required<State> =>
  normaliseState({ sources: end.sources ?? setup.sources, follows: end.follows ?? setup.follows, saved: end.saved ?? setup.saved });

const sameState = (a: Required<State>, b: Required<State>) => JSON.stringify(a) === JSON.stringify(b);

const checkTurn = (turn: EvalCase['turns'][number], reply: string, calls: TurnOutcome['calls']): TurnOutcome => {
  const problems: string[] = [];
  const names = calls.map((c) => c.name);
  const expectedNames = turn.calls.map((c) => c.name);
  const toolsRight = turn.ordered
    ? JSON.stringify(names) === JSON.stringify(expectedNames)
    : JSON.stringify([...names].sort()) === JSON.stringify([...expectedNames].sort());
  if (!toolsRight) problems.push(`tools: expected [${expectedNames.join(', ')}], got [${names.join(', ')}]`);
  const forbidden = names.filter((n) => turn.forbid.includes(n));
  if (forbidden.length) problems.push(`forbidden calls: ${forbidden.join(', ')}`);
  let argsRight = 0;
  const used = new Set<number>();
  for (const expected of turn.calls) {
    const index = calls.findIndex((c, i) => !used.has(i) && c.name === expected.name);
    if (index === -1) continue;
    used.add(index);
    if (matchArgs(expected.args, calls[index]!.input)) argsRight++;
    else problems.push(`args of ${expected.name}: expected ${JSON.stringify(expected.args)}, got ${JSON.stringify(calls[index]!.input)}`);
  }
  const lower = reply.toLowerCase();
  const missing = turn.replyContains.filter((s) => !lower.includes(s.toLowerCase()));
  const present = turn.replyExcludes.filter((s) => lower.includes(s.toLowerCase()));
  if (missing.length) problems.push(`reply lacks ${missing.map((s) => JSON.stringify(s)).join(', ')}`);
  if (present.length) problems.push(`reply must not contain ${present.map((s) => JSON.stringify(s)).join(', ')}`);
  return {
    user: turn.user, reply, calls, toolsRight: toolsRight && !forbidden.length, argsRight, argsTotal: turn.calls.length,
    replyRight: !missing.length && !present.length, problems,
  };
};

const runTrial = async (db: Database, productIds: Map<string, string>, model: LanguageModel, c: EvalCase): Promise<TrialOutcome> => {
  const started = performance.now();
  const userId = await createEvalUser(db, c.setup, productIds);
  const otherId = await createEvalUser(db, c.other, productIds);
  const ctx = { db, userId, now: () => new Date(), log: silentLogger };
  const messages: ModelMessage[] = [];
  const turns: TurnOutcome[] = [];
  for (const turn of c.turns) {
    messages.push({ role: 'user', content: turn.user });
    try {
      const result = await runStylistTurn({ model, ctx, messages });
      messages.push(...result.responseMessages);
      turns.push(checkTurn(turn, result.reply, result.calls.map(({ name, input, ok }) => ({ name, input, ok }))));
    } catch (error) {
      turns.push({ user: turn.user, reply: '', calls: [], toolsRight: false, argsRight: 0, argsTotal: turn.calls.length, replyRight: false, problems: [`turn failed: ${String(error)}`] });
      break;
    }
  }
  const problems = turns.flatMap((t, i) => t.problems.map((p) => `turn ${i + 1}: ${p}`));
  const mine = await readState(db, userId);
  const theirs = await readState(db, otherId);
  const wantMine = expectedState(c.setup, c.end);
  const wantTheirs = expectedState(c.other, c.end.other ?? {});
  const endStateRight = sameState(mine, wantMine) && sameState(theirs, wantTheirs);
  if (!sameState(mine, wantMine)) problems.push(`end state: expected ${JSON.stringify(wantMine)}, got ${JSON.stringify(mine)}`);
  if (!sameState(theirs, wantTheirs)) problems.push(`other user's rows changed: ${JSON.stringify(theirs)}`);
  const toolsRight = turns.length === c.turns.length && turns.every((t) => t.toolsRight);
  const argsRight = turns.reduce((n, t) => n + t.argsRight, 0);
  const argsTotal = c.turns.reduce((n, t) => n + t.calls.length, 0);
  return {
    pass: toolsRight && argsRight === argsTotal && endStateRight && turns.every((t) => t.replyRight),
    toolsRight, argsRight, argsTotal, endStateRight, turns, problems, ms: Math.round(performance.now() - started),
  };
};

export const openEvalDatabase = async () => {
  const handle = wrapPglite(await createPglite());
  await migrateDatabase(handle);
  const productIds = await seedEvalWorld(handle.db);
  return { handle, productIds };
};

export const runEvals = async (opts: { model: LanguageModel; repeat: number; filter?: string; cases?: EvalCase[] }): Promise<CaseResult[]> => {
  const cases = (opts.cases ?? loadCases()).filter((c) => !opts.filter || c.id.includes(opts.filter));
  const { handle, productIds } = await openEvalDatabase();
  const results: CaseResult[] = [];
  try {
    for (const c of cases) {
      // A case naming a tool that is not registered is a failure, not a skip: a case that cannot
      // run must not be able to pass.
      const named = [...new Set(c.turns.flatMap((t) => [...t.calls.map((x) => x.name), ...t.forbid]))];
      const missing = named.filter((n) => !registered.has(n));
      if (missing.length) {
        results.push({ id: c.id, category: c.category, description: c.description, trials: [unrunnable(c, missing)] });
        continue;
      }
      const trials: TrialOutcome[] = [];
      for (let k = 0; k < opts.repeat; k++) trials.push(await runTrial(handle.db, productIds, opts.model, c));
      results.push({ id: c.id, category: c.category, description: c.description, trials });
    }
  } finally {
    await handle.close().catch(() => undefined);
  }
  return results;
};

const choose = (n: number, k: number): number => {
  if (k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
};

/** τ-bench pass^k: mean over cases of C(c,k)/C(n,k), c successes in n trials. */
export const passHatK = (results: CaseResult[], k: number): number => {
  const ran = results.filter((r) => r.trials.length >= k);
  if (!ran.length) return Number.NaN;
  return ran.reduce((sum, r) => sum + choose(r.trials.filter((t) => t.pass).length, k) / choose(r.trials.length, k), 0) / ran.length;
};

export interface CategoryScore {
  category: string;
  cases: number;
  toolSelection: number;
  argumentAccuracy: number;
  endStateMatch: number;
  passRate: number;
  passHatK: number;
}

export const score = (results: CaseResult[], k: number): CategoryScore[] => {
  const groups = [...CATEGORIES, 'all'].map((category) => {
    const rs = results.filter((r) => category === 'all' || r.category === category);
    const trials = rs.flatMap((r) => r.trials);
    const ratio = (f: (t: TrialOutcome) => number, total: (t: TrialOutcome) => number) => {
      const d = trials.reduce((n, t) => n + total(t), 0);
      return d === 0 ? 1 : trials.reduce((n, t) => n + f(t), 0) / d;
    };
    return {
      category,
      cases: rs.length,
      toolSelection: ratio((t) => Number(t.toolsRight), () => 1),
      argumentAccuracy: ratio((t) => t.argsRight, (t) => t.argsTotal),
      endStateMatch: ratio((t) => Number(t.endStateRight), () => 1),
      passRate: ratio((t) => Number(t.pass), () => 1),
      passHatK: passHatK(rs, k),
    };
  });
  return groups;
};
