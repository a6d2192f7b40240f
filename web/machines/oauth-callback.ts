/**
 * Product rules §4 OAuth callback: processing → success (redirect to /style after 2 s) or error; progress
 * 20, 60, 90, 100. And the Bridge: processing → redirecting (after 1.5 s to the callback on the
 * origin the state was issued for) or error.
 *
 * Processing runs in three steps: checking (20) reads the URL and the state kept in sessionStorage
 * (product rules §5 rules, in the spec's order); exchanging (60) asks the server (connections.complete), which
 * repeats every check, logs the security event and stores the token; finishing (90) forgets the
 * stored state and refreshes what the page shows. The page provides the actors and the navigation.
 */
import { assign, fromPromise, setup } from 'xstate';
import { topState } from './helpers.js';

export type OAuthProvider = 'instagram' | 'facebook';
export const PROVIDER_NAME: Record<OAuthProvider, 'Instagram' | 'Facebook'> = { instagram: 'Instagram', facebook: 'Facebook' };

export const REDIRECT_AFTER_SUCCESS_MS = 2_000;
export const BRIDGE_REDIRECT_MS = 1_500;
export const CALLBACK_PROGRESS = { checking: 20, exchanging: 60, finishing: 90, success: 100 } as const;

export const CALLBACK_MESSAGES = {
  signIn: 'Please sign in first',
  missingState: 'Missing security state parameter',
  invalidState: 'Invalid security state parameter',
  bridgeFailed: 'Failed to process Instagram authorization',
  authorizationFailed: (p: OAuthProvider, error: string) => `${PROVIDER_NAME[p]} authorization failed: ${error}`,
  noCode: (p: OAuthProvider) => `No authorization code received from ${PROVIDER_NAME[p]}`,
  connectionFailed: (p: OAuthProvider) => `Failed to connect ${PROVIDER_NAME[p]} account. Please try again.`,
} as const;

/** sessionStorage keys named in product rules §3. */
export const oauthStateKey = (provider: OAuthProvider) => `${provider}_oauth_state` as const;

export interface CallbackParams {
  code: string | null;
  state: string | null;
  error: string | null;
  error_description: string | null;
}

export const callbackParamsOf = (search: URLSearchParams): CallbackParams => ({
  code: search.get('code')?.replace(/#_$/, '') || null,
  state: search.get('state') || null,
  error: search.get('error') || null,
  error_description: search.get('error_description') || null,
});

/** The product rules §5 checks a browser can make itself, in order; null when nothing is wrong yet. */
export const callbackProblem = (provider: OAuthProvider, params: CallbackParams, storedState: string | null): string | null => {
  if (params.error) return CALLBACK_MESSAGES.authorizationFailed(provider, params.error);
  if (!params.code) return CALLBACK_MESSAGES.noCode(provider);
  if (!params.state) return CALLBACK_MESSAGES.missingState;
  if (storedState !== params.state) return CALLBACK_MESSAGES.invalidState;
  return null;
};

export interface CompleteRequest {
  provider: OAuthProvider;
  code?: string;
  state?: string;
  error?: string;
  error_description?: string;
  browser_state_matches: boolean;
}

export interface CallbackInput {
  provider: OAuthProvider;
  params: CallbackParams;
  storedState: string | null;
  /** Null while the session is still being read (the page sends SESSION when it knows). */
  signedIn: boolean | null;
}

export interface CallbackContext extends CallbackInput {
  progress: number;
  error: string | null;
  username: string | null;
}

/** An error the server answered: its message, and whether it was 'not signed in'. */
export interface CompleteFailure {
  status: number;
  message: string;
}

const failureMessage = (provider: OAuthProvider, error: unknown, localProblem: string | null): string => {
  const failure = error as Partial<CompleteFailure> | null;
  if (failure?.status === 401) return CALLBACK_MESSAGES.signIn;
  // No answer at all (offline): what the browser could tell by itself, else the spec's fallback.
  if (!failure?.status) return localProblem ?? CALLBACK_MESSAGES.connectionFailed(provider);
  return failure.message || localProblem || CALLBACK_MESSAGES.connectionFailed(provider);
};

/** The callback parameters the URL carried, absent ones left out (the tools take optional strings, not null). */
export const presentParams = (params: CallbackParams): Pick<CompleteRequest, 'code' | 'state' | 'error' | 'error_description'> => ({
  ...(params.code ? { code: params.code } : {}),
  ...(params.state ? { state: params.state } : {}),
  ...(params.error ? { error: params.error } : {}),
  ...(params.error_description ? { error_description: params.error_description } : {}),
});

export const requestOf = (ctx: CallbackInput): CompleteRequest => ({
  provider: ctx.provider,
  ...presentParams(ctx.params),
  browser_state_matches: !!ctx.params.state && ctx.storedState === ctx.params.state,
});

export const oauthCallbackMachine = setup({
  types: {
    context: {} as CallbackContext,
    input: {} as CallbackInput,
    events: {} as { type: 'SESSION'; signedIn: boolean },
  },
  actors: {
    complete: fromPromise<{ username: string | null }, CompleteRequest>(async () => { throw new Error('complete not provided'); }),
    /** Forget the stored state and refresh the page's data. */
    finish: fromPromise<void, { provider: OAuthProvider }>(async () => undefined),
  },
  actions: {
    redirect: () => undefined,
  },
  guards: {
    signedIn: ({ context }) => context.signedIn === true,
    signedOut: ({ context }) => context.signedIn === false,
  },
  delays: { redirect: REDIRECT_AFTER_SUCCESS_MS },
}).createMachine({
  id: 'oauthCallback',
  context: ({ input }) => ({ ...input, progress: CALLBACK_PROGRESS.checking, error: null, username: null }),
  initial: 'processing',
  states: {
    processing: {
      initial: 'checking',
      states: {
        // 20: the URL is read and the session checked.
        checking: {
          always: [
            { guard: 'signedIn', target: 'exchanging' },
            { guard: 'signedOut', target: '#oauthCallback.error', actions: assign({ error: CALLBACK_MESSAGES.signIn }) },
          ],
          on: { SESSION: { target: 'checking', reenter: true, actions: assign({ signedIn: ({ event }) => event.signedIn }) } },
        },
        // Every case goes to the server, a refused one too: it answers the spec's message and logs the event.
        exchanging: {
          entry: assign({ progress: CALLBACK_PROGRESS.exchanging }),
          invoke: {
            src: 'complete',
            input: ({ context }) => requestOf(context),
            onDone: { target: 'finishing', actions: assign({ username: ({ event }) => event.output.username }) },
            onError: {
              target: '#oauthCallback.error',
              actions: assign({ error: ({ context, event }) => failureMessage(context.provider, event.error, callbackProblem(context.provider, context.params, context.storedState)) }),
            },
          },
        },
        finishing: {
          entry: assign({ progress: CALLBACK_PROGRESS.finishing }),
          invoke: {
            src: 'finish',
            input: ({ context }) => ({ provider: context.provider }),
            // The connection is stored either way; a failed refresh must not read as a failed connection.
            onDone: '#oauthCallback.success',
            onError: '#oauthCallback.success',
          },
        },
      },
    },
    success: {
      entry: assign({ progress: CALLBACK_PROGRESS.success }),
      after: { redirect: { target: 'redirected', actions: 'redirect' } },
    },
    redirected: { type: 'final' },
    error: {},
  },
});

export type CallbackPhase = 'processing' | 'success' | 'redirected' | 'error';
export const callbackPhase = (value: unknown): CallbackPhase => topState<CallbackPhase>(value);

// ───────────────────────────── the bridge ─────────────────────────────

export interface BridgeInput {
  params: CallbackParams;
}

export const oauthBridgeMachine = setup({
  types: {
    context: {} as { params: CallbackParams; target: string | null; error: string | null },
    input: {} as BridgeInput,
  },
  actors: {
    /** Where to relay (connections.bridge): the callback on the allowlisted origin of the state. */
    relay: fromPromise<{ redirect_url: string }, CallbackParams>(async () => { throw new Error('relay not provided'); }),
  },
  actions: {
    navigate: (_, _params: { url: string }) => undefined,
  },
  guards: {
    hasState: ({ context }) => !!context.params.state,
  },
  delays: { relay: BRIDGE_REDIRECT_MS },
}).createMachine({
  id: 'oauthBridge',
  context: ({ input }) => ({ params: input.params, target: null, error: null }),
  initial: 'processing',
  states: {
    processing: {
      initial: 'checking',
      states: {
        checking: {
          always: [
            { guard: 'hasState', target: 'asking' },
            { target: '#oauthBridge.error' },
          ],
        },
        asking: {
          invoke: {
            src: 'relay',
            input: ({ context }) => context.params,
            onDone: [
              {
                guard: ({ event }) => URL.canParse(event.output.redirect_url) && /^https?:$/.test(new URL(event.output.redirect_url).protocol),
                target: '#oauthBridge.redirecting',
                actions: assign({ target: ({ event }) => event.output.redirect_url }),
              },
              { target: '#oauthBridge.error' },
            ],
            onError: '#oauthBridge.error',
          },
        },
      },
    },
    redirecting: {
      after: { relay: { target: 'relayed', actions: { type: 'navigate', params: ({ context }) => ({ url: context.target! }) } } },
    },
    relayed: { type: 'final' },
    error: { entry: assign({ error: CALLBACK_MESSAGES.bridgeFailed }) },
  },
});
