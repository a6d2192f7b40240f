/**
 * Ask before changing, on the server. When the stylist proposes a change (a tool whose effect is not a
 * read), the reply's tool part stops at `approval-requested` and the call is stored here as
 * pending. The shopper's answer comes back as the client's copy of that message (/chat) or as the
 * approval id alone (the widget); only the approval id and approved/denied are acted on. The answer must match a pending call stored for this
 * user, conversation and surface, on the newest stored message, with the same tool call, tool name
 * and input — anything else is refused and nothing changes. Once approved, the call runs once: the
 * tool claims its approval (approved → executed) before it runs.
 */
import { and, eq, sql } from 'drizzle-orm';
import { getToolName, isDeepEqualData, isToolUIPart, type UIMessage } from 'ai';
import { z } from 'zod';
import { toolApprovals } from '../db/schema.js';
import type { Database } from '../db/client.js';
import type { ToolLogger } from '../../tools/types.js';
import { logSecurityEvent } from '../security/events.js';
import { DENIED_REASON } from './stylist.js';
import { ChatToolError, dottedToolName, type ApprovedCall } from './tools.js';

export interface ApprovalScope {
  userId: string;
  conversationId: string;
  surface: 'chat' | 'widget';
}

export type ApprovalErrorCode = 'approval_not_found' | 'approval_answered' | 'approval_stale' | 'approval_mismatch' | 'invalid_input';

/** A refused answer: the route sends `status` with `{ error: code, message }`; nothing was changed. */
export class ApprovalRefused extends Error {
  override name = 'ApprovalRefused';
  constructor(readonly status: 400 | 404 | 409, readonly code: ApprovalErrorCode, message: string) {
    super(message);
  }
}

/** An answer as the client sends it: the tool part of its copy of the message, after Approve or Deny. */
const answerPart = z.looseObject({
  type: z.string().regex(/^tool-[A-Za-z0-9_]{1,100}$/, 'a tool part'),
  toolCallId: z.string().min(1).max(200),
  state: z.literal('approval-responded'),
  input: z.unknown(),
  approval: z.looseObject({ id: z.string().min(1).max(200), approved: z.boolean() }),
});
export type ApprovalAnswer = z.infer<typeof answerPart>;
/** An answer by approval id alone (the widget's Approve/Deny): the stored call is all there is to check. */
export type ApprovalById = Pick<ApprovalAnswer, 'approval'>;

/** The answers in the client's last message (tool parts in `approval-responded`); others are ignored. */
export const approvalAnswers = (message: { role: string; parts: readonly unknown[] }): ApprovalAnswer[] =>
  message.role === 'assistant' ? message.parts.flatMap((p) => {
    const parsed = answerPart.safeParse(p);
    return parsed.success ? [parsed.data] : [];
  }) : [];

/** Equal as JSON data (key order aside); undefined fields count as absent, as after a round trip through jsonb. */
const same = (a: unknown, b: unknown) => isDeepEqualData(JSON.parse(JSON.stringify(a ?? null)), JSON.parse(JSON.stringify(b ?? null)));

type ToolPart = Extract<UIMessage['parts'][number], { toolCallId: string }>;
const toolParts = (message: UIMessage): ToolPart[] => message.parts.filter((p): p is ToolPart => isToolUIPart(p));

/**
 * The history for the model: a question never answered, or an answer whose run never finished (the
 * stream broke), is dropped from every message but the newest — a provider refuses a tool call
 * without its result, and the turn it belonged to is over.
 */
export const settledHistory = (messages: UIMessage[]): UIMessage[] =>
  messages.map((m, i) => (i === messages.length - 1 ? m : {
    ...m,
    parts: m.parts.filter((p) => !isToolUIPart(p) || (p.state !== 'approval-requested' && p.state !== 'approval-responded')),
  }));

/** Stores the reply's new questions (tool parts waiting at approval-requested) as pending calls. */
export const recordPendingApprovals = async (db: Database, scope: ApprovalScope, reply: UIMessage): Promise<number> => {
  const rows = toolParts(reply).flatMap((p) => (p.state === 'approval-requested' ? [{
    id: p.approval.id, userId: scope.userId, conversationId: scope.conversationId, surface: scope.surface,
    toolCallId: p.toolCallId, toolName: dottedToolName(getToolName(p)), input: p.input ?? {},
  }] : []));
  if (rows.length) await db.insert(toolApprovals).values(rows).onConflictDoNothing();
  return rows.length;
};

/**
 * Checks the answers against the stored pending calls and the stored newest message, then marks
 * them approved or denied (all or none, in one transaction with `persist`, which stores the
 * message with the answers applied). Returns that message, ready for the model to continue.
 */
export const answerApprovals = async (opts: {
  db: Database;
  log?: ToolLogger;
  scope: ApprovalScope;
  /** The stored conversation, oldest first. */
  history: UIMessage[];
  answers: (ApprovalAnswer | ApprovalById)[];
  persist: (tx: Database, message: UIMessage) => Promise<void>;
}): Promise<UIMessage> => {
  const { db, scope, history, answers } = opts;
  if (!answers.length) throw new ApprovalRefused(400, 'invalid_input', 'The message carries no answer to a change (Approve or Deny).');
  if (new Set(answers.map((a) => a.approval.id)).size !== answers.length) throw new ApprovalRefused(400, 'invalid_input', 'Each change can be answered once.');
  const last = history.at(-1);
  const decided: { id: string; approved: boolean }[] = [];
  for (const answer of answers) {
    const id = answer.approval.id;
    const [row] = await db.select().from(toolApprovals).where(eq(toolApprovals.id, id));
    if (!row || row.userId !== scope.userId || row.conversationId !== scope.conversationId || row.surface !== scope.surface) {
      if (row && row.userId !== scope.userId) {
        await logSecurityEvent(db, { eventType: 'tool_approval_foreign', userId: scope.userId, details: { approvalId: id, surface: scope.surface }, severity: 'medium' });
      }
      throw new ApprovalRefused(404, 'approval_not_found', 'No change with that id is waiting for your answer, so nothing was changed.');
    }
    if (row.status !== 'pending') throw new ApprovalRefused(409, 'approval_answered', `This change was already ${row.status === 'denied' ? 'denied' : 'approved'}; nothing more was changed.`);
    const stored = last?.role === 'assistant' ? toolParts(last).find((p) => p.state === 'approval-requested' && p.approval.id === id) : undefined;
    if (!stored) throw new ApprovalRefused(409, 'approval_stale', 'That change is no longer waiting for an answer (the conversation moved on). Ask again if you still want it.');
    if (stored.toolCallId !== row.toolCallId || dottedToolName(getToolName(stored)) !== row.toolName || !same(stored.input, row.input)) {
      opts.log?.error({ approvalId: id }, 'stored approval and stored message disagree');
      throw new ApprovalRefused(409, 'approval_mismatch', 'This change does not match what was proposed, so nothing was changed.');
    }
    // A client's copy, when sent, must describe the same call; the stored one is what runs either way.
    if ('toolCallId' in answer && (answer.toolCallId !== row.toolCallId || dottedToolName(answer.type.slice('tool-'.length)) !== row.toolName || !same(answer.input, row.input))) {
      await logSecurityEvent(db, { eventType: 'tool_approval_tampered', userId: scope.userId, details: { approvalId: id, surface: scope.surface, toolName: row.toolName }, severity: 'medium' });
      throw new ApprovalRefused(400, 'approval_mismatch', 'The change you answered is not the one proposed, so nothing was changed.');
    }
    decided.push({ id, approved: answer.approval.approved });
  }
  const answered: UIMessage = {
    ...last!,
    parts: last!.parts.map((p) => {
      if (!isToolUIPart(p) || p.state !== 'approval-requested') return p;
      const d = decided.find((x) => x.id === p.approval.id);
      if (!d) return p;
      return { ...p, state: 'approval-responded', approval: { id: d.id, approved: d.approved, ...(d.approved ? {} : { reason: DENIED_REASON }) } } as UIMessage['parts'][number];
    }),
  };
  await db.transaction(async (tx) => {
    for (const d of decided) {
      const updated = await tx.update(toolApprovals).set({ status: d.approved ? 'approved' : 'denied', decidedAt: new Date() })
        .where(and(eq(toolApprovals.id, d.id), eq(toolApprovals.userId, scope.userId), eq(toolApprovals.status, 'pending'))).returning({ id: toolApprovals.id });
      // Two answers raced: the other one won, and this one changes nothing.
      if (!updated.length) throw new ApprovalRefused(409, 'approval_answered', 'This change was already answered; nothing more was changed.');
    }
    await opts.persist(tx as unknown as Database, answered);
  });
  return answered;
};

/**
 * The guard an approved call passes before it runs: its approval moves approved → executed in one
 * statement, for this user, conversation, tool call, tool and input. No approved row, no run.
 */
export const approvalClaimer = (db: Database, scope: ApprovalScope) => async (call: ApprovedCall): Promise<void> => {
  const claimed = await db.update(toolApprovals).set({ status: 'executed' }).where(and(
    eq(toolApprovals.userId, scope.userId), eq(toolApprovals.conversationId, scope.conversationId), eq(toolApprovals.surface, scope.surface),
    eq(toolApprovals.toolCallId, call.toolCallId), eq(toolApprovals.toolName, call.toolName), eq(toolApprovals.status, 'approved'),
    sql`${toolApprovals.input} = ${JSON.stringify(call.input ?? {})}::jsonb`,
  )).returning({ id: toolApprovals.id });
  if (!claimed.length) throw new ChatToolError('This change was not approved, so nothing was changed.');
};
