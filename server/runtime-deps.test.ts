import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A deployment builds once, then runs `npm ci --omit=dev && npm run serve` on every instance: whatever
// the server loads at run time must be a production dependency. This walks every file reachable from
// server/main.ts through its value imports (type-only ones vanish at run time), dynamic imports and
// require()/require.resolve() calls, and names each package it reaches.

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const ENTRY = path.join(ROOT, 'server', 'main.ts');
const BUILTINS = new Set(builtinModules);

/** What one file loads at run time: relative paths and bare package specifiers. */
function runtimeSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      const callee = node.expression;
      const loads =
        callee.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(callee) && callee.text === 'require') ||
        (ts.isPropertyAccessExpression(callee) &&
          ts.isIdentifier(callee.expression) &&
          callee.expression.text === 'require' &&
          callee.name.text === 'resolve');
      if (loads) found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The package a bare specifier names: `pkg` of `pkg/sub/path`, `@scope/pkg` of `@scope/pkg/sub`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

function resolveRelative(from: string, specifier: string): string {
  const target = path.resolve(path.dirname(from), specifier);
  for (const candidate of [target, `${target}.ts`, path.join(target, 'index.ts')]) {
    if (/\.(ts|tsx|js|mjs)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  throw new Error(`${path.relative(ROOT, from)} imports ${specifier}, which is not a source file`);
}

/** Every package the server loads at run time, with the first file found loading it. */
function packagesReachedFrom(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of runtimeSpecifiers(file)) {
      if (specifier.startsWith('.')) {
        // Data files (JSON, fonts) are read, not walked.
        if (/\.(json|ttf|sql|html)$/.test(specifier)) continue;
        queue.push(resolveRelative(file, specifier));
      } else if (!specifier.startsWith('node:') && !BUILTINS.has(packageOf(specifier))) {
        const name = packageOf(specifier);
        if (!packages.has(name)) packages.set(name, path.relative(ROOT, file));
      }
    }
  }
  expect(seen.size).toBeGreaterThan(100);
  return packages;
}

describe('the server at run time', () => {
  it('loads only packages that are production dependencies (npm ci --omit=dev)', () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      scripts: Record<string, string>;
    };
    const reached = packagesReachedFrom(ENTRY);
    // The walk does reach the engines: a broken walk must not pass by finding nothing.
    for (const name of ['fastify', 'pg', 'drizzle-orm', 'zod']) expect(reached.has(name)).toBe(true);
    const missing = [...reached]
      .filter(([name]) => !(name in manifest.dependencies))
      .map(([name, file]) => `${name} (loaded by ${file})`);
    expect(missing).toEqual([]);
    // `npm run serve` starts from the existing build (no build step), through tsx, which must be there
    // without dev deps; `exec` makes node the process npm signals, so SIGTERM reaches the drain.
    expect(manifest.scripts.serve).toBe('exec node --import tsx server/main.ts');
    expect(manifest.dependencies).toHaveProperty('tsx');
  });
});
