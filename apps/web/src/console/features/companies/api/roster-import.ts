import { companyRosterDeskEndpoints, ROSTER_FILE_FIELD } from '@portal/contract';
import { consoleApi } from '../../../lib/console-api';
import { useCompanyDeskMutation } from './desk-mutation';

/** POST …/roster/import with the file: the dry run (nothing written; counts and the rows with errors). */
export const useRosterDryRun = (contractId: string) =>
  useCompanyDeskMutation(async (file: File) => {
    const form = new FormData();
    form.append('id', contractId);
    form.append(ROSTER_FILE_FIELD, file, file.name);
    return (await consoleApi.call(companyRosterDeskEndpoints.import, { params: { id: contractId }, body: form, successNotice: false }))
      .data;
  });

/** POST …/roster/import with the dry run's id: writes what the dry run showed. */
export const useRosterCommit = (contractId: string) =>
  useCompanyDeskMutation(async (importId: string) => {
    const form = new FormData();
    form.append('id', contractId);
    form.append('importId', importId);
    return (await consoleApi.call(companyRosterDeskEndpoints.import, { params: { id: contractId }, body: form })).data;
  });

/** GET …/roster/imports/{importId}/errors: the file with a 'Lý do lỗi' column (xlsx). */
export async function getRosterErrorFile(contractId: string, importId: string) {
  return (await consoleApi.call(companyRosterDeskEndpoints.importErrors, { params: { id: contractId, importId }, silent: false })).data;
}

/** GET /api/admin/companies/roster-template (xlsx). */
export async function getRosterTemplate() {
  return (await consoleApi.call(companyRosterDeskEndpoints.template, { silent: false })).data;
}
