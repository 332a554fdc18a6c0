import { companyEndpoints, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subUnitsKey } from './keys';

/** The list's filters, of the list's query. */
export type SubUnitFilters = QueryOf<typeof companyEndpoints.subUnits> & { page: number; limit: number; search?: string | undefined };

/** GET …/company/sub-units/list */
export async function getSubUnits(filters: SubUnitFilters, signal?: AbortSignal) {
  return (await api.call(companyEndpoints.subUnits, { query: filters, signal })).data;
}

export const subUnitsQueryOptions = (filters: SubUnitFilters) =>
  queryOptions({
    queryKey: [...subUnitsKey(), 'list', filters],
    queryFn: ({ signal }) => getSubUnits(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useSubUnits = (filters: SubUnitFilters) => useQuery(subUnitsQueryOptions(filters));
