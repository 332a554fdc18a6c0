import type { AccountStatus, AuditObjectType, PartnerType } from '@portal/contract';

/** Labels and tag colours the console shows; only the console needs them. */
export const ACCOUNT_STATUS_LABELS: Readonly<Record<AccountStatus, { text: string; color: string }>> = {
  pending: { text: 'Chờ duyệt', color: 'gold' },
  active: { text: 'Hoạt động', color: 'green' },
  locked: { text: 'Đã khóa', color: 'red' },
  rejected: { text: 'Từ chối', color: 'default' },
};

export const PARTNER_TYPE_LABELS: Readonly<Record<PartnerType, string>> = {
  collaborator: 'Cộng tác viên',
  company: 'Doanh nghiệp',
  provider: 'Nhà cung cấp',
};

export const RENAME_STATUS_LABELS: Readonly<Record<'pending' | 'approved' | 'rejected', { text: string; color: string }>> = {
  pending: { text: 'Chờ duyệt', color: 'gold' },
  approved: { text: 'Đã duyệt', color: 'green' },
  rejected: { text: 'Từ chối', color: 'red' },
};

export const AUDIT_OBJECT_LABELS: Readonly<Record<AuditObjectType, string>> = {
  partner: 'Đối tác',
  rename_request: 'Yêu cầu đổi tên',
  operator: 'Tài khoản quản trị',
  footer: 'Chân trang',
  popup: 'Popup',
};

/** Audit actions as the services name them; an unknown one shows as written. */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  approve: 'Duyệt',
  reject: 'Từ chối',
  lock: 'Khóa',
  unlock: 'Mở khóa',
  password_reset: 'Gửi email đặt lại mật khẩu',
  create: 'Tạo mới',
  update: 'Cập nhật',
};

export const CONSOLE_TEXT = {
  appName: 'Quản trị Cổng đối tác',
  forbiddenTitle: 'Không có quyền truy cập',
  forbiddenBody: 'Tài khoản của bạn không có quyền mở trang này.',
  logout: 'Đăng xuất',
  changePassword: 'Đổi mật khẩu',
  reasonLabel: 'Lý do',
  cancel: 'Hủy',
  confirm: 'Xác nhận',
  exportXlsx: 'Xuất Excel',
  columns: 'Cột hiển thị',
  search: 'Tìm kiếm',
  empty: '—',
} as const;
