import {
  apiPaths,
  type DeskPackageBody,
  type DeskServiceBody,
  type deskCategoryRowSchema,
  type deskPackageDetailSchema,
  type deskPackageListSchema,
  type deskServiceListSchema,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi } from '../../../lib/console-api';
import { companyKeys, type DeskListParams, type Parsed, useCompanyDeskMutation } from './desk-mutation';

export type DeskPackageList = Parsed<typeof deskPackageListSchema>;
export type DeskPackageRow = DeskPackageList['items'][number];
export type DeskPackageDetail = Parsed<typeof deskPackageDetailSchema>;
export type DeskCategoryRow = Parsed<typeof deskCategoryRowSchema>;
export type DeskServiceList = Parsed<typeof deskServiceListSchema>;
export type DeskServiceRow = DeskServiceList['items'][number];

// ——— packages ———

/** GET /api/admin/companies/exam-packages (search, categoryId, published, pages). */
export async function getExamPackages(query: DeskListParams): Promise<DeskPackageList> {
  return (await consoleApi.get<DeskPackageList>(apiPaths.admin.examPackages, { query })).data;
}

export const examPackagesQueryOptions = (query: DeskListParams) =>
  queryOptions({
    queryKey: [...companyKeys.packages(), 'list', query],
    queryFn: () => getExamPackages(query),
    placeholderData: keepPreviousData,
  });

export const useExamPackages = (query: DeskListParams) => useQuery(examPackagesQueryOptions(query));

/** GET /api/admin/companies/exam-packages/{id}: with its services (the edit dialog's starting point). */
export const examPackageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...companyKeys.packages(), 'detail', id],
    queryFn: async () => (await consoleApi.get<DeskPackageDetail>(apiPaths.admin.examPackage(id))).data,
    enabled: Boolean(id),
  });

export const useExamPackage = (id: string) => useQuery(examPackageQueryOptions(id));

export const useSaveExamPackage = () =>
  useCompanyDeskMutation(async ({ id, body }: { id?: string; body: DeskPackageBody }) =>
    id
      ? (await consoleApi.put<DeskPackageDetail>(apiPaths.admin.examPackage(id), body)).data
      : (await consoleApi.post<DeskPackageDetail>(apiPaths.admin.examPackages, body)).data,
  );

export const useDeleteExamPackage = () =>
  useCompanyDeskMutation(async (id: string) => {
    await consoleApi.delete(apiPaths.admin.examPackage(id));
  });

// ——— categories ———

/** GET /api/admin/companies/exam-categories: the whole (short) list. */
export const examCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...companyKeys.categories(), 'list'],
    queryFn: async () => (await consoleApi.get<DeskCategoryRow[]>(apiPaths.admin.examCategories)).data,
  });

export const useExamCategories = () => useQuery(examCategoriesQueryOptions());

export const useSaveExamCategory = () =>
  useCompanyDeskMutation(async ({ id, body }: { id?: string; body: { name: string; sort: number } }) =>
    id
      ? (await consoleApi.put<DeskCategoryRow>(apiPaths.admin.examCategory(id), body)).data
      : (await consoleApi.post<DeskCategoryRow>(apiPaths.admin.examCategories, body)).data,
  );

export const useDeleteExamCategory = () =>
  useCompanyDeskMutation(async (id: string) => {
    await consoleApi.delete(apiPaths.admin.examCategory(id));
  });

// ——— services ———

/** GET /api/admin/companies/exam-services (search, active, pages). */
export async function getExamServices(query: DeskListParams): Promise<DeskServiceList> {
  return (await consoleApi.get<DeskServiceList>(apiPaths.admin.examServices, { query })).data;
}

export const examServicesQueryOptions = (query: DeskListParams) =>
  queryOptions({
    queryKey: [...companyKeys.services(), 'list', query],
    queryFn: () => getExamServices(query),
    placeholderData: keepPreviousData,
  });

export const useExamServices = (query: DeskListParams) => useQuery(examServicesQueryOptions(query));

export const useSaveExamService = () =>
  useCompanyDeskMutation(async ({ id, body }: { id?: string; body: DeskServiceBody }) =>
    id
      ? (await consoleApi.put<DeskServiceRow>(apiPaths.admin.examService(id), body)).data
      : (await consoleApi.post<DeskServiceRow>(apiPaths.admin.examServices, body)).data,
  );
