/**
 * The conversation: the shopper's messages and the stylist's streamed replies, Approve / Deny on a
 * change the stylist asks about, and starting afresh. Only the shopper, in the iframe, calls these:
 * nothing the partner's page sends reaches them.
 */
import { useRef, useState } from 'preact/hooks';
import { WIDGET_TEXT_MAX, type PageProduct } from '../shared/protocol.js';
import { WidgetApiError, type WidgetApi } from './api.js';
import { applyChunk, textOf, type ChatMessage } from './messages.js';
import type { WidgetSession } from './use-session.js';

export interface ConversationDeps {
  api: WidgetApi;
  session: WidgetSession;
  messages: ChatMessage[];
  setMessages: (update: ChatMessage[] | ((list: ChatMessage[]) => ChatMessage[])) => void;
  productRef: { current: PageProduct | null };
  booted: { current: Promise<void> };
  report: (code: string, message: string) => void;
  setError: (message: string | null) => void;
  setAnnounce: (text: string) => void;
  /** A reply has finished (counted as unread when the chat is closed). */
  onReply: () => void;
}

export const useConversation = ({ api, session, messages, setMessages, productRef, booted, report, setError, setAnnounce, onReply }: ConversationDeps) => {
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const messagesRef = useRef<ChatMessage[]>([]);
  messagesRef.current = messages;

  /** Runs one exchange with the server, one at a time. */
  const exclusive = async (run: () => Promise<void>) => {
    busyRef.current = true;
    setError(null);
    setBusy(true);
    try {
      await run();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  /**
   * Streams the stylist's reply to a message or an answer on top of `start` (kept under its id),
   * showing each update, then announces it (to the shopper only). A stream error part throws.
   */
  const streamReply = async (said: string | { id: string; approved: boolean }, start: ChatMessage, show: (m: ChatMessage) => void) => {
    let reply = start;
    await session.withSession((token) => api.chat(token, said, productRef.current, (chunk) => {
      if ((chunk as { type?: string }).type === 'error') throw new WidgetApiError(500, 'stream', String((chunk as { errorText?: unknown }).errorText ?? 'Sorry, I hit a snag. Try again.'));
      reply = { ...applyChunk(reply, chunk), id: start.id };
      show(reply);
    }));
    setAnnounce(textOf(reply));
    onReply();
  };

  const reportSnag = (e: unknown) =>
    report(e instanceof WidgetApiError ? e.code : 'chat_failed', e instanceof WidgetApiError ? e.message : 'Sorry, I hit a snag. Try again.');

  const send = async (raw: string, clearInput: () => void) => {
    const text = raw.trim().slice(0, WIDGET_TEXT_MAX);
    if (!text || busyRef.current) return;
    busyRef.current = true;
    await booted.current.catch(() => undefined);
    clearInput();
    const mine: ChatMessage = { id: crypto.randomUUID(), role: 'user', parts: [{ kind: 'text', id: 't0', text }] };
    // The reply keeps a local id while it streams, so each update replaces it in place.
    const replyId = crypto.randomUUID();
    setMessages((list) => [...list, mine]);
    await exclusive(async () => {
      try {
        await streamReply(text, { id: replyId, role: 'assistant', parts: [] }, (shown) => setMessages((list) => [...list.filter((m) => m.id !== replyId), shown]));
      } catch (e) {
        reportSnag(e);
      }
    });
  };

  /** Approve or Deny on a change the stylist asked about: the reply it belongs to carries on from the server. */
  const answer = async (messageId: string, approvalId: string, approved: boolean) => {
    if (busyRef.current) return;
    const original = messagesRef.current.find((m) => m.id === messageId);
    if (!original) return;
    // Until the server answers, the card shows the choice being applied.
    const applying: ChatMessage = { ...original, parts: original.parts.map((p) => (p.kind === 'tool' && p.approvalId === approvalId ? { ...p, state: approved ? 'running' : 'denied' } : p)) };
    const show = (m: ChatMessage) => setMessages((list) => list.map((x) => (x.id === messageId ? m : x)));
    show(applying);
    await exclusive(async () => {
      try {
        await streamReply({ id: approvalId, approved }, applying, show);
      } catch (e) {
        // Nothing changed: the card asks again.
        show(original);
        reportSnag(e);
      }
    });
  };

  const reset = async () => {
    await booted.current.catch(() => undefined);
    try {
      await session.withSession((token) => api.reset(token));
      setMessages([]);
      setError(null);
      setAnnounce('Started a new conversation.');
    } catch (e) {
      report('reset_failed', e instanceof WidgetApiError ? e.message : 'The conversation could not be cleared.');
    }
  };

  return { busy, send, answer, reset };
};
