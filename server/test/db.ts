/** A private, migrated, empty database for one test file (loaded from the run's template). */
import { readFileSync } from 'node:fs';
import { createPglite, wrapPglite, type DatabaseHandle } from '../db/client.js';
import { TEMPLATE_PATH } from './paths.js';

export const createTestDatabase = async (): Promise<DatabaseHandle> => {
  const template = new Blob([readFileSync(TEMPLATE_PATH)]);
  return wrapPglite(await createPglite(undefined, template));
};
