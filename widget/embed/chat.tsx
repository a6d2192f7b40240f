/** @jsxImportSource preact */
/**
 * The chat inside the iframe, put together from its parts: the session (use-session.ts), the
 * conversation (use-conversation.ts), the host page's commands (use-host.ts) and the visible parts
 * (chat-parts.tsx), plus sign-in through a first-party popup. Only the shopper, here, speaks and
 * answers changes; the page hears ready, close, the unread count, 'Add to cart' and its own
 * mistakes, nothing of the conversation (the trust boundary in shared/protocol.ts).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { popupMessageSchema, type HostErrorCode, type PageProduct } from '../shared/protocol.js';
import { WidgetApiError, widgetApi } from './api.js';
import { cartProductOf, type Card } from './cards.js';
import { ChatBar, Composer, MessageLog, PageContext } from './chat-parts.js';
import type { EmbedConfig } from './config.js';
import { hostBridge, type HostBridge } from './host.js';
import type { ChatMessage } from './messages.js';
import { sessionStore } from './storage.js';
import { useConversation } from './use-conversation.js';
import { useHostCommands, useUnread } from './use-host.js';
import { useWidgetSession, type WidgetSession } from './use-session.js';

/** The Atelier sign-in popup: on our origin, it hands back a single-use token the session is exchanged for. */
const popupSignIn = (partnerKey: string, session: WidgetSession, api: ReturnType<typeof widgetApi>, report: (code: string, message: string) => void, setAnnounce: (text: string) => void) => () => {
  const popup = window.open(`/embed/signin?partner=${encodeURIComponent(partnerKey)}`, 'atelier-signin', 'popup,width=440,height=640');
  if (!popup) return report('popup_blocked', 'The sign-in window was blocked. Allow pop-ups for this site and try again.');
  const onMessage = async (e: MessageEvent) => {
    // Only our own popup, on our own origin, with a well-formed token.
    if (e.origin !== location.origin || e.source !== popup) return;
    const parsed = popupMessageSchema.safeParse(e.data);
    if (!parsed.success) return;
    removeEventListener('message', onMessage);
    try {
      const next = await session.withSession((token) => api.exchange(token, parsed.data.token));
      session.adopt(next);
      setAnnounce(`Signed in${next.who.name ? ` as ${next.who.name}` : ''}.`);
      await session.loadHistory();
    } catch (err) {
      report('sign_in_failed', err instanceof WidgetApiError ? err.message : 'Signing in did not work. Please try again.');
    }
  };
  addEventListener('message', onMessage);
};

/** Shown to the shopper; the page hears of its own mistakes only (a refused identity token or option). */
const reporter = (bridge: HostBridge, setError: (message: string) => void) => (code: string, message: string) => {
  setError(message);
  if (code === 'invalid_identity' || code === 'invalid_option') bridge.send({ type: 'error', code: code satisfies HostErrorCode, message: message.slice(0, 500) });
};

export const Chat = ({ config }: { config: EmbedConfig }) => {
  const partner = config.partner;
  const api = useRef(widgetApi(partner.key)).current;
  const store = useRef(sessionStore(partner.key)).current;
  const bridge = useRef(hostBridge(partner.origins)).current;
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [product, setProduct] = useState<PageProduct | null>(null);
  const [input, setInput] = useState('');
  const [announce, setAnnounce] = useState('');
  const [theme, setTheme] = useState(partner.themeColor);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  /** The start (session and history); the page's commands and the shopper's messages wait for it. */
  const booted = useRef<Promise<void>>(Promise.resolve());
  const productRef = useRef<PageProduct | null>(null);
  productRef.current = product;

  const report = reporter(bridge, setError);
  const session = useWidgetSession({ api, store, report, setMessages, setAnnounce });
  const unread = useUnread(bridge);
  const conversation = useConversation({ api, session, messages, setMessages, productRef, booted, report, setError, setAnnounce, onReply: unread.replied });
  const signIn = popupSignIn(partner.key, session, api, report, setAnnounce);

  const signOut = async () => {
    setError(null);
    try {
      await session.endSession();
      setAnnounce('Signed out. This chat starts afresh.');
    } catch (e) {
      report('session_failed', e instanceof WidgetApiError ? e.message : 'Could not start a new chat.');
    }
  };

  useHostCommands({
    bridge, session, standaloneProduct: config.product, booted, setProduct, setTheme,
    focusInput: () => inputRef.current?.focus(), report, reset: conversation.reset, signOut,
  }, unread);

  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [messages]);

  const addToCart = (card: Card) => {
    bridge.send({ type: 'addToCart', product: cartProductOf(card) });
    setAnnounce(`${card.name} sent to the shop's cart.`);
  };
  const send = (text: string) => void conversation.send(text, () => setInput(''));

  return (
    <div class="chat" style={{ '--c': theme }}>
      <ChatBar
        partnerName={partner.name} who={session.session?.who} framed={bridge.framed}
        onSignIn={signIn} onSignOut={() => void signOut()} onReset={() => void conversation.reset()} onClose={() => bridge.send({ type: 'close' })}
      />
      {product && <PageContext product={product} busy={conversation.busy} onStyle={() => send('Style this')} />}
      <MessageLog
        messages={messages} busy={conversation.busy} hasProduct={product !== null} logRef={logRef}
        onAnswer={(messageId, approvalId, approved) => void conversation.answer(messageId, approvalId, approved)} onAdd={addToCart}
      />
      <div class="sr-only" aria-live="polite" aria-atomic="true">{announce}</div>
      {error && <p class="error" role="alert">{error}</p>}
      <Composer input={input} busy={conversation.busy} inputRef={inputRef} onInput={setInput} onSend={() => send(input)} />
    </div>
  );
};
