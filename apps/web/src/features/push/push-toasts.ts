import { LIMITS, NOTICE } from '@portal/contract';
import { isApiError } from '@/lib/api-client';
import { notifier } from '@/lib/notifier';

export const PUSH_NOTICE_KEY = 'push';

/** How to allow notifications again once refused (the browser never asks twice). */
export const PUSH_DENIED_HELP =
  'Để nhận thông báo, bấm biểu tượng ổ khóa (hoặc biểu tượng cài đặt trang) bên trái thanh địa chỉ, chọn Thông báo → Cho phép, rồi tải lại trang.';

/** Spec 1 §8: push toasts last 2 s, bottom-right, dismissible; one at a time. */
function toast(kind: 'warning' | 'error', title: string, description?: string) {
  notifier()[kind]({
    key: PUSH_NOTICE_KEY,
    title,
    description,
    placement: 'bottomRight',
    duration: LIMITS.noticePushMs / 1000,
    closable: true,
  });
}

export const pushToasts = {
  noServiceWorker: () => toast('warning', NOTICE.noServiceWorker),
  noPushApi: () => toast('warning', NOTICE.noPushApi),
  denied: () => toast('warning', NOTICE.pushDenied, PUSH_DENIED_HELP),
  generic: () => toast('error', NOTICE.pushGeneric),
  missingData: () => toast('error', NOTICE.deviceMissingData),
  registerFailed: (error: unknown) => toast('error', registerErrorText(error)),
};

/** Spec 1 §8: the server's `error` field, else its message, else "Có lỗi xảy ra khi đăng ký device". */
export function registerErrorText(error: unknown): string {
  if (isApiError(error)) {
    const body = error.body;
    if (typeof body === 'object' && body !== null) {
      const { error: field, message } = body as { error?: unknown; message?: unknown };
      if (typeof field === 'string' && field.trim() !== '') return field;
      if (typeof field === 'object' && field !== null) {
        const nested = (field as { message?: unknown }).message;
        if (typeof nested === 'string' && nested.trim() !== '') return nested;
      }
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  }
  return NOTICE.deviceRegisterFailed;
}
