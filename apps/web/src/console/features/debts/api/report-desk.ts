import {
  apiPaths,
  type DebtSettings,
  type DebtSettingsBody,
  type DeskBuildBody,
  type DeskDecideBody,
  type DeskReportDetail,
  type DeskReportList,
  REPORT_FIELDS,
  type ReportFileKind,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** The accounts desk's monthly reports and settings, under one key (a change reloads them and the audit trail). */
const reportsKey = () => [...consoleKeys.all(), 'debt-reports'] as const;

export type ReportListParams = Readonly<Record<string, string | number>>;
export type ReportDeskOptions = {
  collaborators: { id: string; code: string; name: string }[];
  status: { value: number; name: string }[];
};

/** GET /api/admin/debts/reports: every collaborator's reports, by month, collaborator and status. */
export async function getReports(query: ReportListParams): Promise<DeskReportList> {
  return (await consoleApi.get<DeskReportList>(apiPaths.admin.debtReports, { query })).data;
}
export const useReports = (query: ReportListParams) =>
  useQuery(
    queryOptions({ queryKey: [...reportsKey(), 'list', query], queryFn: () => getReports(query), placeholderData: keepPreviousData }),
  );

export const useReportDeskOptions = () =>
  useQuery({
    queryKey: [...reportsKey(), 'options'],
    queryFn: async () => (await consoleApi.get<ReportDeskOptions>(apiPaths.admin.debtReportOptions)).data,
    staleTime: 60_000,
  });

export const useDeskReport = (id: string) =>
  useQuery({
    queryKey: [...reportsKey(), 'detail', id],
    queryFn: async () => (await consoleApi.get<DeskReportDetail>(apiPaths.admin.debtReport(id))).data,
  });

export const useDebtSettings = () =>
  useQuery({
    queryKey: [...reportsKey(), 'settings'],
    queryFn: async () => (await consoleApi.get<DebtSettings>(apiPaths.admin.debtSettings)).data,
  });

/** A report file's bytes (the token is a header: the page saves it from a blob). */
export async function getReportFile(fullPath: string): Promise<Blob> {
  return (await consoleApi.get<Blob>(fullPath, { responseType: 'blob', silent: false })).data;
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
  useReportMutation(
    async (body: DeskBuildBody) =>
      (await consoleApi.post<{ built: number; reportIds: string[] }>(apiPaths.admin.debtReportsBuild, body)).data,
  );

export const useSendReport = (id: string) =>
  useReportMutation(async () => (await consoleApi.post<DeskReportDetail>(apiPaths.admin.debtReportSend(id))).data);

export const usePayReport = (id: string) =>
  useReportMutation(
    async (transferRef: string | undefined) =>
      (await consoleApi.post<DeskReportDetail>(apiPaths.admin.debtReportPay(id), { transferRef })).data,
  );

export const useDecideExtension = () =>
  useReportMutation(
    async ({ extensionId, body }: { extensionId: string; body: DeskDecideBody }) =>
      (await consoleApi.post<DeskReportDetail>(apiPaths.admin.debtExtensionDecide(extensionId), body)).data,
  );

export const useAttachReportFiles = (id: string) =>
  useReportMutation(async ({ kind, files }: { kind: ReportFileKind; files: File[] }) => {
    const form = new FormData();
    for (const file of files) form.append(REPORT_FIELDS.deskFiles, file, file.name);
    return (await consoleApi.post<DeskReportDetail>(apiPaths.admin.debtReportFiles(id, kind), form)).data;
  });

export const useRemoveReportFile = (id: string) =>
  useReportMutation(
    async (fileId: string) => (await consoleApi.delete<DeskReportDetail>(apiPaths.admin.debtReportFileRemove(id, fileId))).data,
  );

export const useSaveDebtSettings = () =>
  useReportMutation(async (body: DebtSettingsBody) => (await consoleApi.put<DebtSettings>(apiPaths.admin.debtSettings, body)).data);
