import { type AppointmentCreateBody, companyEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contractsKey } from './keys';

/** POST …/contract-appointment-schedule/create: the company proposes a day, a site and a headcount. */
export async function createAppointment(body: AppointmentCreateBody) {
  return (await api.call(companyEndpoints.createAppointment, { body })).data;
}

export function useCreateAppointment() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createAppointment, onSuccess: () => client.invalidateQueries({ queryKey: contractsKey() }) });
}
