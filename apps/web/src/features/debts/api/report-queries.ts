import { deferredPaymentEndpoints, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { debtsKey } from './get-timeline';

/** The monthly reports' queries, under the debts key (a change refreshes reports and the timeline). */
const reportsKey = () => [...debtsKey(), 'reports'] as const;

/** The report list's query, its page always given. */
type ReportPaging = QueryOf<typeof deferredPaymentEndpoints.list> & { page: number; limit: number };

/** GET .../deferred-payment/list: the collaborator's sent reports, newest month first. */
export const reportListQueryOptions = (paging: ReportPaging) =>
  queryOptions({
    queryKey: [...reportsKey(), 'list', paging],
    queryFn: async ({ signal }) => (await api.call(deferredPaymentEndpoints.list, { query: paging, signal })).data,
    placeholderData: keepPreviousData,
  });

/** GET .../deferred-payment/chart: 12 months, 0 where none was sent. */
export const reportChartQueryOptions = () =>
  queryOptions({
    queryKey: [...reportsKey(), 'chart'],
    queryFn: async ({ signal }) => (await api.call(deferredPaymentEndpoints.chart, { signal })).data,
  });

/** GET .../deferred-payment/options: the status names and colours, the extension statuses. */
export const reportOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...reportsKey(), 'options'],
    queryFn: async ({ signal }) => (await api.call(deferredPaymentEndpoints.options, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET .../deferred-payment/detail/{id}. */
export const reportDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...reportsKey(), 'detail', id],
    queryFn: async ({ signal }) => (await api.call(deferredPaymentEndpoints.detail, { params: { id }, signal })).data,
  });

export const useReportList = (paging: ReportPaging) => useQuery(reportListQueryOptions(paging));
export const useReportChart = () => useQuery(reportChartQueryOptions());
export const useReportOptions = () => useQuery(reportOptionsQueryOptions());
export const useReportDetail = (id: string | undefined) => useQuery({ ...reportDetailQueryOptions(id ?? ''), enabled: Boolean(id) });

/** GET .../deferred-payment/file/{id}: a report's file (invoice, document set, extension document), saved under its name. */
export async function downloadReportFile(file: { id: string; name: string }): Promise<void> {
  const { data } = await api.call(deferredPaymentEndpoints.file, { params: { id: file.id }, silent: false });
  saveBlob(data, file.name);
}

export const useDownloadReportFile = () => useMutation({ mutationFn: downloadReportFile });
