import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { HISTORY_ACTION, REQUEST_TYPE, SUBMIT_STATUS } from '@portal/contract';
import type { Executor } from './client.ts';
import { insertFileRows } from './files-repository.ts';
import {
  bidCategories,
  bidCategoryInfos,
  bidCustomValues,
  bidHistory,
  bidPostFiles,
  bidPostInfos,
  bidPosts,
  bidRequestReplies,
  bidRequests,
  bidSubmissionFiles,
  bidSubmissionProgress,
  bidSubmissions,
  partners,
  users,
} from './schema.ts';
import type { Storage } from '../lib/storage.ts';
import { sanitizeRichText } from '../lib/sanitize-html.ts';
import { DEMO_ORGANIZATION } from './seed-organization.ts';

/** What a provider writes in a post's text fields (by the field's name), as a real submission would. */
const DEMO_ANSWERS: Readonly<Record<string, string>> = {
  'Xuất xứ thiết bị': 'Nhật Bản (Sysmex), nhập khẩu chính hãng qua nhà phân phối ủy quyền',
  'Thời gian bảo hành': '24 tháng kể từ ngày nghiệm thu, bảo trì định kỳ 6 tháng một lần',
  'Hạn sử dụng tối thiểu': 'Còn tối thiểu 12 tháng tính từ ngày giao hàng',
  'Quy cách đóng gói': 'Hộp 100 test, bảo quản 2–8 °C, vận chuyển thùng lạnh có ghi nhiệt độ',
  'Số đăng ký lưu hành': 'Số lưu hành 2300145ĐKLH/BYT-TB-CT, còn hiệu lực đến 12/2028',
  'Kinh nghiệm bảo trì (năm)': '8 năm bảo trì hệ thống xét nghiệm cho các bệnh viện tuyến tỉnh',
};

/**
 * Tendering demo data (spec 2): categories with their template items, bid posts in every status
 * (post 1 an Open one with a full info tab), ncc_demo's and ncc_demo2's submissions with files,
 * schedules, custom values, history, clarification requests and the inviting party's requests.
 * Files are written through the storage when there is one (staged now, promoted once committed:
 * `staged` collects their ids); without one (the test template) only their rows exist.
 */

const DAY = 86_400_000;

/** A minimal valid PDF with one line of text. */
function pdf(text: string): Buffer {
  const stream = `BT /F1 14 Tf 60 780 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

type DemoFile = { name: string; ascii: string };

export async function seedTendering(tx: Executor, storage: Storage | undefined, staged: string[]): Promise<void> {
  const existing = await tx.select({ id: bidPosts.id }).from(bidPosts).limit(1);
  if (existing.length) return;

  const store = async (file: DemoFile, partnerId: string | null, purpose: string): Promise<string> => {
    const bytes = pdf(file.ascii);
    let id: string = randomUUID();
    if (storage) {
      const s = await storage.stage(Readable.from([bytes]), () => false);
      id = s.id;
      staged.push(id);
    }
    await insertFileRows(tx, { purpose, partnerId }, [
      { id, name: file.name, mime: 'application/pdf', size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') },
    ]);
    return id;
  };

  // ---- categories and their template items ----
  const CATEGORIES: Array<{ name: string; items: Array<[string, boolean, number]> }> = [
    {
      name: 'Thiết bị y tế',
      items: [
        ['Xuất xứ thiết bị', true, 0],
        ['Giấy phép lưu hành', true, 1],
        ['Thời gian bảo hành', false, 0],
        ['Catalogue sản phẩm', false, 1],
      ],
    },
    {
      name: 'Hoá chất xét nghiệm',
      items: [
        ['Hạn sử dụng tối thiểu', true, 0],
        ['Phiếu kiểm nghiệm (CoA)', true, 1],
      ],
    },
    {
      name: 'Vật tư tiêu hao',
      items: [
        ['Quy cách đóng gói', true, 0],
        ['Mẫu sản phẩm (ảnh/tài liệu)', false, 1],
      ],
    },
    {
      name: 'Dược phẩm',
      items: [
        ['Số đăng ký lưu hành', true, 0],
        ['Giấy chứng nhận GMP', true, 1],
      ],
    },
    {
      name: 'Dịch vụ bảo trì',
      items: [
        ['Kinh nghiệm bảo trì (năm)', true, 0],
        ['Hồ sơ năng lực', false, 1],
      ],
    },
  ];
  const categoryIds: number[] = [];
  for (const [sort, c] of CATEGORIES.entries()) {
    const [row] = await tx.insert(bidCategories).values({ name: c.name, sort }).returning({ id: bidCategories.id });
    if (!row) continue;
    categoryIds.push(row.id);
    await tx
      .insert(bidCategoryInfos)
      .values(c.items.map(([name, isRequired, type], i) => ({ categoryId: row.id, name, isRequired, type, sort: i })));
  }

  const [officer] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'qt_dauthau')).limit(1);
  const now = Date.now();
  const at = (days: number, hour = 17) => {
    const d = new Date(now + days * DAY);
    // 17:00 Vietnam time on that day.
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour - 7, 0, 0));
  };

  type PostSeed = {
    name: string;
    bidName: string;
    category: number;
    status: number;
    open: number;
    close: number;
    published?: boolean;
    files?: DemoFile[];
  };
  const POSTS: PostSeed[] = [
    {
      name: 'Mua sắm máy siêu âm Doppler màu cho phòng khám Quận 1',
      bidName: 'Gói thầu số 01/2026: Máy siêu âm Doppler màu 4D',
      category: 0,
      status: 1,
      open: -5,
      close: 20,
      files: [
        { name: 'Hồ sơ mời thầu - Máy siêu âm.pdf', ascii: 'Ho so moi thau - May sieu am Doppler mau 4D' },
        { name: 'Yêu cầu kỹ thuật chi tiết.pdf', ascii: 'Yeu cau ky thuat chi tiet' },
        { name: 'Mẫu hợp đồng dự kiến.pdf', ascii: 'Mau hop dong du kien' },
      ],
    },
    {
      name: 'Cung cấp hoá chất xét nghiệm sinh hoá năm 2026',
      bidName: 'Gói thầu số 02/2026: Hoá chất sinh hoá',
      category: 1,
      status: 1,
      open: -10,
      close: 1,
      files: [{ name: 'Danh mục hoá chất.pdf', ascii: 'Danh muc hoa chat sinh hoa' }],
    },
    {
      name: 'Vật tư tiêu hao phòng mổ quý II',
      bidName: 'Gói thầu số 03/2026: Vật tư phòng mổ',
      category: 2,
      status: 1,
      open: -3,
      close: 3,
    },
    {
      name: 'Thuốc điều trị ngoại trú 6 tháng',
      bidName: 'Gói thầu số 04/2026: Thuốc ngoại trú',
      category: 3,
      status: 1,
      open: -2,
      close: 6,
    },
    {
      name: 'Bảo trì hệ thống X-quang kỹ thuật số',
      bidName: 'Gói thầu số 05/2026: Bảo trì X-quang',
      category: 4,
      status: 2,
      open: -30,
      close: -2,
      files: [{ name: 'Phạm vi bảo trì.pdf', ascii: 'Pham vi bao tri X-quang' }],
    },
    {
      name: 'Máy xét nghiệm huyết học tự động',
      bidName: 'Gói thầu số 12/2025: Máy huyết học',
      category: 0,
      status: 3,
      open: -60,
      close: -30,
      published: true,
    },
    { name: 'Găng tay y tế (bản nháp)', bidName: 'Gói thầu số 06/2026: Găng tay', category: 2, status: 0, open: 1, close: 15 },
  ];

  const postIds: number[] = [];
  const infoIds = new Map<number, Array<{ id: string; type: number; name: string }>>();
  for (const [i, p] of POSTS.entries()) {
    const categoryId = categoryIds[p.category] ?? categoryIds[0]!;
    const [row] = await tx
      .insert(bidPosts)
      .values({
        name: p.name,
        bidName: p.bidName,
        invitingParty: DEMO_ORGANIZATION.legalName,
        categoryId,
        contractType: i % 4,
        area: i % 4,
        chooseMode: i % 5,
        publicMode: i % 4,
        applyGroup: i % 3,
        deployDays: 30 + i * 15,
        issueLocation: 'Phòng Vật tư - Thiết bị, 12 Nguyễn Du, Quận 1, TP. Hồ Chí Minh',
        deployLocation: i % 2 ? 'Phòng khám Hà Nội — 45 Láng Hạ, Đống Đa' : 'Phòng khám Quận 1 — 12 Nguyễn Du, TP. Hồ Chí Minh',
        openDate: at(p.open, 8),
        closeDate: at(p.close),
        applyDate: at(p.close + 1, 9),
        contactName: 'Phạm Thu Trang',
        contactPhone: '0283838687',
        contactEmail: 'dauthau@ytesaigon.vn',
        contactPosition: 'Chuyên viên đấu thầu',
        note: sanitizeRichText(
          '<p>Nhà thầu nộp hồ sơ trực tuyến qua cổng đối tác. <strong>Hồ sơ nộp sau thời điểm đóng thầu không được xem xét.</strong></p>',
        ),
        requirements: sanitizeRichText(
          '<ul><li>Có giấy phép kinh doanh thiết bị/vật tư y tế còn hiệu lực</li><li>Đã thực hiện ít nhất 02 hợp đồng tương tự trong 3 năm gần nhất</li><li>Bảo đảm dự thầu 2% giá gói thầu</li></ul>',
        ),
        status: p.status,
        resultsPublishedAt: p.published ? at(p.close + 10) : null,
        createdBy: officer?.id ?? null,
      })
      .returning({ id: bidPosts.id });
    if (!row) continue;
    postIds.push(row.id);
    const template = CATEGORIES[p.category]?.items ?? [];
    const infos = await tx
      .insert(bidPostInfos)
      .values(template.map(([name, isRequired, type], sort) => ({ bidPostId: row.id, name, isRequired, type, sort })))
      .returning({ id: bidPostInfos.id, type: bidPostInfos.type, name: bidPostInfos.name });
    infoIds.set(row.id, infos);
    for (const [sort, f] of (p.files ?? []).entries()) {
      const fileId = await store(f, null, 'bid_post');
      await tx.insert(bidPostFiles).values({ bidPostId: row.id, fileId, name: f.name, sort });
    }
  }

  // ---- submissions ----
  const providers = await tx
    .select({
      userId: users.id,
      username: users.username,
      partnerId: partners.id,
      name: partners.name,
      taxCode: partners.taxCode,
      rep: partners.representative,
    })
    .from(users)
    .innerJoin(partners, eq(partners.id, users.partnerId))
    .where(eq(users.type, 'provider'));
  const ncc = providers.find((p) => p.username === 'ncc_demo');
  const ncc2 = providers.find((p) => p.username === 'ncc_demo2');
  if (!ncc || !ncc2) return;

  type SubmissionSeed = { provider: typeof ncc; post: number; status: number; price: number; daysAgo: number };
  const submit = async (s: SubmissionSeed) => {
    const postId = postIds[s.post]!;
    const [sub] = await tx
      .insert(bidSubmissions)
      .values({
        bidPostId: postId,
        partnerId: s.provider.partnerId,
        status: s.status,
        name: s.provider.name,
        taxCode: s.provider.taxCode,
        representative: s.provider.rep ?? s.provider.name,
        price: s.price,
        shippingMethod: 0,
        discount: 2.5,
        contactName: s.provider.rep ?? 'Người liên hệ',
        contactPhone: '0901234567',
        contactEmail: `dauthau.${s.provider.username}@vidu.vn`,
        contactPosition: 'Trưởng phòng kinh doanh',
        note: 'Giá đã bao gồm VAT, vận chuyển và lắp đặt tại địa điểm thực hiện.',
        createdBy: s.provider.userId,
        createdAt: new Date(now - s.daysAgo * DAY),
        updatedAt: new Date(now - s.daysAgo * DAY),
      })
      .returning({ id: bidSubmissions.id });
    if (!sub) throw new Error('demo submission not written');
    const performer = { performer: s.provider.name, performerId: s.provider.userId };
    const docs: DemoFile[] = [
      { name: 'Hồ sơ năng lực nhà thầu.pdf', ascii: `Ho so nang luc - ${s.provider.username}` },
      { name: 'Bảng báo giá.pdf', ascii: `Bang bao gia - ${s.provider.username}` },
    ];
    const history: Array<typeof bidHistory.$inferInsert> = [];
    const entry = (action: number, subject: string, content: Record<string, unknown>, daysAgo: number) =>
      history.push({
        submissionId: sub.id,
        ...performer,
        actionType: action,
        subject,
        content,
        at: new Date(now - daysAgo * DAY),
        search: `${s.provider.name} ${JSON.stringify(content)}`.toLowerCase(),
      });
    entry(
      HISTORY_ACTION.Create,
      'submission',
      { name: s.provider.name, price: s.price, shippingMethod: 'Đường bộ', discount: 2.5 },
      s.daysAgo,
    );
    for (const d of docs) {
      const fileId = await store(d, s.provider.partnerId, 'bid_submission');
      await tx.insert(bidSubmissionFiles).values({ submissionId: sub.id, fileId, name: d.name });
      entry(HISTORY_ACTION.Create, 'file', { file: d.name }, s.daysAgo);
    }
    const progress = [
      { progressType: 0, name: 'Đợt 1', content: 'Giao 50% số lượng sau 15 ngày ký hợp đồng', sort: 0 },
      { progressType: 0, name: 'Đợt 2', content: 'Giao phần còn lại sau 30 ngày', sort: 1 },
      { progressType: 1, name: 'Tạm ứng', content: 'Tạm ứng 30% giá trị hợp đồng', sort: 2 },
      { progressType: 1, name: 'Quyết toán', content: 'Thanh toán 70% sau nghiệm thu', sort: 3 },
    ];
    await tx.insert(bidSubmissionProgress).values(progress.map((p) => ({ ...p, submissionId: sub.id })));
    for (const p of progress)
      entry(
        HISTORY_ACTION.Create,
        'progress',
        { type: p.progressType ? 'Thanh toán' : 'Cung cấp hàng hoá', name: p.name, content: p.content },
        s.daysAgo,
      );
    for (const info of infoIds.get(postId) ?? []) {
      if (info.type === 0) {
        const content = DEMO_ANSWERS[info.name] ?? `${info.name}: theo hồ sơ kỹ thuật đính kèm`;
        await tx.insert(bidCustomValues).values({ submissionId: sub.id, infoId: info.id, content });
        entry(HISTORY_ACTION.Create, 'customValue', { [info.name]: content }, s.daysAgo);
      } else {
        const f = { name: `${info.name}.pdf`, ascii: `Tai lieu bo sung - ${s.provider.username}` };
        const fileId = await store(f, s.provider.partnerId, 'bid_custom_value');
        await tx.insert(bidCustomValues).values({ submissionId: sub.id, infoId: info.id, fileId, fileName: f.name });
        entry(HISTORY_ACTION.Create, 'customValue', { [info.name]: f.name }, s.daysAgo);
      }
    }
    if (s.daysAgo > 1) entry(HISTORY_ACTION.Edit, 'submission', { price: [s.price + 5_000_000, s.price] }, s.daysAgo - 1);
    await tx.insert(bidHistory).values(history);
    return { id: sub.id, postId };
  };

  const request = (values: Omit<typeof bidRequests.$inferInsert, 'createdByType'> & { createdByType?: string; daysAgo: number }) => {
    const { daysAgo, ...rest } = values;
    return tx
      .insert(bidRequests)
      .values({ createdByType: 'Partner', ...rest, createdAt: new Date(now - daysAgo * DAY), updatedAt: new Date(now - daysAgo * DAY) })
      .returning({ id: bidRequests.id });
  };
  const ymd = (days: number) => at(days).toISOString().slice(0, 10);

  // ncc_demo: in progress on post 1 (Open), with requests and a meeting request.
  const main = await submit({ provider: ncc, post: 0, status: SUBMIT_STATUS.RequestMeet, price: 1_850_000_000, daysAgo: 4 });
  const base = { submissionId: main.id, bidPostId: main.postId, partnerId: ncc.partnerId };
  const [answered] = await request({
    ...base,
    type: REQUEST_TYPE.Clarify,
    createdBy: ncc.userId,
    title: 'Yêu cầu làm rõ cấu hình đầu dò',
    content: 'Đề nghị bên mời thầu làm rõ số lượng đầu dò Convex và Linear yêu cầu trong cấu hình chuẩn.',
    dateRequest: ymd(-1),
    status: 1,
    daysAgo: 3,
  });
  if (answered)
    await tx.insert(bidRequestReplies).values({
      requestId: answered.id,
      createdByType: 'CMS',
      createdBy: officer?.id ?? null,
      content: 'Cấu hình chuẩn gồm 01 đầu dò Convex và 01 đầu dò Linear; đầu dò tim là tuỳ chọn.',
    });
  await request({
    ...base,
    type: REQUEST_TYPE.Clarify,
    createdBy: ncc.userId,
    title: 'Yêu cầu làm rõ thời gian lắp đặt',
    content: 'Thời gian lắp đặt có được tính vào thời gian thực hiện hợp đồng không?',
    dateRequest: ymd(2),
    daysAgo: 1,
  });
  await request({
    ...base,
    type: REQUEST_TYPE.Clarify,
    createdByType: 'CMS',
    createdBy: officer?.id ?? null,
    title: 'Ghi chú nội bộ của tổ chuyên gia',
    content: 'Yêu cầu do bộ phận đấu thầu tạo thay nhà thầu (không hiển thị cho nhà thầu).',
    dateRequest: ymd(1),
    daysAgo: 1,
  });
  await request({
    ...base,
    type: REQUEST_TYPE.Meet,
    createdByType: 'CMS',
    createdBy: officer?.id ?? null,
    content: 'Mời nhà thầu đến trao đổi về phương án lắp đặt và đào tạo sử dụng.',
    dateMeet: at(5, 9),
    address: '12 Nguyễn Du, Quận 1, TP. Hồ Chí Minh',
    nameContact: 'Phạm Thu Trang',
    phoneContact: '0283838687',
    note: 'Vui lòng mang theo catalogue bản gốc.',
    daysAgo: 1,
  });

  // ncc_demo: asked for more documents on the post in Review, deadline in 2 days.
  const review = await submit({ provider: ncc, post: 4, status: SUBMIT_STATUS.RequestUpdate, price: 420_000_000, daysAgo: 20 });
  await request({
    submissionId: review.id,
    bidPostId: review.postId,
    partnerId: ncc.partnerId,
    type: REQUEST_TYPE.Additional,
    createdByType: 'CMS',
    createdBy: officer?.id ?? null,
    content: 'Đề nghị nhà thầu bổ sung báo cáo tài chính 2 năm gần nhất và hồ sơ năng lực bảo trì.',
    dateRequired: ymd(2),
    additional: [1, 2],
    daysAgo: 1,
  });
  await tx.insert(bidHistory).values({
    submissionId: review.id,
    performer: 'Phạm Thu Trang',
    performerId: officer?.id ?? null,
    actionType: HISTORY_ACTION.Update,
    subject: 'status',
    content: { status: ['Đã nộp thầu', 'Yêu cầu bổ sung hồ sơ'] },
    at: new Date(now - DAY),
    search: 'phạm thu trang {"status":["đã nộp thầu","yêu cầu bổ sung hồ sơ"]}',
  });

  // ncc_demo2: its own submission on post 1 and a request, to prove providers see only their own.
  const other = await submit({ provider: ncc2, post: 0, status: SUBMIT_STATUS.Applied, price: 1_920_000_000, daysAgo: 2 });
  await request({
    submissionId: other.id,
    bidPostId: other.postId,
    partnerId: ncc2.partnerId,
    type: REQUEST_TYPE.Clarify,
    createdBy: ncc2.userId,
    title: 'Yêu cầu làm rõ điều kiện bảo hành',
    content: 'Thời gian bảo hành tối thiểu là 24 hay 36 tháng?',
    dateRequest: ymd(3),
    daysAgo: 1,
  });
  // A finished tender: ncc_demo2 won the closed post.
  await submit({ provider: ncc2, post: 5, status: SUBMIT_STATUS.Approve, price: 760_000_000, daysAgo: 45 });
}
