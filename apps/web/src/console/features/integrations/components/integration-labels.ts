import { INTEGRATION_LIMITS } from '@portal/contract';

/** The integrations desk's own words (its rules and messages are the contract's: INTEGRATION_MSG). */
export const INTEGRATION_DESK_TEXT = {
  title: 'Tích hợp hệ thống xét nghiệm',
  intro: 'Các hệ thống xét nghiệm (LIS) gọi API FHIR của cổng bằng Client ID và client secret cấp tại đây: đọc chỉ định, gửi kết quả.',
  table: 'Danh sách tích hợp',
  add: 'Thêm tích hợp',
  empty: 'Chưa có tích hợp nào.',
  // the list's columns
  name: 'Tên',
  clientId: 'Client ID',
  scopes: 'Quyền',
  facilities: 'Cơ sở',
  allFacilities: 'Tất cả',
  lastUsed: 'Lần gọi gần nhất',
  last24h: '24 giờ qua',
  callsOf: (calls: number, failures: number) => `${calls} lần gọi, ${failures} lỗi`,
  status: 'Trạng thái',
  active: 'Đang hoạt động',
  revoked: 'Đã thu hồi',
  createdBy: (at: string, by: string | null) => `Tạo ${at}${by ? ` · ${by}` : ''}`,
  actions: 'Thao tác',
  calls: 'Lần gọi',
  revoke: 'Thu hồi',
  // the revoke confirmation
  revokeTitle: 'Thu hồi tích hợp',
  revokeOf: (name: string) =>
    `Thu hồi "${name}"? Các mã truy cập (token) của tích hợp này ngừng hoạt động ngay lập tức và hệ thống không lấy được mã mới. Không thể hoàn tác: muốn kết nối lại phải tạo tích hợp mới.`,
  // the create form
  formName: 'Tên tích hợp',
  formNamePlaceholder: 'Ví dụ: LIS phòng xét nghiệm trung tâm',
  formScopes: 'Quyền',
  formScopesHint: 'Chọn ít nhất một quyền',
  formFacilities: 'Cơ sở y tế',
  formFacilitiesHint: 'Để trống: mọi cơ sở và lấy mẫu tại nhà',
  formFacilitiesPlaceholder: 'Chọn cơ sở',
  formFacilitiesTagsPlaceholder: 'Nhập mã cơ sở rồi nhấn Enter',
  create: 'Tạo',
  // the secret, shown once
  secretTitle: 'Thông tin kết nối',
  secretWarning: 'Mật khẩu bí mật (client secret) chỉ hiển thị một lần. Hãy sao chép và lưu lại ngay.',
  clientSecret: 'Client secret',
  tokenUrl: 'Địa chỉ lấy token',
  oauthScope: 'Phạm vi (scope)',
  tokenLife: `Hệ thống lấy mã truy cập bằng OAuth 2.0 client credentials; mỗi mã có hiệu lực ${INTEGRATION_LIMITS.tokenSeconds / 60} phút.`,
  secretDone: 'Đã lưu, đóng',
  // the calls drawer
  callsTitle: (name: string) => `Lần gọi: ${name}`,
  callsNote: `${INTEGRATION_LIMITS.recentCalls} lần gọi gần nhất, mới nhất trước.`,
  callsTable: 'Các lần gọi',
  callsEmpty: 'Chưa có lần gọi nào.',
  callAt: 'Thời điểm',
  callMethod: 'Phương thức',
  callPath: 'Đường dẫn',
  callStatus: 'Kết quả',
  callSummary: 'Nội dung',
} as const;
