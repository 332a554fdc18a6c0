import {
  appointmentCreateBodySchema,
  type Appointment,
  COMPANY_MSG,
  type CompanyContractDetail,
  formatDate,
  maxLengthOf,
  rules,
} from '@portal/contract';
import { Button, Card, DatePicker, Descriptions, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { QueryState } from '@/components/query-state';
import { applyServerErrors } from '@/lib/form-errors';
import { optionalZodRule, requiredRule, zodRule } from '@/lib/zod-rule';
import { useCreateAppointment } from '../api/create-appointment';
import { useLastAppointment } from '../api/get-last-appointment';
import { CompanyStatusTag } from './company-status-tag';

export const APPOINTMENT_TEXT = {
  title: 'Lịch khám',
  date: 'Ngày khám',
  site: 'Địa điểm khám',
  headcount: 'Số lượng người khám',
  note: 'Ghi chú',
  submit: 'Đề xuất lịch khám',
  none: 'Chưa có đề xuất lịch khám.',
} as const;

const { site, note } = appointmentCreateBodySchema.shape;
const isPast = (day: Dayjs) => day.isBefore(dayjs(), 'day');

type Values = { date?: Dayjs; site: string; headcount: string; note?: string };

function LastAppointment({ appointment }: { appointment: Appointment | null }) {
  if (!appointment) return <p>{APPOINTMENT_TEXT.none}</p>;
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'status', label: 'Trạng thái', children: <CompanyStatusTag status={appointment.status} label={appointment.statusName} /> },
        { key: 'date', label: APPOINTMENT_TEXT.date, children: formatDate(appointment.date) },
        ...(appointment.counterDate ? [{ key: 'counter', label: 'Ngày đề xuất lại', children: formatDate(appointment.counterDate) }] : []),
        { key: 'site', label: APPOINTMENT_TEXT.site, children: appointment.site },
        { key: 'headcount', label: APPOINTMENT_TEXT.headcount, children: appointment.headcount },
        ...(appointment.note ? [{ key: 'note', label: APPOINTMENT_TEXT.note, children: appointment.note }] : []),
        ...(appointment.reply ? [{ key: 'reply', label: 'Phản hồi', children: appointment.reply }] : []),
      ]}
    />
  );
}

/** The latest appointment proposal and, for who may ('schedule.manage'), a form to propose one. */
export function AppointmentPanel({ contract, canPropose }: { contract: CompanyContractDetail; canPropose: boolean }) {
  const last = useLastAppointment(contract.id);
  const create = useCreateAppointment();
  const [form] = Form.useForm<Values>();
  const isOpen = contract.status !== 'completed' && contract.status !== 'declined';
  return (
    <Card title={APPOINTMENT_TEXT.title} size="small">
      <QueryState query={last}>{(appointment) => <LastAppointment appointment={appointment} />}</QueryState>
      {canPropose && isOpen ? (
        <Form<Values>
          form={form}
          layout="vertical"
          name="appointment"
          disabled={create.isPending}
          onFinish={(v) =>
            create.mutate(
              {
                contractId: contract.id,
                date: (v.date ?? dayjs()).format('YYYY-MM-DD'),
                site: v.site.trim(),
                headcount: Number(String(v.headcount).trim()),
                note: v.note?.trim() || undefined,
              },
              { onSuccess: () => form.resetFields(), onError: (error) => applyServerErrors(form, error) },
            )
          }
        >
          <Form.Item
            label={APPOINTMENT_TEXT.date}
            name="date"
            rules={[
              requiredRule(COMPANY_MSG.appointmentDate),
              {
                validator: async (_r, day?: Dayjs) => {
                  if (day && isPast(day)) throw new Error(COMPANY_MSG.appointmentDatePast);
                },
              },
            ]}
          >
            <DatePicker format="DD/MM/YYYY" disabledDate={isPast} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label={APPOINTMENT_TEXT.site} name="site" rules={[zodRule(site)]}>
            <Input maxLength={maxLengthOf(site)} />
          </Form.Item>
          <Form.Item label={APPOINTMENT_TEXT.headcount} name="headcount" rules={[zodRule(rules.examHeadcount)]}>
            <Input inputMode="numeric" />
          </Form.Item>
          <Form.Item label={APPOINTMENT_TEXT.note} name="note" rules={[optionalZodRule(note)]}>
            <Input.TextArea rows={2} maxLength={maxLengthOf(note)} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {APPOINTMENT_TEXT.submit}
          </Button>
        </Form>
      ) : null}
    </Card>
  );
}
