import { apiPaths, type OrderBodyInput, type OrderCancelBody, type OrderDetail } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersKey } from './get-orders';

/** POST .../medical-order/create (the success dialog is the screen's own notice). */
export async function createOrder(body: OrderBodyInput): Promise<OrderDetail> {
  return (await api.post<OrderDetail>(apiPaths.orders.create, body, { successNotice: false })).data;
}

/** PUT .../medical-order/detail/{id}: only at status 1 (422 otherwise). */
export async function updateOrder(id: string, body: OrderBodyInput): Promise<OrderDetail> {
  return (await api.put<OrderDetail>(apiPaths.orders.detail(id), body, { successNotice: false })).data;
}

/** PUT .../medical-order/detail/{id}/cancel: id plus a reason (1–3) or the trimmed free text. */
export async function cancelOrder(id: string, body: OrderCancelBody): Promise<OrderDetail> {
  return (await api.put<OrderDetail>(apiPaths.orders.cancel(id), { id, ...body })).data;
}

/** Every change refreshes the order lists (and their report) and details. */
function useOrderMutation<V, R>(fn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: ordersKey() }) });
}

export const useCreateOrder = () => useOrderMutation(createOrder);
export const useUpdateOrder = () => useOrderMutation(({ id, body }: { id: string; body: OrderBodyInput }) => updateOrder(id, body));
export const useCancelOrder = () => useOrderMutation(({ id, body }: { id: string; body: OrderCancelBody }) => cancelOrder(id, body));
