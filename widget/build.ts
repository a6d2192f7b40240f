/**
 * Builds the widget into dist/widget with esbuild: the loader (widget.js, classic script; widget.mjs,
 * ES module) and the iframe's page (embed-[hash].js/.css, Preact), each with .gz and .br beside it,
 * and manifest.json naming the hashed files. Called by `npm run build`, `npm run dev` (which
 * rebuilds on change), the e2e runner and the unit tests' set-up; the server only reads the result.
 */
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { WIDGET_DIST, type WidgetManifest } from './shared/manifest.js';

export { WIDGET_DIST, type WidgetManifest };

/** Newest modification time of the widget's sources (and the shared code it bundles). */
export const widgetSourcesMtime = (root: string): number => {
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  walk(join(root, 'widget'));
  return newest;
};

const compressBeside = (file: string) => {
  const body = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
};

export const buildWidget = async (root: string): Promise<WidgetManifest> => {
  const { build } = await import('esbuild');
  const out = WIDGET_DIST(root);
  const staging = `${out}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const common = { bundle: true, minify: true, legalComments: 'none', logLevel: 'warning', absWorkingDir: root, define: { 'process.env.NODE_ENV': '"production"' } } as const;
  // The loader's internal property names end in `_` and are shortened like local names: it is on
  // every page of a partner's shop, so its bytes count; the page-facing API keeps its names.
  const loader = { ...common, mangleProps: /_$/, target: 'es2020' } as const;
  await build({ ...loader, entryPoints: [join(root, 'widget/loader/classic.ts')], outfile: join(staging, 'widget.js'), format: 'iife' });
  await build({ ...loader, entryPoints: [join(root, 'widget/loader/esm.ts')], outfile: join(staging, 'widget.mjs'), format: 'esm' });
  const embed = await build({
    ...common, entryPoints: { embed: join(root, 'widget/embed/main.tsx') }, outdir: staging, entryNames: '[name]-[hash]',
    format: 'esm', target: 'es2020', jsx: 'automatic', jsxImportSource: 'preact', metafile: true,
  });
  const outputs = Object.keys(embed.metafile.outputs).map((p) => basename(p));
  const manifest: WidgetManifest = {
    loader: 'widget.js',
    loaderEsm: 'widget.mjs',
    embedJs: outputs.find((f) => /^embed-.*\.js$/.test(f))!,
    embedCss: outputs.find((f) => /^embed-.*\.css$/.test(f)) ?? null,
    builtAt: new Date().toISOString(),
  };
  for (const file of readdirSync(staging)) compressBeside(join(staging, file));
  writeFileSync(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // Swap in whole, so a server reading dist/widget never sees half a build.
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(root, 'dist'), { recursive: true });
  renameSync(staging, out);
  return manifest;
};

/** Builds the widget unless dist/widget is newer than every widget source; says when it builds. */
export const ensureWidgetBuilt = async (root: string): Promise<void> => {
  const manifest = join(WIDGET_DIST(root), 'manifest.json');
  let builtAt = 0;
  try { builtAt = statSync(manifest).mtimeMs; } catch { /* not built yet */ }
  if (builtAt > widgetSourcesMtime(root)) return;
  console.log('› building the widget (dist/widget)');
  await buildWidget(root);
};
