import {
  type AccountStatus,
  type AuditObjectType,
  type FOOTER_FIELDS,
  type FooterListPrefix,
  OPERATOR_ROLE_LABELS,
  type PartnerType,
  PROGRESS_STEP_LABELS,
  type ProgressStep,
  resultStatusName,
  SERVICE_KIND_LABELS,
  type ServiceKind,
} from '@portal/contract';

/** Labels and tag colours the console shows; only the console needs them. */

/** The footer's keys (spec 1 §3), as its editor and the audit trail name them. */
export const FOOTER_FIELD_LABELS: Readonly<Record<(typeof FOOTER_FIELDS)[number], string>> = {
  storeTitle: 'Tiêu đề tải ứng dụng',
  chPlayLink: 'Liên kết Google Play',
  appStoreLink: 'Liên kết App Store',
};

export const FOOTER_LIST_LABELS: Readonly<Record<FooterListPrefix, string>> = {
  system: 'Hệ thống cơ sở',
  contact: 'Liên hệ',
  link: 'Mạng xã hội',
  about: 'Về chúng tôi',
  activity: 'Hoạt động',
  service: 'Dịch vụ',
};
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
  contract: 'Hợp đồng',
  bid_post: 'Bài thầu',
  bid_category: 'Lĩnh vực đấu thầu',
  bid_submission: 'Hồ sơ dự thầu',
  bid_request: 'Yêu cầu đấu thầu',
  medical_order: 'Chỉ định xét nghiệm',
  catalogue_service: 'Dịch vụ xét nghiệm',
  facility: 'Cơ sở y tế',
  company_contract: 'Hợp đồng khám sức khỏe',
  contract_group: 'Bộ hợp đồng',
  appointment_schedule: 'Lịch khám doanh nghiệp',
  exam_package: 'Gói khám',
  exam_category: 'Danh mục gói khám',
  exam_service: 'Dịch vụ khám',
  blog_post: 'Tin tức',
  blog_category: 'Danh mục tin tức',
  faq: 'Câu hỏi thường gặp',
  faq_category: 'Danh mục câu hỏi',
  notification_broadcast: 'Thông báo gửi đối tác',
  content_image: 'Ảnh trong nội dung',
  cooperation_page: 'Trang hợp tác',
  cooperation_contact: 'Liên hệ hợp tác',
  feedback: 'Góp ý',
  media_folder: 'Thư mục tài liệu',
  media_file: 'Tệp tài liệu',
  debt_letter: 'Thư xác nhận công nợ',
  deferred_payment: 'Báo cáo công nợ tháng',
  integration_client: 'Tích hợp hệ thống xét nghiệm',
  debt_settings: 'Cài đặt công nợ',
  organization: 'Thông tin đơn vị',
  job: 'Công việc nền',
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
  status: 'Đổi trạng thái',
  add_files: 'Tải lên tài liệu',
  remove_file: 'Xóa tài liệu',
  add_progress: 'Thêm tiến độ',
  remove_progress: 'Xóa tiến độ',
  delete: 'Xóa',
  reply: 'Trả lời',
  publish_results: 'Công bố kết quả',
  extend_close: 'Gia hạn đóng thầu',
  progress: 'Chuyển tiến trình xét nghiệm',
  result: 'Đổi trạng thái kết quả',
  result_file: 'Tải lên file kết quả',
  sub_unit: 'Thêm đơn vị trực thuộc',
  employee: 'Sửa nhân viên trong danh sách',
  exam_state: 'Cập nhật trạng thái khám',
  confirm: 'Xác nhận lịch khám',
  reschedule: 'Đề xuất ngày khám khác',
  roster_import: 'Nhập danh sách nhân viên',
  upload: 'Tải lên',
  handle: 'Đánh dấu đã xử lý',
  rename: 'Đổi tên',
  move: 'Di chuyển',
  send: 'Gửi',
  correct: 'Điều chỉnh',
  retry: 'Thử lại',
};

/** The fields the services record, as staff read them; an unknown one shows as written. */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  visibleTypes: 'Đối tượng được xem',
  location: 'Vị trí',
  status: 'Trạng thái',
  statusReason: 'Lý do từ chối',
  decisionReason: 'Lý do',
  name: 'Tên',
  displayName: 'Tên hiển thị',
  email: 'Email',
  phone: 'Số điện thoại',
  role: 'Vai trò',
  content: 'Nội dung',
  link: 'Liên kết',
  imageUrl: 'Ảnh',
  frequency: 'Tần suất hiển thị',
  frequencyDays: 'Số ngày',
  summary: 'Tóm tắt',
  benefits: 'Quyền lợi',
  title: 'Tiêu đề',
  body: 'Nội dung trang',
  media: 'Ảnh',
  active: 'Đang bật',
  startTime: 'Bắt đầu',
  endTime: 'Kết thúc',
  groupType: 'Nhóm đối tác',
  bidName: 'Gói thầu',
  invitingParty: 'Bên mời thầu',
  category: 'Lĩnh vực',
  items: 'Thông tin mẫu',
  informations: 'Thông tin yêu cầu',
  files: 'Tệp đính kèm',
  openDate: 'Mở nhận hồ sơ',
  closeDate: 'Đóng thầu',
  applyDate: 'Mở thầu',
  note: 'Ghi chú',
  requirements: 'Yêu cầu bắt buộc',
  winners: 'Trúng thầu',
  bidders: 'Nhà thầu được báo',
  reply: 'Phản hồi',
  type: 'Loại',
  // The order desk.
  result: 'Trạng thái kết quả',
  resultFile: 'File kết quả',
  step: 'Tiến trình xét nghiệm',
  sid: 'Mã mẫu (SID)',
  cancelNotes: 'Lý do hủy',
  maCP: 'Mã dịch vụ',
  tenCP: 'Tên dịch vụ',
  donGia: 'Đơn giá',
  feePrice: 'Phí tư vấn',
  kind: 'Loại dịch vụ',
  provinceCodes: 'Lấy mẫu tại nhà (mã tỉnh)',
  facilityCodes: 'Khám tại cơ sở (mã cơ sở)',
  code: 'Mã',
  address: 'Địa chỉ',
  provinceCode: 'Tỉnh/thành phố (mã)',
  // Contracts.
  partnerId: 'Đối tác (mã)',
  contractTypeId: 'Loại hợp đồng (mã)',
  categoryId: 'Lĩnh vực (mã)',
  dateSigned: 'Ngày ký',
  dateFrom: 'Ngày bắt đầu',
  dateTo: 'Ngày kết thúc',
  totalValue: 'Giá trị hợp đồng',
  plannedEmployees: 'Số lượng người khám',
  examPackage: 'Gói khám',
  contractFile: 'File hợp đồng',
  contactName: 'Người liên hệ',
  contactPhone: 'Số điện thoại liên hệ',
  contactEmail: 'Email liên hệ',
  contactPosition: 'Chức vụ người liên hệ',
  file: 'Tệp',
  progress: 'Tiến độ',
  progressType: 'Loại tiến độ',
  date: 'Ngày',
  // Bid posts, submissions and requests.
  id: 'Mã',
  contractType: 'Loại hợp đồng',
  area: 'Khu vực',
  chooseMode: 'Hình thức lựa chọn',
  publicMode: 'Hình thức công khai',
  applyGroup: 'Nhóm dự thầu',
  deployDays: 'Thời gian thực hiện (ngày)',
  issueLocation: 'Địa điểm phát hành',
  deployLocation: 'Địa điểm thực hiện',
  resultsPublishedAt: 'Công bố kết quả lúc',
  price: 'Giá dự thầu',
  discount: 'Chiết khấu (%)',
  shippingMethod: 'Phương thức vận chuyển',
  taxCode: 'Mã số thuế',
  representative: 'Người đại diện',
  winnerIds: 'Nhà thầu trúng thầu',
  // Collaborators' orders.
  appointmentDate: 'Ngày hẹn',
  username: 'Tên đăng nhập',
  // Debt confirmation letters.
  letterName: 'Tên thư',
  balanceDate: 'Ngày chốt số dư',
  balanceAmount: 'Số dư công nợ',
  // 'Thông tin đơn vị'.
  legalName: 'Tên đơn vị',
  shortName: 'Tên viết tắt',
  representativeTitle: 'Chức vụ người đại diện',
  hotline: 'Hotline',
  supportEmail: 'Email hỗ trợ',
  bankBin: 'Ngân hàng (mã BIN)',
  accountNumber: 'Số tài khoản',
  accountHolder: 'Chủ tài khoản',
  logoUrl: 'Logo',
  logoFileId: 'Logo',
};

const STATUS_VALUE_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(ACCOUNT_STATUS_LABELS).map(([key, { text }]) => [key, text])),
  approved: 'Đã duyệt',
};

/** A recorded value in words where the field has named values (a status, a role); else as recorded. */
export function auditValueLabel(field: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (field === 'status') return STATUS_VALUE_LABELS[value] ?? value;
  if (field === 'role') return OPERATOR_ROLE_LABELS[value as keyof typeof OPERATOR_ROLE_LABELS] ?? value;
  if (field === 'result') return resultStatusName(value) || value;
  if (field === 'step') return PROGRESS_STEP_LABELS[value as ProgressStep] ?? value;
  if (field === 'kind') return SERVICE_KIND_LABELS[value as ServiceKind] ?? value;
  return value;
}

export const CONSOLE_TEXT = {
  appName: 'Quản trị Cổng đối tác',
  forbiddenTitle: 'Không có quyền truy cập',
  forbiddenBody: 'Tài khoản của bạn không có quyền mở trang này.',
  logout: 'Đăng xuất',
  /** The name of a list's scrolling table, for screen readers. */
  table: 'Bảng dữ liệu',
  changePassword: 'Đổi mật khẩu',
  reasonLabel: 'Lý do',
  cancel: 'Hủy',
  confirm: 'Xác nhận',
  exportXlsx: 'Xuất Excel',
  columns: 'Cột hiển thị',
  search: 'Tìm kiếm',
  empty: '—',
} as const;
