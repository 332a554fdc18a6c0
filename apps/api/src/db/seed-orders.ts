import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { CANCEL_REASON_LABELS, DEFAULT_ORDER_REASON, noteWithReason, type OrderRequestKind, vietnamInstant } from '@portal/contract';
import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { importLocations, LOCATIONS_CSV, parseLocationsCsv } from '../modules/locations/locations-service.ts';
import { orderCode, patientSnapshot } from '../modules/orders/orders-service.ts';
import type { Storage } from '../lib/storage.ts';
import type { Db, Executor } from './client.ts';
import { insertFileRows } from './files-repository.ts';
import { stageDemoPdf } from './seed-contracts.ts';
import {
  catalogueServices,
  facilities,
  medicalOrderRequests,
  medicalOrderServices,
  medicalOrders,
  partners,
  patients,
  serviceFacilities,
  serviceProvinces,
  users,
} from './schema.ts';

/*
 * Demo data of the collaborator orders (docs/decisions/orders.md): the official
 * 2025 list of provinces and wards, facilities, a catalogue of tests and packages, and for
 * `ctv_demo` 30+ patients and orders in every status, both methods and every progress step; a few
 * of `ctv_demo2`'s, to prove that collaborators never see each other's.
 */

/** [code, name, address, province, active] */
const FACILITIES: ReadonlyArray<readonly [string, string, string, string, boolean]> = [
  ['CS-HCM-Q1', 'Phòng khám Đa khoa Y tế Sài Gòn — Quận 1', '12 Nguyễn Du, Phường Sài Gòn, TP. Hồ Chí Minh', '79', true],
  ['CS-HCM-PN', 'Trung tâm Xét nghiệm Y tế Sài Gòn — Phú Nhuận', '168 Phan Đăng Lưu, Phường Phú Nhuận, TP. Hồ Chí Minh', '79', true],
  ['CS-HN-LH', 'Phòng khám Đa khoa Y tế Sài Gòn — Láng Hạ', '45 Láng Hạ, Phường Láng, Hà Nội', '01', true],
  ['CS-HN-CG', 'Trung tâm Xét nghiệm Y tế Sài Gòn — Cầu Giấy', '122 Trần Duy Hưng, Phường Yên Hòa, Hà Nội', '01', true],
  ['CS-DN-HC', 'Phòng xét nghiệm Y tế Sài Gòn — Đà Nẵng', '88 Lê Duẩn, Phường Hải Châu, Đà Nẵng', '48', true],
  ['CS-HP-LC', 'Phòng khám Y tế Sài Gòn — Hải Phòng', '35 Lạch Tray, Phường Lê Chân, Hải Phòng', '31', true],
  ['CS-CT-NK', 'Điểm lấy mẫu Y tế Sài Gòn — Cần Thơ (tạm ngừng)', '20 Hòa Bình, Phường Ninh Kiều, Cần Thơ', '92', false],
];

/** Where home sampling is offered. */
const HOME_PROVINCES = ['01', '79', '48', '31'];

/** [code, name, price, kind, where: 'both' | 'hospital', active] */
type ServiceSeed = readonly [string, string, number, 'test' | 'package', 'both' | 'hospital', boolean?];
const SERVICES: readonly ServiceSeed[] = [
  ['XN-CBC', 'Tổng phân tích tế bào máu ngoại vi (bằng máy đếm laser)', 90_000, 'test', 'both'],
  ['XN-GLU', 'Định lượng Glucose', 35_000, 'test', 'both'],
  ['XN-HBA1C', 'Định lượng HbA1c', 150_000, 'test', 'both'],
  ['XN-CHOL', 'Định lượng Cholesterol toàn phần', 40_000, 'test', 'both'],
  ['XN-TG', 'Định lượng Triglycerid', 40_000, 'test', 'both'],
  ['XN-HDL', 'Định lượng HDL-C', 45_000, 'test', 'both'],
  ['XN-LDL', 'Định lượng LDL-C', 45_000, 'test', 'both'],
  ['XN-URE', 'Định lượng Urê máu', 35_000, 'test', 'both'],
  ['XN-CREA', 'Định lượng Creatinin máu', 35_000, 'test', 'both'],
  ['XN-AST', 'Đo hoạt độ AST (GOT)', 35_000, 'test', 'both'],
  ['XN-ALT', 'Đo hoạt độ ALT (GPT)', 35_000, 'test', 'both'],
  ['XN-GGT', 'Đo hoạt độ GGT', 45_000, 'test', 'both'],
  ['XN-URIC', 'Định lượng Acid Uric', 40_000, 'test', 'both'],
  ['XN-BIL', 'Định lượng Bilirubin toàn phần', 40_000, 'test', 'both'],
  ['XN-NT10', 'Tổng phân tích nước tiểu (10 thông số)', 45_000, 'test', 'both'],
  ['XN-HBSAG', 'HBsAg test nhanh', 80_000, 'test', 'both'],
  ['XN-HCV', 'Anti-HCV test nhanh', 100_000, 'test', 'both'],
  ['XN-HIV', 'HIV Ab test nhanh', 120_000, 'test', 'both'],
  ['XN-TSH', 'Định lượng TSH', 120_000, 'test', 'both'],
  ['XN-FT4', 'Định lượng FT4', 120_000, 'test', 'both'],
  ['XN-FT3', 'Định lượng FT3', 120_000, 'test', 'both'],
  ['XN-PSA', 'Định lượng PSA toàn phần', 190_000, 'test', 'both'],
  ['XN-AFP', 'Định lượng AFP', 180_000, 'test', 'both'],
  ['XN-CEA', 'Định lượng CEA', 180_000, 'test', 'both'],
  ['XN-CA125', 'Định lượng CA 125', 250_000, 'test', 'both'],
  ['XN-CA153', 'Định lượng CA 15-3', 250_000, 'test', 'both'],
  ['XN-CA199', 'Định lượng CA 19-9', 250_000, 'test', 'both'],
  ['XN-FER', 'Định lượng Ferritin', 130_000, 'test', 'both'],
  ['XN-FE', 'Định lượng Sắt huyết thanh', 50_000, 'test', 'both'],
  ['XN-CRP', 'Định lượng CRP hs', 90_000, 'test', 'both'],
  ['XN-VITD', 'Định lượng 25-OH Vitamin D', 350_000, 'test', 'both'],
  ['XN-B12', 'Định lượng Vitamin B12', 250_000, 'test', 'both'],
  ['XN-ABO', 'Định nhóm máu hệ ABO, Rh(D)', 80_000, 'test', 'both'],
  ['XN-PT', 'Thời gian prothrombin (PT)', 70_000, 'test', 'hospital'],
  ['XN-APTT', 'Thời gian thromboplastin một phần hoạt hóa (APTT)', 70_000, 'test', 'hospital'],
  ['XN-DGD', 'Điện giải đồ (Na, K, Cl)', 90_000, 'test', 'both'],
  ['XN-CA', 'Định lượng Calci toàn phần', 40_000, 'test', 'both'],
  ['XN-HP', 'Helicobacter pylori test hơi thở (C13)', 550_000, 'test', 'hospital'],
  ['XN-NS1', 'Dengue NS1 Ag test nhanh', 180_000, 'test', 'both'],
  ['XN-COVID', 'SARS-CoV-2 Ag test nhanh', 120_000, 'test', 'both', false],
  ['XN-INS', 'Định lượng Insulin', 150_000, 'test', 'both'],
  ['XN-ESR', 'Tốc độ máu lắng', 40_000, 'test', 'both'],
  ['XN-AMH', 'Định lượng AMH', 650_000, 'test', 'both'],
  ['XN-BHCG', 'Định lượng Beta hCG', 150_000, 'test', 'both'],
  ['XN-PAP', 'Xét nghiệm tế bào cổ tử cung (ThinPrep Pap)', 450_000, 'test', 'hospital'],
  ['XN-HPV', 'HPV DNA định type (genotype)', 750_000, 'test', 'hospital'],
  ['GOI-TQ-CB', 'Gói khám sức khỏe tổng quát cơ bản', 1_200_000, 'package', 'hospital'],
  ['GOI-TQ-NC', 'Gói khám sức khỏe tổng quát nâng cao', 2_800_000, 'package', 'hospital'],
  ['GOI-TD', 'Gói tầm soát tiểu đường', 450_000, 'package', 'both'],
  ['GOI-MM', 'Gói xét nghiệm mỡ máu', 250_000, 'package', 'both'],
  ['GOI-GAN', 'Gói xét nghiệm chức năng gan', 320_000, 'package', 'both'],
  ['GOI-THAN', 'Gói xét nghiệm chức năng thận', 260_000, 'package', 'both'],
  ['GOI-TG', 'Gói xét nghiệm tuyến giáp', 360_000, 'package', 'both'],
  ['GOI-UT-NAM', 'Gói tầm soát ung thư cho nam', 1_500_000, 'package', 'hospital'],
  ['GOI-UT-NU', 'Gói tầm soát ung thư cho nữ', 1_900_000, 'package', 'hospital'],
  ['GOI-THN', 'Gói khám tiền hôn nhân', 1_650_000, 'package', 'hospital'],
  ['GOI-VG', 'Gói tầm soát viêm gan B, C', 380_000, 'package', 'both'],
  ['GOI-NCT', 'Gói khám sức khỏe người cao tuổi', 2_200_000, 'package', 'hospital'],
  ['GOI-TE', 'Gói xét nghiệm cho trẻ em', 550_000, 'package', 'hospital'],
  ['GOI-SXH', 'Gói xét nghiệm sốt xuất huyết', 350_000, 'package', 'both'],
];

/** Real wards (official 2025 codes) the demo patients live in: [province, ward, street]. */
const ADDRESSES: ReadonlyArray<readonly [string, string, string]> = [
  ['79', '26740', '25 Lê Lợi'],
  ['79', '26743', '86 Lê Thánh Tôn'],
  ['79', '26737', '112 Hai Bà Trưng'],
  ['79', '27154', '45 Cách Mạng Tháng Tám'],
  ['79', '26944', '210 Phan Đăng Lưu'],
  ['79', '26929', '18 Điện Biên Phủ'],
  ['79', '27073', '73 Hoàng Văn Thụ'],
  ['79', '27139', '156 Võ Văn Tần'],
  ['79', '27343', '301 Trần Hưng Đạo'],
  ['79', '26824', '9 Võ Văn Ngân'],
  ['01', '00004', '14 Phan Đình Phùng'],
  ['01', '00025', '37 Giảng Võ'],
  ['01', '00070', '5 Hàng Bài'],
  ['01', '00166', '88 Xuân Thủy'],
  ['01', '00199', '102 Láng'],
  ['01', '00235', '64 Tôn Đức Thắng'],
  ['01', '00256', '29 Bà Triệu'],
  ['01', '00367', '251 Nguyễn Trãi'],
  ['48', '20242', '40 Bạch Đằng'],
  ['48', '20209', '155 Điện Biên Phủ'],
  ['48', '20263', '12 Ngô Quyền'],
  ['48', '20257', '78 Núi Thành'],
];

/** [full name, gender 0/1, birthday] */
const PATIENTS: ReadonlyArray<readonly [string, 0 | 1, string]> = [
  ['Nguyễn Văn An', 0, '1985-03-12'],
  ['Trần Thị Bích Ngọc', 1, '1990-07-25'],
  ['Lê Hoàng Nam', 0, '1978-11-02'],
  ['Phạm Thị Thu Trang', 1, '1995-01-19'],
  ['Hoàng Minh Đức', 0, '1968-05-30'],
  ['Vũ Thị Lan Anh', 1, '1988-09-14'],
  ['Đặng Quốc Bảo', 0, '2001-12-08'],
  ['Bùi Thị Hồng Nhung', 1, '1975-04-21'],
  ['Đỗ Thanh Tùng', 0, '1992-06-17'],
  ['Ngô Thị Mai Hương', 1, '1983-10-05'],
  ['Dương Văn Khánh', 0, '1960-02-28'],
  ['Lý Thị Kim Oanh', 1, '1998-08-11'],
  ['Trịnh Công Sơn', 0, '1972-01-09'],
  ['Phan Thị Thanh Hà', 1, '1987-12-24'],
  ['Võ Minh Trí', 0, '2010-03-03'],
  ['Huỳnh Thị Ngọc Hân', 1, '1993-05-16'],
  ['Mai Văn Phúc', 0, '1955-09-01'],
  ['Tô Thị Diễm My', 1, '2000-02-14'],
  ['Lâm Quang Huy', 0, '1981-07-07'],
  ['Châu Thị Yến Nhi', 1, '1996-11-30'],
  ['Tạ Đình Phong', 0, '1979-04-04'],
  ['Hà Thị Thúy Vy', 1, '1989-06-26'],
  ['Cao Văn Lộc', 0, '1966-10-19'],
  ['Kiều Thị Phương Thảo', 1, '1991-03-08'],
  ['Lương Thế Vinh', 0, '1984-08-22'],
  ['Đinh Thị Hoa', 1, '1970-12-12'],
  ['Quách Minh Tuấn', 0, '1999-01-27'],
  ['Thái Thị Ánh Tuyết', 1, '1986-05-05'],
  ['Nghiêm Xuân Thành', 0, '1958-07-15'],
  ['La Thị Quỳnh Như', 1, '2003-09-09'],
  ['Triệu Văn Hải', 0, '1976-02-11'],
  ['Hồ Thị Bảo Trâm', 1, '1994-04-29'],
];

const OTHER_PATIENTS: ReadonlyArray<readonly [string, 0 | 1, string]> = [
  ['Nguyễn Thị Hạnh', 1, '1982-02-02'],
  ['Trần Văn Dũng', 0, '1974-06-06'],
  ['Phạm Ngọc Ánh', 1, '1997-10-10'],
];

const slug = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase().split(' ');
const emailOf = (name: string, i: number) => {
  const words = slug(name);
  return `${words.at(-1)}.${words
    .slice(0, -1)
    .map((w) => w[0])
    .join('')}${i}@gmail.com`;
};

/** A Vietnam wall-clock time `days` from today (negative: in the past). */
function vietnamTime(days: number, hour: number, minute: number): { at: Date; day: string } {
  const today = new Date(Date.now() + 7 * 3_600_000);
  const at = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days, hour - 7, minute));
  const local = new Date(at.getTime() + 7 * 3_600_000);
  return { at, day: local.toISOString().slice(0, 10) };
}

/** One demo order: who, how, when, which services and how far it went. */
type OrderSeed = {
  patient: number;
  method: 'HOME' | 'HOSPITAL';
  facility?: string;
  days: number;
  time: [number, number];
  services: string[];
  status: 1 | 2 | 3 | 4 | 5;
  step?: 'SAMPLE_TAKEN' | 'IN_LAB' | 'RESULT_READY';
  result?: 'DANG_XET_NGHIEM' | 'CO_KET_QUA_MOT_PHAN' | 'DA_CO_KET_QUA';
  cancel?: string;
  note?: string;
  request?: [kind: OrderRequestKind, content: string];
};

const CTV_ORDERS: OrderSeed[] = [
  // Waiting for confirmation (1): editable and cancellable.
  {
    patient: 0,
    method: 'HOME',
    days: 2,
    time: [8, 0],
    services: ['XN-CBC', 'XN-GLU'],
    status: 1,
    note: 'Lấy mẫu buổi sáng, bệnh nhân nhịn ăn.',
  },
  { patient: 1, method: 'HOSPITAL', facility: 'CS-HCM-Q1', days: 3, time: [9, 30], services: ['GOI-TQ-CB'], status: 1 },
  { patient: 2, method: 'HOME', days: 4, time: [14, 0], services: ['GOI-MM', 'XN-HBA1C'], status: 1 },
  { patient: 10, method: 'HOSPITAL', facility: 'CS-HN-LH', days: 5, time: [10, 0], services: ['GOI-TG'], status: 1 },
  { patient: 11, method: 'HOME', days: 6, time: [15, 30], services: ['XN-TSH', 'XN-FT4'], status: 1 },
  { patient: 18, method: 'HOSPITAL', facility: 'CS-DN-HC', days: 7, time: [8, 30], services: ['GOI-GAN', 'XN-HBSAG'], status: 1 },
  { patient: 3, method: 'HOME', days: 8, time: [13, 0], services: ['XN-VITD'], status: 1, note: 'Gọi trước 30 phút.' },
  { patient: 4, method: 'HOSPITAL', facility: 'CS-HCM-PN', days: 9, time: [11, 0], services: ['GOI-UT-NAM'], status: 1 },
  { patient: 12, method: 'HOME', days: 10, time: [16, 0], services: ['XN-CBC', 'XN-CRP', 'XN-ESR'], status: 1 },
  { patient: 19, method: 'HOME', days: 12, time: [9, 0], services: ['GOI-TD'], status: 1 },
  // Confirmed (2).
  { patient: 5, method: 'HOSPITAL', facility: 'CS-HCM-Q1', days: 1, time: [8, 0], services: ['GOI-UT-NU'], status: 2 },
  { patient: 6, method: 'HOME', days: 2, time: [10, 30], services: ['XN-NS1', 'XN-CBC'], status: 2 },
  { patient: 13, method: 'HOSPITAL', facility: 'CS-HN-CG', days: 3, time: [14, 30], services: ['GOI-THN'], status: 2 },
  { patient: 14, method: 'HOME', days: 4, time: [9, 0], services: ['XN-ABO', 'XN-CBC'], status: 2 },
  { patient: 20, method: 'HOSPITAL', facility: 'CS-DN-HC', days: 5, time: [15, 0], services: ['GOI-VG'], status: 2 },
  {
    patient: 7,
    method: 'HOME',
    days: 6,
    time: [8, 0],
    services: ['GOI-THAN'],
    status: 2,
    request: ['CONFIRM_SOON', 'Bệnh nhân muốn được gọi xác nhận lịch trước 1 ngày.'],
  },
  // In progress (3): sample taken or in the laboratory.
  { patient: 8, method: 'HOME', days: 0, time: [8, 0], services: ['XN-CBC', 'XN-GLU', 'XN-CHOL'], status: 3, step: 'SAMPLE_TAKEN' },
  {
    patient: 9,
    method: 'HOSPITAL',
    facility: 'CS-HCM-PN',
    days: -1,
    time: [9, 0],
    services: ['GOI-TQ-NC'],
    status: 3,
    step: 'IN_LAB',
    result: 'DANG_XET_NGHIEM',
  },
  {
    patient: 15,
    method: 'HOME',
    days: -1,
    time: [13, 30],
    services: ['GOI-TG', 'XN-FER'],
    status: 3,
    step: 'IN_LAB',
    result: 'CO_KET_QUA_MOT_PHAN',
  },
  {
    patient: 16,
    method: 'HOSPITAL',
    facility: 'CS-HN-LH',
    days: -2,
    time: [10, 0],
    services: ['GOI-NCT'],
    status: 3,
    step: 'IN_LAB',
    result: 'DANG_XET_NGHIEM',
  },
  { patient: 21, method: 'HOME', days: -2, time: [14, 0], services: ['XN-PSA', 'XN-AFP'], status: 3, step: 'SAMPLE_TAKEN' },
  {
    patient: 22,
    method: 'HOSPITAL',
    facility: 'CS-DN-HC',
    days: -3,
    time: [8, 30],
    services: ['XN-HP'],
    status: 3,
    step: 'IN_LAB',
    result: 'DANG_XET_NGHIEM',
  },
  { patient: 23, method: 'HOME', days: -3, time: [16, 30], services: ['XN-AMH', 'XN-BHCG'], status: 3, step: 'SAMPLE_TAKEN' },
  {
    patient: 17,
    method: 'HOSPITAL',
    facility: 'CS-HCM-Q1',
    days: -4,
    time: [11, 30],
    services: ['XN-PAP', 'XN-HPV'],
    status: 3,
    step: 'IN_LAB',
    result: 'CO_KET_QUA_MOT_PHAN',
  },
  // Completed (4): the result is ready.
  {
    patient: 0,
    method: 'HOSPITAL',
    facility: 'CS-HCM-Q1',
    days: -30,
    time: [8, 0],
    services: ['GOI-TQ-CB'],
    status: 4,
    step: 'RESULT_READY',
    result: 'DA_CO_KET_QUA',
  },
  { patient: 1, method: 'HOME', days: -25, time: [9, 0], services: ['GOI-MM'], status: 4, step: 'RESULT_READY', result: 'DA_CO_KET_QUA' },
  {
    patient: 2,
    method: 'HOME',
    days: -20,
    time: [10, 0],
    services: ['XN-HBA1C', 'XN-GLU'],
    status: 4,
    step: 'RESULT_READY',
    result: 'DA_CO_KET_QUA',
  },
  {
    patient: 10,
    method: 'HOSPITAL',
    facility: 'CS-HN-CG',
    days: -18,
    time: [14, 0],
    services: ['GOI-GAN'],
    status: 4,
    step: 'RESULT_READY',
    result: 'DA_CO_KET_QUA',
    request: ['RESEND_RESULT', 'Nhờ gửi lại kết quả qua email cho bệnh nhân.'],
  },
  { patient: 11, method: 'HOME', days: -15, time: [15, 0], services: ['XN-TSH'], status: 4, step: 'RESULT_READY', result: 'DA_CO_KET_QUA' },
  {
    patient: 18,
    method: 'HOME',
    days: -14,
    time: [8, 30],
    services: ['GOI-SXH'],
    status: 4,
    step: 'RESULT_READY',
    result: 'DA_CO_KET_QUA',
  },
  {
    patient: 24,
    method: 'HOSPITAL',
    facility: 'CS-HCM-PN',
    days: -12,
    time: [9, 30],
    services: ['GOI-TQ-NC'],
    status: 4,
    step: 'RESULT_READY',
    result: 'DA_CO_KET_QUA',
  },
  {
    patient: 25,
    method: 'HOME',
    days: -10,
    time: [13, 0],
    services: ['XN-CBC', 'XN-NT10'],
    status: 4,
    step: 'RESULT_READY',
    result: 'DA_CO_KET_QUA',
  },
  {
    patient: 26,
    method: 'HOSPITAL',
    facility: 'CS-HN-LH',
    days: -8,
    time: [10, 30],
    services: ['GOI-THAN', 'XN-URIC'],
    status: 4,
    step: 'RESULT_READY',
    result: 'DA_CO_KET_QUA',
  },
  {
    patient: 27,
    method: 'HOME',
    days: -6,
    time: [16, 0],
    services: ['XN-VITD', 'XN-B12'],
    status: 4,
    step: 'RESULT_READY',
    result: 'DA_CO_KET_QUA',
  },
  // Cancelled (5), with the reason the collaborator gave.
  { patient: 3, method: 'HOME', days: 5, time: [8, 0], services: ['XN-CBC'], status: 5, cancel: CANCEL_REASON_LABELS[2] },
  {
    patient: 4,
    method: 'HOSPITAL',
    facility: 'CS-HCM-Q1',
    days: 7,
    time: [9, 0],
    services: ['GOI-TQ-CB'],
    status: 5,
    cancel: CANCEL_REASON_LABELS[1],
  },
  { patient: 28, method: 'HOME', days: -5, time: [14, 0], services: ['GOI-TD'], status: 5, cancel: CANCEL_REASON_LABELS[3] },
  {
    patient: 29,
    method: 'HOSPITAL',
    facility: 'CS-DN-HC',
    days: 3,
    time: [15, 0],
    services: ['GOI-VG'],
    status: 5,
    cancel: 'Bệnh nhân đi công tác đột xuất',
  },
  { patient: 30, method: 'HOME', days: -9, time: [11, 0], services: ['XN-GLU'], status: 5, cancel: CANCEL_REASON_LABELS[2] },
  {
    patient: 31,
    method: 'HOSPITAL',
    facility: 'CS-HN-CG',
    days: 10,
    time: [13, 30],
    services: ['XN-HP'],
    status: 5,
    cancel: 'Đã khám ở nơi khác',
  },
];

const OTHER_ORDERS: OrderSeed[] = [
  { patient: 0, method: 'HOME', days: 3, time: [9, 0], services: ['XN-CBC'], status: 1 },
  {
    patient: 1,
    method: 'HOSPITAL',
    facility: 'CS-HN-LH',
    days: -7,
    time: [10, 0],
    services: ['GOI-TQ-CB'],
    status: 4,
    step: 'RESULT_READY',
    result: 'DA_CO_KET_QUA',
  },
  { patient: 2, method: 'HOME', days: 1, time: [14, 0], services: ['GOI-MM'], status: 2 },
];

/** The official list of provinces and wards (the same file `npm run admin -- import-locations` loads). */
async function seedLocations(tx: Executor): Promise<void> {
  await importLocations(tx, parseLocationsCsv(await readFile(LOCATIONS_CSV, 'utf8')));
}

async function seedCatalogue(tx: Executor) {
  const facilityRows = await tx
    .insert(facilities)
    .values(FACILITIES.map(([code, name, address, provinceCode, active]) => ({ code, name, address, provinceCode, active })))
    .returning({ id: facilities.id, code: facilities.code, active: facilities.active });
  const serviceRows = await tx
    .insert(catalogueServices)
    .values(
      SERVICES.map(([code, name, price, kind, , active]) => ({
        code,
        name,
        price,
        // The collaborator's consultation fee: a tenth of the price, rounded to a thousand đồng.
        feePrice: Math.round(price / 10_000) * 1_000,
        kind,
        active: active ?? true,
      })),
    )
    .returning({ id: catalogueServices.id, code: catalogueServices.code });
  const serviceId = new Map(serviceRows.map((s) => [s.code, s.id]));
  const atHome = SERVICES.filter((s) => s[4] === 'both');
  await tx
    .insert(serviceProvinces)
    .values(atHome.flatMap(([code]) => HOME_PROVINCES.map((provinceCode) => ({ serviceId: serviceId.get(code)!, provinceCode }))));
  await tx
    .insert(serviceFacilities)
    .values(SERVICES.flatMap(([code]) => facilityRows.map((f) => ({ serviceId: serviceId.get(code)!, facilityId: f.id }))));
  const prices = new Map(SERVICES.map(([code, name, price]) => [code, { name, price, feePrice: Math.round(price / 10_000) * 1_000 }]));
  return { facilityId: new Map(facilityRows.map((f) => [f.code, f.id])), serviceId, prices };
}

async function seedPartnerOrders(
  tx: Executor,
  partnerId: string,
  people: ReadonlyArray<readonly [string, 0 | 1, string]>,
  orders: OrderSeed[],
  addressOffset: number,
  catalogue: Awaited<ReturnType<typeof seedCatalogue>>,
) {
  const patientRows = await tx
    .insert(patients)
    .values(
      people.map(([fullName, gender, birthday], i) => {
        const [provinceCode, wardCode, street] = ADDRESSES[(i + addressOffset) % ADDRESSES.length]!;
        return {
          partnerId,
          fullName,
          gender,
          birthday,
          phone: `09${String(12_345_600 + i * 7_919 + addressOffset * 104_729).padStart(8, '0')}`,
          email: emailOf(fullName, i + 1),
          provinceCode,
          districtCode: provinceCode,
          wardCode,
          address: street,
        };
      }),
    )
    .returning();
  for (const [i, seed] of orders.entries()) {
    const patient = patientRows[seed.patient]!;
    const when = vietnamTime(seed.days, seed.time[0], seed.time[1]);
    // Past bookings were made three days before their date; the others over the last hours, the
    // first of the list (waiting for confirmation) the newest, so the list opens on them.
    const createdAt = seed.days < 0 ? new Date(when.at.getTime() - 3 * 86_400_000) : new Date(Date.now() - (i + 1) * 3_600_000);
    const reached = (step: 'SAMPLE_TAKEN' | 'IN_LAB' | 'RESULT_READY') =>
      !!seed.step &&
      ['SAMPLE_TAKEN', 'IN_LAB', 'RESULT_READY'].indexOf(seed.step) >= ['SAMPLE_TAKEN', 'IN_LAB', 'RESULT_READY'].indexOf(step);
    const services = seed.services.map((code) => ({ code, ...catalogue.prices.get(code)! }));
    const [order] = await tx
      .insert(medicalOrders)
      .values({
        partnerId,
        ...patientSnapshot(patient),
        methodType: seed.method,
        facilityId: seed.facility ? catalogue.facilityId.get(seed.facility)! : null,
        appointmentAt: when.at,
        appointmentDay: when.day,
        note: noteWithReason(DEFAULT_ORDER_REASON, seed.note ?? ''),
        cancelNotes: seed.cancel ?? null,
        status: seed.status,
        result: seed.result ?? 'CHUA_CO_KET_QUA',
        step: seed.step ?? 'BOOKED',
        sampleTakenAt: reached('SAMPLE_TAKEN') ? new Date(when.at.getTime() + 15 * 60_000) : null,
        inLabAt: reached('IN_LAB') ? new Date(when.at.getTime() + 2 * 3_600_000) : null,
        resultReadyAt: reached('RESULT_READY') ? new Date(when.at.getTime() + 26 * 3_600_000) : null,
        serviceTotal: services.reduce((sum, s) => sum + s.price, 0),
        consultationFee: services.reduce((sum, s) => sum + s.feePrice, 0),
        progressToken: randomBytes(32).toString('base64url'),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: medicalOrders.id });
    await tx.insert(medicalOrderServices).values(
      services.map((s, sort) => ({
        orderId: order!.id,
        serviceId: catalogue.serviceId.get(s.code)!,
        serviceCode: s.code,
        serviceName: s.name,
        price: s.price,
        feePrice: s.feePrice,
        sort,
      })),
    );
    if (seed.request) await tx.insert(medicalOrderRequests).values({ orderId: order!.id, kind: seed.request[0], content: seed.request[1] });
  }
}

/**
 * The visits a month of past, completed orders is drawn from: home sampling of services offered at
 * home, or a facility visit (codes of SERVICES).
 */
const PAST_VISITS: ReadonlyArray<{ method: 'HOME' | 'HOSPITAL'; services: readonly string[] }> = [
  { method: 'HOME', services: ['XN-CBC', 'XN-GLU'] },
  { method: 'HOSPITAL', services: ['GOI-TQ-CB'] },
  { method: 'HOME', services: ['XN-HBA1C'] },
  { method: 'HOSPITAL', services: ['XN-CBC', 'XN-NT10', 'XN-URE'] },
  { method: 'HOME', services: ['GOI-TD'] },
  { method: 'HOSPITAL', services: ['GOI-THAN', 'XN-URIC'] },
  { method: 'HOME', services: ['XN-TSH', 'XN-FT4'] },
  { method: 'HOSPITAL', services: ['XN-HP'] },
  { method: 'HOME', services: ['GOI-MM'] },
  { method: 'HOSPITAL', services: ['GOI-TG', 'XN-FER'] },
  { method: 'HOME', services: ['XN-VITD', 'XN-B12'] },
  { method: 'HOSPITAL', services: ['XN-PAP', 'XN-HPV'] },
  { method: 'HOME', services: ['GOI-GAN', 'XN-HBSAG'] },
];
/** Sampling hours the booking offers (never 12:00 nor 17:00). */
const PAST_HOURS = [8, 9, 10, 11, 13, 14, 15, 16];

/**
 * `2 + variant % 3` completed orders of a collaborator in a past `month` (its returning patients, the
 * catalogue's prices and fees, a facility of the patient's province for a visit), each done the way
 * the desk completes one: sample taken, in the laboratory, result ready the next day. The month's
 * debt report is then built from them (seed-deferred-payments.ts), so 'Báo cáo', the report and the
 * order list count the same orders. Days 3–24 only: the result is in before the month ends, and a
 * month before this one is wholly past whatever day the demo data is loaded. Deterministic in
 * (`month`, `variant`); one insert for the orders and one for their services.
 */
export async function seedCompletedOrders(tx: Executor, partnerId: string, month: string, variant: number): Promise<number> {
  // Patients who came for something not cancelled (a patient whose one booking was cancelled has spent nothing, and stays so).
  const people = await tx
    .select()
    .from(patients)
    .where(and(eq(patients.partnerId, partnerId), gt(patients.total, 0)))
    .orderBy(asc(patients.phone));
  if (!people.length) return 0;
  const codes = [...new Set(PAST_VISITS.flatMap((v) => v.services))];
  const catalogue = new Map(
    (await tx.select().from(catalogueServices).where(inArray(catalogueServices.code, codes))).map((s) => [s.code, s]),
  );
  const places = await tx
    .select({ id: facilities.id, provinceCode: facilities.provinceCode })
    .from(facilities)
    .where(eq(facilities.active, true))
    .orderBy(asc(facilities.code));
  const plan = Array.from({ length: 2 + (variant % 3) }, (_, i) => {
    const visit = PAST_VISITS[(variant * 3 + i * 5) % PAST_VISITS.length]!;
    const patient = people[(variant * 3 + i) % people.length]!;
    const day = `${month}-${String(3 + ((variant * 7 + i * 9) % 22)).padStart(2, '0')}`;
    const at = vietnamInstant(day, PAST_HOURS[(variant + i * 3) % PAST_HOURS.length]!);
    const services = visit.services.map((code) => catalogue.get(code)!);
    const facility = visit.method === 'HOSPITAL' ? (places.find((f) => f.provinceCode === patient.provinceCode) ?? places[0]) : undefined;
    return { visit, patient, day, at, services, facility };
  });
  const rows = await tx
    .insert(medicalOrders)
    .values(
      plan.map(({ visit, patient, day, at, services, facility }) => ({
        partnerId,
        ...patientSnapshot(patient),
        methodType: visit.method,
        facilityId: facility?.id ?? null,
        appointmentAt: at,
        appointmentDay: day,
        note: noteWithReason(DEFAULT_ORDER_REASON, ''),
        status: 4 as const,
        result: 'DA_CO_KET_QUA' as const,
        step: 'RESULT_READY' as const,
        sampleTakenAt: new Date(at.getTime() + 15 * 60_000),
        inLabAt: new Date(at.getTime() + 2 * 3_600_000),
        resultReadyAt: new Date(at.getTime() + 26 * 3_600_000),
        serviceTotal: services.reduce((sum, s) => sum + s.price, 0),
        consultationFee: services.reduce((sum, s) => sum + s.feePrice, 0),
        progressToken: randomBytes(32).toString('base64url'),
        createdAt: new Date(at.getTime() - 3 * 86_400_000),
        updatedAt: new Date(at.getTime() + 26 * 3_600_000),
      })),
    )
    .returning({ id: medicalOrders.id });
  await tx.insert(medicalOrderServices).values(
    plan.flatMap(({ services }, i) =>
      services.map((s, sort) => ({
        orderId: rows[i]!.id,
        serviceId: s.id,
        serviceCode: s.code,
        serviceName: s.name,
        price: s.price,
        feePrice: s.feePrice,
        sort,
      })),
    ),
  );
  await tx
    .update(medicalOrders)
    .set({ sid: sql`'XN' || lpad(${medicalOrders.no}::text, 8, '0')` })
    .where(
      inArray(
        medicalOrders.id,
        rows.map((r) => r.id),
      ),
    );
  return rows.length;
}

/** Loads the orders' demo data (partner keys of seed.ts: `ctv`, `ctv2`). */
export async function seedOrders(tx: Executor, partnerIds: Map<string, string>): Promise<void> {
  await seedLocations(tx);
  const catalogue = await seedCatalogue(tx);
  const ctv = partnerIds.get('ctv');
  const ctv2 = partnerIds.get('ctv2');
  if (ctv) await seedPartnerOrders(tx, ctv, PATIENTS, CTV_ORDERS, 0, catalogue);
  if (ctv2) await seedPartnerOrders(tx, ctv2, OTHER_PATIENTS, OTHER_ORDERS, 10, catalogue);
  await tx.execute(sql`update medical_orders set sid = 'XN' || lpad(no::text, 8, '0') where sample_taken_at is not null and sid is null`);
}

/**
 * Result files of ctv_demo's orders whose results are in, written into the storage the server
 * uses (seedDemo has the database only), so the detail's download works in the demo. Runs while
 * none of ctv_demo's orders has a result file, so a restart adds nothing.
 */
export async function seedDemoOrderResultFiles(db: Db, storage: Storage): Promise<number> {
  const owner = db
    .select({ id: partners.id })
    .from(partners)
    .innerJoin(users, eq(users.partnerId, partners.id))
    .where(and(eq(users.username, 'ctv_demo'), eq(users.isSubUser, false)));
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(medicalOrders)
    .where(and(inArray(medicalOrders.partnerId, owner), isNotNull(medicalOrders.resultFileId)));
  if ((existing?.n ?? 0) > 0) return 0;
  const orders = await db
    .select({ id: medicalOrders.id, no: medicalOrders.no, partnerId: medicalOrders.partnerId, patientName: medicalOrders.patientName })
    .from(medicalOrders)
    .where(and(inArray(medicalOrders.partnerId, owner), eq(medicalOrders.result, 'DA_CO_KET_QUA'), isNull(medicalOrders.resultFileId)));
  if (!orders.length) return 0;
  const staged: Array<{ orderId: string; file: Awaited<ReturnType<typeof stageDemoPdf>> }> = [];
  for (const order of orders) {
    const code = orderCode(order.no);
    const ascii = order.patientName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/g, 'd')
      .replace(/Đ/g, 'D');
    const file = await stageDemoPdf(storage, {
      partnerId: order.partnerId,
      purpose: 'order_result',
      name: `Kết quả xét nghiệm ${code}.pdf`,
      title: `Phieu ket qua xet nghiem ${code} - ${ascii}`,
    });
    staged.push({ orderId: order.id, file });
  }
  await db.transaction(async (tx) => {
    for (const s of staged) {
      await insertFileRows(tx, s.file.owner, [s.file.upload]);
      await tx.update(medicalOrders).set({ resultFileId: s.file.upload.id }).where(eq(medicalOrders.id, s.orderId));
    }
  });
  for (const s of staged) await storage.promote(s.file.upload.id);
  return staged.length;
}
