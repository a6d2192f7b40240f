/**
 * better-auth answers an error inside its routes with a bare 500 (get-session wraps the cause in its
 * own INTERNAL_SERVER_ERROR; other routes log the error and drop it). To answer a lost database with
 * the same 503 and Retry-After as every other route, the errors better-auth reports while serving one
 * request are noted for that request (AsyncLocalStorage: requests run concurrently), and the auth
 * mount (handler.ts) turns its 500 into the database error it noted.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { isDatabaseUnavailable } from '../http/database-unavailable.js';

interface Noted { error?: unknown }

const current = new AsyncLocalStorage<Noted>();

/** Called with anything better-auth reports (its onAPIError hook, its logger's arguments). */
export const noteAuthError = (error: unknown): void => {
  const noted = current.getStore();
  if (noted && !noted.error && isDatabaseUnavailable(error)) noted.error = error;
};

/** Runs one auth request; answers its response and the database error noted while it ran, if any. */
export const withNotedDatabaseError = async (serve: () => Promise<Response>): Promise<{ response: Response; databaseError?: unknown }> => {
  const noted: Noted = {};
  const response = await current.run(noted, serve);
  return { response, databaseError: noted.error };
};
