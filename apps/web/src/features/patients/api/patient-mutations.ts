import { type PatientBody, patientEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { patientsKey } from './get-patients';

/** POST .../patient/create */
export async function createPatient(body: PatientBody) {
  return (await api.call(patientEndpoints.create, { body })).data;
}

/** PUT .../patient/detail/{id} */
export async function updatePatient(id: string, body: PatientBody) {
  return (await api.call(patientEndpoints.update, { params: { id }, body })).data;
}

/** DELETE .../patient/detail/{id}: refused (422, with the reason) while the patient has orders. */
export async function deletePatient(id: string): Promise<void> {
  await api.call(patientEndpoints.remove, { params: { id } });
}

/** Every change refreshes the patient lists and the picker. */
function usePatientMutation<V, R>(fn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: patientsKey() }) });
}

export const useCreatePatient = () => usePatientMutation(createPatient);
export const useUpdatePatient = () => usePatientMutation(({ id, body }: { id: string; body: PatientBody }) => updatePatient(id, body));
export const useDeletePatient = () => usePatientMutation(deletePatient);
