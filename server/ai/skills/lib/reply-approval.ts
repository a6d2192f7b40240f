/**
 * atelier-local after the shopper answered a change it asked about. Approved: the tool ran and the
 * usual reply describes its result. Denied: the tool never ran, and the reply says what was left
 * alone and that nothing changed — not that something failed.
 */
import { handleCandidates, partitionHandles } from '../../../../tools/sources/handles.js';
import type { SeenResult } from './plan-core.js';

/** What model.ts reads a denied call's result as (the AI SDK's execution-denied output). */
export const DENIED_OUTPUT = 'the action was not approved';

const isDenied = (s: SeenResult) => s.isError && s.output === DENIED_OUTPUT;

/** Handles or names a denied call was about, from its input: handles, a source text's @mentions, a piece's name, a destination. */
const subjectOf = (input: unknown): string[] => {
  if (typeof input !== 'object' || input === null) return [];
  const args = input as Record<string, unknown>;
  if (Array.isArray(args.handles)) return args.handles.filter((h): h is string => typeof h === 'string').map((h) => `@${h.replace(/^@/, '')}`);
  // A source text: the handles sources.add would have read from it.
  if (typeof args.text === 'string') return partitionHandles(handleCandidates(args.text)).handles.map((h) => `@${h}`);
  for (const key of ['item_name', 'name', 'destination']) if (typeof args[key] === 'string' && args[key]) return [String(args[key])];
  return [];
};

/**
 * The reply when this turn's changes were all denied, or null when something else happened (the
 * usual reply then covers it). Names what was left alone when the call's input says.
 */
export const deniedReply = (current: readonly SeenResult[]): string | null => {
  const answers = current.filter((s) => !s.prep || s.isError);
  if (!answers.length || !answers.every(isDenied)) return null;
  const subjects = [...new Set(answers.flatMap((s) => subjectOf(s.input)))];
  const what = subjects.length ? ` for ${subjects.slice(0, 5).join(', ')}` : '';
  return `Okay, I left that alone${what}: nothing was changed. Tell me if you’d like something else.`;
};
