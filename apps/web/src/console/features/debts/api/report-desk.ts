import {
  type DebtSettingsBody,
  type DeskBuildBody,
  type DeskDecideBody,
  deferredPaymentDeskEndpoints,
  type QueryOf,
  REPORT_FIELDS,
  type ReportFileKind,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** The accounts desk's monthly reports and settings, under one key (a change reloads them and the audit trail). */
const reportsKey = () => [...consoleKeys.all(), 'debt-reports'] as const;

/** The desk list's filters: the query of GET /api/admin/debts/reports. */
export type ReportListParams = QueryOf<typeof deferredPaymentDeskEndpoints.list>;

/** GET /api/admin/debts/reports: every collaborator's reports, by month, collaborator and status. */
export async function getReports(query: ReportListParams) {
  return (await consoleApi.call(deferredPaymentDeskEndpoints.list, { query })).data;
}
export const useReports = (query: ReportListParams) =>
  useQuery(
    queryOptions({ queryKey: [...reportsKey(), 'list', query], queryFn: () => getReports(query), placeholderData: keepPreviousData }),
  );

export const useReportDeskOptions = () =>
  useQuery({
    queryKey: [...reportsKey(), 'options'],
    queryFn: async () => (await consoleApi.call(deferredPaymentDeskEndpoints.options)).data,
    staleTime: 60_000,
  });

export const useDeskReport = (id: string) =>
  useQuery({
    queryKey: [...reportsKey(), 'detail', id],
    queryFn: async () => (await consoleApi.call(deferredPaymentDeskEndpoints.detail, { params: { id } })).data,
  });

export const useDebtSettings = () =>
  useQuery({
    queryKey: [...reportsKey(), 'settings'],
    queryFn: async () => (await consoleApi.call(deferredPaymentDeskEndpoints.settings)).data,
  });

/** A report file's bytes (the token is a header: the page saves it from a blob). */
export async function getReportFile(fileId: string) {
  return (await consoleApi.call(deferredPaymentDeskEndpoints.file, { params: { id: fileId }, silent: false })).data;
}

function useReportMutation<V, R>(fn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([reportsKey(), consoleKeys.audit()].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

/** POST …/reports/build: one collaborator's month, or every collaborator with completed orders that month. */
export const useBuildReports = () =>
  useReportMutation(async (body: DeskBuildBody) => (await consoleApi.call(deferredPaymentDeskEndpoints.build, { body })).data);

export const useSendReport = (id: string) =>
  useReportMutation(async () => (await consoleApi.call(deferredPaymentDeskEndpoints.send, { params: { id } })).data);

export const usePayReport = (id: string) =>
  useReportMutation(
    async (transferRef: string | undefined) =>
      (await consoleApi.call(deferredPaymentDeskEndpoints.pay, { params: { id }, body: { transferRef } })).data,
  );

export const useDecideExtension = () =>
  useReportMutation(
    async ({ extensionId, body }: { extensionId: string; body: DeskDecideBody }) =>
      (await consoleApi.call(deferredPaymentDeskEndpoints.decide, { params: { id: extensionId }, body })).data,
  );

/** Invoices ('Hóa đơn') or the document set ('Bộ hồ sơ') of a report. */
const FILES_OF_KIND = { invoice: deferredPaymentDeskEndpoints.invoices, document: deferredPaymentDeskEndpoints.documents } as const;

export const useAttachReportFiles = (id: string) =>
  useReportMutation(async ({ kind, files }: { kind: ReportFileKind; files: File[] }) => {
    const form = new FormData();
    for (const file of files) form.append(REPORT_FIELDS.deskFiles, file, file.name);
    return (await consoleApi.call(FILES_OF_KIND[kind], { params: { id }, body: form })).data;
  });

export const useRemoveReportFile = (id: string) =>
  useReportMutation(
    async (fileId: string) => (await consoleApi.call(deferredPaymentDeskEndpoints.removeFile, { params: { id, fileId } })).data,
  );

export const useSaveDebtSettings = () =>
  useReportMutation(async (body: DebtSettingsBody) => (await consoleApi.call(deferredPaymentDeskEndpoints.saveSettings, { body })).data);
