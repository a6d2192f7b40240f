/**
 * Bundles the server into dist/server/main.js so `npm start` runs plain `node` (no TypeScript
 * transform at start-up). Packages stay external: they load from node_modules as usual.
 */
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
console.log('built dist/server/main.js');
