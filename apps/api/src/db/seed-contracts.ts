import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from './client.ts';
import { insertFileRows } from './files-repository.ts';
import type { Storage } from '../lib/storage.ts';
import { contractCategories, contractFiles, contractProgress, contracts, partners, products } from './schema.ts';

/** Demo contracts of the two demo providers (keys of the demo partners in seed.ts). */
const DEMO_CONTRACTS = [
  {
    partner: 'ncc',
    code: 'HD-2026/001-PNM',
    name: 'Cung cấp vật tư tiêu hao xét nghiệm năm 2026',
    status: 'Active',
    contractTypeId: 1,
    category: 'Vật tư tiêu hao',
    dateSigned: '2026-01-05',
    dateFrom: '2026-01-10',
    dateTo: '2026-12-31',
    totalValue: 1_250_000_000,
    contactName: 'Võ Thành Nam',
    contactPhone: '0287300111',
    contactEmail: 'kinhdoanh@phuongnammed.vn',
    contactPosition: 'Giám đốc kinh doanh',
    files: ['Hop-dong-HD-2026-001.pdf', 'Phu-luc-danh-muc-vat-tu.pdf'],
    progress: [
      [1, '2026-01-20', 'Giao hàng đợt 1', 'Giao 40% số lượng ống nghiệm và kim lấy máu tại kho Quận 1.'],
      [2, '2026-02-05', 'Thanh toán đợt 1', 'Thanh toán 30% giá trị hợp đồng sau nghiệm thu đợt 1.'],
      [1, '2026-04-15', 'Giao hàng đợt 2', 'Giao 30% số lượng còn lại tại kho Hà Nội.'],
    ],
  },
  {
    partner: 'ncc',
    code: 'HD-2025/118-PNM',
    name: 'Cung cấp hóa chất sinh hóa quý IV/2025',
    status: 'Ended',
    contractTypeId: 1,
    category: 'Hóa chất xét nghiệm',
    dateSigned: '2025-09-15',
    dateFrom: '2025-10-01',
    dateTo: '2025-12-31',
    totalValue: 480_000_000,
    contactName: 'Võ Thành Nam',
    contactPhone: '0287300111',
    contactEmail: 'kinhdoanh@phuongnammed.vn',
    contactPosition: 'Giám đốc kinh doanh',
    files: ['Hop-dong-HD-2025-118.pdf'],
    progress: [
      [1, '2025-10-10', 'Giao hàng toàn bộ', 'Giao đủ hóa chất theo phụ lục.'],
      [2, '2025-11-10', 'Thanh toán 50%', ''],
      [2, '2026-01-15', 'Thanh toán hoàn tất', 'Thanh toán phần còn lại sau thanh lý hợp đồng.'],
    ],
  },
  {
    partner: 'ncc',
    code: 'HD-2026/014-PNM',
    name: 'Bảo trì máy xét nghiệm huyết học',
    status: 'Suspended',
    contractTypeId: 3,
    category: 'Dịch vụ bảo trì',
    dateSigned: '2026-02-20',
    dateFrom: '2026-03-01',
    dateTo: '2027-02-28',
    totalValue: 96_000_000,
    contactName: 'Lê Văn Hùng',
    contactPhone: '0909123456',
    contactEmail: 'kythuat@phuongnammed.vn',
    contactPosition: 'Trưởng phòng kỹ thuật',
    files: [],
    progress: [],
  },
  {
    partner: 'ncc',
    code: 'HD-2026/021-PNM',
    name: 'Cung cấp máy ly tâm và phụ kiện',
    status: 'Draft',
    contractTypeId: 2,
    category: 'Thiết bị y tế',
    dateSigned: '2026-03-02',
    dateFrom: '2026-03-15',
    dateTo: '2026-06-30',
    totalValue: 310_500_000,
    contactName: 'Võ Thành Nam',
    contactPhone: '0287300111',
    contactEmail: 'kinhdoanh@phuongnammed.vn',
    contactPosition: 'Giám đốc kinh doanh',
    files: ['Du-thao-HD-2026-021.pdf'],
    progress: [],
  },
  {
    partner: 'ncc',
    code: 'HD-2026/030-PNM',
    name: 'Cung cấp găng tay và khẩu trang y tế',
    status: 'Active',
    contractTypeId: 1,
    category: 'Vật tư tiêu hao',
    dateSigned: '2026-03-18',
    dateFrom: '2026-04-01',
    dateTo: '2026-09-30',
    totalValue: 175_000_000,
    contactName: 'Võ Thành Nam',
    contactPhone: '0287300111',
    contactEmail: 'kinhdoanh@phuongnammed.vn',
    contactPosition: 'Giám đốc kinh doanh',
    files: [],
    progress: [[1, '2026-04-05', 'Giao hàng đợt 1', 'Giao 20.000 đôi găng tay.']],
  },
  {
    partner: 'ncc',
    code: 'HD-2025/090-PNM',
    name: 'Cung cấp ống nghiệm chân không 2025',
    status: 'Ended',
    contractTypeId: 4,
    category: 'Vật tư tiêu hao',
    dateSigned: '2025-03-01',
    dateFrom: '2025-03-01',
    dateTo: '2025-12-31',
    totalValue: 620_000_000,
    contactName: 'Võ Thành Nam',
    contactPhone: '0287300111',
    contactEmail: 'kinhdoanh@phuongnammed.vn',
    contactPosition: 'Giám đốc kinh doanh',
    files: [],
    progress: [],
  },
  {
    partner: 'ncc2',
    code: 'HD-2026/007-SM',
    name: 'Cung cấp test nhanh và sinh phẩm',
    status: 'Active',
    contractTypeId: 1,
    category: 'Hóa chất xét nghiệm',
    dateSigned: '2026-01-12',
    dateFrom: '2026-02-01',
    dateTo: '2026-12-31',
    totalValue: 840_000_000,
    contactName: 'Trịnh Thu Trang',
    contactPhone: '0246270222',
    contactEmail: 'lienhe@saomaimed.vn',
    contactPosition: 'Giám đốc',
    files: ['Hop-dong-HD-2026-007.pdf'],
    progress: [[1, '2026-02-10', 'Giao hàng đợt 1', 'Giao 5.000 test nhanh.']],
  },
] as const;

const DEMO_PRODUCTS = [
  {
    partner: 'ncc',
    code: 'ONG-EDTA-2ML',
    name: 'Ống nghiệm EDTA 2 ml',
    unit: 'Hộp',
    category: 'Vật tư lấy mẫu',
    price: 185_000,
    status: 'selling',
    description: 'Hộp 100 ống, nắp tím, chân không.',
  },
  {
    partner: 'ncc',
    code: 'KIM-21G',
    name: 'Kim lấy máu chân không 21G',
    unit: 'Hộp',
    category: 'Vật tư lấy mẫu',
    price: 210_000,
    status: 'selling',
    description: 'Hộp 100 kim, vô trùng.',
  },
  {
    partner: 'ncc',
    code: 'GT-NITRILE-M',
    name: 'Găng tay nitrile cỡ M',
    unit: 'Hộp',
    category: 'Bảo hộ',
    price: 95_000,
    status: 'selling',
    description: 'Hộp 100 chiếc, không bột.',
  },
  {
    partner: 'ncc',
    code: 'HC-GLU-500',
    name: 'Hóa chất định lượng Glucose 500 ml',
    unit: 'Chai',
    category: 'Hóa chất',
    price: 1_450_000,
    status: 'stopped',
    description: 'Ngừng nhập từ quý I/2026.',
  },
  {
    partner: 'ncc2',
    code: 'TEST-HBSAG',
    name: 'Test nhanh HBsAg',
    unit: 'Hộp',
    category: 'Test nhanh',
    price: 520_000,
    status: 'selling',
    description: 'Hộp 50 test.',
  },
  {
    partner: 'ncc2',
    code: 'TEST-HIV',
    name: 'Test nhanh HIV 1/2',
    unit: 'Hộp',
    category: 'Test nhanh',
    price: 760_000,
    status: 'selling',
    description: 'Hộp 40 test.',
  },
] as const;

/**
 * A demo PDF staged in the storage, with the owner and upload its `files` row is written from
 * (`insertFileRows`, then promote the file).
 */
export async function stageDemoPdf(storage: Storage, file: { partnerId: string; purpose: string; name: string; title: string }) {
  const staged = await storage.stage(Readable.from([demoPdf(file.title)]), () => false);
  return {
    owner: { partnerId: file.partnerId, purpose: file.purpose },
    upload: { id: staged.id, name: file.name, mime: 'application/pdf', size: staged.size, sha256: staged.sha256 },
  };
}

/**
 * A demo PDF's `files` row, inside the demo data's transaction; its bytes are staged when there is a
 * storage (`staged` collects the ids to promote once committed), else only the row exists (the
 * test template).
 */
export async function storeDemoPdf(
  tx: Executor,
  storage: Storage | undefined,
  staged: string[],
  file: { partnerId: string | null; purpose: string; name: string; title: string },
): Promise<string> {
  const bytes = demoPdf(file.title);
  let id: string = randomUUID();
  if (storage) {
    id = (await storage.stage(Readable.from([bytes]), () => false)).id;
    staged.push(id);
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await insertFileRows(tx, { partnerId: file.partnerId, purpose: file.purpose }, [
    { id, name: file.name, mime: 'application/pdf', size: bytes.length, sha256 },
  ]);
  return id;
}

/** A small, valid PDF whose page names the document, so a demo download opens. */
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[^\x20-\x7e]/g, '_').replace(/[()\\]/g, '_');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '', // content stream, below
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = `BT /F1 18 Tf 60 760 Td (${text}) Tj ET`;
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Contracts with their progress, and products, for the demo providers (inside seedDemo's transaction). */
export async function seedContracts(tx: Executor, partnerIds: ReadonlyMap<string, string>): Promise<void> {
  const categories = new Map((await tx.select().from(contractCategories)).map((c) => [c.name, c.id]));
  for (const c of DEMO_CONTRACTS) {
    const partnerId = partnerIds.get(c.partner);
    if (!partnerId) continue;
    const { partner: _p, category, files: _f, progress, ...values } = c;
    const [row] = await tx
      .insert(contracts)
      .values({ ...values, partnerId, categoryId: categories.get(category) ?? null })
      .returning({ id: contracts.id });
    if (row && progress.length)
      await tx
        .insert(contractProgress)
        .values(progress.map(([progressType, date, name, content]) => ({ contractId: row.id, progressType, date, name, content })));
  }
  for (const p of DEMO_PRODUCTS) {
    const partnerId = partnerIds.get(p.partner);
    if (partnerId) {
      const { partner: _p, ...values } = p;
      await tx.insert(products).values({ ...values, partnerId });
    }
  }
}

/**
 * The demo contracts' documents, written into the storage the server uses (seedDemo has the
 * database only). Runs while none of the demo contracts has a document, so a restart adds nothing.
 */
export async function seedDemoContractFiles(db: Db, storage: Storage): Promise<number> {
  const wanted = DEMO_CONTRACTS.filter((c) => c.files.length);
  const codes = wanted.map((c) => c.code);
  const rows = await db
    .select({ id: contracts.id, code: contracts.code, partnerId: contracts.partnerId })
    .from(contracts)
    .innerJoin(partners, eq(partners.id, contracts.partnerId))
    .where(inArray(contracts.code, codes));
  if (!rows.length) return 0;
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contractFiles)
    .where(
      inArray(
        contractFiles.contractId,
        rows.map((r) => r.id),
      ),
    );
  if ((existing?.n ?? 0) > 0) return 0;
  const staged: Array<{ contractId: string; file: Awaited<ReturnType<typeof stageDemoPdf>> }> = [];
  for (const row of rows) {
    const demo = wanted.find((c) => c.code === row.code);
    for (const name of demo?.files ?? []) {
      const file = await stageDemoPdf(storage, { partnerId: row.partnerId, purpose: 'contract', name, title: `${row.code} - ${name}` });
      staged.push({ contractId: row.id, file });
    }
  }
  await db.transaction(async (tx) => {
    for (const s of staged) await insertFileRows(tx, s.file.owner, [s.file.upload]);
    await tx.insert(contractFiles).values(staged.map((s) => ({ contractId: s.contractId, fileId: s.file.upload.id })));
  });
  for (const s of staged) await storage.promote(s.file.upload.id);
  return staged.length;
}

/** Ids of a demo contract by its code (tests). */
export async function demoContractId(db: Executor, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.code, code)))
    .limit(1);
  return row?.id;
}
