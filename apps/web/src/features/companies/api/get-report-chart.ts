import { companyEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contractsKey } from './keys';

/** GET …/company/contract/report-chart/{id}: people examined per month. */
export async function getReportChart(id: string, signal?: AbortSignal) {
  return (await api.call(companyEndpoints.reportChart, { params: { id }, signal })).data;
}

export const reportChartQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...contractsKey(), 'chart', id], queryFn: ({ signal }) => getReportChart(id, signal) });

export const useReportChart = (id: string) => useQuery(reportChartQueryOptions(id));
