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

export const createWidget = (base: string) => {
  const listeners: Partial<Record<WidgetEvent, Listener[]>> = {};
  let opts: WidgetOptions | null = null;
  let host: HTMLElement | null = null;
  let launcher: HTMLButtonElement;
  let badge: HTMLSpanElement;
  let panel: HTMLDivElement;
  let label = '';
  let unread = 0;
  let shutdownDone: (() => void) | null = null;
  let frame: HTMLIFrameElement | null = null;
  let ready = false;
  let isOpen = false;
  let outbox: Record<string, unknown>[] = [];
  let product: PageProduct | null = null;
  /** Calls made before the launcher exists run once it does (never, if the origin is refused). */
  let drawn: Promise<void> = new Promise(() => {});
  let generation = 0;

  /** The partner's listener, run so that its failure is theirs to see, never ours to break on. */
  const call = (fn: Listener, data?: unknown) => {
    try {
      fn(data);
    } catch (error) {
      console.error(error);
    }
  };
  const emit = (event: WidgetEvent, data?: unknown) => {
    for (const fn of listeners[event] ?? []) call(fn, data);
  };
  const send = (body: Record<string, unknown>) => (ready ? post(frame?.contentWindow, body, base) : outbox.push(body));

  const onMessage = (e: MessageEvent) => {
    if (!frame || e.origin !== base || e.source !== frame.contentWindow) return;
    const m: FrameMessage | null = readFrameMessage(e.data);
    if (!m) return;
    if (m.type === 'ready') {
      ready = true;
      post(frame.contentWindow, { type: 'init', partner: opts!.partner, product, jsonLd: product ? [] : pageJsonLd(), pageUrl: location.href, open: isOpen, ...(opts!.locale && { locale: opts!.locale }), ...(opts!.identityToken && { identityToken: opts!.identityToken }), ...(opts!.theme?.color && { themeColor: opts!.theme.color }) }, base);
      for (const body of outbox) post(frame.contentWindow, body, base);
      outbox = [];
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
    badge.hidden = !count;
    badge.textContent = count > 9 ? '9+' : `${count}`;
    launcher.setAttribute('aria-label', `${label}${count ? `, ${count} unread` : ''}`);
    emit('unreadCountChange', count);
  };

  const ensureFrame = () => {
    if (frame || !host) return;
    frame = document.createElement('iframe');
    frame.title = 'Stylist chat';
    frame.src = `${base}/embed?partner=${encodeURIComponent(opts!.partner)}`;
    panel.append(frame);
  };

  const draw = (name: string, color: string) => {
    const o = opts!;
    host = document.createElement('atelier-widget');
    host.style.setProperty('--z', String(o.zIndex ?? 999999));
    host.style.setProperty('--c', o.theme?.color ?? color);
    const root = host.attachShadow({ mode: 'open' });
    const side = o.position === 'left' ? 'f' : 'r';
    root.innerHTML = `<style>${CSS}</style><div class="p ${side}" role="dialog" aria-label="" hidden></div><button class="l ${side}" type="button" aria-expanded="false" aria-haspopup="dialog"><span class="b" aria-hidden="true" hidden></span><svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z"/></svg></button>`;
    panel = root.querySelector('.p')!;
    launcher = root.querySelector('.l')!;
    badge = root.querySelector('.b')!;
    launcher.hidden = !!o.hideLauncher;
    label = `${name} stylist chat`;
    panel.setAttribute('aria-label', label);
    // aria-expanded tells whether it opens or closes; the name stays the same (but for an unread count).
    launcher.setAttribute('aria-label', label);
    launcher.onclick = () => api.toggle();
    launcher.onpointerenter = ensureFrame;
    document.body.append(host);
    performance.mark?.('atelier:launcher');
    // With no launcher the page's own button opens the chat: load it when idle all the same.
    const idle = () => setTimeout(() => (window.requestIdleCallback ?? setTimeout)(ensureFrame), IDLE_DELAY_MS);
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  };

  const start = async (o: WidgetOptions, run: number) => {
    let res: Response;
    try {
      res = await fetch(`${base}/api/widget/config?partner=${encodeURIComponent(o.partner)}`, { credentials: 'omit' });
    } catch {
      return warn(`${base} is unreachable`);
    }
    const body = await res.json().catch(() => ({})) as { name?: string; themeColor?: string; message?: string };
    if (run !== generation) return;
    if (!res.ok || !body.name) return warn(body.message ?? `HTTP ${res.status}`);
    if (!document.body) await new Promise((r) => addEventListener('DOMContentLoaded', r, { once: true }));
    draw(body.name, body.themeColor ?? '#1c1917');
  };

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
    open() {
      void drawn.then(() => {
        if (isOpen) return;
        isOpen = true;
        ensureFrame();
        panel.hidden = false;
        host!.setAttribute('open', '');
        launcher.setAttribute('aria-expanded', 'true');
        frame!.focus();
        send({ type: 'visibility', open: true });
        emit('open');
      });
    },
    close() {
      void drawn.then(() => {
        if (!isOpen) return;
        isOpen = false;
        panel.hidden = true;
        host!.removeAttribute('open');
        launcher.setAttribute('aria-expanded', 'false');
        send({ type: 'visibility', open: false });
        launcher.focus();
        emit('close');
      });
    },
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
    reset() {
      void drawn.then(() => send({ type: 'reset' }));
    },
    destroy() {
      generation++;
      removeEventListener('message', onMessage);
      host?.remove();
      host = frame = opts = null;
      ready = isOpen = false;
      outbox = [];
      unread = 0;
      drawn = new Promise(() => {});
    },
    on(event: WidgetEvent, fn: Listener) {
      if (typeof fn !== 'function') return;
      (listeners[event] ??= []).push(fn);
      // A listener that comes after the chat was ready still hears it.
      if (event === 'ready' && ready) queueMicrotask(() => call(fn));
    },
    off(event: WidgetEvent, fn: Listener) {
      listeners[event] = (listeners[event] ?? []).filter((f) => f !== fn);
    },
  };
  return api;
};

export type AtelierApi = ReturnType<typeof createWidget>;
