/**
 * Widget conversations: one current conversation per partner and subject (the newest), so a
 * shopper picks up where they left off on any page of the shop, and history is always read
 * from here, never from the client.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { UIMessage } from 'ai';
import type { Database } from '../db/client.js';
import { widgetConversations, widgetMessages } from '../db/schema.js';
import type { WidgetIdentity } from './tokens.js';

/** The stylist reads at most this much history; older turns stay stored and shown. */
export const HISTORY_FOR_MODEL = 30;
/** What the iframe shows after a reload. */
export const HISTORY_SHOWN = 100;

export const currentConversation = async (db: Database, who: WidgetIdentity) =>
  (await db.select({ id: widgetConversations.id }).from(widgetConversations)
    .where(and(eq(widgetConversations.partnerId, who.partnerId), eq(widgetConversations.subject, who.subject)))
    .orderBy(desc(widgetConversations.updatedAt)).limit(1))[0]?.id ?? null;

export const startConversation = async (db: Database, who: WidgetIdentity): Promise<string> => {
  const id = crypto.randomUUID();
  await db.insert(widgetConversations).values({ id, partnerId: who.partnerId, subject: who.subject, userId: who.userId });
  return id;
};

/** The newest `limit` messages, oldest first. */
export const conversationMessages = async (db: Database, conversationId: string, limit: number): Promise<UIMessage[]> => {
  const newest = db.select().from(widgetMessages).where(eq(widgetMessages.conversationId, conversationId))
    .orderBy(desc(widgetMessages.createdAt), desc(widgetMessages.id)).limit(limit).as('newest');
  const rows = await db.select().from(newest).orderBy(asc(newest.createdAt), asc(newest.id));
  return rows.map((r) => ({ id: r.id, role: r.role, parts: r.parts as UIMessage['parts'] }));
};

export const storeMessage = async (db: Database, conversationId: string, message: { id: string; role: 'user' | 'assistant'; parts: unknown[] }) => {
  await db.execute(sql`
    with stored as (
      insert into ${widgetMessages} (id, conversation_id, role, parts)
      values (${message.id}, ${conversationId}, ${message.role}, ${JSON.stringify(message.parts)}::jsonb)
      on conflict do nothing
    )
    update ${widgetConversations} set updated_at = now() where id = ${conversationId}`);
};

/** A continued reply (after Approve or Deny) replaces its stored parts, in its own conversation only. */
export const replaceMessageParts = async (db: Database, conversationId: string, message: { id: string; parts: unknown[] }) => {
  await db.execute(sql`
    with stored as (
      update ${widgetMessages} set parts = ${JSON.stringify(message.parts)}::jsonb
      where id = ${message.id} and conversation_id = ${conversationId}
    )
    update ${widgetConversations} set updated_at = now() where id = ${conversationId}`);
};

/** reset(): the subject's conversations with this partner are gone for good. */
export const clearConversations = async (db: Database, who: WidgetIdentity) => {
  await db.delete(widgetConversations).where(and(eq(widgetConversations.partnerId, who.partnerId), eq(widgetConversations.subject, who.subject)));
};
