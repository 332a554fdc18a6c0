import { and, asc, eq, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AppointmentStatus } from '@portal/contract';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { facilities, medicalOrderServices, medicalOrders, partners, patients, provinces, wards } from '../../db/schema.ts';

/*
 * What the FHIR API reads (issue 38): the booked service lines (ServiceRequest), the patients of
 * those orders (Patient), the samples taken (Specimen) and the collaborators who booked them
 * (Organization). Read only: what an integration changes goes through the orders area's service.
 * Every query keeps to the orders the integration may see (`visible`).
 */

const o = medicalOrders;
const s = medicalOrderServices;
const f = alias(facilities, 'order_facility');

/** What an integration may see: its facilities' visits (lower-case codes), or every order when it names none. */
export type Visibility = { facilityCodes: readonly string[] };

/** An interval of `updated_at` a `_lastUpdated` parameter asks for (from inclusive, until exclusive). */
export type UpdatedRange = { from?: Date; until?: Date };

export type Page = { offset: number; limit: number };

const visible = (v: Visibility): SQL | undefined =>
  v.facilityCodes.length
    ? and(
        eq(o.methodType, 'HOSPITAL'),
        inArray(
          sql`lower(${f.code})`,
          v.facilityCodes.map((c) => c.toLowerCase()),
        ),
      )
    : undefined;

const updatedWithin = (column: typeof o.updatedAt | typeof patients.updatedAt, ranges: readonly UpdatedRange[]) =>
  ranges.flatMap((r) => [r.from ? gte(column, r.from) : undefined, r.until ? lt(column, r.until) : undefined]);

/**
 * The visibility as an `exists` over the orders whose `column` is the outer row's id (written out:
 * drizzle leaves a column unqualified in a one-table select, where the subquery would take it as its own).
 */
const anyVisibleOrder = (v: Visibility, column: 'patient_id' | 'partner_id', outer: 'patients' | 'partners') =>
  sql`exists (select 1 from medical_orders vo left join facilities vf on vf.id = vo.facility_id
    where vo.${sql.raw(column)} = ${sql.raw(outer)}.id${
      v.facilityCodes.length
        ? sql` and vo.method_type = 'HOSPITAL' and lower(vf.code) in (${sql.join(
            v.facilityCodes.map((c) => sql`${c.toLowerCase()}`),
            sql`, `,
          )})`
        : sql``
    })`;

/** Rows with their window count, and the count alone for a page past the last row (no row to ride on). */
async function counted<R extends { total: number }>(read: (page: Page) => Promise<R[]>, page: Page) {
  const rows = await read(page);
  const total = rows[0]?.total ?? (page.offset ? ((await read({ offset: 0, limit: 1 }))[0]?.total ?? 0) : 0);
  return { rows, total };
}

export type LineFilter = {
  lineIds?: readonly string[];
  orderNos?: readonly number[];
  statuses?: readonly AppointmentStatus[];
  patientIds?: readonly string[];
  updated: readonly UpdatedRange[];
};

/** Service lines of visible orders, oldest change first (stable for paging), with how many match in all. */
export const serviceLines = (db: Executor, v: Visibility, filter: LineFilter, page: Page) =>
  counted((p) => lineRows(db, v, filter, p), page);

function lineRows(db: Executor, v: Visibility, filter: LineFilter, page: Page) {
  return db
    .select({
      id: s.id,
      serviceCode: s.serviceCode,
      serviceName: s.serviceName,
      order: {
        id: o.id,
        no: o.no,
        patientId: o.patientId,
        patientName: o.patientName,
        status: o.status,
        methodType: o.methodType,
        address: o.address,
        appointmentAt: o.appointmentAt,
        note: o.note,
        sampleTakenAt: o.sampleTakenAt,
        createdAt: o.createdAt,
        updatedAt: o.updatedAt,
      },
      provinceName: sql<string>`(select pv.name from ${provinces} pv where pv.code = ${o.provinceCode})`,
      wardName: sql<string>`(select wd.name from ${wards} wd where wd.code = ${o.wardCode})`,
      facility: { code: f.code, name: f.name },
      collaborator: { id: partners.id, name: partners.name },
      total: sql<number>`count(*) over ()::int`,
    })
    .from(s)
    .innerJoin(o, eq(o.id, s.orderId))
    .innerJoin(partners, eq(partners.id, o.partnerId))
    .leftJoin(f, eq(f.id, o.facilityId))
    .where(
      and(
        visible(v),
        filter.lineIds ? inArray(s.id, [...filter.lineIds]) : undefined,
        filter.orderNos ? inArray(o.no, [...filter.orderNos]) : undefined,
        filter.statuses ? inArray(o.status, [...filter.statuses]) : undefined,
        filter.patientIds ? inArray(o.patientId, [...filter.patientIds]) : undefined,
        ...updatedWithin(o.updatedAt, filter.updated),
      ),
    )
    .orderBy(asc(o.updatedAt), asc(o.no), asc(s.sort), asc(s.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type ServiceLine = Awaited<ReturnType<typeof lineRows>>[number];

export type PatientFilter = { ids?: readonly string[]; updated: readonly UpdatedRange[] };

/** Patients with an order the integration may see, oldest change first. */
export const patientPage = (db: Executor, v: Visibility, filter: PatientFilter, page: Page) =>
  counted((p) => patientRows(db, v, filter, p), page);

function patientRows(db: Executor, v: Visibility, filter: PatientFilter, page: Page) {
  return db
    .select({
      patient: {
        id: patients.id,
        fullName: patients.fullName,
        phone: patients.phone,
        email: patients.email,
        birthday: patients.birthday,
        gender: patients.gender,
        address: patients.address,
        updatedAt: patients.updatedAt,
      },
      provinceName: sql<string>`(select pv.name from ${provinces} pv where pv.code = patients.province_code)`,
      wardName: sql<string>`(select wd.name from ${wards} wd where wd.code = patients.ward_code)`,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(patients)
    .where(
      and(
        anyVisibleOrder(v, 'patient_id', 'patients'),
        filter.ids ? inArray(patients.id, [...filter.ids]) : undefined,
        ...updatedWithin(patients.updatedAt, filter.updated),
      ),
    )
    .orderBy(asc(patients.updatedAt), asc(patients.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type PatientRow = Awaited<ReturnType<typeof patientRows>>[number];

export type SpecimenFilter = { orderIds?: readonly string[]; sids?: readonly string[]; updated: readonly UpdatedRange[] };

/** Orders whose sample was taken (one Specimen each), oldest change first, with their service lines' ids. */
export const specimenPage = (db: Executor, v: Visibility, filter: SpecimenFilter, page: Page) =>
  counted((p) => specimenRows(db, v, filter, p), page);

function specimenRows(db: Executor, v: Visibility, filter: SpecimenFilter, page: Page) {
  return db
    .select({
      id: o.id,
      sid: o.sid,
      patientId: o.patientId,
      patientName: o.patientName,
      sampleTakenAt: o.sampleTakenAt,
      inLabAt: o.inLabAt,
      updatedAt: o.updatedAt,
      lineIds: sql<string[]>`array(select l.id::text from ${s} l where l.order_id = ${o.id} order by l.sort, l.id)`,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(o)
    .leftJoin(f, eq(f.id, o.facilityId))
    .where(
      and(
        visible(v),
        isNotNull(o.sampleTakenAt),
        filter.orderIds ? inArray(o.id, [...filter.orderIds]) : undefined,
        filter.sids
          ? inArray(
              o.sid,
              filter.sids.map((x) => x.toUpperCase()),
            )
          : undefined,
        ...updatedWithin(o.updatedAt, filter.updated),
      ),
    )
    .orderBy(asc(o.updatedAt), asc(o.no))
    .limit(page.limit)
    .offset(page.offset);
}
export type SpecimenRow = Awaited<ReturnType<typeof specimenRows>>[number];

/** Collaborators who booked an order the integration may see (the ServiceRequests' requesters). */
export async function collaborators(db: Executor, v: Visibility, ids: readonly string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: partners.id, code: partners.code, name: partners.name, phone: partners.phone, email: partners.email })
    .from(partners)
    .where(and(inArray(partners.id, [...ids]), anyVisibleOrder(v, 'partner_id', 'partners')))
    .orderBy(asc(partners.code));
}
export type CollaboratorRow = Awaited<ReturnType<typeof collaborators>>[number];
