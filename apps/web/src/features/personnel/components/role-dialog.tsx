import { maxLengthOf, type PartnerType, type PersonnelRole, personnelRoleFieldSchemas as f } from '@portal/contract';
import { Form, Input, Modal, Switch } from 'antd';
import { QueryState } from '@/components/query-state';
import { applyServerErrors } from '@/lib/form-errors';
import { optionalZodRule, zodRule } from '@/lib/zod-rule';
import { useDefaultPermissions } from '../api/get-roles';
import { type RoleInput, useCreateRole, useUpdateRole } from '../api/role-mutations';
import { PermissionPicker } from './permission-picker';

export const ROLE_DIALOG_TEXT = {
  createTitle: 'Thêm vai trò',
  editTitle: 'Chỉnh sửa vai trò',
  name: 'Tên vai trò',
  description: 'Mô tả',
  active: 'Đang hoạt động',
  activeHelp: 'Vai trò ngừng hoạt động không cho nhân sự của nó quyền nào (từ lần thao tác tiếp theo).',
  permissions: 'Quyền',
  save: 'Lưu',
  cancel: 'Hủy',
} as const;

type Props = { type: PartnerType; role?: PersonnelRole | undefined; onClose: () => void };

/**
 * 'Thêm vai trò' and its edit twin: name, description, active, and the permissions picked from the
 * default list by area. A refused save keeps the dialog open with what was chosen (SPEC-NOTES 1):
 * the error notice says why, field errors go under their fields.
 */
export function RoleDialog({ type, role, onClose }: Props) {
  const [form] = Form.useForm<RoleInput>();
  const groups = useDefaultPermissions(type);
  const create = useCreateRole(type);
  const update = useUpdateRole(type);
  const saving = create.isPending || update.isPending;

  const save = (values: RoleInput) => {
    const body = { ...values, description: values.description ?? '', active: values.active ?? true };
    const done = { onSuccess: onClose, onError: (error: unknown) => applyServerErrors(form, error) };
    if (role) update.mutate({ id: role.id, body }, done);
    else create.mutate(body, done);
  };

  return (
    <Modal
      open
      title={role ? ROLE_DIALOG_TEXT.editTitle : ROLE_DIALOG_TEXT.createTitle}
      okText={ROLE_DIALOG_TEXT.save}
      cancelText={ROLE_DIALOG_TEXT.cancel}
      width={760}
      confirmLoading={saving}
      okButtonProps={{ disabled: !groups.data }}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<RoleInput>
        form={form}
        name="personnel-role"
        layout="vertical"
        initialValues={
          role
            ? { name: role.name, description: role.description, active: role.active, permissions: role.permissions }
            : { active: true, permissions: [] }
        }
        onFinish={save}
      >
        <Form.Item name="name" label={ROLE_DIALOG_TEXT.name} rules={[zodRule(f.name)]}>
          <Input maxLength={maxLengthOf(f.name)} />
        </Form.Item>
        <Form.Item name="description" label={ROLE_DIALOG_TEXT.description} rules={[optionalZodRule(f.description)]}>
          <Input.TextArea rows={2} maxLength={maxLengthOf(f.description)} />
        </Form.Item>
        <Form.Item name="active" label={ROLE_DIALOG_TEXT.active} valuePropName="checked" extra={ROLE_DIALOG_TEXT.activeHelp}>
          <Switch aria-label={ROLE_DIALOG_TEXT.active} />
        </Form.Item>
        <QueryState query={groups}>
          {(data) => (
            <Form.Item name="permissions" label={ROLE_DIALOG_TEXT.permissions} rules={[zodRule(f.permissions)]}>
              <PermissionPicker groups={data} />
            </Form.Item>
          )}
        </QueryState>
      </Form>
    </Modal>
  );
}
