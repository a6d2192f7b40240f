/**
 * A statement's shape constants (limits, vector dimensions, weights) written into its text instead
 * of bound as parameters. A prepared statement's generic plan cannot see a bound LIMIT or a bound
 * generate_series bound, so the planner estimates it far costlier than any custom plan and keeps
 * planning the statement on every call; with its constants in the text, one statement text per shape
 * settles on a generic plan after five executions (server/db/pglite-statements.ts and
 * postgres-statements.ts prepare each statement once). The shopper's own values always stay bound.
 */
import { sql, type SQL } from 'drizzle-orm';
import { toPgVector } from './recommendations/style-vector.js';

/** An integer written into the statement; anything else is a programming error. */
export const integerLiteral = (n: number): SQL => {
  if (!Number.isSafeInteger(n)) throw new Error(`Not an integer: ${String(n)}`);
  return sql.raw(String(n));
};

/** A finite number written into the statement, as real. */
export const realLiteral = (n: number): SQL => {
  if (!Number.isFinite(n)) throw new Error(`Not a finite number: ${String(n)}`);
  return sql.raw(`${String(n)}::real`);
};

/** A style vector written into the statement (toPgVector checks it: only digits, signs and commas). */
export const styleVectorLiteral = (v: readonly number[]): SQL => sql.raw(`'${toPgVector(v)}'::vector`);

/**
 * For drizzle's `.limit()`: its dialect writes an SQL object into the text as it is (`limit ${limit}`),
 * so the limit is a literal there too. Typed as the number `.limit()` asks for.
 */
export const limitLiteral = (n: number): number => integerLiteral(n) as unknown as number;
