import { HISTORY_ACTION, TENDER_LOOKUPS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { historyLines } from './history-content';

const text = (content: unknown, action: number = HISTORY_ACTION.Edit, subject = 'submission') =>
  historyLines(JSON.stringify(content), action, subject, TENDER_LOOKUPS).map((line) => `${line.label}: ${line.text}`);

describe('history content (spec 2 §2.5)', () => {
  it('a change reads "A → B" with Vietnamese labels, phones 3-3-4, shipping names including rail, prices in dong', () => {
    expect(
      text({
        contactPhone: ['0912345678', '0987654321'],
        shippingMethod: [0, 3],
        price: [1000000, 1250000],
        discount: [5, 7.5],
        status: [0, 3],
      }),
    ).toEqual([
      'Số điện thoại liên hệ: 091 234 5678 → 098 765 4321',
      'Phương thức vận chuyển: Đường bộ → Đường sắt',
      'Giá dự thầu: 1.000.000 đ → 1.250.000 đ',
      'Chiết khấu: 5% → 7.5%',
      'Trạng thái: Đã nộp thầu → Đã cập nhật hồ sơ',
    ]);
  });

  it('a creation lists the values; a schedule row names its own fields and lookups', () => {
    expect(text({ name: 'Đợt 1', content: 'Giao 50%', progressType: 1 }, HISTORY_ACTION.Create, 'progress')).toEqual([
      'Tên tiến độ: Đợt 1',
      'Nội dung: Giao 50%',
      'Loại tiến độ: Thanh toán',
    ]);
    // As the server writes it: the row's kind under `type`, already in words.
    expect(text({ type: 'Cung cấp hàng hoá', name: 'Đợt 2' }, HISTORY_ACTION.Create, 'progress')).toEqual([
      'Loại tiến độ: Cung cấp hàng hoá',
      'Tên tiến độ: Đợt 2',
    ]);
  });

  it('a shipping method stored by key, an empty value, and text that is not JSON', () => {
    expect(text({ shippingMethod: ['Sea', 'Rail'], note: [null, 'Mới'] })).toEqual([
      'Phương thức vận chuyển: Đường biển → Đường sắt',
      'Ghi chú: (trống) → Mới',
    ]);
    expect(historyLines('Gọi 0912345678', HISTORY_ACTION.Update, 'status', TENDER_LOOKUPS)).toEqual([
      { field: '', label: '', text: 'Gọi 091 234 5678' },
    ]);
  });
});
