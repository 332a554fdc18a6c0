import { APPOINTMENT_STATUS, orderListSchema, orderReportSchema, pathOf, personnelRoleEndpoints } from '@portal/contract';
import { and, asc, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medicalOrders } from '../src/db/schema.ts';
import { access } from '../src/lib/access.ts';
import { CACHE } from '../src/lib/http-cache.ts';
import { routes } from '../src/lib/route.ts';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';
import { newPatientOrder, operatorToken, partnerIdOf } from './orders-helpers.ts';

/**
 * Who sees the money on orders and patients, field by field: written by hand, never computed from
 * the schemas, so that a field left unmarked (or marked with the wrong key) fails here until someone
 * changes this table on purpose.
 *
 *   shown   the call answers, and every object that can hold the field holds it (a number)
 *   hidden  the call answers, and none of them holds it
 *   403     the call itself is refused (the access matrix covers why)
 *
 * The callers: ctv_demo (main account: every key), ctv_tro_ly ('Trợ lý': neither 'price.view' nor
 * 'debt.view'), ctv_dieu_phoi ('Điều phối lịch hẹn': 'price.view', not 'debt.view'), and the desk's
 * operators who read orders (administrator, customer care), whom partner roles do not bind.
 * {ownOrder} is an order of ctv_demo, {ownPatient} a patient of it with orders, {openOrder} an order of
 * ctv_demo still waiting for confirmation (one per caller: each edits, then cancels its own). The writes
 * come after the reads, so every caller reads the same data.
 */
const CALLERS = ['ctv_demo', 'ctv_tro_ly', 'ctv_dieu_phoi', 'admin_demo', 'qt_cskh'] as const;
type Caller = (typeof CALLERS)[number];

const S = 'shown';
const H = 'hidden';
type Cell = typeof S | typeof H | 403;
type Row = readonly [call: string, field: string, ...cells: Cell[]];

const C = '/api/partner/v1/collaborator';

// biome-ignore format: a table is read in columns
const FIELDS: readonly Row[] = [
  //                                                                                            ctv  troLy dieuPhoi adm  cskh
  [`GET ${C}/medical-order/list`,                      'data.items[].totalServicePrice',          S,   H,   S,   403, 403],
  [`GET ${C}/medical-order/list`,                      'data.items[].totalConsultationFee',       S,   H,   H,   403, 403],
  [`GET ${C}/medical-order/list`,                      'data.items[].services[].originalPrice',   S,   H,   S,   403, 403],
  [`GET ${C}/medical-order/list`,                      'data.items[].services[].feePrice',        S,   H,   H,   403, 403],
  [`GET ${C}/medical-order/list`,                      'data.report.totalServicePrice',           S,   H,   S,   403, 403],
  [`GET ${C}/medical-order/report`,                    'data.totalServicePrice',                  S,   H,   S,   403, 403],
  [`GET ${C}/medical-order/detail/{ownOrder}`,         'data.totalServicePrice',                  S,   H,   S,   403, 403],
  [`GET ${C}/medical-order/detail/{ownOrder}`,         'data.totalConsultationFee',               S,   H,   H,   403, 403],
  [`GET ${C}/medical-order/detail/{ownOrder}`,         'data.services[].originalPrice',           S,   H,   S,   403, 403],
  [`GET ${C}/medical-order/detail/{ownOrder}`,         'data.services[].feePrice',                S,   H,   H,   403, 403],
  // the wizard's catalogue: whoever books quotes the price
  [`GET ${C}/medical-order/services?MaTinh=79&IsTaiNha=true`, 'data[].donGia',                    S,   H,   S,   403, 403],
  // …and its bill (the debts' key): the share taken off, and the home-sampling fee
  [`GET ${C}/medical-order/services?MaTinh=79&IsTaiNha=true`, 'data[].feePrice',                  S,   H,   H,   403, 403],
  [`GET ${C}/medical-order/option-fields`,             'data.homeSamplingFee',                    S,   H,   H,   403, 403],
  // a patient's total spent is a sum of service prices
  [`GET ${C}/patient/list`,                            'data.items[].total',                      S,   H,   S,   403, 403],
  [`GET ${C}/patient/detail/{ownPatient}`,             'data.total',                              S,   H,   S,   403, 403],
  // the order desk reads every order whole
  ['GET /api/admin/orders',                            'data.items[].totalServicePrice',          403, 403, 403, S,   S],
  ['GET /api/admin/orders',                            'data.items[].totalConsultationFee',       403, 403, 403, S,   S],
  ['GET /api/admin/orders',                            'data.items[].services[].originalPrice',   403, 403, 403, S,   S],
  ['GET /api/admin/orders',                            'data.items[].services[].feePrice',        403, 403, 403, S,   S],
  ['GET /api/admin/orders/{ownOrder}',                 'data.totalServicePrice',                  403, 403, 403, S,   S],
  ['GET /api/admin/orders/{ownOrder}',                 'data.totalConsultationFee',               403, 403, 403, S,   S],
  ['GET /api/admin/orders/{ownOrder}',                 'data.services[].originalPrice',           403, 403, 403, S,   S],
  ['GET /api/admin/orders/{ownOrder}',                 'data.services[].feePrice',                403, 403, 403, S,   S],
  // every change answers the order or the patient again
  [`PUT ${C}/medical-order/detail/{ownOrder}/request`, 'data.totalServicePrice',                  S,   403, S,   403, 403],
  [`PUT ${C}/medical-order/detail/{ownOrder}/request`, 'data.totalConsultationFee',               S,   403, H,   403, 403],
  [`PUT ${C}/medical-order/detail/{ownOrder}/request`, 'data.services[].originalPrice',           S,   403, S,   403, 403],
  [`PUT ${C}/medical-order/detail/{ownOrder}/request`, 'data.services[].feePrice',                S,   403, H,   403, 403],
  [`POST ${C}/medical-order/create`,                   'data.totalServicePrice',                  S,   403, S,   403, 403],
  [`POST ${C}/medical-order/create`,                   'data.totalConsultationFee',               S,   403, H,   403, 403],
  [`POST ${C}/medical-order/create`,                   'data.services[].originalPrice',           S,   403, S,   403, 403],
  [`POST ${C}/medical-order/create`,                   'data.services[].feePrice',                S,   403, H,   403, 403],
  [`PUT ${C}/medical-order/detail/{openOrder}`,        'data.totalServicePrice',                  S,   403, S,   403, 403],
  [`PUT ${C}/medical-order/detail/{openOrder}`,        'data.totalConsultationFee',               S,   403, H,   403, 403],
  [`PUT ${C}/medical-order/detail/{openOrder}`,        'data.services[].originalPrice',           S,   403, S,   403, 403],
  [`PUT ${C}/medical-order/detail/{openOrder}`,        'data.services[].feePrice',                S,   403, H,   403, 403],
  [`PUT ${C}/medical-order/detail/{openOrder}/patient`, 'data.totalServicePrice',                 S,   403, S,   403, 403],
  [`PUT ${C}/medical-order/detail/{openOrder}/patient`, 'data.totalConsultationFee',              S,   403, H,   403, 403],
  [`PUT ${C}/medical-order/detail/{openOrder}/patient`, 'data.services[].originalPrice',          S,   403, S,   403, 403],
  [`PUT ${C}/medical-order/detail/{openOrder}/patient`, 'data.services[].feePrice',               S,   403, H,   403, 403],
  [`PUT ${C}/medical-order/detail/{openOrder}/cancel`, 'data.totalServicePrice',                  S,   403, S,   403, 403],
  [`PUT ${C}/medical-order/detail/{openOrder}/cancel`, 'data.totalConsultationFee',               S,   403, H,   403, 403],
  [`PUT ${C}/medical-order/detail/{openOrder}/cancel`, 'data.services[].originalPrice',           S,   403, S,   403, 403],
  [`PUT ${C}/medical-order/detail/{openOrder}/cancel`, 'data.services[].feePrice',                S,   403, H,   403, 403],
  [`POST ${C}/patient/create`,                         'data.total',                              S,   403, S,   403, 403],
  [`PUT ${C}/patient/detail/{ownPatient}`,             'data.total',                              S,   403, S,   403, 403],
];

/** A filter on money tells the amounts it bounds: refused to a role that may not see them. */
// biome-ignore format: a table is read in columns
const FILTERS: readonly (readonly [call: string, ...statuses: number[]])[] = [
  //                                                                              ctv  troLy dieuPhoi adm cskh
  [`GET ${C}/medical-order/list?MinServiceTotal=0`,                               200, 403, 200, 403, 403],
  [`GET ${C}/medical-order/list?MaxServiceTotal=99999999`,                        200, 403, 200, 403, 403],
  [`GET ${C}/medical-order/list?MinConsultationFee=0`,                            200, 403, 403, 403, 403],
  [`GET ${C}/medical-order/list?MaxConsultationFee=99999999`,                     200, 403, 403, 403, 403],
  [`GET ${C}/medical-order/report?MinServiceTotal=0`,                             200, 403, 200, 403, 403],
  [`GET ${C}/medical-order/report?MinConsultationFee=0`,                          200, 403, 403, 403, 403],
  [`GET ${C}/patient/list?MinTotal=0`,                                            200, 403, 200, 403, 403],
  [`GET ${C}/patient/list?MaxTotal=99999999`,                                     200, 403, 200, 403, 403],
  // the other filters stay everyone's
  [`GET ${C}/medical-order/list?Status=1`,                                        200, 200, 200, 403, 403],
  [`GET ${C}/patient/list?search=Nguy%E1%BB%85n`,                                 200, 200, 200, 403, 403],
];

const patientBody = {
  fullName: 'Lê Thu Hà',
  phone: '0912000111',
  birthday: '1992-05-20',
  gender: 1,
  email: 'thuha.le@gmail.com',
  provinceCode: '79',
  districtCode: '79',
  wardCode: '26740',
  address: '20 Lê Lợi',
};
/** What a write sends (each caller sends it once). */
const BODIES: Record<string, () => unknown> = {
  [`PUT ${C}/medical-order/detail/{ownOrder}/request`]: () => ({ kind: 'OTHER', content: 'Nhờ gọi lại cho bệnh nhân trước giờ lấy mẫu' }),
  [`POST ${C}/medical-order/create`]: () => newPatientOrder(),
  [`PUT ${C}/medical-order/detail/{openOrder}`]: () => newPatientOrder(),
  [`PUT ${C}/medical-order/detail/{openOrder}/patient`]: () => ({ patientId: ids.ownPatient }),
  [`PUT ${C}/medical-order/detail/{openOrder}/cancel`]: () => ({ reason: 2 }),
  [`POST ${C}/patient/create`]: () => patientBody,
  [`PUT ${C}/patient/detail/{ownPatient}`]: () => patientBody,
};

/**
 * Keys that name an amount; a caller holding no money key gets none of them, in any answer above
 * (counts that happen to start with 'total' are not amounts).
 */
const MONEY_KEY = /price|fee|gia|amount|revenue|cost|total/i;
const COUNT_KEYS = new Set(['totalAppointment', 'totalAppointmentCompleted', 'totalCount']);

let t: TestApp;
const tokens = new Map<Caller, string>();
const ids = { ownOrder: '', ownPatient: '' };
/** ctv_demo's orders still waiting for confirmation, one per caller (a refused caller's is never touched). */
const openOrders = new Map<Caller, string>();
const answers = new Map<string, { status: number; body: unknown }>();

beforeAll(async () => {
  t = await createTestApp();
  for (const caller of CALLERS)
    tokens.set(caller, caller.startsWith('ctv_') ? await login(t.app, 'collaborator', caller) : await operatorToken(t, caller));
  const [order] = await t.database.db
    .select()
    .from(medicalOrders)
    .where(eq(medicalOrders.partnerId, await partnerIdOf(t, 'ctv_demo')))
    .orderBy(asc(medicalOrders.no))
    .limit(1);
  ids.ownOrder = order!.id;
  ids.ownPatient = order!.patientId;
  const open = await t.database.db
    .select()
    .from(medicalOrders)
    .where(and(eq(medicalOrders.partnerId, order!.partnerId), eq(medicalOrders.status, APPOINTMENT_STATUS.Pending)))
    .orderBy(asc(medicalOrders.no))
    .limit(CALLERS.length);
  for (const [i, caller] of CALLERS.entries()) openOrders.set(caller, open[i]!.id);
});
afterAll(() => t.close());

/** One call as this caller; each (call, caller) is sent once, so a write is not repeated per field. */
async function answer(call: string, caller: Caller) {
  const key = `${caller} ${call}`;
  const kept = answers.get(key);
  if (kept) return kept;
  const [method, path] = call.split(' ') as ['GET' | 'POST' | 'PUT', string];
  const url = path
    .replace('{ownOrder}', ids.ownOrder)
    .replace('{ownPatient}', ids.ownPatient)
    .replace('{openOrder}', openOrders.get(caller)!);
  const body = BODIES[call]?.();
  const res = await t.app.inject({
    method,
    url,
    headers: bearer(tokens.get(caller)!),
    ...(body === undefined ? {} : { payload: body as object }),
  });
  const got = { status: res.statusCode, body: res.json() as unknown };
  answers.set(key, got);
  return got;
}

const segmentsOf = (field: string) => field.split('.').flatMap((part) => (part.endsWith('[]') ? [part.slice(0, -2), '[]'] : [part]));

/** The objects that could hold the field's last key, and those of them that do. */
function holders(value: unknown, field: string) {
  const segments = segmentsOf(field);
  const last = segments.pop() as string;
  let nodes: unknown[] = [value];
  for (const segment of segments)
    nodes = nodes.flatMap((node) => {
      if (segment === '[]') return Array.isArray(node) ? node : [];
      return node !== null && typeof node === 'object' && Object.hasOwn(node, segment) ? [(node as Record<string, unknown>)[segment]] : [];
    });
  const parents = nodes.filter(
    (node): node is Record<string, unknown> => node !== null && typeof node === 'object' && !Array.isArray(node),
  );
  return { parents, holding: parents.filter((p) => Object.hasOwn(p, last)), last };
}

/** A copy without the field (the test's own, independent of the server's). */
function without(value: unknown, segments: readonly string[]): unknown {
  const [head, ...rest] = segments;
  if (head === undefined || value === null || typeof value !== 'object') return value;
  if (head === '[]') return Array.isArray(value) ? value.map((v) => without(v, rest)) : value;
  const copy = { ...(value as Record<string, unknown>) };
  if (!Object.hasOwn(copy, head)) return value;
  if (rest.length === 0) delete copy[head];
  else copy[head] = without(copy[head], rest);
  return copy;
}

/** Every key of an answer, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

describe('money fields', () => {
  it('the table has a row for every call whose answer or query carries money', () => {
    const pattern = (call: string) => call.replace(/\?.*$/, '').replace(/\{(ownOrder|openOrder|ownPatient)\}/, ':id');
    const rows = new Set([...FIELDS, ...FILTERS].map(([call]) => pattern(call)));
    const carrying = t.app.routeTable.filter((r) => r.fieldPermissions?.length).map((r) => `${r.method} ${r.url}`);
    expect(carrying.length).toBeGreaterThan(0);
    expect(carrying.filter((route) => !rows.has(route))).toEqual([]);
  });

  it('every caller gets every money field the table says, on every call', async () => {
    const mismatches: string[] = [];
    for (const [call, field, ...cells] of FIELDS) {
      for (const [i, caller] of CALLERS.entries()) {
        const expected = cells[i];
        const { status, body } = await answer(call, caller);
        if (expected === 403) {
          if (status !== 403) mismatches.push(`${caller} ${call}: expected 403, got ${status}`);
          continue;
        }
        if (status !== 200) {
          mismatches.push(`${caller} ${call}: expected 200, got ${status} ${JSON.stringify(body)}`);
          continue;
        }
        const { parents, holding, last } = holders(body, field);
        // An answer with nothing that could hold the field proves nothing either way.
        if (parents.length === 0) mismatches.push(`${caller} ${call} ${field}: nothing in the answer could hold it`);
        else if (expected === S && (holding.length !== parents.length || holding.some((p) => typeof p[last] !== 'number')))
          mismatches.push(`${caller} ${call} ${field}: expected shown, held by ${holding.length} of ${parents.length}`);
        else if (expected === H && holding.length > 0)
          mismatches.push(`${caller} ${call} ${field}: expected hidden, held by ${holding.length} of ${parents.length}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('a role that reads the same orders gets the same answers, less the money fields the table hides from it', async () => {
    for (const call of new Set(FIELDS.filter(([call]) => call.startsWith('GET /api/partner/')).map(([call]) => call))) {
      const whole = (await answer(call, 'ctv_demo')).body;
      for (const caller of ['ctv_tro_ly', 'ctv_dieu_phoi'] as const) {
        const hidden = FIELDS.filter(([c, , ...cells]) => c === call && cells[CALLERS.indexOf(caller)] === H).map(([, field]) => field);
        const expected = hidden.reduce((value, field) => without(value, segmentsOf(field)), whole);
        expect((await answer(call, caller)).body, `${caller} ${call}`).toEqual(expected);
      }
    }
  });

  it('the assistant gets no amount under any name, and the booking role no fee', async () => {
    for (const call of new Set(FIELDS.map(([call]) => call))) {
      const assistant = await answer(call, 'ctv_tro_ly');
      if (assistant.status === 200)
        expect(
          keysOf(assistant.body).filter((key) => MONEY_KEY.test(key) && !COUNT_KEYS.has(key)),
          call,
        ).toEqual([]);
      const booking = await answer(call, 'ctv_dieu_phoi');
      if (booking.status === 200)
        expect(
          keysOf(booking.body).filter((key) => /fee/i.test(key)),
          call,
        ).toEqual([]);
    }
  });

  it('refuses a money filter to a role that may not see the amounts it bounds', async () => {
    const mismatches: string[] = [];
    for (const [call, ...statuses] of FILTERS) {
      const [, path] = call.split(' ') as ['GET', string];
      for (const [i, caller] of CALLERS.entries()) {
        const res = await t.app.inject({ url: path, headers: bearer(tokens.get(caller)!) });
        if (res.statusCode !== statuses[i]) mismatches.push(`${caller} ${call}: expected ${statuses[i]}, got ${res.statusCode}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('lists the field-level key in the role editor, beside the keys routes declare', async () => {
    const res = await t.app.inject({
      url: pathOf(personnelRoleEndpoints.defaultPermissions, { type: 'collaborator' }),
      headers: bearer(tokens.get('ctv_demo')!),
    });
    const keys = (res.json().data as Array<{ permissions: Array<{ key: string }> }>).flatMap((g) => g.permissions.map((p) => p.key));
    expect(keys).toContain('price.view');
    expect(keys).toContain('debt.view');
  });

  it('stops the server on a desk route, or an answer shared between callers, that would hold fields to partner roles', async () => {
    const app = Fastify();
    const r = routes(app, 'test');
    const never = async () => {
      throw new Error('not called');
    };
    expect(() => r.get('/desk', { access: access.operator('orders.view'), data: orderListSchema, handler: never })).toThrow(
      /a desk answers its own shape/,
    );
    expect(() => r.get('/shared', { access: access.public, cache: CACHE.publicContent, data: orderReportSchema, handler: never })).toThrow(
      /shares its answer between callers/,
    );
    await app.close();
  });
});
