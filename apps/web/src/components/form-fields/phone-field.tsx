import { maxLengthOf, rules } from '@portal/contract';
import { Form, Input } from 'antd';
import { zodRule } from '@/lib/zod-rule';
import type { FieldProps } from './field-props';

const PHONE_MAX_LENGTH = maxLengthOf(rules.phone);

/**
 * A phone number with the spec's shared rule: 10 digits from 0 (registration, profile, forgot
 * password). Forms with another phone rule (the order wizard's 10–15 digits) use their own input.
 */
export function PhoneField({ name = 'phone', label = 'Số điện thoại', ...item }: FieldProps) {
  return (
    <Form.Item name={name} label={label} rules={[zodRule(rules.phone)]} {...item}>
      <Input inputMode="tel" autoComplete="tel" maxLength={PHONE_MAX_LENGTH} />
    </Form.Item>
  );
}
