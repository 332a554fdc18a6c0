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

/** A change to a module's text: `text` in place of `start`–`end` (an insertion where they are equal). */
type Edit = { start: number; end: number; text: string };

function parse(code: string, id: string, lang: 'js' | 'ts') {
  const { program, errors } = parseSync(id, code, { lang });
  if (errors.length > 0) throw new Error(`endpoint-schemas: ${id} does not parse: ${errors[0]?.message}`);
  return program;
}

/** `code` with the edits made (at one place, in the order given); null when there are none. */
function splice(code: string, edits: Edit[]): string | null {
  if (edits.length === 0) return null;
  let out = '';
  let at = 0;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    out += code.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + code.slice(at);
}

/** `code` (an endpoints module, as JavaScript) with the browser-unused values cut; null when nothing was cut. */
export function stripEndpointSchemas(code: string, id: string, lang: 'js' | 'ts' = 'js'): string | null {
  const edits: Edit[] = [];
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
        const { start, end } = property.shorthand ? property : property.value;
        edits.push({ start, end, text: property.shorthand ? `${property.key.name}: void 0` : 'void 0' });
      }
    },
  }).visit(parse(code, id, lang));
  return splice(code, edits);
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string' && typeof (value as Node).start === 'number';
/** Run when called, not when the module loads; an optional chain would change meaning in parentheses. */
const NOT_MARKED = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'ClassExpression', 'ChainExpression']);

/**
 * `code` with every call that builds a top-level constant marked pure, so the build drops a constant
 * nothing uses. zod's schemas are built by chains of calls (`z.string().trim().max(30)`,
 * `rowSchema.extend({ … })`, `listOf(rowSchema)`) that the bundler cannot know are free of effects.
 * Each call becomes `(/* @__PURE__ *\/ call)`: in a chain the calls start at the same place, and the
 * parentheses give each its own mark. Function bodies are left alone.
 */
export function markConstantsPure(code: string, id: string, lang: 'js' | 'ts' = 'js'): string | null {
  const edits: Edit[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!isNode(node) || NOT_MARKED.has(node.type)) return;
    // Outer calls are reached first, so at a shared start their mark comes first (`splice` keeps the order).
    if (node.type === 'CallExpression' || node.type === 'NewExpression')
      edits.push({ start: node.start, end: node.start, text: '(/* @__PURE__ */ ' }, { start: node.end, end: node.end, text: ')' });
    for (const value of Object.values(node)) visit(value);
  };
  for (const statement of parse(code, id, lang).body as unknown as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) visit(declarator.init);
  }
  return splice(code, edits);
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
