/**
 * atelier-local: a LanguageModelV3 of ours. It reads the conversation, plans tool calls from the
 * latest user message, and once the results are in writes the reply from them. No randomness, and
 * its one clock is given (`now`, the server's; the evals give a fixed one): the same conversation
 * on the same day always streams the same parts.
 */
import type {
  LanguageModelV3, LanguageModelV3CallOptions, LanguageModelV3Content, LanguageModelV3GenerateResult,
  LanguageModelV3Prompt, LanguageModelV3StreamPart, LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { itemsOf, resolve, stageOf, type AvailableTool, type ItemKind, type ItemList, type PlannedCall, type SeenResult } from './plan.js';
import { writeReply, type Outcome } from './reply.js';
import { deniedReply, DENIED_OUTPUT } from './reply-approval.js';
import { todayIso } from '../../../tools/trips/dates.js';
import { understand, type Request } from './understand.js';

export const LOCAL_MODEL_ID = 'atelier-local';
/** Guards against a plan that never settles; streamText's own step limit is the outer bound. */
const MAX_ROUNDS = 4;

const usage = (input: number, output: number): LanguageModelV3Usage => ({
  inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: output, text: output, reasoning: 0 },
});

/** Our call ids: turn, p (a look-up or step) or r (the answer), the request's index, the call's place. */
const CALL_ID = /^atl-t\d+-([pr])(\d+)-\d+$/;

interface Conversation {
  userText: string;
  /** The user's message before this one, for a follow-up that completes it ("from May 3 to 7"). */
  previousUserText: string;
  turn: number;
  rounds: number;
  /** This turn's results, oldest first. */
  current: SeenResult[];
  /** Earlier turns' results, oldest first. */
  earlier: SeenResult[];
}

const readConversation = (prompt: LanguageModelV3Prompt): Conversation => {
  let lastUser = -1;
  prompt.forEach((m, i) => { if (m.role === 'user') lastUser = i; });
  const textOf = (i: number) => {
    const message = prompt[i];
    return message && message.role === 'user' ? message.content.map((p) => (p.type === 'text' ? p.text : '')).join('\n') : '';
  };
  const userText = textOf(lastUser);
  let previousUser = -1;
  prompt.forEach((m, i) => { if (m.role === 'user' && i < lastUser) previousUser = i; });
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
          toolName: p.toolName, input: call?.input, output, isError, request: match ? Number(match[2]) : null, prep: match?.[1] === 'p',
        };
        (i > lastUser ? current : earlier).push(seen);
      }
    }
  });
  return { userText, previousUserText: textOf(previousUser), turn: prompt.filter((m) => m.role === 'user').length, rounds, current, earlier };
};

const availableTools = (options: LanguageModelV3CallOptions): AvailableTool[] =>
  (options.tools ?? []).flatMap((t) => {
    if (t.type !== 'function') return [];
    const props = (t.inputSchema as { properties?: Record<string, unknown> } | undefined)?.properties;
    return [{ name: t.name, properties: props ? Object.keys(props) : undefined }];
  });

/**
 * What a reply may call an id by, from every result seen: a product's name, or a post as
 * "@handle’s post", so a reply about an id names what the tools named.
 */
const labels = (seen: SeenResult[]): Map<string, string> => {
  const names = new Map<string, string>();
  for (const s of seen) {
    if (s.isError) continue;
    for (const item of itemsOf(s.output, 'products')) {
      const name = item.product_name ?? item.item_name;
      if (typeof item.id === 'string' && typeof name === 'string') names.set(item.id, name);
    }
    for (const post of itemsOf(s.output, 'posts')) {
      const who = (post.influencer as { handle?: unknown }).handle;
      if (typeof post.id === 'string' && typeof who === 'string') names.set(post.id, `@${who}\u2019s post`);
    }
  }
  return names;
};

export type LocalDecision = { kind: 'calls'; calls: (PlannedCall & { id: string })[] } | { kind: 'reply'; text: string };

const missingTripParts = (r: Request | undefined) =>
  r?.kind === 'trips.plan' ? [r.destination, r.start, r.end].filter((x) => x === null).length : Number.POSITIVE_INFINITY;

/**
 * A message that only completes the trip asked for just before ("from May 3 to 7" after "plan a
 * trip to Lisbon", answered with a question) is read together with it.
 */
const withFollowUp = (requests: Request[], convo: Conversation, today: string): Request[] => {
  if (!convo.previousUserText || requests.length !== 1) return requests;
  const [now] = requests;
  if (now!.kind !== 'unknown' && !(now!.kind === 'trips.plan' && missingTripParts(now) > 0)) return requests;
  const before = understand(convo.previousUserText, today);
  if (before.length !== 1 || missingTripParts(before[0]) === 0 || missingTripParts(before[0]) === Number.POSITIVE_INFINITY) return requests;
  const merged = understand(`${convo.previousUserText} ${convo.userText}`, today);
  return merged.length === 1 && missingTripParts(merged[0]) < missingTripParts(before[0]) ? merged : requests;
};

/** The whole brain: what to do next given the prompt, the tools on offer and today's date (YYYY-MM-DD). */
export const decide = (prompt: LanguageModelV3Prompt, tools: AvailableTool[], allowTools: boolean, today: string): LocalDecision => {
  const convo = readConversation(prompt);
  const requests = withFollowUp(understand(convo.userText, today), convo, today);
  const history = [...convo.earlier, ...convo.current];
  const own = (index: number) => convo.current.filter((s) => s.request === index);
  const latestList = (kind: ItemKind): ItemList | null => {
    for (const list of [convo.current, convo.earlier]) {
      for (let i = list.length - 1; i >= 0; i--) {
        // The dressing room's own list is not something to save from or rate.
        if (list[i]!.isError || /dressingRoom/.test(list[i]!.toolName)) continue;
        const items = itemsOf(list[i]!.output, kind);
        if (items.length) return { items, from: list[i]! };
      }
    }
    return null;
  };
  // A request is answered by its own answer, or by a failed look-up or step (nothing more can follow it).
  const done = new Set(convo.current.flatMap((r) => (r.request === null || (r.prep && !r.isError) ? [] : [r.request])));
  if (allowTools && convo.rounds < MAX_ROUNDS) {
    const lastStage = requests.reduce((max, _r, i) => Math.max(max, stageOf(requests, i)), 0);
    for (let stage = 0; stage <= lastStage; stage++) {
      const calls: (PlannedCall & { id: string })[] = [];
      requests.forEach((r, index) => {
        if (done.has(index) || stageOf(requests, index) !== stage) return;
        const resolution = resolve(r, tools, latestList, convo.current, { own: own(index), history });
        if ('call' in resolution) {
          // A look-up's id carries no request index, so the request is not counted as answered by it.
          const id = `atl-t${convo.turn}-${resolution.call.prep ? 'p' : 'r'}${index}-${calls.length}`;
          calls.push({ toolName: resolution.call.toolName, input: resolution.call.input, request: index, id });
        }
      });
      if (calls.length) return { kind: 'calls', calls };
    }
  }
  // The shopper said no to this turn's change(s): say nothing changed (reply-approval.ts).
  const denied = deniedReply(convo.current);
  if (denied) return { kind: 'reply', text: denied };
  const outcomes: Outcome[] = requests.map((r, index) => {
    const steps = own(index);
    const result = steps.find((s) => !s.prep) ?? steps.find((s) => s.isError);
    if (result) return { result, steps };
    const resolution = resolve(r, tools, latestList, convo.current, { own: steps, history });
    // Out of rounds half-way: an outfit is shown as far as it got; anything else says it stopped.
    if ('call' in resolution) return steps.length ? { result: steps.at(-1)!, steps, partial: true } : { missing: 'items' };
    return resolution;
  });
  return { kind: 'reply', text: writeReply(requests, outcomes, labels([...convo.earlier, ...convo.current])) };
};

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
}

export const createLocalModel = ({ now = () => new Date() }: LocalModelOptions = {}): LanguageModelV3 => ({
  specificationVersion: 'v3',
  provider: 'atelier',
  modelId: LOCAL_MODEL_ID,
  supportedUrls: {},
  async doGenerate(options): Promise<LanguageModelV3GenerateResult> {
    const decision = decide(options.prompt, availableTools(options), options.toolChoice?.type !== 'none', todayIso(now()));
    const out = content(decision);
    return { content: out, finishReason: finishOf(decision), usage: usage(tokenCount(options), JSON.stringify(out).length >> 2), warnings: [] };
  },
  async doStream(options) {
    const decision = decide(options.prompt, availableTools(options), options.toolChoice?.type !== 'none', todayIso(now()));
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
});
