/** What several machines here share: their top-level state, an error's message, step notices. */

/** The top-level state of a machine's value ('idle', or the parent of a nested state). */
export const topState = <P extends string>(value: unknown): P =>
  (typeof value === 'string' ? value : Object.keys(value as object)[0]) as P;

/** A failed actor's message, or the fallback when it has none. */
export const errorMessage = (error: unknown, fallback: string): string =>
  (error instanceof Error && error.message ? error.message : fallback);

/** Emitted by the step machines (scanner, instagram-analysis): a toast, or 'the data changed'. */
export type StepNotice =
  | { type: 'toast'; title: string; description: string; tone: 'error' | 'success' }
  | { type: 'refresh' };

/**
 * Tags a state that has finished its work but has not yet emitted its delayed `refresh` (the spec's
 * reload 2 s after a scan). A screen closed in those seconds refreshes as it goes, so the data the
 * machine changed is never left stale behind it.
 */
export const REFRESH_PENDING_TAG = 'refreshPending';
