/** The shopper's connections as the server lists them (connections.list), and the connect action. */
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Connection, ConnectionsList } from '../../../tools/connections/contracts.js';
import { callTool } from '../../lib/api.js';
import { useSession } from '../../lib/session.js';
import type { OAuthProvider } from '../../machines/oauth-callback.js';
import { startConnection } from './connect.js';

export type { Connection, ConnectionsList };

export const CONNECTIONS_KEY = ['tool', 'connections.list'] as const;

export const useConnections = () => {
  const { status } = useSession();
  return useQuery({
    queryKey: CONNECTIONS_KEY,
    queryFn: () => callTool<ConnectionsList>('connections.list', {}),
    enabled: status === 'authenticated',
  });
};

export const formatDay = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** Connect Instagram or Facebook: to Meta (or the simulator), or a toast saying why not. */
export const useConnect = () => {
  const { status } = useSession();
  return async (provider: OAuthProvider) => {
    const outcome = await startConnection(provider, {
      signedIn: status === 'authenticated',
      authorize: (input) => callTool('connections.authorize', input),
      origin: window.location.origin,
      storeState: (key, value) => { try { sessionStorage.setItem(key, value); } catch { /* the server still checks the state */ } },
      go: (url) => window.location.assign(url),
    });
    if (!outcome.ok) toast.error(outcome.title, { description: outcome.description });
  };
};
