/**
 * A content hash of everything `npm run build` reads, so `npm start` can tell whether dist/ is
 * still what the sources would build. Plain JavaScript: `npm start` runs it before anything is
 * compiled, and it must cost well under a second.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Folders whose every file (tests aside) can change what is built. */
const FOLDERS = ['shared', 'server', 'tools', 'web', 'widget', 'migrations'];
/** Single files that shape the build: the build scripts, their configuration, the locked packages. */
const FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts', 'scripts/build.ts', 'scripts/build-web.ts', 'scripts/build-server.ts'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', 'test-results']);
const IS_TEST = /\.test\.tsx?$/;

/** Where the hash of the last finished build is kept (with the build it describes). */
export const STAMP = join('dist', '.build-hash');
/** What a start needs: the server bundle, the web app and the widget. */
export const OUTPUTS = [join('dist', 'server', 'main.js'), join('dist', 'web', 'index.html'), join('dist', 'widget', 'manifest.json')];

/** @param {string} root @returns {string} */
export function sourceHash(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) { if (!SKIP_DIRS.has(entry.name)) walk(path); }
      else if (!IS_TEST.test(entry.name)) files.push(path);
    }
  };
  for (const folder of FOLDERS) if (existsSync(join(root, folder))) walk(folder);
  for (const file of FILES) if (existsSync(join(root, file))) files.push(file);
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(file).update('\0').update(readFileSync(join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

/** @param {string} root @returns {string | null} the hash the last finished build recorded */
export function builtHash(root) {
  if (!OUTPUTS.every((file) => existsSync(join(root, file)))) return null;
  const stamp = join(root, STAMP);
  return existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : null;
}

/** @param {string} root @param {string} hash */
export function recordBuild(root, hash) {
  writeFileSync(join(root, STAMP), `${hash}\n`);
}

/**
 * Node's arguments for the built server, as `npm run serve` gives them: package.json
 * `config.serverNodeFlags` (server/process/server-node-flags.ts says why), source maps, the bundle.
 * @param {string} root @returns {string[]}
 */
export function serveArguments(root) {
  const flags = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).config.serverNodeFlags;
  return [...flags.split(/\s+/).filter(Boolean), '--enable-source-maps', join('dist', 'server', 'main.js')];
}
