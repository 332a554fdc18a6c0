import { type DataOf, type PartnerType, profileEndpoints, supplierLookupEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { partnerQueryKey } from '@/lib/profile';
import { PUBLIC_QUERY_SCOPE } from '@/lib/query-client';

/** GET /api/partner/v1/{type}/profile/supplier: the 'Hồ sơ nhà cung cấp' screen's data (collaborators and providers). */
export async function getSupplierProfile(type: PartnerType, signal?: AbortSignal) {
  return (await api.call(profileEndpoints.supplier, { params: { type }, signal })).data;
}

export const supplierProfileQueryOptions = (type: PartnerType) =>
  queryOptions({
    queryKey: [...partnerQueryKey(type), 'supplier-profile'],
    queryFn: ({ signal }) => getSupplierProfile(type, signal),
  });

export const useSupplierProfile = (type: PartnerType) => useQuery(supplierProfileQueryOptions(type));

type SupplierLookups = {
  categories: DataOf<typeof supplierLookupEndpoints.categories>['items'];
  sizes: DataOf<typeof supplierLookupEndpoints.sizes>;
};

/** The edit's reference lists (spec 3 §7): categories of type 2 and the company sizes, public lookups read once. */
export async function getSupplierLookups(signal?: AbortSignal): Promise<SupplierLookups> {
  const [categories, sizes] = await Promise.all([
    api.call(supplierLookupEndpoints.categories, { query: { type: 2 }, signal }),
    api.call(supplierLookupEndpoints.sizes, { signal }),
  ]);
  return { categories: categories.data.items, sizes: sizes.data };
}

export const supplierLookupsQueryOptions = () =>
  queryOptions({
    queryKey: [PUBLIC_QUERY_SCOPE, 'supplier-lookups'],
    queryFn: ({ signal }) => getSupplierLookups(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSupplierLookups = () => useQuery(supplierLookupsQueryOptions());
