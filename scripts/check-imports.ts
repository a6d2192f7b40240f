/**
 * `npm run check:imports` (and scripts/check-imports.test.ts, so CI runs it): two rules over every
 * import in the repository (scripts/lib/source-imports.ts).
 *
 * 1. Declared packages. A package is imported only if package.json declares it (bench/ may also use
 *    bench/package.json's), and what a production install runs (PRODUCTION_ENTRIES and all they
 *    load, with production dependencies only) imports only `dependencies`, never a dev
 *    dependency, unless the import is erased at run time (type-only).
 * 2. No dead declarations. Every package package.json declares is imported somewhere, or is used
 *    in a way no import shows (USED_WITHOUT_IMPORT says how); type packages (`@types/*`) are read
 *    by the compiler.
 * 3. Layers. Imports point down: shared → tools → server, with web and widget beside server on top
 *    of tools; scripts, e2e, evals and bench may use anything. Test files (*.test.ts) are leaves
 *    and may reach across; test support (server/test/, harnesses) may not. The table is LAYERS
 *    below; docs/ARCHITECTURE.md draws it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allImports, type SourceImport } from './lib/source-imports.js';

const BUILTINS = new Set(builtinModules);
export const isTestFile = (file: string): boolean => /\.test\.tsx?$/.test(file) || file.startsWith('e2e/');

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
export const packageOf = (specifier: string): string => {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
};

interface Manifest { dependencies?: Record<string, string>; devDependencies?: Record<string, string> }
export interface Manifests { root: Manifest; bench: Manifest }

export const readManifests = (root: string): Manifests => ({
  root: JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest,
  bench: existsSync(join(root, 'bench/package.json')) ? JSON.parse(readFileSync(join(root, 'bench/package.json'), 'utf8')) as Manifest : {},
});

/**
 * What a production install runs (production dependencies only): the server and the operator's
 * commands (`npm run seed`, `backup`, `restore`, `partner`), with everything they load at run time.
 */
export const PRODUCTION_ENTRIES = ['server/main.ts', 'server/db/seed-cli.ts', 'scripts/backup.ts', 'scripts/restore.ts', 'scripts/partner.ts'] as const;

/** Files reachable from `entries` through imports that survive compilation (not type-only). */
export function runtimeClosure(imports: readonly SourceImport[], entries: readonly string[]): Set<string> {
  const graph = new Map<string, string[]>();
  for (const entry of imports) {
    if (entry.target !== null && !entry.typeOnly) graph.set(entry.from, [...(graph.get(entry.from) ?? []), entry.target]);
  }
  const seen = new Set(entries);
  const stack = [...entries];
  while (stack.length > 0) {
    for (const next of graph.get(stack.pop()!) ?? []) {
      if (!seen.has(next)) { seen.add(next); stack.push(next); }
    }
  }
  return seen;
}

export function undeclaredImports(imports: readonly SourceImport[], manifests: Manifests): string[] {
  const declared = new Set(Object.keys(manifests.root.dependencies ?? {}));
  const development = new Set(Object.keys(manifests.root.devDependencies ?? {}));
  const bench = new Set(Object.keys(manifests.bench.dependencies ?? {}));
  const production = runtimeClosure(imports, PRODUCTION_ENTRIES);
  const problems: string[] = [];
  for (const entry of imports) {
    const { from, specifier } = entry;
    if (entry.target !== null || specifier.startsWith('node:') || specifier.startsWith('/') || specifier.startsWith('virtual:')) continue;
    const name = packageOf(specifier);
    if (BUILTINS.has(name)) continue;
    if (declared.has(name)) continue;
    if (development.has(name)) {
      if (production.has(from) && !entry.typeOnly) problems.push(`${from} imports '${specifier}', a devDependency, and a production install runs it (from ${PRODUCTION_ENTRIES.join(', ')}): declare it in dependencies`);
      continue;
    }
    if (from.startsWith('bench/') && bench.has(name)) continue;
    problems.push(`${from} imports '${specifier}', which package.json does not declare${from.startsWith('bench/') ? ' (nor bench/package.json)' : ''}`);
  }
  return problems;
}

/** Declared packages no `import` names, each with how it is used instead. */
export const USED_WITHOUT_IMPORT: Readonly<Record<string, string>> = {
  '@biomejs/biome': 'the `npm run lint` command',
  knip: 'the dead-code command (knip.jsonc)',
  jsdom: 'the test environment named by `// @vitest-environment jsdom`',
  tailwindcss: "web/styles.css's `@import \"tailwindcss\"`",
  'swagger-ui-dist': 'its files are served by path (server/openapi/routes.ts resolves its package.json)',
};

export function unusedDependencies(imports: readonly SourceImport[], manifests: Manifests): string[] {
  const imported = new Set(imports.filter((entry) => entry.target === null).map((entry) => packageOf(entry.specifier)));
  const declared = [...Object.keys(manifests.root.dependencies ?? {}), ...Object.keys(manifests.root.devDependencies ?? {})];
  return declared
    .filter((name) => !imported.has(name) && !name.startsWith('@types/') && !(name in USED_WITHOUT_IMPORT))
    .map((name) => `package.json declares '${name}', which nothing imports: remove it (or say how it is used in USED_WITHOUT_IMPORT)`);
}

interface Layer { name: string; files: (file: string) => boolean; may: readonly string[]; why: string }

const under = (...prefixes: string[]) => (file: string) => prefixes.some((p) => (p.endsWith('/') ? file.startsWith(p) : file === p));

/**
 * Each file belongs to the first layer whose `files` matches it; it may import only files under
 * one of its `may` prefixes (a prefix ending in `/` is a folder, anything else one file).
 * Files in no layer (scripts/, e2e/, evals/, bench/, root config) may import anything.
 */
export const LAYERS: readonly Layer[] = [
  { name: 'shared', files: under('shared/'), may: ['shared/'], why: 'the vocabulary every layer speaks depends on nothing above it' },
  { name: 'data model', files: under('server/db/schema.ts'), may: ['shared/'], why: 'the tables sit below the tools that query them (tools import the schema)' },
  { name: 'config', files: under('server/config.ts'), may: ['shared/', 'tools/accounts/rules.ts', 'server/storage/url.ts'], why: 'everything reads the configuration first; it uses only pure limits and parsers, never the database or auth' },
  { name: 'tools', files: under('tools/'), may: ['shared/', 'tools/', 'server/db/schema.ts'], why: 'the tool catalogue and its rules use the data model and nothing else of the server' },
  { name: 'widget build', files: under('widget/build.ts'), may: ['shared/', 'widget/'], why: 'a build script: only scripts, tests and benches call it' },
  { name: 'server', files: under('server/'), may: ['shared/', 'tools/', 'server/', 'widget/shared/', 'widget/embed/config.ts'], why: 'the server runs tools and serves the widget; it never imports the web app, build scripts, scripts/ or tests\' fixtures' },
  { name: 'web', files: under('web/'), may: ['shared/', 'tools/', 'web/'], why: 'the web app uses tools\' contracts and pure rules, never server code' },
  { name: 'widget', files: under('widget/'), may: ['shared/', 'tools/', 'widget/'], why: 'the widget is its own app on partner pages: never the web app or the server' },
];

export const layerOf = (file: string): Layer | undefined => LAYERS.find((layer) => layer.files(file));

const allowed = (layer: Layer, target: string) => layer.may.some((p) => (p.endsWith('/') ? target.startsWith(p) : target === p));

// The browser apps' bundles: what they load at run time must never reach server code.
const BROWSER_APPS = ['web/', 'widget/'] as const;

export function layerViolations(imports: readonly SourceImport[]): string[] {
  const problems: string[] = [];
  const runtimeGraph = new Map<string, string[]>();
  for (const entry of imports) {
    if (entry.target === null || isTestFile(entry.from)) continue;
    if (!entry.typeOnly) runtimeGraph.set(entry.from, [...(runtimeGraph.get(entry.from) ?? []), entry.target]);
    const layer = layerOf(entry.from);
    if (layer && !allowed(layer, entry.target)) problems.push(`${entry.from} imports ${entry.target}: ${layer.name} may import only ${layer.may.join(', ')} (${layer.why})`);
  }
  for (const app of BROWSER_APPS) {
    const parent = new Map<string, string>();
    const stack = [...runtimeGraph.keys()].filter((f) => f.startsWith(app) && layerOf(f)?.name !== 'widget build');
    const seen = new Set(stack);
    while (stack.length > 0) {
      const file = stack.pop()!;
      for (const next of runtimeGraph.get(file) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        parent.set(next, file);
        if (next.startsWith('server/')) {
          const chain = [next];
          for (let at = next; parent.has(at);) chain.unshift((at = parent.get(at)!));
          problems.push(`${app} loads server code at run time: ${chain.join(' → ')} (import only types from there, or move the shared piece to shared/)`);
        } else stack.push(next);
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const imports = allImports(root);
  const manifests = readManifests(root);
  const problems = [...undeclaredImports(imports, manifests), ...unusedDependencies(imports, manifests), ...layerViolations(imports)];
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log(`✓ ${imports.length} imports: every package declared and used, every import pointing down a layer`);
}
