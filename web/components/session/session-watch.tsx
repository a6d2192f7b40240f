/**
 * Runs the session and connection machines for a signed-in user and shows the expiry dialog.
 * Loaded lazily, so guests never download XState or the dialog.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { authClient } from '../../lib/auth-client.js';
import { useSession } from '../../lib/session.js';
import { connectionMachine, connectionStatusOf } from '../../machines/connection.js';
import { sessionMachine, warningVisible } from '../../machines/session.js';
import { SessionExpiryDialog } from './session-expiry-dialog.js';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

export default function SessionWatch() {
  const session = useSession();
  // Machines are created once; they reach the latest session functions through this ref.
  const latest = useRef(session);
  latest.current = session;

  const sessionLogic = useMemo(
    () =>
      sessionMachine.provide({
        actors: {
          refreshSession: fromPromise(async () => {
            const { expires_at } = await authClient.extendSession();
            latest.current.setExpiresAt(expires_at);
            return { expiresAt: Date.parse(expires_at) };
          }),
        },
        actions: {
          onExpired: () => void latest.current.refresh(),
        },
      }),
    [],
  );
  const sessionActor = useActorRef(sessionLogic, { input: { expiresAt: session.expiresAt } });

  const connectionLogic = useMemo(
    () => connectionMachine.provide({ actions: { requestRefresh: () => sessionActor.send({ type: 'REFRESH' }) } }),
    [sessionActor],
  );
  const connectionActor = useActorRef(connectionLogic, {
    input: { online: typeof navigator === 'undefined' ? true : navigator.onLine, signedIn: session.status === 'authenticated' },
  });

  const remainingMs = useSelector(sessionActor, (s) => s.context.remainingMs);
  const showWarning = useSelector(sessionActor, (s) => warningVisible(s.context, s.matches({ status: 'active' })));
  const refreshing = useSelector(sessionActor, (s) => s.matches({ refresh: 'refreshing' }));
  const connection = useSelector(connectionActor, (s) => connectionStatusOf(String(s.value)));

  useEffect(() => {
    sessionActor.send({ type: 'EXPIRES_AT', expiresAt: session.expiresAt });
  }, [session.expiresAt, sessionActor]);

  useEffect(() => {
    connectionActor.send({ type: 'SIGNED_IN', value: session.status === 'authenticated' });
  }, [session.status, connectionActor]);

  // A reconnect's refresh has settled once the session leaves 'refreshing'.
  useEffect(() => {
    if (!refreshing) connectionActor.send({ type: 'REFRESH_SETTLED' });
  }, [refreshing, connectionActor]);

  useEffect(() => {
    const offline = () => connectionActor.send({ type: 'OFFLINE' });
    const online = () => connectionActor.send({ type: 'ONLINE' });
    const activity = () => sessionActor.send({ type: 'ACTIVITY' });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, activity, { passive: true });
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, activity);
    };
  }, [connectionActor, sessionActor]);

  return (
    <SessionExpiryDialog
      open={showWarning}
      remainingMs={remainingMs}
      connection={connection}
      refreshing={refreshing}
      onContinue={() => sessionActor.send({ type: 'DISMISS_WARNING' })}
      onExtend={() => sessionActor.send({ type: 'REFRESH' })}
    />
  );
}
