/**
 * Runs eval cases against a model and scores them: tool selection, arguments, each call's result,
 * the facts in the reply, and the end state of every table of the user's rows (τ-bench: the final
 * database must be the expected one). Each trial runs in a transaction that is rolled back, so
 * every case starts from the same world whatever ran before it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LanguageModel, ModelMessage } from 'ai';
import { TransactionRollbackError } from 'drizzle-orm';
import { createPglite, wrapPglite } from '../server/db/client.js';
import { migrateDatabase } from '../server/db/migrate.js';
import { silentLogger } from '../server/log.js';
import { runStylistTurn } from '../server/ai/stylist.js';
import { PAGE_LOOK_TOOL } from '../server/ai/page-context.js';
import { runPipeline, whenIdle } from '../tools/recommendations/pipeline.js';
import { toolCatalogue } from '../tools/registry.js';
import { changesStoredState, ToolError, type AnyTool, type Database } from '../tools/types.js';
import {
  canonical, CATEGORIES, makeCaseSchema, matchArgs, isShapedFact, ROW_REFS, turnApproval, type CallResult, type Category, type EvalCase, type EvalCaseInput, type Refs, type RowRef,
} from './case.js';
import { endStateProblems, GENERIC_TABLES, otherUserProblems, tasteRows } from './end-state.js';
import { createEvalUser, EVAL_POST_IDS, EVAL_PRODUCT_IDS, EVAL_WORLD_NAMES, evalClock, seedEvalWorld } from './fixtures.js';
import { snapshot, snapshots, type Snapshot } from './tables.js';
import { toolArgs } from './tool-args.js';

export const CASES_DIR = fileURLToPath(new URL('./cases', import.meta.url));

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : []));

export const caseSchema = makeCaseSchema(EVAL_WORLD_NAMES);

const registered = new Map(toolCatalogue.map((t) => [t.name, t]));

/**
 * What the registry can tell about a case: arguments a tool does not declare (a typo or a renamed
 * field) or required ones left out, and `tables` that are not free user tables. Unregistered tools
 * are not refused here: such a case fails when it runs, so it can never pass.
 */
export const registryProblems = (c: Pick<EvalCase, 'turns' | 'setup' | 'other' | 'end' | 'approval'>): string[] => {
  const problems: string[] = [];
  c.turns.forEach((turn, t) => turn.calls.forEach((call, i) => {
    const tool = registered.get(call.name);
    const where = `turns[${t}].calls[${i}] ${call.name}`;
    // A change asked about under "deny" can only come back denied (or refused before the question); a read is never asked about.
    if (tool && call.result === 'denied' && !changesStoredState(tool)) problems.push(`${where}: "denied" is only for a tool that asks before changing (this one never asks)`);
    if (tool && changesStoredState(tool) && turnApproval(c, turn) === 'deny' && call.result === 'ok') {
      problems.push(`${where}: the turn denies every change, so this call comes back "denied", not "ok"`);
    }
    if (tool && changesStoredState(tool) && turnApproval(c, turn) === 'approve' && call.result === 'denied') {
      problems.push(`${where}: the turn approves every change, so this call cannot come back "denied" (say "approval": "deny")`);
    }
    if (!tool || call.args === 'any') return;
    const { declared, required } = toolArgs(tool);
    for (const key of Object.keys(call.args)) if (!declared.includes(key)) problems.push(`${where}: "${key}" is not an argument of the tool (${declared.join(', ') || 'it takes none'})`);
    for (const key of required) if (!(key in call.args)) problems.push(`${where}: required argument "${key}" is not stated (state it, or write "args": "any")`);
  }));
  for (const [label, state] of [['setup', c.setup], ['other', c.other], ['end', c.end]] as const) {
    for (const name of Object.keys(state.tables ?? {})) {
      if (!GENERIC_TABLES.includes(name)) problems.push(`${label}.tables.${name}: not allowed (use the readable keys for their tables; derived taste rows are checked by "taste"); allowed: ${GENERIC_TABLES.join(', ')}`);
    }
  }
  return problems;
};

/** A case's body through the schema and the registry checks, whichever suite it belongs to; errors name the case by `id`. */
export const validateCase = (raw: unknown, id: string): EvalCaseInput => {
  const parsed = caseSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`${id}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const problems = registryProblems(parsed.data);
  if (problems.length) throw new Error(`${id}: ${problems.join('; ')}`);
  return parsed.data;
};

export const parseCase = (raw: unknown, id: string): EvalCase => {
  const category = id.split('/')[0] as Category;
  if (!CATEGORIES.includes(category)) throw new Error(`${id}: the folder must be one of ${CATEGORIES.join(', ')}`);
  return { ...validateCase(raw, id), id, category };
};

/** Every case in the folder; any case the schema or the registry refuses stops the run, all of them listed. */
export const loadCases = (dir = CASES_DIR): EvalCase[] => {
  const cases: EvalCase[] = [];
  const errors: string[] = [];
  for (const file of walk(dir).sort()) {
    const id = relative(dir, file).replace(/\.json$/, '');
    try {
      cases.push(parseCase(JSON.parse(readFileSync(file, 'utf8')), id));
    } catch (error) {
      errors.push(error instanceof SyntaxError ? `${id}: not JSON: ${error.message}` : (error as Error).message);
    }
  }
  if (errors.length) throw new Error(`${errors.length} eval case(s) refused:\n${errors.join('\n')}`);
  return cases;
};

/** A call as made, with what it came back with: ok, a ToolError code, or crash (anything else thrown). */
export type CallOutcome = CallResult | 'crash';

export interface TurnOutcome {
  user: string;
  reply: string;
  /** error: what a failed call said, so a report shows why. */
  calls: { name: string; input: unknown; result: CallOutcome; error?: string }[];
  /** The tools the case expects this turn to call, in its order: what a miss is told apart by (evals/miss-kinds.ts). */
  expected: string[];
  toolsRight: boolean;
  argsRight: number;
  resultsRight: number;
  argsTotal: number;
  replyRight: boolean;
  problems: string[];
}

export interface TrialOutcome {
  pass: boolean;
  toolsRight: boolean;
  argsRight: number;
  resultsRight: number;
  argsTotal: number;
  endStateRight: boolean;
  repliesRight: boolean;
  turns: TurnOutcome[];
  problems: string[];
  ms: number;
}

export interface CaseResult<C extends string = Category> {
  id: string;
  category: C;
  description: string;
  /** Why the case is a known gap (it does not gate the run unless --strict). */
  pending?: string;
  trials: TrialOutcome[];
}

/** The failed trial recorded for a case that names tools the registry does not have. */
const unrunnable = (c: EvalCase<string>, missing: string[]): TrialOutcome => ({
  pass: false, toolsRight: false, argsRight: 0, resultsRight: 0, argsTotal: c.turns.reduce((n, t) => n + t.calls.length, 0),
  endStateRight: false, repliesRight: false, turns: [], ms: 0, problems: [`tools not registered: ${missing.join(', ')}`],
});

interface Execution { name: string; input: string; code: CallOutcome; used: boolean }

/**
 * The registry with each tool's execute wrapped to keep what it threw: the chat door turns a
 * ToolError into text, and the evals need its code. Built once, so the chat door's schema cache holds.
 */
const recordingCatalogue = (log: { executions: Execution[] }): AnyTool[] =>
  toolCatalogue.map((tool) => ({
    ...tool,
    execute: async (input: unknown, ctx: Parameters<AnyTool['execute']>[1]) => {
      const record: Execution = { name: tool.name, input: JSON.stringify(canonical(input)), code: 'ok', used: false };
      log.executions.push(record);
      try {
        return await tool.execute(input, ctx);
      } catch (error) {
        record.code = error instanceof ToolError ? error.code : 'crash';
        throw error;
      }
    },
  }));

/**
 * What a call came back with. A call the tool never executed was refused at the chat door's schema
 * check (invalid_input); one that executed but failed without a ToolError crashed.
 */
const outcomeOf = (call: { name: string; input: unknown; ok: boolean; denied?: boolean }, executions: Execution[]): CallOutcome => {
  if (call.denied) return 'denied';
  const tool = registered.get(call.name);
  const parsed = tool?.input.safeParse(call.input);
  const key = parsed?.success ? JSON.stringify(canonical(parsed.data)) : null;
  const record = key === null ? undefined : executions.find((e) => !e.used && e.name === call.name && e.input === key);
  if (record) record.used = true;
  if (call.ok) return 'ok';
  if (!record) return 'invalid_input';
  return record.code === 'ok' ? 'crash' : record.code;
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the reply names a fact: a handle not followed by more handle, a number or price not part of a larger one, a name as whole words. */
export const mentions = (reply: string, fact: string): boolean => {
  const e = escape(fact);
  if (fact.startsWith('@')) return new RegExp(`${e}(?![a-z0-9_]|\\.[a-z0-9_])`, 'i').test(reply);
  if (isShapedFact(fact)) return new RegExp(`(?<![\\d$.,])${e}(?!\\d|[.,]\\d)`).test(reply);
  return new RegExp(`(?<![\\p{L}\\d])${e}(?![\\p{L}\\d])`, 'iu').test(reply);
};

const savedIds = (snap: Snapshot, into: Map<string, string>) => {
  for (const row of snap.get('fitting_room_items') ?? []) into.set(String(row.item_name), String(row.id));
};

/** The column each row reference names a row by. */
const ROW_NAME_COLUMN: Record<RowRef, string> = { $wardrobe: 'item_name', $outfit: 'name', $trip: 'destination' };

/** Row ids by reference and name, the other user's first so the user's own win a shared name. */
const rowIds = (snaps: Snapshot[], into: Map<string, string>) => {
  into.clear();
  for (const snap of snaps) {
    for (const [ref, table] of Object.entries(ROW_REFS) as [RowRef, string][]) {
      for (const row of snap.get(table) ?? []) into.set(`${ref}:${String(row[ROW_NAME_COLUMN[ref]])}`, String(row.id));
    }
  }
};

const checkTurn = (turn: EvalCase['turns'][number], reply: string, calls: TurnOutcome['calls'], refs: Refs): TurnOutcome => {
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
  let resultsRight = 0;
  const used = new Set<number>();
  for (const expected of turn.calls) {
    const index = calls.findIndex((c, i) => !used.has(i) && c.name === expected.name);
    if (index === -1) continue;
    used.add(index);
    const call = calls[index]!;
    const tool = registered.get(expected.name);
    const { ok, wrong } = matchArgs(expected.args, call.input, tool ? toolArgs(tool).defaults : {}, refs, tool ? toolArgs(tool).tree : {});
    if (ok) argsRight++;
    else problems.push(`args of ${expected.name} (${wrong.join(', ')}): expected ${JSON.stringify(expected.args)}, got ${JSON.stringify(call.input)}`);
    if (call.result === expected.result) resultsRight++;
    else problems.push(`result of ${expected.name}: expected ${expected.result}, got ${call.result}${call.error ? ` (${call.error})` : ''}`);
  }
  const missing = turn.replyMentions.filter((f) => !mentions(reply, f));
  const present = turn.replyOmits.filter((f) => mentions(reply, f));
  if (!reply.trim()) problems.push('the reply is empty');
  if (missing.length) problems.push(`reply does not mention ${missing.map((s) => JSON.stringify(s)).join(', ')}`);
  if (present.length) problems.push(`reply must not mention ${present.map((s) => JSON.stringify(s)).join(', ')}`);
  return {
    user: turn.user, reply, calls, expected: expectedNames, toolsRight: toolsRight && !forbidden.length, argsRight, resultsRight, argsTotal: turn.calls.length,
    replyRight: !!reply.trim() && !missing.length && !present.length, problems,
  };
};

const sameRows = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** One trial inside the caller's transaction. */
const trialIn = async (db: Database, model: LanguageModel, c: EvalCase<string>, catalogue: AnyTool[], log: { executions: Execution[] }): Promise<TrialOutcome> => {
  const started = performance.now();
  const userId = await createEvalUser(db, c.setup);
  const otherId = await createEvalUser(db, c.other);
  const ctx = { db, userId, now: evalClock, log: silentLogger };
  const [before, otherBefore] = await snapshots(db, [userId, otherId]);
  const saved = new Map<string, string>();
  savedIds(before!, saved);
  // Dressing-room ids by name are read after each turn only when the case names one.
  const namesSaved = JSON.stringify(c.turns).includes('"$saved"');
  const rows = new Map<string, string>();
  const namesRows = Object.keys(ROW_REFS).some((k) => JSON.stringify(c.turns).includes(`"${k}"`));
  if (namesRows) rowIds([otherBefore!, before!], rows);
  const refs: Refs = {
    product: (n) => EVAL_PRODUCT_IDS.get(n), post: (h) => EVAL_POST_IDS.get(h), saved: (n) => saved.get(n), row: (k, n) => rows.get(`${k}:${n}`),
  };
  const messages: ModelMessage[] = [];
  const turns: TurnOutcome[] = [];
  for (const turn of c.turns) {
    messages.push({ role: 'user', content: turn.user });
    log.executions = [];
    try {
      const result = await runStylistTurn({ model, ctx, messages, catalogue, page: c.page ?? null, approval: turnApproval(c, turn) });
      messages.push(...result.responseMessages);
      if (namesSaved) savedIds(await snapshot(db, userId), saved);
      // Rows a turn made or removed are named as they are after it (a removal is checked against the row it removed).
      if (namesRows) {
        const [mine, theirs] = await snapshots(db, [userId, otherId]);
        const previous = new Map(rows);
        rowIds([theirs!, mine!], rows);
        for (const [k, v] of previous) if (!rows.has(k)) rows.set(k, v);
      }
      const calls = result.calls.map((call) => ({
        name: call.name, input: call.input, result: outcomeOf(call, log.executions), ...(call.ok ? {} : { error: String(call.output) }),
      }));
      turns.push(checkTurn(turn, result.reply, calls, refs));
    } catch (error) {
      turns.push({
        user: turn.user, reply: '', calls: [], expected: turn.calls.map((call) => call.name), toolsRight: false, argsRight: 0, resultsRight: 0, argsTotal: turn.calls.length, replyRight: false,
        problems: [`turn failed: ${error instanceof Error ? error.message : String(error)}`],
      });
      break;
    }
  }
  // Follows, saves and likes rebuild the taste in the background; the end state is read after.
  await whenIdle();
  const problems = turns.flatMap((t, i) => t.problems.map((p) => `turn ${i + 1}: ${p}`));
  const [after, otherAfter] = await snapshots(db, [userId, otherId]);
  const endProblems = [...(c.endUnstated ? [] : endStateProblems(c, before!, after!)), ...otherUserProblems(otherBefore!, otherAfter!)];
  const tasteBefore = tasteRows(before!);
  const tasteAfter = tasteRows(after!);
  if (c.end.taste === 'refreshed') {
    await runPipeline({ db, log: silentLogger, now: evalClock }, { userId });
    if (sameRows(tasteAfter, tasteBefore)) endProblems.push('taste: expected the style profile and scores to be rebuilt, but they did not change');
    else if (!sameRows(tasteAfter, tasteRows(await snapshot(db, userId)))) endProblems.push('taste: the style profile and scores are not what the end rows give (a stale or partial rebuild)');
  } else if (!c.endUnstated && !sameRows(tasteAfter, tasteBefore)) {
    endProblems.push('taste: the style profile or scores changed but the case does not say "taste": "refreshed"');
  }
  problems.push(...endProblems);
  const toolsRight = turns.length === c.turns.length && turns.every((t) => t.toolsRight);
  const argsRight = turns.reduce((n, t) => n + t.argsRight, 0);
  const resultsRight = turns.reduce((n, t) => n + t.resultsRight, 0);
  const argsTotal = c.turns.reduce((n, t) => n + t.calls.length, 0);
  const repliesRight = turns.length === c.turns.length && turns.every((t) => t.replyRight);
  return {
    pass: toolsRight && argsRight === argsTotal && resultsRight === argsTotal && !endProblems.length && repliesRight,
    toolsRight, argsRight, resultsRight, argsTotal, endStateRight: !endProblems.length, repliesRight, turns, problems,
    ms: Math.round(performance.now() - started),
  };
};

/** A trial in a transaction rolled back at the end, so it leaves the world as it found it. */
const runTrial = async (db: Database, model: LanguageModel, c: EvalCase<string>, catalogue: AnyTool[], log: { executions: Execution[] }): Promise<TrialOutcome> => {
  let outcome: TrialOutcome | undefined;
  try {
    await db.transaction(async (tx) => {
      outcome = await trialIn(tx as unknown as Database, model, c, catalogue, log);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return outcome!;
};

export const openEvalDatabase = async () => {
  const handle = wrapPglite(await createPglite());
  await migrateDatabase(handle);
  await seedEvalWorld(handle.db);
  return { handle };
};

/** Runs the given cases (the gating suite when none are given), each `repeat` times. */
export async function runEvals(opts: { model: LanguageModel; repeat: number; filter?: string; cases?: EvalCase[] }): Promise<CaseResult[]>;
export async function runEvals<C extends string>(opts: { model: LanguageModel; repeat: number; filter?: string; cases: EvalCase<C>[] }): Promise<CaseResult<C>[]>;
export async function runEvals(opts: { model: LanguageModel; repeat: number; filter?: string; cases?: EvalCase<string>[] }): Promise<CaseResult<string>[]> {
  const cases = (opts.cases ?? loadCases()).filter((c) => !opts.filter || c.id.includes(opts.filter));
  const { handle } = await openEvalDatabase();
  const log = { executions: [] as Execution[] };
  const catalogue = recordingCatalogue(log);
  const results: CaseResult<string>[] = [];
  try {
    for (const c of cases) {
      // A case naming a tool that is not registered is a failure, not a skip: a case that cannot
      // run must not be able to pass.
      const named = [...new Set(c.turns.flatMap((t) => [...t.calls.map((x) => x.name), ...t.forbid]))];
      // page_look is the page's own tool: it exists only in a turn on a product page.
      const missing = named.filter((n) => !registered.has(n) && !(c.page && n === PAGE_LOOK_TOOL));
      const about = { id: c.id, category: c.category, description: c.description, ...(c.pending && { pending: c.pending }) };
      if (missing.length) {
        results.push({ ...about, trials: [unrunnable(c, missing)] });
        continue;
      }
      const trials: TrialOutcome[] = [];
      for (let k = 0; k < opts.repeat; k++) trials.push(await runTrial(handle.db, opts.model, c, catalogue, log));
      results.push({ ...about, trials });
    }
  } finally {
    await handle.close().catch(() => undefined);
  }
  return results;
}

/** Whether every trial of a case passed. */
export const casePassed = (r: CaseResult<string>): boolean => r.trials.length > 0 && r.trials.every((t) => t.pass);

/**
 * The results split for gating: pending cases (known gaps) are set aside unless `strict`; those
 * that pass now are named, so they can be made gating.
 */
export const splitPending = <C extends string>(results: CaseResult<C>[], strict = false) => {
  const pending = strict ? [] : results.filter((r) => r.pending);
  return {
    gating: strict ? results : results.filter((r) => !r.pending),
    pending,
    /** Pending cases whose every trial passed: drop their "pending". */
    passingPending: pending.filter(casePassed),
  };
};

const choose = (n: number, k: number): number => {
  if (k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
};

/** τ-bench pass^k: mean over cases of C(c,k)/C(n,k), c successes in n trials. */
export const passHatK = (results: CaseResult<string>[], k: number): number => {
  const ran = results.filter((r) => r.trials.length >= k);
  if (!ran.length) return Number.NaN;
  return ran.reduce((sum, r) => sum + choose(r.trials.filter((t) => t.pass).length, k) / choose(r.trials.length, k), 0) / ran.length;
};

export interface CategoryScore {
  category: string;
  cases: number;
  toolSelection: number;
  argumentAccuracy: number;
  callResults: number;
  endStateMatch: number;
  replyFacts: number;
  /** Turns whose calls, arguments, results and reply are all right: a case over several turns passes only if each does. */
  turnPass: number;
  passRate: number;
  passHatK: number;
}

/** One row per category, in the order given (the gating suite's by default), then `all`. */
export const score = (results: CaseResult<string>[], k: number, categories: readonly string[] = CATEGORIES): CategoryScore[] =>
  [...categories, 'all'].map((category) => {
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
      callResults: ratio((t) => t.resultsRight, (t) => t.argsTotal),
      endStateMatch: ratio((t) => Number(t.endStateRight), () => 1),
      replyFacts: ratio((t) => Number(t.repliesRight), () => 1),
      turnPass: ratio((t) => t.turns.filter((turn) => !turn.problems.length).length, (t) => t.turns.length),
      passRate: ratio((t) => Number(t.pass), () => 1),
      passHatK: passHatK(rs, k),
    };
  });
