import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import type { OperatorRole } from '@portal/contract';
import { footerItems, partners, popups, renameRequests, users } from './schema.ts';
import { sanitizeRichText } from '../lib/sanitize-html.ts';
import { hashPassword } from '../modules/auth/auth-service.ts';
import type { Storage } from '../lib/storage.ts';
import { seedTendering } from './seed-tendering.ts';
import { seedCompanies } from './seed-companies.ts';
import { seedContent } from './seed-content.ts';
import { seedEngagement } from './seed-engagement.ts';
import { seedMedia } from './seed-media.ts';
import { seedNotifications } from './seed-notifications.ts';
import { seedContracts } from './seed-contracts.ts';
import { seedOrders } from './seed-orders.ts';
import { seedPersonnel } from './seed-personnel.ts';
import { seedDebtLetters } from './seed-debt-letters.ts';
import { seedSupplierProfiles } from './seed-supplier-profiles.ts';
// monthly deferred-payment reports
import { seedDeferredPayments } from './seed-deferred-payments.ts';
import { seedOrganization } from './seed-organization.ts';

export const DEMO_PASSWORD = 'Demo@123';

/**
 * Footer data (spec 1 §3), editable by operators through PUT /api/admin/footer. The hotline, support
 * address and copyright line are the owner's ('Thông tin đơn vị', seed-organization.ts).
 */
export const DEMO_FOOTER: Record<string, string> = {
  chPlayLink: 'https://play.google.com/store/apps/details?id=vn.ytesaigon.doitac',
  appStoreLink: 'https://apps.apple.com/vn/app/ytesaigon-doitac/id6400000000',
  storeTitle: 'Tải ứng dụng',
  systemTitle: 'Hệ thống',
  systemCount: '3',
  systemLink1: 'https://ytesaigon.vn/co-so/quan-1',
  systemText1: 'Phòng khám Quận 1 — 12 Nguyễn Du, TP. Hồ Chí Minh',
  systemLink2: 'https://ytesaigon.vn/co-so/ha-noi',
  systemText2: 'Phòng khám Hà Nội — 45 Láng Hạ, Đống Đa',
  systemLink3: 'https://ytesaigon.vn/co-so/da-nang',
  systemText3: 'Phòng xét nghiệm Đà Nẵng — 88 Lê Duẩn, Hải Châu',
  contactCount: '2',
  contactLink1: 'mailto:doitac@ytesaigon.vn',
  contactText1: 'doitac@ytesaigon.vn',
  contactLink2: 'tel:02838386868',
  contactText2: 'Văn phòng: 028 3838 6868',
  linkCount: '3',
  linkLink1: 'https://www.facebook.com/ytesaigon',
  linkText1: 'facebook',
  linkLink2: 'https://www.youtube.com/@ytesaigon',
  linkText2: 'youtube',
  linkLink3: 'https://www.linkedin.com/company/ytesaigon',
  linkText3: 'linkedin',
  aboutTitle: 'Về chúng tôi',
  aboutCount: '2',
  aboutLink1: '/thong-tin-chung?tab=hop-tac',
  aboutText1: 'Hợp tác cùng chúng tôi',
  aboutLink2: '/tin-tuc',
  aboutText2: 'Tin tức',
  activityTitle: 'Hoạt động',
  activityCount: '2',
  activityLink1: '/#bid-project',
  activityText1: 'Thông tin mời thầu',
  activityLink2: '/thong-tin-chung?tab=faq',
  activityText2: 'Câu hỏi thường gặp',
  serviceTitle: 'Dịch vụ',
  serviceCount: '3',
  serviceLink1: 'https://ytesaigon.vn/dich-vu/xet-nghiem',
  serviceText1: 'Xét nghiệm tại nhà',
  serviceLink2: 'https://ytesaigon.vn/dich-vu/kham-suc-khoe-doanh-nghiep',
  serviceText2: 'Khám sức khỏe doanh nghiệp',
  serviceLink3: 'https://ytesaigon.vn/dich-vu/goi-kham',
  serviceText3: 'Gói khám tổng quát',
};

/** The popup banner (spec 1 §2.8) for everyone; its image ships with the web app (apps/web/public). */
export const DEMO_POPUP = {
  name: 'Ưu đãi khám sức khỏe tháng này',
  content: [
    '<h3>Giảm 20% gói khám tổng quát cho đối tác</h3>',
    '<p>Áp dụng cho các lịch hẹn đặt qua cổng đối tác. <strong>Số lượng có hạn.</strong></p>',
    '<ul><li>Xét nghiệm máu, nước tiểu</li><li>Siêu âm ổ bụng</li><li>Tư vấn kết quả với bác sĩ</li></ul>',
  ].join(''),
  link: 'https://ytesaigon.vn/dich-vu/goi-kham',
  imageUrl: '/popup-uu-dai.png',
  active: true,
  startTime: new Date('2025-01-01T00:00:00+07:00'),
  endTime: new Date('2035-12-31T23:59:59+07:00'),
  groupType: null,
  // Closed, it comes back a week later (server-remembered per account).
  frequency: 'every_n_days',
  frequencyDays: 7,
};

type DemoAccount = {
  username: string;
  type: 'collaborator' | 'company' | 'provider' | 'operator';
  partner?: string;
  email: string;
  phone: string;
  operator?: { displayName: string; role: OperatorRole };
  status?: 'pending';
};

const DEMO_PARTNERS = [
  {
    key: 'ctv',
    type: 'collaborator',
    code: 'CTV-000001',
    name: 'Nguyễn Thị Thu Hà',
    ownerName: 'Nguyễn Thị Thu Hà',
    taxCode: '8012345678',
    phone: '0912345678',
    email: 'thuha.ctv@gmail.com',
    introducerName: 'Trần Văn Minh',
    province: 'TP. Hồ Chí Minh',
    address: '25 Lê Lợi, Phường Bến Thành',
  },
  {
    key: 'ctv2',
    type: 'collaborator',
    code: 'CTV-000008',
    name: 'Trần Quốc Bảo',
    ownerName: 'Trần Quốc Bảo',
    taxCode: '8098765432',
    phone: '0987654321',
    email: 'quocbao.ctv@gmail.com',
    introducerName: 'Nguyễn Thị Thu Hà',
    province: 'Hà Nội',
    address: '12 Kim Mã, Phường Giảng Võ',
  },
  {
    key: 'dn',
    type: 'company',
    code: 'DN-000002',
    name: 'Công ty Cổ phần Dược phẩm Minh An',
    ownerName: 'Lê Quang Vinh',
    taxCode: '0312345678',
    phone: '0283822334',
    email: 'nhansu@minhanpharma.vn',
    introducerName: 'Phạm Thị Lan',
    province: 'TP. Hồ Chí Minh',
    address: '120 Điện Biên Phủ, Phường Đa Kao',
    representative: 'Lê Quang Vinh',
  },
  {
    key: 'dn-hn',
    type: 'company',
    code: 'DN-000003',
    name: 'Chi nhánh Hà Nội',
    parent: 'dn',
    ownerName: 'Đỗ Minh Tuấn',
    taxCode: '0312345678-001',
    phone: '0243556677',
    email: 'hanoi@minhanpharma.vn',
    province: 'Hà Nội',
    address: '18 Trần Hưng Đạo, Hoàn Kiếm',
    representative: 'Đỗ Minh Tuấn',
  },
  {
    key: 'dn-dng',
    type: 'company',
    code: 'DN-000004',
    name: 'Chi nhánh Đà Nẵng',
    parent: 'dn',
    ownerName: 'Hoàng Thị Mai',
    taxCode: '0312345678-002',
    phone: '0236388899',
    email: 'danang@minhanpharma.vn',
    province: 'Đà Nẵng',
    address: '56 Bạch Đằng, Hải Châu',
    representative: 'Hoàng Thị Mai',
  },
  {
    key: 'dn-ct',
    type: 'company',
    code: 'DN-000009',
    name: 'Chi nhánh Cần Thơ',
    parent: 'dn',
    ownerName: 'Phan Thanh Sơn',
    taxCode: '0312345678-003',
    phone: '0292381234',
    email: 'cantho@minhanpharma.vn',
    province: 'Cần Thơ',
    address: '30 Hòa Bình, Ninh Kiều',
    representative: 'Phan Thanh Sơn',
  },
  // A second company with its own sub-unit and contract, to prove that companies never see each other's.
  {
    key: 'dn2',
    type: 'company',
    code: 'DN-000010',
    name: 'Công ty TNHH Thực phẩm Hải Đăng',
    ownerName: 'Vũ Hải Đăng',
    taxCode: '0201234567',
    phone: '0225384567',
    email: 'hanhchinh@haidangfood.vn',
    introducerName: 'Phạm Thị Lan',
    province: 'Hải Phòng',
    address: '45 Lạch Tray, Ngô Quyền',
    representative: 'Vũ Hải Đăng',
  },
  {
    key: 'dn2-qn',
    type: 'company',
    code: 'DN-000011',
    name: 'Nhà máy Quảng Ninh',
    parent: 'dn2',
    ownerName: 'Lê Văn Thịnh',
    taxCode: '0201234567-001',
    phone: '0203382345',
    email: 'quangninh@haidangfood.vn',
    province: 'Quảng Ninh',
    address: '12 Trần Hưng Đạo, Hạ Long',
    representative: 'Lê Văn Thịnh',
  },
  {
    key: 'ncc',
    type: 'provider',
    code: 'NCC-000005',
    name: 'Công ty TNHH Thiết bị Y tế Phương Nam',
    ownerName: 'Võ Thành Nam',
    taxCode: '0309876543',
    phone: '0287300111',
    email: 'kinhdoanh@phuongnammed.vn',
    introducerName: 'Bùi Anh Khoa',
    province: 'TP. Hồ Chí Minh',
    address: '9 Cộng Hòa, Tân Bình',
    representative: 'Võ Thành Nam',
  },
  {
    key: 'ncc2',
    type: 'provider',
    code: 'NCC-000006',
    name: 'Công ty TNHH Vật tư Y khoa Sao Mai',
    ownerName: 'Trịnh Thu Trang',
    taxCode: '0105556677',
    phone: '0246270222',
    email: 'lienhe@saomaimed.vn',
    introducerName: 'Ngô Đức Anh',
    province: 'Hà Nội',
    address: '77 Giải Phóng, Hai Bà Trưng',
    representative: 'Trịnh Thu Trang',
  },
  {
    key: 'ncc_pending',
    type: 'provider',
    code: 'NCC-000007',
    name: 'Công ty TNHH Xét nghiệm An Khang',
    ownerName: 'Đinh Văn Khang',
    taxCode: '0317770001',
    phone: '0283456789',
    email: 'dangky@ankhanglab.vn',
    introducerName: 'Lý Thanh Tâm',
    province: 'TP. Hồ Chí Minh',
    address: '15 Nguyễn Thị Minh Khai, Quận 1',
    representative: 'Đinh Văn Khang',
  },
] as const;

const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'ctv_demo', type: 'collaborator', partner: 'ctv', email: 'thuha.ctv@gmail.com', phone: '0912345678' },
  // A second collaborator, to prove that collaborators never see each other's orders and patients.
  { username: 'ctv_demo2', type: 'collaborator', partner: 'ctv2', email: 'quocbao.ctv@gmail.com', phone: '0987654321' },
  { username: 'dn_demo', type: 'company', partner: 'dn', email: 'nhansu@minhanpharma.vn', phone: '0283822334' },
  // dn_demo's staff (dn_demo_sub among them), and the other demo partners', come with their roles (seed-personnel.ts).
  // A second company, to prove that companies never see each other's sub-units, contracts and sets.
  { username: 'dn_demo2', type: 'company', partner: 'dn2', email: 'hanhchinh@haidangfood.vn', phone: '0225384567' },
  { username: 'ncc_demo', type: 'provider', partner: 'ncc', email: 'kinhdoanh@phuongnammed.vn', phone: '0287300111' },
  { username: 'ncc_demo2', type: 'provider', partner: 'ncc2', email: 'lienhe@saomaimed.vn', phone: '0246270222' },
  // A registration waiting for the operator (no licence file: the demo data has no storage).
  {
    username: 'ncc_cho_duyet',
    type: 'provider',
    partner: 'ncc_pending',
    email: 'dangky@ankhanglab.vn',
    phone: '0283456789',
    status: 'pending',
  },
  // One operator per role.
  operator('admin_demo', 'Nguyễn Minh Quân', 'administrator', 'quantri@ytesaigon.vn', '0283838686'),
  operator('qt_dauthau', 'Phạm Thu Trang', 'tender_officer', 'dauthau@ytesaigon.vn', '0283838687'),
  operator('qt_cskh', 'Lê Hoàng Yến', 'customer_care', 'cskh@ytesaigon.vn', '0283838688'),
  operator('qt_ketoan', 'Trần Đức Long', 'accountant', 'ketoan@ytesaigon.vn', '0283838689'),
  operator('qt_noidung', 'Vũ Ngọc Anh', 'content_editor', 'noidung@ytesaigon.vn', '0283838690'),
];

/** The demo data's own accounts: a production server refuses to start while one exists (lib/production-checks.ts). */
export const DEMO_USERNAMES: readonly string[] = DEMO_ACCOUNTS.map((a) => a.username);

function operator(username: string, displayName: string, role: OperatorRole, email: string, phone: string): DemoAccount {
  return { username, type: 'operator', email, phone, operator: { displayName, role } };
}

/**
 * Loads the demo data set once, into an empty database (no accounts yet). Runs in one
 * transaction under an advisory lock, so two servers starting together seed it once.
 */
export async function seedDemo(db: Db, storage?: Storage): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Demo files are staged during the transaction and promoted once it has committed.
  const staged: string[] = [];
  const loaded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from users`);
    if ((rows[0]?.n ?? 0) > 0) return false;
    const ids = new Map<string, string>();
    for (const p of DEMO_PARTNERS) {
      const { key, ...values } = p;
      const parentId = 'parent' in values ? ids.get(values.parent) : undefined;
      const [row] = await tx
        .insert(partners)
        .values({ ...values, parentId: parentId ?? null, status: key === 'ncc_pending' ? 'pending' : 'active' })
        .returning({ id: partners.id });
      if (row) ids.set(key, row.id);
    }
    await tx.execute(sql`select setval('partner_code_seq', 100)`);
    await tx.insert(users).values(
      DEMO_ACCOUNTS.map((a) => ({
        username: a.username,
        type: a.type,
        partnerId: a.partner ? (ids.get(a.partner) ?? null) : null,
        passwordHash,
        email: a.email,
        phone: a.phone,
        status: a.status ?? ('active' as const),
        displayName: a.operator?.displayName ?? null,
        operatorRole: a.operator?.role ?? null,
      })),
    );
    await seedPersonnel(tx, ids, passwordHash);
    // A rename waiting for the operator.
    const ncc2 = ids.get('ncc2');
    if (ncc2) {
      await tx.insert(renameRequests).values({
        partnerId: ncc2,
        oldName: 'Công ty TNHH Vật tư Y khoa Sao Mai',
        newName: 'Công ty Cổ phần Vật tư Y khoa Sao Mai',
        reason: 'Chuyển đổi loại hình doanh nghiệp',
      });
    }
    await tx
      .insert(footerItems)
      .values(Object.entries(DEMO_FOOTER).map(([key, value], sort) => ({ key, value, sort })))
      .onConflictDoNothing();
    await tx.insert(popups).values({ ...DEMO_POPUP, content: sanitizeRichText(DEMO_POPUP.content) });
    await seedOrganization(tx);
    await seedTendering(tx, storage, staged);
    await seedContracts(tx, ids);
    await seedOrders(tx, ids);
    await seedCompanies(tx, ids, storage, staged);
    await seedContent(tx);
    await seedEngagement(tx);
    await seedMedia(tx, storage, staged);
    await seedNotifications(tx, ids);
    await seedDebtLetters(tx, ids, storage, staged);
    await seedSupplierProfiles(tx, ids, storage, staged);
    // monthly deferred-payment reports (after the orders they are built from)
    await seedDeferredPayments(tx, ids, storage, staged);
    return true;
  });
  for (const id of staged) await storage?.promote(id);
  return loaded;
}
