/**
 * One stylist turn, shared by the chat route (streamed), the scripted agent and the evals
 * (awaited). Bounded multi-step: tool rounds, then the reply.
 */
import { generateText, stepCountIs, streamText, type LanguageModel, type ModelMessage, type ToolSet } from 'ai';
import type { AnyTool, ToolContext } from '../../tools/types.js';
import { toolCatalogue } from '../../tools/registry.js';
import { stylistSystemPrompt } from './prompt.js';
import { chatTools, dottedToolName } from './tools.js';

export const STYLIST_MAX_STEPS = 5;

export interface StylistTurnInput {
  model: LanguageModel;
  ctx: ToolContext;
  messages: ModelMessage[];
  catalogue?: readonly AnyTool[];
  /** The tool set already built for this context (the chat route builds it once per request). */
  tools?: ToolSet;
  abortSignal?: AbortSignal;
}

const settings = ({ model, ctx, messages, catalogue, tools, abortSignal }: StylistTurnInput) => ({
  model,
  system: stylistSystemPrompt(ctx.now()),
  messages,
  tools: tools ?? chatTools(ctx, catalogue),
  stopWhen: stepCountIs(STYLIST_MAX_STEPS),
  abortSignal,
  temperature: 0,
});

export const streamStylist = (input: StylistTurnInput) => streamText(settings(input));

export interface ToolCallRecord {
  /** Dotted registry name. */
  name: string;
  input: unknown;
  ok: boolean;
  output: unknown;
}

export interface StylistTurn {
  reply: string;
  calls: ToolCallRecord[];
  /** The messages this turn added (assistant and tool), to carry into the next turn. */
  responseMessages: ModelMessage[];
}

/** Runs a turn to completion; used where nothing streams (evals, the scripted agent). */
export const runStylistTurn = async (input: StylistTurnInput): Promise<StylistTurn> => {
  const result = await generateText(settings(input));
  const catalogue = input.catalogue ?? toolCatalogue;
  const calls: ToolCallRecord[] = [];
  for (const step of result.steps) {
    for (const part of step.content) {
      if (part.type === 'tool-result') calls.push({ name: dottedToolName(part.toolName, catalogue), input: part.input, ok: true, output: part.output });
      if (part.type === 'tool-error') {
        calls.push({ name: dottedToolName(part.toolName, catalogue), input: part.input, ok: false, output: part.error instanceof Error ? part.error.message : String(part.error) });
      }
    }
  }
  return { reply: result.text, calls, responseMessages: result.response.messages };
};
