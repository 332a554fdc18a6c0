import { apiPaths, type CollaboratorReport } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { partnerQueryKey } from '@/lib/profile';

/** The period as YYYY-MM; none: the last 12 months. */
export type ReportPeriod = { fromMonth?: string | undefined; toMonth?: string | undefined };

/** GET /api/partner/v1/collaborator/report/monthly: orders, completed, revenue and fees per month. */
export async function getCollaboratorReport(period: ReportPeriod, signal?: AbortSignal): Promise<CollaboratorReport> {
  return (await api.get<CollaboratorReport>(apiPaths.consulting.report, { query: period, signal })).data;
}

export const collaboratorReportQueryOptions = (period: ReportPeriod) =>
  queryOptions({
    queryKey: [...partnerQueryKey('collaborator'), 'monthly-report', period],
    queryFn: ({ signal }) => getCollaboratorReport(period, signal),
    placeholderData: keepPreviousData,
  });

export const useCollaboratorReport = (period: ReportPeriod) => useQuery(collaboratorReportQueryOptions(period));
