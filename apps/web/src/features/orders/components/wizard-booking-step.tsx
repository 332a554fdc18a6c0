import { formatVnd, MONEY_PERMISSIONS, maxLengthOf, methodTypeName, orderFieldSchemas as f } from '@portal/contract';
import { Descriptions, Form, type FormInstance, Input } from 'antd';
import { useCan } from '@/lib/permissions';
import { optionalZodRule } from '@/lib/zod-rule';
import { useFacilities } from '../api/get-facilities';
import { useOrderOptionFields } from '../api/get-order-option-fields';
import { SamplingTimeField } from './sampling-time-field';
import type { PatientStepValues, ServiceStepValues } from './wizard-values';

export const BOOKING_STEP_TEXT = {
  note: 'Ghi chú',
  summary: 'Thông tin lịch hẹn',
  services: 'Tổng tiền dịch vụ',
  discount: 'Chiết khấu',
  samplingFee: 'Phí lấy mẫu tại nhà',
  billed: 'Tổng thanh toán',
  billedHint: 'Số tiền ghi vào báo cáo công nợ tháng của lịch hẹn',
} as const;

/**
 * What the order adds to the month's debt report, as the report computes it (reports-build-service):
 * each service's price less its 'Chiết khấu', and the home-sampling fee once for a home order.
 */
export function orderBill(services: ReadonlyArray<{ donGia?: number; feePrice?: number }>, atHome: boolean, samplingFee: number) {
  const total = services.reduce((sum, s) => sum + (s.donGia ?? 0), 0);
  const discount = services.reduce((sum, s) => sum + (s.feePrice ?? 0), 0);
  const fee = atHome ? samplingFee : 0;
  return { total, discount, fee, billed: total - discount + fee };
}

/** 'Đặt lịch': the sampling time, a note, and what is about to be sent. */
export function WizardBookingStep({ form, patient }: { form: FormInstance<ServiceStepValues>; patient: PatientStepValues }) {
  const methodType = Form.useWatch('methodType', form);
  const facilityCode = Form.useWatch('facilityCode', form);
  const services = Form.useWatch('serviceIds', form) ?? [];
  const facilities = useFacilities();
  const showsPrices = useCan(MONEY_PERMISSIONS.prices);
  const showsFees = useCan(MONEY_PERMISSIONS.fees);
  const options = useOrderOptionFields();
  const atHome = methodType !== 'HOSPITAL';
  const bill = orderBill(services, atHome, options.data?.homeSamplingFee ?? 0);
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
          ...(showsPrices ? [{ key: 'total', label: BOOKING_STEP_TEXT.services, children: formatVnd(bill.total) }] : []),
          ...(showsPrices && showsFees && bill.discount > 0
            ? [{ key: 'discount', label: BOOKING_STEP_TEXT.discount, children: `− ${formatVnd(bill.discount)}` }]
            : []),
          ...(showsPrices && showsFees && atHome && options.data
            ? [{ key: 'fee', label: BOOKING_STEP_TEXT.samplingFee, children: formatVnd(bill.fee) }]
            : []),
          // The bill as the month's report will have it: only for who sees the discount it takes off.
          ...(showsPrices && showsFees && options.data
            ? [
                {
                  key: 'billed',
                  label: BOOKING_STEP_TEXT.billed,
                  children: (
                    <span>
                      <strong>{formatVnd(bill.billed)}</strong>
                      <br />
                      <small>{BOOKING_STEP_TEXT.billedHint}</small>
                    </span>
                  ),
                },
              ]
            : []),
        ]}
      />
    </>
  );
}
