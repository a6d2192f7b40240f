/**
 * The iframe's calls to /api/widget/*. The iframe is on Atelier's origin, so these are same-origin
 * requests; it carries no cookies of ours in a third-party context, so the widget session is a
 * bearer token kept in the iframe's own (partitioned) storage.
 */
import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { PageProduct } from '../shared/protocol.js';

export interface Who {
  kind: 'visitor' | 'user' | 'customer';
  name?: string;
}

export interface Session {
  /** Null when the session lives only in the partitioned cookie (storage denied to this iframe). */
  token: string | null;
  who: Who;
}

export class WidgetApiError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

type Token = string | null | undefined;

const call = async <T>(path: string, init: RequestInit & { token?: Token } = {}): Promise<T> => {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body) headers.set('content-type', 'application/json');
  let res: Response;
  try {
    res = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  } catch {
    throw new WidgetApiError(0, 'offline', 'You seem to be offline. Check your connection and try again.');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string; message?: string };
    throw new WidgetApiError(res.status, body.error ?? 'http_error', body.message ?? 'Something went wrong. Please try again.');
  }
  return (path.includes('/chat') ? res : await res.json()) as T;
};

export const widgetApi = (partner: string) => ({
  /** A new session (or the same identity, refreshed); with the partner's JWT, as their customer; `fresh`: a new visitor whatever was held. */
  session: (token?: Token, identityToken?: string, fresh = false) =>
    call<Session>('/api/widget/session', { method: 'POST', token, body: JSON.stringify({ partner, ...(identityToken && { identityToken }), ...(fresh && { fresh }) }) }),
  conversation: (token: Token) => call<{ messages: unknown[]; who: Who | null }>(`/api/widget/conversation?partner=${encodeURIComponent(partner)}`, { token }),
  reset: (token: Token) => call<{ cleared: true }>(`/api/widget/conversation?partner=${encodeURIComponent(partner)}`, { method: 'DELETE', token }),
  exchange: (token: Token, handoff: string) =>
    call<Session>('/api/widget/exchange', { method: 'POST', token, body: JSON.stringify({ partner, token: handoff }) }),
  handoff: () => call<{ token: string }>('/api/widget/handoff', { method: 'POST', body: JSON.stringify({ partner }) }),

  /** Sends a message (or an answer to a change) and calls `onChunk` with each UI message stream chunk as it arrives. */
  async chat(token: Token, said: string | { id: string; approved: boolean }, product: PageProduct | null, onChunk: (chunk: unknown) => void, signal?: AbortSignal) {
    // A message, or Approve/Deny on the change the stylist asked about (its approval id and the answer only).
    const body = typeof said === 'string' ? { partner, text: said, product } : { partner, approval: said, product };
    const res = await call<Response>('/api/widget/chat', { method: 'POST', token, signal, body: JSON.stringify(body) });
    const events = res.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
    const reader = events.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      if (value.data === '[DONE]') continue;
      try {
        onChunk(JSON.parse(value.data));
      } catch {
        // a chunk that is not JSON is not ours to show
      }
    }
  },
});
export type WidgetApi = ReturnType<typeof widgetApi>;
