import { COMPANY_DESK_MSG, COMPANY_LIMITS, formatDate, formatDateTime } from '@portal/contract';
import { Button, Col, DatePicker, Form, Input, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { dayjs } from '@/lib/dayjs';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { type ListColumn, ListPage } from '../../../components/list-page';
import { consolePaths } from '../../../config/paths';
import { CONSOLE_TEXT } from '../../../lib/labels';
import { listQuery, useListParams } from '../../../lib/list-params';
import {
  type DeskAppointmentRow,
  getAppointments,
  useAppointments,
  useConfirmAppointment,
  useRescheduleAppointment,
} from '../api/appointments';
import { CompanyStatusTag, scheduleStatusOptions } from './company-labels';

const FILTER_KEYS = ['status'] as const;
/** The list opens on what waits for an answer. */
const DEFAULT_STATUS = 'proposed';
const ALL = 'all';

type RescheduleForm = { counterDate?: Dayjs; reply?: string };

/** Today or later (Vietnam's day as the browser knows it; the server checks again). */
export function counterDateMessage(day: Dayjs | undefined, today: Dayjs = dayjs()): string | undefined {
  if (!day) return COMPANY_DESK_MSG.counterDate;
  if (day.isBefore(today, 'day')) return COMPANY_DESK_MSG.counterDatePast;
  return undefined;
}

/** 'Đề xuất ngày khác': another day, not in the past, and a reply the company reads. */
export function RescheduleDialog({ appointment, onClose }: { appointment: DeskAppointmentRow; onClose: () => void }) {
  const [form] = Form.useForm<RescheduleForm>();
  const reschedule = useRescheduleAppointment();
  return (
    <FormDialog<RescheduleForm>
      id="appointment-reschedule"
      title="Đề xuất ngày khác"
      width={520}
      form={form}
      initialValues={{}}
      isPending={reschedule.isPending}
      onSave={(v) =>
        reschedule.mutateAsync({
          id: appointment.id,
          counterDate: v.counterDate?.format('YYYY-MM-DD') ?? '',
          reply: v.reply?.trim() || undefined,
        })
      }
      onClose={onClose}
    >
      <Col span={24}>
        <Typography.Paragraph>{`${appointment.company.name} đề xuất ngày ${formatDate(appointment.date)} tại ${appointment.site}.`}</Typography.Paragraph>
      </Col>
      <Col span={24}>
        <Form.Item
          name="counterDate"
          label="Ngày khám đề xuất"
          required
          rules={[
            {
              validator: async (_: unknown, v: Dayjs | undefined) => {
                const message = counterDateMessage(v);
                if (message) throw new Error(message);
              },
            },
          ]}
        >
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="reply" label="Phản hồi">
          <Input.TextArea rows={3} maxLength={COMPANY_LIMITS.noteMax} />
        </Form.Item>
      </Col>
    </FormDialog>
  );
}

/** /quan-tri/lich-kham: the companies' proposed exam days; confirm one, or propose another day. */
export function AppointmentListPage({ canManage }: { canManage: boolean }) {
  const list = useListParams(FILTER_KEYS);
  const status = list.filters.status ?? DEFAULT_STATUS;
  const query = { ...listQuery(list), status: status === ALL ? '' : status };
  const appointments = useAppointments(query);
  const confirm = useConfirmAppointment();
  const [action, setAction] = useState<{ kind: 'confirm' | 'reschedule'; row: DeskAppointmentRow }>();

  const columns: ListColumn<DeskAppointmentRow>[] = [
    {
      key: 'company',
      title: 'Doanh nghiệp',
      width: 220,
      render: (_, a) => `${a.company.code} — ${a.company.name}`,
      exportValue: (a) => a.company.name,
    },
    {
      key: 'contract',
      title: 'Hợp đồng',
      width: 200,
      render: (_, a) => (
        <Link to={consolePaths.companyContractDetail.getHref(a.contractId)}>{`${a.contractCode} — ${a.contractName}`}</Link>
      ),
      exportValue: (a) => a.contractCode,
    },
    { key: 'date', title: 'Ngày đề xuất', width: 120, render: (_, a) => formatDate(a.date), exportValue: (a) => formatDate(a.date) },
    { key: 'site', title: 'Địa điểm', width: 200, exportValue: (a) => a.site },
    { key: 'headcount', title: 'Số người', width: 90, align: 'right', exportValue: (a) => a.headcount },
    { key: 'note', title: 'Ghi chú', render: (_, a) => a.note || CONSOLE_TEXT.empty, exportValue: (a) => a.note },
    {
      key: 'status',
      title: 'Trạng thái',
      render: (_, a) => <CompanyStatusTag status={a.status} label={a.statusName} />,
      exportValue: (a) => a.statusName,
    },
    {
      key: 'counterDate',
      title: 'Ngày đề xuất lại',
      width: 130,
      render: (_, a) => (a.counterDate ? formatDate(a.counterDate) : CONSOLE_TEXT.empty),
      exportValue: (a) => (a.counterDate ? formatDate(a.counterDate) : ''),
    },
    { key: 'reply', title: 'Phản hồi', defaultHidden: true, exportValue: (a) => a.reply },
    { key: 'createdAt', title: 'Gửi lúc', render: (_, a) => formatDateTime(a.createdAt), exportValue: (a) => formatDateTime(a.createdAt) },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: 'Thao tác',
            width: 230,
            render: (_: unknown, a: DeskAppointmentRow) =>
              a.status === 'proposed' ? (
                <Space size={4} wrap>
                  <Button size="small" type="primary" onClick={() => setAction({ kind: 'confirm', row: a })}>
                    Xác nhận
                  </Button>
                  <Button size="small" onClick={() => setAction({ kind: 'reschedule', row: a })}>
                    Đề xuất ngày khác
                  </Button>
                </Space>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <>
      <Typography.Title level={3}>Lịch khám</Typography.Title>
      <ListPage<DeskAppointmentRow, (typeof FILTER_KEYS)[number]>
        id="company-appointments"
        list={{ ...list, filters: { ...list.filters, status } }}
        filters={[
          { kind: 'select', key: 'status', label: 'Trạng thái', options: [...scheduleStatusOptions, { value: ALL, label: 'Tất cả' }] },
        ]}
        columns={columns}
        query={appointments}
        rowKey={(a) => a.id}
        exportAll={{ fileName: 'lich-kham', fetchPage: (page, limit) => getAppointments({ ...query, page, limit }) }}
      />
      {action?.kind === 'confirm' && (
        <ConfirmDialog
          open
          title="Xác nhận lịch khám"
          description={`${action.row.company.name}: ngày ${formatDate(action.row.date)} tại ${action.row.site}, ${action.row.headcount} người.`}
          onConfirm={() => confirm.mutateAsync({ id: action.row.id })}
          onClose={() => setAction(undefined)}
        />
      )}
      {action?.kind === 'reschedule' && <RescheduleDialog appointment={action.row} onClose={() => setAction(undefined)} />}
    </>
  );
}
