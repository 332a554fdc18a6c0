import {
  COMPANY_DESK_MSG,
  type DeskCategoryRow,
  type DeskPackageBody,
  type DeskServiceBody,
  EXAM_PACKAGE_TYPE_LABELS,
} from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { pagination } from '../../lib/pagination.ts';
import { pgError } from '../../lib/pg-error.ts';
import * as audit from '../audit/audit-service.ts';
import * as repo from './exam-packages-repository.ts';

/*
 * The exam-package catalogue on the company desk (packages.manage writes, companies.view reads):
 * packages with their services, their categories (a category in use cannot go), and the
 * services. Names and codes are unique regardless of case (409). Every change is audited.
 */

const typeName = (type: number) => EXAM_PACKAGE_TYPE_LABELS[type as 1 | 2] ?? String(type);

/** A unique index's violation as the field's 409. */
function uniqueAs(err: unknown): never {
  const constraint = pgError(err)?.constraint;
  if (constraint === 'exam_package_categories_name_key') throw AppError.field('name', COMPANY_DESK_MSG.categoryTaken, 'conflict');
  if (constraint === 'exam_services_code_key') throw AppError.field('code', COMPANY_DESK_MSG.serviceCodeTaken, 'conflict');
  throw err;
}

// ——— packages ———

const toPackageRow = (p: repo.PackageJoined) => ({ ...p, typeName: typeName(p.type) });

export async function listPackages(deps: AppDeps, query: repo.PackageFilter & { page: number; limit: number }) {
  const limit = query.limit;
  const { rows, total } = await repo.listPackages(deps.db, query, query.page, limit);
  return { items: rows.map(toPackageRow), pagination: pagination(query.page, limit, total) };
}

export async function getPackage(deps: AppDeps, id: string) {
  const p = await repo.findPackage(deps.db, id);
  if (!p) throw new AppError('not_found');
  return { ...toPackageRow(p), services: await repo.servicesOfPackage(deps.db, id) };
}

/** The category must exist and every service too (422 on the field). */
async function checkPackage(tx: Executor, body: DeskPackageBody) {
  const category = await repo.findCategory(tx, body.categoryId);
  if (!category) throw AppError.field('categoryId', COMPANY_DESK_MSG.categoryUnknown, 'business_rule');
  const ids = [...new Set(body.serviceIds)];
  const found = await repo.servicesByIds(tx, ids);
  if (found.length !== ids.length) throw AppError.field('serviceIds', COMPANY_DESK_MSG.serviceUnknown, 'business_rule');
  const codes = new Map(found.map((s) => [s.id, s.code]));
  return { category, ids, services: ids.map((id) => codes.get(id)).join(', ') };
}

const packageValues = (body: DeskPackageBody): repo.PackageValues => ({
  categoryId: body.categoryId,
  name: body.name,
  type: body.type,
  price: body.price,
  description: body.description,
  published: body.published,
});

const packageAudit = (v: repo.PackageValues, category: string, services: string) => ({
  name: v.name,
  category,
  type: typeName(v.type),
  price: v.price,
  description: v.description,
  published: v.published ? 'Hiển thị' : 'Ẩn',
  services,
});

export async function createPackage(deps: AppDeps, actor: Actor, body: DeskPackageBody) {
  const id = await deps.db.transaction(async (tx) => {
    const { category, ids, services } = await checkPackage(tx, body);
    const values = packageValues(body);
    const packageId = await repo.insertPackage(tx, values);
    await repo.setPackageServices(tx, packageId, ids);
    await audit.record(tx, actor, {
      objectType: 'exam_package',
      objectId: packageId,
      action: 'create',
      summary: `Tạo gói khám "${body.name}" (${category.name}, ${ids.length} dịch vụ)`,
      after: packageAudit(values, category.name, services),
    });
    return packageId;
  });
  return getPackage(deps, id);
}

export async function updatePackage(deps: AppDeps, actor: Actor, id: string, body: DeskPackageBody) {
  await deps.db.transaction(async (tx) => {
    const current = await repo.lockPackage(tx, id);
    const before = current && (await repo.findPackage(tx, id));
    if (!current || !before) throw new AppError('not_found');
    const beforeServices = (await repo.servicesOfPackage(tx, id)).map((s) => s.code).join(', ');
    const { category, ids, services } = await checkPackage(tx, body);
    const values = packageValues(body);
    await repo.updatePackage(tx, id, values);
    await repo.setPackageServices(tx, id, ids);
    await audit.record(tx, actor, {
      objectType: 'exam_package',
      objectId: id,
      action: 'update',
      summary: `Cập nhật gói khám "${body.name}"`,
      before: packageAudit(current, before.category.name, beforeServices),
      after: packageAudit(values, category.name, services),
    });
  });
  return getPackage(deps, id);
}

export async function deletePackage(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // The row lock conflicts with the key-share lock a contract's write takes on the package it names:
    // a contract saved meanwhile is counted here, or waits and then finds the package gone.
    const current = await repo.lockPackage(tx, id);
    if (!current) throw new AppError('not_found');
    if ((await repo.contractsOfPackage(tx, id)) > 0) throw new AppError('business_rule', COMPANY_DESK_MSG.packageInUse);
    await repo.deletePackage(tx, id);
    await audit.record(tx, actor, {
      objectType: 'exam_package',
      objectId: id,
      action: 'delete',
      summary: `Xóa gói khám "${current.name}"`,
      before: { name: current.name, price: current.price },
    });
  });
}

// ——— categories ———

export const listCategories = (deps: AppDeps): Promise<DeskCategoryRow[]> => repo.listCategories(deps.db);

async function categoryRow(deps: AppDeps, id: string): Promise<DeskCategoryRow> {
  const row = await repo.findCategory(deps.db, id);
  if (!row) throw new AppError('not_found');
  return row;
}

export async function createCategory(deps: AppDeps, actor: Actor, body: { name: string; sort: number }) {
  const id = await deps.db
    .transaction(async (tx) => {
      const categoryId = await repo.insertCategory(tx, body);
      await audit.record(tx, actor, {
        objectType: 'exam_category',
        objectId: categoryId,
        action: 'create',
        summary: `Tạo danh mục gói khám "${body.name}"`,
        after: body,
      });
      return categoryId;
    })
    .catch(uniqueAs);
  return categoryRow(deps, id);
}

export async function updateCategory(deps: AppDeps, actor: Actor, id: string, body: { name: string; sort: number }) {
  await deps.db
    .transaction(async (tx) => {
      const current = await repo.lockCategory(tx, id);
      if (!current) throw new AppError('not_found');
      await repo.updateCategory(tx, id, body);
      await audit.record(tx, actor, {
        objectType: 'exam_category',
        objectId: id,
        action: 'update',
        summary: `Cập nhật danh mục gói khám "${body.name}"`,
        before: { name: current.name, sort: current.sort },
        after: body,
      });
    })
    .catch(uniqueAs);
  return categoryRow(deps, id);
}

/** A category that still has packages stays (422). */
export async function deleteCategory(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await repo.lockCategory(tx, id);
    if (!current) throw new AppError('not_found');
    if ((await repo.packagesInCategory(tx, id)) > 0) throw new AppError('business_rule', COMPANY_DESK_MSG.categoryInUse);
    await repo.deleteCategory(tx, id);
    await audit.record(tx, actor, {
      objectType: 'exam_category',
      objectId: id,
      action: 'delete',
      summary: `Xóa danh mục gói khám "${current.name}"`,
      before: { name: current.name, sort: current.sort },
    });
  });
}

// ——— services ———

export async function listServices(
  deps: AppDeps,
  query: { page: number; limit: number; search?: string | undefined; active?: boolean | undefined },
) {
  const limit = query.limit;
  const { rows: items, total } = await repo.listServices(deps.db, query, query.page, limit);
  return { items, pagination: pagination(query.page, limit, total) };
}

async function serviceRow(deps: AppDeps, id: string) {
  const row = await repo.findService(deps.db, id);
  if (!row) throw new AppError('not_found');
  return row;
}

const serviceAudit = (v: repo.ServiceValues) => ({
  code: v.code,
  name: v.name,
  groupName: v.groupName,
  price: v.price,
  active: v.active ? 'Đang dùng' : 'Ngừng dùng',
});

const serviceValues = (b: DeskServiceBody): repo.ServiceValues => ({
  code: b.code,
  name: b.name,
  groupName: b.groupName ?? '',
  price: b.price,
  active: b.active,
});

export async function createService(deps: AppDeps, actor: Actor, input: DeskServiceBody) {
  const body = serviceValues(input);
  const id = await deps.db
    .transaction(async (tx) => {
      const serviceId = await repo.insertService(tx, body);
      await audit.record(tx, actor, {
        objectType: 'exam_service',
        objectId: serviceId,
        action: 'create',
        summary: `Tạo dịch vụ khám ${body.code} — ${body.name}`,
        after: serviceAudit(body),
      });
      return serviceId;
    })
    .catch(uniqueAs);
  return serviceRow(deps, id);
}

export async function updateService(deps: AppDeps, actor: Actor, id: string, input: DeskServiceBody) {
  const body = serviceValues(input);
  await deps.db
    .transaction(async (tx) => {
      const current = await repo.lockService(tx, id);
      if (!current) throw new AppError('not_found');
      await repo.updateService(tx, id, body);
      await audit.record(tx, actor, {
        objectType: 'exam_service',
        objectId: id,
        action: 'update',
        summary: `Cập nhật dịch vụ khám ${body.code} — ${body.name}`,
        before: serviceAudit(current),
        after: serviceAudit(body),
      });
    })
    .catch(uniqueAs);
  return serviceRow(deps, id);
}
