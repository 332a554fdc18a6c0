import { parseSync, type Plugin, Visitor } from 'vite';

/**
 * The browser's copy of the contract's endpoints, without the schemas it never runs. One definition
 * per endpoint (packages/contract/src/endpoints/) names its answer's schema (`data`), its body's
 * (`body`, `multipart`) and its OpenAPI words; the server parses and documents with them, the
 * browser only calls the endpoint (method, path, params) and reads a list's filters from the
 * address with its `query` schema (lib/use-list-filters.ts). Left in, every endpoint group a
 * screen touches kept every schema of its answers alive, and the browser built them all at start
 * (zod's schema building was a fifth of /chi-dinh's script time under the phone's slowdown).
 *
 * In the browser build, each `endpoint({ … })` call of those modules has these properties' values
 * replaced by `void 0`; the schemas only they named are then unused, and the build drops them (the
 * contract is side-effect free and building a zod schema pure: vite.config.ts). The types are the
 * source's: the type check and the editor see the whole definition. A definition that no longer
 * reads as `endpoint({ … })` with plain keys throws, so the build fails rather than keep them.
 */
export const BROWSER_UNUSED_KEYS: ReadonlySet<string> = new Set([
  'data',
  'body',
  'multipart',
  'summary',
  'operationId',
  'errorStatuses',
  'outside',
  'tag',
]);

const ENDPOINT_MODULE = /\/packages\/contract\/src\/endpoints\/[^/]+\.ts$/;
/** The contract's modules whose top-level constants are schemas, endpoints and lookups: built, never run for effect. */
const PURE_MODULE = /\/packages\/contract\/src\/(?:endpoints|schemas|rules)\/[^/]+\.ts$/;

type Range = { start: number; end: number };

/** `code` (an endpoints module, as JavaScript) with the browser-unused values cut; null when nothing was cut. */
export function stripEndpointSchemas(code: string, id: string, lang: 'js' | 'ts' = 'js'): string | null {
  const { program, errors } = parseSync(id, code, { lang });
  if (errors.length > 0) throw new Error(`endpoint-schemas: ${id} does not parse: ${errors[0]?.message}`);
  const cuts: { range: Range; key: string; shorthand: boolean }[] = [];
  new Visitor({
    CallExpression(node) {
      if (node.callee.type !== 'Identifier' || node.callee.name !== 'endpoint') return;
      const [definition] = node.arguments;
      if (node.arguments.length !== 1 || definition?.type !== 'ObjectExpression')
        throw new Error(`endpoint-schemas: ${id}: an endpoint() call without one object literal`);
      for (const property of definition.properties) {
        if (property.type !== 'Property' || property.computed || property.key.type !== 'Identifier')
          throw new Error(`endpoint-schemas: ${id}: an endpoint definition with a spread or computed key`);
        if (!BROWSER_UNUSED_KEYS.has(property.key.name)) continue;
        const range = property.shorthand ? property : property.value;
        cuts.push({ range: { start: range.start, end: range.end }, key: property.key.name, shorthand: property.shorthand });
      }
    },
  }).visit(program);
  if (cuts.length === 0) return null;
  let out = '';
  let at = 0;
  for (const cut of cuts.sort((a, b) => a.range.start - b.range.start)) {
    out += code.slice(at, cut.range.start) + (cut.shorthand ? `${cut.key}: void 0` : 'void 0');
    at = cut.range.end;
  }
  return out + code.slice(at);
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string' && typeof (value as Node).start === 'number';

/**
 * `code` with every call that builds a top-level constant marked pure (`/* @__PURE__ *\/`), so the
 * build drops a constant nothing uses. zod's schemas are built by chains of calls (`z.string().trim()
 * .max(30)`, `rowSchema.extend({ … })`, `listOf(rowSchema)`) that the bundler cannot know are free
 * of effects; in a chain, each inner call is wrapped in parentheses to carry its own mark. Function
 * bodies are left alone (they run when called, not when the module loads).
 */
export function markConstantsPure(code: string, id: string, lang: 'js' | 'ts' = 'js'): string | null {
  const { program, errors } = parseSync(id, code, { lang });
  if (errors.length > 0) throw new Error(`endpoint-schemas: ${id} does not parse: ${errors[0]?.message}`);
  const inserts: { at: number; text: string; order: number }[] = [];
  let order = 0;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' || node.type === 'ClassExpression') return;
    if (node.type === 'CallExpression' || node.type === 'NewExpression') markCall(node, false);
    for (const [key, value] of Object.entries(node)) if (key !== 'type' && key !== 'start' && key !== 'end') visit(value);
  };
  const markCall = (call: Node, wrap: boolean) => {
    if (wrap) inserts.push({ at: call.start, text: '(', order: order++ });
    inserts.push({ at: call.start, text: '/* @__PURE__ */ ', order: order++ });
    if (wrap) inserts.push({ at: call.end, text: ')', order: -order++ });
    // An inner call of a chain (`a().b()`) starts where the outer one does: its own parentheses.
    let callee = call.callee as Node;
    while (callee.type === 'MemberExpression' || callee.type === 'ParenthesizedExpression') {
      const inner = (callee.type === 'MemberExpression' ? callee.object : callee.expression) as Node;
      if (inner.type === 'CallExpression' && inner.start === call.start) {
        markCall(inner, true);
        return;
      }
      callee = inner;
    }
  };
  for (const statement of program.body as unknown as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) visit(declarator.init);
  }
  if (inserts.length === 0) return null;
  // Same place: the outer call's mark before the inner call's parenthesis; closing ones innermost first.
  inserts.sort((a, b) => a.at - b.at || a.order - b.order);
  let out = '';
  let at = 0;
  for (const insert of inserts) {
    out += code.slice(at, insert.at) + insert.text;
    at = insert.at;
  }
  return out + code.slice(at);
}

export function endpointSchemasPlugin(): Plugin {
  return {
    name: 'endpoint-schemas',
    apply: 'build',
    // A normal plugin: its transform sees the module once TypeScript is stripped.
    transform: {
      filter: { id: PURE_MODULE },
      handler(code, id) {
        const path = id.replace(/[?#].*$/, '');
        const stripped = ENDPOINT_MODULE.test(path) ? (stripEndpointSchemas(code, path) ?? code) : code;
        const marked = markConstantsPure(stripped, path) ?? stripped;
        return marked === code ? null : { code: marked, map: null };
      },
    },
  };
}
