import { MSG, rules } from '@portal/contract';
import { Form, Input } from 'antd';
import { zodRule } from '@/lib/zod-rule';
import type { FieldProps } from './field-props';

type PasswordFieldProps = FieldProps & {
  /**
   * `new`: a password being chosen, checked with the spec's password rule, offered to the
   * browser's password generator. `current`: one the user already has, only required; the
   * server judges it.
   */
  purpose?: 'new' | 'current';
};

const DEFAULTS = {
  new: { name: 'newPassword', label: 'Mật khẩu mới', rule: zodRule(rules.password), autoComplete: 'new-password' },
  current: {
    name: 'currentPassword',
    label: 'Mật khẩu hiện tại',
    rule: { required: true, message: MSG.required },
    autoComplete: 'current-password',
  },
} as const;

/**
 * A password input. It has no maxLength on purpose: a browser cuts a pasted or generated password
 * to fit without a word, and the user would keep a password they never saw. The rule reports
 * one that is too long (LIMITS.passwordMax) instead.
 */
export function PasswordField({ purpose = 'new', ...item }: PasswordFieldProps) {
  const defaults = DEFAULTS[purpose];
  return (
    <Form.Item name={defaults.name} label={defaults.label} rules={[defaults.rule]} {...item}>
      <Input.Password autoComplete={defaults.autoComplete} />
    </Form.Item>
  );
}
