import {
  APPOINTMENT_STATUS_COLORS,
  type AppointmentStatus,
  appointmentStatusName,
  METHOD_TYPE_COLORS,
  type MethodType,
  methodTypeName,
  RESULT_STATUS_COLORS,
  type ResultStatus,
  resultStatusName,
} from '@portal/contract';
import { Tag } from 'antd';

export const StatusTag = ({ status }: { status: number }) => (
  <Tag color={APPOINTMENT_STATUS_COLORS[status as AppointmentStatus]}>{appointmentStatusName(status)}</Tag>
);

export const ResultTag = ({ result }: { result: string }) => (
  <Tag color={RESULT_STATUS_COLORS[result as ResultStatus]}>{resultStatusName(result)}</Tag>
);

export const MethodTag = ({ method }: { method: string }) => (
  <Tag color={METHOD_TYPE_COLORS[method as MethodType]}>{methodTypeName(method)}</Tag>
);

/** An appointment time as the API writes it (Vietnam wall clock 'YYYY-MM-DD HH:mm') → 'DD/MM/YYYY HH:mm', whatever the browser's zone. */
export function wallClock(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}:\d{2})/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}` : value;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (birth dates: calendar days, no zone). */
export function calendarDay(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/** The 'active' filter of the catalogue and the facilities, as the API reads it. */
export const activeOptions = (on: string, off: string) => [
  { value: 'true', label: on },
  { value: 'false', label: off },
];
