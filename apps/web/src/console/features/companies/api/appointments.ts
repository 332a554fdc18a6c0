import { companyScheduleDeskEndpoints, type DataOf, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi } from '../../../lib/console-api';
import { companyKeys, useCompanyDeskMutation } from './desk-mutation';

/** The list's filters: the query of GET /api/admin/companies/appointments (status, companyId, pages). */
type AppointmentListParams = QueryOf<typeof companyScheduleDeskEndpoints.appointments>;
export type DeskAppointmentRow = DataOf<typeof companyScheduleDeskEndpoints.appointments>['items'][number];

/** GET /api/admin/companies/appointments (status, companyId, pages). */
export async function getAppointments(query: AppointmentListParams) {
  return (await consoleApi.call(companyScheduleDeskEndpoints.appointments, { query })).data;
}

export const appointmentsQueryOptions = (query: AppointmentListParams) =>
  queryOptions({
    queryKey: [...companyKeys.appointments(), 'list', query],
    queryFn: () => getAppointments(query),
    placeholderData: keepPreviousData,
  });

export const useAppointments = (query: AppointmentListParams) => useQuery(appointmentsQueryOptions(query));

/** POST /api/admin/companies/appointments/{id}/confirm */
export const useConfirmAppointment = () =>
  useCompanyDeskMutation(
    async ({ id, reply }: { id: string; reply?: string }) =>
      (await consoleApi.call(companyScheduleDeskEndpoints.confirmAppointment, { params: { id }, body: { reply } })).data,
  );

/** POST /api/admin/companies/appointments/{id}/reschedule: another day (not in the past) and a reply. */
export const useRescheduleAppointment = () =>
  useCompanyDeskMutation(
    async ({ id, counterDate, reply }: { id: string; counterDate: string; reply?: string }) =>
      (await consoleApi.call(companyScheduleDeskEndpoints.rescheduleAppointment, { params: { id }, body: { counterDate, reply } })).data,
  );
