/**
 * The MCP door's server: the tool catalogue as MCP tools, from the same registry and through the
 * same runTool as the HTTP and chat doors, so validation, auth and text safety are identical.
 * Names are the chat door's (underscores: `wardrobe_list`), input schemas the ones GET /api/tools
 * publishes, and annotations come from each tool's effect. Tools kept out of the chat door
 * (account-level actions such as tokens, export, deletion) are kept out of MCP too.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv-provider.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { toolCatalogue } from '../../tools/registry.js';
import { runTool } from '../../tools/run.js';
import { chatToolName, type AnyTool, type ToolContext, type ToolEffect } from '../../tools/types.js';
import type { TokenScope } from '../../tools/access-tokens/contracts.js';
import { toolEffect } from './effects.js';
import { toolInputJsonSchema } from '../../tools/json-schema.js';

export const MCP_SERVER_INFO = { name: 'atelier', title: 'Atelier', version: '1.0.0' } as const;
/** JSON-RPC code (server range) for a call the token's scope does not allow. */
export const MCP_FORBIDDEN = -32003;

export interface McpTool {
  name: string;
  definition: AnyTool;
  effect: ToolEffect;
  descriptor: Tool;
}

const inputSchemaOf = (tool: AnyTool): Tool['inputSchema'] => {
  const schema = toolInputJsonSchema(tool);
  // MCP wants an object schema at the top; every tool input is an object.
  return { ...schema, type: 'object' } as Tool['inputSchema'];
};

/**
 * The tool's output as JSON Schema, when it is an object (MCP's outputSchema must be one). Results
 * then carry it as structuredContent; a schema zod cannot express is left out, never guessed.
 */
const outputSchemaOf = (tool: AnyTool): Tool['outputSchema'] | undefined => {
  try {
    const schema = z.toJSONSchema(tool.output, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
    return schema.type === 'object' ? (schema as Tool['outputSchema']) : undefined;
  } catch {
    return undefined;
  }
};

/** A display name from the registry name: `dressingRoom.tryOn` → "Dressing room: try on". */
export const toolTitle = (registryName: string): string => {
  const words = (part: string) => part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  const [area = '', ...rest] = registryName.split('.');
  const head = words(area);
  const title = head.charAt(0).toUpperCase() + head.slice(1);
  return rest.length ? `${title}: ${rest.map(words).join(' ')}` : title;
};

const annotationsOf = (effect: ToolEffect): NonNullable<Tool['annotations']> => ({
  readOnlyHint: effect === 'read',
  destructiveHint: effect === 'delete',
  idempotentHint: effect === 'read',
  // Tools act on the shopper's Atelier data and the catalogue, not on the open world.
  openWorldHint: false,
});

/** The catalogue as MCP tools (built once per catalogue: the JSON Schemas are not rebuilt per request). */
const cache = new WeakMap<readonly AnyTool[], Map<string, McpTool>>();
export const mcpTools = (catalogue: readonly AnyTool[] = toolCatalogue): Map<string, McpTool> => {
  let tools = cache.get(catalogue);
  if (!tools) {
    tools = new Map(catalogue.filter((t) => t.chatDoor !== false).map((definition) => {
      const name = chatToolName(definition.name);
      const effect = toolEffect(definition);
      const title = toolTitle(definition.name);
      const outputSchema = outputSchemaOf(definition);
      const descriptor: Tool = {
        name, title, description: definition.description, inputSchema: inputSchemaOf(definition),
        ...(outputSchema ? { outputSchema } : {}), annotations: { title, ...annotationsOf(effect) },
      };
      return [name, { name, definition, effect, descriptor }];
    }));
    cache.set(catalogue, tools);
  }
  return tools;
};

export const scopeAllows = (scope: TokenScope, effect: ToolEffect): boolean => scope === 'read-write' || effect === 'read';

export const forbiddenMessage = (toolName: string) =>
  `This token is read-only and ${toolName} changes your data. Connect again granting read-write, or create a read-write personal token on /account.`;

const describeIssues = (details?: Record<string, unknown>) =>
  Array.isArray(details?.issues)
    ? (details.issues as { path?: unknown; message?: unknown }[]).map((i) => `${typeof i.path === 'string' && i.path ? i.path : 'input'}: ${String(i.message)}`).join('; ')
    : '';

export interface McpServerOptions {
  ctx: ToolContext & { userId: string };
  scope: TokenScope;
  catalogue?: readonly AnyTool[];
}

/**
 * The SDK builds a JSON Schema validator (Ajv with formats) for every Server it makes unless given
 * one; that cost more than the rest of a call together. The door asks clients nothing (no
 * elicitation), so one validator serves every request.
 */
const sharedValidator = new AjvJsonSchemaValidator();

const anyToolsCall = z.looseObject({ method: z.literal('tools/call'), params: z.unknown() });

/** One server per HTTP request (stateless Streamable HTTP): nothing is shared between callers. */
export const createMcpServer = ({ ctx, scope, catalogue }: McpServerOptions): Server => {
  const tools = mcpTools(catalogue);
  const server = new Server(MCP_SERVER_INFO, {
    capabilities: { tools: { listChanged: false } },
    jsonSchemaValidator: sharedValidator,
    instructions: 'Atelier, a personal stylist: search the catalogue, read and manage the shopper\'s wardrobe, dressing room, outfits, trips and inspiration. Tools marked read-only change nothing.',
  });

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: [...tools.values()].filter((t) => scopeAllows(scope, t.effect)).map((t) => t.descriptor),
  }));

  // The SDK checks tools/call against its schema and answers a bad one with InvalidParams; with its
  // own schema here, the same check would run first and surface as an internal error.
  server.setRequestHandler(anyToolsCall, async (raw): Promise<CallToolResult> => {
    const request = CallToolRequestSchema.parse(raw);
    const tool = tools.get(request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name.slice(0, 100)}. tools/list names the tools this token may call.`);
    // The route refuses these with 403 before they get here; this is the second lock.
    if (!scopeAllows(scope, tool.effect)) throw new McpError(MCP_FORBIDDEN, forbiddenMessage(tool.name));
    let result;
    try {
      result = await runTool(tool.definition, request.params.arguments ?? {}, ctx);
    } catch (error) {
      ctx.log.error({ err: error, tool: tool.definition.name }, 'MCP tool failed');
      return { isError: true, content: [{ type: 'text', text: 'internal: Something went wrong on our side. Please try again.' }] };
    }
    if (!result.ok) {
      const { code, message, details } = result.error;
      const issues = describeIssues(details);
      // A tool that declares an outputSchema may only put output of that shape in structuredContent
      // (clients validate it); its errors are told in the text, `code: message (issues)`.
      return {
        isError: true,
        content: [{ type: 'text', text: `${code}: ${message}${issues ? ` (${issues})` : ''}` }],
        ...(tool.descriptor.outputSchema ? {} : { structuredContent: { error: code, message, ...(details ?? {}) } }),
      };
    }
    const output = result.output;
    const structured = output !== null && typeof output === 'object' && !Array.isArray(output) ? (output as Record<string, unknown>) : undefined;
    return { content: [{ type: 'text', text: JSON.stringify(output) }], ...(structured ? { structuredContent: structured } : {}) };
  });

  return server;
};
