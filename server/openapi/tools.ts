/**
 * The tool door in the document: one POST operation per registered tool at its real path, its
 * request and answer from the tool's own zod contracts, and its security from the tool's auth: a
 * tool only a signed-in shopper may call never lists anonymous access.
 */
import { toolCatalogue } from '../../tools/registry.js';
import { toolInputJsonSchema, toolOutputJsonSchema } from '../../tools/json-schema.js';
import { TOOL_ERROR_STATUS, type AnyTool } from '../../tools/types.js';
import { ANYONE, SIGNED_IN, problems } from './components.js';
import { embedJsonSchema, type JsonObject } from './schema.js';

export const toolPath = (tool: Pick<AnyTool, 'name'>): string => `/api/tools/${tool.name}`;
const toolOperationId = (tool: Pick<AnyTool, 'name'>): string => `tool_${tool.name.replaceAll('.', '_')}`;
/** The area a tool belongs to, its name's first part: `wardrobe.list` → `wardrobe`. */
const toolTag = (tool: Pick<AnyTool, 'name'>): string => `tools: ${tool.name.split('.')[0]}`;

const toolErrorStatuses = [...new Set(Object.values(TOOL_ERROR_STATUS))];

const toolOperation = (tool: AnyTool, schemas: JsonObject): JsonObject => ({
  operationId: toolOperationId(tool),
  summary: tool.name,
  description: tool.description,
  tags: [toolTag(tool)],
  security: tool.auth === 'user' ? SIGNED_IN : ANYONE,
  'x-atelier-tool': { name: tool.name, auth: tool.auth, effect: tool.effect, chatDoor: tool.chatDoor !== false },
  requestBody: {
    required: true,
    content: { 'application/json': { schema: embedJsonSchema(toolInputJsonSchema(tool), `${tool.name}.input`, schemas) } },
  },
  responses: {
    '200': {
      description: 'The tool ran; its output.',
      content: { 'application/json': { schema: embedJsonSchema(toolOutputJsonSchema(tool), `${tool.name}.output`, schemas) } },
    },
    ...problems(...toolErrorStatuses, 413, 415, 503),
  },
});

export const toolPaths = (schemas: JsonObject): JsonObject => {
  const paths: JsonObject = {
    '/api/tools': {
      get: {
        operationId: 'listTools',
        summary: 'The tool catalogue',
        description: 'Every tool with its auth and its input and output as JSON Schema (the same contracts as this document).',
        tags: ['tools'],
        security: ANYONE,
        responses: {
          '200': {
            description: 'The catalogue.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['tools'],
                  properties: {
                    tools: {
                      type: 'array',
                      items: {
                        type: 'object',
                        required: ['name', 'description', 'auth', 'input', 'output'],
                        properties: {
                          name: { type: 'string' },
                          description: { type: 'string' },
                          auth: { type: 'string', enum: ['user', 'public'] },
                          input: { type: 'object' },
                          output: { type: 'object' },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  };
  for (const tool of toolCatalogue) paths[toolPath(tool)] = { post: toolOperation(tool, schemas) };
  return paths;
};

export const toolTags = (): JsonObject[] => {
  const areas = [...new Set(toolCatalogue.map(toolTag))];
  return [{ name: 'tools', description: 'The typed tool registry: the same tools the stylist chat and MCP use.' },
    ...areas.map((name) => ({ name, description: `Tools of the ${name.slice('tools: '.length)} area.` }))];
};
