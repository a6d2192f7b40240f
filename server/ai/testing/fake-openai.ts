/**
 * A fake OpenAI-compatible server for tests: the real OpenAI provider (`@ai-sdk/openai`) talks to
 * it over HTTP on 127.0.0.1, so the stylist's OpenAI path runs end to end without a network. It
 * speaks both API shapes, streamed and not: Chat Completions (`POST /v1/chat/completions`, SSE
 * deltas with `tool_calls`) and Responses (`POST /v1/responses`, `response.*` events). Each test
 * scripts the replies: text, tool calls, a provider error (4xx/5xx) or a hang (for timeouts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ApiShape = 'chat' | 'responses';

/** What the fake model answers to one request. */
export type FakeReply =
  /** Words, streamed in small deltas. */
  | { text: string }
  /** Tool calls (arguments as an object or a raw JSON string), optionally after some words. */
  | { toolCalls: { name: string; arguments: unknown; id?: string }[]; text?: string }
  /** The provider refuses: this status, with OpenAI's error body. */
  | { error: { status: number; message?: string; type?: string } }
  /** The provider never answers (headers never come), for timeouts. */
  | { hang: true }
  /** Headers and a first delta come, then nothing more: a stream that stalls. */
  | { stall: string };

/** A request as the fake saw it, read into the parts a script needs. */
export interface FakeRequest {
  shape: ApiShape;
  stream: boolean;
  model: string;
  /** The tool names offered. */
  tools: string[];
  /** The newest user message's text. */
  lastUserText: string;
  /** Tool results sent back since the newest user message, by call id. */
  toolResults: { callId: string; output: string }[];
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

export type FakeScript = (request: FakeRequest, index: number) => FakeReply;

export interface FakeOpenAI {
  /** The base URL for OPENAI_BASE_URL (ends in /v1). */
  url: string;
  requests: FakeRequest[];
  /** Replaces the script (between tests). */
  script(next: FakeScript | FakeReply[]): void;
  close(): Promise<void>;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const textOfContent = (content: unknown): string =>
  typeof content === 'string' ? content
    : Array.isArray(content) ? content.map((c) => (isObj(c) && typeof c.text === 'string' ? c.text : '')).join('') : '';

/** Reads a Chat Completions or Responses body into a FakeRequest. */
export const readRequest = (shape: ApiShape, body: Obj, headers: IncomingMessage['headers'] = {}): FakeRequest => {
  const tools = (Array.isArray(body.tools) ? body.tools : []).flatMap((t) => {
    if (!isObj(t)) return [];
    const name = isObj(t.function) ? t.function.name : t.name;
    return typeof name === 'string' ? [name] : [];
  });
  const items = (shape === 'chat' ? body.messages : body.input) as unknown[] | undefined;
  const list = Array.isArray(items) ? items.filter(isObj) : [];
  let lastUser = -1;
  list.forEach((m, i) => { if (m.role === 'user') lastUser = i; });
  const toolResults = list.slice(lastUser + 1).flatMap((m) => {
    if (shape === 'chat' && m.role === 'tool') return [{ callId: String(m.tool_call_id), output: textOfContent(m.content) }];
    if (shape === 'responses' && m.type === 'function_call_output') return [{ callId: String(m.call_id), output: typeof m.output === 'string' ? m.output : JSON.stringify(m.output) }];
    return [];
  });
  return {
    shape, stream: body.stream === true, model: String(body.model ?? ''), tools,
    lastUserText: lastUser >= 0 ? textOfContent(list[lastUser]!.content) : '', toolResults, body, headers,
  };
};

/** Small deltas, split after spaces, as a real model streams. */
const deltas = (text: string): string[] => text.match(/\S+\s*|\s+/g) ?? [];
const argsOf = (a: unknown) => (typeof a === 'string' ? a : JSON.stringify(a ?? {}));
const halves = (s: string) => [s.slice(0, Math.ceil(s.length / 2)), s.slice(Math.ceil(s.length / 2))].filter(Boolean);

const usageChat = { prompt_tokens: 12, completion_tokens: 7, total_tokens: 19 };
const usageResponses = { input_tokens: 12, input_tokens_details: { cached_tokens: 0 }, output_tokens: 7, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: 19 };

/** The SSE `data:` lines of one Chat Completions reply. */
export const chatCompletionChunks = (reply: Extract<FakeReply, { text: string } | { toolCalls: unknown }>, model: string, n: number): unknown[] => {
  const base = { id: `chatcmpl-${n}`, object: 'chat.completion.chunk', created: 1_760_000_000, model };
  const chunk = (delta: Obj, finish: string | null = null) => ({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] });
  const out: unknown[] = [chunk({ role: 'assistant', content: '' })];
  for (const d of deltas(reply.text ?? '')) out.push(chunk({ content: d }));
  const calls = 'toolCalls' in reply ? reply.toolCalls : [];
  calls.forEach((call, index) => {
    const args = argsOf(call.arguments);
    out.push(chunk({ tool_calls: [{ index, id: call.id ?? `call_${n}_${index}`, type: 'function', function: { name: call.name, arguments: '' } }] }));
    for (const piece of halves(args)) out.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
  });
  out.push(chunk({}, calls.length ? 'tool_calls' : 'stop'));
  out.push({ ...base, choices: [], usage: usageChat });
  return out;
};

/** One non-streamed Chat Completions reply. */
const chatCompletion = (reply: Extract<FakeReply, { text: string } | { toolCalls: unknown }>, model: string, n: number) => {
  const calls = 'toolCalls' in reply ? reply.toolCalls : [];
  return {
    id: `chatcmpl-${n}`, object: 'chat.completion', created: 1_760_000_000, model,
    choices: [{
      index: 0,
      message: {
        role: 'assistant', content: reply.text ?? null,
        ...(calls.length && { tool_calls: calls.map((c, i) => ({ id: c.id ?? `call_${n}_${i}`, type: 'function', function: { name: c.name, arguments: argsOf(c.arguments) } })) }),
      },
      finish_reason: calls.length ? 'tool_calls' : 'stop',
    }],
    usage: usageChat,
  };
};

/** The events of one streamed Responses reply, in order. */
export const responsesEvents = (reply: Extract<FakeReply, { text: string } | { toolCalls: unknown }>, model: string, n: number): Obj[] => {
  const response = { id: `resp_${n}`, object: 'response', created_at: 1_760_000_000, model, status: 'in_progress' };
  const events: Obj[] = [{ type: 'response.created', sequence_number: 0, response }];
  let index = 0;
  if (reply.text) {
    const id = `msg_${n}`;
    events.push({ type: 'response.output_item.added', output_index: index, item: { type: 'message', id, role: 'assistant', status: 'in_progress', content: [] } });
    for (const d of deltas(reply.text)) events.push({ type: 'response.output_text.delta', item_id: id, output_index: index, content_index: 0, delta: d, logprobs: [] });
    events.push({ type: 'response.output_item.done', output_index: index, item: { type: 'message', id, role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: reply.text, annotations: [] }] } });
    index++;
  }
  for (const [i, call] of ('toolCalls' in reply ? reply.toolCalls : []).entries()) {
    const id = `fc_${n}_${i}`;
    const callId = call.id ?? `call_${n}_${i}`;
    const args = argsOf(call.arguments);
    events.push({ type: 'response.output_item.added', output_index: index, item: { type: 'function_call', id, call_id: callId, name: call.name, arguments: '', status: 'in_progress' } });
    for (const piece of halves(args)) events.push({ type: 'response.function_call_arguments.delta', item_id: id, output_index: index, delta: piece });
    events.push({ type: 'response.function_call_arguments.done', item_id: id, output_index: index, arguments: args });
    events.push({ type: 'response.output_item.done', output_index: index, item: { type: 'function_call', id, call_id: callId, name: call.name, arguments: args, status: 'completed' } });
    index++;
  }
  events.push({ type: 'response.completed', response: { ...response, status: 'completed', incomplete_details: null, usage: usageResponses } });
  return events.map((e, i) => ({ ...e, sequence_number: i }));
};

/** One non-streamed Responses reply. */
const responsesBody = (reply: Extract<FakeReply, { text: string } | { toolCalls: unknown }>, model: string, n: number) => ({
  id: `resp_${n}`, object: 'response', created_at: 1_760_000_000, model, status: 'completed', incomplete_details: null, error: null,
  output: [
    ...(reply.text ? [{ type: 'message', id: `msg_${n}`, role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: reply.text, annotations: [] }] }] : []),
    ...('toolCalls' in reply ? reply.toolCalls : []).map((c, i) => ({ type: 'function_call', id: `fc_${n}_${i}`, call_id: c.id ?? `call_${n}_${i}`, name: c.name, arguments: argsOf(c.arguments), status: 'completed' })),
  ],
  usage: usageResponses,
});

const readBody = (req: IncomingMessage): Promise<string> => new Promise((resolve, reject) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  req.on('error', reject);
});

const sse = (res: ServerResponse) => res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });

/** Starts the fake on a free port of 127.0.0.1. */
export const startFakeOpenAI = async (initial: FakeScript | FakeReply[] = []): Promise<FakeOpenAI> => {
  let script: FakeScript = () => ({ text: 'ok' });
  const setScript = (next: FakeScript | FakeReply[]) => {
    if (typeof next === 'function') { script = next; return; }
    const queue = [...next];
    script = () => queue.shift() ?? { error: { status: 500, message: 'The fake OpenAI server has no scripted reply left.' } };
  };
  setScript(initial);
  const requests: FakeRequest[] = [];
  const server = createServer(async (req, res) => {
    const shape: ApiShape | null = req.method === 'POST' && req.url?.endsWith('/chat/completions') ? 'chat'
      : req.method === 'POST' && req.url?.endsWith('/responses') ? 'responses' : null;
    if (!shape) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `Unknown path ${req.url}`, type: 'invalid_request_error', code: null } }));
      return;
    }
    let body: Obj;
    try {
      const parsed: unknown = JSON.parse(await readBody(req));
      body = isObj(parsed) ? parsed : {};
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Body is not JSON', type: 'invalid_request_error', code: null } }));
      return;
    }
    const request = readRequest(shape, body, req.headers);
    requests.push(request);
    const n = requests.length;
    const reply = script(request, n - 1);
    if ('hang' in reply) return; // never answers; the client's timeout must end it
    if ('error' in reply) {
      const status = reply.error.status;
      // retry-after-ms keeps the SDK's retries of a 429/5xx fast in tests.
      res.writeHead(status, { 'content-type': 'application/json', 'retry-after-ms': '5' }).end(JSON.stringify({
        error: { message: reply.error.message ?? `Fake provider error ${status}`, type: reply.error.type ?? (status >= 500 ? 'server_error' : 'invalid_request_error'), param: null, code: null },
      }));
      return;
    }
    if ('stall' in reply) {
      sse(res);
      const first = shape === 'chat'
        ? { id: `chatcmpl-${n}`, object: 'chat.completion.chunk', created: 1, model: request.model, choices: [{ index: 0, delta: { role: 'assistant', content: reply.stall }, finish_reason: null }] }
        : { type: 'response.created', sequence_number: 0, response: { id: `resp_${n}`, created_at: 1, model: request.model } };
      res.write(`data: ${JSON.stringify(first)}\n\n`);
      return; // nothing more
    }
    if (!request.stream) {
      res.writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(shape === 'chat' ? chatCompletion(reply, request.model, n) : responsesBody(reply, request.model, n)));
      return;
    }
    sse(res);
    if (shape === 'chat') {
      for (const c of chatCompletionChunks(reply, request.model, n)) res.write(`data: ${JSON.stringify(c)}\n\n`);
      res.end('data: [DONE]\n\n');
    } else {
      for (const e of responsesEvents(reply, request.model, n)) res.write(`event: ${String(e.type)}\ndata: ${JSON.stringify(e)}\n\n`);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: setScript,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
};
