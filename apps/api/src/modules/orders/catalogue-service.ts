import {
  type CatalogueBody,
  type CatalogueEntry,
  type CatalogueList,
  type CatalogueListQuery,
  type CatalogueService,
  type Facility,
  type FacilityBody,
  type FacilityList,
  type FacilityListQuery,
  ORDER_DESK_MSG,
  ORDER_MSG,
  type OrderLocation,
  type OrderServicesQuery,
  SERVICE_KIND_LABELS,
  type ServiceKind,
} from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-error.ts';
import * as audit from '../audit/audit-service.ts';
import * as locations from '../locations/locations-service.ts';
import * as repo from './catalogue-repository.ts';
import { pagination } from '../../lib/pagination.ts';

/*
 * The services catalogue (maCP, tenCP, donGia; home sampling per province, hospital visits per
 * facility) and the facilities: what the order wizard offers, what a booking is priced from, and
 * the desk's maintenance of both.
 */

// ——— what collaborators see ———

/**
 * GET medical-order/services: IsTaiNha=true → services for home sampling in MaTinh; false → at
 * facility MaDV. Without IsTaiNha the given place decides. Nothing matches an unknown place.
 */
export async function availableServices(deps: AppDeps, query: OrderServicesQuery): Promise<CatalogueService[]> {
  const atHome = query.IsTaiNha ?? (query.MaDV ? false : !!query.MaTinh);
  let place: repo.Place | undefined;
  if (atHome && query.MaTinh) place = { provinceCode: query.MaTinh };
  if (!atHome && query.MaDV) {
    const facility = await repo.findFacilityByCode(deps.db, query.MaDV);
    if (facility?.active) place = { facilityId: facility.id };
  }
  if (!place) return [];
  const rows = await repo.listAvailable(deps.db, place);
  return rows.map((s) => ({ maCP: s.code, tenCP: s.name, donGia: s.price, feePrice: s.feePrice, kind: s.kind as ServiceKind }));
}

/** The fee a home-sampling order adds to its month's debt report (catalogue-repository.ts). */
export const homeSamplingFee = (deps: AppDeps) => repo.homeSamplingFee(deps.db);

/** GET medical-order/locations: the active facilities (spec 3 §3: value = facility code, key, title). */
export async function bookableFacilities(deps: AppDeps): Promise<OrderLocation[]> {
  const rows = await repo.listActiveFacilities(deps.db);
  return rows.map((f) => ({ value: f.code, key: f.code, title: f.name, address: f.address, provinceCode: f.provinceCode }));
}

/** An active facility by code, for a booking (undefined when there is none). */
export async function facilityForBooking(db: Executor, code: string) {
  const facility = await repo.findFacilityByCode(db, code);
  return facility?.active ? facility : undefined;
}

/** The first of these facility codes the catalogue does not have (undefined when it has them all): an integration's facilities. */
export async function facilityCodesKnown(deps: AppDeps, codes: readonly string[]): Promise<string | undefined> {
  if (!codes.length) return undefined;
  const known = await repo.facilityIdsByCode(deps.db, [...codes]);
  return codes.find((code) => !known.has(code.toLowerCase()));
}

/** Where a booking takes place: a province (home sampling) or a facility (hospital visit). */
export type Place = repo.Place;

export type PricedService = { id: string; code: string; name: string; price: number; feePrice: number };

/**
 * The catalogue's services for these codes, priced by the catalogue, each active and offered at
 * the place; otherwise field errors under `serviceIds`.
 */
export async function priceServices(
  db: Executor,
  codes: string[],
  place: Place,
): Promise<{ services: PricedService[] } | { errors: FieldErrors }> {
  const rows = await repo.findForBooking(db, codes, place);
  const byCode = new Map(rows.map((r) => [r.code.toLowerCase(), r]));
  const problems: string[] = [];
  const services: PricedService[] = [];
  for (const code of codes) {
    const row = byCode.get(code.toLowerCase());
    if (!row?.active) problems.push(ORDER_MSG.serviceUnknown);
    else if (!row.available) problems.push(ORDER_MSG.serviceUnavailable(row.name));
    else if (!services.some((s) => s.id === row.id))
      services.push({ id: row.id, code: row.code, name: row.name, price: row.price, feePrice: row.feePrice });
  }
  return problems.length ? { errors: { serviceIds: [...new Set(problems)] } } : { services };
}

// ——— the desk: services ———

function toEntry(j: repo.ServiceJoined): CatalogueEntry {
  const s = j.service;
  return {
    id: s.id,
    maCP: s.code,
    tenCP: s.name,
    donGia: s.price,
    feePrice: s.feePrice,
    kind: s.kind as ServiceKind,
    kindName: SERVICE_KIND_LABELS[s.kind as ServiceKind] ?? s.kind,
    active: s.active,
    provinceCodes: j.provinceCodes,
    facilityCodes: j.facilityCodes,
    orderCount: j.orderCount,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

export async function listCatalogue(deps: AppDeps, query: CatalogueListQuery): Promise<CatalogueList> {
  const limit = query.limit;
  const { items, total } = await repo.listServices(deps.db, query, query.page, limit);
  return { items: items.map(toEntry), pagination: pagination(query.page, limit, total) };
}

export async function getCatalogueEntry(deps: AppDeps, id: string): Promise<CatalogueEntry> {
  const found = await repo.findService(deps.db, id);
  if (!found) throw new AppError('not_found');
  return toEntry(found);
}

/** Checks the codes of a service body and resolves its facilities; refuses with every problem at once. */
async function resolveService(db: Executor, body: CatalogueBody, exceptId?: string): Promise<string[]> {
  const errors: FieldErrors = {};
  if (await repo.serviceCodeTaken(db, body.maCP, exceptId)) errors.maCP = [ORDER_DESK_MSG.serviceCodeTaken];
  const known = await locations.knownProvinces(db, body.provinceCodes);
  if (body.provinceCodes.some((c) => !known.has(c))) errors.provinceCodes = [ORDER_DESK_MSG.provinceUnknown];
  const facilityIds = await repo.facilityIdsByCode(db, body.facilityCodes);
  if (body.facilityCodes.some((c) => !facilityIds.has(c.toLowerCase()))) errors.facilityCodes = [ORDER_DESK_MSG.facilityUnknown];
  if (Object.keys(errors).length)
    throw new AppError(errors.maCP && Object.keys(errors).length === 1 ? 'conflict' : 'validation', undefined, errors);
  return body.facilityCodes.map((c) => facilityIds.get(c.toLowerCase())!);
}

const serviceValues = (body: CatalogueBody): repo.ServiceValues => ({
  code: body.maCP,
  name: body.tenCP,
  price: body.donGia,
  feePrice: body.feePrice,
  kind: body.kind,
  active: body.active,
});

const auditedService = (v: repo.ServiceValues, provinceCodes: string[], facilityCodes: string[]) => ({
  maCP: v.code,
  tenCP: v.name,
  donGia: v.price,
  feePrice: v.feePrice,
  kind: v.kind,
  active: v.active,
  provinceCodes: [...provinceCodes].sort(),
  facilityCodes: [...facilityCodes].sort(),
});

const conflictOn = (field: string, message: string) => (err: unknown) => {
  if (isUniqueViolation(err)) throw new AppError('conflict', undefined, { [field]: [message] });
  throw err;
};

export async function createService(deps: AppDeps, actor: Actor, body: CatalogueBody): Promise<CatalogueEntry> {
  const id = await deps.db
    .transaction(async (tx) => {
      const facilityIds = await resolveService(tx, body);
      const values = serviceValues(body);
      const created = await repo.insertService(tx, values);
      await repo.setAvailability(tx, created.id, body.provinceCodes, facilityIds);
      await audit.record(tx, actor, {
        objectType: 'catalogue_service',
        objectId: created.id,
        action: 'create',
        summary: `${created.code} ${created.name}`,
        after: auditedService(values, body.provinceCodes, body.facilityCodes),
      });
      return created.id;
    })
    .catch(conflictOn('maCP', ORDER_DESK_MSG.serviceCodeTaken));
  return getCatalogueEntry(deps, id);
}

export async function updateService(deps: AppDeps, actor: Actor, id: string, body: CatalogueBody): Promise<CatalogueEntry> {
  await deps.db
    .transaction(async (tx) => {
      const before = await repo.findService(tx, id);
      if (!before || !(await repo.lockService(tx, id))) throw new AppError('not_found');
      const facilityIds = await resolveService(tx, body, id);
      const values = serviceValues(body);
      await repo.updateService(tx, id, values);
      await repo.setAvailability(tx, id, body.provinceCodes, facilityIds);
      await audit.record(tx, actor, {
        objectType: 'catalogue_service',
        objectId: id,
        action: 'update',
        summary: `${values.code} ${values.name}`,
        before: auditedService(before.service, before.provinceCodes, before.facilityCodes),
        after: auditedService(values, body.provinceCodes, body.facilityCodes),
      });
    })
    .catch(conflictOn('maCP', ORDER_DESK_MSG.serviceCodeTaken));
  return getCatalogueEntry(deps, id);
}

/** Deletes a service no order carries (one that was booked can only be stopped: `active: false`). */
export async function deleteService(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findService(tx, id);
    if (!before || !(await repo.lockService(tx, id))) throw new AppError('not_found');
    if (await repo.serviceUsed(tx, id)) throw new AppError('business_rule', ORDER_DESK_MSG.serviceInUse);
    await repo.deleteService(tx, id);
    await audit.record(tx, actor, {
      objectType: 'catalogue_service',
      objectId: id,
      action: 'delete',
      summary: `${before.service.code} ${before.service.name}`,
      before: auditedService(before.service, before.provinceCodes, before.facilityCodes),
    });
  });
}

// ——— the desk: facilities ———

function toFacility(j: repo.FacilityJoined): Facility {
  const f = j.facility;
  return {
    id: f.id,
    code: f.code,
    name: f.name,
    address: f.address,
    provinceCode: f.provinceCode,
    provinceName: j.provinceName,
    active: f.active,
    serviceCount: j.serviceCount,
    orderCount: j.orderCount,
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
  };
}

export async function listFacilities(deps: AppDeps, query: FacilityListQuery): Promise<FacilityList> {
  const limit = query.limit;
  const { items, total } = await repo.listFacilities(deps.db, query, query.page, limit);
  return { items: items.map(toFacility), pagination: pagination(query.page, limit, total) };
}

export async function getFacility(deps: AppDeps, id: string): Promise<Facility> {
  const found = await repo.findFacility(deps.db, id);
  if (!found) throw new AppError('not_found');
  return toFacility(found);
}

async function checkFacility(db: Executor, body: FacilityBody, exceptId?: string) {
  const errors: FieldErrors = {};
  if (await repo.facilityCodeTaken(db, body.code, exceptId)) errors.code = [ORDER_DESK_MSG.facilityCodeTaken];
  if (!(await locations.knownProvinces(db, [body.provinceCode])).has(body.provinceCode))
    errors.provinceCode = [ORDER_DESK_MSG.provinceUnknown];
  if (Object.keys(errors).length)
    throw new AppError(errors.code && Object.keys(errors).length === 1 ? 'conflict' : 'validation', undefined, errors);
}

const facilityValues = (body: FacilityBody): repo.FacilityValues => ({
  code: body.code,
  name: body.name,
  address: body.address,
  provinceCode: body.provinceCode,
  active: body.active,
});
const auditedFacility = (f: repo.FacilityValues) => ({
  code: f.code,
  name: f.name,
  address: f.address,
  provinceCode: f.provinceCode,
  active: f.active,
});

export async function createFacility(deps: AppDeps, actor: Actor, body: FacilityBody): Promise<Facility> {
  const id = await deps.db
    .transaction(async (tx) => {
      await checkFacility(tx, body);
      const created = await repo.insertFacility(tx, facilityValues(body));
      await audit.record(tx, actor, {
        objectType: 'facility',
        objectId: created.id,
        action: 'create',
        summary: `${created.code} ${created.name}`,
        after: auditedFacility(created),
      });
      return created.id;
    })
    .catch(conflictOn('code', ORDER_DESK_MSG.facilityCodeTaken));
  return getFacility(deps, id);
}

export async function updateFacility(deps: AppDeps, actor: Actor, id: string, body: FacilityBody): Promise<Facility> {
  await deps.db
    .transaction(async (tx) => {
      const before = await repo.lockFacility(tx, id);
      if (!before) throw new AppError('not_found');
      await checkFacility(tx, body, id);
      const values = facilityValues(body);
      await repo.updateFacility(tx, id, values);
      await audit.record(tx, actor, {
        objectType: 'facility',
        objectId: id,
        action: 'update',
        summary: `${values.code} ${values.name}`,
        before: auditedFacility(before),
        after: auditedFacility(values),
      });
    })
    .catch(conflictOn('code', ORDER_DESK_MSG.facilityCodeTaken));
  return getFacility(deps, id);
}

/** Deletes a facility no order names (one that was booked can only be closed: `active: false`). */
export async function deleteFacility(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.lockFacility(tx, id);
    if (!before) throw new AppError('not_found');
    if (await repo.facilityUsed(tx, id)) throw new AppError('business_rule', ORDER_DESK_MSG.facilityInUse);
    await repo.deleteFacility(tx, id);
    await audit.record(tx, actor, {
      objectType: 'facility',
      objectId: id,
      action: 'delete',
      summary: `${before.code} ${before.name}`,
      before: auditedFacility(before),
    });
  });
}
