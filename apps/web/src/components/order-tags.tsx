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

export const AppointmentStatusTag = ({ status }: { status: number }) => (
  <Tag color={APPOINTMENT_STATUS_COLORS[status as AppointmentStatus] ?? 'default'}>{appointmentStatusName(status)}</Tag>
);

export const ResultStatusTag = ({ result }: { result: string }) => (
  <Tag color={RESULT_STATUS_COLORS[result as ResultStatus] ?? 'default'}>{resultStatusName(result)}</Tag>
);

export const MethodTag = ({ method }: { method: string }) => (
  <Tag color={METHOD_TYPE_COLORS[method as MethodType] ?? 'default'}>{methodTypeName(method)}</Tag>
);
