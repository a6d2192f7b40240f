/**
 * The rows of a raw `db.execute(sql…)`: postgres.js answers an array of rows, PGlite `{ rows }`.
 * Everything that runs raw SQL reads its answer through this, so it works on both engines.
 */
export const executedRows = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
