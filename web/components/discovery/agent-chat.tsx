/**
 * The style-discovery dialog's Agent Chat tab (product rules §2, §4 Agent flow): chat box, quick buttons
 * List, List inactive and Help, Send, Apply, Cancel and Undo. The flow is web/machines/agent.ts;
 * this component supplies the tool calls, the usage log and the toasts.
 */
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useMachine } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { toast } from 'sonner';
import { apiFetch, callTool } from '../../lib/api.js';
import { useSession } from '../../lib/session.js';
import { useLogScroll } from '../../lib/use-log-scroll.js';
import { agentMachine, type AgentLogAction, type ApplyResult, type PendingChange } from '../../machines/agent.js';
import { appliedFrom, changeCalls, listCall } from '../../../tools/sources/agent-actions.js';
import { Button, Card, Textarea } from '../ui/index.js';

/** A failed usage-log write only warns (product rules §8). Answers whether the rate hint applies. */
const logAgent = async (action: AgentLogAction, meta: Record<string, unknown>): Promise<boolean> => {
  try {
    const out = await apiFetch<{ goingFast: boolean }>('/api/agent/log', { method: 'POST', body: JSON.stringify({ action, meta }) });
    return out.goingFast;
  } catch (error) {
    console.warn('agent usage log failed', error);
    return false;
  }
};

export const AgentChat = () => {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const machine = useMemo(() => agentMachine.provide({
    actors: {
      list: fromPromise<string[], { inactive: boolean }>(async ({ input }) => {
        const c = listCall(input.inactive);
        const out = await callTool<{ influencers: { handle: string }[] }>(c.name, c.input);
        return out.influencers.map((i) => i.handle);
      }),
      apply: fromPromise<ApplyResult, PendingChange>(async ({ input }) => {
        const outputs: unknown[] = [];
        for (const c of changeCalls(input.kind, input.handles)) outputs.push(await callTool(c.name, c.input));
        const applied = appliedFrom(input.kind, outputs);
        // The apply log is written here, before the answer, so the rate hint counts this apply.
        const goingFast = await logAgent('agent_apply', { kind: applied.kind, handles: applied.handles });
        void queryClient.invalidateQueries();
        return { applied, goingFast };
      }),
    },
  }), [queryClient]);
  const [snapshot, send, actor] = useMachine(machine, { input: { signedIn: Boolean(user) } });
  const [text, setText] = useState('');

  useEffect(() => { send({ type: 'SIGNED_IN', value: Boolean(user) }); }, [user, send]);
  useEffect(() => {
    const sub = actor.on('*', (event) => {
      if (event.type === 'toast') {
        if (event.tone === 'error') toast.error(event.title, { description: event.description });
        else toast(event.title, { description: event.description });
      }
      if (event.type === 'log' && event.action !== 'agent_apply') void logAgent(event.action, event.meta);
    });
    return () => sub.unsubscribe();
  }, [actor]);
  const logRef = useLogScroll<HTMLDivElement>(snapshot.context.messages.length);

  const busy = snapshot.matches('listing') || snapshot.matches('applying') || snapshot.matches('undoing');
  const previewing = snapshot.matches('previewing');
  const submit = (value = text) => {
    if (!value.trim() || busy) return;
    send({ type: 'SEND', text: value });
    if (value === text) setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="agent-chat">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => submit('list')} disabled={busy}>List</Button>
        <Button size="sm" variant="outline" onClick={() => submit('list inactive')} disabled={busy}>List inactive</Button>
        <Button size="sm" variant="outline" onClick={() => submit('help')} disabled={busy}>Help</Button>
      </div>
      <div className="flex max-h-80 min-h-32 flex-col gap-2 overflow-y-auto rounded-md bg-stone-50 p-3" ref={logRef} role="log" aria-live="polite" aria-label="Agent conversation">
        {snapshot.context.messages.length === 0 && <p className="text-sm text-stone-500">Try ‘add @name’, ‘list’ or ‘help’.</p>}
        {snapshot.context.messages.map((m, i) => (
          <div key={i} className={m.role === 'user' ? 'self-end rounded-lg bg-ink px-3 py-2 text-sm text-white' : 'self-start whitespace-pre-line rounded-lg bg-white px-3 py-2 text-sm text-ink shadow-sm'} data-role={m.role}>
            {m.text}
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="add @name, remove @name, deactivate @name, list…"
          aria-label="Message the agent"
          rows={2}
          className="flex-1"
        />
        {/* Four equal columns on a phone so the row never breaks with Undo alone on a line of its own. */}
        <div className="grid grid-cols-4 gap-2 sm:flex" data-testid="agent-actions">
          <Button className="max-sm:px-2" onClick={() => submit()} disabled={!text.trim() || busy}>Send</Button>
          <Button className="max-sm:px-2" variant="outline" onClick={() => send({ type: 'APPLY' })} disabled={!previewing}>Apply</Button>
          <Button className="max-sm:px-2" variant="ghost" onClick={() => send({ type: 'CANCEL' })} disabled={!previewing}>Cancel</Button>
          <Button className="max-sm:px-2" variant="ghost" onClick={() => send({ type: 'UNDO' })} disabled={busy || previewing || !snapshot.context.last}>Undo</Button>
        </div>
      </div>
    </Card>
  );
};
