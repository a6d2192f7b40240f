/**
 * What a tool's input declares, read from its zod schema through zod's own JSON Schema (the same
 * conversion the chat door hands a model): the argument names, the required ones and the defaults.
 */
import type { AnyTool } from '../tools/types.js';
import { toolInputJsonSchema } from '../tools/json-schema.js';

/** A property's default and, for an object, its properties' defaults ("slots.dress" defaults to null). */
export interface DefaultsNode {
  default?: unknown;
  properties?: Record<string, DefaultsNode>;
}

export interface ToolArgs {
  declared: string[];
  required: string[];
  defaults: Record<string, unknown>;
  /** Every level's defaults, for arguments that are objects. */
  tree: DefaultsNode;
}

interface JsonSchemaNode { default?: unknown; properties?: Record<string, JsonSchemaNode> }

const nodeOf = (schema: JsonSchemaNode): DefaultsNode => ({
  ...('default' in schema ? { default: schema.default } : {}),
  ...(schema.properties ? { properties: Object.fromEntries(Object.entries(schema.properties).map(([k, p]) => [k, nodeOf(p)])) } : {}),
});

const cache = new WeakMap<AnyTool, ToolArgs>();

export const toolArgs = (tool: AnyTool): ToolArgs => {
  const known = cache.get(tool);
  if (known) return known;
  const schema = toolInputJsonSchema(tool) as JsonSchemaNode & { required?: string[] };
  const properties = schema.properties ?? {};
  const args: ToolArgs = {
    declared: Object.keys(properties),
    required: schema.required ?? [],
    defaults: Object.fromEntries(Object.entries(properties).filter(([, p]) => 'default' in p).map(([k, p]) => [k, p.default])),
    tree: nodeOf(schema),
  };
  cache.set(tool, args);
  return args;
};
