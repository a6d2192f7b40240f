/**
 * The iframe's side of postMessage with the partner's page. The page's origin is known before any
 * message is trusted: from location.ancestorOrigins (Chromium, Safari) or the referrer, and it
 * must be on the partner's list (the browser enforced the same list through frame-ancestors).
 * Every message must come from window.parent, from that origin, and parse with the schema.
 */
import { originAllowed } from '../shared/origins.js';
import { envelopeOf, hostMessageSchema, type FrameMessageBody, type HostMessage } from '../shared/protocol.js';

const parentOrigin = (allowed: readonly string[]): string | null => {
  if (window.parent === window) return null;
  const ancestor = location.ancestorOrigins?.[0];
  let candidate = ancestor ?? null;
  if (!candidate && document.referrer) {
    try {
      candidate = new URL(document.referrer).origin;
    } catch {
      candidate = null;
    }
  }
  return candidate && originAllowed(candidate, allowed) ? candidate : null;
};

export interface HostBridge {
  /** Whether a partner page hosts us (false: /embed opened on its own). */
  framed: boolean;
  send(body: FrameMessageBody): void;
  listen(fn: (message: HostMessage) => void): () => void;
}

export const hostBridge = (allowed: readonly string[]): HostBridge => {
  const origin = parentOrigin(allowed);
  return {
    framed: origin !== null,
    send(body) {
      if (origin) window.parent.postMessage(envelopeOf(body), origin);
    },
    listen(fn) {
      const onMessage = (e: MessageEvent) => {
        if (!origin || e.source !== window.parent || e.origin !== origin) return;
        const parsed = hostMessageSchema.safeParse(e.data);
        if (parsed.success) fn(parsed.data);
      };
      addEventListener('message', onMessage);
      return () => removeEventListener('message', onMessage);
    },
  };
};
