import { apiPaths, type SubUnitList } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subUnitsKey } from './keys';

export type SubUnitFilters = { page: number; limit: number; search?: string | undefined };

/** GET …/company/sub-units/list */
export async function getSubUnits(filters: SubUnitFilters, signal?: AbortSignal): Promise<SubUnitList> {
  return (await api.get<SubUnitList>(apiPaths.companies.subUnits, { query: filters, signal })).data;
}

export const subUnitsQueryOptions = (filters: SubUnitFilters) =>
  queryOptions({
    queryKey: [...subUnitsKey(), 'list', filters],
    queryFn: ({ signal }) => getSubUnits(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useSubUnits = (filters: SubUnitFilters) => useQuery(subUnitsQueryOptions(filters));
