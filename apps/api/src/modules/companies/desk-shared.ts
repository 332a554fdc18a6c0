import { type Appointment, SCHEDULE_STATUS_LABELS, type ScheduleStatus } from '@portal/contract';
import type { AppointmentJoined } from './desk-repository.ts';

/** An appointment schedule as the contract's detail and the desk's list show it. */
export function toAppointment(a: AppointmentJoined): Appointment {
  const status = a.status as ScheduleStatus;
  return {
    id: a.id,
    contractId: a.contractId,
    contractCode: a.contractCode,
    date: a.date,
    site: a.site,
    headcount: a.headcount,
    note: a.note,
    status,
    statusName: SCHEDULE_STATUS_LABELS[status],
    counterDate: a.counterDate,
    reply: a.reply,
    createdAt: a.createdAt.toISOString(),
    decidedAt: a.decidedAt?.toISOString() ?? null,
  };
}
