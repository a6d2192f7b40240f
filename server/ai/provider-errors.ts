/**
 * What the shopper reads when the stylist's model fails: a short sentence by kind of failure (busy,
 * too slow, unreachable, refused), never a status line or a stack trace. The log keeps the detail.
 */
import { APICallError, RetryError } from 'ai';

export const MODEL_BUSY_TEXT = 'The stylist is busy right now. Please try again in a moment.';
export const MODEL_TIMEOUT_TEXT = 'The stylist took too long to answer. Please try again.';
export const MODEL_UNAVAILABLE_TEXT = 'The stylist can’t reach its model right now. Please try again later.';

/** The error and its causes, outermost first (a retry's last error, a wrapped stream error). */
const chain = (error: unknown): unknown[] => {
  const out: unknown[] = [];
  for (let e = error, i = 0; e != null && i < 5; i++) {
    out.push(e);
    e = RetryError.isInstance(e) ? e.lastError : (e as { cause?: unknown }).cause;
  }
  return out;
};

const isTimeout = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'ModelTimeoutError');

/** The sentence for a failed turn; `fallback` for anything that is not the model's doing. */
export const stylistErrorText = (error: unknown, fallback: string): string => {
  const errors = chain(error);
  if (errors.some(isTimeout)) return MODEL_TIMEOUT_TEXT;
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode;
    if (status === 429) return MODEL_BUSY_TEXT;
    if (status === undefined || status === 401 || status === 403 || status === 404 || status >= 500) return MODEL_UNAVAILABLE_TEXT;
    return fallback;
  }
  return fallback;
};

/**
 * The response with its body read through, chunk by chunk, and a read that throws handed to
 * `onReadError` (which errors or ends the stream): endBrokenStreamsWithError below, fetchWithTimeout in choose-model.ts.
 */
export const relayBody = (response: Response, onReadError: (error: unknown, controller: ReadableStreamDefaultController<Uint8Array>) => void): Response => {
  if (!response.body) return response;
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        onReadError(error, controller);
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
};

/**
 * The UI message stream with a last line of defence: if the stream itself breaks (rather than
 * sending an error part), the shopper still gets an error part with a plain sentence and the
 * response ends cleanly, instead of a connection cut mid-reply.
 */
export const endBrokenStreamsWithError = (response: Response, textFor: (error: unknown) => string, log?: (error: unknown) => void): Response =>
  relayBody(response, (error, controller) => {
    log?.(error);
    controller.enqueue(new TextEncoder().encode(`data: ${JSON.stringify({ type: 'error', errorText: textFor(error) })}\n\ndata: [DONE]\n\n`));
    controller.close();
  });
