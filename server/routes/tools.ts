/** The HTTP door to the tool catalogue: GET /api/tools, POST /api/tools/:name. */
import { Hono } from 'hono';
import { findTool, toolCatalogue } from '../../tools/registry.js';
import { runTool } from '../../tools/run.js';
import { TOOL_ERROR_STATUS } from '../../tools/types.js';
import { toolInputJsonSchema, toolOutputJsonSchema } from '../../tools/json-schema.js';
import { readJsonBody } from '../http/json.js';
import type { AppEnv } from '../http/env.js';

export const toolRoutes = () => {
  const app = new Hono<AppEnv>();

  app.get('/', (c) =>
    c.json({
      tools: toolCatalogue.map((tool) => ({
        name: tool.name,
        description: tool.description,
        auth: tool.auth,
        input: toolInputJsonSchema(tool),
        output: toolOutputJsonSchema(tool),
      })),
    }));

  app.post('/:name', async (c) => {
    const tool = findTool(c.req.param('name'));
    if (!tool) return c.json({ error: 'not_found', message: `No tool named ${c.req.param('name')}` }, 404);
    const ctx = await c.get('toolContext')();
    // Who is calling before what they sent: a guest gets 401 whatever the body holds.
    if (tool.auth === 'user' && !ctx.userId) return c.json({ error: 'unauthorized', message: 'Authentication required' }, 401);
    // The tool's own ceiling (1 MB unless it names another), held to BODY_LIMIT_BYTES.
    const input = await readJsonBody(c, { maxBytes: tool.maxInputBytes });
    const result = await runTool(tool, input, ctx);
    if (result.ok) return c.json(result.output as object);
    const { error } = result;
    return c.json({ error: error.code, message: error.message, ...(error.details ?? {}) }, TOOL_ERROR_STATUS[error.code]);
  });

  return app;
};
