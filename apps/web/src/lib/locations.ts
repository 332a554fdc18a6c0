import { locationEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { PUBLIC_QUERY_SCOPE } from './query-client';

/**
 * The administrative units (GET /api/partner/locations/{provinces,districts,wards}, spec 3 §7).
 * In lib, not in a feature, because the order wizard and the patient dialog both take an address
 * (components/form-fields/address-fields.tsx). Reference data anyone may read: kept for the visit.
 */
const locationsKey = [PUBLIC_QUERY_SCOPE, 'locations'] as const;

export async function getProvinces(signal?: AbortSignal) {
  return (await api.call(locationEndpoints.provinces, { signal })).data;
}

export async function getDistricts(maTinh: string, signal?: AbortSignal) {
  return (await api.call(locationEndpoints.districts, { query: { maTinh }, signal })).data;
}

export async function getWards(maHuyen: string, signal?: AbortSignal) {
  return (await api.call(locationEndpoints.wards, { query: { maHuyen }, signal })).data;
}

export const provincesQueryOptions = () =>
  queryOptions({
    queryKey: [...locationsKey, 'provinces'],
    queryFn: ({ signal }) => getProvinces(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const districtsQueryOptions = (maTinh: string) =>
  queryOptions({
    queryKey: [...locationsKey, 'districts', maTinh],
    queryFn: ({ signal }) => getDistricts(maTinh, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const wardsQueryOptions = (maHuyen: string) =>
  queryOptions({
    queryKey: [...locationsKey, 'wards', maHuyen],
    queryFn: ({ signal }) => getWards(maHuyen, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useProvinces = () => useQuery(provincesQueryOptions());
export const useDistricts = (maTinh: string | undefined) => useQuery({ ...districtsQueryOptions(maTinh ?? ''), enabled: Boolean(maTinh) });
export const useWards = (maHuyen: string | undefined) => useQuery({ ...wardsQueryOptions(maHuyen ?? ''), enabled: Boolean(maHuyen) });
