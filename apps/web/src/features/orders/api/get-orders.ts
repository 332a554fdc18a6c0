import { apiPaths, type AppointmentStatus, type OrderList, type ResultStatus } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { partnerQueryKey } from '@/lib/profile';

/** Every query about the collaborator's orders (a change refreshes the lists and details). */
export const ordersKey = () => [...partnerQueryKey('collaborator'), 'orders'] as const;

/** The list's filters (spec 3 §2): the appointment day goes as YYYY-MM-DD. */
export type OrderFilters = {
  page: number;
  limit: number;
  search?: string | undefined;
  patientId?: string | undefined;
  MinServiceTotal?: number | undefined;
  MaxServiceTotal?: number | undefined;
  MinConsultationFee?: number | undefined;
  MaxConsultationFee?: number | undefined;
  Status?: AppointmentStatus | undefined;
  Result?: ResultStatus | undefined;
  DateOfMedical?: string | undefined;
};

/** GET /api/partner/v1/collaborator/medical-order/list: a page of orders and the report over all that match. */
export async function getOrders(filters: OrderFilters, signal?: AbortSignal): Promise<OrderList> {
  return (await api.get<OrderList>(apiPaths.orders.list, { query: filters, signal })).data;
}

export const ordersQueryOptions = (filters: OrderFilters) =>
  queryOptions({
    queryKey: [...ordersKey(), 'list', filters],
    queryFn: ({ signal }) => getOrders(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useOrders = (filters: OrderFilters) => useQuery(ordersQueryOptions(filters));
