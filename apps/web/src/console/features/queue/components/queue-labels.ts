/** The job-queue desk's words, spelled once (the page and its test read them). */
export const QUEUE_DESK_TEXT = {
  title: 'Hàng đợi công việc',
  intro: 'Các công việc chạy nền của cổng: gửi email, thông báo, đăng tin hẹn giờ, báo cáo công nợ, nhắc nợ và sao lưu tự động.',
  backlog: 'Tồn đọng theo hàng đợi',
  backlogNote: (hours: number) => `Số công việc lỗi và hoàn thành tính trong ${hours} giờ qua.`,
  failed: 'Công việc lỗi',
  failedNote: 'Công việc đã chạy hết số lần thử mà vẫn lỗi (giữ lại 7 ngày).',
  schedule: 'Công việc định kỳ',
  scheduleNote: 'Mỗi lần chạy tự hẹn lần chạy kế tiếp.',
  retry: 'Thử lại',
  retryAll: 'Thử lại tất cả',
  retryAllTitle: 'Thử lại tất cả công việc lỗi',
  retryAllOf: (n: number, queue: string | null) =>
    `Đưa ${n} công việc lỗi ${queue ? `của hàng đợi "${queue}"` : 'của mọi hàng đợi'} vào hàng đợi để chạy lại?`,
  queue: 'Hàng đợi',
  backups: 'Sao lưu tự động',
  backupsOn: (hour: number, target: string, keep: number) =>
    `Hằng ngày lúc ${String(hour).padStart(2, '0')}:00 (giờ Việt Nam), lưu vào ${target}, giữ ${keep} bản gần nhất. Mỗi bản khôi phục được bằng npm run admin -- restore.`,
  backupsOff:
    'Chưa bật. Đặt BACKUP_SCHEDULE_HOUR và nơi lưu (BACKUP_DIR hoặc BACKUP_S3_PREFIX) trong cấu hình máy chủ rồi khởi động lại (docs/operations.md, mục "Scheduled backups").',
  backupsNone: 'Chưa có lần sao lưu tự động nào.',
} as const;

export const BACKUP_STATUS_LABELS = { succeeded: 'Thành công', failed: 'Lỗi' } as const;

export const LAST_STATE_LABELS = { active: 'Đang chạy', completed: 'Hoàn thành', failed: 'Lỗi' } as const;

/** A wait in words: "45 giây", "12 phút", "3 giờ 5 phút", "2 ngày 4 giờ". */
export function formatWait(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} giây`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} phút`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} giờ ${minutes % 60} phút` : `${hours} giờ`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} ngày ${hours % 24} giờ` : `${days} ngày`;
}
