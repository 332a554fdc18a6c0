import { addDays, vietnamToday } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Storage } from '../lib/storage.ts';
import type { Executor } from './client.ts';
import { storeDemoPdf } from './seed-contracts.ts';
import {
  appointmentSchedules,
  companyContracts,
  companyProfiles,
  contractEmployees,
  contractGroupContracts,
  contractGroups,
  examPackageCategories,
  examPackages,
  examPackageServices,
  examServices,
  renameRequests,
  users,
} from './schema.ts';

/*
 * The company area's demo data (keys of the demo partners in seed.ts): dn_demo's sub-unit profiles,
 * contracts in every status with their PDFs, a 540-person roster in mixed exam states, two contract
 * sets, a pending rename, a proposed exam day; dn_demo2's own unit, contract and set; and the
 * exam-package catalogue. Dates are counted from today (Vietnam), so the demo always looks current.
 */

/** The Vietnam day `days` from today, as YYYY-MM-DD. */
const dayFrom = (days: number) => addDays(vietnamToday(), days);

const PROFILES: Record<string, { totalEmployees: number; contactName: string; contactPhone: string }> = {
  dn: { totalEmployees: 1200, contactName: 'Nguyễn Thị Hồng', contactPhone: '0903112233' },
  'dn-hn': { totalEmployees: 320, contactName: 'Đỗ Minh Tuấn', contactPhone: '0912223344' },
  'dn-dng': { totalEmployees: 180, contactName: 'Hoàng Thị Mai', contactPhone: '0935667788' },
  'dn-ct': { totalEmployees: 95, contactName: 'Phan Thanh Sơn', contactPhone: '0939445566' },
  dn2: { totalEmployees: 450, contactName: 'Vũ Thị Hạnh', contactPhone: '0904556677' },
};

type DemoContract = {
  owner: string;
  company: string;
  code: string;
  name: string;
  status: 'draft' | 'pending' | 'in_progress' | 'completed' | 'declined';
  type: number;
  start: number;
  end: number;
  planned: number;
  value: number;
  /** Roster size and how it is spread over the exam states. */
  roster?: { size: number; mix: 'mixed' | 'done' | 'started' };
};

const CONTRACTS: readonly DemoContract[] = [
  {
    owner: 'dn',
    company: 'dn',
    code: 'HDKSK-2026/001-MA',
    name: 'Khám sức khỏe định kỳ 2026 — Văn phòng TP. Hồ Chí Minh',
    status: 'in_progress',
    type: 1,
    start: -150,
    end: 60,
    planned: 560,
    value: 840_000_000,
    roster: { size: 540, mix: 'mixed' },
  },
  {
    owner: 'dn',
    company: 'dn-hn',
    code: 'HDKSK-2025/014-MA',
    name: 'Khám sức khỏe định kỳ 2025 — Chi nhánh Hà Nội',
    status: 'completed',
    type: 1,
    start: -300,
    end: -200,
    planned: 40,
    value: 96_000_000,
    roster: { size: 40, mix: 'done' },
  },
  {
    owner: 'dn',
    company: 'dn-dng',
    code: 'HDKSK-2026/007-MA',
    name: 'Khám sức khỏe tuyển dụng — Chi nhánh Đà Nẵng',
    status: 'in_progress',
    type: 2,
    start: -45,
    end: 45,
    planned: 30,
    value: 36_000_000,
    roster: { size: 30, mix: 'started' },
  },
  {
    owner: 'dn',
    company: 'dn',
    code: 'HDKSK-2026/012-MA',
    name: 'Khám bệnh nghề nghiệp — Xưởng sản xuất',
    status: 'pending',
    type: 3,
    start: -5,
    end: 90,
    planned: 120,
    value: 210_000_000,
  },
  {
    owner: 'dn',
    company: 'dn-ct',
    code: 'HDKSK-2026/015-MA',
    name: 'Xét nghiệm tầm soát — Chi nhánh Cần Thơ',
    status: 'draft',
    type: 4,
    start: 0,
    end: 120,
    planned: 60,
    value: 48_000_000,
  },
  {
    owner: 'dn',
    company: 'dn',
    code: 'HDKSK-2025/020-MA',
    name: 'Khám sức khỏe định kỳ bổ sung 2025',
    status: 'declined',
    type: 1,
    start: -240,
    end: -180,
    planned: 25,
    value: 30_000_000,
  },
  {
    owner: 'dn2',
    company: 'dn2-qn',
    code: 'HDKSK-2026/031-HD',
    name: 'Khám sức khỏe định kỳ 2026 — Nhà máy Quảng Ninh',
    status: 'in_progress',
    type: 1,
    start: -60,
    end: 60,
    planned: 50,
    value: 75_000_000,
    roster: { size: 24, mix: 'started' },
  },
];

const GROUPS = [
  { owner: 'dn', name: 'Khám sức khỏe năm 2026', codes: ['HDKSK-2026/001-MA', 'HDKSK-2026/007-MA', 'HDKSK-2026/012-MA'] },
  { owner: 'dn', name: 'Hợp đồng năm 2025', codes: ['HDKSK-2025/014-MA', 'HDKSK-2025/020-MA'] },
  { owner: 'dn2', name: 'Khám sức khỏe Hải Đăng 2026', codes: ['HDKSK-2026/031-HD'] },
] as const;

const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô', 'Dương'];
const MIDDLE = {
  male: ['Văn', 'Minh', 'Quốc', 'Hữu', 'Đức', 'Thanh', 'Công', 'Gia', 'Hoàng', 'Xuân'],
  female: ['Thị', 'Ngọc', 'Thu', 'Kim', 'Thanh', 'Minh', 'Bảo', 'Mỹ', 'Phương', 'Hoài'],
};
const GIVEN = {
  male: [
    'An',
    'Bình',
    'Dũng',
    'Hải',
    'Khoa',
    'Long',
    'Nam',
    'Phúc',
    'Quân',
    'Sơn',
    'Tâm',
    'Tuấn',
    'Hiếu',
    'Khánh',
    'Thắng',
    'Đạt',
    'Huy',
    'Trung',
    'Vinh',
    'Lộc',
  ],
  female: [
    'Châu',
    'Giang',
    'Hà',
    'Hạnh',
    'Lan',
    'Mai',
    'Oanh',
    'Trang',
    'Vy',
    'Thảo',
    'Linh',
    'Ngân',
    'Hương',
    'Yến',
    'Nhung',
    'Phương',
    'Thủy',
    'Quỳnh',
    'Diễm',
    'Ánh',
  ],
};

/**
 * The i-th person's name on roster `seq`: family, middle and given names drawn on steps of different
 * periods (a 540-person roster has 540 different names), so it reads like a company's staff, not a
 * few names repeated.
 */
function personName(i: number, seq: number, gender: number): string {
  const kind = gender ? 'female' : 'male';
  const pair = Math.floor(i / 2);
  const middle = MIDDLE[kind][(pair * 3 + Math.floor(i / 60) + seq) % MIDDLE[kind].length];
  const given = GIVEN[kind][(pair * 7 + Math.floor(i / 120) * 3 + seq * 3) % GIVEN[kind].length];
  return `${FAMILY[(i * 7 + seq) % FAMILY.length]} ${middle} ${given}`;
}

/** Where the i-th person stands: 40% full, 15% partial, 10% absent, the rest registered, scheduled or not yet. */
function stateOf(i: number, mix: 'mixed' | 'done' | 'started'): { state: string; health: number | null; months: number } {
  if (mix === 'done') return { state: 'full', health: 1 + (i % 3), months: 7 + (i % 2) };
  const slot = i % 20;
  if (mix === 'started')
    return slot < 6
      ? { state: 'full', health: 1 + (i % 2), months: 0 }
      : { state: slot < 12 ? 'registered' : 'unregistered', health: null, months: 0 };
  if (slot < 8) return { state: 'full', health: [1, 1, 2, 2, 2, 3, 4, 5][slot] ?? 2, months: i % 5 };
  if (slot < 11) return { state: 'partial', health: slot === 10 ? 3 : null, months: i % 4 };
  if (slot < 13) return { state: 'absent', health: null, months: 0 };
  if (slot < 15) return { state: 'scheduled', health: null, months: 0 };
  if (slot < 17) return { state: 'registered', health: null, months: 0 };
  return { state: 'unregistered', health: null, months: 0 };
}

function roster(contractId: string, seq: number, size: number, mix: 'mixed' | 'done' | 'started') {
  return Array.from({ length: size }, (_, i) => {
    const { state, health, months } = stateOf(i, mix);
    const examined = state === 'full' || state === 'partial';
    const gender = i % 2;
    return {
      contractId,
      cccd: `0${String(79 + seq).padStart(2, '0')}${String(190_000_000 + i).padStart(9, '0')}`,
      bhyt: `DN4797${String(1_000_000_000 + i).slice(1)}`.slice(0, 15),
      name: personName(i, seq, gender),
      birthDate: `${1970 + (i % 30)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      gender,
      phone: `09${String(10_000_000 + i * 37).padStart(8, '0')}`,
      email: i % 3 === 0 ? `nhanvien${seq}.${i}@minhanpharma.vn` : '',
      address: i % 4 === 0 ? 'TP. Hồ Chí Minh' : '',
      examState: state,
      healthClass: health,
      examinedAt: examined ? dayFrom(-(months * 30 + (i % 25))) : null,
    };
  });
}

const CATEGORIES = ['Khám tổng quát', 'Tầm soát ung thư', 'Khám tiền hôn nhân', 'Sức khỏe doanh nghiệp'];
const SERVICES: ReadonlyArray<[code: string, name: string, group: string, price: number]> = [
  ['KSK-NOI', 'Khám nội tổng quát', 'Khám lâm sàng', 150_000],
  ['KSK-MAT', 'Khám mắt', 'Khám lâm sàng', 100_000],
  ['KSK-TMH', 'Khám tai mũi họng', 'Khám lâm sàng', 100_000],
  ['XN-CTM', 'Tổng phân tích tế bào máu', 'Xét nghiệm máu', 90_000],
  ['XN-DH', 'Đường huyết lúc đói', 'Xét nghiệm máu', 35_000],
  ['XN-MO', 'Bộ mỡ máu (Cholesterol, Triglyceride, HDL, LDL)', 'Xét nghiệm máu', 160_000],
  ['XN-GAN', 'Chức năng gan (AST, ALT, GGT)', 'Xét nghiệm máu', 120_000],
  ['XN-CEA', 'Chỉ điểm ung thư CEA', 'Xét nghiệm máu', 250_000],
  ['XN-NT', 'Tổng phân tích nước tiểu', 'Xét nghiệm nước tiểu', 50_000],
  ['CDHA-XQ', 'X-quang ngực thẳng', 'Chẩn đoán hình ảnh', 140_000],
  ['CDHA-SA', 'Siêu âm ổ bụng tổng quát', 'Chẩn đoán hình ảnh', 200_000],
  ['TDCN-ECG', 'Điện tim', 'Thăm dò chức năng', 80_000],
];
const PACKAGES: ReadonlyArray<{
  category: number;
  name: string;
  type: 1 | 2;
  price: number;
  description: string;
  services: string[];
  published?: false;
}> = [
  {
    category: 0,
    name: 'Gói khám tổng quát cơ bản',
    type: 1,
    price: 890_000,
    description: 'Khám lâm sàng và xét nghiệm máu cơ bản.',
    services: ['KSK-NOI', 'KSK-MAT', 'XN-CTM', 'XN-DH', 'XN-NT'],
  },
  {
    category: 0,
    name: 'Gói khám tổng quát nâng cao',
    type: 1,
    price: 2_450_000,
    description: 'Thêm chẩn đoán hình ảnh, mỡ máu và chức năng gan.',
    services: ['KSK-NOI', 'KSK-MAT', 'KSK-TMH', 'XN-CTM', 'XN-DH', 'XN-MO', 'XN-GAN', 'XN-NT', 'CDHA-XQ', 'CDHA-SA', 'TDCN-ECG'],
  },
  {
    category: 1,
    name: 'Tầm soát ung thư đường tiêu hóa',
    type: 1,
    price: 1_650_000,
    description: 'Chỉ điểm ung thư và siêu âm ổ bụng.',
    services: ['KSK-NOI', 'XN-CEA', 'CDHA-SA'],
  },
  {
    category: 2,
    name: 'Gói khám tiền hôn nhân',
    type: 1,
    price: 1_200_000,
    description: 'Dành cho các cặp đôi chuẩn bị kết hôn.',
    services: ['KSK-NOI', 'XN-CTM', 'XN-DH', 'XN-NT', 'CDHA-SA'],
  },
  {
    category: 3,
    name: 'Khám sức khỏe định kỳ cho doanh nghiệp',
    type: 2,
    price: 650_000,
    description: 'Theo Thông tư 32/2023/TT-BYT, giá cho mỗi người.',
    services: ['KSK-NOI', 'KSK-MAT', 'KSK-TMH', 'XN-CTM', 'XN-DH', 'XN-NT', 'CDHA-XQ'],
  },
  {
    category: 3,
    name: 'Khám sức khỏe tuyển dụng',
    type: 2,
    price: 420_000,
    description: 'Giá cho mỗi người, kết quả trong 2 ngày.',
    services: ['KSK-NOI', 'KSK-MAT', 'XN-CTM', 'CDHA-XQ'],
  },
  {
    category: 3,
    name: 'Gói khám chuyên sâu (ngừng bán)',
    type: 2,
    price: 3_900_000,
    description: 'Không còn bán.',
    services: ['KSK-NOI'],
    published: false,
  },
];

/** The company area's demo data, inside seedDemo's transaction (`ids`: demo partner key → id). */
export async function seedCompanies(
  tx: Executor,
  ids: ReadonlyMap<string, string>,
  storage: Storage | undefined,
  staged: string[],
): Promise<void> {
  const id = (key: string) => {
    const found = ids.get(key);
    if (!found) throw new Error(`demo partner ${key} missing`);
    return found;
  };
  await tx.insert(companyProfiles).values(Object.entries(PROFILES).map(([key, p]) => ({ partnerId: id(key), ...p })));

  const contractIds = new Map<string, string>();
  for (const [seq, c] of CONTRACTS.entries()) {
    const fileId = await storeDemoPdf(tx, storage, staged, {
      partnerId: id(c.owner),
      purpose: 'company_contract',
      name: `Hop-dong-${c.code.replaceAll('/', '-')}.pdf`,
      title: `Hop dong ${c.code}`,
    });
    const [row] = await tx
      .insert(companyContracts)
      .values({
        companyId: id(c.company),
        ownerId: id(c.owner),
        code: c.code,
        name: c.name,
        status: c.status,
        contractTypeId: c.type,
        dateStart: dayFrom(c.start),
        dateEnd: dayFrom(c.end),
        plannedEmployees: c.planned,
        totalValue: c.value,
        fileId,
      })
      .returning({ id: companyContracts.id });
    if (!row) continue;
    contractIds.set(c.code, row.id);
    if (c.roster) {
      const people = roster(row.id, seq, c.roster.size, c.roster.mix);
      for (let i = 0; i < people.length; i += 200) await tx.insert(contractEmployees).values(people.slice(i, i + 200));
    }
  }

  for (const g of GROUPS) {
    const [row] = await tx
      .insert(contractGroups)
      .values({ ownerId: id(g.owner), name: g.name })
      .returning({ id: contractGroups.id });
    if (row)
      await tx
        .insert(contractGroupContracts)
        .values(g.codes.map((code) => ({ groupId: row.id, contractId: contractIds.get(code) ?? '' })).filter((m) => m.contractId));
  }

  // A rename of the Đà Nẵng branch waiting for the operator, with its supporting PDF.
  const [requester] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'dn_demo'));
  const renameFile = await storeDemoPdf(tx, storage, staged, {
    partnerId: id('dn'),
    purpose: 'company_rename',
    name: 'Quyet-dinh-doi-ten-chi-nhanh.pdf',
    title: 'Quyet dinh doi ten Chi nhanh Da Nang',
  });
  await tx.insert(renameRequests).values({
    partnerId: id('dn-dng'),
    oldName: 'Chi nhánh Đà Nẵng',
    newName: 'Chi nhánh Miền Trung',
    fileId: renameFile,
    requestedBy: requester?.id ?? null,
  });

  // An exam day proposed for the big contract, waiting for the operator.
  const big = contractIds.get('HDKSK-2026/001-MA');
  if (big)
    await tx.insert(appointmentSchedules).values({
      contractId: big,
      date: dayFrom(14),
      site: '120 Điện Biên Phủ, Phường Đa Kao, TP. Hồ Chí Minh',
      headcount: 120,
      note: 'Đợt khám bổ sung cho người vắng mặt và nhân viên mới.',
    });

  // The exam-package catalogue.
  const categoryIds = await tx
    .insert(examPackageCategories)
    .values(CATEGORIES.map((name, sort) => ({ name, sort })))
    .returning({ id: examPackageCategories.id });
  const services = await tx
    .insert(examServices)
    .values(SERVICES.map(([code, name, groupName, price]) => ({ code, name, groupName, price })))
    .returning({ id: examServices.id, code: examServices.code });
  const serviceId = new Map(services.map((s) => [s.code, s.id]));
  const packageIds = new Map<string, string>();
  for (const p of PACKAGES) {
    const [row] = await tx
      .insert(examPackages)
      .values({
        categoryId: categoryIds[p.category]?.id ?? '',
        name: p.name,
        type: p.type,
        price: p.price,
        description: p.description,
        published: p.published ?? true,
      })
      .returning({ id: examPackages.id });
    if (row) packageIds.set(p.name, row.id);
    if (row)
      await tx
        .insert(examPackageServices)
        .values(p.services.map((code, sort) => ({ packageId: row.id, serviceId: serviceId.get(code) ?? '', sort })));
  }

  // Each contract buys one package of the catalogue (its 'Gói khám'); the pending one has none chosen yet.
  for (const [code, name] of Object.entries(CONTRACT_PACKAGES)) {
    const contractId = contractIds.get(code);
    const packageId = packageIds.get(name);
    if (contractId && packageId)
      await tx.update(companyContracts).set({ examPackageId: packageId }).where(eq(companyContracts.id, contractId));
  }
}

/** The package each demo contract buys, by contract code. */
const CONTRACT_PACKAGES: Readonly<Record<string, string>> = {
  'HDKSK-2026/001-MA': 'Khám sức khỏe định kỳ cho doanh nghiệp',
  'HDKSK-2025/014-MA': 'Khám sức khỏe định kỳ cho doanh nghiệp',
  'HDKSK-2026/007-MA': 'Khám sức khỏe tuyển dụng',
  'HDKSK-2026/015-MA': 'Tầm soát ung thư đường tiêu hóa',
};
