import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import swagger from '@fastify/swagger';
import * as contract from '@portal/contract';
import { endpointGroups } from '@portal/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { access } from '../src/lib/access.ts';
import { openApiOptions, operationIdOf, summaryOf } from '../src/lib/openapi.ts';
import { routes } from '../src/lib/route.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Array<Record<string, string[]>>;
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema: unknown }>; headers?: Record<string, unknown> }>;
};
type Document = {
  openapi: string;
  servers?: Array<{ url: string }>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
};

let t: TestApp;
let doc: Document;
/** Every operation of the document with the access rule its route declares. */
let operations: Array<{ key: string; path: string; op: Operation; route: TestApp['app']['routeTable'][number] }>;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: '/api/docs/json' })).json();
  operations = t.app.routeTable.map((route) => {
    const docPath = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const op = doc.paths[docPath]?.[route.method.toLowerCase()];
    if (!op) throw new Error(`${route.method} ${route.url} is missing from the document`);
    return { key: `${route.method} ${route.url}`, path: docPath, op, route };
  });
});
afterAll(() => t.close());

/** Runs the Redocly CLI's lint (redocly.yaml: the recommended rules) on a document; no network: telemetry and notices off. */
async function redoclyLint(document: unknown) {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const cli = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
    const child = spawn(process.execPath, [cli, 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--format=json'], {
      cwd: root,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d;
    });
    child.stderr.on('data', (d: Buffer) => {
      err += d;
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const report = JSON.parse(out || 'null') as {
      totals: { errors: number; warnings: number };
      problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer?: string }> }>;
    } | null;
    if (!report) throw new Error(`redocly gave no report (exit ${code}): ${err}`);
    return { code, report };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the routes and the contract', () => {
  it('every API route is an endpoint of the contract, defined once, and every endpoint is served', () => {
    const endpoints = endpointGroups(contract)
      .flatMap(([, group]) => Object.values(group))
      .map((e) => `${e.method} ${e.path}`);
    const twice = endpoints.filter((key, i) => endpoints.indexOf(key) !== i);
    expect(twice, 'defined twice in the contract').toEqual([]);
    const served = t.app.routeTable.map((route) => `${route.method} ${route.url}`);
    expect(
      served.filter((key) => !endpoints.includes(key)),
      'served, but no endpoint of the contract',
    ).toEqual([]);
    expect(
      endpoints.filter((key) => !served.includes(key)),
      'in the contract, but not served',
    ).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('passes Redocly lint with the recommended rules: no error, no warning', async () => {
    const { code, report } = await redoclyLint(doc);
    const problems = report.problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(problems).toEqual([]);
    expect(code).toBe(0);
  });

  it('the lint fails on an error (so the check above can fail)', async () => {
    const broken = structuredClone(doc);
    const login = broken.paths['/api/partner/{type}/auth/login']?.post;
    if (!login) throw new Error('no login operation');
    delete login.summary;
    broken.servers = [];
    const { code, report } = await redoclyLint(broken);
    expect(code).not.toBe(0);
    expect(report.problems.map((p) => p.ruleId).sort()).toEqual(['no-empty-servers', 'operation-summary']);
  });

  it('is OpenAPI 3.1 with a relative server, the bearer scheme and the error envelope', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.schemas.ErrorReply).toMatchObject({ type: 'object', required: ['message'] });
    // 3.1 says "or null" with the null type; `nullable` is a 3.0 word that 3.1 ignores.
    expect(JSON.stringify(doc)).not.toContain('"nullable"');
  });

  it('names every operation once, in camelCase, with a summary', () => {
    expect(operations.length).toBeGreaterThan(150);
    // …and the document holds nothing else (every operation is a route whose access is known).
    expect(Object.values(doc.paths).flatMap((item) => Object.keys(item)).length).toBe(operations.length);
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, op } of operations) {
      expect(op.operationId, key).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(op.summary?.trim(), key).toBeTruthy();
    }
  });

  it('asks for the bearer token as each route access rule says', () => {
    for (const { key, op, route } of operations) {
      if (route.access?.kind === 'public') expect(op.security, key).toEqual([{}, { bearer: [] }]);
      else expect(op.security, key).toEqual([{ bearer: [] }]);
    }
  });

  it('documents the error answers each route can give, in the error envelope', () => {
    const has = (op: Operation, status: number) => Object.hasOwn(op.responses, String(status));
    for (const { key, path: docPath, op, route } of operations) {
      const statuses = Object.keys(op.responses).filter((s) => s !== '200' && s !== '304');
      for (const status of statuses) {
        expect(op.responses[status]?.content?.['application/json']?.schema, `${key} ${status}`).toEqual({
          $ref: '#/components/schemas/ErrorReply',
        });
      }
      for (const status of [400, 500, 503]) expect(has(op, status), `${key} ${status}`).toBe(true);
      const authenticated = route.access?.kind !== 'public';
      if (authenticated) for (const status of [401, 403]) expect(has(op, status), `${key} ${status}`).toBe(true);
      const namesObject = /\{[^}]+\}/.test(docPath) || (route.access?.kind === 'partner' && route.access.owns);
      expect(has(op, 404), `${key} 404`).toBe(Boolean(namesObject));
      const multipart = Boolean(op.requestBody?.content['multipart/form-data']);
      if (multipart) for (const status of [413, 415]) expect(has(op, status), `${key} ${status}`).toBe(true);
      if (!op.requestBody) for (const status of [409, 413, 415]) expect(has(op, status), `${key} ${status}`).toBe(false);
      if (route.method === 'GET') expect(has(op, 422), `${key} 422`).toBe(false);
    }
    const op = (p: string, m = 'post') => doc.paths[p]?.[m] as Operation;
    for (const signIn of ['/api/partner/{type}/auth/login', '/api/admin/auth/login']) {
      for (const status of [401, 403, 429]) expect(has(op(signIn), status), `${signIn} ${status}`).toBe(true);
      expect(has(op(signIn), 409), `${signIn} 409`).toBe(false);
    }
    const headers = (o: Operation, status: number) => Object.keys(o.responses[status]?.headers ?? {});
    expect(headers(op('/api/admin/auth/login'), 429)).toEqual(['Retry-After']);
    // A cached GET (footer, lookups) documents its validator and the 304 it leads to; others neither.
    expect(headers(op('/api/partner/footer/list', 'get'), 200)).toEqual(['Cache-Control', 'ETag']);
    expect(has(op('/api/partner/footer/list', 'get'), 304)).toBe(true);
    expect(has(op('/api/partner/v1/{type}/profile', 'get'), 304)).toBe(false);
    expect(has(op('/api/partner/{type}/auth/register'), 409)).toBe(true);
    expect(has(op('/api/partner/{type}/auth/register'), 401)).toBe(false);
    expect(has(op('/api/partner/footer/list', 'get'), 401)).toBe(false);
  });
});

describe('operationIds and summaries from method and path', () => {
  it('derives a camelCase id from every segment, a parameter as By<Name>', () => {
    expect(operationIdOf('GET', '/api/partner/v1/:type/personnel/detail/:id')).toBe('getPartnerV1ByTypePersonnelDetailById');
    expect(operationIdOf('PUT', '/api/partner/personnel/profile/change-password')).toBe('putPartnerPersonnelProfileChangePassword');
    expect(operationIdOf('DELETE', '/api/admin/contracts/{id}/files/{fileId}')).toBe('deleteAdminContractsByIdFilesByFileId');
  });

  it('says the action a path names, else the method verb, and what it acts on', () => {
    expect(summaryOf('PUT', '/api/partner/v1/:type/personnel/detail/:id/lock', 'data')).toBe('Lock personnel');
    expect(summaryOf('POST', '/api/partner/:type/auth/login', 'data')).toBe('Log in');
    expect(summaryOf('GET', '/api/admin/contracts/:id', 'data')).toBe('Get contracts by id');
    expect(summaryOf('GET', '/api/admin/partners', 'list')).toBe('List partners');
    expect(summaryOf('GET', '/api/partner/bid-post/status-list', 'data')).toBe('List bid post status');
    expect(summaryOf('GET', '/api/admin/tendering/files/:id', 'raw')).toBe('Download tendering files by id');
    expect(summaryOf('GET', '/api/admin/partners/rename-requests', 'list')).toBe('List partners rename requests');
    expect(summaryOf('POST', '/api/admin/orders/:id/status', 'data')).toBe('Set orders status');
    expect(summaryOf('POST', '/api/partner/v1/provider/bid-post/create-bid-post-submit', 'data')).toBe('Create bid post submit provider');
  });

  it('keeps a declared operationId, summary and extra error statuses', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(swagger, openApiOptions);
    await app.register(async (scope) => {
      const r = routes(scope, 'demo');
      r.get('/things/:code', {
        access: access.public,
        operationId: 'findThing',
        summary: 'Find a thing by its code',
        errorStatuses: [409, 422],
        params: z.object({ code: z.string() }),
        handler: async () => null,
      });
      r.get('/things', { access: access.operator('partners.view'), handler: async () => null });
    });
    await app.ready();
    const spec = app.swagger() as unknown as Document;
    await app.close();
    const declared = spec.paths['/things/{code}']?.get;
    expect(declared).toMatchObject({ operationId: 'findThing', summary: 'Find a thing by its code' });
    expect(Object.keys(declared?.responses ?? {})).toEqual(['200', '400', '404', '409', '422', '500', '503']);
    const derived = spec.paths['/things']?.get;
    expect(derived).toMatchObject({ operationId: 'getThings', summary: 'Get things', security: [{ bearer: [] }] });
    expect(Object.keys(derived?.responses ?? {})).toEqual(['200', '400', '401', '403', '500', '503']);
  });
});
