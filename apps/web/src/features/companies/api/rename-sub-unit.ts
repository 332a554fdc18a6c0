import { companyEndpoints, RENAME_FILE_FIELD } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subUnitsKey } from './keys';

export type RenameInput = { name: string; file: File };

/** PUT …/sub-units/detail/{id}/rename: multipart `Name` and one PDF in `NewCompanyFiles`. */
export async function renameSubUnit(id: string, { name, file }: RenameInput): Promise<void> {
  const body = new FormData();
  body.append('Name', name);
  body.append(RENAME_FILE_FIELD, file, file.name);
  await api.call(companyEndpoints.renameSubUnit, { params: { id }, body });
}

export function useRenameSubUnit(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RenameInput) => renameSubUnit(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: subUnitsKey() }),
  });
}
