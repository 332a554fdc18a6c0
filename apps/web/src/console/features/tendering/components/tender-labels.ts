import { bidDaysLeft, lookupName, TENDER_LOOKUPS } from '@portal/contract';

/** Tag colours of a bid post's status (0 Draft … 3 Close). */
export const POST_STATUS_COLORS: Readonly<Record<number, string>> = { 0: 'default', 1: 'green', 2: 'gold', 3: 'red' };
/** Tag colours of a submission's status (0 Applied … 6 Close). */
export const SUBMIT_STATUS_COLORS: Readonly<Record<number, string>> = {
  0: 'blue',
  1: 'orange',
  2: 'purple',
  3: 'cyan',
  4: 'green',
  5: 'red',
  6: 'default',
};
export const DAYS_LEFT_COLORS = { red: 'red', orange: 'orange', amber: 'gold', green: 'green' } as const;

export const postStatusName = (status: number) => lookupName('status', status);
export const submitStatusName = (status: number) => lookupName('bdSubmitStatus', status);
export const daysLeft = bidDaysLeft;

export const lookupOptions = (name: keyof typeof TENDER_LOOKUPS) =>
  TENDER_LOOKUPS[name].map((item) => ({ value: item.id, label: item.name }));

/** VND as staff read it: 1.250.000.000 ₫. */
export const formatVnd = (value: number | null) => (value === null ? '—' : `${new Intl.NumberFormat('vi-VN').format(value)} ₫`);

export const TENDER_TEXT = {
  listTitle: 'Bài thầu',
  create: 'Tạo bài thầu',
  categories: 'Lĩnh vực',
  sealedNotice: (until: string) => `Hồ sơ được niêm phong đến ${until}`,
  sealedHint:
    'Chỉ hiển thị nhà thầu, thời điểm nộp và trạng thái. Giá, chiết khấu, vận chuyển, tiến độ, thông tin bổ sung, ghi chú và các tệp chỉ hiển thị sau hạn đóng thầu.',
  /** What stands in for a withheld value. */
  sealed: 'Niêm phong',
  sealedUntilClose: 'Niêm phong đến hạn đóng thầu',
} as const;
