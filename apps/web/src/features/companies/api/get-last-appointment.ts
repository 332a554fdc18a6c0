import { type Appointment, companyEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contractsKey } from './keys';

/** GET …/contract-appointment-schedule/list-last-appointment?contractId=: the latest proposal first. */
export async function getLastAppointment(contractId: string, signal?: AbortSignal): Promise<Appointment | null> {
  const { data } = await api.call(companyEndpoints.lastAppointments, { query: { contractId, page: 1, limit: 1 }, signal });
  return data.items[0] ?? null;
}

export const lastAppointmentQueryOptions = (contractId: string) =>
  queryOptions({
    queryKey: [...contractsKey(), 'appointment', contractId],
    queryFn: ({ signal }) => getLastAppointment(contractId, signal),
  });

export const useLastAppointment = (contractId: string) => useQuery(lastAppointmentQueryOptions(contractId));
