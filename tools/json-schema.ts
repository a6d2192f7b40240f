/**
 * A tool's input as JSON Schema, as every door that describes tools shows it (GET /api/tools, the
 * MCP door's tools/list) and the tests that generate inputs from it read it. A schema zod cannot
 * express is `{}` (anything), never a failure.
 */
import { z } from 'zod';
import type { AnyTool } from './types.js';

export type ToolJsonSchema = Record<string, unknown>;

export const toolInputJsonSchema = (tool: AnyTool): ToolJsonSchema => {
  try {
    return z.toJSONSchema(tool.input, { io: 'input', unrepresentable: 'any' }) as ToolJsonSchema;
  } catch {
    return {};
  }
};

/** A tool's output as JSON Schema (what a successful call answers); `{}` where zod cannot express it. */
export const toolOutputJsonSchema = (tool: AnyTool): ToolJsonSchema => {
  try {
    return z.toJSONSchema(tool.output, { io: 'output', unrepresentable: 'any' }) as ToolJsonSchema;
  } catch {
    return {};
  }
};
