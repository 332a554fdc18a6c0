import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifySync } from 'vite';
import { describe, expect, it } from 'vitest';
import { markConstantsPure, stripEndpointSchemas } from '../../endpoint-schemas-plugin';

const ENDPOINTS = join(import.meta.dirname, '../../../../packages/contract/src/endpoints/');
const minify = (code: string) => minifySync('m.js', code, { module: true, compress: true, mangle: false }).code;

describe("the browser build's endpoints carry no server-only schema", () => {
  it('keeps what a call needs (method, path, access, params, query) and cuts the rest', () => {
    const code = [
      "const a = endpoint({ method: 'GET', path: '/x/:id', tag: 't', access: A, params: p, query: q, data: listOf(row), summary: 's' });",
      "const b = endpoint({ method: 'POST', path: '/y', access: A, body, multipart: { fields: f, files: ['x'] }, outside: 'o' });",
    ].join('\n');
    const out = stripEndpointSchemas(code, 'e.js');
    expect(out).toContain("method: 'GET', path: '/x/:id', tag: void 0, access: A, params: p, query: q, data: void 0, summary: void 0 }");
    expect(out).toContain('body: void 0, multipart: void 0, outside: void 0 }');
    expect(out).not.toMatch(/listOf|row|fields/);
    expect(stripEndpointSchemas('const c = other({ data: d });', 'e.js')).toBeNull();
  });

  it('refuses a definition it cannot read, rather than keep its schemas unnoticed', () => {
    expect(() => stripEndpointSchemas('endpoint({ ...base, data: d });', 'e.js')).toThrow(/spread or computed/);
    expect(() => stripEndpointSchemas('endpoint(definition);', 'e.js')).toThrow(/one object literal/);
  });

  it("reads every endpoints module of the contract, and cuts what each module's definitions name for the server", () => {
    const files = readdirSync(ENDPOINTS).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const out = stripEndpointSchemas(readFileSync(`${ENDPOINTS}${file}`, 'utf8'), file, 'ts');
      expect(out, file).toMatch(/(?:tag|data|body): void 0/);
    }
  });
});

describe('constants built by calls are marked pure, so the build drops those nothing uses', () => {
  const code = [
    "import { z } from 'zod';",
    'const used = z.string().trim().max(3);',
    'const unusedChain = used.extend({ a: z.number().int() }).refine((v) => v > 1);',
    'const unusedList = listOf(z.object({ b: z.string() }));',
    'function later() { register(); }',
    'export { used, later };',
  ].join('\n');

  it('drops an unused chain of calls and keeps what is used; function bodies are left as they are', () => {
    const marked = markConstantsPure(code, 'm.js') ?? '';
    const kept = minify(marked);
    expect(kept).toMatch(/trim\(\)\.max\(3\)/);
    expect(kept).not.toMatch(/extend|refine|listOf|object/);
    expect(kept).toMatch(/register\(\)/);
    expect(marked).not.toMatch(/PURE__ \*\/ register/);
  });

  it('without the marks, the same module keeps them (what the marks are for)', () => {
    expect(minify(code)).toMatch(/extend/);
  });
});
