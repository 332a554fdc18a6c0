import type { PartnerPermission } from '@portal/contract';
import type { Executor } from './client.ts';
import { personnelRoles, users } from './schema.ts';

type DemoRole = { key: string; partner: string; name: string; description: string; permissions: PartnerPermission[] };
type DemoStaff = {
  username: string;
  type: 'collaborator' | 'company' | 'provider';
  partner: string;
  role: string;
  fullName: string;
  email: string;
  phone: string;
};

/**
 * Two roles per demo partner (keys of the demo partners in seed.ts): for each type, one that lacks
 * the type's main write — the provider's 'bid.submit', the collaborator's 'order.manage', the
 * company's 'profile.update' — and one that has it.
 */
export const DEMO_ROLES: readonly DemoRole[] = [
  {
    key: 'ncc-bid',
    partner: 'ncc',
    name: 'Chuyên viên đấu thầu',
    description: 'Nộp và cập nhật hồ sơ dự thầu, gửi yêu cầu làm rõ, theo dõi hợp đồng và sản phẩm',
    permissions: ['profile.view', 'bid.view', 'bid.submit', 'bid.request', 'contract.view', 'product.view'],
  },
  {
    key: 'ncc-watch',
    partner: 'ncc',
    name: 'Theo dõi đấu thầu',
    description: 'Chỉ xem bài thầu, hồ sơ dự thầu, hợp đồng và sản phẩm',
    permissions: ['profile.view', 'bid.view', 'contract.view', 'product.view'],
  },
  {
    key: 'dn-accounting',
    partner: 'dn',
    name: 'Kế toán',
    description: 'Xem hồ sơ doanh nghiệp, đơn vị trực thuộc và hợp đồng, không sửa thông tin',
    permissions: ['profile.view', 'unit.view', 'contract.view'],
  },
  {
    key: 'dn-profile',
    partner: 'dn',
    name: 'Quản lý hồ sơ',
    description: 'Xem và cập nhật thông tin liên hệ của doanh nghiệp',
    permissions: ['profile.view', 'profile.update'],
  },
  {
    key: 'ctv-assistant',
    partner: 'ctv',
    name: 'Trợ lý',
    description: 'Xem chỉ định, lịch hẹn và bệnh nhân, không xem số tiền',
    permissions: ['profile.view', 'order.view', 'patient.view'],
  },
  {
    key: 'ctv-booking',
    partner: 'ctv',
    name: 'Điều phối lịch hẹn',
    description: 'Đặt, sửa, hủy chỉ định (xem giá dịch vụ để báo cho bệnh nhân, không xem phí tư vấn) và quản lý bệnh nhân',
    // Whoever books quotes the patient the price; the collaborator's fees stay with 'debt.view'.
    permissions: ['profile.view', 'order.view', 'order.manage', 'price.view', 'patient.view', 'patient.manage'],
  },
];

/** Two staff members per demo partner, each with its own role; all active, password Demo@123. */
const DEMO_STAFF: readonly DemoStaff[] = [
  {
    username: 'ncc_dau_thau',
    type: 'provider',
    partner: 'ncc',
    role: 'ncc-bid',
    fullName: 'Phạm Quốc Huy',
    email: 'dauthau@phuongnammed.vn',
    phone: '0287300112',
  },
  {
    username: 'ncc_theo_doi',
    type: 'provider',
    partner: 'ncc',
    role: 'ncc-watch',
    fullName: 'Lý Ngọc Hân',
    email: 'theodoi@phuongnammed.vn',
    phone: '0287300113',
  },
  {
    username: 'dn_demo_sub',
    type: 'company',
    partner: 'dn',
    role: 'dn-accounting',
    fullName: 'Trần Thị Kim Oanh',
    email: 'ketoan@minhanpharma.vn',
    phone: '0283822335',
  },
  {
    username: 'dn_nhan_su',
    type: 'company',
    partner: 'dn',
    role: 'dn-profile',
    fullName: 'Nguyễn Văn Đức',
    email: 'hoso@minhanpharma.vn',
    phone: '0283822336',
  },
  {
    username: 'ctv_tro_ly',
    type: 'collaborator',
    partner: 'ctv',
    role: 'ctv-assistant',
    fullName: 'Đặng Thu Trang',
    email: 'thutrang.trolyctv@gmail.com',
    phone: '0912345679',
  },
  {
    username: 'ctv_dieu_phoi',
    type: 'collaborator',
    partner: 'ctv',
    role: 'ctv-booking',
    fullName: 'Bùi Minh Khôi',
    email: 'minhkhoi.dieuphoi@gmail.com',
    phone: '0912345680',
  },
];

/** The demo roles and staff, in the demo data's transaction (`ids`: demo partner key → id). */
export async function seedPersonnel(tx: Executor, ids: ReadonlyMap<string, string>, passwordHash: string) {
  const roleIds = new Map<string, string>();
  for (const role of DEMO_ROLES) {
    const partnerId = ids.get(role.partner);
    if (!partnerId) continue;
    const [row] = await tx
      .insert(personnelRoles)
      .values({ partnerId, name: role.name, description: role.description, permissions: role.permissions })
      .returning({ id: personnelRoles.id });
    if (row) roleIds.set(role.key, row.id);
  }
  const now = new Date();
  await tx.insert(users).values(
    DEMO_STAFF.map((s) => ({
      username: s.username,
      type: s.type,
      partnerId: ids.get(s.partner) ?? null,
      isSubUser: true,
      passwordHash,
      fullName: s.fullName,
      email: s.email,
      phone: s.phone,
      personnelRoleId: roleIds.get(s.role) ?? null,
      status: 'active' as const,
      passwordChangedAt: now,
    })),
  );
}
