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
