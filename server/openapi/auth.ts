/**
 * The auth routes in the document, from better-auth's own description of its endpoints (its
 * open-api plugin, installed with its CDN reference page off): mounted under /api/auth, only the
 * methods the app passes to it (GET, POST), without the endpoints of features Atelier does not
 * turn on (social sign-in, account linking, deleting a user through better-auth), and with every
 * error answered as the app's problem shape, which is what the client gets (server/http/problem.ts).
 */
import type { Auth } from '../auth/auth.js';
import { ANYONE, SIGNED_IN, problems } from './components.js';
import { fromOpenApi30, type JsonObject } from './schema.js';

const AUTH_BASE = '/api/auth';

/** better-auth endpoints of features Atelier leaves off: they answer errors only, so they are not listed. */
const UNUSED = new Set([
  '/sign-in/social', '/callback/{id}', '/link-social', '/unlink-account', '/refresh-token', '/get-access-token',
  '/account-info', '/delete-user', '/delete-user/callback', '/error',
]);

/** Endpoints behind better-auth's session check: a guest gets 401. */
const SESSION_REQUIRED = new Set([
  '/change-email', '/change-password', '/update-user', '/update-session', '/list-sessions', '/revoke-session',
  '/revoke-sessions', '/revoke-other-sessions', '/verify-password', '/list-accounts',
]);

const METHODS = new Set(['get', 'post']);
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** better-auth's component names get an `Auth` prefix so they never clash with the app's. */
const authRef = (ref: string) => ref.replace(/^#\/components\/schemas\//, '#/components/schemas/Auth');

export const authPaths = async (auth: Auth, schemas: JsonObject): Promise<JsonObject> => {
  const source = (await auth.api.generateOpenAPISchema()) as unknown as JsonObject;
  const components = isObject(source.components) && isObject(source.components.schemas) ? source.components.schemas : {};
  for (const [name, schema] of Object.entries(components)) schemas[`Auth${name}`] = fromOpenApi30(schema, authRef);
  const paths: JsonObject = {};
  const ids = new Set<string>();
  for (const [path, item] of Object.entries(isObject(source.paths) ? source.paths : {})) {
    if (UNUSED.has(path) || !isObject(item)) continue;
    const operations: JsonObject = {};
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method) || !isObject(operation)) continue;
      const rewritten = fromOpenApi30(operation, authRef) as JsonObject;
      const responses = isObject(rewritten.responses) ? rewritten.responses : {};
      const kept = Object.fromEntries(Object.entries(responses).filter(([status]) => !/^[45]/.test(status)));
      const errorStatuses = Object.keys(responses).filter((status) => /^[45]\d\d$/.test(status)).map(Number);
      // better-auth gives a route's GET and POST one operationId; the POST gets its own.
      let operationId = typeof rewritten.operationId === 'string' ? rewritten.operationId : `auth${path.replace(/[^A-Za-z0-9]+/g, '_')}`;
      if (ids.has(operationId)) operationId = `${operationId}_${method}`;
      ids.add(operationId);
      const description = typeof rewritten.description === 'string' ? rewritten.description : '';
      operations[method] = {
        ...rewritten,
        operationId,
        summary: typeof rewritten.summary === 'string' ? rewritten.summary : (description.split(/(?<=\.)\s/)[0] || `${method.toUpperCase()} ${AUTH_BASE}${path}`),
        tags: ['auth'],
        security: SESSION_REQUIRED.has(path) ? SIGNED_IN : ANYONE,
        responses: {
          ...(Object.keys(kept).length ? kept : { '200': { description: 'Success.' } }),
          // What the app adds in front of better-auth: a body ceiling (POST), the origin check, rate limits and a lost database.
          ...problems(...new Set([...errorStatuses, 400, 403, 429, 503, ...(method === 'post' ? [413] : [])])),
        },
      };
    }
    if (Object.keys(operations).length) paths[`${AUTH_BASE}${path}`] = operations;
  }
  return paths;
};
