/**
 * Bundles the server, with its packages, into dist/server/main.js so `npm start` runs plain `node`:
 * no TypeScript transform, and no resolving and reading of a few thousand module files at start-up
 * (a warm start went from ~1.3 s to under a second this way). Packages that find files beside their
 * own code (PGlite's WebAssembly and data, sharp's native binding, the HEIC decoder's wasm), pino
 * (worker-thread transports) and the optional engines' packages (pg-boss, the S3 client) stay
 * external and load from node_modules. The e2e suite runs against this bundle.
 */
import { build } from 'esbuild';

const EXTERNAL_PACKAGES = [
  '@electric-sql/pglite', '@electric-sql/pglite/*', '@electric-sql/pglite-pgvector', '@electric-sql/pglite-socket',
  'sharp', 'heic-decode', 'pino', 'pg-boss', '@aws-sdk/*',
];

await build({
  // The photo worker (server/uploads/process.ts) is its own bundle beside the server's.
  entryPoints: { main: 'server/main.ts', 'photo-worker': 'server/uploads/photo-worker.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL_PACKAGES,
  // CommonJS packages inside an ESM bundle still call require() for Node's own modules.
  banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
  sourcemap: true,
  // Stack traces need only the mappings; the sources are in the repository (and make the map 5× larger to load).
  sourcesContent: false,
  // Less to parse at every start (the map keeps stack traces readable). Names are not shortened:
  // libraries read them (constructor.name), and keepNames' wrappers cost more start-up than they save.
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
});
console.log('built dist/server/main.js');
