import {
  type CatalogueService,
  type DistrictItem,
  ORDER_OPTIONS,
  type OrderDetail,
  type OrderLocation,
  type Patient,
  type ProvinceItem,
  type WardItem,
} from '@portal/contract';
import { jsonResponse } from './fetch-mock';

/**
 * Test data of the order and patient screens, in the contract's shapes, and a fake of the calls
 * they make (locations, facilities, catalogue, patients). Shared by both areas' tests.
 */
export const ORDER_ID = '0b7c9d2e-1f3a-4b5c-8d6e-7f8091a2b3c4';
export const PATIENT_ID = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';

export const provinces: ProvinceItem[] = [
  { maTinh: '01', tenTinh: 'Thành phố Hà Nội' },
  { maTinh: '79', tenTinh: 'Thành phố Hồ Chí Minh' },
];
export const districtOf = (maTinh: string): DistrictItem[] => [{ maHuyen: maTinh, tenHuyen: 'Toàn thành phố', maTinh }];
export const wardsOf = (maHuyen: string): WardItem[] =>
  maHuyen === '79'
    ? [
        { maXa: '26740', tenXa: 'Phường Sài Gòn', maHuyen },
        { maXa: '26743', tenXa: 'Phường Tân Định', maHuyen },
      ]
    : [{ maXa: '00004', tenXa: 'Phường Ba Đình', maHuyen }];

export const facilities: OrderLocation[] = [
  { value: 'CS-Q1', key: 'CS-Q1', title: 'Phòng khám Quận 1', address: '12 Lê Lợi', provinceCode: '79' },
  { value: 'CS-HN', key: 'CS-HN', title: 'Phòng khám Ba Đình', address: '3 Kim Mã', provinceCode: '01' },
];

export const services: CatalogueService[] = [
  { maCP: 'XN-CBC', tenCP: 'Tổng phân tích tế bào máu', donGia: 90_000, feePrice: 9_000, kind: 'test' },
  { maCP: 'XN-GLU', tenCP: 'Định lượng Glucose', donGia: 35_000, feePrice: 3_500, kind: 'test' },
  { maCP: 'GOI-CB', tenCP: 'Gói khám sức khỏe cơ bản', donGia: 1_200_000, feePrice: 120_000, kind: 'package' },
];

export function patient(over: Partial<Patient> = {}): Patient {
  return {
    id: PATIENT_ID,
    fullName: 'Phạm Minh Khoa',
    phone: '0901234567',
    birthday: '1990-04-15',
    gender: 0,
    genderName: 'Nam',
    email: 'minhkhoa@gmail.com',
    provinceCode: '79',
    districtCode: '79',
    wardCode: '26740',
    provinceName: 'Thành phố Hồ Chí Minh',
    districtName: 'Toàn thành phố',
    wardName: 'Phường Sài Gòn',
    address: '15 Nguyễn Huệ',
    orderCount: 0,
    total: 0,
    createdAt: '2026-01-05T02:00:00.000Z',
    ...over,
  };
}

const step = (key: OrderDetail['progress'][number]['key'], name: string, at: string | null) => ({ key, name, at, done: at !== null });

export function orderDetail(over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: ORDER_ID,
    appointmentId: 'LH-0000123',
    medicalAppointment: 'LH-0000123',
    patientId: PATIENT_ID,
    patientName: 'Phạm Minh Khoa',
    patientPhone: '0901234567',
    patientSex: 0,
    patientBod: '1990-04-15',
    patientAddress: '15 Nguyễn Huệ',
    email: 'minhkhoa@gmail.com',
    patientEmail: 'minhkhoa@gmail.com',
    provinceCode: '79',
    districtCode: '79',
    wardCode: '26740',
    provinceName: 'Thành phố Hồ Chí Minh',
    wardName: 'Phường Sài Gòn',
    fullAddress: '15 Nguyễn Huệ, Phường Sài Gòn, Thành phố Hồ Chí Minh',
    methodType: 'HOME',
    facilityCode: null,
    facilityName: null,
    appointmentDate: '2030-03-12 09:00',
    reasonNote: 'lý do đặt lịch: Tái khám tiểu đường\nNhịn ăn sáng',
    cancelNotes: null,
    sid: null,
    createDate: '2026-03-10T01:05:00.000Z',
    statusAppointment: 1,
    statusAppointmentName: 'Chờ xác nhận',
    statusHisStr: 'CHUA_CO_KET_QUA',
    statusHisName: 'Chưa có kết quả',
    progressStep: 'BOOKED',
    progressStepName: 'Đặt lịch',
    totalServicePrice: 125_000,
    totalConsultationFee: 12_500,
    services: [
      { id: 's1', serviceCode: 'XN-CBC', serviceName: 'Tổng phân tích tế bào máu', originalPrice: 90_000, feePrice: 9_000 },
      { id: 's2', serviceCode: 'XN-GLU', serviceName: 'Định lượng Glucose', originalPrice: 35_000, feePrice: 3_500 },
    ],
    hasResultFile: false,
    progress: [
      step('BOOKED', 'Đặt lịch', '2026-03-10T01:05:00.000Z'),
      step('SAMPLE_TAKEN', 'Đã lấy mẫu', null),
      step('IN_LAB', 'Đang xét nghiệm', null),
      step('RESULT_READY', 'Có kết quả', null),
    ],
    resultFile: null,
    requests: [],
    canEdit: true,
    canCancel: true,
    ...over,
  };
}

const query = (url: string) => new URL(url, 'http://portal.test').searchParams;

/**
 * The lookups of the order wizard and the patient dialog: provinces, their one pseudo-district,
 * wards, facilities, and `catalogue` as the services of any place.
 */
/** The accountant's home-sampling fee the wizard's bill adds (option-fields). */
export const HOME_SAMPLING_FEE = 50_000;

export const lookupRoutes =
  (catalogue: CatalogueService[] = services) =>
  (url: string): Response | undefined => {
    if (url.startsWith('/api/partner/locations/provinces')) return jsonResponse({ data: provinces });
    if (url.startsWith('/api/partner/locations/districts')) return jsonResponse({ data: districtOf(query(url).get('maTinh') ?? '') });
    if (url.startsWith('/api/partner/locations/wards')) return jsonResponse({ data: wardsOf(query(url).get('maHuyen') ?? '') });
    if (url.includes('/medical-order/locations')) return jsonResponse({ data: facilities });
    if (url.includes('/medical-order/services')) return jsonResponse({ data: catalogue });
    if (url.includes('/medical-order/option-fields'))
      return jsonResponse({ data: { ...ORDER_OPTIONS, homeSamplingFee: HOME_SAMPLING_FEE } });
    return undefined;
  };

export const pageOf = <T>(items: T[], page = 1, limit = 10, count = items.length) => ({
  data: { items, pagination: { page, limit, count, totalCount: count } },
});
