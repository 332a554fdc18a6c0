import { inArray } from 'drizzle-orm';
import type { FeedbackArea, FeedbackReason, PartnerType } from '@portal/contract';
import { sanitizeRichText } from '../lib/sanitize-html.ts';
import type { Executor } from './client.ts';
import { cooperationContacts, cooperationPages, feedback, users } from './schema.ts';

/*
 * The engagement area's demo data: the cooperation programme of each partner type, a few contacts
 * from the form (one handled) and feedback from the demo partners. Times are counted from now.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const DEMO_COOPERATION_PAGES: Readonly<
  Record<PartnerType, { title: string; summary: string; body: string; benefits: readonly string[] }>
> = {
  collaborator: {
    title: 'Trở thành cộng tác viên y tế',
    summary:
      'Dành cho bác sĩ, điều dưỡng, dược sĩ và nhân viên y tế muốn giới thiệu dịch vụ xét nghiệm, khám sức khỏe chất lượng cho người bệnh và cộng đồng.',
    body: [
      '<h3>Cách thức hợp tác</h3>',
      '<p>Cộng tác viên tạo chỉ định xét nghiệm cho người bệnh ngay trên cổng đối tác. Nhân viên lấy mẫu của chúng tôi đến tận nhà hoặc người bệnh đến cơ sở gần nhất; kết quả được trả trực tuyến cho cả cộng tác viên và người bệnh.</p>',
      '<h3>Quy trình tham gia</h3>',
      '<ol><li>Gửi thông tin liên hệ qua biểu mẫu bên dưới hoặc đăng ký tài khoản cộng tác viên.</li><li>Bộ phận chăm sóc đối tác liên hệ, tư vấn chính sách và ký thỏa thuận hợp tác.</li><li>Tài khoản được kích hoạt, bạn bắt đầu tạo chỉ định và theo dõi công nợ hằng tháng.</li></ol>',
      '<p>Chính sách đơn giá tư vấn được công bố minh bạch trên trang <strong>Đơn giá tư vấn</strong> sau khi đăng nhập.</p>',
    ].join(''),
    benefits: [
      'Hoa hồng theo từng chỉ định, đối soát và thanh toán hằng tháng',
      'Lấy mẫu tận nơi tại TP.HCM, Hà Nội và các tỉnh lân cận',
      'Theo dõi tiến trình và kết quả xét nghiệm trực tuyến',
      'Đội ngũ chuyên môn hỗ trợ đọc kết quả 24/7',
    ],
  },
  company: {
    title: 'Chăm sóc sức khỏe cho doanh nghiệp',
    summary: 'Giải pháp khám sức khỏe định kỳ, khám tuyển dụng và khám nghề nghiệp trọn gói cho doanh nghiệp từ 20 đến hàng nghìn nhân sự.',
    body: [
      '<h3>Dịch vụ dành cho doanh nghiệp</h3>',
      '<p>Chúng tôi thiết kế gói khám theo ngành nghề, độ tuổi và ngân sách của doanh nghiệp; tổ chức khám tại văn phòng, nhà máy hoặc tại cơ sở y tế đối tác trên toàn quốc.</p>',
      '<ul><li>Khám sức khỏe định kỳ theo Thông tư 32/2023/TT-BYT</li><li>Khám tuyển dụng, khám nghề nghiệp, khám bệnh nghề nghiệp</li><li>Tầm soát chuyên sâu: tim mạch, ung thư, chuyển hóa</li></ul>',
      '<h3>Quản lý trên cổng đối tác</h3>',
      '<p>Doanh nghiệp quản lý đơn vị trực thuộc, hợp đồng, danh sách nhân viên và lịch khám; theo dõi tiến độ khám theo thời gian thực và nhận báo cáo tổng hợp sau đợt khám.</p>',
    ].join(''),
    benefits: [
      'Báo giá theo số lượng, ưu đãi cho hợp đồng nhiều năm',
      'Tổ chức khám tại doanh nghiệp, không gián đoạn sản xuất',
      'Báo cáo sức khỏe tổng hợp và tư vấn sau khám',
      'Một đầu mối chăm sóc riêng cho từng doanh nghiệp',
    ],
  },
  provider: {
    title: 'Hợp tác cùng nhà cung cấp',
    summary:
      'Chúng tôi tìm kiếm nhà cung cấp trang thiết bị, vật tư tiêu hao, hóa chất xét nghiệm và dịch vụ y tế uy tín, hợp tác lâu dài, minh bạch.',
    body: [
      '<h3>Lĩnh vực đang tìm đối tác</h3>',
      '<ul><li>Máy xét nghiệm sinh hóa, huyết học, miễn dịch và vật tư đi kèm</li><li>Hóa chất, sinh phẩm chẩn đoán</li><li>Vật tư tiêu hao, dụng cụ lấy mẫu</li><li>Dịch vụ bảo trì, hiệu chuẩn thiết bị</li></ul>',
      '<h3>Đấu thầu minh bạch</h3>',
      '<p>Các gói mua sắm được đăng công khai tại mục <strong>Thầu</strong>. Nhà cung cấp đã đăng ký nộp hồ sơ dự thầu trực tuyến, theo dõi yêu cầu bổ sung và kết quả ngay trên cổng đối tác.</p>',
    ].join(''),
    benefits: [
      'Thông tin gói thầu công khai, tiêu chí đánh giá rõ ràng',
      'Nộp hồ sơ, bổ sung tài liệu hoàn toàn trực tuyến',
      'Theo dõi hợp đồng, tiến độ cung ứng và thanh toán',
      'Thanh toán đúng hạn theo tiến độ hợp đồng',
    ],
  },
};

const CONTACTS = [
  {
    name: 'Nguyễn Thị Lan',
    phone: '0903123456',
    email: 'lan.nguyen@phongkhamanphuc.vn',
    organisation: 'Phòng khám Đa khoa An Phúc',
    partnerType: 'collaborator',
    message: 'Phòng khám chúng tôi muốn gửi mẫu xét nghiệm chuyên sâu. Xin cho biết chính sách cộng tác và thời gian trả kết quả.',
    hoursAgo: 5,
  },
  {
    name: 'Trần Minh Đức',
    phone: '0938765432',
    email: 'duc.tran@thepvietnhat.vn',
    organisation: 'Công ty TNHH Thép Việt Nhật',
    partnerType: 'company',
    message: 'Chúng tôi cần báo giá khám sức khỏe định kỳ cho khoảng 450 công nhân tại Bình Dương, dự kiến vào tháng tới.',
    hoursAgo: 30,
  },
  {
    name: 'Lê Hoàng Nam',
    phone: '0977112233',
    email: 'nam.le@medisupply.vn',
    organisation: 'Công ty CP Vật tư Y tế MediSupply',
    partnerType: 'provider',
    message: 'Chúng tôi phân phối ống lấy máu chân không và kim lấy mẫu, mong được giới thiệu sản phẩm và tham gia các gói thầu sắp tới.',
    hoursAgo: 72,
    handled: 'Đã gọi điện, hẹn gặp trình bày sản phẩm tuần sau.',
  },
] as const;

const FEEDBACK: readonly {
  username: string;
  stars: number;
  reasons: FeedbackReason[];
  otherReason?: string;
  comment: string;
  area: FeedbackArea;
  hoursAgo: number;
}[] = [
  {
    username: 'ctv_demo',
    stars: 4,
    reasons: ['ease', 'speed'],
    comment: 'Tạo chỉ định nhanh, nhưng mong có thêm bộ lọc theo ngày lấy mẫu.',
    area: 'orders',
    hoursAgo: 3,
  },
  {
    username: 'dn_demo',
    stars: 2,
    reasons: ['information'],
    otherReason: 'Tệp mẫu danh sách nhân viên khó dùng',
    comment: 'Cần hướng dẫn chi tiết hơn khi nhập danh sách nhân viên.',
    area: 'company',
    hoursAgo: 26,
  },
  {
    username: 'ncc_demo',
    stars: 5,
    reasons: ['support'],
    comment: 'Bộ phận hỗ trợ phản hồi yêu cầu làm rõ rất nhanh.',
    area: 'tendering',
    hoursAgo: 50,
  },
];

export async function seedEngagement(tx: Executor, now: Date = new Date()): Promise<void> {
  await tx.insert(cooperationPages).values(
    Object.entries(DEMO_COOPERATION_PAGES).map(([partnerType, page]) => ({
      partnerType,
      title: page.title,
      summary: page.summary,
      body: sanitizeRichText(page.body),
      benefits: [...page.benefits],
    })),
  );
  await tx.insert(cooperationContacts).values(
    CONTACTS.map(({ hoursAgo, ...c }) => {
      const createdAt = new Date(now.getTime() - hoursAgo * HOUR);
      const { handled, ...contact }: typeof c & { handled?: string } = c;
      return {
        ...contact,
        createdAt,
        ...(handled ? { status: 'handled', note: handled, handledAt: new Date(createdAt.getTime() + DAY) } : {}),
      };
    }),
  );
  const accounts = await tx
    .select({ id: users.id, username: users.username, partnerId: users.partnerId })
    .from(users)
    .where(
      inArray(
        users.username,
        FEEDBACK.map((f) => f.username),
      ),
    );
  const rows = FEEDBACK.flatMap(({ hoursAgo, ...f }) => {
    const account = accounts.find((a) => a.username === f.username);
    if (!account?.partnerId) return [];
    return [{ ...f, partnerId: account.partnerId, userId: account.id, createdAt: new Date(now.getTime() - hoursAgo * HOUR) }];
  });
  if (rows.length) await tx.insert(feedback).values(rows);
}
