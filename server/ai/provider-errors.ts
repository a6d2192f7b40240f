/**
 * What the shopper reads when the stylist's model fails: a short sentence by kind of failure (busy,
 * too slow, unreachable, refused), never a status line or a stack trace. The log keeps the detail.
 */
import { APICallError, RetryError } from 'ai';

export const MODEL_BUSY_TEXT = 'The stylist is busy right now. Please try again in a moment.';
export const MODEL_TIMEOUT_TEXT = 'The stylist took too long to answer. Please try again.';
export const MODEL_UNAVAILABLE_TEXT = 'The stylist can’t reach its model right now. Please try again later.';

const isTimeout = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'TimeoutError' || /timed? ?out|timeout/i.test(error.message));

/** The sentence for a failed turn; `fallback` for anything that is not the model's doing. */
export const stylistErrorText = (error: unknown, fallback: string): string => {
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (isTimeout(cause)) return MODEL_TIMEOUT_TEXT;
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode;
    if (status === 429) return MODEL_BUSY_TEXT;
    if (status === undefined || status === 401 || status === 403 || status === 404 || status >= 500) return MODEL_UNAVAILABLE_TEXT;
    return fallback;
  }
  return fallback;
};
