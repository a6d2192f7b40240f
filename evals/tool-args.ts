/**
 * What a tool's input declares, read from its zod schema through zod's own JSON Schema (the same
 * conversion the chat door hands a model): the argument names, the required ones and the defaults.
 */
import { z } from 'zod';
import type { AnyTool } from '../tools/types.js';

export interface ToolArgs {
  declared: string[];
  required: string[];
  defaults: Record<string, unknown>;
}

const cache = new WeakMap<AnyTool, ToolArgs>();

export const toolArgs = (tool: AnyTool): ToolArgs => {
  const known = cache.get(tool);
  if (known) return known;
  const schema = z.toJSONSchema(tool.input, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { default?: unknown }>;
    required?: string[];
  };
  const properties = schema.properties ?? {};
  const args: ToolArgs = {
    declared: Object.keys(properties),
    required: schema.required ?? [],
    defaults: Object.fromEntries(Object.entries(properties).filter(([, p]) => 'default' in p).map(([k, p]) => [k, p.default])),
  };
  cache.set(tool, args);
  return args;
};
