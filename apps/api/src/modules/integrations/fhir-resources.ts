import type { AppointmentStatus } from '@portal/contract';
import type { Bundle, BundleEntry, BundleLink, Organization, Patient, Resource, ServiceRequest, Specimen } from '@medplum/fhirtypes';
import { orderCode } from '../orders/orders-service.ts';
import type { CollaboratorRow, PatientRow, ServiceLine, SpecimenRow } from './fhir-repository.ts';

/*
 * The portal's records as FHIR R4 resources (issue 38; docs/decisions/integrations.md "FHIR
 * resources"): a booked service line is a ServiceRequest, the order's patient a Patient, the sample
 * taken a Specimen, the collaborator who booked it the requester's Organization. Pure functions of
 * what the repository read; every one validates against the R4 base definitions (the API tests).
 */

/** The naming systems of the portal's identifiers and codes, under its own address. */
export const fhirSystems = (base: string) => ({
  /** The booking code 'LH-0000123' (the placer's order number, shared by the order's lines). */
  order: `${base}/fhir/sid/ma-lich-hen`,
  /** The sample id 'XN00000123'. */
  sample: `${base}/fhir/sid/ma-mau`,
  /** A collaborator's partner code. */
  collaborator: `${base}/fhir/sid/ma-doi-tac`,
  /** A facility's code in the catalogue. */
  facility: `${base}/fhir/sid/ma-co-so`,
  /** The catalogue's service codes ('XN-HBSAG', 'GOI-TQ-CB' …). */
  service: `${base}/fhir/CodeSystem/dich-vu`,
});
export type FhirSystems = ReturnType<typeof fhirSystems>;

/** A booking's status as a ServiceRequest's: pending, confirmed, in progress → active; completed; cancelled → revoked. */
export const requestStatusOf = (status: AppointmentStatus): ServiceRequest['status'] =>
  status === 4 ? 'completed' : status === 5 ? 'revoked' : 'active';

/** The bookings a ServiceRequest status stands for (none for the statuses the portal never gives). */
export const STATUSES_OF_REQUEST: Readonly<Record<string, readonly AppointmentStatus[]>> = {
  active: [1, 2, 3],
  completed: [4],
  revoked: [5],
};

const PLACER = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'PLAC', display: 'Placer Identifier' }],
  text: 'Mã lịch hẹn',
};
const LABORATORY = {
  coding: [{ system: 'http://snomed.info/sct', code: '108252007', display: 'Laboratory procedure' }],
  text: 'Xét nghiệm',
};
const PATIENT_HOME = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-RoleCode', code: 'PTRES', display: "Patient's Residence" }],
};

/** FHIR has no empty arrays: an element with nothing in it is left out. */
const some = <K extends string, T>(key: K, items: T[]) => (items.length ? ({ [key]: items } as Record<K, T[]>) : {});

const joined = (...parts: Array<string | null | undefined>) => parts.filter((p) => p?.trim()).join(', ');

export function serviceRequest(line: ServiceLine, sys: FhirSystems): ServiceRequest {
  const { order } = line;
  const code = orderCode(order.no);
  return {
    resourceType: 'ServiceRequest',
    id: line.id,
    meta: { lastUpdated: order.updatedAt.toISOString() },
    identifier: [{ use: 'official', type: PLACER, system: sys.order, value: code }],
    requisition: { type: PLACER, system: sys.order, value: code },
    status: requestStatusOf(order.status),
    intent: 'order',
    category: [LABORATORY],
    code: { coding: [{ system: sys.service, code: line.serviceCode, display: line.serviceName }], text: line.serviceName },
    subject: { reference: `Patient/${order.patientId}`, display: order.patientName },
    authoredOn: order.createdAt.toISOString(),
    occurrenceDateTime: order.appointmentAt.toISOString(),
    requester: { reference: `Organization/${line.collaborator.id}`, display: line.collaborator.name },
    ...(order.methodType === 'HOSPITAL' && line.facility
      ? { locationReference: [{ identifier: { system: sys.facility, value: line.facility.code }, display: line.facility.name }] }
      : { locationCode: [{ ...PATIENT_HOME, text: joined(order.address, line.wardName, line.provinceName) }] }),
    ...(order.sampleTakenAt ? { specimen: [{ reference: `Specimen/${order.id}` }] } : {}),
    ...(order.note.trim() ? { note: [{ text: order.note }] } : {}),
  };
}

/** A Vietnamese name: the family name first, then the middle and given names. */
function humanName(fullName: string) {
  const [family, ...given] = fullName.trim().split(/\s+/);
  return { use: 'official' as const, text: fullName, family, ...(given.length ? { given } : {}) };
}

export function patient(row: PatientRow): Patient {
  const p = row.patient;
  return {
    resourceType: 'Patient',
    id: p.id,
    meta: { lastUpdated: p.updatedAt.toISOString() },
    active: true,
    name: [humanName(p.fullName)],
    telecom: [{ system: 'phone', value: p.phone, use: 'mobile' }, ...(p.email ? [{ system: 'email' as const, value: p.email }] : [])],
    // Spec 3 §3: 0 male, 1 female.
    gender: p.gender === 0 ? 'male' : 'female',
    birthDate: p.birthday,
    address: [
      {
        use: 'home',
        type: 'physical',
        text: joined(p.address, row.wardName, row.provinceName),
        ...some(
          'line',
          [p.address, row.wardName].filter((x) => x?.trim()),
        ),
        state: row.provinceName,
        country: 'VN',
      },
    ],
  };
}

export function specimen(row: SpecimenRow, sys: FhirSystems): Specimen {
  return {
    resourceType: 'Specimen',
    id: row.id,
    meta: { lastUpdated: row.updatedAt.toISOString() },
    ...(row.sid
      ? { identifier: [{ system: sys.sample, value: row.sid }], accessionIdentifier: { system: sys.sample, value: row.sid } }
      : {}),
    status: 'available',
    subject: { reference: `Patient/${row.patientId}`, display: row.patientName },
    ...some(
      'request',
      row.lineIds.map((id) => ({ reference: `ServiceRequest/${id}` })),
    ),
    ...(row.inLabAt ? { receivedTime: row.inLabAt.toISOString() } : {}),
    collection: { collectedDateTime: row.sampleTakenAt?.toISOString() },
  };
}

export function organization(row: CollaboratorRow, sys: FhirSystems): Organization {
  return {
    resourceType: 'Organization',
    id: row.id,
    identifier: [{ system: sys.collaborator, value: row.code }],
    active: true,
    type: [{ text: 'Cộng tác viên' }],
    name: row.name,
    ...some('telecom', [
      ...(row.phone ? [{ system: 'phone' as const, value: row.phone }] : []),
      ...(row.email ? [{ system: 'email' as const, value: row.email }] : []),
    ]),
  };
}

/** A search's answer: its matches, then what `_include` brought, with the paging links. */
export function searchset(base: string, found: { matches: Resource[]; included: Resource[]; total: number; links: BundleLink[] }): Bundle {
  const entry = (resource: Resource, mode: 'match' | 'include'): BundleEntry => ({
    fullUrl: `${base}/fhir/${resource.resourceType}/${resource.id}`,
    resource,
    search: { mode },
  });
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    meta: { lastUpdated: new Date().toISOString() },
    total: found.total,
    link: found.links,
    entry: [...found.matches.map((r) => entry(r, 'match')), ...found.included.map((r) => entry(r, 'include'))],
  };
}
