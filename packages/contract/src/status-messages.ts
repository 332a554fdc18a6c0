// The texts every page may need (status defaults, notice titles), apart from the form and
// server messages of messages.ts: the web app's first load carries these, not those.

/**
 * Spec 1 §8: default message by HTTP status when the answer carries none. The server's generic
 * answers (403, 404, 409, 422, 500, 503, …) use these same texts: `statusMessage(404)`.
 */
export const STATUS_MESSAGES = {
  400: 'Yêu cầu không hợp lệ. Vui lòng kiểm tra lại thông tin.',
  401: 'Không có quyền truy cập. Vui lòng đăng nhập lại.',
  403: 'Bạn không có quyền thực hiện hành động này.',
  404: 'Không tìm thấy tài nguyên yêu cầu.',
  409: 'Dữ liệu đã tồn tại hoặc xung đột.',
  422: 'Dữ liệu không hợp lệ. Vui lòng kiểm tra lại.',
  429: 'Quá nhiều yêu cầu. Vui lòng thử lại sau.',
  500: 'Lỗi máy chủ. Vui lòng thử lại sau.',
  502: 'Lỗi kết nối máy chủ. Vui lòng thử lại sau.',
  503: 'Dịch vụ tạm thời không khả dụng. Vui lòng thử lại sau.',
  504: 'Hết thời gian chờ kết nối. Vui lòng thử lại sau.',
} as const satisfies Record<number, string>;

export const UNKNOWN_ERROR_MESSAGE = 'Đã xảy ra lỗi không xác định.';

export function statusMessage(status: number): string {
  return (STATUS_MESSAGES as Record<number, string>)[status] ?? UNKNOWN_ERROR_MESSAGE;
}

/** Spec 1 §8 notice titles and other fixed client texts. */
export const NOTICE = {
  errorTitle: 'Lỗi',
  unauthorizedTitle: 'Thất bại',
  successTitle: 'Thành công',
  copied: 'Sao chép thành công.',
  deviceRegisterFailed: 'Có lỗi xảy ra khi đăng ký device',
  deviceMissingData: 'Thiếu thông tin cần thiết để đăng ký device',
  noServiceWorker: 'Service Worker không được hỗ trợ',
  noPushApi: 'Push API không được hỗ trợ',
  pushDenied: 'Quyền thông báo bị từ chối',
  pushGeneric: 'Có lỗi xảy ra khi xin quyền thông báo',
  noRoot: 'Không tìm thấy phần tử #root!',
} as const;
