/**
 * Product rules §4 Agent flow for the style-discovery Agent Chat: a message becomes an intent; a change
 * becomes a pending preview (Apply / Cancel); Apply executes and remembers the last action; Undo
 * reverses it. Tool calls and logging are actors the app provides, so tests drive every path.
 */
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import {
  appliedText, listText, previewText, undoOf, type AppliedAction,
} from '../../tools/sources/agent-actions.js';
import { AGENT_HELP_TEXT, isChangeIntent, parseAgentIntent, type ChangeIntentKind } from '../../tools/sources/intent.js';
import { NO_HANDLES_MESSAGE } from '../../tools/sources/handles.js';

export const AGENT_SNAG = 'Sorry, I hit a snag. Try again.';
export const AGENT_SIGN_IN = 'Please sign in to use the agent.';

export interface AgentMessage {
  role: 'user' | 'bot';
  text: string;
  at: number;
}

export interface PendingChange {
  kind: ChangeIntentKind;
  handles: string[];
}

export type AgentLogAction = 'agent_intent' | 'agent_preview' | 'agent_apply' | 'agent_undo' | 'agent_list' | 'agent_error';

export interface AgentContext {
  signedIn: boolean;
  messages: AgentMessage[];
  pending: PendingChange | null;
  last: AppliedAction | null;
  listInactive: boolean;
}

export type AgentEvent =
  | { type: 'SEND'; text: string }
  | { type: 'APPLY' }
  | { type: 'CANCEL' }
  | { type: 'UNDO' }
  | { type: 'SIGNED_IN'; value: boolean };

export type AgentEmitted =
  | { type: 'toast'; title: string; description?: string; tone: 'error' | 'info' }
  | { type: 'log'; action: AgentLogAction; meta: Record<string, unknown> };

/** What Apply and Undo resolve to: the change made, and whether the rate hint applies. */
export interface ApplyResult {
  applied: AppliedAction;
  goingFast: boolean;
}

const say = (context: AgentContext, role: AgentMessage['role'], text: string, now = Date.now()): AgentMessage[] =>
  [...context.messages, { role, text, at: now }];

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const agentMachine = setup({
  types: {
    context: {} as AgentContext,
    events: {} as AgentEvent,
    input: {} as { signedIn: boolean },
    emitted: {} as AgentEmitted,
  },
  actors: {
    list: fromPromise<string[], { inactive: boolean }>(async () => []),
    apply: fromPromise<ApplyResult, PendingChange>(async ({ input }) => ({ applied: { kind: input.kind, handles: input.handles }, goingFast: false })),
  },
  actions: {
    recordUser: assign({ messages: ({ context, event }) => (event.type === 'SEND' ? say(context, 'user', event.text) : context.messages) }),
    logIntent: emit(({ event }) => {
      const intent = event.type === 'SEND' ? parseAgentIntent(event.text) : null;
      return { type: 'log' as const, action: 'agent_intent' as const, meta: { kind: intent?.kind ?? 'unknown', handles: intent?.handles.length ?? 0 } };
    }),
    setPending: assign({
      pending: ({ event }) => {
        const intent = parseAgentIntent(event.type === 'SEND' ? event.text : '');
        return isChangeIntent(intent.kind) ? { kind: intent.kind, handles: intent.handles } : null;
      },
      messages: ({ context, event }) => {
        const intent = parseAgentIntent(event.type === 'SEND' ? event.text : '');
        return isChangeIntent(intent.kind) ? say(context, 'bot', previewText(intent.kind, intent.handles)) : context.messages;
      },
    }),
    logPreview: emit(({ context }) => ({ type: 'log' as const, action: 'agent_preview' as const, meta: { kind: context.pending?.kind, handles: context.pending?.handles ?? [] } })),
    snag: enqueueActions(({ context, event, enqueue }) => {
      enqueue.assign({ messages: say(context, 'bot', AGENT_SNAG) });
      enqueue.emit({ type: 'toast', title: 'Something went wrong', description: AGENT_SNAG, tone: 'error' });
      enqueue.emit({ type: 'log', action: 'agent_error', meta: { message: errorText((event as unknown as { error?: unknown }).error) } });
    }),
    rateHint: enqueueActions(({ event, enqueue }) => {
      if ((event as unknown as { output?: ApplyResult }).output?.goingFast === true) {
        enqueue.emit({ type: 'toast', title: "You're going fast", description: 'Consider batching changes. Still applying\u2026', tone: 'info' });
      }
    }),
    setListStatus: assign({ listInactive: ({ event }) => event.type === 'SEND' && parseAgentIntent(event.text).kind === 'list_inactive' }),
  },
  guards: {
    blank: ({ event }) => event.type === 'SEND' && event.text.trim() === '',
    guest: ({ context }) => !context.signedIn,
    isHelp: ({ event }) => event.type === 'SEND' && parseAgentIntent(event.text).kind === 'help',
    isList: ({ event }) => event.type === 'SEND' && ['list', 'list_inactive'].includes(parseAgentIntent(event.text).kind),
    isChangeWithHandles: ({ event }) => {
      if (event.type !== 'SEND') return false;
      const intent = parseAgentIntent(event.text);
      return isChangeIntent(intent.kind) && intent.handles.length > 0;
    },
    hasLast: ({ context }) => context.last !== null,
  },
}).createMachine({
  id: 'agent',
  context: ({ input }) => ({ signedIn: input.signedIn, messages: [], pending: null, last: null, listInactive: false }),
  on: {
    SIGNED_IN: { actions: assign({ signedIn: ({ event }) => event.value }) },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SEND: [
          { guard: 'blank' },
          {
            guard: 'guest',
            actions: [
              assign({ messages: ({ context, event }) => say({ ...context, messages: say(context, 'user', event.text) }, 'bot', AGENT_SIGN_IN) }),
              emit({ type: 'toast', title: AGENT_SIGN_IN, tone: 'error' }),
            ],
          },
          { guard: 'isHelp', target: 'idle', actions: ['recordUser', 'logIntent', assign({ messages: ({ context }) => say(context, 'bot', AGENT_HELP_TEXT) })] },
          { guard: 'isList', target: 'listing', actions: ['recordUser', 'logIntent', 'setListStatus'] },
          { guard: 'isChangeWithHandles', target: 'previewing', actions: ['recordUser', 'logIntent', 'setPending', 'logPreview'] },
          {
            actions: ['recordUser', 'logIntent', assign({ messages: ({ context, event }) => say(context, 'bot', parseAgentIntent(event.text).error ?? NO_HANDLES_MESSAGE) })],
          },
        ],
        UNDO: { guard: 'hasLast', target: 'undoing' },
      },
    },
    listing: {
      invoke: {
        src: 'list',
        input: ({ context }) => ({ inactive: context.listInactive }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ messages: ({ context, event }) => say(context, 'bot', listText(event.output, context.listInactive)) }),
            emit(({ context }) => ({ type: 'log' as const, action: 'agent_list' as const, meta: { status: context.listInactive ? 'inactive' : 'active' } })),
          ],
        },
        onError: { target: 'idle', actions: 'snag' },
      },
    },
    previewing: {
      on: {
        APPLY: 'applying',
        CANCEL: { target: 'idle', actions: assign({ pending: null, messages: ({ context }) => say(context, 'bot', 'Cancelled. Nothing changed.') }) },
        SEND: [
          { guard: 'blank' },
          { guard: 'isChangeWithHandles', target: 'previewing', reenter: true, actions: ['recordUser', 'logIntent', 'setPending', 'logPreview'] },
          { target: 'idle', actions: [assign({ pending: null }), 'recordUser', assign({ messages: ({ context }) => say(context, 'bot', 'Preview discarded. Send your change again.') })] },
        ],
      },
    },
    applying: {
      invoke: {
        src: 'apply',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'idle',
          actions: [
            assign({
              last: ({ event }) => event.output.applied,
              pending: null,
              messages: ({ context, event }) => say(context, 'bot', appliedText(event.output.applied)),
            }),
            emit(({ event }) => ({ type: 'log' as const, action: 'agent_apply' as const, meta: { kind: event.output.applied.kind, handles: event.output.applied.handles } })),
            'rateHint',
          ],
        },
        onError: { target: 'previewing', actions: 'snag' },
      },
    },
    undoing: {
      invoke: {
        src: 'apply',
        input: ({ context }) => {
          const reverse = undoOf(context.last!);
          return { kind: reverse.kind, handles: reverse.handles };
        },
        onDone: {
          target: 'idle',
          actions: [
            assign({ last: null, messages: ({ context, event }) => say(context, 'bot', appliedText(event.output.applied, true)) }),
            emit(({ event }) => ({ type: 'log' as const, action: 'agent_undo' as const, meta: { kind: event.output.applied.kind, handles: event.output.applied.handles } })),
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ messages: ({ context }) => say(context, 'bot', AGENT_SNAG) }),
            emit({ type: 'toast', title: 'Undo failed', tone: 'error' }),
            emit(({ event }) => ({ type: 'log' as const, action: 'agent_error' as const, meta: { during: 'undo', message: errorText(event.error) } })),
          ],
        },
      },
    },
  },
});
