import { apiPaths, type SubUnitDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subUnitsKey } from './keys';

/** GET …/company/sub-units/detail/{id}: the profile and its latest rename request. */
export async function getSubUnit(id: string, signal?: AbortSignal): Promise<SubUnitDetail> {
  return (await api.get<SubUnitDetail>(apiPaths.companies.subUnit(id), { signal })).data;
}

export const subUnitQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...subUnitsKey(), 'detail', id], queryFn: ({ signal }) => getSubUnit(id, signal) });

export const useSubUnit = (id: string) => useQuery(subUnitQueryOptions(id));
