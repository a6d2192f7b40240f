/**
 * Paths of the project's own files, found the same way whether the server runs from source (tsx)
 * or from the bundle in dist/server: walk up to the folder holding package.json.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const findProjectRoot = (): string => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
};

export const PROJECT_ROOT = findProjectRoot();
export const MIGRATIONS_DIR = join(PROJECT_ROOT, 'migrations');
export const WEB_DIST_DIR = join(PROJECT_ROOT, 'dist', 'web');
