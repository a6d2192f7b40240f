import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import {
  BRIDGE_REDIRECT_MS, CALLBACK_MESSAGES, REDIRECT_AFTER_SUCCESS_MS, callbackParamsOf, callbackPhase, callbackProblem,
  oauthBridgeMachine, oauthCallbackMachine, type CallbackInput, type CompleteFailure, type CompleteRequest, type OAuthProvider,
} from './oauth-callback.js';

const tick = () => new Promise((r) => setTimeout(r, 0));
const params = (search: string) => callbackParamsOf(new URLSearchParams(search));

const startCallback = (input: CallbackInput) => {
  const clock = new SimulatedClock();
  const calls: CompleteRequest[] = [];
  const pending: { resolve: (v: { username: string | null }) => void; reject: (e: unknown) => void }[] = [];
  const finished: OAuthProvider[] = [];
  const redirects: number[] = [];
  const progress: number[] = [];
  const machine = oauthCallbackMachine.provide({
    actors: {
      complete: fromPromise<{ username: string | null }, CompleteRequest>(({ input: req }) => {
        calls.push(req);
        return new Promise((resolve, reject) => pending.push({ resolve, reject }));
      }),
      finish: fromPromise<void, { provider: OAuthProvider }>(async ({ input: f }) => { finished.push(f.provider); }),
    },
    actions: { redirect: () => { redirects.push(clock.now()); } },
  });
  const actor = createActor(machine, { clock, input });
  actor.subscribe((s) => { if (progress.at(-1) !== s.context.progress) progress.push(s.context.progress); });
  actor.start();
  return { clock, actor, calls, pending, finished, redirects, progress, phase: () => callbackPhase(actor.getSnapshot().value), ctx: () => actor.getSnapshot().context };
};

const good = (provider: OAuthProvider = 'instagram'): CallbackInput => ({ provider, params: params('code=abc&state=s1'), storedState: 's1', signedIn: true });
const serverSays = (status: number, message: string): CompleteFailure => ({ status, message });

describe('OAuth callback machine (product rules §4, §5, §9)', () => {
  it('processing (20 → 60 → 90) → success (100) → redirect to /style after exactly 2 s', async () => {
    const run = startCallback({ ...good(), signedIn: null });
    expect(run.phase()).toBe('processing');
    expect(run.calls).toEqual([]);
    run.actor.send({ type: 'SESSION', signedIn: true });
    expect(run.calls).toEqual([{ provider: 'instagram', code: 'abc', state: 's1', browser_state_matches: true }]);
    run.pending[0]!.resolve({ username: 'atelier.muse' });
    await tick();
    expect(run.phase()).toBe('success');
    expect(run.finished).toEqual(['instagram']);
    expect(run.progress).toEqual([20, 60, 90, 100]);
    expect(run.ctx().username).toBe('atelier.muse');
    run.clock.increment(REDIRECT_AFTER_SUCCESS_MS - 1);
    expect(run.redirects).toEqual([]);
    run.clock.increment(1);
    expect(run.redirects).toHaveLength(1);
    expect(run.phase()).toBe('redirected');
  });

  it('a guest: "Please sign in first", and nothing is sent', () => {
    const known = startCallback({ ...good(), signedIn: false });
    expect(known.phase()).toBe('error');
    const run = startCallback({ ...good(), signedIn: null });
    expect(run.ctx().progress).toBe(20);
    run.actor.send({ type: 'SESSION', signedIn: false });
    expect(run.phase()).toBe('error');
    expect(run.ctx().error).toBe('Please sign in first');
    expect(run.calls).toEqual([]);
  });

  it('the server\'s message is shown for each refused case (and the request says what the browser saw)', async () => {
    const cases: [CallbackInput, string, Partial<CompleteRequest>][] = [
      [{ ...good(), params: params('error=access_denied&state=s1') }, 'Instagram authorization failed: access_denied', { error: 'access_denied' }],
      [{ ...good('facebook'), params: params('state=s1') }, 'No authorization code received from Facebook', { state: 's1' }],
      [{ ...good(), params: params('code=abc') }, 'Missing security state parameter', { browser_state_matches: false }],
      [{ ...good(), storedState: 'other' }, 'Invalid security state parameter', { browser_state_matches: false }],
      [{ ...good(), storedState: null }, 'Invalid security state parameter', { browser_state_matches: false }],
    ];
    for (const [input, message, request] of cases) {
      const run = startCallback(input);
      expect(run.calls[0]).toMatchObject(request);
      run.pending[0]!.reject(serverSays(400, message));
      await tick();
      expect(run.phase()).toBe('error');
      expect(run.ctx().error).toBe(message);
      expect(run.finished).toEqual([]);
      run.clock.increment(REDIRECT_AFTER_SUCCESS_MS * 2);
      expect(run.redirects).toEqual([]);
    }
  });

  it('a session that ended meanwhile (401) says "Please sign in first"; no answer falls back to the browser\'s own check', async () => {
    const expired = startCallback(good());
    expired.pending[0]!.reject(serverSays(401, 'Authentication required'));
    await tick();
    expect(expired.ctx().error).toBe('Please sign in first');

    const offline = startCallback({ ...good(), storedState: 'nope' });
    offline.pending[0]!.reject(serverSays(0, 'Network error'));
    await tick();
    expect(offline.ctx().error).toBe('Invalid security state parameter');

    const offlineGood = startCallback(good('facebook'));
    offlineGood.pending[0]!.reject(new Error('boom'));
    await tick();
    expect(offlineGood.ctx().error).toBe('Failed to connect Facebook account. Please try again.');
  });

  it('callbackProblem follows the spec order; Instagram\'s trailing #_ is dropped from the code', () => {
    expect(callbackProblem('instagram', params('error=x&code=a&state=s'), 's')).toBe(CALLBACK_MESSAGES.authorizationFailed('instagram', 'x'));
    expect(callbackProblem('instagram', params('state=s'), 's')).toBe('No authorization code received from Instagram');
    expect(callbackProblem('instagram', params('code=a'), 's')).toBe('Missing security state parameter');
    expect(callbackProblem('instagram', params('code=a&state=s'), 't')).toBe('Invalid security state parameter');
    expect(callbackProblem('instagram', params('code=a&state=s'), 's')).toBeNull();
    expect(params('code=abc%23_&state=s').code).toBe('abc');
  });
});

const startBridge = (search: string) => {
  const clock = new SimulatedClock();
  const asked: unknown[] = [];
  const pending: { resolve: (v: { redirect_url: string }) => void; reject: (e: unknown) => void }[] = [];
  const navigations: { url: string; at: number }[] = [];
  const machine = oauthBridgeMachine.provide({
    actors: {
      relay: fromPromise(({ input }) => {
        asked.push(input);
        return new Promise<{ redirect_url: string }>((resolve, reject) => pending.push({ resolve, reject }));
      }),
    },
    actions: { navigate: (_, p: { url: string }) => { navigations.push({ url: p.url, at: clock.now() }); } },
  });
  const actor = createActor(machine, { clock, input: { params: params(search) } }).start();
  const phase = () => callbackPhase(actor.getSnapshot().value);
  return { clock, actor, asked, pending, navigations, phase };
};

describe('Instagram bridge machine', () => {
  it('processing → redirecting → goes to the relayed callback after exactly 1.5 s', async () => {
    const run = startBridge('code=abc&state=s1');
    expect(run.phase()).toBe('processing');
    expect(run.asked).toEqual([{ code: 'abc', state: 's1', error: null, error_description: null }]);
    run.pending[0]!.resolve({ redirect_url: 'https://preview.atelier.example/auth/instagram/callback?code=abc&state=s1' });
    await tick();
    expect(run.phase()).toBe('redirecting');
    run.clock.increment(BRIDGE_REDIRECT_MS - 1);
    expect(run.navigations).toEqual([]);
    run.clock.increment(1);
    expect(run.navigations).toEqual([{ url: 'https://preview.atelier.example/auth/instagram/callback?code=abc&state=s1', at: BRIDGE_REDIRECT_MS }]);
  });

  it('no state, a refused origin, or a non-http target: "Failed to process Instagram authorization"', async () => {
    const none = startBridge('code=abc');
    expect(none.phase()).toBe('error');
    expect(none.asked).toEqual([]);
    expect(none.actor.getSnapshot().context.error).toBe('Failed to process Instagram authorization');

    const refused = startBridge('code=abc&state=s1');
    refused.pending[0]!.reject(serverSays(400, 'Failed to process Instagram authorization'));
    await tick();
    expect(refused.phase()).toBe('error');

    const script = startBridge('code=abc&state=s1');
    script.pending[0]!.resolve({ redirect_url: 'javascript:alert(1)' });
    await tick();
    expect(script.phase()).toBe('error');
    script.clock.increment(BRIDGE_REDIRECT_MS * 2);
    expect(script.navigations).toEqual([]);
  });
});
