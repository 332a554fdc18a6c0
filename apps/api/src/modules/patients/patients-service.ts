import {
  genderName,
  ORDER_MSG,
  ORDER_OPTIONS,
  pseudoDistrictName,
  type Patient,
  type PatientBody,
  type PatientList,
  type PatientListQuery,
} from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { PartnerAuth } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import * as locations from '../locations/locations-service.ts';
import * as repo from './patients-repository.ts';
import { pagination } from '../../lib/pagination.ts';

/** A collaborator's patients (spec 3 §3, §5, §7): its own only (another's id is 404, by the route's `owns`). */

function toPatient(p: repo.PatientRow): Patient {
  return {
    id: p.id,
    fullName: p.fullName,
    phone: p.phone,
    birthday: p.birthday,
    gender: p.gender,
    genderName: genderName(p.gender),
    email: p.email,
    provinceCode: p.provinceCode,
    districtCode: p.districtCode,
    wardCode: p.wardCode,
    provinceName: p.provinceName ?? '',
    districtName: p.districtProvinceName ? pseudoDistrictName(p.districtProvinceName) : '',
    wardName: p.wardName ?? '',
    address: p.address,
    orderCount: p.orderCount,
    total: p.total,
    createdAt: p.createdAt.toISOString(),
  };
}

export async function listPatients(deps: AppDeps, auth: PartnerAuth, query: PatientListQuery): Promise<PatientList> {
  const limit = query.limit;
  const { items, total } = await repo.listPatients(
    deps.db,
    auth.partnerId,
    { search: query.search, minTotal: query.MinTotal, maxTotal: query.MaxTotal },
    query.page,
    limit,
  );
  return { items: items.map(toPatient), pagination: pagination(query.page, limit, total) };
}

export async function getPatient(deps: AppDeps, id: string): Promise<Patient> {
  const row = await repo.findPatient(deps.db, id);
  if (!row) throw new AppError('not_found');
  return toPatient(row);
}

export type PatientFields = {
  fullName: string;
  phone: string;
  birthday: string;
  gender: number;
  email: string;
  provinceCode: string;
  districtCode: string;
  wardCode: string;
  address: string;
};

/** The address must exist and hang together (province → its pseudo-district → a ward of it). */
async function checkedValues(db: Executor, fields: PatientFields): Promise<repo.PatientValues> {
  const checked = await locations.checkAddress(db, fields);
  if ('errors' in checked) throw new AppError('validation', undefined, checked.errors);
  return { ...fields };
}

/**
 * Creates a patient of this collaborator inside the caller's transaction (the order wizard creates
 * one with its order: both commit or neither).
 */
export async function insertPatient(tx: Executor, partnerId: string, fields: PatientFields): Promise<repo.PatientRecord> {
  return repo.insertPatient(tx, partnerId, await checkedValues(tx, fields));
}

/** A patient of this collaborator, locked (the order's patient); undefined when it is not one of its own. */
export const lockOwnPatient = (tx: Executor, partnerId: string, id: string) => repo.lockOwnPatient(tx, partnerId, id);

export async function createPatient(deps: AppDeps, auth: PartnerAuth, body: PatientBody): Promise<Patient> {
  const created = await deps.db.transaction((tx) => insertPatient(tx, auth.partnerId, body));
  return getPatient(deps, created.id);
}

export async function updatePatient(deps: AppDeps, auth: PartnerAuth, id: string, body: PatientBody): Promise<Patient> {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.lockOwnPatient(tx, auth.partnerId, id))) throw new AppError('not_found');
    await repo.updatePatient(tx, id, await checkedValues(tx, body));
  });
  return getPatient(deps, id);
}

/** Deletes a patient without orders; one with orders is refused (422) with the reason. */
export async function deletePatient(deps: AppDeps, auth: PartnerAuth, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.lockOwnPatient(tx, auth.partnerId, id))) throw new AppError('not_found');
    if (await repo.hasOrders(tx, id)) throw new AppError('business_rule', ORDER_MSG.patientHasOrders);
    await repo.deletePatient(tx, id);
  });
}

export const optionFields = () => ({ gender: ORDER_OPTIONS.gender });

/** Presets of the list's total-spent filter (đ). */
export const filterOptions = () => ({
  total: [
    { key: 'none', name: 'Chưa phát sinh', from: 0, to: 0 },
    { key: 'lt1m', name: 'Dưới 1 triệu', from: 0, to: 999_999 },
    { key: '1m-5m', name: 'Từ 1 đến 5 triệu', from: 1_000_000, to: 5_000_000 },
    { key: 'gt5m', name: 'Trên 5 triệu', from: 5_000_001, to: null },
  ],
});

/** Who owns a patient: the access check of routes whose `:id` is a patient. */
export const patientOwner = (deps: AppDeps, id: string) => repo.patientOwner(deps.db, id);
