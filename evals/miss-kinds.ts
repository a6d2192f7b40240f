/**
 * What kinds of misses a run made, counted without a word of any request or reply: the report of a set nobody may
 * read (held-out, blind). Each turn's tools are told apart by how the calls made differ from the calls asked (none
 * made, none asked, the asked ones and more, part of them, the same tools a different number of times, others); the
 * other checks count by what failed (arguments, results, replies, forbidden calls, the end state). The most common
 * "asked → made" pairs name tools only.
 */
import type { CaseResult, TurnOutcome } from './runner.js';

export type ToolMiss =
  | 'no call where one was asked'
  | 'a call where none was asked'
  | 'the asked calls and others besides'
  | 'part of the asked calls'
  | 'the asked tools, a different number of calls'
  | 'other tools';

export interface MissKinds {
  turns: number;
  conversations: number;
  /** Turns whose tools were wrong, by how. */
  tools: Map<ToolMiss, number>;
  /** Turns that made a call the case forbids. */
  forbidden: number;
  /** Turns with an argument, a call's result or the reply wrong (a turn counts once per kind). */
  arguments: number;
  results: number;
  replies: number;
  /** Conversations whose stored state after the last turn is wrong. */
  endState: number;
  /** "asked → made" tool lists of the turns with wrong tools, by how often. */
  pairs: Map<string, number>;
}

const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

const counted = (names: readonly string[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const name of names) bump(counts, name);
  return counts;
};

/** How the calls made differ from the calls asked, or null when they are the same tools the same number of times. */
export const toolMiss = (asked: readonly string[], made: readonly string[]): ToolMiss | null => {
  const want = counted(asked);
  const got = counted(made);
  const same = (a: Map<string, number>, b: Map<string, number>) => a.size === b.size && [...a].every(([k, n]) => b.get(k) === n);
  if (same(want, got)) return null;
  if (!made.length) return 'no call where one was asked';
  if (!asked.length) return 'a call where none was asked';
  const wantTools = new Set(want.keys());
  const gotTools = new Set(got.keys());
  const within = (a: Set<string>, b: Set<string>) => [...a].every((k) => b.has(k));
  if (wantTools.size === gotTools.size && within(wantTools, gotTools)) return 'the asked tools, a different number of calls';
  if (within(wantTools, gotTools)) return 'the asked calls and others besides';
  if (within(gotTools, wantTools)) return 'part of the asked calls';
  return 'other tools';
};

const failed = (turn: TurnOutcome, prefix: string) => turn.problems.some((p) => p.startsWith(prefix));

/** The kinds of the misses of each case's first trial. */
export const missKinds = (results: readonly CaseResult<string>[]): MissKinds => {
  const kinds: MissKinds = {
    turns: 0, conversations: results.length, tools: new Map(), forbidden: 0, arguments: 0, results: 0, replies: 0, endState: 0, pairs: new Map(),
  };
  for (const result of results) {
    const trial = result.trials[0];
    if (!trial) continue;
    if (trial.problems.some((p) => p.startsWith('end state') || p.startsWith('taste:') || p.startsWith("the other user's"))) kinds.endState++;
    for (const turn of trial.turns) {
      kinds.turns++;
      const made = turn.calls.map((c) => c.name);
      const miss = toolMiss(turn.expected, made);
      if (miss) {
        bump(kinds.tools, miss);
        bump(kinds.pairs, `[${[...turn.expected].sort().join(', ')}] → [${[...made].sort().join(', ')}]`);
      }
      if (failed(turn, 'forbidden calls')) kinds.forbidden++;
      if (failed(turn, 'args of')) kinds.arguments++;
      if (failed(turn, 'result of')) kinds.results++;
      if (failed(turn, 'reply ') || failed(turn, 'the reply is empty')) kinds.replies++;
    }
  }
  return kinds;
};

/** The counts as lines of text, the most common pairs first (at most `top`). */
export const missKindLines = (kinds: MissKinds, top = 12): string[] => {
  const wrongTools = [...kinds.tools.values()].reduce((a, b) => a + b, 0);
  const byCount = <K>(map: Map<K, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return [
    `Misses by kind (counts only; this set's requests are never printed), of ${kinds.turns} turns in ${kinds.conversations} conversations:`,
    `  turns with the wrong tools         ${wrongTools}`,
    ...byCount(kinds.tools).map(([kind, n]) => `    ${String(n).padStart(4)}  ${kind}`),
    `  turns with a forbidden call        ${kinds.forbidden}`,
    `  turns with a wrong argument        ${kinds.arguments}`,
    `  turns with a wrong call result     ${kinds.results}`,
    `  turns whose reply missed a fact    ${kinds.replies}`,
    `  conversations ending in a wrong state  ${kinds.endState}`,
    `  most common wrong tools, asked → made:`,
    ...byCount(kinds.pairs).slice(0, top).map(([pair, n]) => `    ${String(n).padStart(4)}  ${pair}`),
  ];
};
