/**
 * Bundles the server into dist/server/main.js so `npm start` runs plain `node` (no TypeScript
 * transform at start-up). Packages stay external: they load from node_modules as usual.
 */
import { copyFileSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'server/main.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// The HEIC decoder's worker (server/uploads/heic.ts) is loaded beside the bundle.
copyFileSync('server/uploads/heic-worker.mjs', 'dist/server/heic-worker.mjs');
console.log('built dist/server/main.js');
