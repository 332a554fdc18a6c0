import type { CompanyContractDetail, CompanyContractRow, ContractGroupRow, ExamPackageDetail, SubUnitDetail } from '@portal/contract';

/** Answers of the company area's calls, for its screen tests. */
export const UNIT_ID = '0b1c2d3e-4f50-4617-8283-949596979899';
export const CONTRACT_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

export const pageOf = <T>(items: T[], page = 1, limit = 10, count = items.length) => ({
  data: { items, pagination: { page, limit, count, totalCount: count } },
});

export const subUnit = (over: Partial<SubUnitDetail> = {}): SubUnitDetail => ({
  id: UNIT_ID,
  code: 'DV-001',
  name: 'Chi nhánh Hà Nội',
  taxCode: '0101234567-001',
  representative: 'Nguyễn Văn An',
  phoneNumber: '0912345678',
  email: 'hn@congty.vn',
  addressCompany: '1 Tràng Tiền, Hà Nội',
  totalEmployees: 120,
  contractCount: 2,
  status: 'active',
  parentName: 'Công ty Mẹ',
  contactName: 'Lê Thị Bình',
  phoneName: '0987654321',
  renameRequest: null,
  ...over,
});

const progress = { checkedPercentage: 40, notEnoughPercentage: 25, notCheckedPercentage: 35 };

export const contractRow = (i: number, over: Partial<CompanyContractRow> = {}): CompanyContractRow => ({
  id: i === 1 ? CONTRACT_ID : `1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c${String(i).padStart(2, '0')}`,
  code: `HDKSK-${i}`,
  name: `Khám sức khỏe định kỳ ${i}`,
  status: 'in_progress',
  statusName: 'Đang thực hiện',
  contractType: 1,
  contractTypeName: 'Khám định kỳ',
  dateStart: '2026-03-01',
  dateEnd: '2026-12-31',
  numberEmployees: 100 + i,
  plannedEmployees: 150,
  totalValue: 250_000_000,
  contractFile: { id: 'f1', fileName: `hop-dong-${i}.pdf` },
  company: { id: UNIT_ID, name: 'Chi nhánh Hà Nội', code: 'DV-001' },
  examStatus: 'incomplete',
  examStatusName: 'Khám chưa đủ',
  progress,
  ...over,
});

/** The package a contract buys ('Gói khám'), with its services. */
export const contractPackage: ExamPackageDetail = {
  id: '3c4d5e6f-7081-4a92-8b3c-4d5e6f708192',
  name: 'Khám sức khỏe định kỳ cho doanh nghiệp',
  category: { id: '4d5e6f70-8192-4a03-9c4d-5e6f70819203', name: 'Gói doanh nghiệp' },
  type: 2,
  typeName: 'Doanh nghiệp',
  price: 650_000,
  description: '',
  serviceCount: 2,
  services: [
    { id: 's1', code: 'KSK-NOI', name: 'Khám nội tổng quát', groupName: 'Khám lâm sàng', price: 150_000 },
    { id: 's2', code: 'XN-CTM', name: 'Tổng phân tích tế bào máu', groupName: 'Xét nghiệm', price: 90_000 },
  ],
};

export const contractDetail = (over: Partial<CompanyContractDetail> = {}): CompanyContractDetail => ({
  ...contractRow(1),
  note: '',
  examPackage: contractPackage,
  counts: { unregistered: 0, registered: 10, scheduled: 0, partial: 25, full: 40, absent: 0 },
  lastAppointment: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  ...over,
});

export const groupRow = (over: Partial<ContractGroupRow> = {}): ContractGroupRow => ({
  id: '2b3c4d5e-6f70-4a81-9b2c-3d4e5f607182',
  name: 'Bộ khám 2026',
  status: 'in_progress',
  statusName: 'Đang thực hiện',
  contractCount: 3,
  completedContracts: 1,
  inProgressContracts: 2,
  numberEmployees: 320,
  progress: { checkedPercentage: 50, notEnoughPercentage: 12.5, notCheckedPercentage: 37.5 },
  createdAt: '2026-02-01T00:00:00.000Z',
  ...over,
});

export const contractOptions = {
  data: {
    corporateContractStatus: [
      { value: 'in_progress', label: 'Đang thực hiện' },
      { value: 'completed', label: 'Hoàn thành' },
    ],
    totalValue: [{ name: 'Dưới 100 triệu', from: 0, to: 100_000_000 }],
    examState: [],
    healthStatus: [],
    gender: [],
  },
};
