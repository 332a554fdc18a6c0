import { companyRosterEndpoints, ROSTER_FILE_FIELD } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { contractsKey } from './keys';

/** POST …/import-company-employees, step 1: multipart `id` + `file`, a dry run (nothing is written). */
export async function checkRoster(contractId: string, file: File) {
  const body = new FormData();
  body.append('id', contractId);
  body.append(ROSTER_FILE_FIELD, file, file.name);
  return (await api.call(companyRosterEndpoints.import, { body, successNotice: false })).data;
}

/** Step 2: multipart `id` + `importId` commits the checked file. */
export async function commitRoster(contractId: string, importId: string) {
  const body = new FormData();
  body.append('id', contractId);
  body.append('importId', importId);
  return (await api.call(companyRosterEndpoints.import, { body })).data;
}

/** GET …/import-company-employees/{importId}/errors: every row of a refused file, with the reason column. */
export async function downloadRosterErrors(importId: string, fileName: string): Promise<void> {
  const { data } = await api.call(companyRosterEndpoints.importErrors, { params: { importId }, silent: false });
  saveBlob(data, `loi-${fileName.replace(/\.(csv|xlsx)$/i, '')}.xlsx`);
}

export const useCheckRoster = (contractId: string) => useMutation({ mutationFn: (file: File) => checkRoster(contractId, file) });

/** A commit changes the roster, the counts and the progress: every contract query is read again. */
export function useCommitRoster(contractId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (importId: string) => commitRoster(contractId, importId),
    onSuccess: () => client.invalidateQueries({ queryKey: contractsKey() }),
  });
}

export const useDownloadRosterErrors = () =>
  useMutation({ mutationFn: ({ importId, fileName }: { importId: string; fileName: string }) => downloadRosterErrors(importId, fileName) });
