/**
 * The loader's widget: a launcher drawn in a shadow root (the page's CSS cannot reach in, ours
 * cannot leak out), and the chat iframe created only on first open or when the page is idle.
 * It asks the server first whether this page's origin may host the partner's widget, and on a
 * refusal draws nothing and says why in the console. The page only ever hears the events it
 * subscribed to (`ready` even when it subscribes late); our own failures stay in the console. The
 * page gives product context, its signed customer identity and UI commands only: what is said to the
 * stylist, and its replies, stay between the shopper and the iframe (shared/protocol.ts).
 * docs/widget-api.md is the partner's reference, beside Intercom's and Crisp's names.
 */
import type { FrameMessage, PageProduct } from '../shared/protocol.js';
import { readFrameMessage } from './guard.js';

/**
 * The page's JSON-LD blocks as text, each within the cap (the iframe reads the product from them,
 * off the page's thread); a larger block is not even passed.
 */
const pageJsonLd = () => Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (s) => s.textContent ?? '')
  .filter((t) => t.length <= 100_000).slice(0, 10);

export interface WidgetOptions {
  partner: string;
  /** Which bottom corner. */
  position?: 'right' | 'left';
  /** Stacking order of the launcher and panel; lower it to keep a cookie banner above. */
  zIndex?: number;
  theme?: { color?: string };
  locale?: string;
  /** Open the chat at once. */
  open?: boolean;
  /** The partner's signed customer-identity JWT. */
  identityToken?: string;
  /** Use this product instead of the page's JSON-LD (which the iframe reads when this is absent). */
  product?: PageProduct | null;
  /** Draw no launcher: the page opens the chat from its own button (`open`/`show`). */
  hideLauncher?: boolean;
}

/** What `update` may change after init: who the customer is, the page's product, the launcher. */
export interface WidgetUpdate {
  identityToken?: string;
  /** A product, or null to read the page's JSON-LD again (a single-page shop moved on). */
  product?: PageProduct | null;
  hideLauncher?: boolean;
}

export type WidgetEvent = 'ready' | 'open' | 'close' | 'unreadCountChange' | 'addToCart' | 'error';
type Listener = (data?: unknown) => void;

const warn = (why: string) => console.warn(`[Atelier widget] ${why}`);
const post = (target: Window | null | undefined, body: Record<string, unknown>, origin: string) =>
  target?.postMessage({ ns: 'atelier-widget', v: 1, ...body }, origin);
/** Until the page is idle and this long after load, the iframe waits, so the host's own page loads first. */
const IDLE_DELAY_MS = 3000;
/** How long shutdown waits for the iframe to end its session before removing it anyway. */
const SHUTDOWN_WAIT_MS = 5000;

const CSS = `:host{all:initial}
.l,.p{position:fixed;z-index:var(--z);box-shadow:0 4px 20px #0005}
.l{bottom:20px;width:56px;height:56px;border:0;border-radius:50%;background:var(--c);color:#fff;cursor:pointer;display:grid;place-items:center}
.l:focus-visible{outline:3px solid #2563eb;outline-offset:3px}
.p{bottom:88px;width:380px;max-width:calc(100vw - 40px);height:min(640px,calc(100dvh - 108px));border-radius:16px;overflow:hidden;background:#fff}
[hidden]{display:none!important}.r{right:20px}.f{left:20px}
@media (min-width:640px){.p:has(~.l[hidden]){bottom:20px}}
.b{position:absolute;top:-4px;right:-4px;padding:0 6px;border-radius:9px;background:#b91c1c;font:600 12px/18px sans-serif}
iframe{border:0;width:100%;height:100%}
@media (max-width:639px){.p{inset:0;width:100vw;max-width:none;height:100dvh;border-radius:0}:host([open]) .l{display:none}}`;

/** The page's listeners: each runs so that its failure is the page's to see, never ours to break on. */
const createEvents = () => {
  const listeners: Partial<Record<WidgetEvent, Listener[]>> = {};
  const call = (fn: Listener, data?: unknown) => {
    try {
      fn(data);
    } catch (error) {
      console.error(error);
    }
  };
  return {
    emit_: (event: WidgetEvent, data?: unknown) => {
      for (const fn of listeners[event] ?? []) call(fn, data);
    },
    /** The page's `on` and `off`; a listener that comes after the chat was ready still hears it. */
    subscriptions_: (isReady: () => boolean) => ({
      on(event: WidgetEvent, fn: Listener) {
        if (typeof fn !== 'function') return;
        (listeners[event] ??= []).push(fn);
        if (event === 'ready' && isReady()) queueMicrotask(() => call(fn));
      },
      off(event: WidgetEvent, fn: Listener) {
        listeners[event] = (listeners[event] ?? []).filter((f) => f !== fn);
      },
    }),
  };
};

/** The first message to a ready iframe: the partner, the product (or the page's JSON-LD) and the settings. */
const initMessage = (o: WidgetOptions, product: PageProduct | null, open: boolean) => ({
  type: 'init', partner: o.partner, product, jsonLd: product ? [] : pageJsonLd(), pageUrl: location.href, open,
  ...(o.locale && { locale: o.locale }), ...(o.identityToken && { identityToken: o.identityToken }), ...(o.theme?.color && { themeColor: o.theme.color }),
});

/** The launcher and the (empty) panel, in a shadow root appended to the page. */
const drawShell = (o: WidgetOptions, label: string, color: string) => {
  const host = document.createElement('atelier-widget');
  host.style.setProperty('--z', String(o.zIndex ?? 999999));
  host.style.setProperty('--c', o.theme?.color ?? color);
  const root = host.attachShadow({ mode: 'open' });
  const side = o.position === 'left' ? 'f' : 'r';
  root.innerHTML = `<style>${CSS}</style><div class="p ${side}" role="dialog" aria-label="" hidden></div><button class="l ${side}" type="button" aria-expanded="false" aria-haspopup="dialog"><span class="b" aria-hidden="true" hidden></span><svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z"/></svg></button>`;
  const panel = root.querySelector<HTMLDivElement>('.p')!;
  const launcher = root.querySelector<HTMLButtonElement>('.l')!;
  const badge = root.querySelector<HTMLSpanElement>('.b')!;
  launcher.hidden = !!o.hideLauncher;
  panel.setAttribute('aria-label', label);
  // aria-expanded tells whether it opens or closes; the name stays the same (but for an unread count).
  launcher.setAttribute('aria-label', label);
  document.body.append(host);
  return { host, panel, launcher, badge };
};

/** The partner's name and colour if this page may host its widget; otherwise nothing, and why in the console. */
const fetchPartnerLook = async (base: string, partner: string): Promise<{ name: string; themeColor?: string } | undefined> => {
  let res: Response;
  try {
    res = await fetch(`${base}/api/widget/config?partner=${encodeURIComponent(partner)}`, { credentials: 'omit' });
  } catch {
    return void warn(`${base} is unreachable`);
  }
  const body = await res.json().catch(() => ({})) as { name?: string; themeColor?: string; message?: string };
  return res.ok && body.name ? { name: body.name, themeColor: body.themeColor } : void warn(body.message ?? `HTTP ${res.status}`);
};

/** Runs `fn` once the page has loaded, is idle, and IDLE_DELAY_MS more have passed. */
const whenPageIdle = (fn: () => void) => {
  const idle = () => setTimeout(() => (window.requestIdleCallback ?? setTimeout)(fn), IDLE_DELAY_MS);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
};

/** Shows or hides the panel, and says so on the launcher and the host (which the mobile CSS reads). */
const showPanel = (host: HTMLElement, panel: HTMLDivElement, launcher: HTMLButtonElement, open: boolean) => {
  panel.hidden = !open;
  host.toggleAttribute('open', open);
  launcher.setAttribute('aria-expanded', String(open));
};

/** The unread count on the launcher's badge and in its accessible name. */
const showUnread = (badge: HTMLSpanElement, launcher: HTMLButtonElement, label: string, count: number) => {
  badge.hidden = !count;
  badge.textContent = count > 9 ? '9+' : `${count}`;
  launcher.setAttribute('aria-label', `${label}${count ? `, ${count} unread` : ''}`);
};

/** The chat iframe, and what is sent to it before it says it is ready (sent, in order, right after init). */
const createFrameLink = (base: string) => {
  let frame: HTMLIFrameElement | null = null;
  let ready = false;
  let outbox: Record<string, unknown>[] = [];
  return {
    get ready_() { return ready; },
    /** Puts the iframe in the panel, once. */
    ensure_(panel: HTMLDivElement, partner: string) {
      if (frame) return;
      frame = document.createElement('iframe');
      frame.title = 'Stylist chat';
      frame.src = `${base}/embed?partner=${encodeURIComponent(partner)}`;
      panel.append(frame);
    },
    /** Whether a message event came from our iframe (not the page, not another frame). */
    sent_: (e: MessageEvent) => !!frame && e.origin === base && e.source === frame.contentWindow,
    send_(body: Record<string, unknown>) {
      if (ready) post(frame?.contentWindow, body, base);
      else outbox.push(body);
    },
    start_(init: Record<string, unknown>) {
      ready = true;
      for (const body of [init, ...outbox]) post(frame?.contentWindow, body, base);
      outbox = [];
    },
    focus_: () => frame?.focus(),
    forget_() {
      frame = null;
      ready = false;
      outbox = [];
    },
  };
};

export const createWidget = (base: string) => {
  const events = createEvents();
  const emit = events.emit_;
  let opts: WidgetOptions | null = null;
  let host: HTMLElement | null = null;
  let launcher: HTMLButtonElement;
  let badge: HTMLSpanElement;
  let panel: HTMLDivElement;
  let label = '';
  let unread = 0;
  let shutdownDone: (() => void) | null = null;
  const link = createFrameLink(base);
  let isOpen = false;
  let product: PageProduct | null = null;
  /** Calls made before the launcher exists run once it does (never, if the origin is refused). */
  let drawn: Promise<void> = new Promise(() => {});
  let generation = 0;

  const send = link.send_;

  const onMessage = (e: MessageEvent) => {
    if (!link.sent_(e)) return;
    const m: FrameMessage | null = readFrameMessage(e.data);
    if (!m) return;
    if (m.type === 'ready') {
      link.start_(initMessage(opts!, product, isOpen));
      emit('ready');
    } else if (m.type === 'close') api.close();
    else if (m.type === 'unread') setUnread(m.count);
    else if (m.type === 'addToCart') emit('addToCart', m.product);
    else if (m.type === 'shutdown') shutdownDone?.();
    else emit('error', { code: m.code, message: m.message });
  };

  /** The count on the launcher's badge (and in its name), and the page's event when it changes. */
  const setUnread = (count: number) => {
    if (count === unread) return;
    unread = count;
    showUnread(badge, launcher, label, count);
    emit('unreadCountChange', count);
  };

  const ensureFrame = () => {
    if (host) link.ensure_(panel, opts!.partner);
  };

  const start = async (o: WidgetOptions, run: number) => {
    const look = await fetchPartnerLook(base, o.partner);
    if (run !== generation || !look) return;
    if (!document.body) await new Promise((r) => addEventListener('DOMContentLoaded', r, { once: true }));
    label = `${look.name} stylist chat`;
    ({ host, panel, launcher, badge } = drawShell(o, label, look.themeColor ?? '#1c1917'));
    launcher.onclick = () => api.toggle();
    launcher.onpointerenter = ensureFrame;
    performance.mark?.('atelier:launcher');
    // With no launcher the page's own button opens the chat: load it when idle all the same.
    whenPageIdle(ensureFrame);
  };

  /** Opening moves focus into the chat, closing back to the launcher; the iframe and the page hear of it. */
  const setOpen = (open: boolean) => void drawn.then(() => {
    if (isOpen === open) return;
    isOpen = open;
    if (open) ensureFrame();
    showPanel(host!, panel, launcher, open);
    if (open) link.focus_();
    send({ type: 'visibility', open });
    if (!open) launcher.focus();
    emit(open ? 'open' : 'close');
  });

  const api = {
    init(o: WidgetOptions) {
      if (opts) return warn('init twice; destroy() first');
      if (!/^pk_\w{4,64}$/.test(o?.partner)) return warn('init needs { partner: "pk_..." }');
      opts = o;
      product = o.product ?? null;
      addEventListener('message', onMessage);
      const run = ++generation;
      drawn = start(o, run).then(() => {
        if (run !== generation || !host) return new Promise(() => {});
        if (o.open) api.open();
      });
    },
    open: () => setOpen(true),
    close: () => setOpen(false),
    toggle() {
      if (isOpen) api.close();
      else api.open();
    },
    /** Intercom's names for open and close. */
    show: () => api.open(),
    hide: () => api.close(),
    /** The shopper signed in on the page's site: the partner's signed customer token (see init's identityToken). */
    identify(o: { identityToken: string }) {
      const token = o?.identityToken;
      if (typeof token !== 'string' || !token) return warn('identify needs { identityToken }');
      if (opts) opts.identityToken = token;
      void drawn.then(() => send({ type: 'identify', identityToken: token }));
    },
    /**
     * After init, as Intercom's update: the customer (identityToken), the launcher (hideLauncher),
     * and the product — given, null for none, or (no `product` key, as on a single-page shop's every
     * route change) read from the page's JSON-LD again.
     */
    update(o: WidgetUpdate = {}) {
      if (o.identityToken) api.identify(o as { identityToken: string });
      if ('product' in o) api.setContext(o.product ?? null);
      else {
        product = null;
        void drawn.then(() => send({ type: 'context', product: null, jsonLd: pageJsonLd(), pageUrl: location.href }));
      }
      if (o.hideLauncher !== undefined) void drawn.then(() => { launcher.hidden = !!o.hideLauncher; });
    },
    /**
     * The shopper signed out on the page's site: the iframe ends this device's widget session (loaded
     * for it if need be: a session stored on an earlier page must end too), then the widget is removed.
     */
    shutdown() {
      if (!opts) return;
      const run = generation;
      // The iframe must not make the customer theirs again on its way to ending the session.
      delete opts.identityToken;
      shutdownDone = () => run === generation && api.destroy();
      setTimeout(shutdownDone, SHUTDOWN_WAIT_MS);
      void drawn.then(() => {
        ensureFrame();
        send({ type: 'shutdown' });
      });
    },
    setContext(p: PageProduct | null) {
      product = p && typeof p === 'object' && typeof p.name === 'string' ? p : null;
      void drawn.then(() => send({ type: 'context', product }));
    },
    reset: () => void drawn.then(() => send({ type: 'reset' })),
    destroy() {
      generation++;
      removeEventListener('message', onMessage);
      host?.remove();
      host = opts = null;
      isOpen = false;
      link.forget_();
      unread = 0;
      drawn = new Promise(() => {});
    },
    ...events.subscriptions_(() => link.ready_),
  };
  return api;
};

export type AtelierApi = ReturnType<typeof createWidget>;
