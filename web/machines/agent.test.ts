import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { NO_HANDLES_MESSAGE } from '../../tools/sources/handles.js';
import { AGENT_SIGN_IN, AGENT_SNAG, agentMachine, type AgentEmitted, type ApplyResult, type PendingChange } from './agent.js';

interface Fakes {
  listed?: string[];
  failList?: boolean;
  failApply?: boolean;
  failUndo?: boolean;
  goingFast?: boolean;
}

const start = (fakes: Fakes = {}, signedIn = true) => {
  const applied: PendingChange[] = [];
  const machine = agentMachine.provide({
    actors: {
      list: fromPromise<string[], { inactive: boolean }>(async () => {
        if (fakes.failList) throw new Error('list down');
        return fakes.listed ?? [];
      }),
      apply: fromPromise<ApplyResult, PendingChange>(async ({ input }) => {
        const isUndo = applied.length > 0 && fakes.failUndo;
        applied.push(input);
        if (fakes.failApply || isUndo) throw new Error('tool down');
        return { applied: { kind: input.kind, handles: input.handles }, goingFast: fakes.goingFast ?? false };
      }),
    },
  });
  const actor = createActor(machine, { input: { signedIn } });
  const emitted: AgentEmitted[] = [];
  actor.on('*', (e) => emitted.push(e as AgentEmitted));
  actor.start();
  const botSays = () => actor.getSnapshot().context.messages.filter((m) => m.role === 'bot').map((m) => m.text);
  const logs = () => emitted.flatMap((e) => (e.type === 'log' ? [e.action] : []));
  const toasts = () => emitted.flatMap((e) => (e.type === 'toast' ? [e.title] : []));
  const idle = () => waitFor(actor, (s) => s.matches('idle') || s.matches('previewing'));
  return { actor, applied, botSays, logs, toasts, idle };
};

describe('agent machine, path by path', () => {
  it('ignores blank input', () => {
    const { actor } = start();
    actor.send({ type: 'SEND', text: '   ' });
    expect(actor.getSnapshot().context.messages).toEqual([]);
  });

  it('asks guests to sign in', () => {
    const { actor, botSays, toasts } = start({}, false);
    actor.send({ type: 'SEND', text: 'add @zara' });
    expect(botSays()).toEqual([AGENT_SIGN_IN]);
    expect(toasts()).toEqual([AGENT_SIGN_IN]);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('help', () => {
    const { actor, botSays, logs } = start();
    actor.send({ type: 'SEND', text: 'help' });
    expect(botSays()[0]).toMatch(/^I manage the influencers you follow/);
    expect(logs()).toEqual(['agent_intent']);
  });

  it('list and list inactive', async () => {
    const { actor, botSays, logs, idle } = start({ listed: ['arket', 'zara'] });
    actor.send({ type: 'SEND', text: 'list' });
    await idle();
    actor.send({ type: 'SEND', text: 'list inactive' });
    await idle();
    expect(botSays()).toEqual(['Active influencers (2): @arket, @zara', 'Inactive influencers (2): @arket, @zara']);
    expect(logs()).toEqual(['agent_intent', 'agent_list', 'agent_intent', 'agent_list']);
  });

  it('a failed list says it hit a snag', async () => {
    const { actor, botSays, toasts, logs, idle } = start({ failList: true });
    actor.send({ type: 'SEND', text: 'list' });
    await idle();
    expect(botSays()).toEqual([AGENT_SNAG]);
    expect(toasts()).toEqual(['Something went wrong']);
    expect(logs()).toContain('agent_error');
  });

  it('a change without handles gives the spec message', () => {
    const { actor, botSays } = start();
    actor.send({ type: 'SEND', text: 'remove everyone' });
    expect(botSays()).toEqual([NO_HANDLES_MESSAGE]);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('add → preview → cancel changes nothing', () => {
    const { actor, botSays, applied } = start();
    actor.send({ type: 'SEND', text: 'add @zara @arket' });
    expect(actor.getSnapshot().matches('previewing')).toBe(true);
    expect(botSays()).toEqual(['Add 2 influencers: @zara, @arket? Apply or Cancel.']);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(applied).toEqual([]);
  });

  it.each([
    ['add @zara', 'add', 'remove'],
    ['remove @zara', 'remove', 'add'],
    ['deactivate @zara', 'deactivate', 'reactivate'],
    ['reactivate @zara', 'reactivate', 'deactivate'],
  ] as const)('%s → apply → undo reverses to %s', async (text, kind, inverse) => {
    const { actor, applied, logs, idle } = start();
    actor.send({ type: 'SEND', text });
    actor.send({ type: 'APPLY' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.last).toEqual({ kind, handles: ['zara'] });
    actor.send({ type: 'UNDO' });
    await idle();
    expect(applied.map((a) => a.kind)).toEqual([kind, inverse]);
    expect(actor.getSnapshot().context.last).toBeNull();
    expect(logs()).toEqual(['agent_intent', 'agent_preview', 'agent_apply', 'agent_undo']);
  });

  it('undo with nothing applied does nothing', () => {
    const { actor } = start();
    actor.send({ type: 'UNDO' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('a failed apply keeps the preview and says so', async () => {
    const { actor, botSays, toasts, logs } = start({ failApply: true });
    actor.send({ type: 'SEND', text: 'add @zara' });
    actor.send({ type: 'APPLY' });
    await waitFor(actor, (s) => s.matches('previewing') && s.context.messages.length > 2);
    expect(botSays().at(-1)).toBe(AGENT_SNAG);
    expect(toasts()).toEqual(['Something went wrong']);
    expect(logs()).toContain('agent_error');
    expect(actor.getSnapshot().context.pending).toEqual({ kind: 'add', handles: ['zara'] });
  });

  it('a failed undo says Undo failed', async () => {
    const { actor, toasts, botSays } = start({ failUndo: true });
    actor.send({ type: 'SEND', text: 'add @zara' });
    actor.send({ type: 'APPLY' });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'UNDO' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(toasts()).toEqual(['Undo failed']);
    expect(botSays().at(-1)).toBe(AGENT_SNAG);
  });

  it('shows the rate hint when the server says the shopper is going fast', async () => {
    const { actor, toasts } = start({ goingFast: true });
    actor.send({ type: 'SEND', text: 'add @zara' });
    actor.send({ type: 'APPLY' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(toasts()).toEqual(["You're going fast"]);
  });

  it('a new change while previewing replaces the preview', () => {
    const { actor } = start();
    actor.send({ type: 'SEND', text: 'add @zara' });
    actor.send({ type: 'SEND', text: 'remove @arket' });
    expect(actor.getSnapshot().context.pending).toEqual({ kind: 'remove', handles: ['arket'] });
  });

  it('every state is reachable', () => {
    const paths = getShortestPaths(agentMachine, {
      input: { signedIn: true },
      events: [{ type: 'SEND', text: 'add @zara' }, { type: 'SEND', text: 'list' }, { type: 'APPLY' }, { type: 'CANCEL' }, { type: 'UNDO' }],
      serializeState: (s) => `${JSON.stringify(s.value)}|${s.context.pending?.kind ?? ''}|${s.context.last?.kind ?? ''}`,
    });
    const states = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const state of ['idle', 'previewing', 'applying', 'listing']) expect(states).toContain(JSON.stringify(state));
  });
});
