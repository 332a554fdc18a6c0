import {
  EXAM_PACKAGE_TYPE_LABELS,
  EXAM_PACKAGE_TYPES,
  type ExamPackageDetail,
  type ExamPackageList,
  type ExamPackageListQuery,
  type ExamPackageRow,
} from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { pagination } from '../../lib/pagination.ts';
import * as repo from './exam-packages-repository.ts';

/* The exam-package catalogue (spec 2 §7): anyone reads the published packages; a company also its services and filters. */

const typeName = (type: number) => EXAM_PACKAGE_TYPE_LABELS[type as 1 | 2] ?? '';

function toRow({ published: _, ...p }: repo.PackageJoined): ExamPackageRow {
  return { ...p, category: { id: p.category.id, name: p.category.name }, typeName: typeName(p.type) };
}

export async function listPackages(deps: AppDeps, query: ExamPackageListQuery): Promise<ExamPackageList> {
  const limit = query.limit;
  const { rows, total } = await repo.listPackages(deps.db, { ...query, published: true }, query.page, limit);
  return { items: rows.map(toRow), pagination: pagination(query.page, limit, total) };
}

export async function getPackage(deps: AppDeps, id: string): Promise<ExamPackageDetail> {
  const [found, services] = await Promise.all([repo.findPackage(deps.db, id, true), repo.servicesOfPackage(deps.db, id)]);
  if (!found) throw new AppError('not_found');
  return { ...toRow(found), services };
}

/** A contract's 'Gói khám' with its services: read whether or not the catalogue shows the package. */
export async function contractPackage(db: Executor, id: string | null): Promise<ExamPackageDetail | null> {
  if (!id) return null;
  const [found, services] = await Promise.all([repo.findPackage(db, id), repo.servicesOfPackage(db, id)]);
  return found ? { ...toRow(found), services } : null;
}

export async function listServices(
  deps: AppDeps,
  query: { page: number; limit: number; search?: string | undefined; groupName?: string | undefined; packageId?: string | undefined },
) {
  const limit = query.limit;
  const { rows, total } = await repo.listServices(deps.db, { ...query, active: true }, query.page, limit);
  return {
    items: rows.map(({ id, code, name, groupName, price }) => ({ id, code, name, groupName, price })),
    pagination: pagination(query.page, limit, total),
  };
}

/** The categories as the catalogue's filter names them. */
export const listCategories = async (deps: AppDeps) => (await repo.listCategories(deps.db)).map(({ id, name }) => ({ id, name }));

export async function filterOptions(deps: AppDeps) {
  return {
    categories: await listCategories(deps),
    types: EXAM_PACKAGE_TYPES.map((value) => ({ value, label: EXAM_PACKAGE_TYPE_LABELS[value] })),
    priceRanges: [
      { name: 'Dưới 1 triệu', from: 0, to: 999_999 },
      { name: 'Từ 1 đến 3 triệu', from: 1_000_000, to: 3_000_000 },
      { name: 'Trên 3 triệu', from: 3_000_001, to: null },
    ],
  };
}

export async function serviceFilterOptions(deps: AppDeps) {
  return { groups: (await repo.serviceGroups(deps.db)).map((g) => ({ value: g, label: g })) };
}
