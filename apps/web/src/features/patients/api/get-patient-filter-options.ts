import { patientEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { patientsKey } from './get-patients';

/** GET /api/partner/v1/collaborator/patient/filter-options: the total-spent presets. */
export async function getPatientFilterOptions(signal?: AbortSignal) {
  return (await api.call(patientEndpoints.filterOptions, { signal })).data;
}

export const patientFilterOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...patientsKey(), 'filter-options'],
    queryFn: ({ signal }) => getPatientFilterOptions(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePatientFilterOptions = () => useQuery(patientFilterOptionsQueryOptions());
