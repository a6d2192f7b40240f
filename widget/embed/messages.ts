/**
 * The iframe's model of a conversation, built from stored AI SDK UI messages (history) and from
 * the UI message stream (a reply as it arrives). Pure, so the chat component stays thin and this
 * is tested without a browser. Unknown chunk and part types are skipped: the server may add kinds
 * an old iframe does not know.
 */

export type Part =
  | { kind: 'text'; id: string; text: string }
  | {
    kind: 'tool'; id: string; name: string;
    /** approval: the stylist asks before this change; denied: the shopper said no, nothing ran. */
    state: 'running' | 'done' | 'error' | 'approval' | 'denied';
    output?: unknown; error?: string; input?: unknown; approvalId?: string;
  };

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  parts: Part[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** A stored UI message (GET /api/widget/conversation) in the iframe's model. */
export const fromStored = (m: unknown): ChatMessage | null => {
  if (!isObj(m) || (m.role !== 'user' && m.role !== 'assistant') || !Array.isArray(m.parts)) return null;
  const parts: Part[] = [];
  m.parts.forEach((p, i) => {
    if (!isObj(p)) return;
    if (p.type === 'text') parts.push({ kind: 'text', id: `t${i}`, text: str(p.text) });
    else if (typeof p.type === 'string' && p.type.startsWith('tool-')) {
      const state = p.state === 'output-available' ? 'done' : p.state === 'output-error' ? 'error'
        : p.state === 'approval-requested' ? 'approval' : p.state === 'output-denied' ? 'denied' : p.state === 'approval-responded' ? 'running' : null;
      const approvalId = isObj(p.approval) ? str(p.approval.id) || undefined : undefined;
      if (state) parts.push({ kind: 'tool', id: str(p.toolCallId) || `c${i}`, name: p.type.slice(5), state, output: p.output, error: str(p.errorText) || undefined, input: p.input, approvalId });
    }
  });
  return { id: str(m.id) || crypto.randomUUID(), role: m.role, parts };
};

/** Applies one UI message stream chunk to the reply being built; returns a new message (or the same one). */
export const applyChunk = (reply: ChatMessage, chunk: unknown): ChatMessage => {
  if (!isObj(chunk) || typeof chunk.type !== 'string') return reply;
  const parts = reply.parts;
  const withPart = (id: string, update: (p: Part) => Part) => ({ ...reply, parts: parts.map((p) => (p.id === id ? update(p) : p)) });
  switch (chunk.type) {
    case 'start':
      return typeof chunk.messageId === 'string' ? { ...reply, id: chunk.messageId } : reply;
    case 'text-start':
      return { ...reply, parts: [...parts, { kind: 'text', id: str(chunk.id), text: '' }] };
    case 'text-delta':
      if (!parts.some((p) => p.id === str(chunk.id) && p.kind === 'text')) return { ...reply, parts: [...parts, { kind: 'text', id: str(chunk.id), text: str(chunk.delta) }] };
      return withPart(str(chunk.id), (p) => (p.kind === 'text' ? { ...p, text: p.text + str(chunk.delta) } : p));
    case 'tool-input-start':
    case 'tool-input-available':
      if (parts.some((p) => p.id === str(chunk.toolCallId))) {
        return chunk.type === 'tool-input-available' ? withPart(str(chunk.toolCallId), (p) => (p.kind === 'tool' ? { ...p, input: chunk.input } : p)) : reply;
      }
      return { ...reply, parts: [...parts, { kind: 'tool', id: str(chunk.toolCallId), name: str(chunk.toolName), state: 'running', ...(chunk.type === 'tool-input-available' && { input: chunk.input }) }] };
    case 'tool-approval-request':
      return withPart(str(chunk.toolCallId), (p) => (p.kind === 'tool' ? { ...p, state: 'approval', approvalId: str(chunk.approvalId) } : p));
    case 'tool-output-denied':
      return withPart(str(chunk.toolCallId), (p) => (p.kind === 'tool' ? { ...p, state: 'denied' } : p));
    case 'tool-output-available':
      return withPart(str(chunk.toolCallId), (p) => (p.kind === 'tool' ? { ...p, state: 'done', output: chunk.output } : p));
    case 'tool-output-error':
      return withPart(str(chunk.toolCallId), (p) => (p.kind === 'tool' ? { ...p, state: 'error', error: str(chunk.errorText) } : p));
    default:
      return reply;
  }
};

/** The reply's words, for the live region and the host's `message` event. */
export const textOf = (m: ChatMessage): string =>
  m.parts.map((p) => (p.kind === 'text' ? p.text : '')).join('\n').trim();
