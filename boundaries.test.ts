import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The shop's boundaries, checked on every import of every source and test file (no allow-list):
// - a web feature never imports another feature (pages in web/app compose them);
// - web/lib and web/components never import a feature;
// - contract/ imports neither server/ nor web/ (both sides import it);
// - server/lib imports no module (modules use lib, not the other way round);
// - a server module reaches another module only through its public surface, its index.ts;
// - the endpoint tables (contract/endpoints.ts, contract/admin-endpoints.ts) import types only, besides
//   the declaring helper contract/endpoint.ts, so they add no schemas to the chunks that load them;
// - nothing the storefront loads imports the console's table except through the console's lazy chunk.

const ROOT = path.dirname(new URL(import.meta.url).pathname);
const SOURCE_DIRS = ['contract', 'server', 'web', 'e2e', 'bench', 'scripts'];
const SKIP = new Set(['node_modules', 'dist', 'migrations', 'public', 'data']);

interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
  /** import('…'): loaded in its own chunk when first needed. */
  dynamic?: boolean;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: Import[] = [];
  const add = (specifier: string, typeOnly: boolean, dynamic = false) => {
    if (!specifier.startsWith('.')) return;
    const to = path.relative(ROOT, path.resolve(path.dirname(file), specifier));
    found.push({ from: path.relative(ROOT, file), to, typeOnly, ...(dynamic ? { dynamic } : {}) });
  };
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
      add(node.moduleSpecifier.text, typeOnly);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, false, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const imports = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).flatMap(importsOf);

const featureOf = (file: string) => /^web\/features\/([^/]+)\//.exec(file)?.[1];
const moduleOf = (file: string) => /^server\/modules\/([^/]+)\//.exec(file)?.[1];
const show = (list: Import[]) => list.map(({ from, to }) => `${from} → ${to}`);

describe('boundaries', () => {
  it('finds the imports it checks', () => {
    expect(imports.length).toBeGreaterThan(1000);
    expect(imports.some((i) => i.from.startsWith('web/features/') && i.to.startsWith('web/lib/'))).toBe(true);
  });

  it('keeps web features apart', () => {
    const crossing = imports.filter((i) => {
      const from = featureOf(i.from);
      const to = featureOf(i.to);
      return from !== undefined && to !== undefined && from !== to;
    });
    expect(show(crossing)).toEqual([]);
  });

  it('keeps web/lib and web/components free of features', () => {
    const crossing = imports.filter(
      (i) => /^web\/(lib|components|test)\//.test(i.from) && i.to.startsWith('web/features/'),
    );
    expect(show(crossing)).toEqual([]);
  });

  it('keeps contract/ free of server/ and web/', () => {
    const crossing = imports.filter((i) => i.from.startsWith('contract/') && /^(server|web)\//.test(i.to));
    expect(show(crossing)).toEqual([]);
  });

  it('keeps server/lib free of modules', () => {
    const crossing = imports.filter(
      (i) => i.from.startsWith('server/lib/') && i.to.startsWith('server/modules/'),
    );
    expect(show(crossing)).toEqual([]);
  });

  it('lets a server module reach another only through its index', () => {
    const crossing = imports.filter((i) => {
      const from = moduleOf(i.from);
      const to = moduleOf(i.to);
      if (from === undefined || to === undefined || from === to) return false;
      return !/^server\/modules\/[^/]+\/index(\.ts)?$/.test(i.to);
    });
    expect(show(crossing)).toEqual([]);
  });

  it('imports only types into the endpoint tables', () => {
    const tables = ['contract/endpoints.ts', 'contract/admin-endpoints.ts'];
    const runtime = imports.filter(
      (i) => tables.includes(i.from) && !i.typeOnly && !/^contract\/endpoint(\.ts)?$/.test(i.to),
    );
    expect(show(runtime)).toEqual([]);
  });

  it('keeps the console out of the storefront: only the console and tests load its table or pages', () => {
    const crossing = imports.filter(
      (i) =>
        !i.typeOnly &&
        (/^contract\/admin-endpoints(\.ts)?$/.test(i.to) || i.to.startsWith('web/features/admin/')) &&
        i.from.startsWith('web/') &&
        !i.from.startsWith('web/features/admin/') &&
        !i.from.startsWith('web/test/') &&
        // The route table reaches the console only through a dynamic import (its own lazy chunk).
        !(i.from === 'web/app/routes.tsx' && i.dynamic),
    );
    expect(show(crossing)).toEqual([]);
  });
});
