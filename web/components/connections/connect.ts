/**
 * Starting an Instagram or Facebook connection from the browser (product rules §8 'Connection failed' family):
 * ask the server for the authorization URL (connections.authorize), keep the state in sessionStorage
 * under the spec's key for the callback's own check, and leave for Meta.
 */
import { z } from 'zod';
import { ApiError } from '../../lib/api.js';
import { oauthStateKey, PROVIDER_NAME, type OAuthProvider } from '../../machines/oauth-callback.js';

export interface ConnectDeps {
  signedIn: boolean;
  authorize: (input: { provider: OAuthProvider; return_origin: string }) => Promise<unknown>;
  origin: string;
  storeState: (key: string, state: string) => void;
  go: (url: string) => void;
}

export type ConnectOutcome = { ok: true } | { ok: false; title: string; description: string };

export const INVALID_AUTH_URL = 'Invalid authorization URL received from server';

/** connections.authorize's answer as far as leaving for Meta needs it (the URL itself is checked below). */
const authAnswer = z.object({ auth_url: z.string().min(1), state: z.string().min(1) });

export const startConnection = async (provider: OAuthProvider, deps: ConnectDeps): Promise<ConnectOutcome> => {
  const name = PROVIDER_NAME[provider];
  if (!deps.signedIn) return { ok: false, title: 'Please sign in', description: `You need to be signed in to connect ${name}.` };
  let answer: unknown;
  try {
    answer = await deps.authorize({ provider, return_origin: deps.origin });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { ok: false, title: 'Please sign in', description: `You need to be signed in to connect ${name}.` };
    if (error instanceof ApiError && /App ID not configured/.test(error.message)) {
      return { ok: false, title: 'Connection failed', description: `${name} App ID not configured. Please contact support.` };
    }
    return { ok: false, title: 'Connection failed', description: `Failed to initiate ${name} login. Please try again.` };
  }
  const parsed = authAnswer.safeParse(answer);
  if (!parsed.success) {
    return { ok: false, title: 'Connection failed', description: `Failed to generate ${name} authorization URL. Please check your app configuration.` };
  }
  try {
    const url = URL.canParse(parsed.data.auth_url) ? new URL(parsed.data.auth_url) : null;
    if (!url || !/^https?:$/.test(url.protocol)) throw new Error(INVALID_AUTH_URL);
    deps.storeState(oauthStateKey(provider), parsed.data.state);
    deps.go(url.toString());
    return { ok: true };
  } catch (error) {
    return { ok: false, title: 'Connection failed', description: error instanceof Error ? error.message : INVALID_AUTH_URL };
  }
};
