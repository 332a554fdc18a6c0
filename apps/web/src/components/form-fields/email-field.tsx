import { maxLengthOf, rules } from '@portal/contract';
import { Form, Input } from 'antd';
import { zodRule } from '@/lib/zod-rule';
import type { FieldProps } from './field-props';

const EMAIL_MAX_LENGTH = maxLengthOf(rules.email);

/**
 * An e-mail address with the spec's e-mail rule (registration, profile, forgot password). A text
 * input with the e-mail keyboard rather than type="email": the browser's own check would block
 * the submit with its own wording before the rule could show the spec's message.
 */
export function EmailField({ name = 'email', label = 'Email', ...item }: FieldProps) {
  return (
    <Form.Item name={name} label={label} rules={[zodRule(rules.email)]} {...item}>
      <Input inputMode="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
    </Form.Item>
  );
}
