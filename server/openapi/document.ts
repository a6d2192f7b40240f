/**
 * GET /api/openapi.json: an OpenAPI 3.1 document built from the same contracts the routes check
 * (the tool registry's zod schemas, the upload and chat contracts, better-auth's description of its
 * routes), so it cannot drift from what the server accepts.
 */
import type { Auth } from '../auth/auth.js';
import { authPaths } from './auth.js';
import { appPaths } from './app-routes.js';
import { componentResponses, problemSchema, securitySchemes } from './components.js';
import type { JsonObject } from './schema.js';
import { toolPaths, toolTags } from './tools.js';

export interface OpenApiDocument extends JsonObject {
  openapi: '3.1.0';
  paths: Record<string, Record<string, JsonObject>>;
  components: { schemas: JsonObject; responses: JsonObject; securitySchemes: JsonObject };
}

export const buildOpenApiDocument = async ({ auth, publicUrl }: { auth: Auth; publicUrl: string }): Promise<OpenApiDocument> => {
  const schemas: JsonObject = { Problem: problemSchema };
  const context = await auth.$context;
  const paths = {
    ...toolPaths(schemas),
    ...appPaths(schemas),
    ...(await authPaths(auth, schemas)),
  } as OpenApiDocument['paths'];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Atelier API',
      version: '1.0.0',
      summary: 'The AI fashion stylist’s HTTP API: its typed tools, chat, uploads, account and auth.',
      description:
        'Errors are RFC 9457 problem details (application/problem+json) on every route; a 429 always carries Retry-After. ' +
        'Signed-in routes read the session cookie; writes from a browser must come from a trusted origin.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: publicUrl }],
    tags: [
      ...toolTags(),
      { name: 'chat', description: 'The stylist chat.' },
      { name: 'uploads', description: 'Photos.' },
      { name: 'account', description: 'Your account and data.' },
      { name: 'auth', description: 'Sign-up, sign-in, email confirmation, password reset and sessions (better-auth).' },
      { name: 'meta', description: 'Health and this document.' },
    ],
    paths,
    components: {
      schemas,
      // Only the problem responses some operation uses.
      responses: Object.fromEntries(Object.entries(componentResponses()).filter(([name]) => JSON.stringify(paths).includes(`"#/components/responses/${name}"`))),
      securitySchemes: securitySchemes(context.authCookies.sessionToken.name),
    },
  };
};

/** Built once per auth instance: the contracts do not change while the server runs. */
const cache = new WeakMap<Auth, Promise<OpenApiDocument>>();
export const openApiDocument = (auth: Auth, publicUrl: string): Promise<OpenApiDocument> => {
  let document = cache.get(auth);
  if (!document) {
    document = buildOpenApiDocument({ auth, publicUrl });
    cache.set(auth, document);
    // A failure is not kept: the next request builds again.
    document.catch(() => cache.delete(auth));
  }
  return document;
};
