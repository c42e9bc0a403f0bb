import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The route table's per-area files (packages/shared/src/api/<area>.ts), not its types or its list. */
const TABLE_FILE = /[\\/]packages[\\/]shared[\\/]src[\\/]api[\\/](?!route\.|table\.|index\.)[^\\/]+\.ts$/;
/** What only the server and the OpenAPI document read. */
const SERVER_ONLY = new Set(['params', 'query', 'body', 'data', 'summary', 'tags']);

export type Node = { type: string; start: number; end: number; [key: string]: unknown };

export function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

export function* walk(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) yield* walk(item);
    if (isNode(value)) yield* walk(value);
  }
}

/** `key: value` properties of an object literal. */
function properties(node: unknown): Node[] {
  if (!isNode(node) || node.type !== 'ObjectExpression') return [];
  return (node.properties as Node[]).filter((property) => property.type === 'Property');
}

const keyName = (property: Node) => (property.key as { name?: string }).name;

/**
 * The browser never validates a request nor parses an answer with the route table's schemas (ADR 0125): it needs a
 * route's method, path and media only. In the build, each `defineRoutes({...})` entry's schemas, summary and tags become
 * `void 0`, so the schemas and zod stay out of a page's code unless the page uses them itself (a form's rules).
 * Type checking reads the source as written.
 */
export function routeTableWithoutSchemas(): Plugin {
  return {
    name: 'route-table-without-schemas',
    apply: 'build',
    transform(code, id) {
      if (!TABLE_FILE.test(id)) return null;
      const text = new MagicString(code);
      for (const node of walk(this.parse(code) as unknown as Node)) {
        const callee = node.callee as { name?: string } | undefined;
        if (node.type !== 'CallExpression' || callee?.name !== 'defineRoutes') continue;
        for (const entry of properties((node.arguments as unknown[])[0])) {
          for (const property of properties(entry.value)) {
            const name = keyName(property) ?? '';
            if (!SERVER_ONLY.has(name)) continue;
            // `tags,` is its own key and value: the whole property is written out.
            if (property.shorthand) text.overwrite(property.start, property.end, `${name}: void 0`);
            else text.overwrite((property.value as Node).start, (property.value as Node).end, 'void 0');
          }
        }
      }
      return text.hasChanged() ? { code: text.toString(), map: text.generateMap({ hires: true }) } : null;
    },
  };
}
