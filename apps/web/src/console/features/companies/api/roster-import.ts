import { apiPaths, ROSTER_FILE_FIELD, type RosterImportResult } from '@portal/contract';
import { consoleApi } from '../../../lib/console-api';
import { useCompanyDeskMutation } from './desk-mutation';

/** POST …/roster/import with the file: the dry run (nothing written; counts and the rows with errors). */
export const useRosterDryRun = (contractId: string) =>
  useCompanyDeskMutation(async (file: File) => {
    const form = new FormData();
    form.append('id', contractId);
    form.append(ROSTER_FILE_FIELD, file, file.name);
    return (await consoleApi.post<RosterImportResult>(apiPaths.admin.companyRosterImport(contractId), form, { successNotice: false })).data;
  });

/** POST …/roster/import with the dry run's id: writes what the dry run showed. */
export const useRosterCommit = (contractId: string) =>
  useCompanyDeskMutation(async (importId: string) => {
    const form = new FormData();
    form.append('id', contractId);
    form.append('importId', importId);
    return (await consoleApi.post<RosterImportResult>(apiPaths.admin.companyRosterImport(contractId), form)).data;
  });

/** GET …/roster/imports/{importId}/errors: the file with a 'Lý do lỗi' column (xlsx). */
export async function getRosterErrorFile(contractId: string, importId: string): Promise<Blob> {
  return (await consoleApi.get<Blob>(apiPaths.admin.companyRosterErrors(contractId, importId), { responseType: 'blob', silent: false }))
    .data;
}

/** GET /api/admin/companies/roster-template (xlsx). */
export async function getRosterTemplate(): Promise<Blob> {
  return (await consoleApi.get<Blob>(apiPaths.admin.companyRosterTemplate, { responseType: 'blob', silent: false })).data;
}
