/** The configured storage: S3-compatible when STORAGE_URL is set, else the disk under DATA_DIR/storage. */
import { join } from 'node:path';
import type { Config } from '../config.js';
import { createDiskStorage } from './disk.js';
import { createS3Storage } from './s3.js';
import type { Storage } from './storage.js';
import { parseStorageUrl } from './url.js';

export const createStorage = (config: Pick<Config, 'STORAGE_URL' | 'dataDir'>): Storage =>
  config.STORAGE_URL ? createS3Storage(parseStorageUrl(config.STORAGE_URL)) : createDiskStorage(join(config.dataDir, 'storage'));

export type { Storage } from './storage.js';
export { ObjectExistsError } from './storage.js';
