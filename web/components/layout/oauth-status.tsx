/**
 * The OAuth callback and bridge screens (product rules §2 OAuth callback screens, §4, §5): progress 20, 60,
 * 90, 100; on success a redirect to /style after 2 s; on error the message and 'Back to Style
 * Management'. The work is in web/machines/oauth-callback.ts; this supplies the server calls,
 * sessionStorage and navigation.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMachine } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { CheckCircle2 } from 'lucide-react';
import { Page } from './page.js';
import { Progress, buttonClass } from '../ui/index.js';
import { useSession } from '../../lib/session.js';
import { ApiError, callTool } from '../../lib/api.js';
import {
  CALLBACK_MESSAGES, CALLBACK_PROGRESS, PROVIDER_NAME, callbackParamsOf, callbackPhase, oauthBridgeMachine, oauthCallbackMachine,
  oauthStateKey, presentParams,
  type CallbackParams, type CompleteFailure, type CompleteRequest, type OAuthProvider,
} from '../../machines/oauth-callback.js';

const readStoredState = (provider: OAuthProvider): string | null => {
  try {
    return sessionStorage.getItem(oauthStateKey(provider));
  } catch {
    return null;
  }
};

/** A spinner inside a live region that already speaks (no second role=status). */
const Busy = () => <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-stone-300 border-t-ink" />;

const asFailure = (error: unknown): CompleteFailure =>
  error instanceof ApiError ? { status: error.status, message: error.message } : { status: 0, message: '' };

const Failure = ({ message }: { message: string }) => (
  <div role="alert" className="flex max-w-xl flex-col items-start gap-4 rounded-2xl border border-stone-200 bg-white p-6">
    <p className="font-medium text-ink">Connection Failed</p>
    <p className="text-stone-700">{message}</p>
    <Link to="/style" className={buttonClass('primary')}>Back to Style Management</Link>
  </div>
);

/**
 * A state works once. React's StrictMode (development) may start the machine twice; both runs share
 * one request for the same callback instead of the second being refused as a reused state.
 */
const inflight = new Map<string, Promise<{ username: string | null }>>();
const completeOnce = (request: CompleteRequest) => {
  const key = JSON.stringify(request);
  let pending = inflight.get(key);
  if (!pending) {
    pending = callTool<{ username: string | null }>('connections.complete', request).catch((error: unknown) => { throw asFailure(error); });
    inflight.set(key, pending);
  }
  return pending;
};

const STEP_LABEL: Record<number, string> = {
  [CALLBACK_PROGRESS.checking]: 'Checking the authorization…',
  [CALLBACK_PROGRESS.exchanging]: 'Exchanging the authorization code…',
  [CALLBACK_PROGRESS.finishing]: 'Saving your connection…',
  [CALLBACK_PROGRESS.success]: 'Connected',
};

export const OAuthCallbackScreen = ({ provider }: { provider: OAuthProvider }) => {
  const name = PROVIDER_NAME[provider];
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { status } = useSession();
  // Read once: the URL and the stored state as they were when Meta sent the shopper back.
  const [input] = useState(() => ({ provider, params: callbackParamsOf(search), storedState: readStoredState(provider) }));
  const machine = useMemo(() => oauthCallbackMachine.provide({
    actors: {
      complete: fromPromise<{ username: string | null }, CompleteRequest>(({ input: request }) => completeOnce(request)),
      finish: fromPromise<void, { provider: OAuthProvider }>(async ({ input: f }) => {
        try {
          sessionStorage.removeItem(oauthStateKey(f.provider));
        } catch { /* storage unavailable: nothing kept */ }
        await queryClient.invalidateQueries();
      }),
    },
    actions: { redirect: () => { void navigate('/style', { replace: true }); } },
  }), [navigate, queryClient]);
  const [state, send] = useMachine(machine, { input: { ...input, signedIn: status === 'loading' ? null : status === 'authenticated' } });
  useEffect(() => {
    if (status !== 'loading') send({ type: 'SESSION', signedIn: status === 'authenticated' });
  }, [status, send]);

  const phase = callbackPhase(state.value);
  const { progress, error, username } = state.context;
  return (
    <Page title={`Connecting ${name}`} description={phase === 'error' ? undefined : `Completing your ${name} authorization…`}>
      {phase === 'error' ? <Failure message={error ?? CALLBACK_MESSAGES.connectionFailed(provider)} /> : (
        <div className="flex max-w-xl flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-6">
          <Progress value={progress} aria-label={`${name} connection progress`} />
          <p className="flex items-center gap-2 text-sm text-stone-700" role="status" aria-live="polite">
            {phase === 'processing' ? <Busy /> : <CheckCircle2 className="size-4 text-emerald-700" aria-hidden />}
            {phase === 'processing'
              ? `${STEP_LABEL[progress] ?? 'Working…'} (${progress}%)`
              : `${name} connected${username ? ` as @${username}` : ''}. Taking you back to Style Management…`}
          </p>
        </div>
      )}
    </Page>
  );
};

export const OAuthBridgeScreen = () => {
  const [search] = useSearchParams();
  const [params] = useState<CallbackParams>(() => callbackParamsOf(search));
  const machine = useMemo(() => oauthBridgeMachine.provide({
    actors: {
      relay: fromPromise<{ redirect_url: string }, CallbackParams>(({ input }) => callTool<{ redirect_url: string }>('connections.bridge', presentParams(input))),
    },
    actions: { navigate: (_, p: { url: string }) => { window.location.assign(p.url); } },
  }), []);
  const [state] = useMachine(machine, { input: { params } });
  const phase = callbackPhase(state.value);
  return (
    <Page title="Instagram authorization" description={phase === 'error' ? undefined : 'Passing your authorization back to the app…'}>
      {phase === 'error' ? <Failure message={state.context.error ?? CALLBACK_MESSAGES.bridgeFailed} /> : (
        <p className="flex items-center gap-2 text-sm text-stone-700" role="status" aria-live="polite">
          <Busy />
          {phase === 'processing' ? 'Processing…' : `Redirecting to ${state.context.target ? new URL(state.context.target).origin : 'the app'}…`}
        </p>
      )}
    </Page>
  );
};
