import {
  type DeskOrderStatusBody,
  type ProgressStep,
  type QueryOf,
  RESULT_FILE_FIELD,
  type ResultStatus,
  orderDeskEndpoints,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';
import { useDeskMutation } from './desk-mutation';

/** The desk list's filters: the query of GET /api/admin/orders. */
export type OrderListParams = QueryOf<typeof orderDeskEndpoints.list>;

const keys = {
  list: (query: OrderListParams) => [...consoleKeys.orders(), 'list', query] as const,
  detail: (id: string) => [...consoleKeys.orders(), 'detail', id] as const,
  options: () => [...consoleKeys.orders(), 'options'] as const,
};

/** GET /api/admin/orders: one page of every collaborator's orders with the filters. */
export async function getOrders(query: OrderListParams) {
  return (await consoleApi.call(orderDeskEndpoints.list, { query })).data;
}

export const ordersQueryOptions = (query: OrderListParams) =>
  queryOptions({ queryKey: keys.list(query), queryFn: () => getOrders(query), placeholderData: keepPreviousData });
export const useOrders = (query: OrderListParams) => useQuery(ordersQueryOptions(query));

/** GET /api/admin/orders/{id} */
export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: async () => (await consoleApi.call(orderDeskEndpoints.detail, { params: { id } })).data,
  });
export const useOrder = (id: string) => useQuery(orderQueryOptions(id));

/** GET /api/admin/orders/option-fields: the collaborators that have orders and the lookups. */
export const orderOptionsQueryOptions = () =>
  queryOptions({
    queryKey: keys.options(),
    queryFn: async () => (await consoleApi.call(orderDeskEndpoints.optionFields)).data,
    staleTime: 60_000,
  });
export const useOrderOptions = () => useQuery(orderOptionsQueryOptions());

/** The result file's bytes (the token is a header: the page opens it from a blob). */
export async function getResultFile(orderId: string) {
  return (await consoleApi.call(orderDeskEndpoints.resultFile, { params: { id: orderId }, silent: false })).data;
}

/** POST …/status: a new appointment status (cancelling carries the reason the collaborator reads). */
export const useSetOrderStatus = (id: string) =>
  useDeskMutation(async (body: DeskOrderStatusBody) => (await consoleApi.call(orderDeskEndpoints.status, { params: { id }, body })).data);

/** POST …/progress: forward to this step (the skipped ones get the same time). */
export const useMoveOrderStep = (id: string) =>
  useDeskMutation(
    async (step: ProgressStep) => (await consoleApi.call(orderDeskEndpoints.progress, { params: { id }, body: { step } })).data,
  );

/** POST …/result: the result status. */
export const useSetOrderResult = (id: string) =>
  useDeskMutation(
    async (statusHisStr: ResultStatus) =>
      (await consoleApi.call(orderDeskEndpoints.result, { params: { id }, body: { statusHisStr } })).data,
  );

/** POST …/result-file (multipart, one PDF or image): replaces the order's result file. */
export const useUploadResultFile = (id: string) =>
  useDeskMutation(async (file: File) => {
    const form = new FormData();
    form.append(RESULT_FILE_FIELD, file, file.name);
    return (await consoleApi.call(orderDeskEndpoints.uploadResultFile, { params: { id }, body: form })).data;
  });
