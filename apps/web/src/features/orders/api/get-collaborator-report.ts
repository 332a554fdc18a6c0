import { consultingEndpoints, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { partnerQueryKey } from '@/lib/profile';

/** The period as YYYY-MM (the report's query); none: the last 12 months. */
export type ReportPeriod = QueryOf<typeof consultingEndpoints.report>;

/** GET /api/partner/v1/collaborator/report/monthly: orders, completed, revenue and fees per month. */
export async function getCollaboratorReport(period: ReportPeriod, signal?: AbortSignal) {
  return (await api.call(consultingEndpoints.report, { query: period, signal })).data;
}

export const collaboratorReportQueryOptions = (period: ReportPeriod) =>
  queryOptions({
    queryKey: [...partnerQueryKey('collaborator'), 'monthly-report', period],
    queryFn: ({ signal }) => getCollaboratorReport(period, signal),
    placeholderData: keepPreviousData,
  });

export const useCollaboratorReport = (period: ReportPeriod) => useQuery(collaboratorReportQueryOptions(period));
