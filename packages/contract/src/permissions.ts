/**
 * Permission keys that routes declare (`access.permission`), with the Vietnamese names a role
 * editor shows, grouped by area. A partner's main account holds every partner permission; a
 * sub-user holds its role's (personnel roles); `account.self` (own session, own password) is
 * everyone's. Operators hold their role's operator permissions.
 */
export const PERMISSION_AREAS = {
  account: 'Tài khoản',
  profile: 'Hồ sơ',
  partners: 'Đối tác',
  content: 'Nội dung',
} as const;
export type PermissionArea = keyof typeof PERMISSION_AREAS;

type PermissionInfo = { area: PermissionArea; name: string };

export const PARTNER_PERMISSIONS = {
  'account.self': { area: 'account', name: 'Tài khoản của chính mình (đăng xuất, đổi mật khẩu)' },
  'profile.view': { area: 'profile', name: 'Xem hồ sơ đối tác' },
  'profile.update': { area: 'profile', name: 'Cập nhật thông tin liên hệ' },
  'profile.rename': { area: 'profile', name: 'Gửi yêu cầu đổi tên' },
} as const satisfies Record<string, PermissionInfo>;
export type PartnerPermission = keyof typeof PARTNER_PERMISSIONS;

export const OPERATOR_PERMISSIONS = {
  'partners.view': { area: 'partners', name: 'Xem danh sách đối tác' },
  'partners.approve': { area: 'partners', name: 'Phê duyệt đăng ký' },
  'content.footer': { area: 'content', name: 'Sửa chân trang' },
  'content.popup': { area: 'content', name: 'Quản lý popup' },
} as const satisfies Record<string, PermissionInfo>;
export type OperatorPermission = keyof typeof OPERATOR_PERMISSIONS;

/** Held by every signed-in partner account, whatever its role. */
export const SELF_PERMISSION = 'account.self' satisfies PartnerPermission;
