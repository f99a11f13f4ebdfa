import { readFileSync } from 'node:fs';
import path from 'node:path';
import { waitFor } from '@testing-library/react';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { consoleRoute, routes } from '../../app/routes.tsx';
import { renderRoutes } from '../../test/render.tsx';
import { CONSOLE_PAGE_PATHS } from './ConsoleApp.tsx';

// The console adds nothing to the storefront's first load: the route table reaches it only through a
// dynamic import of its entry (its own chunk, which loads each page's chunk), besides types. The real
// bundle is measured at build time; this keeps the rule.

const ROUTES_FILE = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../app/routes.tsx');

function importsOf(file: string) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { specifier: string; dynamic: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !node.importClause?.isTypeOnly
    )
      found.push({ specifier: node.moduleSpecifier.text, dynamic: false });
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      found.push({ specifier: node.arguments[0].text, dynamic: true });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the console’s entry in the route table', () => {
  it('is one dynamic import of the console’s entry, and nothing of the console is imported statically', () => {
    const consoleImports = importsOf(ROUTES_FILE).filter(({ specifier }) =>
      /features\/admin\/|admin-endpoints/.test(specifier),
    );
    expect(consoleImports).toEqual([{ specifier: '../features/admin/ConsoleApp.tsx', dynamic: true }]);
  });

  it('declares every console page, and the not-found page, as a child route of /admin', () => {
    expect(routes).toContain(consoleRoute);
    expect(consoleRoute.path).toBe('/admin');
    const paths = (consoleRoute.children ?? []).map((child) => (child.index ? '' : child.path));
    expect(paths).toEqual([...CONSOLE_PAGE_PATHS, '*']);
  });

  it('sends a signed-out visitor to sign-in, to come back to the console', async () => {
    const { router } = renderRoutes(routes, '/admin/shoppers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/admin/shoppers')}`);
  });
});
