/**
 * Interim, until atelier-local's page product skill (server/ai/skills, issue 27) reads the page
 * context itself: "style this" / "what goes with this?" with a product page in the call's context
 * calls page_look and answers from its result; every other call goes to atelier-local unchanged.
 * It reads the product from the call's provider options (page-context.ts), exactly as the skill
 * will, and the stylist entry point applies it on every door, so no door wraps the model itself.
 * When the skill lands, delete this file and its one use in stylist.ts; the behaviour's tests are
 * the entry point's (stylist-page.test.ts) and stay.
 */
import type { LanguageModelV3, LanguageModelV3CallOptions, LanguageModelV3Prompt, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import type { LanguageModel } from 'ai';
import { LOCAL_MODEL_ID } from './local/model.js';
import type { LookAnalysis } from '../../tools/looks/contracts.js';
import { PAGE_LOOK_TOOL, readStylistCallContext } from './page-context.js';

/** Asking what goes with the product on the page, in the words shoppers use. */
const STYLE_THIS = /\b(style (this|it)|(go|goes|going) with (this|it)|(wear|pair|match|combine) (this|it|with (this|it))|(complete|finish|build) (a|the) look|what (should|can|could|would|do) i wear with|styling (this|it))\b/i;

const lastUserText = (prompt: LanguageModelV3Prompt): { text: string; index: number } => {
  for (let i = prompt.length - 1; i >= 0; i--) {
    const m = prompt[i]!;
    if (m.role === 'user') return { text: m.content.map((p) => (p.type === 'text' ? p.text : '')).join(' '), index: i };
  }
  return { text: '', index: -1 };
};

type PageResult = { ok: true; look: LookAnalysis } | { ok: false; message: string };

const pageResultAfter = (prompt: LanguageModelV3Prompt, from: number): PageResult | null => {
  for (const m of prompt.slice(from + 1)) {
    if (m.role !== 'tool') continue;
    for (const p of m.content) {
      if (p.type !== 'tool-result' || p.toolName !== PAGE_LOOK_TOOL) continue;
      const out = p.output;
      if (out.type === 'json') return { ok: true, look: out.value as unknown as LookAnalysis };
      return { ok: false, message: out.type === 'error-text' ? out.value : 'the look could not be put together' };
    }
  }
  return null;
};

const SLOT_WORD: Record<string, string> = {
  dress: 'A dress', top: 'A top', bottom: 'A bottom', outerwear: 'A layer', shoes: 'Shoes', bag: 'A bag', accessories: 'An accessory',
};

const dollars = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The reply, from the tool's result only: the closest piece for each missing slot, essentials first. */
const pageLookReply = (result: PageResult, productName: string): string => {
  if (!result.ok) return `Sorry, I couldn't style the ${productName}: ${result.message}`;
  const picks = result.look.missingPieces.flatMap((m) => {
    const best = [...m.alternatives].sort((a, b) => b.similarity - a.similarity)[0];
    return best ? [`${SLOT_WORD[m.slot] ?? m.category}: ${best.name} by ${best.brand}, ${dollars(best.price)}`] : [];
  }).slice(0, 5);
  if (!picks.length) return `I couldn't find pieces in the catalogue that go with the ${productName}.`;
  const owned = result.look.ownedPieces.map((p) => p.name);
  return [
    `Here's what goes with the ${productName}:`,
    ...picks.map((p, i) => `${i + 1}. ${p}`),
    ...(owned.length ? [`From your wardrobe: ${owned.join(', ')}.`] : []),
    'Each card has the other price levels; "Add to cart" puts a piece in your cart here.',
  ].join('\n');
};

const stream = (parts: LanguageModelV3StreamPart[]) => ({
  stream: new ReadableStream<LanguageModelV3StreamPart>({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  }),
});

const usage = { inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 0, text: 0, reasoning: 0 } };

/** What to do for this call, or null to leave it to the model. */
const decide = (options: LanguageModelV3CallOptions): { call: string } | { reply: string } | null => {
  const product = readStylistCallContext(options.providerOptions)?.page?.product;
  const offered = (options.tools ?? []).some((t) => t.name === PAGE_LOOK_TOOL);
  const { text, index } = lastUserText(options.prompt);
  if (!product || !offered || !STYLE_THIS.test(text)) return null;
  const result = pageResultAfter(options.prompt, index);
  if (!result) return { call: `atl-page-${index}` };
  return { reply: pageLookReply(result, product.name) };
};

/** atelier-local with the page product read from the call's context; any other model as it is. */
export const withPageBridge = (model: LanguageModel): LanguageModel => {
  if (typeof model === 'string' || model.modelId !== LOCAL_MODEL_ID || model.specificationVersion !== 'v3') return model;
  const base = model as LanguageModelV3;
  const wrapped: LanguageModelV3 = {
    ...base,
    async doGenerate(options) {
      const d = decide(options);
      if (!d) return base.doGenerate(options);
      return 'call' in d
        ? { content: [{ type: 'tool-call', toolCallId: d.call, toolName: PAGE_LOOK_TOOL, input: '{}' }], finishReason: { unified: 'tool-calls', raw: 'tool-calls' }, usage, warnings: [] }
        : { content: [{ type: 'text', text: d.reply }], finishReason: { unified: 'stop', raw: 'stop' }, usage, warnings: [] };
    },
    async doStream(options) {
      const d = decide(options);
      if (!d) return base.doStream(options);
      const head: LanguageModelV3StreamPart[] = [{ type: 'stream-start', warnings: [] }, { type: 'response-metadata', modelId: LOCAL_MODEL_ID }];
      if ('call' in d) {
        return stream([...head, { type: 'tool-call', toolCallId: d.call, toolName: PAGE_LOOK_TOOL, input: '{}' },
          { type: 'finish', finishReason: { unified: 'tool-calls', raw: 'tool-calls' }, usage }]);
      }
      const words = d.reply.match(/\S+\s*|\s+/g) ?? [];
      return stream([...head, { type: 'text-start', id: 'text-0' }, ...words.map((delta) => ({ type: 'text-delta' as const, id: 'text-0', delta })),
        { type: 'text-end', id: 'text-0' }, { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage }]);
    },
  };
  return wrapped;
};
