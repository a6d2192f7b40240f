/**
 * Who is signed in. One query (['session']) is the source of truth; sign-in, sign-out and extend
 * update it, so every component reading useSession() re-renders together.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { authClient, type SessionPayload, type SessionUser } from './auth-client.js';
import type { BootPayload } from '../../shared/boot.js';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionValue {
  user: SessionUser | null;
  status: SessionStatus;
  /** Expiry in epoch ms, or null for guests. */
  expiresAt: number | null;
  /** Re-reads the session from the server. */
  refresh: () => Promise<void>;
  /** Replaces the cached expiry after an extend. */
  setExpiresAt: (iso: string) => void;
  signOut: () => Promise<void>;
}

export const SESSION_QUERY_KEY = ['session'] as const;

/**
 * Puts the session the page itself carried (web/lib/boot.ts) into the cache before the first render,
 * so neither the guards nor a route's data wait for a get-session round trip. It counts as fresh
 * for the query's staleTime, after which get-session is asked as usual.
 */
export const seedSessionFromPage = (queryClient: QueryClient, payload: BootPayload | null): void => {
  if (payload) queryClient.setQueryData<SessionPayload | null>(SESSION_QUERY_KEY, payload.session);
};

/** The signed-in user's id as the cache knows it now (null: a guest, or not known yet). */
export const cachedUserId = (queryClient: QueryClient): string | null =>
  queryClient.getQueryData<SessionPayload | null>(SESSION_QUERY_KEY)?.user.id ?? null;

const SessionContext = createContext<SessionValue | null>(null);

export const SessionProvider = ({ children }: { children: ReactNode }) => {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: authClient.getSession,
    staleTime: 60_000,
    retry: 1,
    refetchOnWindowFocus: true,
  });

  const value = useMemo<SessionValue>(() => {
    const payload = query.data ?? null;
    const status: SessionStatus = query.isPending ? 'loading' : payload?.user ? 'authenticated' : 'unauthenticated';
    const expires = payload?.session?.expiresAt ? Date.parse(payload.session.expiresAt) : Number.NaN;
    return {
      user: payload?.user ?? null,
      status,
      expiresAt: Number.isFinite(expires) ? expires : null,
      refresh: async () => {
        await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      },
      setExpiresAt: (iso) => {
        queryClient.setQueryData<SessionPayload | null>(SESSION_QUERY_KEY, (old) => (old ? { ...old, session: { ...old.session, expiresAt: iso } } : old));
      },
      signOut: async () => {
        try {
          await authClient.signOut();
        } finally {
          queryClient.setQueryData(SESSION_QUERY_KEY, null);
          // Everything cached belonged to the previous user.
          queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
        }
      },
    };
  }, [query.data, query.isPending, queryClient]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
};

/** The signed-in user and session status. Throws outside <SessionProvider> (product rules §8). */
export const useSession = (): SessionValue => {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used within a SessionProvider');
  return value;
};
