/**
 * The partner page's commands, heard over the checked bridge (host.ts), and what the page is told
 * back: ready, close (Esc or ×), the unread count, shutdown done. The page's words never become the
 * shopper's: identify hands the server the partner's signed token to check, reset signs a signed-in
 * Atelier shopper out rather than deleting their conversation, shutdown ends this device's session.
 */
import { useEffect, useRef } from 'preact/hooks';
import { readProductJsonLd } from '../shared/jsonld.js';
import { pageProductSchema, UNREAD_MAX, type PageProduct } from '../shared/protocol.js';
import { WidgetApiError } from './api.js';
import type { HostBridge } from './host.js';
import type { WidgetSession } from './use-session.js';

export interface HostDeps {
  bridge: HostBridge;
  session: WidgetSession;
  /** The product given with ?product= when /embed is opened on its own. */
  standaloneProduct: unknown;
  booted: { current: Promise<void> };
  setProduct: (product: PageProduct | null) => void;
  setTheme: (color: string) => void;
  focusInput: () => void;
  report: (code: string, message: string) => void;
  reset: () => Promise<void>;
  signOut: () => Promise<void>;
}

const failure = (e: unknown, fallback: string) => (e instanceof WidgetApiError ? e.message : fallback);

/**
 * Replies that arrived while the chat was closed. The page hears the count (never the words) so it
 * can show a badge; opening the chat clears it.
 */
export const useUnread = (bridge: HostBridge) => {
  const open = useRef(false);
  const unread = useRef(0);
  const tell = (count: number) => {
    if (count === unread.current) return;
    unread.current = count;
    bridge.send({ type: 'unread', count });
  };
  return {
    setOpen(next: boolean) {
      open.current = next;
      if (next) tell(0);
    },
    replied() {
      if (bridge.framed && !open.current) tell(Math.min(unread.current + 1, UNREAD_MAX));
    },
  };
};

export const useHostCommands = (deps: HostDeps, unread: ReturnType<typeof useUnread>) => {
  // The listener is set up once; it reads the latest handlers through this ref.
  const latest = useRef(deps);
  latest.current = deps;

  useEffect(() => {
    const d = () => latest.current;
    const boot = (identityToken?: string) => {
      d().booted.current = d().session.start(identityToken).catch((e) => d().report('start_failed', failure(e, 'The chat could not start.')));
    };
    const stop = d().bridge.listen((m) => {
      switch (m.type) {
        case 'init':
          d().setProduct(m.product ?? readProductJsonLd(m.jsonLd, m.pageUrl));
          if (m.themeColor) d().setTheme(m.themeColor);
          if (m.locale) document.documentElement.lang = m.locale;
          unread.setOpen(m.open);
          boot(m.identityToken);
          if (m.open) d().focusInput();
          return;
        case 'visibility':
          unread.setOpen(m.open);
          if (m.open) d().focusInput();
          return;
        case 'context':
          d().setProduct(m.product ?? (m.jsonLd && m.pageUrl ? readProductJsonLd(m.jsonLd, m.pageUrl) : null));
          return;
        case 'identify': {
          const token = m.identityToken;
          d().booted.current = d().booted.current.catch(() => undefined)
            .then(() => d().session.identify(token))
            .catch((e) => d().report('start_failed', failure(e, 'The chat could not start.')));
          return;
        }
        case 'shutdown':
          d().booted.current = d().booted.current.catch(() => undefined)
            .then(() => d().session.endSession())
            .catch((e) => d().report('session_failed', failure(e, 'Could not end the chat session.')))
            .finally(() => d().bridge.send({ type: 'shutdown' }));
          return;
        case 'reset':
          // The page's reset never deletes a signed-in shopper's conversation: it signs the widget out instead.
          if (d().session.sessionRef.current?.who.kind === 'user') void d().signOut();
          else void d().reset();
          return;
      }
    }, (options) => d().report('invalid_option', `Ignored ${options.join(', ')}: not in the form the widget takes (see docs/widget-api.md).`));

    if (d().bridge.framed) d().bridge.send({ type: 'ready' });
    else {
      // Opened on its own (not in a partner's page): a plain chat, with ?product= from a link if any.
      const given = pageProductSchema.safeParse(d().standaloneProduct);
      d().setProduct(given.success ? given.data : null);
      unread.setOpen(true);
      boot();
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') d().bridge.send({ type: 'close' });
    };
    addEventListener('keydown', onKey);
    return () => {
      stop();
      removeEventListener('keydown', onKey);
    };
  }, []);
};
