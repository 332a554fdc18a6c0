import { randomUUID } from 'node:crypto';
import {
  DATE_FORMAT,
  DATE_LIMITS,
  LIVE_STREAM_PATHS,
  MSG,
  notificationDeskEndpoints,
  PARTNER_TYPES,
  type PartnerType,
  operatorSelfEndpoints,
} from '@portal/contract';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Access } from '../src/lib/access.ts';
import { bearer, createTestApp, DEMO_PASSWORD, login, multipart, type TestApp } from './helpers.ts';

/**
 * Bad input generated from each route's own body schema: the right keys with wrong values,
 * missing and extra keys, huge and odd strings. Never a 5xx, always the error envelope, and a
 * refused request writes no row.
 */
let t: TestApp;
let providerToken = '';
let operatorToken = '';
const partnerTokens = {} as Record<PartnerType, string>;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_MAX: '100000', OTP_RATE_MAX: '100000' });
  providerToken = await login(t.app, 'provider', 'ncc_demo');
  partnerTokens.provider = providerToken;
  partnerTokens.collaborator = await login(t.app, 'collaborator', 'ctv_demo');
  partnerTokens.company = await login(t.app, 'company', 'dn_demo');
  const res = await t.app.inject({
    method: 'POST',
    url: operatorSelfEndpoints.login.path,
    payload: { username: 'admin_demo', password: DEMO_PASSWORD },
  });
  operatorToken = res.json().data.token;
  // Every table of the schema is watched (it has more than a hundred), and a write moves the count: a
  // sign-in writes its session.
  expect(await countWrites()).toBeGreaterThan(100);
  const before = Number(await rowsWritten());
  await login(t.app, 'provider', 'ncc_demo');
  expect(Number(await rowsWritten())).toBeGreaterThan(before);
});
afterAll(() => t.close());

/**
 * Each of these tests walks every route of the API: its time grows with the routes and the machine
 * (the bodies' walk took 100–120 s on a slow two-core machine, against 50 s on the usual one).
 */
const EVERY_ROUTE_MS = 300_000;

/**
 * Rows written (inserted or deleted) in any table of the portal since the file began, counted by a
 * trigger on each table into one row of a table of this test's database: reading it is one row, where
 * counting every table after each of thousands of requests was most of this file's time. Counted in
 * the writing transaction, so a request that wrote and rolled back (a refusal, as it should be)
 * leaves it unchanged; one that wrote and deleted (net nothing) still moves it.
 */
async function countWrites(): Promise<number> {
  await t.database.pool.query(`
    create table fuzz_rows_written (n bigint not null);
    insert into fuzz_rows_written values (0);
    create function fuzz_count_row() returns trigger language plpgsql as $$
      begin update fuzz_rows_written set n = n + 1; return null; end $$;
    do $$ declare name text; begin
      for name in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and c.relname <> 'fuzz_rows_written' loop
        execute format('create trigger fuzz_count after insert or delete on %I for each row execute function fuzz_count_row()', name);
      end loop;
    end $$;`);
  const { rows } = await t.database.pool.query<{ tables: number }>(
    `select count(distinct tgrelid)::int as tables from pg_trigger where tgname = 'fuzz_count'`,
  );
  return rows[0]?.tables ?? 0;
}

/** How many rows the portal has written so far (countWrites). */
async function rowsWritten(): Promise<string> {
  // Named: each connection plans it once, not on every call.
  const { rows } = await t.database.pool.query<{ n: string }>({ name: 'fuzz-rows-written', text: 'select n from fuzz_rows_written' });
  return rows[0]?.n ?? '';
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
  it(
    'never 5xx, always the envelope, no row written on refusal',
    async () => {
      const routes = t.app.routeTable.filter((r) => (r.method === 'POST' || r.method === 'PUT') && r.schema?.body);
      expect(routes.length).toBeGreaterThan(5);
      for (const route of routes) {
        const token = route.access?.kind === 'operator' ? operatorToken : providerToken;
        await fc.assert(
          fc.asyncProperty(
            bodyFor(route.schema?.body as z.ZodType),
            fc.constantFrom('provider', 'company', 'x', '%2e%2e'),
            async (body, type) => {
              const url = route.url.replace(':type', type);
              const before = await rowsWritten();
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
                expect(await rowsWritten(), where).toBe(before);
              }
            },
          ),
          { numRuns: 40, seed: 20261122 },
        );
      }
    },
    EVERY_ROUTE_MS,
  );
});

describe('unpaired surrogates in every text field', () => {
  const LONE = ['Cat \uD800 0', '\uDC00', 'x\uDBFF', '\u0000'];

  it(
    'answers 400 naming the field on every JSON write route, and writes nothing',
    async () => {
      const routes = t.app.routeTable.filter((r) => (r.method === 'POST' || r.method === 'PUT') && r.schema?.body);
      const before = await rowsWritten();
      let refused = 0;
      for (const route of routes) {
        const token = route.access?.kind === 'operator' ? operatorToken : providerToken;
        const keys = Object.keys((route.schema?.body as { shape?: object } | undefined)?.shape ?? {});
        const first = keys[0] ?? 'extra';
        // Every field holds one, the first inside an array of objects too (where a list of rows would carry it).
        for (const [body, named] of [
          [Object.fromEntries([first, ...keys.slice(1)].map((k, i) => [k, LONE[i % LONE.length]])), first],
          [{ [first]: [{ name: LONE[0] }] }, `${first}.0.name`],
        ] as const) {
          const res = await t.app.inject({
            method: route.method as 'POST',
            url: route.url.replace(':type', 'provider').replace(/:\w+/g, '1'),
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json', ...bearer(token) },
          });
          const where = `${route.method} ${route.url} ${JSON.stringify(body).slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 160)}`;
          // Access and path come first (401/403/404); past them the text is refused before any rule.
          expect(res.statusCode, where).toBeLessThan(500);
          if (res.statusCode === 400) {
            expect(res.json().errors, where).toEqual({ [named]: [MSG.invalidChars] });
            refused++;
          }
        }
      }
      expect(refused).toBeGreaterThan(100);
      expect(await rowsWritten()).toBe(before);
    },
    EVERY_ROUTE_MS,
  );

  it('refuses the names that once failed with 500: an exam category, a tender category, a broadcast title', async () => {
    for (const [url, body] of [
      ['/api/admin/companies/exam-categories', { name: 'Cat \uD800 0' }],
      ['/api/admin/tendering/categories', { name: 'Cat \uD800 0' }],
      [notificationDeskEndpoints.broadcast.path, { title: 'Cat \uD800 0', body: 'Nội dung', audience: { kind: 'all' } }],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...bearer(operatorToken) },
      });
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json().errors, url).toEqual({ [Object.keys(body)[0] as string]: [MSG.invalidChars] });
    }
  });
});

describe('fuzzed queries and path parameters on every GET route', () => {
  it(
    'never 5xx, always the envelope on refusal',
    async () => {
      // The live streams take no input and never end by themselves (live.test.ts and the access matrix cover them).
      const routes = t.app.routeTable.filter((r) => r.method === 'GET' && !LIVE_STREAM_PATHS.has(r.url));
      const queryValue = fc.oneof(
        oddString,
        fc.integer().map(String),
        fc.constantFrom('-1', '0', '1e9', '99999999999999999999', 'NaN', '[]', '{}'),
      );
      const segment = fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.uuid(),
        fc.constantFrom('..', '%2e%2e', '%00', 'null', '0', 'a'.repeat(300)),
      );
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
    },
    EVERY_ROUTE_MS,
  );
});

// ——— dates ———

/** The slice of JSON Schema the OpenAPI document uses for what a call takes. */
type JsonSchema = {
  format?: string;
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  /** A text field holding JSON (the schedule rows of a bid submission): the schema of that JSON. */
  contentSchema?: JsonSchema;
};
type Key = string | number;
/** A place in a request part: its keys from the top, and the constants (union discriminators) of the objects on the way. */
type Place = { keys: Key[]; schema: JsonSchema; fixed: Array<[Key[], unknown]> };
type Operation = {
  parameters?: Array<{ in: string; name: string; schema: JsonSchema & { type?: string } }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

const DATE_FORMATS: readonly string[] = Object.values(DATE_FORMAT);
/** Names that say "a date" (deployDays, a number of days, does not). */
const DATE_LIKE_NAME = /date|time|birth|^from$|^to$/i;

function* places(schema: JsonSchema | undefined, keys: Key[] = [], fixed: Place['fixed'] = []): Generator<Place> {
  if (!schema) return;
  yield { keys, schema, fixed };
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) yield* places(branch, keys, fixed);
  if (schema.items) yield* places(schema.items, [...keys, 0], fixed);
  if (schema.contentSchema) yield* places(schema.contentSchema, keys, fixed);
  const props = Object.entries(schema.properties ?? {});
  const constants = props.flatMap(([name, p]): Place['fixed'] => {
    const value = p.const ?? (p.enum?.length === 1 ? p.enum[0] : undefined);
    return value === undefined ? [] : [[[...keys, name], value]];
  });
  for (const [name, p] of props) yield* places(p, [...keys, name], [...fixed, ...constants]);
}

function setAt(root: Record<Key, unknown>, keys: Key[], value: unknown) {
  let node = root;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      node[key] = value;
      return;
    }
    node[key] ??= typeof keys[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<Key, unknown>;
  });
}

type DateField = {
  method: string;
  url: string;
  /** The path parameters other than `type`: numeric ones get 1, the others a uuid (or the caller's own object). */
  numericParams: string[];
  part: 'query' | 'json' | 'multipart';
  place: Place;
  access: Access;
};

/** Every date and date-time field of every call, from the OpenAPI document (query, JSON body, multipart, JSON inside multipart). */
function dateFields(): { fields: DateField[]; unmarked: string[]; undocumented: string[] } {
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  const fields: DateField[] = [];
  const unmarked: string[] = [];
  const documented = new Set<string>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      const route = t.app.routeTable.find((r) => r.url === url && r.method === method.toUpperCase());
      if (!route?.access) continue;
      documented.add(`${route.method} ${route.url}`);
      const numericParams = (op.parameters ?? [])
        .filter((p) => p.in === 'path' && (p.schema.type === 'integer' || p.schema.type === 'number'))
        .map((p) => p.name);
      const parts: Array<[DateField['part'], JsonSchema | undefined, Key[]]> = [
        ...(op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p): [DateField['part'], JsonSchema, Key[]] => ['query', p.schema, [p.name]]),
        ['json', op.requestBody?.content['application/json']?.schema, []],
        ['multipart', op.requestBody?.content['multipart/form-data']?.schema, []],
      ];
      for (const [part, schema, keys] of parts) {
        const found = [...places(schema, keys)];
        const dates = found.filter((p) => p.schema.format && DATE_FORMATS.includes(p.schema.format));
        for (const place of dates) fields.push({ method: method.toUpperCase(), url, numericParams, part, place, access: route.access });
        for (const { keys: named } of found) {
          const name = named.at(-1);
          const marked = dates.some((d) => d.keys.join('.') === named.join('.'));
          if (typeof name === 'string' && DATE_LIKE_NAME.test(name) && !marked)
            unmarked.push(`${method.toUpperCase()} ${url} ${named.join('.')}`);
        }
      }
    }
  }
  const undocumented = t.app.routeTable.map((r) => `${r.method} ${r.url}`).filter((r) => !documented.has(r));
  return { fields, unmarked: [...new Set(unmarked)], undocumented };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayOf = ([y, m, d]: readonly [number, number, number]) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
/** Days that do not exist or lie outside the years a date may take. */
const inRange = fc.integer({ min: DATE_LIMITS.minYear, max: DATE_LIMITS.maxYear });
const month = fc.integer({ min: 1, max: 12 });
const day = fc.integer({ min: 1, max: 28 });
const impossibleDay = fc
  .oneof(
    fc.tuple(fc.integer({ min: 0, max: DATE_LIMITS.minYear - 1 }), month, day),
    fc.tuple(fc.integer({ min: DATE_LIMITS.maxYear + 1, max: 9999 }), month, day),
    fc.tuple(inRange, fc.integer({ min: 13, max: 99 }), day),
    fc.tuple(inRange, month).map(([y, m]) => [y, m, new Date(Date.UTC(y, m, 0)).getUTCDate() + 1] as const),
  )
  .map(dayOf);
const BAD_DAYS = [
  '2026-02-30',
  '2025-02-29',
  '2026-04-31',
  '0000-01-01',
  '9999-12-31',
  '10000-01-01',
  '2026-13-01',
  '2026-00-10',
  '2026-01-00',
  '1899-12-31',
  '3000-01-01',
  '2026/02/30',
  '0000/01/01',
  '30-02-2026',
  '01-01-0000',
  '+002026-01-01',
  'hôm qua',
];
const BAD_DATE_TIMES = [
  '2026-02-30T08:30:00.000Z',
  '2025-02-29T08:30:00+07:00',
  '0000-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '+010000-01-01T00:00:00.000Z',
  '10000-01-01T00:00',
  '2026-13-01T08:30:00Z',
  '2026-01-01T24:00:00Z',
  '2026-01-01T08:60:00Z',
  '2026-01-01T08:30:00+25:00',
  '0000-01-01 08:00',
  '9999-12-31 08:00',
  '2026-02-30 08:00',
  'hôm qua',
];

describe('impossible and extreme dates in every date field of every call', () => {
  it('the OpenAPI document marks every date field, inside unions and JSON text fields too', () => {
    const { fields, unmarked, undocumented } = dateFields();
    expect(undocumented, 'every call is in the document the sweep walks').toEqual([]);
    expect(unmarked, 'a date field declared without the contract date schemas').toEqual([]);
    const found = fields.map((f) => `${f.method} ${f.url} ${f.place.keys.join('.')}`);
    const provider = '/api/partner/v1/provider';
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /api/admin/audit from',
        `GET ${provider}/request/list date`,
        `GET ${provider}/history-update/list date`,
        `POST ${provider}/request/create DateRequest`,
        `POST ${provider}/bid-post/create-bid-post-submit ProgressMetadataJson.0.date`,
        `PUT ${provider}/bid-post/update-bid-post-submit/:id ProgressMetadataJson.0.date`,
      ]),
    );
    expect(found.filter((f) => / dateRequired$| dateMeet$| dateRequest$/.test(f)).length).toBeGreaterThanOrEqual(3);
  });

  const usernames: Record<PartnerType, string> = { collaborator: 'ctv_demo', company: 'dn_demo', provider: 'ncc_demo' };
  /** An object of the caller's own, for a multipart call whose ownership is checked before its fields are read. */
  const ownedId = async (kind: NonNullable<Extract<Access, { kind: 'partner' }>['owns']>, type: PartnerType) => {
    const tables: Partial<Record<typeof kind, string>> = {
      'bid-submission': 'bid_submissions',
      'bid-request': 'bid_requests',
      'deferred-payment': 'deferred_payments',
    };
    const table = tables[kind];
    if (!table) throw new Error(`add the table of '${kind}' to the date sweep`);
    const { rows: partner } = await t.database.db.execute<{ id: string }>(
      sql`select partner_id as id from users where username = ${usernames[type]}`,
    );
    const { rows } = await t.database.db.execute<{ id: string }>(sql`select id::text as id from ${sql.identifier(table)}`);
    for (const { id } of rows) if ((await t.app.owners.get(kind)?.(t.app.deps, id)) === partner[0]?.id) return id;
    throw new Error(`no ${kind} of ${usernames[type]} in the demo data`);
  };

  /** Sends `value` in `field` (nothing else but the union's constants) as the caller its access names. */
  async function sendDate(field: DateField, value: string) {
    const { access, place } = field;
    const type = access.kind !== 'partner' ? undefined : access.types === 'path' ? (access.pathTypes ?? PARTNER_TYPES)[0] : access.types[0];
    const token = access.kind === 'operator' ? operatorToken : type ? partnerTokens[type] : '';
    let path = field.url.replace(':type', type ?? 'provider');
    for (const name of field.numericParams) path = path.replace(`:${name}`, '1');
    if (access.kind === 'partner' && access.owns && field.part === 'multipart' && type)
      path = path.replace(':id', await ownedId(access.owns, type));
    path = path.replace(/:\w+/g, () => randomUUID());
    const body: Record<Key, unknown> = {};
    for (const [keys, constant] of place.fixed) setAt(body, keys, constant);
    setAt(body, place.keys, value);
    const request =
      field.part === 'query'
        ? { url: `${path}?${new URLSearchParams(body as Record<string, string>)}`, headers: bearer(token) }
        : field.part === 'json'
          ? { url: path, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...bearer(token) } }
          : (() => {
              const form = multipart(
                Object.entries(body).map(([name, v]) => ({ name, value: typeof v === 'string' ? v : JSON.stringify(v) })),
              );
              return { url: path, payload: form.payload, headers: { ...form.headers, ...bearer(token) } };
            })();
    const res = await t.app.inject({ method: field.method as 'GET', ...request });
    const key = place.keys.join('.');
    return { res, key, where: `${field.method} ${request.url} ${key}=${value} → ${res.statusCode} ${res.body.slice(0, 200)}` };
  }

  it(
    'answers 400 naming the field, never 5xx, and writes nothing',
    async () => {
      const { fields } = dateFields();
      const before = await rowsWritten();
      let sent = 0;
      for (const [i, field] of fields.entries()) {
        const sampled = fc.sample(impossibleDay, { numRuns: 4, seed: 20261124 + i });
        const values =
          field.place.schema.format === DATE_FORMAT.date
            ? [...BAD_DAYS, ...sampled]
            : [...BAD_DATE_TIMES, ...sampled.flatMap((d) => [`${d}T08:30:00.000Z`, `${d} 08:30`])];
        for (const value of values) {
          const { res, key, where } = await sendDate(field, value);
          sent++;
          expect(res.statusCode, where).toBe(400);
          expect(Object.keys(res.json().errors ?? {}), where).toContain(key);
        }
      }
      expect(sent).toBeGreaterThan(200);
      expect(await rowsWritten()).toBe(before);
    },
    EVERY_ROUTE_MS,
  );

  it('takes what the document says: every date-time field an instant with Z and with +07:00', async () => {
    const { fields } = dateFields();
    // 09:00 in Vietnam a month ahead: a sampling hour, in the future, within every range.
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const dateTimes = fields.filter((f) => f.place.schema.format === DATE_FORMAT.dateTime);
    expect(dateTimes.length).toBeGreaterThan(5);
    const before = await rowsWritten();
    for (const field of dateTimes) {
      for (const value of [`${day}T02:00:00Z`, `${day}T09:00:00+07:00`, `${day}T09:00:00.000+07:00`]) {
        const { res, key, where } = await sendDate(field, value);
        expect(res.statusCode, where).toBeLessThan(500);
        // The other fields are missing, so the call is refused: but never for this one.
        expect(Object.keys(res.json().errors ?? {}), where).not.toContain(key);
      }
    }
    expect(await rowsWritten()).toBe(before);
  });
});
