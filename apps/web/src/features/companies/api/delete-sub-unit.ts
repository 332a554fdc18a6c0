import { companyEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subUnitsKey } from './keys';

/** DELETE …/sub-units/detail/{id}: a unit with contracts is refused (422, the global notice shows why). */
export async function deleteSubUnit(id: string): Promise<void> {
  await api.call(companyEndpoints.deleteSubUnit, { params: { id } });
}

export function useDeleteSubUnit() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteSubUnit, onSuccess: () => client.invalidateQueries({ queryKey: subUnitsKey() }) });
}
