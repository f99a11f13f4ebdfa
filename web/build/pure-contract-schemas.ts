import { readdirSync, readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

// The contract's modules (contract/*.ts) hold zod schemas for the server beside plain values (messages,
// limits, labels) the storefront reads. A bundler keeps a top-level `const x = z.object({…})` even when
// nobody reads `x`: calling an imported function might do something. This plugin tells it otherwise —
// each top-level schema's initialiser becomes `/* @__PURE__ */ (() => …)()`, which runs exactly as
// before but is dropped when unused — so a page that reads only a module's plain values carries neither
// its schemas nor zod.

const CONTRACT = /[\\/]contract[\\/][^\\/]+\.ts$/;

/**
 * The names of the contract's schemas: top-level constants built from `z.…` or from another schema
 * (`tileSchema.extend(…)`), exported or not, over every contract module.
 */
export function contractSchemaNames(contractDir: URL): Set<string> {
  const declarations = readdirSync(contractDir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) => [
      ...readFileSync(new URL(file, contractDir), 'utf8').matchAll(
        /^(?:export\s+)?const\s+(\w+)\s*=\s*(\w+)\s*\./gm,
      ),
    ])
    .map(([, name, root]) => ({ name: name as string, root: root as string }));
  const schemas = new Set(['z']);
  for (let grew = true; grew; ) {
    grew = false;
    for (const { name, root } of declarations)
      if (schemas.has(root) && !schemas.has(name)) {
        schemas.add(name);
        grew = true;
      }
  }
  return schemas;
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The identifier a call or member chain starts from (`z` in `z.object({…}).strict()`). */
function chainRoot(node: Node | undefined): string | undefined {
  let current = node;
  while (current) {
    if (current.type === 'Identifier') return current.name as string;
    if (current.type === 'CallExpression') current = current.callee as Node;
    else if (current.type === 'MemberExpression') current = current.object as Node;
    else return undefined;
  }
  return undefined;
}

export function pureContractSchemas(contractDir: URL): Plugin {
  let schemas: Set<string> | null = null;
  return {
    name: 'little-loom:pure-contract-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!CONTRACT.test(id)) return null;
      schemas ??= contractSchemaNames(contractDir);
      const names = schemas;
      const program = this.parse(code) as unknown as { body: Node[] };
      const spans: { start: number; end: number }[] = [];
      for (const statement of program.body) {
        const declaration = (
          statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
        ) as Node | null;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          if (!init || (init.type !== 'CallExpression' && init.type !== 'MemberExpression')) continue;
          const root = chainRoot(init);
          if (root && names.has(root)) spans.push({ start: init.start, end: init.end });
        }
      }
      if (spans.length === 0) return null;
      let out = code;
      for (const { start, end } of spans.reverse()) {
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => ${out.slice(start, end)})()${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}
