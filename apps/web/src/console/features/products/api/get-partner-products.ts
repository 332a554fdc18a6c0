import { productDeskEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** GET /api/admin/products/partner/{id}: a provider's catalogue, read-only. */
export const partnerProductsQueryOptions = (partnerId: string, page: number) =>
  queryOptions({
    queryKey: [...consoleKeys.partners(), 'products', partnerId, page],
    queryFn: async () =>
      (await consoleApi.call(productDeskEndpoints.partnerProducts, { params: { id: partnerId }, query: { page, limit: 10 } })).data,
    placeholderData: keepPreviousData,
  });

export const usePartnerProducts = (partnerId: string, page: number) => useQuery(partnerProductsQueryOptions(partnerId, page));
