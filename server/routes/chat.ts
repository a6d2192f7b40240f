/**
 * The stylist's chat door: POST /api/chat streams AI SDK UI messages; GET /api/chat lists the
 * shopper's conversations; GET /api/chat/:id returns one with its messages. Only the newest user
 * message is taken from the client; the history comes from the database, so it cannot be forged.
 * A change the stylist proposes waits for the shopper: the client then sends its copy of the
 * reply with Approve or Deny on the change, and only those answers are read from it (see
 * server/ai/approvals.ts); the turn then goes on from the stored history.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { convertToModelMessages, type LanguageModel, type UIMessage } from 'ai';
import { z } from 'zod';
import { chatConversations, chatMessages } from '../db/schema.js';
import type { Database } from '../db/client.js';
import type { AppEnv } from '../http/env.js';
import { readJsonBody } from '../http/json.js';
import { CHAT_RATE, countRateLimit } from '../ai/rate-limit.js';
import { streamStylist, stylistTools } from '../ai/stylist.js';
import { answerApprovals, approvalAnswers, approvalClaimer, ApprovalRefused, recordPendingApprovals, settledHistory, type ApprovalScope } from '../ai/approvals.js';
import { endBrokenStreamsWithError, stylistErrorText } from '../ai/provider-errors.js';
import type { ToolContext } from '../../tools/types.js';

/** Long enough for any question; a following export belongs in sources.add, not in chat. */
export const CHAT_MESSAGE_MAX_CHARS = 20_000;
export const CHAT_ERROR_TEXT = 'Sorry, I hit a snag. Try again.';
const TITLE_CHARS = 60;

const uiPart = z.looseObject({ type: z.string() });
const uiMessage = z.looseObject({ id: z.string().min(1).max(200), role: z.enum(['user', 'assistant', 'system']), parts: z.array(uiPart) });
export const chatBody = z.looseObject({ id: z.uuid('The conversation id must be a UUID.'), messages: z.array(uiMessage).min(1) });

const textOf = (m: { parts: { type: string; text?: unknown }[] }) =>
  m.parts.map((p) => (p.type === 'text' && typeof p.text === 'string' ? p.text : '')).join('');

const bad = (message: string, error = 'invalid_input') => ({ error, message });

export interface ChatRouteDeps {
  model: () => LanguageModel;
  rateLimits: boolean;
}

const ownConversation = async (db: Database, id: string, userId: string) =>
  (await db.select().from(chatConversations).where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId))))[0];

const storedMessages = async (db: Database, conversationId: string): Promise<UIMessage[]> => {
  const rows = await db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId)).orderBy(asc(chatMessages.createdAt));
  return rows.map((r) => ({ id: r.id, role: r.role, parts: r.parts as UIMessage['parts'], metadata: { createdAt: r.createdAt.getTime() } }));
};

/** Stores the reply (a new message, or the continued one after an answer) and the changes it now asks about. */
const storeReply = async (ctx: ToolContext, scope: ApprovalScope, reply: UIMessage) => {
  // The reply and the conversation's new time in one round trip; a continued reply replaces its stored parts.
  await ctx.db.execute(sql`
    with reply as (
      insert into ${chatMessages} (id, conversation_id, role, parts)
      values (${reply.id}, ${scope.conversationId}, 'assistant', ${JSON.stringify(reply.parts)}::jsonb)
      on conflict (id) do update set parts = excluded.parts where ${chatMessages.conversationId} = excluded.conversation_id
    )
    update ${chatConversations} set updated_at = now() where id = ${scope.conversationId}`);
  await recordPendingApprovals(ctx.db, scope, reply);
};

/** The stylist's turn over the stored history, streamed; a change it proposes stops at a question. */
const stream = async (ctx: ToolContext, conversationId: string, uiMessages: UIMessage[], model: LanguageModel, signal: AbortSignal) => {
  const scope: ApprovalScope = { userId: ctx.userId!, conversationId, surface: 'chat' };
  const tools = stylistTools(ctx, { claimApproval: approvalClaimer(ctx.db, scope) });
  const messages = await convertToModelMessages(settledHistory(uiMessages), { tools, ignoreIncompleteToolCalls: true });
  const result = streamStylist({ model, ctx, messages, tools, abortSignal: signal });
  return endBrokenStreamsWithError(result.toUIMessageStreamResponse({
    originalMessages: uiMessages,
    generateMessageId: () => crypto.randomUUID(),
    messageMetadata: ({ part }) => (part.type === 'start' ? { createdAt: Date.now() } : undefined),
    onError: (error) => {
      ctx.log.error({ err: error }, 'chat stream failed');
      return stylistErrorText(error, CHAT_ERROR_TEXT);
    },
    onFinish: async ({ responseMessage }) => {
      try {
        if (responseMessage.parts.length) await storeReply(ctx, scope, responseMessage);
        else await ctx.db.update(chatConversations).set({ updatedAt: new Date() }).where(eq(chatConversations.id, conversationId));
      } catch (error) {
        ctx.log.error({ err: error }, 'storing the reply failed');
      }
    },
  }), (error) => stylistErrorText(error, CHAT_ERROR_TEXT), (error) => ctx.log.error({ err: error }, 'chat stream broke'));
};

export const chatRoutes = (deps: ChatRouteDeps) => {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    if (!(await c.get('user')())) return c.json(bad('Please sign in to continue', 'unauthorized'), 401);
    await next();
  });

  app.get('/', async (c) => {
    const ctx = await c.get('toolContext')();
    const rows = await ctx.db.select({ id: chatConversations.id, title: chatConversations.title, updatedAt: chatConversations.updatedAt })
      .from(chatConversations).where(eq(chatConversations.userId, ctx.userId!)).orderBy(desc(chatConversations.updatedAt)).limit(50);
    return c.json({ conversations: rows.map((r) => ({ id: r.id, title: r.title, updated_at: r.updatedAt.toISOString() })) });
  });

  app.get('/:id', async (c) => {
    const id = c.req.param('id');
    if (!z.uuid().safeParse(id).success) return c.json(bad('The conversation id must be a UUID.'), 400);
    const ctx = await c.get('toolContext')();
    const conversation = await ownConversation(ctx.db, id, ctx.userId!);
    if (!conversation) return c.json(bad('No such conversation', 'not_found'), 404);
    return c.json({ id, title: conversation.title, messages: await storedMessages(ctx.db, id) });
  });

  app.delete('/:id', async (c) => {
    const id = c.req.param('id');
    if (!z.uuid().safeParse(id).success) return c.json(bad('The conversation id must be a UUID.'), 400);
    const ctx = await c.get('toolContext')();
    const deleted = await ctx.db.delete(chatConversations)
      .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, ctx.userId!))).returning({ id: chatConversations.id });
    return deleted.length ? c.json({ deleted: id }) : c.json(bad('No such conversation', 'not_found'), 404);
  });

  app.post('/', async (c) => {
    const parsed = chatBody.safeParse(await readJsonBody(c));
    if (!parsed.success) return c.json({ ...bad('The chat request is not valid.'), issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) }, 400);
    const last = parsed.data.messages.at(-1)!;
    const text = textOf(last).trim();
    const answers = approvalAnswers(last);
    if (last.role === 'assistant' && !answers.length) return c.json(bad('The last message must come from the user, or answer a change the stylist asked about.'), 400);
    if (last.role !== 'user' && last.role !== 'assistant') return c.json(bad('The last message must come from the user.'), 400);
    if (last.role === 'user' && !text) return c.json(bad('The message is empty.'), 400);
    if (text.length > CHAT_MESSAGE_MAX_CHARS) {
      return c.json(bad(`Your message is too long (at most ${CHAT_MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters). Please send a shorter message.`), 413);
    }
    const ctx = await c.get('toolContext')();
    const userId = ctx.userId!;
    const rate = deps.rateLimits ? await countRateLimit(ctx.db, `chat:${userId}`, CHAT_RATE, ctx.now()) : null;
    if (rate && !rate.allowed) {
      c.header('Retry-After', String(rate.retryAfterSeconds));
      return c.json(bad('You are sending messages too fast. Please wait a moment.', 'rate_limited'), 429);
    }
    const conversationId = parsed.data.id;
    const existing = (await ctx.db.select({ userId: chatConversations.userId }).from(chatConversations).where(eq(chatConversations.id, conversationId)))[0];
    if (existing && existing.userId !== userId) return c.json(bad('No such conversation', 'not_found'), 404);
    if (last.role === 'assistant') {
      // Approve or Deny: the answers are checked against the stored pending calls; the client's copy of the call is not used.
      if (!existing) return c.json(bad('No such conversation', 'not_found'), 404);
      const scope: ApprovalScope = { userId, conversationId, surface: 'chat' };
      const history = await storedMessages(ctx.db, conversationId);
      try {
        const answered = await answerApprovals({
          db: ctx.db, log: ctx.log, scope, history, answers,
          persist: async (tx, message) => {
            await tx.update(chatMessages).set({ parts: message.parts }).where(and(eq(chatMessages.id, message.id), eq(chatMessages.conversationId, conversationId)));
          },
        });
        return await stream(ctx, conversationId, [...history.slice(0, -1), answered], deps.model(), c.req.raw.signal);
      } catch (error) {
        if (error instanceof ApprovalRefused) return c.json(bad(error.message, error.code), error.status);
        throw error;
      }
    }
    const userMessage: UIMessage = { id: last.id, role: 'user', parts: [{ type: 'text', text }] };
    let history: UIMessage[] = [];
    if (existing) {
      history = (await storedMessages(ctx.db, conversationId)).filter((m) => m.id !== userMessage.id);
      await ctx.db.insert(chatMessages).values({ id: userMessage.id, conversationId, role: 'user', parts: userMessage.parts }).onConflictDoNothing();
    } else {
      // A new conversation and its first message in one statement: one round trip, and never one without the other.
      await ctx.db.execute(sql`
        with conversation as (
          insert into ${chatConversations} (id, user_id, title) values (${conversationId}, ${userId}, ${text.slice(0, TITLE_CHARS)})
        )
        insert into ${chatMessages} (id, conversation_id, role, parts)
        values (${userMessage.id}, ${conversationId}, 'user', ${JSON.stringify(userMessage.parts)}::jsonb)
        on conflict do nothing`);
    }
    return stream(ctx, conversationId, [...history, userMessage], deps.model(), c.req.raw.signal);
  });

  return app;
};
