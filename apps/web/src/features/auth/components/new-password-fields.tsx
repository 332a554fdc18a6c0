import { MSG, rules } from '@portal/contract';
import { Form, Input } from 'antd';
import { sameAsRule, zodRule } from '@/lib/zod-rule';

/**
 * A new password and its confirmation, with the spec's password and confirm rules. Shared by
 * registration, the change-password dialog and the last forgot-password step.
 */
export function NewPasswordFields({
  name = 'newPassword',
  label = 'Mật khẩu mới',
  confirmLabel = 'Nhập lại mật khẩu mới',
}: {
  name?: string;
  label?: string;
  confirmLabel?: string;
}) {
  return (
    <>
      <Form.Item label={label} name={name} rules={[zodRule(rules.password)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={confirmLabel}
        name="confirmPassword"
        dependencies={[name]}
        rules={[zodRule(rules.required), sameAsRule(name, MSG.confirmPassword)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
