/**
 * The chat door: an AI SDK tool for every registered tool, named with underscores, executing
 * through runTool so validation, auth and errors match the HTTP and code doors. A ToolError is
 * thrown on, so the model sees an error result and can say what went wrong.
 */
import { tool, zodSchema, type Schema, type ToolSet } from 'ai';
import { toolCatalogue } from '../../tools/registry.js';
import { runTool } from '../../tools/run.js';
import { changesStoredState, chatToolName, type AnyTool, type ToolContext } from '../../tools/types.js';

export class ChatToolError extends Error {
  override name = 'ChatToolError';
}

/** The message the model sees; schema issues are listed so a real model can correct itself. */
const describeFailure = (message: string, details?: Record<string, unknown>) => {
  const issues = Array.isArray(details?.issues)
    ? (details.issues as { path: string; message: string }[]).map((i) => `${i.path || 'input'}: ${i.message}`).join('; ')
    : '';
  return issues ? `${message} (${issues})` : message;
};

/**
 * One AI SDK schema per tool for the life of the process: the SDK memoises the JSON Schema inside
 * it, so the Zod → JSON Schema conversion runs once instead of on every step of every chat turn.
 */
const schemas = new WeakMap<AnyTool, Schema<unknown>>();
const inputSchemaOf = (definition: AnyTool): Schema<unknown> => {
  let schema = schemas.get(definition);
  if (!schema) {
    schema = zodSchema(definition.input) as Schema<unknown>;
    schemas.set(definition, schema);
  }
  return schema;
};

/** A call about to run after the shopper approved it. */
export interface ApprovedCall {
  toolCallId: string;
  /** Dotted registry name. */
  toolName: string;
  input: unknown;
}

export interface ChatToolOptions {
  /**
   * Called before a tool that needs approval runs; throws (a ChatToolError) to refuse. The chat
   * route claims the stored approval here, so an approved call runs once and nothing runs unapproved.
   */
  claimApproval?: (call: ApprovedCall) => Promise<void>;
}

/**
 * A tool whose declared effect is not a read gets `needsApproval`: the AI SDK then stops at a
 * tool-approval-request and runs the call only once an approval response comes back.
 */
export const chatTool = (definition: AnyTool, ctx: ToolContext, options: ChatToolOptions = {}) => {
  const asks = changesStoredState(definition);
  return tool({
    description: definition.description,
    inputSchema: inputSchemaOf(definition),
    needsApproval: asks,
    execute: async (input: unknown, { toolCallId }) => {
      if (asks && options.claimApproval) await options.claimApproval({ toolCallId, toolName: definition.name, input });
      const result = await runTool(definition, input, ctx);
      if (!result.ok) throw new ChatToolError(describeFailure(result.error.message, result.error.details));
      return result.output;
    },
  });
};

/** Every tool in the registry at call time; guests get only the public ones. */
export const chatTools = (ctx: ToolContext, catalogue: readonly AnyTool[] = toolCatalogue, options: ChatToolOptions = {}): ToolSet =>
  Object.fromEntries(
    catalogue
      .filter((t) => t.chatDoor !== false && (t.auth === 'public' || ctx.userId !== null))
      .map((t) => [chatToolName(t.name), chatTool(t, ctx, options)]),
  );

/** Underscore name back to the registry's dotted name. */
export const dottedToolName = (chatName: string, catalogue: readonly AnyTool[] = toolCatalogue): string =>
  catalogue.find((t) => chatToolName(t.name) === chatName)?.name ?? chatName;
