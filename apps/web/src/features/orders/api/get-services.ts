import { type MethodType, orderEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersKey } from './get-orders';

/** Where the services are asked for: a province for home sampling, a facility for a visit. */
export type ServicePlace = { methodType: MethodType | undefined; provinceCode: string | undefined; facilityCode: string | undefined };

/** Spec 3 §5: services load only when (HOME and a province is chosen) or (HOSPITAL and a facility is chosen). */
export const canLoadServices = ({ methodType, provinceCode, facilityCode }: ServicePlace): boolean =>
  (methodType === 'HOME' && Boolean(provinceCode)) || (methodType === 'HOSPITAL' && Boolean(facilityCode));

/** GET .../medical-order/services?MaDV=&MaTinh=&IsTaiNha=: the catalogue offered at the place (maCP, tenCP, donGia). */
export async function getServices(place: ServicePlace, signal?: AbortSignal) {
  const atHome = place.methodType === 'HOME';
  const query = atHome ? { MaTinh: place.provinceCode, IsTaiNha: true } : { MaDV: place.facilityCode, IsTaiNha: false };
  return (await api.call(orderEndpoints.services, { query, signal })).data;
}

export const servicesQueryOptions = (place: ServicePlace) => {
  const atHome = place.methodType === 'HOME';
  return queryOptions({
    queryKey: [...ordersKey(), 'services', atHome ? 'HOME' : 'HOSPITAL', (atHome ? place.provinceCode : place.facilityCode) ?? ''],
    queryFn: ({ signal }) => getServices(place, signal),
    staleTime: 5 * 60_000,
  });
};

export const useServices = (place: ServicePlace) => useQuery({ ...servicesQueryOptions(place), enabled: canLoadServices(place) });
