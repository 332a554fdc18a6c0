import { ORDER_MSG, ORDER_OPTIONS, orderFieldSchemas as f } from '@portal/contract';
import { Form, type FormInstance, Radio, Select } from 'antd';
import { zodRule } from '@/lib/zod-rule';
import { useFacilities } from '../api/get-facilities';
import { ServiceChooser } from './service-chooser';
import type { ServiceStepValues } from './wizard-values';

export const SERVICE_STEP_TEXT = {
  method: 'Hình thức lấy mẫu',
  facility: 'Cơ sở y tế',
  services: 'Dịch vụ',
} as const;

/** 'Chỉ định' (spec 3 §5 "Order, service step"): the method, the facility for a visit, the services. */
export function WizardServiceStep({ form, provinceCode }: { form: FormInstance<ServiceStepValues>; provinceCode: string | undefined }) {
  const methodType = Form.useWatch('methodType', form);
  const facilityCode = Form.useWatch('facilityCode', form) ?? undefined;
  const facilities = useFacilities();
  const isVisit = methodType === 'HOSPITAL';
  return (
    <>
      <Form.Item name="methodType" label={SERVICE_STEP_TEXT.method} required rules={[zodRule(f.methodType)]}>
        <Radio.Group optionType="button" options={ORDER_OPTIONS.methodType.map((m) => ({ value: m.key, label: m.name }))} />
      </Form.Item>
      <Form.Item
        name="facilityCode"
        label={SERVICE_STEP_TEXT.facility}
        hidden={!isVisit}
        required
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value?: string | null) => {
              if (getFieldValue('methodType') === 'HOSPITAL' && !value) throw new Error(ORDER_MSG.facility);
            },
          }),
        ]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Chọn cơ sở y tế"
          loading={facilities.isPending}
          options={(facilities.data ?? []).map((l) => ({ value: l.value, label: l.title }))}
        />
      </Form.Item>
      <Form.Item name="serviceIds" label={SERVICE_STEP_TEXT.services} required rules={[zodRule(f.serviceIds)]}>
        <ServiceChooser place={{ methodType, provinceCode, facilityCode }} />
      </Form.Item>
    </>
  );
}
