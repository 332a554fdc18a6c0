import { type PartnerType, type PersonnelCreateBody, type PersonnelUpdateBody, personnelEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { personnelKey } from './get-staff';

/** POST .../personnel/create: the member receives an e-mail to set its password. */
export async function createStaff(type: PartnerType, body: PersonnelCreateBody) {
  return (await api.call(personnelEndpoints.create, { params: { type }, body })).data;
}

/** PUT .../personnel/detail/{id} */
export async function updateStaff(type: PartnerType, id: string, body: PersonnelUpdateBody) {
  return (await api.call(personnelEndpoints.update, { params: { type, id }, body })).data;
}

/** DELETE .../personnel/detail/{id}: refused (422, with the reason) once the member has acted on the portal. */
export async function deleteStaff(type: PartnerType, id: string): Promise<void> {
  await api.call(personnelEndpoints.remove, { params: { type, id } });
}

/** PUT .../personnel/detail/{id}/lock or /unlock */
export async function setStaffLocked(type: PartnerType, id: string, locked: boolean) {
  return (await api.call(locked ? personnelEndpoints.lock : personnelEndpoints.unlock, { params: { type, id } })).data;
}

/** POST .../personnel/detail/{id}/send-password-link: a new link for a member still waiting for its password. */
export async function sendPasswordLink(type: PartnerType, id: string): Promise<void> {
  await api.call(personnelEndpoints.sendPasswordLink, { params: { type, id } });
}

function usePersonnelMutation<V, R>(type: PartnerType, fn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: personnelKey(type) }) });
}

export const useCreateStaff = (type: PartnerType) => usePersonnelMutation(type, (body: PersonnelCreateBody) => createStaff(type, body));
export const useUpdateStaff = (type: PartnerType) =>
  usePersonnelMutation(type, ({ id, body }: { id: string; body: PersonnelUpdateBody }) => updateStaff(type, id, body));
export const useDeleteStaff = (type: PartnerType) => usePersonnelMutation(type, (id: string) => deleteStaff(type, id));
export const useSetStaffLocked = (type: PartnerType) =>
  usePersonnelMutation(type, ({ id, locked }: { id: string; locked: boolean }) => setStaffLocked(type, id, locked));
export const useSendPasswordLink = (type: PartnerType) => usePersonnelMutation(type, (id: string) => sendPasswordLink(type, id));
