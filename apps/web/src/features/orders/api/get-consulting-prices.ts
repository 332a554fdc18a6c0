import { consultingEndpoints, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { partnerQueryKey } from '@/lib/profile';

/** The price list's query, its page always given. */
export type ConsultingPriceFilters = QueryOf<typeof consultingEndpoints.prices> & { page: number; limit: number };

/** GET /api/partner/v1/collaborator/consulting-price/list: the catalogue with prices and the collaborator's fees. */
export async function getConsultingPrices(filters: ConsultingPriceFilters, signal?: AbortSignal) {
  return (await api.call(consultingEndpoints.prices, { query: filters, signal })).data;
}

export const consultingPricesQueryOptions = (filters: ConsultingPriceFilters) =>
  queryOptions({
    queryKey: [...partnerQueryKey('collaborator'), 'consulting-prices', filters],
    queryFn: ({ signal }) => getConsultingPrices(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useConsultingPrices = (filters: ConsultingPriceFilters) => useQuery(consultingPricesQueryOptions(filters));
