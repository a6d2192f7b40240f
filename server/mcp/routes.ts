/**
 * POST /mcp: the tool catalogue over MCP Streamable HTTP, stateless (a fresh server and transport
 * per request, JSON answers, no session), so any app server can answer any call. GET and DELETE,
 * which only sessions use, answer 405.
 *
 * Order: the page's Origin (DNS rebinding), then the token (401), the token's rate limit (429),
 * then the body (415/413/400), then the token's scope for each tools/call in it (403). Cookies are
 * never read: a signed-in browser is nobody here, so the app's cookie origin guard has nothing to do.
 */
import { Hono, type Context } from 'hono';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { AppEnv } from '../http/env.js';
import { readJson, DEFAULT_JSON_BODY_BYTES } from '../http/json.js';
import { BodyRefusal } from '../http/body.js';
import { trustedOrigins } from '../http/origins.js';
import { hitRateLimit, type RateWindow } from '../ai/rate-limit.js';
import { authenticateMcp, MCP_AUTH_MESSAGES } from './auth.js';
import type { OAuthTokenVerifier } from './oauth-verify.js';
import { protectedResourceMetadataUrl } from './oauth.js';
import { createMcpServer, forbiddenMessage, MCP_FORBIDDEN, mcpTools, scopeAllows } from './server.js';

/** Per token: several calls a second for an agent at work, far below what would load the server. */
export const MCP_RATE: RateWindow = { max: 300, windowMs: 60_000 };

/**
 * The largest body the door reads, before it knows which tool is called: the MCP SDK's own default.
 * Parsing is synchronous, so this bounds how long one request can hold the event loop. Each call is
 * then held to its tool's limit (1 MB unless the tool says otherwise); a following export larger
 * than this goes through the web or POST /api/tools/sources.add.
 */
export const MCP_MAX_BODY_BYTES = 4 * 1024 * 1024;

export interface McpRouteDeps {
  db: Database;
  config: Pick<Config, 'PUBLIC_URL' | 'TRUSTED_ORIGINS' | 'isProduction' | 'BODY_LIMIT_BYTES' | 'RATE_LIMITS' | 'WEATHER_URL'>;
  now: () => Date;
  /** Checks OAuth access tokens; without it only personal tokens open the door. */
  verifyOAuth?: OAuthTokenVerifier;
}

type Status = 400 | 401 | 403 | 405 | 413 | 415 | 429;

/** A JSON-RPC error body with an HTTP status, as the MCP transport answers its own refusals. */
const rpcError = (c: Context<AppEnv>, status: Status, code: number, message: string, id: string | number | null = null, headers: Record<string, string> = {}) => {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return c.json({ jsonrpc: '2.0', error: { code, message }, id }, status);
};

interface CallRequest { id: string | number | null; name: string }

/** The tools/call requests in a JSON-RPC message or batch, with their tool names. */
const toolCalls = (body: unknown): CallRequest[] =>
  (Array.isArray(body) ? body : [body]).flatMap((message) => {
    if (!message || typeof message !== 'object') return [];
    const { method, params, id } = message as { method?: unknown; params?: unknown; id?: unknown };
    if (method !== 'tools/call' || !params || typeof params !== 'object') return [];
    const { name } = params as { name?: unknown };
    if (typeof name !== 'string') return [];
    return [{ id: typeof id === 'string' || typeof id === 'number' ? id : null, name }];
  });

export const mcpRoutes = (deps: McpRouteDeps) => {
  const { db, config, now, verifyOAuth } = deps;
  // RFC 9728: a refused bearer points the client at the metadata that says how to get a token.
  const resourceMetadata = `resource_metadata="${protectedResourceMetadataUrl(config.PUBLIC_URL)}"`;
  const app = new Hono<AppEnv>();
  const trusted = new Set(trustedOrigins(config));
  const limitOf = (bytes: number | undefined) => Math.min(bytes ?? DEFAULT_JSON_BODY_BYTES, config.BODY_LIMIT_BYTES);
  // The largest body any MCP tool reads, at most MCP_MAX_BODY_BYTES; each call is then held to its own
  // tool's limit. Worked out at the first call: building every tool's JSON Schema is start-up time a
  // server that never sees an MCP client need not spend.
  let maxBodyBytes: number | undefined;
  const bodyCeiling = () => (maxBodyBytes ??= Math.min(MCP_MAX_BODY_BYTES,
    Math.max(DEFAULT_JSON_BODY_BYTES, ...[...mcpTools().values()].map((t) => limitOf(t.definition.maxInputBytes)))));

  app.on(['GET', 'DELETE', 'PUT', 'PATCH'], '/', (c) =>
    rpcError(c, 405, ErrorCode.ConnectionClosed, 'Method not allowed: this MCP server is stateless; send JSON-RPC messages with POST.', null, { Allow: 'POST' }));

  app.post('/', async (c) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && !trusted.has(origin)) {
      return rpcError(c, 403, ErrorCode.InvalidRequest, `Origin ${origin.slice(0, 200)} may not call this MCP server.`);
    }

    const at = now();
    const auth = await authenticateMcp(db, c.req.header('authorization'), at, verifyOAuth);
    if (!auth.ok) {
      const challenge = auth.reason === 'missing'
        ? `Bearer realm="atelier", ${resourceMetadata}`
        : `Bearer realm="atelier", error="invalid_token", ${resourceMetadata}`;
      return rpcError(c, 401, ErrorCode.InvalidRequest, MCP_AUTH_MESSAGES[auth.reason], null, { 'WWW-Authenticate': challenge });
    }
    const { principal } = auth;

    if (config.RATE_LIMITS && !(await hitRateLimit(db, `mcp:${principal.tokenId}`, MCP_RATE, at))) {
      return rpcError(c, 429, ErrorCode.InvalidRequest, `Too many MCP requests: at most ${MCP_RATE.max} a minute per token. Please wait a moment.`, null,
        { 'Retry-After': String(Math.ceil(MCP_RATE.windowMs / 1000)) });
    }

    // The body, under the door's ceiling; every refusal becomes a JSON-RPC error.
    const tooLarge = (limit: number) => rpcError(c, 413, ErrorCode.InvalidRequest, `The request body is larger than ${limit.toLocaleString('en-US')} bytes.`);
    let body: unknown;
    let bodyBytes: number;
    try {
      ({ value: body, bytes: bodyBytes } = await readJson(c, { maxBytes: bodyCeiling() }));
    } catch (error) {
      if (!(error instanceof BodyRefusal)) throw error;
      const code = error.code === 'invalid_json' ? ErrorCode.ParseError : ErrorCode.InvalidRequest;
      return rpcError(c, error.statusCode, code, error.code === 'invalid_json' ? 'Parse error: the request body is not valid JSON.' : error.message);
    }
    if (Array.isArray(body) && body.length === 0) return rpcError(c, 400, ErrorCode.InvalidRequest, 'Invalid Request: an empty batch.');
    // Text no table can hold and deep nesting in a call's arguments are refused by runTool, as a tool error.

    const tools = mcpTools();
    for (const call of toolCalls(body)) {
      const tool = tools.get(call.name);
      if (!tool) continue; // the server answers unknown tools with a JSON-RPC error
      if (!scopeAllows(principal.scope, tool.effect)) {
        return rpcError(c, 403, MCP_FORBIDDEN, forbiddenMessage(tool.name), call.id,
          { 'WWW-Authenticate': `Bearer realm="atelier", error="insufficient_scope", scope="read-write", ${resourceMetadata}` });
      }
      const limit = limitOf(tool.definition.maxInputBytes);
      if (bodyBytes > limit) return tooLarge(limit);
    }

    const ctx = { ...c.get('toolContextFor')(principal.userId), userId: principal.userId };
    const server = createMcpServer({ ctx, scope: principal.scope });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      // JSON answers: when this resolves every response is written and nothing is left open.
      return await transport.handleRequest(c.req.raw, { parsedBody: body });
    } finally {
      // Closing aborts nothing that is still running; the answer need not wait for it.
      void server.close().catch(() => undefined);
    }
  });

  return app;
};
