/**
 * The widget's turn is the stylist entry point's: what its model is called with (system prompt
 * with today's date from the turn's clock, the call context, the tools on offer) equals what the
 * /chat door's call gets for the same clock, plus only the page. A model that records its calls
 * stands in for the real one.
 */
import { MockLanguageModelV3 } from 'ai/test';
import { simulateReadableStream } from 'ai';
import type { LanguageModelV3CallOptions, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesStoredState, chatToolName } from '../../tools/types.js';
import { toolCatalogue } from '../../tools/registry.js';
import { users } from '../db/schema.js';
import { silentLogger } from '../log.js';
import { createTestDatabase, type TestDatabase } from '../test/db.js';
import { PAGE_LOOK_TOOL, readStylistCallContext } from '../ai/page-context.js';
import { stylistSystemPrompt } from '../ai/prompt.js';
import { streamStylist, stylistSystem } from '../ai/stylist.js';
import { widgetChatResponse } from './chat.js';
import { createPartner } from './partners.js';

let database: TestDatabase;
let partnerId: string;
const KEY = new Uint8Array(32).fill(7);
/** Not today: a door that reads the wall clock instead of the turn's would show. */
const clock = () => new Date('2031-02-14T09:30:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  partnerId = (await createPartner(database.db, KEY, { name: 'Maison Shop', origins: ['https://shop.example'] })).partner.id;
  await database.db.insert(users).values({ id: 'widget-chat-ann', name: 'Ann', email: 'ann@widget-chat.test', emailVerified: true });
}, 60_000);
afterAll(async () => { await database.close(); });

const recorder = () => new MockLanguageModelV3({
  doStream: async () => ({
    stream: simulateReadableStream<LanguageModelV3StreamPart>({
      chunks: [
        { type: 'text-start', id: 't' }, { type: 'text-delta', id: 't', delta: 'Hello.' }, { type: 'text-end', id: 't' },
        { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } } },
      ],
    }),
  }),
});

const systemOf = (call: LanguageModelV3CallOptions) => call.prompt.filter((m) => m.role === 'system').map((m) => m.content).join('\n');
const toolNames = (call: LanguageModelV3CallOptions) => (call.tools ?? []).map((t) => t.name);
const product = { name: 'Linen Wrap Dress', brand: 'Maison Lune', price: 129, currency: 'USD', category: 'Dresses' };
const ctx = (userId: string | null) => ({ db: database.db, userId, now: clock, log: silentLogger });

const widgetCall = async (userId: string | null, withProduct: boolean) => {
  const model = recorder();
  const who = { partnerId, subject: userId ? `user:${userId}` : `visitor:${crypto.randomUUID()}`, userId, sessionId: null };
  const res = await widgetChatResponse({ model, ctx: ctx(userId), who, text: 'hello', product: withProduct ? product : null });
  await res.text();
  expect(model.doStreamCalls).toHaveLength(1);
  return model.doStreamCalls[0]!;
};

const chatDoorCall = async (userId: string) => {
  const model = recorder();
  const result = streamStylist({ model, ctx: ctx(userId), messages: [{ role: 'user', content: 'hello' }] });
  await result.consumeStream();
  return model.doStreamCalls[0]!;
};

describe('the widget calls the stylist entry point', () => {
  it('with the /chat prompt and today\'s date from the turn\'s clock, plus only the page', async () => {
    const chat = await chatDoorCall('widget-chat-ann');
    const widget = await widgetCall('widget-chat-ann', false);
    expect(systemOf(chat)).toBe(stylistSystemPrompt(clock()));
    expect(systemOf(chat)).toContain('2031-02-14');
    expect(systemOf(widget)).toBe(systemOf(chat));
    expect(toolNames(widget).sort()).toEqual(toolNames(chat).sort());
    expect(readStylistCallContext(widget.providerOptions)).toEqual({ today: '2031-02-14', page: null });
    expect(widget.temperature).toBe(chat.temperature);

    const onPage = await widgetCall('widget-chat-ann', true);
    expect(systemOf(onPage)).toBe(stylistSystem(ctx(null), { product }));
    expect(systemOf(onPage).startsWith(systemOf(chat))).toBe(true);
    expect(toolNames(onPage).sort()).toEqual([...toolNames(chat), PAGE_LOOK_TOOL].sort());
    expect(readStylistCallContext(onPage.providerOptions)).toEqual({ today: '2031-02-14', page: { product } });
  });

  it('offers a guest no tool that changes anything, and page_look on a product page', async () => {
    const guest = await widgetCall(null, true);
    const changes = toolCatalogue.filter((t) => changesStoredState(t)).map((t) => chatToolName(t.name));
    expect(toolNames(guest).filter((n) => changes.includes(n))).toEqual([]);
    expect(toolNames(guest)).toContain(PAGE_LOOK_TOOL);
    expect(toolNames(guest)).toContain(chatToolName('products.search'));
    expect(readStylistCallContext(guest.providerOptions)?.page?.product.name).toBe('Linen Wrap Dress');
  });
});
