/**
 * A request that failed because the database cannot be reached (restarting, failed over, network
 * gone) is answered 503 with Retry-After, not 500: nothing is wrong with the request, and the
 * driver reconnects by itself when the server is back.
 */

const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE';

/** A query refused without trying, because the server is known to be away (server/db/postgres-gate.ts). */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  readonly code = DATABASE_UNAVAILABLE;
  constructor() {
    super('The database cannot be reached right now.');
  }
}

/** postgres.js connection errors, and the server's own "shutting down / not accepting yet" states. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN',
  'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT',
  '57P01', '57P02', '57P03',
  DATABASE_UNAVAILABLE,
]);

export const RETRY_AFTER_SECONDS = 5;

export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

export const DATABASE_UNAVAILABLE_BODY = {
  error: 'database_unavailable',
  message: 'Atelier cannot reach its database right now. Please try again in a moment.',
} as const;
