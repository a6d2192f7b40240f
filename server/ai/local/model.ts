/**
 * atelier-local: a LanguageModelV3 of ours over the skills pipeline (server/ai/skills). It reads
 * the conversation, plans tool calls from the latest user message, and once the results are in
 * writes the reply from them. No randomness, and its one clock is given (`now`, the server's; the
 * evals give a fixed one): the same conversation on the same day always streams the same parts.
 */
import type {
  LanguageModelV3, LanguageModelV3CallOptions, LanguageModelV3Content, LanguageModelV3GenerateResult,
  LanguageModelV3Prompt, LanguageModelV3StreamPart, LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { todayIso } from '../../../tools/trips/dates.js';
import type { AvailableTool, SeenResult } from '../skills/lib/plan-core.js';
import { deniedReply, DENIED_OUTPUT } from '../skills/lib/reply-approval.js';
import { createBrain, decide as decideTurn, type Brain, type Conversation, type KnownNames, type LocalDecision } from '../skills/pipeline.js';

export type { LocalDecision } from '../skills/pipeline.js';

export const LOCAL_MODEL_ID = 'atelier-local';

const usage = (input: number, output: number): LanguageModelV3Usage => ({
  inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: output, text: output, reasoning: 0 },
});

/** Our call ids: turn, p (a look-up or step) or r (the answer), the request's index, the call's place. */
const CALL_ID = /^atl-t(\d+)-([pr])(\d+)-\d+$/;

const textOf = (message: LanguageModelV3Prompt[number] | undefined) =>
  message && message.role === 'user' ? message.content.map((p) => (p.type === 'text' ? p.text : '')).join('\n') : '';

export const readConversation = (prompt: LanguageModelV3Prompt): Conversation => {
  let lastUser = -1;
  prompt.forEach((m, i) => { if (m.role === 'user') lastUser = i; });
  const earlierUserTexts = prompt.flatMap((m, i) => (m.role === 'user' && i < lastUser ? [textOf(m)] : []));
  const calls = new Map<string, { toolName: string; input: unknown }>();
  const current: SeenResult[] = [];
  const earlier: SeenResult[] = [];
  let rounds = 0;
  prompt.forEach((m, i) => {
    if (m.role === 'assistant') {
      let hasCall = false;
      for (const p of m.content) {
        if (p.type === 'tool-call') {
          calls.set(p.toolCallId, { toolName: p.toolName, input: p.input });
          hasCall = true;
        }
      }
      if (hasCall && i > lastUser) rounds++;
    }
    if (m.role === 'tool' || m.role === 'assistant') {
      for (const p of m.content) {
        if (p.type !== 'tool-result') continue;
        const call = calls.get(p.toolCallId);
        const out = p.output;
        const isError = out.type === 'error-text' || out.type === 'error-json' || out.type === 'execution-denied';
        const output = out.type === 'execution-denied' ? DENIED_OUTPUT : 'value' in out ? out.value : null;
        const match = CALL_ID.exec(p.toolCallId);
        const seen: SeenResult = {
          toolName: p.toolName, input: call?.input, output, isError, request: match ? Number(match[3]) : null, prep: match?.[2] === 'p',
          ...(match ? { turn: Number(match[1]) } : {}),
        };
        (i > lastUser ? current : earlier).push(seen);
      }
    }
  });
  return { userText: textOf(prompt[lastUser]), earlierUserTexts, turn: prompt.filter((m) => m.role === 'user').length, rounds, current, earlier };
};

const availableTools = (options: LanguageModelV3CallOptions): AvailableTool[] =>
  (options.tools ?? []).flatMap((t) => {
    if (t.type !== 'function') return [];
    const props = (t.inputSchema as { properties?: Record<string, unknown> } | undefined)?.properties;
    return [{ name: t.name, properties: props ? Object.keys(props) : undefined }];
  });

/** The whole brain for one model call: what to do next given the prompt, the tools on offer and today's date. */
export const decide = (prompt: LanguageModelV3Prompt, tools: AvailableTool[], allowTools: boolean, today: string, brain: Brain = createBrain()): LocalDecision =>
  decideTurn(readConversation(prompt), tools, allowTools, today, brain, deniedReply);

/** Small chunks so the client sees a stream, split at spaces so words stay whole. */
const chunks = (text: string): string[] => text.match(/\S+\s*|\s+/g) ?? [];

const content = (decision: LocalDecision): LanguageModelV3Content[] =>
  decision.kind === 'calls'
    ? decision.calls.map((c) => ({ type: 'tool-call', toolCallId: c.id, toolName: c.toolName, input: JSON.stringify(c.input) }))
    : [{ type: 'text', text: decision.text }];

const finishOf = (decision: LocalDecision) =>
  decision.kind === 'calls' ? { unified: 'tool-calls' as const, raw: 'tool-calls' } : { unified: 'stop' as const, raw: 'stop' };

const tokenCount = (options: LanguageModelV3CallOptions) => JSON.stringify(options.prompt).length >> 2;

export interface LocalModelOptions {
  /** The clock "today" is read from for relative dates ("next week"); the server's by default. */
  now?: () => Date;
  /**
   * The influencer handles and brands the NLU layer matches against (handles written without "@",
   * misspelt brands). Asked on every call, so a caller that refreshes its list is seen at once; the
   * lexicon is rebuilt only when it answers a different object (server/ai/skills/known-names.ts
   * answers the same one while the names are unchanged).
   */
  known?: () => KnownNames | Promise<KnownNames>;
}

/** One brain per list of names, shared by every model made with it (the chat makes a model per request). */
const brains = new WeakMap<KnownNames, Brain>();
let noNames: Brain | null = null;
const brainFor = (names: KnownNames | null): Brain => {
  if (!names) return (noNames ??= createBrain());
  let brain = brains.get(names);
  if (!brain) {
    brain = createBrain(names);
    brains.set(names, brain);
  }
  return brain;
};

export const createLocalModel = ({ now = () => new Date(), known }: LocalModelOptions = {}): LanguageModelV3 => {
  const brainNow = async (): Promise<Brain> => brainFor(known ? await known() : null);
  const run = async (options: LanguageModelV3CallOptions) =>
    decide(options.prompt, availableTools(options), options.toolChoice?.type !== 'none', todayIso(now()), await brainNow());
  return {
    specificationVersion: 'v3',
    provider: 'atelier',
    modelId: LOCAL_MODEL_ID,
    supportedUrls: {},
    async doGenerate(options): Promise<LanguageModelV3GenerateResult> {
      const decision = await run(options);
      const out = content(decision);
      return { content: out, finishReason: finishOf(decision), usage: usage(tokenCount(options), JSON.stringify(out).length >> 2), warnings: [] };
    },
    async doStream(options) {
      const decision = await run(options);
      const parts: LanguageModelV3StreamPart[] = [{ type: 'stream-start', warnings: [] }, { type: 'response-metadata', modelId: LOCAL_MODEL_ID }];
      if (decision.kind === 'calls') {
        for (const c of decision.calls) parts.push({ type: 'tool-call', toolCallId: c.id, toolName: c.toolName, input: JSON.stringify(c.input) });
      } else {
        parts.push({ type: 'text-start', id: 'text-0' });
        for (const delta of chunks(decision.text)) parts.push({ type: 'text-delta', id: 'text-0', delta });
        parts.push({ type: 'text-end', id: 'text-0' });
      }
      parts.push({ type: 'finish', finishReason: finishOf(decision), usage: usage(tokenCount(options), 0) });
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        start(controller) {
          for (const part of parts) controller.enqueue(part);
          controller.close();
        },
      });
      return { stream };
    },
  };
};
