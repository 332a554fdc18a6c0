import { DEFAULT_ORDER_REASON, noteWithReason } from '@portal/contract';

// Request bodies the API tests and the benchmarks both send (no test runner here: bench imports it).

/** 'YYYY-MM-DD HH:mm' in Vietnam, `days` from today. */
export function vietnamAt(days: number, time = '08:00'): string {
  const d = new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)} ${time}`;
}

/** A valid order for a new patient: home sampling in TP Hồ Chí Minh (Phường Sài Gòn), two tests. */
export const newPatientOrder = (over: Record<string, unknown> = {}) => ({
  name: 'Phạm Minh Khoa',
  phone: '0901234567',
  email: 'minhkhoa@gmail.com',
  birthDate: '1990-04-15',
  gender: 0,
  provinceCode: '79',
  districtCode: '79',
  wardCode: '26740',
  address: '15 Nguyễn Huệ',
  methodType: 'HOME',
  workTimeTest: vietnamAt(3, '09:00'),
  facilityCode: null,
  serviceIds: [
    { maCP: 'XN-CBC', tenCP: 'Tổng phân tích tế bào máu ngoại vi (bằng máy đếm laser)', donGia: 90_000 },
    { maCP: 'XN-GLU', tenCP: 'Định lượng Glucose', donGia: 35_000 },
  ],
  note: noteWithReason(DEFAULT_ORDER_REASON, 'Nhịn ăn sáng'),
  ...over,
});

/** A provider's valid bid submission form (text fields; the files are the caller's), with `extra` over them. */
export function submissionFields(postId: number, extra: Record<string, string> = {}): Record<string, string> {
  return {
    BidPostId: String(postId),
    Status: '5',
    Name: 'Tên gửi lên',
    TaxCode: '0309876543',
    Representative: 'Võ Thành Nam',
    Price: '1.250.000',
    ShippingMethod: '0',
    Discount: '2.5',
    ContactName: 'Nguyễn Văn A',
    ContactPhone: '0901234567',
    ContactEmail: 'a@vidu.vn',
    ContactPosition: 'Giám đốc',
    ProgressMetadataJson: JSON.stringify([
      { name: 'Đợt 1', content: 'Giao hàng', progressType: 0 },
      { name: 'Tạm ứng', content: '30%', progressType: 1 },
    ]),
    ...extra,
  };
}
