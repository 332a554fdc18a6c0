/**
 * Permission keys that routes declare (`access.permission`) or answer fields need
 * (`withheldUnless`), with the Vietnamese names a role editor shows, grouped by area. A partner's
 * main account holds every partner permission; a sub-user holds its role's (personnel roles);
 * `account.self` (own session, own password) is everyone's. Operators hold their role's operator
 * permissions. What a role may hold (the default permission list) is not written here: the server
 * collects it at start-up from the keys its partner routes and their fields declare, per partner type.
 */
export const PERMISSION_AREAS = {
  account: 'Tài khoản',
  profile: 'Hồ sơ',
  tenders: 'Đấu thầu',
  partners: 'Đối tác',
  contracts: 'Hợp đồng',
  units: 'Đơn vị',
  companies: 'Doanh nghiệp',
  products: 'Sản phẩm',
  orders: 'Chỉ định xét nghiệm',
  patients: 'Bệnh nhân',
  personnel: 'Nhân sự',
  debts: 'Công nợ',
  content: 'Nội dung',
  console: 'Quản trị hệ thống',
} as const;
export type PermissionArea = keyof typeof PERMISSION_AREAS;

type PermissionInfo = { area: PermissionArea; name: string };

export const PARTNER_PERMISSIONS = {
  'account.self': { area: 'account', name: 'Tài khoản của chính mình (đăng xuất, đổi mật khẩu)' },
  'profile.view': { area: 'profile', name: 'Xem hồ sơ đối tác' },
  'profile.update': { area: 'profile', name: 'Cập nhật thông tin liên hệ' },
  'profile.rename': { area: 'profile', name: 'Gửi yêu cầu đổi tên' },
  'bid.view': { area: 'tenders', name: 'Xem bài thầu, hồ sơ dự thầu và lịch sử cập nhật' },
  'bid.submit': { area: 'tenders', name: 'Nộp và cập nhật hồ sơ dự thầu' },
  'bid.request': { area: 'tenders', name: 'Gửi yêu cầu làm rõ và phản hồi bên mời thầu' },
  'contract.view': { area: 'contracts', name: 'Xem hợp đồng và tải tài liệu hợp đồng' },
  'unit.view': { area: 'units', name: 'Xem đơn vị trực thuộc' },
  'unit.manage': { area: 'units', name: 'Sửa, xóa đơn vị trực thuộc và gửi yêu cầu đổi tên đơn vị' },
  'contract.import': { area: 'contracts', name: 'Nhập danh sách nhân viên của hợp đồng' },
  'contract.group': { area: 'contracts', name: 'Tạo bộ hợp đồng' },
  'schedule.manage': { area: 'contracts', name: 'Đề xuất lịch khám cho hợp đồng' },
  'product.view': { area: 'products', name: 'Xem danh mục sản phẩm' },
  'product.manage': { area: 'products', name: 'Thêm, sửa, xóa sản phẩm và ảnh sản phẩm' },
  'order.view': { area: 'orders', name: 'Xem chỉ định, lịch hẹn, tiến trình và kết quả xét nghiệm' },
  'order.manage': { area: 'orders', name: 'Tạo, sửa, hủy chỉ định và gửi yêu cầu về lịch hẹn' },
  // Declared by answer fields, not by a route (MONEY_PERMISSIONS below).
  'price.view': { area: 'orders', name: 'Xem đơn giá dịch vụ, tổng tiền chỉ định và tổng chi tiêu của bệnh nhân' },
  'patient.view': { area: 'patients', name: 'Xem danh sách bệnh nhân' },
  'patient.manage': { area: 'patients', name: 'Thêm, sửa, xóa bệnh nhân' },
  'debt.view': {
    area: 'debts',
    name: 'Xem thư xác nhận công nợ, báo cáo công nợ hằng tháng, phí tư vấn của chỉ định, đơn giá tư vấn và báo cáo',
  },
  'debt.answer': { area: 'debts', name: 'Trả lời thư xác nhận công nợ, xác nhận báo cáo công nợ và xin gia hạn' },
  // Declared by main-account-only routes: a role never holds it (it is not in the default list).
  'personnel.manage': { area: 'personnel', name: 'Quản lý nhân sự và vai trò' },
} as const satisfies Record<string, PermissionInfo>;
export type PartnerPermission = keyof typeof PARTNER_PERMISSIONS;

/**
 * The money on orders and patients, guarded field by field (`withheldUnless` in the schemas): a role
 * that reads orders or patients without these keys gets the same answers without the amounts.
 * Service prices are what the patient pays, which whoever books must be able to quote; consultation
 * fees are what the collaborator earns, the consulting price list again, so they go with the debt
 * area's `debt.view`.
 */
export const MONEY_PERMISSIONS = { prices: 'price.view', fees: 'debt.view' } as const satisfies Record<string, PartnerPermission>;

export const OPERATOR_PERMISSIONS = {
  'operator.self': { area: 'console', name: 'Tài khoản của chính mình và bảng điều khiển' },
  'partners.view': { area: 'partners', name: 'Xem đối tác và giấy phép' },
  'partners.approve': { area: 'partners', name: 'Duyệt đăng ký và yêu cầu đổi tên' },
  'partners.manage': { area: 'partners', name: 'Khóa, mở khóa đối tác, gửi email đặt lại mật khẩu' },
  'tenders.view': { area: 'tenders', name: 'Xem bài thầu và hồ sơ dự thầu' },
  'tenders.manage': { area: 'tenders', name: 'Tạo, sửa, mở, đóng bài thầu; trả lời yêu cầu; xét và công bố kết quả' },
  'contracts.view': { area: 'contracts', name: 'Xem hợp đồng đối tác' },
  'contracts.manage': { area: 'contracts', name: 'Tạo, sửa hợp đồng đối tác, tài liệu và tiến độ' },
  'companies.view': { area: 'companies', name: 'Xem doanh nghiệp, hợp đồng khám sức khỏe, danh sách nhân viên và lịch khám' },
  'companies.manage': {
    area: 'companies',
    name: 'Tạo, sửa hợp đồng khám sức khỏe, đơn vị, bộ hợp đồng; nhập danh sách, cập nhật trạng thái khám; phản hồi lịch khám',
  },
  'packages.manage': { area: 'companies', name: 'Quản lý gói khám, danh mục và dịch vụ khám' },
  'orders.view': { area: 'orders', name: 'Xem chỉ định của cộng tác viên' },
  'orders.manage': { area: 'orders', name: 'Chuyển trạng thái, tiến trình, kết quả và tải lên file kết quả chỉ định' },
  'catalogue.manage': { area: 'orders', name: 'Quản lý danh mục dịch vụ xét nghiệm và cơ sở y tế' },
  'debts.view': { area: 'debts', name: 'Xem thư xác nhận công nợ, báo cáo công nợ hằng tháng và trả lời của cộng tác viên' },
  'debts.manage': {
    area: 'debts',
    name: 'Gửi thư xác nhận công nợ, lập và gửi báo cáo công nợ, duyệt gia hạn, ghi nhận thanh toán, cài đặt nhắc nợ và tài khoản nhận tiền',
  },
  'content.footer': { area: 'content', name: 'Sửa chân trang' },
  'content.popup': { area: 'content', name: 'Quản lý popup' },
  'content.news': { area: 'content', name: 'Quản lý tin tức, câu hỏi thường gặp và danh mục' },
  'notifications.view': { area: 'content', name: 'Xem thông báo đã gửi cho đối tác và kết quả gửi' },
  'notifications.send': { area: 'content', name: 'Gửi thông báo cho đối tác' },
  'content.cooperation': { area: 'content', name: 'Sửa trang chương trình hợp tác' },
  'content.feedback': { area: 'content', name: 'Xem góp ý và liên hệ hợp tác, đánh dấu đã xử lý' },
  'content.media': { area: 'content', name: 'Quản lý thư viện tài liệu: thư mục, tệp và đối tượng được xem' },
  'operators.manage': { area: 'console', name: 'Quản lý tài khoản quản trị' },
  'organization.manage': {
    area: 'console',
    name: 'Sửa thông tin đơn vị: tên, mã số thuế, địa chỉ, người đại diện, hotline, tài khoản ngân hàng, logo',
  },
  'audit.view': { area: 'console', name: 'Xem nhật ký thao tác' },
  'system.queue': { area: 'console', name: 'Xem và điều khiển hàng đợi công việc' },
  'integrations.manage': {
    area: 'console',
    name: 'Quản lý tích hợp với hệ thống xét nghiệm (LIS): tạo, thu hồi, xem các lần gọi',
  },
} as const satisfies Record<string, PermissionInfo>;
export type OperatorPermission = keyof typeof OPERATOR_PERMISSIONS;

/** The portal owner's staff roles, each a fixed set of operator permissions. */
export const OPERATOR_ROLES = ['administrator', 'tender_officer', 'customer_care', 'accountant', 'content_editor'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_ROLE_LABELS: Readonly<Record<OperatorRole, string>> = {
  administrator: 'Quản trị viên',
  tender_officer: 'Cán bộ đấu thầu',
  customer_care: 'Chăm sóc khách hàng',
  accountant: 'Kế toán',
  content_editor: 'Biên tập nội dung',
};

/**
 * What each role may do. Desks added later (tenders, orders, debt, news) add their keys here:
 * tender officers get the tender desk, accountants the debt desk.
 */
export const OPERATOR_ROLE_PERMISSIONS: Readonly<Record<OperatorRole, readonly OperatorPermission[]>> = {
  administrator: Object.keys(OPERATOR_PERMISSIONS) as OperatorPermission[],
  tender_officer: ['operator.self', 'partners.view', 'tenders.view', 'tenders.manage', 'contracts.view', 'contracts.manage'],
  customer_care: [
    'operator.self',
    'partners.view',
    'partners.approve',
    'partners.manage',
    'orders.view',
    'orders.manage',
    'catalogue.manage',
    'companies.view',
    'companies.manage',
    'packages.manage',
    'notifications.view',
    'content.feedback',
  ],
  accountant: ['operator.self', 'partners.view', 'tenders.view', 'contracts.view', 'companies.view', 'debts.view', 'debts.manage'],
  content_editor: [
    'operator.self',
    'content.footer',
    'content.popup',
    'content.news',
    'content.cooperation',
    'content.feedback',
    'content.media',
    'notifications.view',
    'notifications.send',
  ],
};

/** Held by every signed-in operator, whatever its role. */
export const OPERATOR_SELF_PERMISSION = 'operator.self' satisfies OperatorPermission;

/** Held by every signed-in partner account, whatever its role. */
export const SELF_PERMISSION = 'account.self' satisfies PartnerPermission;
