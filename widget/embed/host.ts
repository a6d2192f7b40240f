/**
 * The iframe's side of postMessage with the partner's page. The page's origin is known before any
 * message is trusted: from location.ancestorOrigins (Chromium, Safari) or the referrer, and it
 * must be on the partner's list (the browser enforced the same list through frame-ancestors).
 * Every message must come from window.parent, from that origin, and parse with the schema.
 * Both ways the schemas are the trust boundary (shared/protocol.ts): the page's word is never the
 * shopper's, and what goes out is checked too, so nothing private can reach the page by mistake.
 */
import { originAllowed } from '../shared/origins.js';
import { envelopeOf, frameMessageSchema, hostMessageSchema, pageProductSchema, type FrameMessageBody, type HostMessage } from '../shared/protocol.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A page's bad option must not stop the chat: in `init` and `context`, a product, locale, theme
 * colour or identity token that fails the schema is dropped (and named), the rest is kept.
 */
export const withoutBadOptions = (data: unknown): { data: unknown; dropped: string[] } => {
  if (!isObj(data) || (data.type !== 'init' && data.type !== 'context')) return { data, dropped: [] };
  const out: Obj = { ...data };
  const dropped: string[] = [];
  if (out.product !== null && out.product !== undefined && !pageProductSchema.safeParse(out.product).success) {
    out.product = null;
    dropped.push('product');
  }
  if (data.type === 'init') {
    for (const key of ['locale', 'themeColor', 'identityToken'] as const) {
      if (out[key] === undefined) continue;
      const probe = hostMessageSchema.safeParse({ ...out, product: null, jsonLd: [], [key]: out[key] });
      if (!probe.success && probe.error.issues.some((i) => i.path[0] === key)) {
        delete out[key];
        dropped.push(key);
      }
    }
  }
  return { data: out, dropped };
};

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
  /** `refused` hears which of the page's options were dropped (to tell the page, through its error event). */
  listen(fn: (message: HostMessage) => void, refused?: (options: string[]) => void): () => void;
}

export const hostBridge = (allowed: readonly string[]): HostBridge => {
  const origin = parentOrigin(allowed);
  return {
    framed: origin !== null,
    send(body) {
      const message = frameMessageSchema.safeParse(envelopeOf(body));
      if (origin && message.success) window.parent.postMessage(message.data, origin);
    },
    listen(fn, refused) {
      const onMessage = (e: MessageEvent) => {
        if (!origin || e.source !== window.parent || e.origin !== origin) return;
        const { data, dropped } = withoutBadOptions(e.data);
        const parsed = hostMessageSchema.safeParse(data);
        if (!parsed.success) return;
        if (dropped.length) refused?.(dropped);
        fn(parsed.data);
      };
      addEventListener('message', onMessage);
      return () => removeEventListener('message', onMessage);
    },
  };
};
