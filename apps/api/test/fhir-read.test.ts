import { orderEndpoints } from '@portal/contract';
import type { Bundle, OperationOutcome, Patient, Resource, ServiceRequest, Specimen } from '@medplum/fhirtypes';
import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facilities, medicalOrderServices, medicalOrders } from '../src/db/schema.ts';
import { lastUpdatedRange } from '../src/modules/integrations/fhir-service.ts';
import { fhirErrors } from './fhir-validate.ts';
import { createTestApp, login, type TestApp } from './helpers.ts';
import { integrationToken } from './integration-helpers.ts';
import { caller, newPatientOrder, operatorToken } from './orders-helpers.ts';

/**
 * The FHIR API's reads (issue 38, item 2): ServiceRequest (one per booked service line), Patient,
 * Specimen and the requester's Organization, within the orders an integration may see; search by
 * status, identifier, _lastUpdated and _include, paged by Bundle.link. Every resource answered is
 * checked against the R4 base definitions by Medplum's validator.
 */
let t: TestApp;
let api: ReturnType<typeof caller>;
let admin: string;
let base: string;
/** Tokens of an integration that serves every facility, of one limited to a Hà Nội facility, and of one that may only post results. */
const token = { all: '', hanoi: '', resultsOnly: '' };

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  admin = await operatorToken(t, 'admin_demo');
  token.all = await integrationToken(t, admin, { name: 'LIS trung tâm', scopes: ['orders.read', 'results.write'] });
  token.hanoi = await integrationToken(t, admin, { name: 'LIS Hà Nội', scopes: ['orders.read'], facilityCodes: ['CS-HN-LH'] });
  token.resultsOnly = await integrationToken(t, admin, { name: 'LIS chỉ gửi kết quả', scopes: ['results.write'] });
  base = (await get('/fhir/metadata')).json().implementation.url.replace(/\/fhir$/, '');
});
afterAll(() => t.close());

function get(url: string, bearer?: string) {
  return t.app.inject({ url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
}

/** A search's Bundle, checked valid; its matches and includes. */
async function search(url: string, bearer = token.all) {
  const res = await get(url, bearer);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
  const bundle = res.json() as Bundle;
  expect(fhirErrors(bundle)).toEqual([]);
  const of = (mode: 'match' | 'include') => (bundle.entry ?? []).filter((e) => e.search?.mode === mode).map((e) => e.resource as Resource);
  return { bundle, matches: of('match'), included: of('include') };
}

async function refused(url: string, status: number, code: string, bearer = token.all) {
  const res = await get(url, bearer);
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as OperationOutcome;
  expect(body.resourceType).toBe('OperationOutcome');
  expect(body.issue[0]).toMatchObject({ severity: 'error', code });
  expect(body.issue[0]?.details?.text).toMatch(/[À-ỹ]/);
  expect(fhirErrors(body)).toEqual([]);
  return body;
}

const linesWhere = (where: ReturnType<typeof and>) =>
  t.database.db
    .select({ id: medicalOrderServices.id, orderId: medicalOrders.id, no: medicalOrders.no, status: medicalOrders.status })
    .from(medicalOrderServices)
    .innerJoin(medicalOrders, eq(medicalOrders.id, medicalOrderServices.orderId))
    .where(where);

describe('ServiceRequest', () => {
  it('active orders with their patients and requesters (_include), one ServiceRequest per service line, all valid R4', async () => {
    const { bundle, matches, included } = await search(
      '/fhir/ServiceRequest?status=active&_include=ServiceRequest:subject&_include=ServiceRequest:requester&_count=100',
    );
    const active = await linesWhere(inArray(medicalOrders.status, [1, 2, 3]));
    expect(bundle.total).toBe(active.length);
    expect(matches.map((r) => r.id).sort()).toEqual(active.map((l) => l.id).sort());
    const requests = matches as ServiceRequest[];
    expect(new Set(requests.map((r) => r.status))).toEqual(new Set(['active']));
    // Every subject and requester is in the Bundle, once.
    const includedRefs = included.map((r) => `${r.resourceType}/${r.id}`);
    expect(new Set(includedRefs).size).toBe(includedRefs.length);
    for (const r of requests) {
      expect(includedRefs).toContain(r.subject.reference);
      expect(includedRefs).toContain(r.requester?.reference);
    }
    // The order's code and service, as the portal shows them.
    const first = requests[0]!;
    const line = active.find((l) => l.id === first.id)!;
    expect(first.identifier?.[0]).toMatchObject({
      system: `${base}/fhir/sid/ma-lich-hen`,
      value: `LH-${String(line.no).padStart(7, '0')}`,
    });
    expect(first.code?.coding?.[0]?.system).toBe(`${base}/fhir/CodeSystem/dich-vu`);
    expect(first.intent).toBe('order');
  });

  it('a facility visit names the facility; a home visit, the patient home with its 2025 ward and province', async () => {
    const { matches } = await search('/fhir/ServiceRequest?_count=100');
    const requests = matches as ServiceRequest[];
    const hospital = requests.find((r) => r.locationReference);
    const home = requests.find((r) => r.locationCode);
    expect(hospital?.locationReference?.[0]?.identifier?.system).toBe(`${base}/fhir/sid/ma-co-so`);
    expect(home?.locationCode?.[0]?.coding?.[0]?.code).toBe('PTRES');
    expect(home?.locationCode?.[0]?.text).toMatch(/, .+, .+/);
  });

  it('finds an order by its code (with or without the system), reads one line, and says 404 for one it does not have', async () => {
    const [line] = await linesWhere(eq(medicalOrders.status, 4));
    const code = `LH-${String(line!.no).padStart(7, '0')}`;
    const lines = await linesWhere(eq(medicalOrders.id, line!.orderId));
    for (const q of [code, `${base}/fhir/sid/ma-lich-hen|${code}`]) {
      const { matches } = await search(`/fhir/ServiceRequest?identifier=${encodeURIComponent(q)}`);
      expect(matches.map((r) => r.id).sort()).toEqual(lines.map((l) => l.id).sort());
      expect((matches[0] as ServiceRequest).status).toBe('completed');
    }
    expect((await search(`/fhir/ServiceRequest?identifier=${encodeURIComponent(`http://khac.vn|${code}`)}`)).bundle.total).toBe(0);
    const one = await get(`/fhir/ServiceRequest/${line!.id}`, token.all);
    expect(one.statusCode).toBe(200);
    expect(fhirErrors(one.json())).toEqual([]);
    expect(one.json()).toMatchObject({ resourceType: 'ServiceRequest', id: line!.id });
    await refused('/fhir/ServiceRequest/00000000-0000-4000-8000-000000000000', 404, 'not-found');
    await refused('/fhir/ServiceRequest/khong-phai-ma', 404, 'not-found');
  });

  it('pages by Bundle.link: following next reads every match once', async () => {
    const { bundle: first } = await search('/fhir/ServiceRequest?_count=7');
    const all = await linesWhere(sql`true`);
    expect(first.total).toBe(all.length);
    const seen: string[] = [];
    let page: Bundle | undefined = first;
    while (page) {
      seen.push(...(page.entry ?? []).map((e) => e.resource!.id!));
      const next: string | undefined = page.link?.find((l) => l.relation === 'next')?.url;
      page = next ? (await search(next.slice(base.length))).bundle : undefined;
    }
    expect(seen).toHaveLength(all.length);
    expect(new Set(seen).size).toBe(all.length);
    expect(first.link?.find((l) => l.relation === 'self')?.url).toBe(`${base}/fhir/ServiceRequest?_count=7&_page=1`);
  });

  it('_lastUpdated reads the order last change at the precision given; a newly booked order is found after the time before it', async () => {
    const before = new Date();
    const ctv = await login(t.app, 'collaborator', 'ctv_demo');
    const booked = await api.send('POST', orderEndpoints.create.path, ctv, newPatientOrder());
    expect(booked.statusCode, booked.body).toBe(200);
    const since = (await search(`/fhir/ServiceRequest?_lastUpdated=${encodeURIComponent(`ge${before.toISOString()}`)}`)).matches;
    const bookedLines = await linesWhere(eq(medicalOrders.id, booked.json().data.id));
    expect(since.map((r) => r.id).sort()).toEqual(bookedLines.map((l) => l.id).sort());

    // At a millisecond's precision, gt and le split the lines between them as the database does.
    const [pivot] = await t.database.db.select({ at: medicalOrders.updatedAt }).from(medicalOrders).limit(1).offset(5);
    const at = pivot!.at.toISOString();
    const next = new Date(pivot!.at.getTime() + 1);
    const after = (await search(`/fhir/ServiceRequest?_count=100&_lastUpdated=gt${at}`)).bundle.total;
    const upTo = (await search(`/fhir/ServiceRequest?_count=100&_lastUpdated=le${at}`)).bundle.total;
    expect(after).toBe((await linesWhere(gte(medicalOrders.updatedAt, next))).length);
    expect(upTo).toBe((await linesWhere(lt(medicalOrders.updatedAt, next))).length);
    // A day is Vietnam's day; two bounds make a range.
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const range = await search(`/fhir/ServiceRequest?_lastUpdated=ge${today}&_lastUpdated=lt${today}T23:59:59Z`);
    expect(range.bundle.total).toBeGreaterThanOrEqual(bookedLines.length);
  });

  it('refuses what it does not support, as an OperationOutcome in Vietnamese', async () => {
    await refused('/fhir/ServiceRequest?performer=Organization/1', 400, 'not-supported');
    await refused('/fhir/ServiceRequest?_include=ServiceRequest:performer', 400, 'not-supported');
    await refused('/fhir/ServiceRequest?_lastUpdated=hom-qua', 400, 'invalid');
    await refused('/fhir/ServiceRequest?_lastUpdated=ap2026-01-01', 400, 'not-supported');
    await refused('/fhir/ServiceRequest?_count=0', 400, 'invalid');
    await refused('/fhir/ServiceRequest?_count=100&_page=101', 400, 'too-costly');
    // Unknown status and foreign ids match nothing (FHIR's answer to a value it does not know).
    expect((await search('/fhir/ServiceRequest?status=draft')).bundle.total).toBe(0);
  });
});

describe('what an integration may see', () => {
  it('one limited to a facility sees only that facility visits, and nothing else by id', async () => {
    const [hn] = await t.database.db.select().from(facilities).where(eq(facilities.code, 'CS-HN-LH'));
    const { bundle, matches } = await search('/fhir/ServiceRequest?_count=100&_include=ServiceRequest:subject', token.hanoi);
    const theirs = await linesWhere(eq(medicalOrders.facilityId, hn!.id));
    expect(theirs.length).toBeGreaterThan(0);
    expect(bundle.total).toBe(theirs.length);
    expect(matches.map((r) => r.id).sort()).toEqual(theirs.map((l) => l.id).sort());
    const [other] = await linesWhere(sql`${medicalOrders.facilityId} is distinct from ${hn!.id}`);
    await refused(`/fhir/ServiceRequest/${other!.id}`, 404, 'not-found', token.hanoi);
    const [otherOrder] = await t.database.db.select().from(medicalOrders).where(eq(medicalOrders.id, other!.orderId));
    const [sharedPatient] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(medicalOrders)
      .where(and(eq(medicalOrders.patientId, otherOrder!.patientId), eq(medicalOrders.facilityId, hn!.id)));
    if (!sharedPatient?.n) await refused(`/fhir/Patient/${otherOrder!.patientId}`, 404, 'not-found', token.hanoi);
    const patients = (await search('/fhir/Patient?_count=100', token.hanoi)).matches;
    const visible = await t.database.db
      .selectDistinct({ id: medicalOrders.patientId })
      .from(medicalOrders)
      .where(eq(medicalOrders.facilityId, hn!.id));
    expect(patients.map((p) => p.id).sort()).toEqual(visible.map((p) => p.id).sort());
  });

  it('one that may only post results reads nothing (403), a partner session and no token never get in (401)', async () => {
    await refused('/fhir/ServiceRequest', 403, 'forbidden', token.resultsOnly);
    await refused('/fhir/Patient', 403, 'forbidden', token.resultsOnly);
    const ctv = await login(t.app, 'collaborator', 'ctv_demo');
    await refused('/fhir/ServiceRequest', 401, 'login', ctv);
    await refused('/fhir/Specimen', 401, 'login', '');
  });
});

describe('Patient, Specimen and Organization', () => {
  it('a patient in Vietnamese: family name first, gender, birth date, the 2025 ward and province', async () => {
    const { matches } = await search('/fhir/Patient?_count=5');
    const p = matches[0] as Patient;
    expect(p.name?.[0]?.family).toBe(p.name?.[0]?.text?.split(' ')[0]);
    expect(['male', 'female']).toContain(p.gender);
    expect(p.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(p.address?.[0]).toMatchObject({ country: 'VN' });
    expect(p.address?.[0]?.state).toBeTruthy();
    const one = await get(`/fhir/Patient/${p.id}`, token.all);
    expect(one.json()).toEqual(p);
  });

  it('a Specimen for each order whose sample was taken, found by its sample id, linked from its ServiceRequests', async () => {
    const sampled = await t.database.db.select().from(medicalOrders).where(isNotNull(medicalOrders.sampleTakenAt));
    const { bundle, matches } = await search('/fhir/Specimen?_count=100');
    expect(bundle.total).toBe(sampled.length);
    const first = sampled[0]!;
    const [byId] = (await search(`/fhir/Specimen?identifier=${first.sid}`)).matches as Specimen[];
    expect(byId).toMatchObject({
      id: first.id,
      status: 'available',
      collection: { collectedDateTime: first.sampleTakenAt!.toISOString() },
    });
    const lines = await linesWhere(eq(medicalOrders.id, first.id));
    expect(byId!.request?.map((r) => r.reference).sort()).toEqual(lines.map((l) => `ServiceRequest/${l.id}`).sort());
    const { matches: requests, included } = await search(
      `/fhir/ServiceRequest?_id=${lines[0]!.id}&_include=ServiceRequest:specimen&_include=ServiceRequest:requester`,
    );
    expect((requests[0] as ServiceRequest).specimen?.[0]?.reference).toBe(`Specimen/${first.id}`);
    expect(included.map((r) => r.resourceType).sort()).toEqual(['Organization', 'Specimen']);
    const org = await get(`/fhir/${(requests[0] as ServiceRequest).requester!.reference}`, token.all);
    expect(org.statusCode).toBe(200);
    expect(fhirErrors(org.json())).toEqual([]);
    expect(matches.length).toBeGreaterThan(0);
  });
});

describe('the CapabilityStatement', () => {
  it('states each resource type served, with its search parameters and includes; valid R4', async () => {
    const body = (await get('/fhir/metadata')).json();
    expect(fhirErrors(body)).toEqual([]);
    const resources = body.rest[0].resource as Array<{ type: string; searchParam?: Array<{ name: string }>; searchInclude?: string[] }>;
    expect(resources.map((r) => r.type)).toEqual(['ServiceRequest', 'Patient', 'Specimen', 'Organization', 'DiagnosticReport']);
    const interactions = (type: string) =>
      (resources.find((r) => r.type === type) as unknown as { interaction: Array<{ code: string }> }).interaction.map((i) => i.code);
    expect(interactions('Specimen')).toEqual(['read', 'search-type', 'create']);
    expect(interactions('DiagnosticReport')).toEqual(['create', 'read']);
    expect(body.rest[0].interaction.map((i: { code: string }) => i.code)).toEqual(['transaction']);
    expect(resources[0]!.searchParam!.map((p) => p.name)).toEqual(['_id', '_lastUpdated', 'identifier', 'status', 'subject']);
    expect(resources[0]!.searchInclude).toContain('ServiceRequest:subject');
  });
});

describe('_lastUpdated values', () => {
  it('reads each precision as its interval, without a zone as Vietnam time', () => {
    expect(lastUpdatedRange('2026-11-30')).toEqual({ from: new Date('2026-11-29T17:00:00Z'), until: new Date('2026-11-30T17:00:00Z') });
    expect(lastUpdatedRange('gt2026-11-30T10:00:00Z')).toEqual({ from: new Date('2026-11-30T10:00:01Z') });
    expect(lastUpdatedRange('le2026-11')).toEqual({ until: new Date('2026-11-30T17:00:00Z') });
    expect(lastUpdatedRange('lt2026-11-30T10:00+07:00')).toEqual({ until: new Date('2026-11-30T03:00:00Z') });
    expect(lastUpdatedRange('ge2026-11-30T10:00:00.250 07:00')).toEqual({ from: new Date('2026-11-30T03:00:00.250Z') });
    expect(lastUpdatedRange('2026')).toEqual({ from: new Date('2025-12-31T17:00:00Z'), until: new Date('2026-12-31T17:00:00Z') });
    expect(() => lastUpdatedRange('2026-13-01')).toThrow(/không hợp lệ/);
  });
});
