import { apiPaths, type CompanySizeList, type PartnerCategoryList, type PartnerType, type SupplierProfile } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { partnerQueryKey } from '@/lib/profile';
import { PUBLIC_QUERY_SCOPE } from '@/lib/query-client';

/** GET /api/partner/v1/{type}/profile/supplier: the 'Hồ sơ nhà cung cấp' screen's data (collaborators and providers). */
export async function getSupplierProfile(type: PartnerType, signal?: AbortSignal): Promise<SupplierProfile> {
  return (await api.get<SupplierProfile>(apiPaths.supplier.profile(type), { signal })).data;
}

export const supplierProfileQueryOptions = (type: PartnerType) =>
  queryOptions({
    queryKey: [...partnerQueryKey(type), 'supplier-profile'],
    queryFn: ({ signal }) => getSupplierProfile(type, signal),
  });

export const useSupplierProfile = (type: PartnerType) => useQuery(supplierProfileQueryOptions(type));

export type SupplierLookups = { categories: PartnerCategoryList['items']; sizes: CompanySizeList };

/** The edit's reference lists (spec 3 §7): categories of type 2 and the company sizes, public lookups read once. */
export async function getSupplierLookups(signal?: AbortSignal): Promise<SupplierLookups> {
  const [categories, sizes] = await Promise.all([
    api.get<PartnerCategoryList>(apiPaths.supplier.categories, { query: { type: 2 }, signal }),
    api.get<CompanySizeList>(apiPaths.supplier.sizes, { signal }),
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
