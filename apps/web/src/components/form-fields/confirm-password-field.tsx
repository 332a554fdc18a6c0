import { MSG, rules } from '@portal/contract';
import { Form, Input } from 'antd';
import { sameAsRule, zodRule } from '@/lib/zod-rule';
import type { FieldProps } from './field-props';

type ConfirmPasswordFieldProps = FieldProps & {
  /** The name of the password field this one must repeat. */
  of: string;
};

/** The password typed again, with the spec's confirm message; re-checked when the password changes. */
export function ConfirmPasswordField({
  of,
  name = 'confirmPassword',
  label = 'Nhập lại mật khẩu mới',
  ...item
}: ConfirmPasswordFieldProps) {
  return (
    <Form.Item
      name={name}
      label={label}
      dependencies={[of]}
      rules={[zodRule(rules.required), sameAsRule(of, MSG.confirmPassword)]}
      {...item}
    >
      <Input.Password autoComplete="new-password" />
    </Form.Item>
  );
}
