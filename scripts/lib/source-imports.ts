/**
 * Every import in the repository's own source, read with TypeScript's own parser: static imports
 * and re-exports (and whether they are type-only, erased at run time), `import()` and `require`
 * with a literal, and `import('x').T` types. The import checks (scripts/check-imports.ts) see what
 * the compiler sees, without a dependency-graph tool.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export const SOURCE_FOLDERS = ['shared', 'server', 'tools', 'web', 'widget', 'evals', 'e2e', 'bench', 'scripts'] as const;
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIP = new Set(['node_modules', 'dist', 'data', '.git', 'test-results', '.artifacts']);

export interface SourceImport {
  /** The importing file, relative to the repository root, with forward slashes. */
  from: string;
  /** The specifier as written. */
  specifier: string;
  /** A relative specifier's file, relative to the root (as on disk when found); null for a package. */
  target: string | null;
  /** Erased at run time: `import type`, `export type`, every named import marked `type`, `import('x').T`. */
  typeOnly: boolean;
}

function walk(root: string, dir: string, out: string[]): void {
  if (!existsSync(join(root, dir))) return;
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) walk(root, path, out);
    else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
}

/** The repository's source files: every source folder, and the config files at the root. */
export function sourceFiles(root: string): string[] {
  const files: string[] = [];
  for (const folder of SOURCE_FOLDERS) walk(root, folder, files);
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isFile() && SOURCE_FILE.test(entry.name)) files.push(entry.name);
  }
  return files.sort();
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

// TypeScript's `./x.js` names `./x.ts` (or .tsx); `./dir` names `./dir/index.ts`.
function resolveRelative(root: string, from: string, specifier: string): string {
  const base = resolve(root, dirname(from), specifier);
  const bare = base.replace(/\.(js|jsx|mjs)$/, '');
  const hit = [base, `${bare}.ts`, `${bare}.tsx`, `${bare}.mts`, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(isFile);
  return relative(root, hit ?? base).split(sep).join('/');
}

const namedImportsAllTypes = (clause: ts.ImportClause): boolean => {
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
};

export function importsOf(root: string, file: string, text = readFileSync(join(root, file), 'utf8')): SourceImport[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: !!node.importClause && namedImportsAllTypes(node.importClause) });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : null;
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly || (!!named && named.length > 0 && named.every((e) => e.isTypeOnly)) });
    } else if (ts.isCallExpression(node) && node.arguments.length >= 1 && ts.isStringLiteralLike(node.arguments[0]!)
      && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'))) {
      found.push({ specifier: (node.arguments[0] as ts.StringLiteralLike).text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map(({ specifier, typeOnly }) => ({
    from: file,
    specifier,
    typeOnly,
    target: specifier.startsWith('.') ? resolveRelative(root, file, specifier) : null,
  }));
}

export function allImports(root: string): SourceImport[] {
  return sourceFiles(root).flatMap((file) => importsOf(root, file));
}
