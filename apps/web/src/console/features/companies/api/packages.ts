import {
  type BodyOf,
  type DataOf,
  type DeskPackageBody,
  type DeskServiceBody,
  examPackageDeskEndpoints,
  type QueryOf,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi } from '../../../lib/console-api';
import { companyKeys, useCompanyDeskMutation } from './desk-mutation';

/** The lists' filters: the queries of GET /api/admin/companies/exam-packages and /exam-services. */
type PackageListParams = QueryOf<typeof examPackageDeskEndpoints.packages>;
type ServiceListParams = QueryOf<typeof examPackageDeskEndpoints.services>;
export type DeskPackageRow = DataOf<typeof examPackageDeskEndpoints.packages>['items'][number];
export type DeskCategoryRow = DataOf<typeof examPackageDeskEndpoints.categories>[number];
export type DeskServiceRow = DataOf<typeof examPackageDeskEndpoints.services>['items'][number];

// ——— packages ———

/** GET /api/admin/companies/exam-packages (search, categoryId, published, pages). */
export async function getExamPackages(query: PackageListParams) {
  return (await consoleApi.call(examPackageDeskEndpoints.packages, { query })).data;
}

export const examPackagesQueryOptions = (query: PackageListParams) =>
  queryOptions({
    queryKey: [...companyKeys.packages(), 'list', query],
    queryFn: () => getExamPackages(query),
    placeholderData: keepPreviousData,
  });

export const useExamPackages = (query: PackageListParams) => useQuery(examPackagesQueryOptions(query));

/** GET /api/admin/companies/exam-packages/{id}: with its services (the edit dialog's starting point). */
export const examPackageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...companyKeys.packages(), 'detail', id],
    queryFn: async () => (await consoleApi.call(examPackageDeskEndpoints.package, { params: { id } })).data,
    enabled: Boolean(id),
  });

export const useExamPackage = (id: string) => useQuery(examPackageQueryOptions(id));

export const useSaveExamPackage = () =>
  useCompanyDeskMutation(async ({ id, body }: { id?: string; body: DeskPackageBody }) =>
    id
      ? (await consoleApi.call(examPackageDeskEndpoints.updatePackage, { params: { id }, body })).data
      : (await consoleApi.call(examPackageDeskEndpoints.createPackage, { body })).data,
  );

export const useDeleteExamPackage = () =>
  useCompanyDeskMutation(async (id: string) => {
    await consoleApi.call(examPackageDeskEndpoints.deletePackage, { params: { id } });
  });

// ——— categories ———

/** GET /api/admin/companies/exam-categories: the whole (short) list. */
export const examCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...companyKeys.categories(), 'list'],
    queryFn: async () => (await consoleApi.call(examPackageDeskEndpoints.categories)).data,
  });

export const useExamCategories = () => useQuery(examCategoriesQueryOptions());

export const useSaveExamCategory = () =>
  useCompanyDeskMutation(async ({ id, body }: { id?: string; body: BodyOf<typeof examPackageDeskEndpoints.createCategory> }) =>
    id
      ? (await consoleApi.call(examPackageDeskEndpoints.updateCategory, { params: { id }, body })).data
      : (await consoleApi.call(examPackageDeskEndpoints.createCategory, { body })).data,
  );

export const useDeleteExamCategory = () =>
  useCompanyDeskMutation(async (id: string) => {
    await consoleApi.call(examPackageDeskEndpoints.deleteCategory, { params: { id } });
  });

// ——— services ———

/** GET /api/admin/companies/exam-services (search, active, pages). */
export async function getExamServices(query: ServiceListParams) {
  return (await consoleApi.call(examPackageDeskEndpoints.services, { query })).data;
}

export const examServicesQueryOptions = (query: ServiceListParams) =>
  queryOptions({
    queryKey: [...companyKeys.services(), 'list', query],
    queryFn: () => getExamServices(query),
    placeholderData: keepPreviousData,
  });

export const useExamServices = (query: ServiceListParams) => useQuery(examServicesQueryOptions(query));

export const useSaveExamService = () =>
  useCompanyDeskMutation(async ({ id, body }: { id?: string; body: DeskServiceBody }) =>
    id
      ? (await consoleApi.call(examPackageDeskEndpoints.updateService, { params: { id }, body })).data
      : (await consoleApi.call(examPackageDeskEndpoints.createService, { body })).data,
  );
