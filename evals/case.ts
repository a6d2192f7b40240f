/**
 * An eval case is one JSON file in evals/cases/<category>/: the starting state (built by fixtures),
 * the user turns with their expected tool calls and reply checks, and the expected end state of the
 * user's rows (and another user's, which must never change).
 */
import { z } from 'zod';

export const CATEGORIES = ['single_tool', 'multi_step', 'argument_extraction', 'no_tool', 'bad_input', 'isolation'] as const;
export type Category = (typeof CATEGORIES)[number];

/** "zara" is an active row, "!zara" an inactive one. */
const handleRows = z.array(z.string().regex(/^!?[a-z0-9._]{2,30}$/));
/** Saved items by catalogue product name. */
const savedRows = z.array(z.string().min(1));

export const stateSchema = z.strictObject({
  sources: handleRows.optional(),
  follows: handleRows.optional(),
  saved: savedRows.optional(),
});
export type State = z.infer<typeof stateSchema>;

export const expectedCallSchema = z.strictObject({
  name: z.string(),
  /** Only the listed arguments are checked; see matchArg for the matchers. */
  args: z.record(z.string(), z.unknown()).default({}),
});

export const turnSchema = z.strictObject({
  user: z.string(),
  /** Every call expected in this turn; [] means no tool may be called. */
  calls: z.array(expectedCallSchema),
  /** Whether the calls must happen in the listed order (default: yes). */
  ordered: z.boolean().default(true),
  forbid: z.array(z.string()).default([]),
  replyContains: z.array(z.string()).default([]),
  replyExcludes: z.array(z.string()).default([]),
});

export const caseSchema = z.strictObject({
  description: z.string(),
  setup: stateSchema.default({}),
  other: stateSchema.default({}),
  turns: z.array(turnSchema).min(1),
  /** Tables left out are expected unchanged from setup. */
  end: stateSchema.extend({ other: stateSchema.optional() }).default({}),
});
export type EvalCase = z.infer<typeof caseSchema> & { id: string; category: Category };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const deepEqual = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Matchers: a plain value must be equal; {"$contains": s} a string containing s;
 * {"$set": [...]} an array with the same members in any order; {"$absent": true} not given;
 * {"$any": true} given with any value; {"$oneOf": [...]} equal to one of them.
 */
export const matchArg = (expected: unknown, actual: unknown): boolean => {
  if (isRecord(expected)) {
    if ('$absent' in expected) return actual === undefined;
    if ('$any' in expected) return actual !== undefined;
    if ('$contains' in expected) return typeof actual === 'string' && actual.toLowerCase().includes(String(expected.$contains).toLowerCase());
    if ('$set' in expected && Array.isArray(expected.$set)) {
      return Array.isArray(actual) && deepEqual([...actual].map(String).sort(), [...expected.$set].map(String).sort());
    }
    if ('$oneOf' in expected && Array.isArray(expected.$oneOf)) return expected.$oneOf.some((v) => deepEqual(v, actual));
  }
  return deepEqual(expected, actual);
};

export const matchArgs = (expected: Record<string, unknown>, actual: unknown): boolean => {
  const given = isRecord(actual) ? actual : {};
  return Object.entries(expected).every(([key, value]) => matchArg(value, given[key]));
};
