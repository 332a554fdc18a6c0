import { apiPaths } from '@portal/contract';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bearer, createTestApp, DEMO_PASSWORD, login, type TestApp } from './helpers.ts';

/**
 * Bad input generated from each route's own body schema: the right keys with wrong values,
 * missing and extra keys, huge and odd strings. Never a 5xx, always the error envelope, and a
 * refused request writes no row.
 */
let t: TestApp;
let providerToken = '';
let operatorToken = '';
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_MAX: '100000', OTP_RATE_MAX: '100000' });
  providerToken = await login(t.app, 'provider', 'ncc_demo');
  const res = await t.app.inject({
    method: 'POST',
    url: apiPaths.admin.login,
    payload: { username: 'admin_demo', password: DEMO_PASSWORD },
  });
  operatorToken = res.json().data.token;
});
afterAll(() => t.close());

async function rowCounts(): Promise<string> {
  const { rows } = await t.database.db.execute<{ counts: string }>(sql`
    select string_agg(format('%s=%s', c.relname, (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from %I', c.relname), false, true, '')))[1]::text), ',' order by c.relname) as counts
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and c.relname not like '\\_\\_%'`);
  return rows[0]?.counts ?? '';
}

const oddString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '\u202E',
    '\uFEFF',
    'null',
    '0',
    '-1',
    '1e309',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '\u0000',
  ),
  fc.constant('x'.repeat(300_000)),
);
const anyValue = fc.oneof(
  oddString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(oddString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), oddString, { maxKeys: 3 }),
);

function bodyFor(schema: z.ZodType | undefined) {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  const keys = Object.keys(shape);
  const known = keys.length ? fc.record(Object.fromEntries(keys.map((k) => [k, anyValue])), { requiredKeys: [] }) : fc.constant({});
  return fc.oneof(
    known,
    fc.tuple(known, fc.dictionary(fc.string({ maxLength: 10 }), anyValue, { maxKeys: 4 })).map(([a, b]) => ({ ...b, ...a })),
    anyValue,
  );
}

describe('fuzzed bodies on every JSON write route', () => {
  it('never 5xx, always the envelope, no row written on refusal', async () => {
    const routes = t.app.routeTable.filter((r) => (r.method === 'POST' || r.method === 'PUT') && r.schema?.body);
    expect(routes.length).toBeGreaterThan(5);
    expect(await rowCounts()).toMatch(/(^|,)users=17(,|$)/);
    for (const route of routes) {
      const token = route.access?.kind === 'operator' ? operatorToken : providerToken;
      await fc.assert(
        fc.asyncProperty(
          bodyFor(route.schema?.body as z.ZodType),
          fc.constantFrom('provider', 'company', 'x', '%2e%2e'),
          async (body, type) => {
            const url = route.url.replace(':type', type);
            const before = await rowCounts();
            const res = await t.app.inject({
              method: route.method as 'POST',
              url,
              payload: JSON.stringify(body),
              headers: { 'content-type': 'application/json', ...bearer(token) },
            });
            const where = `${route.method} ${url} ${JSON.stringify(body).slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 120)}`;
            expect(res.statusCode, where).toBeLessThan(500);
            if (res.statusCode >= 400) {
              const answer = res.json();
              expect(typeof answer.message, where).toBe('string');
              expect(answer.message.length, where).toBeGreaterThan(0);
              if (answer.errors)
                expect(
                  Object.values(answer.errors).every((v) => Array.isArray(v)),
                  where,
                ).toBe(true);
              expect(await rowCounts(), where).toBe(before);
            }
          },
        ),
        { numRuns: 40, seed: 20261122 },
      );
    }
  }, 120_000);
});

describe('fuzzed queries and path parameters on every GET route', () => {
  it('never 5xx, always the envelope on refusal', async () => {
    const routes = t.app.routeTable.filter((r) => r.method === 'GET');
    const queryValue = fc.oneof(
      oddString,
      fc.integer().map(String),
      fc.constantFrom('-1', '0', '1e9', '99999999999999999999', 'NaN', '[]', '{}'),
    );
    const segment = fc.oneof(fc.string({ maxLength: 40 }), fc.uuid(), fc.constantFrom('..', '%2e%2e', '%00', 'null', '0', 'a'.repeat(300)));
    for (const route of routes) {
      const token = route.access?.kind === 'operator' ? operatorToken : providerToken;
      const keys = Object.keys((route.schema?.querystring as { shape?: object } | undefined)?.shape ?? {});
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...keys, 'x', 'status[]', '__proto__'), queryValue, { maxKeys: 4 }),
          segment,
          fc.constantFrom('provider', 'company', 'x'),
          async (query, id, type) => {
            const path = route.url.replace(':type', type).replace(':id', encodeURIComponent(id).slice(0, 400));
            const qs = Object.entries(query)
              .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v).slice(0, 2000))}`)
              .join('&');
            const res = await t.app.inject({ method: 'GET', url: `${path}${qs ? `?${qs}` : ''}`, headers: bearer(token) });
            const where = `GET ${path}?${qs.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 120)}`;
            expect(res.statusCode, where).toBeLessThan(500);
            if (res.statusCode >= 400) expect(typeof res.json().message, where).toBe('string');
          },
        ),
        { numRuns: 25, seed: 20261122 },
      );
    }
  }, 120_000);
});
