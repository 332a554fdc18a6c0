import {
  maxLengthOf,
  type PartnerType,
  type Personnel,
  type PersonnelCreateBody,
  personnelFieldSchemas as f,
  rules,
} from '@portal/contract';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { EmailField } from '@/components/form-fields/email-field';
import { PhoneField } from '@/components/form-fields/phone-field';
import { applyServerErrors } from '@/lib/form-errors';
import { zodRule } from '@/lib/zod-rule';
import { useAllRoles } from '../api/get-roles';
import { useCreateStaff, useUpdateStaff } from '../api/staff-mutations';

export const STAFF_DIALOG_TEXT = {
  createTitle: 'Thêm nhân sự',
  editTitle: 'Chỉnh sửa nhân sự',
  username: 'Tên đăng nhập',
  fullName: 'Họ và tên',
  role: 'Vai trò',
  rolePlaceholder: 'Chọn vai trò',
  inactiveRole: '(ngừng hoạt động)',
  inviteNote: 'Nhân sự sẽ nhận email có liên kết để tự đặt mật khẩu, rồi đăng nhập tại trang đăng nhập của đối tác bằng tên đăng nhập này.',
  save: 'Lưu',
  cancel: 'Hủy',
} as const;

type Props = { type: PartnerType; staff?: Personnel | undefined; onClose: () => void };

/**
 * 'Thêm nhân sự' and its edit twin: login name (chosen once), name, e-mail, phone, role. The owner
 * never types a password: the member sets it from the e-mailed link. Roles offered: the active
 * ones, and the member's own even when inactive. A refused save keeps everything typed and the
 * dialog open (SPEC-NOTES 1).
 */
export function StaffDialog({ type, staff, onClose }: Props) {
  const [form] = Form.useForm<PersonnelCreateBody>();
  const roles = useAllRoles(type);
  const create = useCreateStaff(type);
  const update = useUpdateStaff(type);
  const saving = create.isPending || update.isPending;
  const options = (roles.data?.items ?? [])
    .filter((role) => role.active || role.id === staff?.role?.id)
    .map((role) => ({ value: role.id, label: role.active ? role.name : `${role.name} ${STAFF_DIALOG_TEXT.inactiveRole}` }));

  const save = (values: PersonnelCreateBody) => {
    const done = { onSuccess: onClose, onError: (error: unknown) => applyServerErrors(form, error) };
    if (staff) {
      const { username: _username, ...body } = values;
      update.mutate({ id: staff.id, body }, done);
    } else create.mutate(values, done);
  };

  return (
    <Modal
      open
      title={staff ? STAFF_DIALOG_TEXT.editTitle : STAFF_DIALOG_TEXT.createTitle}
      okText={STAFF_DIALOG_TEXT.save}
      cancelText={STAFF_DIALOG_TEXT.cancel}
      width={640}
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {staff ? null : <Alert type="info" showIcon title={STAFF_DIALOG_TEXT.inviteNote} style={{ marginBottom: 16 }} />}
      <Form<PersonnelCreateBody>
        form={form}
        name="personnel-staff"
        layout="vertical"
        initialValues={
          staff
            ? { username: staff.username, fullName: staff.fullName, email: staff.email, phone: staff.phone, roleId: staff.role?.id }
            : undefined
        }
        onFinish={save}
      >
        <Form.Item name="username" label={STAFF_DIALOG_TEXT.username} rules={staff ? [] : [zodRule(rules.username)]}>
          <Input autoComplete="off" disabled={Boolean(staff)} maxLength={maxLengthOf(rules.username)} />
        </Form.Item>
        <Form.Item name="fullName" label={STAFF_DIALOG_TEXT.fullName} rules={[zodRule(f.fullName)]}>
          <Input autoComplete="off" maxLength={maxLengthOf(f.fullName)} />
        </Form.Item>
        <EmailField />
        <PhoneField />
        <Form.Item name="roleId" label={STAFF_DIALOG_TEXT.role} rules={[zodRule(f.roleId)]}>
          <Select
            aria-label={STAFF_DIALOG_TEXT.role}
            placeholder={STAFF_DIALOG_TEXT.rolePlaceholder}
            loading={roles.isPending}
            options={options}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
