import { apiPaths } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subUnitsKey } from './keys';

/** DELETE …/sub-units/detail/{id}: a unit with contracts is refused (422, the global notice shows why). */
export async function deleteSubUnit(id: string): Promise<void> {
  await api.delete(apiPaths.companies.subUnit(id));
}

export function useDeleteSubUnit() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteSubUnit, onSuccess: () => client.invalidateQueries({ queryKey: subUnitsKey() }) });
}
