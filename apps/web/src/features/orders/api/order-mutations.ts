import { type OrderBodyInput, type OrderCancelBody, orderEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersKey } from './get-orders';

/** POST .../medical-order/create (the success dialog is the screen's own notice). */
export async function createOrder(body: OrderBodyInput) {
  return (await api.call(orderEndpoints.create, { body, successNotice: false })).data;
}

/** PUT .../medical-order/detail/{id}: only at status 1 (422 otherwise). */
export async function updateOrder(id: string, body: OrderBodyInput) {
  return (await api.call(orderEndpoints.update, { params: { id }, body, successNotice: false })).data;
}

/** PUT .../medical-order/detail/{id}/cancel: id plus a reason (1–3) or the trimmed free text. */
export async function cancelOrder(id: string, body: OrderCancelBody) {
  return (await api.call(orderEndpoints.cancel, { params: { id }, body: { id, ...body } })).data;
}

/** Every change refreshes the order lists (and their report) and details. */
function useOrderMutation<V, R>(fn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: ordersKey() }) });
}

export const useCreateOrder = () => useOrderMutation(createOrder);
export const useUpdateOrder = () => useOrderMutation(({ id, body }: { id: string; body: OrderBodyInput }) => updateOrder(id, body));
export const useCancelOrder = () => useOrderMutation(({ id, body }: { id: string; body: OrderCancelBody }) => cancelOrder(id, body));
