/**
 * The typed client's types: openapi-typescript's rendering of the document, committed as
 * server/openapi/api-types.gen.ts (by `npx tsx scripts/openapi-client.ts`) and used through
 * openapi-fetch. A test fails when the committed file differs from what the document gives now.
 */
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { createAuth } from '../auth/auth.js';
import { loadConfig } from '../config.js';
import { createPglite, wrapPglite } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { silentLogger } from '../log.js';
import { buildOpenApiDocument, type OpenApiDocument } from './document.js';

export const CLIENT_TYPES_PATH = 'server/openapi/api-types.gen.ts';

const HEADER = `/**
 * Generated from GET /api/openapi.json by openapi-typescript: do not edit.
 * Regenerate with \`npx tsx scripts/openapi-client.ts\` after changing a tool or route contract.
 */

`;

export const renderClientTypes = async (document: OpenApiDocument): Promise<string> =>
  HEADER + astToString(await openapiTS(document as unknown as OpenAPI3, { alphabetize: true }));

/**
 * The document as any server would serve it, without one: an empty in-memory database is enough,
 * since describing the auth routes reads better-auth's options, not its tables.
 */
export const standaloneDocument = async (): Promise<OpenApiDocument> => {
  const database = wrapPglite(await createPglite());
  try {
    // The MCP authorization plugin reads its tables as auth starts, so the schema must exist.
    await migrateDatabase(database);
    const config = loadConfig({
      NODE_ENV: 'test',
      BETTER_AUTH_SECRET: 'openapi-document-only-openapi-document-only',
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: '/tmp/atelier-openapi-unused',
      LOG_LEVEL: 'silent',
    });
    return await buildOpenApiDocument({ auth: createAuth({ config, db: database.db, log: silentLogger }), publicUrl: config.PUBLIC_URL });
  } finally {
    await database.close();
  }
};
