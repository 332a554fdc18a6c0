import { companyEndpoints, type SubUnitUpdateBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subUnitsKey } from './keys';

/** PUT …/sub-units/detail/{id}: the screen shows its own 4-second notice (SPEC-NOTES 3), not the generic one. */
export async function updateSubUnit(id: string, body: SubUnitUpdateBody) {
  return (await api.call(companyEndpoints.updateSubUnit, { params: { id }, body, successNotice: false })).data;
}

export function useUpdateSubUnit(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SubUnitUpdateBody) => updateSubUnit(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: subUnitsKey() }),
  });
}
