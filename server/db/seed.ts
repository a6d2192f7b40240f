/** Demo catalogue seeding (placeholder until the catalogue generator lands). */
import type { Database } from './client.js';
import type { Logger } from '../log.js';

export const seedDemoIfNeeded = async (_db: Database, _log: Logger): Promise<void> => {};
