import {
  type CatalogueBody,
  catalogueDeskEndpoints,
  type FacilityBody,
  facilityDeskEndpoints,
  LIMITS,
  type QueryOf,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';
import { useDeskMutation } from './desk-mutation';

/** The services list's filters: the query of GET /api/admin/orders/catalogue. */
export type CatalogueListParams = QueryOf<typeof catalogueDeskEndpoints.list>;
/** The facilities list's filters: the query of GET /api/admin/orders/facilities. */
type FacilityListParams = QueryOf<typeof facilityDeskEndpoints.list>;

const keys = {
  services: (query: CatalogueListParams) => [...consoleKeys.orders(), 'catalogue', query] as const,
  facilities: (query: FacilityListParams) => [...consoleKeys.orders(), 'facilities', query] as const,
};

// ——— services ———

/** GET /api/admin/orders/catalogue: one page of the services with the filters. */
export async function getCatalogue(query: CatalogueListParams) {
  return (await consoleApi.call(catalogueDeskEndpoints.list, { query })).data;
}

export const catalogueQueryOptions = (query: CatalogueListParams) =>
  queryOptions({ queryKey: keys.services(query), queryFn: () => getCatalogue(query), placeholderData: keepPreviousData });
export const useCatalogue = (query: CatalogueListParams) => useQuery(catalogueQueryOptions(query));

/** Create (no id: POST to the collection) or update (PUT to the entry) a service with its availability. */
export const useSaveService = () =>
  useDeskMutation(
    async ({ id, body }: { id?: string; body: CatalogueBody }) =>
      (id
        ? await consoleApi.call(catalogueDeskEndpoints.update, { params: { id }, body })
        : await consoleApi.call(catalogueDeskEndpoints.create, { body })
      ).data,
  );

/** Deletes a service no order carries (the server refuses a booked one). */
export const useDeleteService = () =>
  useDeskMutation(async (id: string) => {
    await consoleApi.call(catalogueDeskEndpoints.remove, { params: { id } });
  });

// ——— facilities ———

/** GET /api/admin/orders/facilities: one page with the filters. */
export async function getFacilities(query: FacilityListParams) {
  return (await consoleApi.call(facilityDeskEndpoints.list, { query })).data;
}

export const facilitiesQueryOptions = (query: FacilityListParams) =>
  queryOptions({ queryKey: keys.facilities(query), queryFn: () => getFacilities(query), placeholderData: keepPreviousData });
export const useFacilities = (query: FacilityListParams) => useQuery(facilitiesQueryOptions(query));

/** Every facility (the service form's and the filters' choices): one call at the list cap. */
export const useAllFacilities = () => useFacilities({ page: 1, limit: LIMITS.listLimitCap });

/** Create (no id) or update a facility. */
export const useSaveFacility = () =>
  useDeskMutation(
    async ({ id, body }: { id?: string; body: FacilityBody }) =>
      (id
        ? await consoleApi.call(facilityDeskEndpoints.update, { params: { id }, body })
        : await consoleApi.call(facilityDeskEndpoints.create, { body })
      ).data,
  );

/** Deletes a facility no order names (the server refuses a booked one). */
export const useDeleteFacility = () =>
  useDeskMutation(async (id: string) => {
    await consoleApi.call(facilityDeskEndpoints.remove, { params: { id } });
  });
