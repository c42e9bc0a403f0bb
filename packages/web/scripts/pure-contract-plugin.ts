import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { isNode, type Node } from './route-table-plugin.ts';

/** The shared contract's modules (packages/shared/src). */
const CONTRACT_FILE = /[\\/]packages[\\/]shared[\\/]src[\\/][^?]+\.ts$/;
/** Code inside these runs when called, not when the module loads. */
const DEFERRED = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration', 'ClassBody']);

/** The calls a value runs as the module loads: not those in the functions it defines. */
function* callsAtLoad(node: Node): Generator<Node> {
  if (DEFERRED.has(node.type)) return;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) yield* callsAtLoad(item);
    if (isNode(value)) yield* callsAtLoad(value);
  }
}

/** The initial values of a module's top-level `const`s, exported or not. */
function topLevelValues(program: Node): Node[] {
  return (program.body as Node[]).flatMap((statement) => {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') return [];
    return (declaration.declarations as Node[]).flatMap((d) => (isNode(d.init) ? [d.init] : []));
  });
}

/**
 * A contract module defines its schemas beside its constants, and a zod builder call is a side effect to the
 * bundler, so a page that imports one constant would load every schema of its module and zod with them. In the
 * build, each call a contract module's top-level value makes as it loads is annotated pure: a value no page reads is
 * dropped with what it calls. The contract's top-level values only build (schemas, lists, maps): none registers
 * anything.
 */
export function pureContractValues(): Plugin {
  return {
    name: 'pure-contract-values',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACT_FILE.test(id)) return null;
      const text = new MagicString(code);
      const annotated = new Set<number>();
      for (const value of topLevelValues(this.parse(code) as unknown as Node)) {
        for (const call of callsAtLoad(value)) {
          // A chain (`z.object(…).pick(…)`) starts where its first call does: one annotation covers both.
          if (annotated.has(call.start)) continue;
          annotated.add(call.start);
          text.appendLeft(call.start, '/* @__PURE__ */ ');
        }
      }
      return text.hasChanged() ? { code: text.toString(), map: text.generateMap({ hires: true }) } : null;
    },
  };
}
