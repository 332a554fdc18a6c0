import { formatDateTime, type Personnel } from '@portal/contract';
import { Descriptions, Modal } from 'antd';
import { RoleActiveTag, StaffStatusTag } from './personnel-labels';

export const STAFF_VIEW_TEXT = { title: 'Thông tin nhân sự', close: 'Đóng' } as const;

/** One staff member, read-only. */
export function StaffViewDialog({ staff, onClose }: { staff: Personnel; onClose: () => void }) {
  return (
    <Modal open title={STAFF_VIEW_TEXT.title} onCancel={onClose} footer={null} width={640}>
      <Descriptions
        bordered
        column={1}
        size="small"
        items={[
          { key: 'username', label: 'Tên đăng nhập', children: staff.username },
          { key: 'fullName', label: 'Họ và tên', children: staff.fullName || '—' },
          { key: 'email', label: 'Email', children: staff.email },
          { key: 'phone', label: 'Số điện thoại', children: staff.phone },
          {
            key: 'role',
            label: 'Vai trò',
            children: staff.role ? (
              <>
                {staff.role.name} {staff.role.active ? null : <RoleActiveTag active={false} />}
              </>
            ) : (
              '—'
            ),
          },
          { key: 'status', label: 'Trạng thái', children: <StaffStatusTag status={staff.status} /> },
          { key: 'last', label: 'Đăng nhập gần nhất', children: formatDateTime(staff.lastLoginAt) || '—' },
          { key: 'created', label: 'Ngày tạo', children: formatDateTime(staff.createdAt) },
        ]}
      />
    </Modal>
  );
}
