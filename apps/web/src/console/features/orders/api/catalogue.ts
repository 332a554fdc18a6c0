import {
  apiPaths,
  type CatalogueBody,
  type CatalogueEntry,
  type CatalogueList,
  type Facility,
  type FacilityBody,
  type FacilityList,
  LIMITS,
  locationEndpoints,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';
import { useDeskMutation } from './desk-mutation';

export type CatalogueListParams = Readonly<Record<string, string | number>>;

const keys = {
  services: (query: CatalogueListParams) => [...consoleKeys.orders(), 'catalogue', query] as const,
  facilities: (query: CatalogueListParams) => [...consoleKeys.orders(), 'facilities', query] as const,
  provinces: () => [...consoleKeys.orders(), 'provinces'] as const,
};

/** Create (no id: POST to the collection) or update (PUT to the entry). */
const saveTo =
  <B, R>(collection: string, entry: (id: string) => string) =>
  async ({ id, body }: { id?: string; body: B }): Promise<R> =>
    (id ? await consoleApi.put<R>(entry(id), body) : await consoleApi.post<R>(collection, body)).data;

const deleteAt = (entry: (id: string) => string) => async (id: string) => {
  await consoleApi.delete(entry(id));
};

// ——— services ———

/** GET /api/admin/orders/catalogue: one page of the services with the filters. */
export async function getCatalogue(query: CatalogueListParams): Promise<CatalogueList> {
  return (await consoleApi.get<CatalogueList>(apiPaths.admin.catalogue, { query })).data;
}

export const catalogueQueryOptions = (query: CatalogueListParams) =>
  queryOptions({ queryKey: keys.services(query), queryFn: () => getCatalogue(query), placeholderData: keepPreviousData });
export const useCatalogue = (query: CatalogueListParams) => useQuery(catalogueQueryOptions(query));

/** Create (no id) or update a service with its availability. */
export const useSaveService = () =>
  useDeskMutation(saveTo<CatalogueBody, CatalogueEntry>(apiPaths.admin.catalogue, apiPaths.admin.catalogueEntry));

/** Deletes a service no order carries (the server refuses a booked one). */
export const useDeleteService = () => useDeskMutation(deleteAt(apiPaths.admin.catalogueEntry));

// ——— facilities ———

/** GET /api/admin/orders/facilities: one page with the filters. */
export async function getFacilities(query: CatalogueListParams): Promise<FacilityList> {
  return (await consoleApi.get<FacilityList>(apiPaths.admin.facilities, { query })).data;
}

export const facilitiesQueryOptions = (query: CatalogueListParams) =>
  queryOptions({ queryKey: keys.facilities(query), queryFn: () => getFacilities(query), placeholderData: keepPreviousData });
export const useFacilities = (query: CatalogueListParams) => useQuery(facilitiesQueryOptions(query));

/** Every facility (the service form's and the filters' choices): one call at the list cap. */
export const useAllFacilities = () => useFacilities({ page: 1, limit: LIMITS.listLimitCap });

export const useSaveFacility = () => useDeskMutation(saveTo<FacilityBody, Facility>(apiPaths.admin.facilities, apiPaths.admin.facility));

/** Deletes a facility no order names (the server refuses a booked one). */
export const useDeleteFacility = () => useDeskMutation(deleteAt(apiPaths.admin.facility));

// ——— provinces (public reference data) ———

export const provincesQueryOptions = () =>
  queryOptions({
    queryKey: keys.provinces(),
    queryFn: async () => (await consoleApi.call(locationEndpoints.provinces)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
export const useProvinces = () => useQuery(provincesQueryOptions());
