/**
 * A failed write named by its cause: the disk is full, the folder is on a read-only file system, or
 * the process may not write there. Used for start-up messages (server/db/start-error.ts), for the
 * answer a request gets, and for /healthz.
 *
 * Node reports these as errno codes; PGlite's file system (Emscripten) as ErrnoError with a numeric
 * errno and, inside the database, as PostgreSQL's disk_full (53100) or a message naming the cause.
 */
export type DiskProblem = 'full' | 'read-only' | 'not-writable';

const NODE_CODES: Record<string, DiskProblem> = {
  ENOSPC: 'full', EDQUOT: 'full', EROFS: 'read-only', EACCES: 'not-writable', EPERM: 'not-writable',
  // PostgreSQL's SQLSTATE for "could not extend file … No space left on device".
  '53100': 'full',
};
/** Emscripten's errno numbers (PGlite's file system): ENOSPC, EDQUOT, EROFS, EACCES, EPERM. */
const EMSCRIPTEN_ERRNOS: Record<number, DiskProblem> = { 51: 'full', 19: 'full', 69: 'read-only', 2: 'not-writable', 63: 'not-writable' };
/** The operating system's own words, as PostgreSQL quotes them; never "permission denied" (also a SQL privilege error). */
const MESSAGES: [RegExp, DiskProblem][] = [
  [/no space left on device|disk quota exceeded/i, 'full'],
  [/read-only file system/i, 'read-only'],
];

/** The disk problem behind `error` (or its causes), or null when it is something else. */
export const diskProblem = (error: unknown): DiskProblem | null => {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, errno, message, name } = current as { code?: unknown; errno?: unknown; message?: unknown; name?: unknown };
    if (typeof code === 'string' && NODE_CODES[code]) return NODE_CODES[code];
    if (name === 'ErrnoError' && typeof errno === 'number' && EMSCRIPTEN_ERRNOS[errno]) return EMSCRIPTEN_ERRNOS[errno];
    if (typeof message === 'string') {
      for (const [pattern, problem] of MESSAGES) if (pattern.test(message)) return problem;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
};

/** One sentence naming the problem with `path`, for logs and start-up messages. */
export const describeDiskProblem = (problem: DiskProblem, path: string): string => {
  switch (problem) {
    case 'full': return `The disk holding ${path} is full (no space left on device). Free some space, or set DATA_DIR to a folder on another disk.`;
    case 'read-only': return `${path} is on a read-only file system. Set DATA_DIR to a folder Atelier can write to.`;
    case 'not-writable': return `Atelier may not write to ${path} (permission denied). Give the user running Atelier write access, or set DATA_DIR to another folder.`;
  }
};
