/**
 * One stylist turn, the one entry point of every door: the chat route and the widget (streamed),
 * the scripted agent and the evals (awaited). Same model settings, prompt with today's date from
 * the turn's clock, tools through the chat door and approval rules wherever it is called from; a
 * door adds only what it knows, the page the shopper is on (page-context.ts). Bounded multi-step:
 * tool rounds, then the reply.
 */
import { generateText, stepCountIs, streamText, type LanguageModel, type ModelMessage, type ToolModelMessage, type ToolSet } from 'ai';
import type { AnyTool, ToolContext } from '../../tools/types.js';
import { toolCatalogue } from '../../tools/registry.js';
import { stylistSystemPrompt } from './prompt.js';
import { chatTools, dottedToolName, type ChatToolOptions } from './tools.js';
import { pageContextNote, pageContextTools, stylistCallContext, type PageContext } from './page-context.js';

export const STYLIST_MAX_STEPS = 5;

export interface StylistTurnInput {
  model: LanguageModel;
  ctx: ToolContext;
  messages: ModelMessage[];
  catalogue?: readonly AnyTool[];
  /** The tool set already built for this context with `stylistTools` (a route builds it once per request). */
  tools?: ToolSet;
  /** The partner page's product, when the turn comes from a product page (the widget). */
  page?: PageContext | null;
  abortSignal?: AbortSignal;
}

/**
 * The turn's tools: the catalogue through the chat door (a change asks first; `claimApproval`
 * claims the stored answer), plus page_look when there is a page.
 */
export const stylistTools = (ctx: ToolContext, options: ChatToolOptions & { catalogue?: readonly AnyTool[]; page?: PageContext | null } = {}): ToolSet => ({
  ...chatTools(ctx, options.catalogue ?? toolCatalogue, options),
  ...pageContextTools(ctx, options.page),
});

/** The system prompt of a turn: the stylist's rules, today's date from the turn's clock, and the page when there is one. */
export const stylistSystem = (ctx: Pick<ToolContext, 'now'>, page?: PageContext | null): string => stylistSystemPrompt(ctx.now()) + pageContextNote(page);

const settings = ({ model, ctx, messages, catalogue, tools, page, abortSignal }: StylistTurnInput) => ({
  model,
  system: stylistSystem(ctx, page),
  messages,
  tools: tools ?? stylistTools(ctx, { catalogue, page }),
  providerOptions: stylistCallContext(ctx, page),
  stopWhen: stepCountIs(STYLIST_MAX_STEPS),
  abortSignal,
  temperature: 0,
});

export const streamStylist = (input: StylistTurnInput) => streamText(settings(input));

export interface ToolCallRecord {
  /** Dotted registry name. */
  name: string;
  input: unknown;
  ok: boolean;
  output: unknown;
  /** A change the shopper was asked about and refused: the tool never ran. */
  denied?: boolean;
}

/** How the scripted shopper answers when the stylist asks before a change. */
export type ApprovalAnswer = 'approve' | 'deny';
export type ApprovalPolicy = ApprovalAnswer | ((call: { name: string; input: unknown }) => ApprovalAnswer);

/** Said to the model when the shopper refuses a change (the AI SDK passes it as the denial's reason). */
export const DENIED_REASON = 'The shopper said no to this change, so nothing was changed.';

/** Rounds of asking within one turn: a model that keeps proposing changes stops here. */
export const MAX_APPROVAL_ROUNDS = 4;

export interface StylistTurn {
  reply: string;
  calls: ToolCallRecord[];
  /** The messages this turn added (assistant and tool), to carry into the next turn. */
  responseMessages: ModelMessage[];
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs a turn to completion; used where nothing streams (evals, the scripted agent). A change the
 * stylist asks about is answered by `approval` (default approve) and the turn goes on, as the chat
 * does when the shopper presses Approve or Deny: an approved call runs, a denied one reaches the
 * model as a denial.
 */
export const runStylistTurn = async (input: StylistTurnInput & { approval?: ApprovalPolicy }): Promise<StylistTurn> => {
  const catalogue = input.catalogue ?? toolCatalogue;
  const tools = input.tools ?? stylistTools(input.ctx, { catalogue, page: input.page });
  const decide = (call: { name: string; input: unknown }): ApprovalAnswer =>
    typeof input.approval === 'function' ? input.approval(call) : input.approval ?? 'approve';
  const calls: ToolCallRecord[] = [];
  const responseMessages: ModelMessage[] = [];
  /** The calls asked about in the last round, by tool call id. */
  let asked = new Map<string, { name: string; input: unknown }>();
  for (let round = 0; ; round++) {
    const result = await generateText(settings({ ...input, tools, messages: [...input.messages, ...responseMessages] }));
    const added = result.response.messages;
    // Calls answered at the start of this round (approved and run, or denied) come back in its first tool message.
    const answered = added[0]?.role === 'tool' && asked.size ? added[0] : undefined;
    for (const part of answered?.content ?? []) {
      if (part.type !== 'tool-result') continue;
      const call = asked.get(part.toolCallId);
      if (!call) continue;
      const out = part.output;
      if (out.type === 'execution-denied') calls.push({ ...call, ok: false, output: out.reason ?? DENIED_REASON, denied: true });
      else if (out.type === 'error-text' || out.type === 'error-json') calls.push({ ...call, ok: false, output: typeof out.value === 'string' ? out.value : JSON.stringify(out.value) });
      else calls.push({ ...call, ok: true, output: 'value' in out ? out.value : null });
    }
    asked = new Map();
    const approvals: ToolModelMessage['content'] = [];
    for (const step of result.steps) {
      for (const part of step.content) {
        if (part.type === 'tool-result') calls.push({ name: dottedToolName(part.toolName, catalogue), input: part.input, ok: true, output: part.output });
        if (part.type === 'tool-error') calls.push({ name: dottedToolName(part.toolName, catalogue), input: part.input, ok: false, output: errorText(part.error) });
        if (part.type === 'tool-approval-request') {
          const call = { name: dottedToolName(part.toolCall.toolName, catalogue), input: part.toolCall.input };
          asked.set(part.toolCall.toolCallId, call);
          const approved = decide(call) === 'approve';
          approvals.push({ type: 'tool-approval-response', approvalId: part.approvalId, approved, ...(approved ? {} : { reason: DENIED_REASON }) });
        }
      }
    }
    responseMessages.push(...added);
    if (!approvals.length || round >= MAX_APPROVAL_ROUNDS) return { reply: result.text, calls, responseMessages };
    responseMessages.push({ role: 'tool', content: approvals });
  }
};
