/**
 * One widget chat turn: the stylist's own entry point (server/ai/stylist.ts), as /api/chat calls it
 * (same model, prompt with today's date, step limit, tools through the chat door, approvals, the
 * AI SDK UI message stream on the wire), over the widget's own conversation store. What only the
 * widget knows is passed in: who is asking (guests are offered no change) and the product on the
 * partner's page, as the turn's page context. History is rebuilt from the database, never taken
 * from the client.
 */
import { convertToModelMessages, type LanguageModel, type UIMessage } from 'ai';
import { changesStoredState, type ToolContext } from '../../tools/types.js';
import { toolCatalogue } from '../../tools/registry.js';
import { answerApprovals, approvalClaimer, ApprovalRefused, recordPendingApprovals, settledHistory, type ApprovalScope } from '../ai/approvals.js';
import { endBrokenStreamsWithError, stylistErrorText } from '../ai/provider-errors.js';
import { streamStylist, stylistTools } from '../ai/stylist.js';
import type { PageProduct } from '../../widget/shared/protocol.js';
import { HISTORY_FOR_MODEL, conversationMessages, currentConversation, replaceMessageParts, startConversation, storeMessage } from './conversations.js';
import type { WidgetIdentity } from './tokens.js';

export const WIDGET_CHAT_ERROR_TEXT = 'Sorry, I hit a snag. Try again.';

export interface WidgetTurn {
  model: LanguageModel;
  ctx: ToolContext;
  who: WidgetIdentity;
  /** A message, or the shopper's answer to the change the stylist asked about (by its approval id). */
  text?: string;
  approval?: { id: string; approved: boolean };
  product: PageProduct | null;
  abortSignal?: AbortSignal;
}

/** Guests have no rows of their own to change, so the changes that would ask are not offered to them. */
export const guestWidgetCatalogue = toolCatalogue.filter((t) => !changesStoredState(t));

export const widgetChatResponse = async ({ model, ctx, who, text, approval, product, abortSignal }: WidgetTurn): Promise<Response> => {
  let conversationId = await currentConversation(ctx.db, who);
  let uiMessages: UIMessage[];
  if (approval) {
    const scope: ApprovalScope | null = ctx.userId && conversationId ? { userId: ctx.userId, conversationId, surface: 'widget' } : null;
    // A guest, or nobody's conversation yet: no change can be waiting.
    if (!scope) throw new ApprovalRefused(404, 'approval_not_found', 'No change with that id is waiting for your answer, so nothing was changed.');
    const history = await conversationMessages(ctx.db, scope.conversationId, HISTORY_FOR_MODEL);
    // The widget sends only the id and the answer; the call itself is the stored one.
    const answered = await answerApprovals({
      db: ctx.db, log: ctx.log, scope, history, answers: [{ approval }],
      persist: async (tx, message) => { await replaceMessageParts(tx, scope.conversationId, message); },
    });
    uiMessages = [...history.slice(0, -1), answered];
  } else {
    conversationId ??= await startConversation(ctx.db, who);
    const history = await conversationMessages(ctx.db, conversationId, HISTORY_FOR_MODEL);
    const userMessage: UIMessage = { id: crypto.randomUUID(), role: 'user', parts: [{ type: 'text', text: text ?? '' }] };
    await storeMessage(ctx.db, conversationId, { id: userMessage.id, role: 'user', parts: userMessage.parts });
    uiMessages = [...history, userMessage];
  }
  const id = conversationId!;
  const scope: ApprovalScope | null = ctx.userId ? { userId: ctx.userId, conversationId: id, surface: 'widget' } : null;
  const page = product ? { product } : null;
  const tools = scope
    ? stylistTools(ctx, { catalogue: toolCatalogue, claimApproval: approvalClaimer(ctx.db, scope), page })
    : stylistTools(ctx, { catalogue: guestWidgetCatalogue, page });
  const messages = await convertToModelMessages(settledHistory(uiMessages), { tools, ignoreIncompleteToolCalls: true });
  const result = streamStylist({ model, ctx, messages, tools, page, abortSignal });
  return endBrokenStreamsWithError(result.toUIMessageStreamResponse({
    originalMessages: uiMessages,
    generateMessageId: () => crypto.randomUUID(),
    onError: (error) => {
      ctx.log.error({ err: error }, 'widget chat stream failed');
      return stylistErrorText(error, WIDGET_CHAT_ERROR_TEXT);
    },
    onFinish: async ({ responseMessage, isContinuation }) => {
      if (!responseMessage.parts.length) return;
      try {
        const message = { id: responseMessage.id, role: 'assistant' as const, parts: responseMessage.parts };
        if (isContinuation) await replaceMessageParts(ctx.db, id, message);
        else await storeMessage(ctx.db, id, message);
        if (scope) await recordPendingApprovals(ctx.db, scope, responseMessage);
      } catch (error) {
        ctx.log.error({ err: error }, 'storing the widget reply failed');
      }
    },
  }), (error) => stylistErrorText(error, WIDGET_CHAT_ERROR_TEXT), (error) => ctx.log.error({ err: error }, 'widget chat stream broke'));
};
