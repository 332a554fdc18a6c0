import { patientFieldSchemas } from '@portal/contract';
import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { zodRule } from '@/lib/zod-rule';
import type { FieldProps } from './field-props';

const DAY = 'YYYY-MM-DD';

/**
 * A birth date (spec 3 §5, the order wizard and the patient dialog): picked as DD/MM/YYYY, kept in
 * the form as the 'YYYY-MM-DD' the API takes; required and not after today.
 */
export function BirthDateField({ name = 'birthday', label = 'Ngày sinh', ...item }: FieldProps) {
  return (
    <Form.Item
      name={name}
      label={label}
      required
      rules={[zodRule(patientFieldSchemas.birthday)]}
      getValueProps={(value?: string) => ({ value: value ? dayjs(value) : undefined })}
      normalize={(value?: Dayjs | null) => (value ? value.format(DAY) : undefined)}
      {...item}
    >
      <DatePicker
        style={{ width: '100%' }}
        format="DD/MM/YYYY"
        placeholder="DD/MM/YYYY"
        disabledDate={(day) => day.isAfter(dayjs(), 'day')}
      />
    </Form.Item>
  );
}
