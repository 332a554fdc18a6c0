import { deferredPaymentEndpoints, REPORT_FIELDS } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { debtsKey } from './get-timeline';

/** POST .../deferred-payment/{id}/confirm, no body: only while it waits for confirmation (3). */
export async function confirmReport(id: string): Promise<void> {
  await api.call(deferredPaymentEndpoints.confirm, { params: { id } });
}

/** POST .../deferred-payment/{id}/extension-request: multipart Files (several) and NewDueDate (YYYY-MM-DD). */
export async function requestExtension({ id, files, newDueDate }: { id: string; files: File[]; newDueDate: string }): Promise<void> {
  const form = new FormData();
  for (const file of files) form.append(REPORT_FIELDS.extensionFiles, file, file.name);
  form.append(REPORT_FIELDS.newDueDate, newDueDate);
  await api.call(deferredPaymentEndpoints.extensionRequest, { params: { id }, body: form });
}

/** Every change refreshes the reports, the chart and the timeline. */
function useReportMutation<V>(fn: (variables: V) => Promise<void>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: debtsKey() }) });
}

export const useConfirmReport = () => useReportMutation(confirmReport);
export const useRequestExtension = () => useReportMutation(requestExtension);
