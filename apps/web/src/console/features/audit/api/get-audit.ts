import { auditEndpoints, operatorEndpoints, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** The trail's filters: the query of GET /api/admin/audit (operator, object type, dates, text, page, limit). */
export type AuditListParams = QueryOf<typeof auditEndpoints.list>;

/** GET /api/admin/audit: operator, object type, date range and text filters; newest first. */
export async function getAudit(query: AuditListParams) {
  return (await consoleApi.call(auditEndpoints.list, { query })).data;
}

export const auditQueryOptions = (query: AuditListParams) =>
  queryOptions({
    queryKey: [...consoleKeys.audit(), query],
    queryFn: () => getAudit(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAudit(query: AuditListParams) {
  return useQuery(auditQueryOptions(query));
}

/** The operators, for the "who" filter (administrators may list them). */
export function useOperatorOptions(enabled: boolean) {
  return useQuery({
    queryKey: [...consoleKeys.audit(), 'operator-options'],
    queryFn: async () => (await consoleApi.call(operatorEndpoints.list)).data,
    enabled,
    staleTime: 5 * 60_000,
  });
}
