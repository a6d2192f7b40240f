/**
 * Who the chat speaks for: the widget session (a visitor, an Atelier shopper signed in through the
 * popup, or the partner's customer vouched for by its signed JWT), kept in the iframe's own storage.
 * A session is made on first need, one at a time; one that has ended (expired, signed out
 * elsewhere) is replaced once. Loading the history never creates one: no cookie before the
 * shopper does something.
 */
import { useRef, useState } from 'preact/hooks';
import { WidgetApiError, type Session, type WidgetApi } from './api.js';
import { fromStored, type ChatMessage } from './messages.js';
import type { sessionStore } from './storage.js';

export interface SessionDeps {
  api: WidgetApi;
  store: ReturnType<typeof sessionStore>;
  /** Tells the shopper (and, for the page's own mistakes, the page). */
  report: (code: string, message: string) => void;
  setMessages: (messages: ChatMessage[]) => void;
  setAnnounce: (text: string) => void;
}

export const useWidgetSession = ({ api, store, report, setMessages, setAnnounce }: SessionDeps) => {
  const [session, setSession] = useState<Session | null>(null);
  const sessionRef = useRef<Session | null>(null);
  const identityRef = useRef<string | undefined>(undefined);
  const creating = useRef<Promise<Session> | null>(null);

  const adopt = (next: Session | null) => {
    store.save(next);
    sessionRef.current = next;
    setSession(next);
  };

  /** A session to call with: the known one, else a new one (as the partner's customer when it sent a JWT). */
  const ensureSession = (fresh = false, visitor = false): Promise<Session> => {
    if (!fresh && sessionRef.current) return Promise.resolve(sessionRef.current);
    // One new session at a time: a message sent while one is being made waits for it.
    creating.current ??= (async () => {
      let next: Session;
      try {
        next = await api.session(sessionRef.current?.token, identityRef.current, visitor);
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

  /** Calls with the session (made on first need); when it has ended, starts a new one once. */
  const withSession = async <T>(fn: (token: string | null) => Promise<T>): Promise<T> => {
    const current = await ensureSession();
    try {
      return await fn(current.token);
    } catch (e) {
      if (!(e instanceof WidgetApiError) || e.status !== 401) throw e;
      ended(e);
      return fn((await ensureSession(true)).token);
    }
  };

  /** The conversation so far, if there is a session (in storage, or in the partitioned cookie). */
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

  /** The partner's customer signed in on its site: this chat becomes theirs (their own history). */
  const identify = async (identityToken: string) => {
    identityRef.current = identityToken;
    await ensureSession(true);
    await loadHistory();
  };

  /**
   * Ends this device's session: a fresh visitor session replaces it (token and cookie), so nothing
   * of the last shopper's chat shows here again. The conversation itself is kept for them.
   */
  const endSession = async () => {
    identityRef.current = undefined;
    setMessages([]);
    if (sessionRef.current) await ensureSession(true, true);
    setMessages([]);
  };

  return { session, sessionRef, adopt, ensureSession, withSession, loadHistory, start, identify, endSession };
};

export type WidgetSession = ReturnType<typeof useWidgetSession>;
