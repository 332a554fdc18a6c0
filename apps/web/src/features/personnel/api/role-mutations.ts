import { type PartnerType, type PersonnelRoleBody, personnelRoleEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { personnelKey } from './get-staff';

/** The role form's values as sent (the server checks every key against its default list). */
export type RoleInput = Omit<PersonnelRoleBody, 'active'> & { active?: boolean };

/** POST .../personnel-role/create */
export async function createRole(type: PartnerType, body: RoleInput) {
  return (await api.call(personnelRoleEndpoints.create, { params: { type }, body })).data;
}

/** PUT .../personnel-role/update/{id}: counts for its staff from their next request. */
export async function updateRole(type: PartnerType, id: string, body: RoleInput) {
  return (await api.call(personnelRoleEndpoints.update, { params: { type, id }, body })).data;
}

/** DELETE .../personnel-role/delete/{id}: refused (422) while a staff member holds it. */
export async function deleteRole(type: PartnerType, id: string): Promise<void> {
  await api.call(personnelRoleEndpoints.remove, { params: { type, id } });
}

function useRoleMutation<V, R>(type: PartnerType, fn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: personnelKey(type) }) });
}

export const useCreateRole = (type: PartnerType) => useRoleMutation(type, (body: RoleInput) => createRole(type, body));
export const useUpdateRole = (type: PartnerType) =>
  useRoleMutation(type, ({ id, body }: { id: string; body: RoleInput }) => updateRole(type, id, body));
export const useDeleteRole = (type: PartnerType) => useRoleMutation(type, (id: string) => deleteRole(type, id));
