/**
 * Properties of the whole case suite, kept by evals/cases.test.ts: every registered tool is
 * exercised, and no case repeats another (the same messages expecting the same calls).
 */
import { canonical, type EvalCase } from './case.js';

/** Tools some case expects to be called (a forbidden call does not count). */
export const toolsCalled = (cases: EvalCase[]): Set<string> =>
  new Set(cases.flatMap((c) => c.turns.flatMap((t) => t.calls.map((call) => call.name))));

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Two cases are the same case when they send the same messages and expect the same calls. */
export const caseKey = (c: EvalCase): string =>
  JSON.stringify(canonical(c.turns.map((t) => ({ user: normalised(t.user), calls: t.calls }))));

/** Groups of case ids that repeat each other. */
export const duplicateCases = (cases: EvalCase[]): string[][] => {
  const groups = new Map<string, string[]>();
  for (const c of cases) groups.set(caseKey(c), [...(groups.get(caseKey(c)) ?? []), c.id]);
  return [...groups.values()].filter((ids) => ids.length > 1);
};
