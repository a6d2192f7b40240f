/** The one place that knows which model runs; everything else receives a LanguageModel. */
import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';
import type { Config } from '../config.js';
import { createLocalModel, LOCAL_MODEL_ID } from './local/model.js';

export type ModelConfig = Pick<Config, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'STYLIST_MODEL'>;

export const stylistModel = (config: ModelConfig, prefer?: 'local' | 'openai'): LanguageModel => {
  const useOpenAi = prefer === 'openai' || (prefer !== 'local' && Boolean(config.OPENAI_API_KEY));
  if (!useOpenAi) return createLocalModel();
  if (!config.OPENAI_API_KEY && !config.OPENAI_BASE_URL) {
    throw new Error('OPENAI_API_KEY (or OPENAI_BASE_URL for an OpenAI-compatible server) is required for --model openai');
  }
  const provider = createOpenAI({ apiKey: config.OPENAI_API_KEY ?? 'not-needed', baseURL: config.OPENAI_BASE_URL });
  // OpenAI-compatible servers speak Chat Completions; OpenAI itself gets the Responses API.
  return config.OPENAI_BASE_URL ? provider.chat(config.STYLIST_MODEL) : provider(config.STYLIST_MODEL);
};

export const modelName = (model: LanguageModel): string => (typeof model === 'string' ? model : model.modelId ?? LOCAL_MODEL_ID);
