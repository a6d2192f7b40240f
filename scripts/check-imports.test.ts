/**
 * The import rules hold on the repository (the real check CI runs), and each rule does catch what
 * it is for (small made-up import lists), so a rule that silently stopped matching would show.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { layerViolations, packageOf, readManifests, undeclaredImports, unusedDependencies } from './check-imports.js';
import { allImports, importsOf, type SourceImport } from './lib/source-imports.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const local = (from: string, target: string, typeOnly = false): SourceImport => ({ from, specifier: `./${target}`, target, typeOnly });
const pkg = (from: string, specifier: string, typeOnly = false): SourceImport => ({ from, specifier, target: null, typeOnly });
const manifests = { root: { dependencies: { hono: '1' }, devDependencies: { vitest: '1' } }, bench: { dependencies: { lighthouse: '1' } } };

describe('the repository', () => {
  const imports = allImports(root);

  it('imports only packages it declares, and production code only production dependencies', () => {
    expect(undeclaredImports(imports, readManifests(root))).toEqual([]);
  });

  it('declares no package it does not use', () => {
    expect(unusedDependencies(imports, readManifests(root))).toEqual([]);
  });

  it('imports only downwards: shared → tools → server; web and widget never reach the server', () => {
    expect(layerViolations(imports)).toEqual([]);
  });
});

describe('undeclared imports', () => {
  it('names a package no manifest declares, and accepts built-ins and declared ones', () => {
    const found = undeclaredImports([pkg('tools/a.ts', 'left-pad'), pkg('tools/a.ts', 'node:fs'), pkg('tools/a.ts', 'fs'), pkg('tools/a.ts', 'hono/utils')], manifests);
    expect(found).toEqual(["tools/a.ts imports 'left-pad', which package.json does not declare"]);
  });

  it('lets only bench/ use the benchmarks\' packages', () => {
    expect(undeclaredImports([pkg('bench/a.ts', 'lighthouse')], manifests)).toEqual([]);
    expect(undeclaredImports([pkg('server/a.ts', 'lighthouse')], manifests)).toHaveLength(1);
  });

  it('refuses a dev dependency in what the production server loads, unless erased at run time', () => {
    const chain = [local('server/main.ts', 'server/app.ts'), pkg('server/app.ts', 'vitest')];
    expect(undeclaredImports(chain, manifests)[0]).toMatch(/server\/app\.ts imports 'vitest', a devDependency/);
    expect(undeclaredImports([local('server/main.ts', 'server/app.ts'), pkg('server/app.ts', 'vitest', true)], manifests)).toEqual([]);
    expect(undeclaredImports([pkg('server/other.test.ts', 'vitest')], manifests)).toEqual([]);
  });

  it('reads a scoped package\'s name', () => {
    expect(packageOf('@ai-sdk/provider/internal')).toBe('@ai-sdk/provider');
    expect(packageOf('zod/mini')).toBe('zod');
  });
});

describe('unused declarations', () => {
  it('names a declared package nothing imports, but not type packages or those used another way', () => {
    const declared = { root: { dependencies: { hono: '1', '@nlpjs/nlp': '1' }, devDependencies: { '@types/node': '1', knip: '1', vitest: '1' } }, bench: {} };
    expect(unusedDependencies([pkg('server/a.ts', 'hono/cookie'), pkg('server/a.test.ts', 'vitest')], declared))
      .toEqual(["package.json declares '@nlpjs/nlp', which nothing imports: remove it (or say how it is used in USED_WITHOUT_IMPORT)"]);
  });
});

describe('layers', () => {
  it('flags each import the issue found pointing up or sideways', () => {
    const found = layerViolations([
      local('widget/embed/chat.tsx', 'web/components/stylist/change-text.ts'),
      local('server/jobs/crash-harness.ts', 'scripts/lib/server-process.ts'),
      local('server/db/schema.ts', 'tools/recommendations/vocabulary.ts'),
      local('server/config.ts', 'server/auth/demo-shopper.ts'),
      local('server/widget/assets.ts', 'widget/build.ts'),
    ]);
    expect(found.map((line) => line.split(':')[0])).toEqual([
      'widget/embed/chat.tsx imports web/components/stylist/change-text.ts',
      'server/jobs/crash-harness.ts imports scripts/lib/server-process.ts',
      'server/db/schema.ts imports tools/recommendations/vocabulary.ts',
      'server/config.ts imports server/auth/demo-shopper.ts',
      'server/widget/assets.ts imports widget/build.ts',
    ]);
  });

  it('lets tests reach across, and scripts use anything', () => {
    expect(layerViolations([local('tools/a/a.test.ts', 'server/test/app.ts'), local('scripts/x.ts', 'web/main.tsx')])).toEqual([]);
  });

  it('follows the web app\'s run-time imports into the server, but not its type-only ones', () => {
    const chain = [local('web/a.ts', 'tools/b.ts'), local('tools/b.ts', 'server/db/schema.ts')];
    expect(layerViolations(chain)).toEqual([expect.stringContaining('web/a.ts → tools/b.ts → server/db/schema.ts')]);
    expect(layerViolations([local('web/a.ts', 'tools/b.ts', true), chain[1]!])).toEqual([]);
  });
});

describe('reading imports', () => {
  it('sees static, re-exported, dynamic and type-only imports, resolving .js to .ts', () => {
    const text = [
      "import { a } from '../tools/types.js';",
      "import type { B } from 'hono';",
      "import { type C, type D } from './x.js';",
      "export { e } from './y.js';",
      "const f = await import('pino');",
      "type G = import('zod').ZodType;",
    ].join('\n');
    const found = importsOf(root, 'server/example.ts', text).map(({ specifier, target, typeOnly }) => [specifier, target, typeOnly]);
    expect(found).toEqual([
      ['../tools/types.js', 'tools/types.ts', false],
      ['hono', null, true],
      ['./x.js', 'server/x.js', true],
      ['./y.js', 'server/y.js', false],
      ['pino', null, false],
      ['zod', null, true],
    ]);
  });
});
