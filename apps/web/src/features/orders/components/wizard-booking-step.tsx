import { formatVnd, MONEY_PERMISSIONS, maxLengthOf, methodTypeName, orderFieldSchemas as f } from '@portal/contract';
import { Descriptions, Form, type FormInstance, Input } from 'antd';
import { useCan } from '@/lib/permissions';
import { optionalZodRule } from '@/lib/zod-rule';
import { useFacilities } from '../api/get-facilities';
import { SamplingTimeField } from './sampling-time-field';
import type { PatientStepValues, ServiceStepValues } from './wizard-values';

export const BOOKING_STEP_TEXT = { note: 'Ghi chú', summary: 'Thông tin lịch hẹn' } as const;

/** 'Đặt lịch': the sampling time, a note, and what is about to be sent. */
export function WizardBookingStep({ form, patient }: { form: FormInstance<ServiceStepValues>; patient: PatientStepValues }) {
  const methodType = Form.useWatch('methodType', form);
  const facilityCode = Form.useWatch('facilityCode', form);
  const services = Form.useWatch('serviceIds', form) ?? [];
  const facilities = useFacilities();
  const showsPrices = useCan(MONEY_PERMISSIONS.prices);
  const place =
    methodType === 'HOSPITAL'
      ? (facilities.data?.find((l) => l.value === facilityCode)?.title ?? facilityCode ?? '')
      : (patient.address ?? '');
  return (
    <>
      <SamplingTimeField />
      <Form.Item name="note" label={BOOKING_STEP_TEXT.note} rules={[optionalZodRule(f.note)]}>
        <Input.TextArea rows={3} maxLength={maxLengthOf(f.note)} showCount />
      </Form.Item>
      <Descriptions
        title={BOOKING_STEP_TEXT.summary}
        size="small"
        column={{ xs: 1, md: 2 }}
        bordered
        items={[
          { key: 'name', label: 'Bệnh nhân', children: patient.name },
          { key: 'phone', label: 'Số điện thoại', children: patient.phone },
          { key: 'method', label: 'Hình thức', children: methodTypeName(methodType) },
          { key: 'place', label: 'Nơi lấy mẫu', children: place },
          { key: 'count', label: 'Số dịch vụ', children: services.length },
          ...(showsPrices
            ? [{ key: 'total', label: 'Tổng tiền', children: formatVnd(services.reduce((sum, s) => sum + (s.donGia ?? 0), 0)) }]
            : []),
        ]}
      />
    </>
  );
}
