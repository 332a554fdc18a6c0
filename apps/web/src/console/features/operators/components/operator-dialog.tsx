import {
  LIMITS,
  OPERATOR_ROLE_LABELS,
  OPERATOR_ROLES,
  type OperatorCreateBody,
  type OperatorRow,
  operatorCreateBodySchema,
  operatorUpdateBodySchema,
} from '@portal/contract';
import { Form, Input, Modal, Select } from 'antd';
import { EmailField } from '@/components/form-fields/email-field';
import { NewPasswordFields } from '@/components/form-fields/new-password-fields';
import { PhoneField } from '@/components/form-fields/phone-field';
import { applyServerErrors } from '@/lib/form-errors';
import { zodRule } from '@/lib/zod-rule';
import { useCreateOperator, useUpdateOperator } from '../api/operators';

const roleOptions = OPERATOR_ROLES.map((role) => ({ value: role, label: OPERATOR_ROLE_LABELS[role] }));
const fields = operatorUpdateBodySchema.shape;

/**
 * The console's form pattern: an antd Form whose rules are the contract's schemas (zodRule), the
 * shared e-mail/phone/password fields, server field errors put back on the fields.
 */
export function OperatorDialog({ operator, onClose }: { operator: OperatorRow | undefined; onClose: () => void }) {
  const [form] = Form.useForm<OperatorCreateBody>();
  const create = useCreateOperator();
  const update = useUpdateOperator();
  const isPending = create.isPending || update.isPending;

  const submit = (values: OperatorCreateBody) => {
    const done = { onSuccess: onClose, onError: (error: unknown) => applyServerErrors(form, error) };
    if (operator) {
      const { displayName, email, phone, role } = values;
      update.mutate(
        { id: operator.id, body: { displayName, email, phone, role, status: operator.status === 'locked' ? 'locked' : 'active' } },
        done,
      );
    } else {
      create.mutate(values, done);
    }
  };

  return (
    <Modal
      open
      title={operator ? `Sửa tài khoản ${operator.username}` : 'Thêm tài khoản quản trị'}
      okText="Lưu"
      cancelText="Hủy"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={isPending}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form
        form={form}
        layout="vertical"
        name="operator"
        onFinish={submit}
        disabled={isPending}
        initialValues={
          operator ? { displayName: operator.displayName, email: operator.email, phone: operator.phone, role: operator.role } : undefined
        }
      >
        {!operator && (
          <Form.Item name="username" label="Tên đăng nhập" rules={[zodRule(operatorCreateBodySchema.shape.username)]}>
            <Input autoComplete="off" maxLength={LIMITS.usernameMax} />
          </Form.Item>
        )}
        <Form.Item name="displayName" label="Họ và tên" rules={[zodRule(fields.displayName)]}>
          <Input maxLength={LIMITS.displayNameMax} />
        </Form.Item>
        <EmailField />
        <PhoneField />
        <Form.Item name="role" label="Vai trò" rules={[zodRule(fields.role)]}>
          <Select options={roleOptions} placeholder="Chọn vai trò" />
        </Form.Item>
        {!operator && <NewPasswordFields name="password" label="Mật khẩu" confirmLabel="Nhập lại mật khẩu" />}
      </Form>
    </Modal>
  );
}
