/** @jsxImportSource preact */
/**
 * The chat inside the iframe: the stylist's streamed replies with product cards, 'Style this' for
 * the page's product, sign-in through a first-party popup, and the host page's commands (init,
 * visibility, context, reset) over the checked postMessage bridge. Only the shopper, here, speaks
 * and answers changes; the page hears ready, close, 'Add to cart' and its own mistakes, nothing of
 * the conversation (the trust boundary in shared/protocol.ts).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { readProductJsonLd } from '../shared/jsonld.js';
import { pageProductSchema, popupMessageSchema, WIDGET_TEXT_MAX, type HostErrorCode, type PageProduct } from '../shared/protocol.js';
import { WidgetApiError, widgetApi, type Session, type Who } from './api.js';
import { cardsOf, type Card } from './cards.js';
import type { EmbedConfig } from './config.js';
import { hostBridge } from './host.js';
import { applyChunk, fromStored, textOf, type ChatMessage } from './messages.js';
import { sessionStore } from './storage.js';
import { describeChange, knownNames } from '../../web/components/stylist/change-text.js';
import { formatPrice } from '../../tools/text/price.js';

const price = (n: number, currency = 'USD') => {
  if (currency === 'USD') return formatPrice(n);
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(n);
  } catch {
    return `${n} ${currency}`;
  }
};

const TOOL_LABELS: Record<string, string> = { page_look: 'Putting a look together', products_search: 'Searching the catalogue' };

export const Chat = ({ config }: { config: EmbedConfig }) => {
  const partner = config.partner;
  const api = useRef(widgetApi(partner.key)).current;
  const store = useRef(sessionStore(partner.key)).current;
  const bridge = useRef(hostBridge(partner.origins)).current;
  const [session, setSession] = useState<Session | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [product, setProduct] = useState<PageProduct | null>(null);
  const [input, setInput] = useState('');
  const [announce, setAnnounce] = useState('');
  const [theme, setTheme] = useState(partner.themeColor);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const sessionRef = useRef<Session | null>(null);
  const identityRef = useRef<string | undefined>(undefined);
  /** The start (session and history); the page's commands wait for it. */
  const booted = useRef<Promise<void>>(Promise.resolve());
  // The host's commands arrive in a listener set up once, so it reads the latest values here.
  const productRef = useRef<PageProduct | null>(null);
  const busyRef = useRef(false);
  productRef.current = product;

  /** Shown to the shopper; the page hears of its own mistakes only (a refused identity token or option). */
  const report = (code: string, message: string) => {
    setError(message);
    if (code === 'invalid_identity' || code === 'invalid_option') bridge.send({ type: 'error', code: code satisfies HostErrorCode, message: message.slice(0, 500) });
  };

  const adopt = (next: Session | null) => {
    store.save(next);
    sessionRef.current = next;
    setSession(next);
  };

  /** A session to call with: the known one, else a new one (as the partner's customer when it sent a JWT). */
  const creating = useRef<Promise<Session> | null>(null);
  const ensureSession = (fresh = false): Promise<Session> => {
    if (!fresh && sessionRef.current) return Promise.resolve(sessionRef.current);
    // One new session at a time: a message sent while one is being made waits for it.
    creating.current ??= (async () => {
      let next: Session;
      try {
        next = await api.session(sessionRef.current?.token, identityRef.current);
      } catch (e) {
        if (!(e instanceof WidgetApiError) || e.code !== 'invalid_identity') throw e;
        // The shop's JWT was refused: tell the page (its error event), carry on as a guest.
        report(e.code, e.message);
        identityRef.current = undefined;
        next = await api.session(sessionRef.current?.token);
      }
      adopt(next);
      return next;
    })().finally(() => { creating.current = null; });
    return creating.current;
  };

  const ended = (e: WidgetApiError) => {
    if (e.code === 'signed_out') setAnnounce('You were signed out, so this chat starts afresh.');
    adopt(null);
    setMessages([]);
  };

  /** Calls with the session (made on first need); when it has ended (expired, signed out elsewhere) starts a new one once. */
  const withSession = async <T,>(fn: (token: string | null) => Promise<T>): Promise<T> => {
    const current = await ensureSession();
    try {
      return await fn(current.token);
    } catch (e) {
      if (!(e instanceof WidgetApiError) || e.status !== 401) throw e;
      ended(e);
      return fn((await ensureSession(true)).token);
    }
  };

  /**
   * The conversation so far, if there is a session (in storage, or in the partitioned cookie).
   * Loading never creates one: no cookie is set until the shopper does something.
   */
  const loadHistory = async () => {
    try {
      const { messages: stored, who } = await api.conversation(sessionRef.current?.token);
      setMessages(stored.map(fromStored).filter((m): m is ChatMessage => m !== null));
      if (who) adopt({ token: sessionRef.current?.token ?? null, who });
    } catch (e) {
      if (!(e instanceof WidgetApiError) || e.status !== 401) throw e;
      if (sessionRef.current) ended(e);
    }
  };

  const start = async (identityToken?: string) => {
    identityRef.current = identityToken;
    const stored = store.load();
    if (stored) adopt(stored);
    // A partner JWT always decides who this is.
    if (identityToken) await ensureSession(true);
    await loadHistory();
  };

  /**
   * Streams the stylist's reply to a message or an answer on top of `start` (kept under its id), showing
   * each update, then announces it (to the shopper only). A stream error part throws.
   */
  const streamReply = async (said: string | { id: string; approved: boolean }, start: ChatMessage, show: (m: ChatMessage) => void) => {
    let reply = start;
    await withSession((token) => api.chat(token, said, productRef.current, (chunk) => {
      if ((chunk as { type?: string }).type === 'error') throw new WidgetApiError(500, 'stream', String((chunk as { errorText?: unknown }).errorText ?? 'Sorry, I hit a snag. Try again.'));
      reply = { ...applyChunk(reply, chunk), id: start.id };
      show(reply);
    }));
    setAnnounce(textOf(reply));
  };

  const reportSnag = (e: unknown) =>
    report(e instanceof WidgetApiError ? e.code : 'chat_failed', e instanceof WidgetApiError ? e.message : 'Sorry, I hit a snag. Try again.');

  const send = async (raw: string) => {
    const text = raw.trim().slice(0, WIDGET_TEXT_MAX);
    if (!text || busyRef.current) return;
    busyRef.current = true;
    await booted.current.catch(() => undefined);
    setError(null);
    setBusy(true);
    setInput('');
    const mine: ChatMessage = { id: crypto.randomUUID(), role: 'user', parts: [{ kind: 'text', id: 't0', text }] };
    // The reply keeps a local id while it streams, so each update replaces it in place.
    const replyId = crypto.randomUUID();
    setMessages((list) => [...list, mine]);
    try {
      await streamReply(text, { id: replyId, role: 'assistant', parts: [] }, (shown) => setMessages((list) => [...list.filter((m) => m.id !== replyId), shown]));
    } catch (e) {
      reportSnag(e);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const messagesRef = useRef<ChatMessage[]>([]);
  messagesRef.current = messages;

  /** Approve or Deny on a change the stylist asked about: the reply it belongs to carries on from the server. */
  const answer = async (messageId: string, approvalId: string, approved: boolean) => {
    if (busyRef.current) return;
    const original = messagesRef.current.find((m) => m.id === messageId);
    if (!original) return;
    busyRef.current = true;
    setError(null);
    setBusy(true);
    // Until the server answers, the card shows the choice being applied.
    const applying: ChatMessage = { ...original, parts: original.parts.map((p) => (p.kind === 'tool' && p.approvalId === approvalId ? { ...p, state: approved ? 'running' : 'denied' } : p)) };
    const show = (m: ChatMessage) => setMessages((list) => list.map((x) => (x.id === messageId ? m : x)));
    show(applying);
    try {
      await streamReply({ id: approvalId, approved }, applying, show);
    } catch (e) {
      // Nothing changed: the card asks again.
      show(original);
      reportSnag(e);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const reset = async () => {
    await booted.current.catch(() => undefined);
    try {
      await withSession((token) => api.reset(token));
      setMessages([]);
      setError(null);
      setAnnounce('Started a new conversation.');
    } catch (e) {
      report('reset_failed', e instanceof WidgetApiError ? e.message : 'The conversation could not be cleared.');
    }
  };

  const signIn = () => {
    const popup = window.open(`/embed/signin?partner=${encodeURIComponent(partner.key)}`, 'atelier-signin', 'popup,width=440,height=640');
    if (!popup) return report('popup_blocked', 'The sign-in window was blocked. Allow pop-ups for this site and try again.');
    const onMessage = async (e: MessageEvent) => {
      // Only our own popup, on our own origin, with a well-formed token.
      if (e.origin !== location.origin || e.source !== popup) return;
      const parsed = popupMessageSchema.safeParse(e.data);
      if (!parsed.success) return;
      removeEventListener('message', onMessage);
      try {
        const next = await withSession((token) => api.exchange(token, parsed.data.token));
        adopt(next);
        setAnnounce(`Signed in${next.who.name ? ` as ${next.who.name}` : ''}.`);
        await loadHistory();
      } catch (err) {
        report('sign_in_failed', err instanceof WidgetApiError ? err.message : 'Signing in did not work. Please try again.');
      }
    };
    addEventListener('message', onMessage);
  };

  const signOut = async () => {
    setMessages([]);
    setError(null);
    try {
      // A fresh visitor session replaces the signed-in one (token and cookie).
      await ensureSession(true);
      setMessages([]);
      setAnnounce('Signed out. This chat starts afresh.');
    } catch (e) {
      report('session_failed', e instanceof WidgetApiError ? e.message : 'Could not start a new chat.');
    }
  };

  useEffect(() => {
    const stop = bridge.listen((m) => {
      if (m.type === 'init') {
        setProduct(m.product ?? readProductJsonLd(m.jsonLd, m.pageUrl));
        if (m.themeColor) setTheme(m.themeColor);
        if (m.locale) document.documentElement.lang = m.locale;
        booted.current = start(m.identityToken).catch((e) => report('start_failed', e instanceof WidgetApiError ? e.message : 'The chat could not start.'));
        if (m.open) inputRef.current?.focus();
      } else if (m.type === 'visibility') {
        if (m.open) inputRef.current?.focus();
      } else if (m.type === 'context') setProduct(m.product);
      // The page's reset never deletes a signed-in shopper's conversation: it signs the widget out instead.
      else if (sessionRef.current?.who.kind === 'user') void signOut();
      else void reset();
    }, (options) => report('invalid_option', `Ignored ${options.join(', ')}: not in the form the widget takes (see the README's Widget section).`));
    if (bridge.framed) bridge.send({ type: 'ready' });
    else {
      // Opened on its own (not in a partner's page): a plain chat, with ?product= from a link if any.
      const given = pageProductSchema.safeParse(config.product);
      setProduct(given.success ? given.data : null);
      booted.current = start().catch((e) => report('start_failed', e instanceof WidgetApiError ? e.message : 'The chat could not start.'));
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') bridge.send({ type: 'close' });
    };
    addEventListener('keydown', onKey);
    return () => {
      stop();
      removeEventListener('keydown', onKey);
    };
  }, []);

  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [messages]);

  const addToCart = (card: Card) => {
    const { note: _note, ...product } = card;
    bridge.send({ type: 'addToCart', product });
    setAnnounce(`${card.name} sent to the shop's cart.`);
  };

  const who: Who | undefined = session?.who;
  const names = knownNames(messages.flatMap((m) => m.parts.flatMap((p) => (p.kind === 'tool' && p.state === 'done' ? [p.output] : []))));
  const lastId = messages.at(-1)?.id;
  return (
    <div class="chat" style={{ '--c': theme }}>
      <header class="bar">
        <div class="title">
          <strong>{partner.name}</strong>
          <span>Stylist by Atelier{who?.kind === 'user' && who.name ? ` · ${who.name}` : ''}</span>
        </div>
        {who?.kind === 'user'
          ? <button type="button" class="ghost" onClick={() => void signOut()}>Sign out</button>
          : who?.kind !== 'customer' ? <button type="button" class="ghost" onClick={signIn}>Sign in</button> : null}
        <button type="button" class="ghost" onClick={() => void reset()} aria-label="New conversation">New</button>
        {bridge.framed && <button type="button" class="icon" onClick={() => bridge.send({ type: 'close' })} aria-label="Close the chat">×</button>}
      </header>
      {product && (
        <div class="context">
          {product.image && <img src={product.image} alt="" width={40} height={40} onError={(e) => { (e.currentTarget as HTMLImageElement).hidden = true; }} />}
          <div class="context-text">
            <span class="muted">On this page</span>
            <span class="name">{product.name}{product.price !== undefined ? ` · ${price(product.price, product.currency)}` : ''}</span>
          </div>
          <button type="button" class="primary" disabled={busy} onClick={() => void send('Style this')}>Style this</button>
        </div>
      )}
      <div class="log" ref={logRef} aria-label="Conversation" role="region" tabIndex={0}>
        {messages.length === 0 && (
          <p class="empty">Ask the stylist anything: {product ? `"what goes with this?", ` : ''}"black boots under $150", "minimalist bags".</p>
        )}
        {messages.map((m) => (
          <div key={m.id} class={`msg ${m.role}`}>
            {m.parts.map((p) => (p.kind === 'text'
              ? p.text && <p key={p.id} class="text">{p.text}</p>
              : p.state === 'approval' || p.state === 'denied'
                ? <ChangeCard key={p.id} what={describeChange(p.name, p.input, names)} state={p.state} disabled={busy || m.id !== lastId || !p.approvalId} onAnswer={(approved) => void answer(m.id, p.approvalId!, approved)} />
                : <ToolPart key={p.id} name={p.name} state={p.state} output={p.output} error={p.error} onAdd={addToCart} />))}
          </div>
        ))}
        {busy && <p class="typing" aria-hidden="true">The stylist is typing…</p>}
      </div>
      <div class="sr-only" aria-live="polite" aria-atomic="true">{announce}</div>
      {error && <p class="error" role="alert">{error}</p>}
      <form class="composer" onSubmit={(e) => { e.preventDefault(); void send(input); }}>
        <label class="sr-only" for="atelier-input">Message the stylist</label>
        <textarea
          id="atelier-input"
          ref={inputRef}
          rows={1}
          maxLength={WIDGET_TEXT_MAX}
          value={input}
          placeholder="Ask the stylist…"
          onInput={(e) => setInput((e.target as HTMLTextAreaElement).value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void send(input);
            }
          }}
        />
        <button type="submit" class="primary" disabled={busy || !input.trim()}>Send</button>
      </form>
    </div>
  );
};

/** A change the stylist asks about: what will change, with Approve and Deny; after Deny, that nothing changed. */
const ChangeCard = ({ what, state, disabled, onAnswer }: { what: string; state: 'approval' | 'denied'; disabled: boolean; onAnswer: (approved: boolean) => void }) => (
  <div class="approval" role="group" aria-label={state === 'approval' ? 'A change waiting for your answer' : 'A change you said no to'} data-testid="widget-approval">
    <p class="note">{state === 'approval' ? 'Waiting for your answer' : 'You said no — nothing changed'}</p>
    <p class="what">{what}</p>
    {state === 'approval' && (
      <div class="actions">
        <button type="button" class="primary small" disabled={disabled} onClick={() => onAnswer(true)} aria-label={`Approve: ${what}`}>Approve</button>
        <button type="button" class="deny small" disabled={disabled} onClick={() => onAnswer(false)} aria-label={`Deny: ${what}`}>Deny</button>
      </div>
    )}
  </div>
);

const ToolPart = ({ name, state, output, error, onAdd }: { name: string; state: string; output?: unknown; error?: string; onAdd: (c: Card) => void }) => {
  if (state === 'running') return <p class="muted">{TOOL_LABELS[name] ?? 'Working on it'}…</p>;
  if (state === 'error') return error ? <p class="muted">{error}</p> : null;
  const cards = cardsOf(name, output, location.origin);
  if (!cards.length) return null;
  return (
    <ul class="cards" aria-label="Suggested pieces">
      {cards.map((c) => (
        <li key={c.id} class="card">
          {c.image && <img src={c.image} alt="" loading="lazy" width={120} height={150} />}
          {c.note && <span class="note">{c.note}</span>}
          <span class="card-name">{c.name}</span>
          <span class="muted">{[c.brand, price(c.price)].filter(Boolean).join(' · ')}</span>
          <button type="button" class="primary small" onClick={() => onAdd(c)} aria-label={`Add to cart: ${c.name}`}>Add to cart</button>
        </li>
      ))}
    </ul>
  );
};
