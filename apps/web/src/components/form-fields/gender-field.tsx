import { ORDER_OPTIONS, patientFieldSchemas } from '@portal/contract';
import { Form, Radio } from 'antd';
import { zodRule } from '@/lib/zod-rule';
import type { FieldProps } from './field-props';

/** Gender (spec 3 §3: 0 Nam, 1 Nữ), required: the order wizard and the patient dialog. */
export function GenderField({ name = 'gender', label = 'Giới tính', ...item }: FieldProps) {
  return (
    <Form.Item name={name} label={label} required rules={[zodRule(patientFieldSchemas.gender)]} {...item}>
      <Radio.Group options={ORDER_OPTIONS.gender.map((g) => ({ value: g.key, label: g.name }))} />
    </Form.Item>
  );
}
