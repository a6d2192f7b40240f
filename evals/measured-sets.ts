/**
 * The sets `npm run evals` measures but never gates, by the flag that picks one. They share the held-out
 * categories and case format (evals/heldout.ts) and differ in where their cases come from and what their
 * report says of them.
 */
import { type HeldoutCase, loadBlindCases, loadDevCases, loadHeldoutCases } from './heldout.js';

type MeasuredSet = {
  /** As the verdict and the report's title name it. */
  name: string;
  /** The heading of the printed run. */
  suite: string;
  /** The report's first line: where the cases come from and how the set is used. */
  about: string;
  load: () => HeldoutCase[];
  /** Whether a run prints its misses with their requests (a set the team reads), or only counts them by kind. */
  listsMisses: boolean;
};

export const MEASURED_SETS = {
  heldout: {
    name: 'held-out set',
    suite: 'Held-out evals',
    about: 'Requests written before the NLU pipeline and copied from no example (evals/heldout/, evals/README.md). Measured, never gated.',
    load: loadHeldoutCases,
    listsMisses: false,
  },
  dev: {
    name: 'development set',
    suite: 'Development-set evals',
    about: "The team's own requests in the held-out categories (evals/dev/), read and worked against openly. Measured, never gated.",
    load: loadDevCases,
    listsMisses: true,
  },
  blind: {
    name: 'blind set',
    suite: 'Blind-set evals',
    about:
      'Conversations written by outside shoppers who never saw the code, expectations from the tool contracts (evals/blind/, evals/README.md). ' +
      'Measured, never gated, never tuned against.',
    load: loadBlindCases,
    listsMisses: false,
  },
} as const satisfies Record<string, MeasuredSet>;
