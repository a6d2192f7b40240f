/** Writes the typed client's types (server/openapi/api-types.gen.ts) from the OpenAPI document. */
import { writeFileSync } from 'node:fs';
import { CLIENT_TYPES_PATH, renderClientTypes, standaloneDocument } from '../server/openapi/client-types.js';

const types = await renderClientTypes(await standaloneDocument());
writeFileSync(CLIENT_TYPES_PATH, types);
console.log(`wrote ${CLIENT_TYPES_PATH} (${types.length.toLocaleString('en-US')} characters)`);
