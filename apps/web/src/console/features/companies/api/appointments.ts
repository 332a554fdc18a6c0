import { apiPaths, type deskAppointmentListSchema } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi } from '../../../lib/console-api';
import { companyKeys, type DeskListParams, type Parsed, useCompanyDeskMutation } from './desk-mutation';

export type DeskAppointmentList = Parsed<typeof deskAppointmentListSchema>;
export type DeskAppointmentRow = DeskAppointmentList['items'][number];

/** GET /api/admin/companies/appointments (status, companyId, pages). */
export async function getAppointments(query: DeskListParams): Promise<DeskAppointmentList> {
  return (await consoleApi.get<DeskAppointmentList>(apiPaths.admin.companyAppointments, { query })).data;
}

export const appointmentsQueryOptions = (query: DeskListParams) =>
  queryOptions({
    queryKey: [...companyKeys.appointments(), 'list', query],
    queryFn: () => getAppointments(query),
    placeholderData: keepPreviousData,
  });

export const useAppointments = (query: DeskListParams) => useQuery(appointmentsQueryOptions(query));

/** POST /api/admin/companies/appointments/{id}/confirm */
export const useConfirmAppointment = () =>
  useCompanyDeskMutation(
    async ({ id, reply }: { id: string; reply?: string }) =>
      (await consoleApi.post<DeskAppointmentRow>(apiPaths.admin.companyAppointmentConfirm(id), { reply })).data,
  );

/** POST /api/admin/companies/appointments/{id}/reschedule: another day (not in the past) and a reply. */
export const useRescheduleAppointment = () =>
  useCompanyDeskMutation(
    async ({ id, counterDate, reply }: { id: string; counterDate: string; reply?: string }) =>
      (await consoleApi.post<DeskAppointmentRow>(apiPaths.admin.companyAppointmentReschedule(id), { counterDate, reply })).data,
  );
