import { companyEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subUnitsKey } from './keys';

/** GET …/company/sub-units/detail/{id}: the profile and its latest rename request. */
export async function getSubUnit(id: string, signal?: AbortSignal) {
  return (await api.call(companyEndpoints.subUnit, { params: { id }, signal })).data;
}

export const subUnitQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...subUnitsKey(), 'detail', id], queryFn: ({ signal }) => getSubUnit(id, signal) });

export const useSubUnit = (id: string) => useQuery(subUnitQueryOptions(id));
