import { notificationEndpoints, orderDeskEndpoints, orderEndpoints, pathOf } from '@portal/contract';
import type { Bundle, DiagnosticReport, Observation, OperationOutcome, Resource, ServiceRequest, Specimen } from '@medplum/fhirtypes';
import { and, asc, count, eq, like } from 'drizzle-orm';
import { Client } from 'fhir-kit-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, labReports, medicalOrderServices, medicalOrders, notifications } from '../src/db/schema.ts';
import { fhirErrors } from './fhir-validate.ts';
import { createTestApp, login, SAMPLE_FILES, settled, storedIds, type TestApp } from './helpers.ts';
import { integrationToken } from './integration-helpers.ts';
import { caller, newPatientOrder, operatorToken, orderIn } from './orders-helpers.ts';

/**
 * Results in (issue 38, item 3): the laboratory's DiagnosticReport (with its Observations and PDF),
 * Specimen and transaction Bundle move an order exactly as the desk would, audited under the
 * integration's name, told to the collaborator; a report posted again changes nothing; anything
 * wrong is refused whole. What is posted and what comes back are valid R4 (Medplum's validator).
 */
let t: TestApp;
let api: ReturnType<typeof caller>;
let ctv: string;
const token = { lis: '', readOnly: '', hanoi: '' };
const LIS_NAME = 'LIS Phòng xét nghiệm trung tâm';

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  ctv = await login(t.app, 'collaborator', 'ctv_demo');
  const admin = await operatorToken(t, 'admin_demo');
  token.lis = await integrationToken(t, admin, { name: LIS_NAME, scopes: ['orders.read', 'results.write'] });
  token.readOnly = await integrationToken(t, admin, { name: 'LIS chỉ đọc', scopes: ['orders.read'] });
  token.hanoi = await integrationToken(t, admin, {
    name: 'LIS Hà Nội',
    scopes: ['orders.read', 'results.write'],
    facilityCodes: ['CS-HN-LH'],
  });
});
afterAll(() => t.close());

/** A new booking of ctv_demo (home visit, two tests), with its ServiceRequest ids. */
async function booked() {
  const res = await api.send('POST', orderEndpoints.create.path, ctv, newPatientOrder());
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.id as string;
  return { id, lines: await linesOf(id) };
}
const linesOf = async (orderId: string) =>
  (
    await t.database.db
      .select({ id: medicalOrderServices.id })
      .from(medicalOrderServices)
      .where(eq(medicalOrderServices.orderId, orderId))
      .orderBy(asc(medicalOrderServices.sort))
  ).map((l) => l.id);

const orderRow = async (id: string) => (await t.database.db.select().from(medicalOrders).where(eq(medicalOrders.id, id)))[0]!;
const auditCount = async (id: string) => (await t.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.objectId, id)))[0]!.n;
/** The notifications of an order, as written in the change's transaction. */
const toldOf = (orderId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.link, `/chi-dinh/${orderId}`));
/** The collaborator's inbox entries of an order, once the queue has delivered `n` of them. */
const inboxFor = (orderId: string, n = 1) =>
  settled(
    async () => {
      const res = await api.get(notificationEndpoints.list.path, ctv, { page: '1', limit: '50' });
      return (res.json().data.items as Array<{ link: string | null; body: string }>).filter((i) => i.link === `/chi-dinh/${orderId}`);
    },
    (items) => items.length >= n,
    'the inbox',
  );

function post(url: string, body: unknown, bearer = token.lis) {
  expect(fhirErrors(body as Resource), 'what the test posts is valid R4').toEqual([]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/fhir+json' },
    payload: JSON.stringify(body),
  });
}

const pdf = (text: string) => Buffer.concat([SAMPLE_FILES.pdf, Buffer.from(`% ${text}\n`)]);
const observation = (code: string, value: number, unit: string, low: number, high: number): Observation => ({
  resourceType: 'Observation',
  status: 'final',
  code: { coding: [{ system: 'http://loinc.org', code }], text: code },
  valueQuantity: { value, unit, system: 'http://unitsofmeasure.org', code: unit },
  referenceRange: [{ low: { value: low, unit }, high: { value: high, unit } }],
  interpretation: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation', code: 'N' }] }],
});

function report(lines: string[], over: Partial<DiagnosticReport> & { pdfBytes?: Buffer | null } = {}): DiagnosticReport {
  const { pdfBytes = pdf('ket qua'), ...rest } = over;
  return {
    resourceType: 'DiagnosticReport',
    identifier: [{ system: 'urn:lis:bao-cao', value: `BC-${lines[0]}` }],
    status: 'final',
    basedOn: lines.map((id) => ({ reference: `ServiceRequest/${id}` })),
    code: { text: 'Kết quả xét nghiệm' },
    issued: new Date().toISOString(),
    contained: [{ ...observation('718-7', 14.2, 'g/dL', 12, 16), id: 'hb' }],
    result: [{ reference: '#hb' }],
    ...(pdfBytes ? { presentedForm: [{ contentType: 'application/pdf', data: pdfBytes.toString('base64'), title: 'Kết quả.pdf' }] } : {}),
    ...rest,
  };
}

const specimen = (lines: string[], at = new Date(Date.now() - 60_000)): Specimen => ({
  resourceType: 'Specimen',
  request: lines.map((id) => ({ reference: `ServiceRequest/${id}` })),
  collection: { collectedDateTime: at.toISOString() },
});

async function refused(res: Awaited<ReturnType<typeof post>>, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as OperationOutcome;
  expect(body.resourceType).toBe('OperationOutcome');
  expect(body.issue[0]?.code).toBe(code);
  expect(body.issue[0]?.details?.text).toMatch(/[À-ỹ]/);
  return body.issue[0]!.details!.text!;
}

async function download(orderId: string) {
  const res = await api.get(pathOf(orderEndpoints.resultFile, { id: orderId }), ctv);
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('a Specimen taken', () => {
  it("moves the order to 'Đã lấy mẫu' under the integration's name, tells the collaborator; posted again, changes nothing", async () => {
    const { id, lines } = await booked();
    const at = new Date(Date.now() - 5 * 60_000);
    const res = await post('/fhir/Specimen', specimen(lines, at));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers.location).toMatch(new RegExp(`/fhir/Specimen/${id}$`));
    const body = res.json() as Specimen;
    expect(fhirErrors(body)).toEqual([]);
    const order = await orderRow(id);
    // Taken 'before' the booking by the laboratory's clock: the step keeps the booking's time instead.
    expect(body.collection?.collectedDateTime).toBe(order.createdAt.toISOString());
    expect(order).toMatchObject({ step: 'SAMPLE_TAKEN', status: 3 });
    expect(order.sid).toMatch(/^XN\d{8}$/);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, id), eq(auditLog.action, 'progress')));
    expect(entry).toMatchObject({ operatorUsername: `Tích hợp: ${LIS_NAME}` });
    // The order desk says who moved it.
    const desk = await api.get(pathOf(orderDeskEndpoints.detail, { id }), await operatorToken(t, 'qt_cskh'));
    expect(desk.json().data.labUpdates).toEqual([
      { at: expect.any(String), integration: LIS_NAME, summary: expect.stringContaining('Đã lấy mẫu') },
    ]);
    expect((await inboxFor(id)).map((n) => n.body)).toEqual([expect.stringContaining('Đã lấy mẫu')]);

    const audits = await auditCount(id);
    const again = await post('/fhir/Specimen', specimen(lines, at));
    expect(again.statusCode).toBe(200);
    expect(await auditCount(id)).toBe(audits);
    expect(await toldOf(id)).toHaveLength(1);
  });
});

describe('a DiagnosticReport', () => {
  it("final with its PDF: 'Đã có kết quả', the file downloadable, one notification; posted again, nothing changes", async () => {
    const { id, lines } = await booked();
    const bytes = pdf('final');
    const res = await post('/fhir/DiagnosticReport', report(lines, { pdfBytes: bytes }));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as DiagnosticReport;
    expect(fhirErrors(created)).toEqual([]);
    expect(created.basedOn?.map((b) => b.reference)).toEqual(lines.map((l) => `ServiceRequest/${l}`));
    expect((created.contained![0] as Observation).valueQuantity).toMatchObject({ value: 14.2, unit: 'g/dL' });
    expect(await orderRow(id)).toMatchObject({ step: 'RESULT_READY', result: 'DA_CO_KET_QUA', status: 4 });
    expect(Buffer.compare(await download(id), bytes)).toBe(0);
    const told = await inboxFor(id);
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toMatch(/Có kết quả.*file kết quả/);
    const read = await t.app.inject({ url: `/fhir/DiagnosticReport/${created.id}`, headers: { authorization: `Bearer ${token.lis}` } });
    expect(read.json()).toEqual(created);

    const audits = await auditCount(id);
    const files = (await storedIds(t.storage)).length;
    const again = await post('/fhir/DiagnosticReport', report(lines, { pdfBytes: bytes }));
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(created.id);
    expect(await auditCount(id)).toBe(audits);
    expect(await toldOf(id)).toHaveLength(1);
    expect((await storedIds(t.storage)).length).toBe(files);
  });

  it('posted twice at once is taken once', async () => {
    const { id, lines } = await booked();
    const both = await Promise.all([post('/fhir/DiagnosticReport', report(lines)), post('/fhir/DiagnosticReport', report(lines))]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await t.database.db.select().from(labReports).where(eq(labReports.orderId, id))).toHaveLength(1);
    expect(await toldOf(id)).toHaveLength(1);
    const [order] = await t.database.db.select().from(medicalOrders).where(eq(medicalOrders.id, id));
    expect(order!.resultFileId).not.toBeNull();
  });

  it('partial, then final; a corrected one replaces the file and says so; a changed final without correcting, or a partial after it, is refused', async () => {
    const { id, lines } = await booked();
    const partial = await post('/fhir/DiagnosticReport', report(lines, { status: 'partial', pdfBytes: null }));
    expect(partial.statusCode, partial.body).toBe(201);
    expect(await orderRow(id)).toMatchObject({ step: 'IN_LAB', result: 'CO_KET_QUA_MOT_PHAN', status: 3 });
    const final = await post('/fhir/DiagnosticReport', report(lines, { pdfBytes: pdf('v1') }));
    expect(final.statusCode).toBe(200);
    expect(await orderRow(id)).toMatchObject({ step: 'RESULT_READY', result: 'DA_CO_KET_QUA', status: 4 });

    const changed = await post('/fhir/DiagnosticReport', report(lines, { pdfBytes: pdf('v2') }));
    expect(await refused(changed, 422, 'business-rule')).toMatch(/corrected/);
    const back = await post('/fhir/DiagnosticReport', report(lines, { status: 'partial', pdfBytes: null }));
    await refused(back, 422, 'business-rule');

    const corrected = await post('/fhir/DiagnosticReport', report(lines, { status: 'corrected', pdfBytes: pdf('v2') }));
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await download(id)).toString()).toContain('% v2');
    const history = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, id), like(auditLog.summary, '%điều chỉnh%')));
    expect(history).toHaveLength(1);
    const told = await toldOf(id);
    expect(told.map((n) => n.body).filter((b) => b.includes('điều chỉnh'))).toHaveLength(1);
  });
});

describe('refused whole: nothing written, no file kept', () => {
  it('an unknown or foreign order, a non-PDF, an invalid resource, two orders in one report, a cancelled order, no right to post', async () => {
    const { id, lines } = await booked();
    const other = await booked();
    const cancelled = await orderIn(t, 'ctv_demo', 5);
    const before = { order: await orderRow(id), audits: await auditCount(id), files: (await storedIds(t.storage)).sort() };
    const cases: Array<[unknown, number, string, string?]> = [
      [report(['00000000-0000-4000-8000-000000000000']), 422, 'not-found'],
      [report([lines[0]!, other.lines[0]!]), 422, 'business-rule'],
      [{ ...report(lines), presentedForm: [{ contentType: 'image/png', data: SAMPLE_FILES.png.toString('base64') }] }, 422, 'invalid'],
      [
        { ...report(lines), presentedForm: [{ contentType: 'application/pdf', data: SAMPLE_FILES.png.toString('base64') }] },
        422,
        'invalid',
      ],
      [{ ...report(lines), status: 'registered' }, 422, 'not-supported'],
      [{ ...report(lines), identifier: undefined }, 400, 'invalid'],
      [{ ...report(lines), result: [{ reference: '#khong-co' }] }, 422, 'not-found'],
      [report(await linesOf(cancelled.id)), 422, 'business-rule'],
      [report(lines), 422, 'not-found', token.hanoi],
      [report(lines), 403, 'forbidden', token.readOnly],
    ];
    for (const [body, status, code, bearer] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/fhir/DiagnosticReport',
        headers: { authorization: `Bearer ${bearer ?? token.lis}`, 'content-type': 'application/fhir+json' },
        payload: JSON.stringify(body),
      });
      await refused(res, status, code);
    }
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/fhir/DiagnosticReport',
      headers: { authorization: `Bearer ${token.lis}`, 'content-type': 'application/fhir+json' },
      payload: JSON.stringify({ ...report(lines), code: 'Kết quả' }),
    });
    expect(await refused(invalid, 400, 'invalid')).toMatch(/^DiagnosticReport\.code/);
    expect(await orderRow(id)).toEqual(before.order);
    expect(await auditCount(id)).toBe(before.audits);
    expect((await storedIds(t.storage)).sort()).toEqual(before.files);
    expect(await t.database.db.select().from(labReports).where(eq(labReports.orderId, id))).toEqual([]);
  });
});

describe('a transaction Bundle', () => {
  const transaction = (entries: Array<{ fullUrl?: string; resource: Resource }>): Bundle => ({
    resourceType: 'Bundle',
    type: 'transaction',
    entry: entries.map((e) => ({ ...e, request: { method: 'POST', url: e.resource.resourceType } })),
  });

  it('a Specimen, the Observations and the report in one: all applied, a transaction-response', async () => {
    const { id, lines } = await booked();
    const obs = 'urn:uuid:6f1d3c1e-9d55-4c43-8b8e-1c2a3b4c5d6e';
    const { contained: _c, ...bare } = report(lines);
    const res = await post(
      '/fhir',
      transaction([
        { resource: specimen(lines) },
        { fullUrl: obs, resource: observation('2345-7', 5.1, 'mmol/L', 3.9, 6.4) },
        { resource: { ...bare, result: [{ reference: obs }] } },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Bundle;
    expect(fhirErrors(body)).toEqual([]);
    expect(body.type).toBe('transaction-response');
    expect(body.entry?.map((e) => e.response?.status)).toEqual(['201 Created', '200 OK', '201 Created']);
    expect(await orderRow(id)).toMatchObject({ step: 'RESULT_READY', result: 'DA_CO_KET_QUA' });
    const stored = (await t.database.db.select().from(labReports).where(eq(labReports.orderId, id)))[0]!;
    expect(stored.observations).toHaveLength(1);
  });

  it('one bad entry and none of it is written (the Specimen before it neither)', async () => {
    const { id, lines } = await booked();
    const res = await post(
      '/fhir',
      transaction([{ resource: specimen(lines) }, { resource: report(['00000000-0000-4000-8000-000000000000']) }]),
    );
    await refused(res, 422, 'not-found');
    expect(await orderRow(id)).toMatchObject({ step: 'BOOKED', sampleTakenAt: null });
  });
});

/** A resource as the client's own type names one (its FhirResource is an open record). */
const kit = (r: Resource) => r as unknown as Parameters<Client['create']>[0]['body'];

describe('with a maintained FHIR client (fhir-kit-client) over HTTP', () => {
  it('finds the active order with its patient, posts the Specimen and the report, reads them back', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = new Client({ baseUrl: `${address}/fhir`, bearerToken: token.lis });
    const { id, lines } = await booked();
    const code = `LH-${String((await orderRow(id)).no).padStart(7, '0')}`;
    const found = (await client.search({
      resourceType: 'ServiceRequest',
      searchParams: { status: 'active', identifier: code, _include: 'ServiceRequest:subject' },
    })) as unknown as Bundle;
    expect(fhirErrors(found)).toEqual([]);
    const requests = found.entry!.filter((e) => e.search?.mode === 'match').map((e) => e.resource as ServiceRequest);
    expect(requests.map((r) => r.id).sort()).toEqual([...lines].sort());
    expect(found.entry!.some((e) => e.resource?.resourceType === 'Patient')).toBe(true);

    const sample = (await client.create({
      resourceType: 'Specimen',
      body: kit(specimen(requests.map((r) => r.id!))),
    })) as unknown as Specimen;
    expect(sample.id).toBe(id);
    const posted = (await client.create({
      resourceType: 'DiagnosticReport',
      body: kit(report(requests.map((r) => r.id!))),
    })) as unknown as DiagnosticReport;
    expect(posted.status).toBe('final');
    const again = (await client.read({ resourceType: 'DiagnosticReport', id: posted.id! })) as unknown as DiagnosticReport;
    expect(again).toEqual(posted);
    expect(await orderRow(id)).toMatchObject({ step: 'RESULT_READY', result: 'DA_CO_KET_QUA', status: 4 });
  });
});
