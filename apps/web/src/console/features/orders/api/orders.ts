import {
  apiPaths,
  type DeskOrderDetail,
  type DeskOrderList,
  type DeskOrderOptions,
  type DeskOrderStatusBody,
  type ProgressStep,
  RESULT_FILE_FIELD,
  type ResultStatus,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';
import { useDeskMutation } from './desk-mutation';

export type OrderListParams = Readonly<Record<string, string | number>>;

const keys = {
  list: (query: OrderListParams) => [...consoleKeys.orders(), 'list', query] as const,
  detail: (id: string) => [...consoleKeys.orders(), 'detail', id] as const,
  options: () => [...consoleKeys.orders(), 'options'] as const,
};

/** GET /api/admin/orders: one page of every collaborator's orders with the filters. */
export async function getOrders(query: OrderListParams): Promise<DeskOrderList> {
  return (await consoleApi.get<DeskOrderList>(apiPaths.admin.orders, { query })).data;
}

export const ordersQueryOptions = (query: OrderListParams) =>
  queryOptions({ queryKey: keys.list(query), queryFn: () => getOrders(query), placeholderData: keepPreviousData });
export const useOrders = (query: OrderListParams) => useQuery(ordersQueryOptions(query));

/** GET /api/admin/orders/{id} */
export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: keys.detail(id), queryFn: async () => (await consoleApi.get<DeskOrderDetail>(apiPaths.admin.order(id))).data });
export const useOrder = (id: string) => useQuery(orderQueryOptions(id));

/** GET /api/admin/orders/option-fields: the collaborators that have orders and the lookups. */
export const orderOptionsQueryOptions = () =>
  queryOptions({
    queryKey: keys.options(),
    queryFn: async () => (await consoleApi.get<DeskOrderOptions>(apiPaths.admin.orderOptions)).data,
    staleTime: 60_000,
  });
export const useOrderOptions = () => useQuery(orderOptionsQueryOptions());

/** The result file's bytes (the token is a header: the page opens it from a blob). */
export async function getResultFile(orderId: string): Promise<Blob> {
  return (await consoleApi.get<Blob>(apiPaths.admin.orderResultFile(orderId), { responseType: 'blob', silent: false })).data;
}

/** POST …/status: a new appointment status (cancelling carries the reason the collaborator reads). */
export const useSetOrderStatus = (id: string) =>
  useDeskMutation(async (body: DeskOrderStatusBody) => (await consoleApi.post<DeskOrderDetail>(apiPaths.admin.orderStatus(id), body)).data);

/** POST …/progress: forward to this step (the skipped ones get the same time). */
export const useMoveOrderStep = (id: string) =>
  useDeskMutation(async (step: ProgressStep) => (await consoleApi.post<DeskOrderDetail>(apiPaths.admin.orderProgress(id), { step })).data);

/** POST …/result: the result status. */
export const useSetOrderResult = (id: string) =>
  useDeskMutation(
    async (statusHisStr: ResultStatus) => (await consoleApi.post<DeskOrderDetail>(apiPaths.admin.orderResult(id), { statusHisStr })).data,
  );

/** POST …/result-file (multipart, one PDF or image): replaces the order's result file. */
export const useUploadResultFile = (id: string) =>
  useDeskMutation(async (file: File) => {
    const form = new FormData();
    form.append(RESULT_FILE_FIELD, file, file.name);
    return (await consoleApi.post<DeskOrderDetail>(apiPaths.admin.orderResultFile(id), form)).data;
  });
