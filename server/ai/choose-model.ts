/** The one place that knows which model runs; everything else receives a LanguageModel. */
import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';
import type { Config } from '../config.js';
import { createLocalModel, LOCAL_MODEL_ID, type LocalModelOptions } from './local/model.js';
import { relayBody } from './provider-errors.js';

export type ModelConfig = Pick<Config, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'STYLIST_MODEL'> & Partial<Pick<Config, 'OPENAI_API_SHAPE' | 'STYLIST_TIMEOUT_MS'>>;

/** The API a configuration calls: OPENAI_API_SHAPE, else Chat Completions for a compatible server (OPENAI_BASE_URL) and Responses for OpenAI. */
export const apiShapeOf = (config: ModelConfig): 'chat' | 'responses' => config.OPENAI_API_SHAPE ?? (config.OPENAI_BASE_URL ? 'chat' : 'responses');

/** A stream from the model that stopped before its deadline ran out; the chat says it took too long. */
export class ModelTimeoutError extends Error {
  override name = 'ModelTimeoutError';
  constructor(ms: number) {
    super(`The model did not finish answering within ${ms} ms (timeout)`);
  }
}

/**
 * fetch with a deadline per request (headers and the whole streamed body): a provider that hangs
 * or stalls ends in an error the chat turns into a plain sentence. A stall mid-body is re-thrown
 * as a ModelTimeoutError, so it reaches the stream's error handling rather than tearing the
 * response down as an abort would.
 */
export const fetchWithTimeout = (ms: number): typeof fetch => async (input, init) => {
  const timeout = AbortSignal.timeout(ms);
  const res = await fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
  // A read that throws after the deadline is the deadline's doing, unless the caller aborted.
  return relayBody(res, (error, controller) => controller.error(timeout.aborted && !init?.signal?.aborted ? new ModelTimeoutError(ms) : error));
};

/**
 * What atelier-local needs beyond configuration: the clock it reads "today" from (the app passes its
 * own, the one its tools' `ctx.now` reads, so every door's turns agree on the date) and the names its
 * NLU layer matches (server/ai/skills/known-names.ts).
 */
export interface LocalModelNeeds {
  now?: () => Date;
  known?: LocalModelOptions['known'];
}

export const stylistModel = (config: ModelConfig, prefer?: 'local' | 'openai', local: LocalModelNeeds = {}): LanguageModel => {
  const useOpenAi = prefer === 'openai' || (prefer !== 'local' && Boolean(config.OPENAI_API_KEY));
  if (!useOpenAi) return createLocalModel({ now: local.now, known: local.known });
  if (!config.OPENAI_API_KEY && !config.OPENAI_BASE_URL) {
    throw new Error('OPENAI_API_KEY (or OPENAI_BASE_URL for an OpenAI-compatible server) is required for --model openai');
  }
  const provider = createOpenAI({
    apiKey: config.OPENAI_API_KEY ?? 'not-needed', baseURL: config.OPENAI_BASE_URL, fetch: fetchWithTimeout(config.STYLIST_TIMEOUT_MS ?? 60_000),
  });
  return apiShapeOf(config) === 'chat' ? provider.chat(config.STYLIST_MODEL) : provider.responses(config.STYLIST_MODEL);
};

export const modelName = (model: LanguageModel): string => (typeof model === 'string' ? model : model.modelId ?? LOCAL_MODEL_ID);
