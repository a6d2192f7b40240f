/**
 * /chat: the Style Agent chat. Streams from POST /api/chat with useChat; tool results render as
 * cards; past conversations are listed beside it.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport, isToolUIPart, getToolName, lastAssistantMessageIsCompleteWithApprovalResponses, type UIMessage } from 'ai';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Page } from '../components/layout/page.js';
import { isLookUp, ToolResult } from '../components/stylist/tool-cards.js';
import { ApprovalCard } from '../components/stylist/approval-card.js';
import { knownNames } from '../../tools/approvals/change-text.js';
import { Button, Card, Spinner, Textarea } from '../components/ui/index.js';
import { apiFetch } from '../lib/api.js';
import { useLogScroll } from '../lib/use-log-scroll.js';
import { invalidateAfterFollow } from '../components/discovery/discovery-saves.js';
import { renderMarkdown } from '../../shared/markdown.js';

const SNAG = 'Sorry, I hit a snag. Try again.';
const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

interface ConversationSummary { id: string; title: string; updated_at: string }

/** Shown in an empty conversation; a tap sends the request as written. */
const EXAMPLE_PROMPTS = [
  'Black bags under $100',
  'What goes with my white sneakers?',
  'I’m going to Lisbon from May 3 to 7 for city walks and dinners',
  'Help',
] as const;

/**
 * What went wrong, for the shopper: the server's own sentence (a refused answer comes back as JSON
 * with a message; a failed stream as one short line), else the generic one. Never a stack trace.
 */
export const chatErrorText = (error: Error | undefined): string => {
  const raw = error?.message ?? '';
  try {
    const body = JSON.parse(raw) as { message?: unknown };
    if (typeof body.message === 'string' && body.message.length < 300) return body.message;
  } catch {
    // not JSON
  }
  return raw && raw.length < 200 && !/\n|\bat\s+\S+\s+\(|Error:/.test(raw) ? raw : SNAG;
};

const stampOf = (m: UIMessage) => {
  const at = (m.metadata as { createdAt?: number } | undefined)?.createdAt;
  return typeof at === 'number' ? time.format(at) : '';
};

const ChatView = ({ id, initial, onSent, onStart }: { id: string; initial: UIMessage[]; onSent: () => void; onStart: () => void }) => {
  const transport = useMemo(() => new DefaultChatTransport({
    api: '/api/chat',
    credentials: 'include',
    // The server rebuilds the history from its own records and reads only the newest message.
    prepareSendMessagesRequest: ({ id, messages }) => ({ body: { id, messages: messages.slice(-1) } }),
  }), []);
  // Approve/Deny on a change sends the reply back with the answer; the server checks it against the change it stored.
  const { messages, sendMessage, status, stop, error, addToolApprovalResponse } = useChat({
    id, messages: initial, transport, onFinish: onSent, sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses,
  });
  const names = useMemo(() => knownNames(messages.flatMap((m) => m.parts.flatMap((p) => (isToolUIPart(p) && p.state === 'output-available' ? [p.output] : [])))), [messages]);
  const [text, setText] = useState('');
  const logRef = useLogScroll<HTMLDivElement>(messages);
  const busy = status === 'submitted' || status === 'streaming';

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!text.trim() || busy) return;
    ask(text);
    setText('');
  };
  const ask = (request: string) => {
    onStart();
    void sendMessage({ text: request, metadata: { createdAt: Date.now() } });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) submit(e);
  };

  return (
    <Card className="flex h-[max(24rem,calc(100dvh-17rem))] flex-1 flex-col">
      <div ref={logRef} className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-5" role="log" aria-live="polite" aria-label="Conversation">
        {messages.length === 0 && (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-stone-500">Ask in your own words, or start with one of these:</p>
            <ul className="flex flex-wrap gap-2" aria-label="Example requests">
              {EXAMPLE_PROMPTS.map((prompt) => (
                <li key={prompt}>
                  <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => ask(prompt)}>{prompt}</Button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {messages.map((m) => {
          const role = m.role === 'user' ? 'user' : 'bot';
          return (
            <div key={m.id} className={role === 'user' ? 'flex flex-col items-end gap-1' : 'flex flex-col items-start gap-2'} data-role={role} data-testid="chat-message">
              <span className="text-[11px] uppercase tracking-widest text-stone-500">{role === 'user' ? 'You' : 'Stylist'} {stampOf(m) && `· ${stampOf(m)}`}</span>
              {m.parts.map((part, i, parts) => {
                if (part.type === 'text') {
                  if (role === 'user') return <div key={i} className="max-w-[80%] whitespace-pre-line rounded-lg bg-ink px-4 py-2 text-sm text-white">{part.text}</div>;
                  // The stylist's reply is markdown, rendered and sanitised (shared/markdown.ts); the shopper's words stay text.
                  return <div key={i} className="reply-md max-w-[90%] rounded-lg bg-stone-50 px-4 py-2 text-sm text-ink" data-testid="reply-text" dangerouslySetInnerHTML={{ __html: renderMarkdown(part.text) }} />;
                }
                if (isToolUIPart(part)) {
                  const name = getToolName(part);
                  if (part.state === 'approval-requested' || part.state === 'approval-responded' || part.state === 'output-denied') {
                    const state = part.state === 'approval-requested' ? 'waiting' : part.state === 'output-denied' || part.approval.approved === false ? 'denied' : 'approved';
                    return (
                      <ApprovalCard
                        key={i} toolName={name} input={part.input} names={names} state={state} disabled={busy}
                        onAnswer={(approved) => void addToolApprovalResponse({ id: part.approval.id, approved })}
                      />
                    );
                  }
                  if (part.state === 'output-available') {
                    const toolNames = parts.map((p) => (isToolUIPart(p) ? getToolName(p) : ''));
                    const result = <ToolResult toolName={name} output={part.output} lookUp={isLookUp(toolNames, i)} />;
                    return part.approval ? (
                      <div key={i} className="flex w-full flex-col gap-2"><ApprovalCard toolName={name} input={part.input} names={names} state="approved" />{result}</div>
                    ) : <div key={i} className="w-full">{result}</div>;
                  }
                  if (part.state === 'output-error') return <ToolResult key={i} toolName={name} error={part.errorText} />;
                  return <p key={i} className="text-xs text-stone-500"><Spinner /> {name.replaceAll('_', '.')}…</p>;
                }
                return null;
              })}
            </div>
          );
        })}
        {error && <p className="text-sm text-red-700" role="alert">{chatErrorText(error)}</p>}
      </div>
      <form onSubmit={submit} className="flex items-end gap-2 border-t border-stone-200 p-4">
        <Textarea value={text} onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} rows={2} placeholder="Ask your stylist…" aria-label="Message" className="flex-1" />
        {busy ? <Button type="button" variant="outline" onClick={() => void stop()}>Stop</Button> : null}
        <Button type="submit" disabled={!text.trim() || busy}>Send</Button>
      </form>
    </Card>
  );
};

export default function ChatRoute() {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<{ id: string; messages: UIMessage[] }>(() => ({ id: crypto.randomUUID(), messages: [] }));
  const conversations = useQuery({ queryKey: ['chat', 'conversations'], queryFn: () => apiFetch<{ conversations: ConversationSummary[] }>('/api/chat') });
  const open = async (id: string) => {
    const convo = await apiFetch<{ id: string; messages: UIMessage[] }>(`/api/chat/${id}`);
    setCurrent({ id: convo.id, messages: convo.messages });
  };
  // Coming back to /chat reopens the latest conversation, once, unless the shopper already began a new one.
  const reopened = useRef(false);
  const firstList = conversations.isSuccess ? conversations.data.conversations : null;
  useEffect(() => {
    if (reopened.current || !firstList) return;
    reopened.current = true;
    const latest = firstList[0];
    if (latest) void open(latest.id).catch(() => undefined);
  }, [firstList]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Page title="AI Stylist" description="Ask your stylist for pieces, sources and influencers — it acts through Atelier’s tools." wide>
      <div className="flex flex-col gap-6 lg:flex-row">
        <aside className="flex w-full flex-col gap-2 lg:w-64" aria-label="Past conversations">
          <Button variant="outline" onClick={() => { reopened.current = true; setCurrent({ id: crypto.randomUUID(), messages: [] }); }}>New conversation</Button>
          {(conversations.data?.conversations ?? []).map((c) => (
            <button key={c.id} type="button" onClick={() => void open(c.id)} aria-current={c.id === current.id ? 'true' : undefined} className={`truncate rounded-md px-3 py-2 text-left text-sm hover:bg-stone-100 ${c.id === current.id ? 'bg-stone-100' : ''}`}>{c.title}</button>
          ))}
        </aside>
        <ChatView key={current.id} id={current.id} initial={current.messages} onStart={() => { reopened.current = true; }} onSent={() => {
          void queryClient.invalidateQueries({ queryKey: ['chat', 'conversations'] });
          // A turn may have followed, paused or removed someone through a tool: /style's lists and stat cards read again.
          void invalidateAfterFollow(queryClient);
        }} />
      </div>
    </Page>
  );
}
