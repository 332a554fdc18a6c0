import { slugify } from '@portal/contract';
import { sanitizeRichText } from '../lib/sanitize-html.ts';
import { faqSearchText, postSearchText } from '../modules/content/content-service.ts';
import type { Executor } from './client.ts';
import { blogCategories, blogPosts, faqCategories, faqs } from './schema.ts';

/*
 * The content area's demo data: three news categories with health-check articles (some on the
 * home page), one scheduled for three days from now (the queue publishes it, see workers.ts) and
 * one draft; FAQ in three categories. Times are counted from now, so the news always looks current.
 */

const DAY = 86_400_000;

const CATEGORIES = [
  { key: 'kham', name: 'Khám sức khỏe', sort: 1 },
  { key: 'xn', name: 'Xét nghiệm', sort: 2 },
  { key: 'tin', name: 'Tin hoạt động', sort: 3 },
] as const;
type CategoryKey = (typeof CATEGORIES)[number]['key'];

type DemoPost = {
  category: CategoryKey;
  title: string;
  description: string;
  isHome?: boolean;
  days: number;
  status?: 'draft' | 'scheduled';
};

/** `days`: when it was (negative) or will be (positive) published. */
export const DEMO_POSTS: readonly DemoPost[] = [
  {
    category: 'kham',
    title: 'Khám sức khỏe định kỳ: vì sao doanh nghiệp không nên bỏ qua',
    description: 'Khám sức khỏe định kỳ giúp phát hiện sớm bệnh lý và giảm chi phí điều trị cho người lao động.',
    isHome: true,
    days: -2,
  },
  {
    category: 'kham',
    title: 'Chuẩn bị gì trước buổi khám sức khỏe tổng quát?',
    description: 'Nhịn ăn sáng, mang theo giấy tờ tùy thân và kết quả khám lần trước để bác sĩ so sánh.',
    isHome: true,
    days: -5,
  },
  {
    category: 'kham',
    title: 'Khám sức khỏe cho người lao động làm việc ca đêm',
    description: 'Những chỉ số cần theo dõi khi làm việc theo ca và cách sắp xếp lịch khám phù hợp.',
    days: -9,
  },
  {
    category: 'xn',
    title: 'Đọc hiểu kết quả xét nghiệm công thức máu',
    description: 'Hồng cầu, bạch cầu, tiểu cầu: ý nghĩa của từng chỉ số trên phiếu kết quả.',
    isHome: true,
    days: -3,
  },
  {
    category: 'xn',
    title: 'Xét nghiệm đường huyết: khi nào cần làm lại?',
    description: 'Đường huyết lúc đói và HbA1c giúp tầm soát đái tháo đường từ sớm.',
    days: -12,
  },
  {
    category: 'xn',
    title: 'Lấy mẫu xét nghiệm tại nhà: quy trình và lưu ý',
    description: 'Đặt lịch, xác nhận thông tin và nhận kết quả trực tuyến mà không cần đến cơ sở y tế.',
    days: -15,
  },
  {
    category: 'tin',
    title: 'Y tế Sài Gòn mở rộng mạng lưới cơ sở khám tại miền Trung',
    description: 'Thêm ba cơ sở tại Đà Nẵng, Huế và Quy Nhơn phục vụ khám sức khỏe doanh nghiệp.',
    isHome: true,
    days: -1,
  },
  {
    category: 'tin',
    title: 'Cổng đối tác ra mắt tính năng theo dõi tiến độ khám',
    description: 'Doanh nghiệp xem tỷ lệ nhân viên đã khám theo từng hợp đồng ngay trên cổng.',
    days: -20,
  },
  {
    category: 'kham',
    title: 'Lịch khám sức khỏe doanh nghiệp quý tới',
    description: 'Các khung giờ còn trống cho đợt khám sức khỏe doanh nghiệp quý tới.',
    days: 3,
    status: 'scheduled',
  },
  {
    category: 'tin',
    title: 'Bản nháp: chương trình ưu đãi gói khám',
    description: 'Nội dung đang soạn, chưa đăng.',
    days: 0,
    status: 'draft',
  },
];

const body = (p: DemoPost) =>
  sanitizeRichText(
    `<p>${p.description}</p><h2>Những điều cần biết</h2><ul><li>Đặt lịch trước ít nhất 2 ngày.</li><li>Mang theo căn cước công dân.</li></ul><p>Liên hệ tổng đài để được tư vấn thêm.</p>`,
  );

const FAQ_CATEGORIES = [
  { key: 'dk', name: 'Tài khoản và đăng ký', sort: 1 },
  { key: 'kham', name: 'Khám và xét nghiệm', sort: 2 },
  { key: 'tt', name: 'Thanh toán và hợp đồng', sort: 3 },
] as const;
type FaqCategoryKey = (typeof FAQ_CATEGORIES)[number]['key'];

export const DEMO_FAQS: ReadonlyArray<{ category: FaqCategoryKey; question: string; answer: string }> = [
  {
    category: 'dk',
    question: 'Làm thế nào để đăng ký tài khoản đối tác?',
    answer: 'Chọn "Đăng ký" ở trang chủ, điền thông tin doanh nghiệp và tải lên giấy phép kinh doanh.',
  },
  {
    category: 'dk',
    question: 'Bao lâu thì tài khoản được duyệt?',
    answer: 'Thông thường trong vòng 1–2 ngày làm việc kể từ khi hồ sơ đầy đủ.',
  },
  {
    category: 'dk',
    question: 'Tôi quên mật khẩu, phải làm sao?',
    answer: 'Chọn "Quên mật khẩu" ở màn hình đăng nhập và làm theo hướng dẫn gửi qua email hoặc số điện thoại.',
  },
  {
    category: 'dk',
    question: 'Có thể tạo tài khoản cho nhân viên không?',
    answer: 'Có. Tài khoản chính tạo nhân sự và phân quyền cho từng người ở mục Nhân sự.',
  },
  {
    category: 'kham',
    question: 'Cần nhịn ăn trước khi khám sức khỏe không?',
    answer: 'Nên nhịn ăn ít nhất 8 giờ trước khi lấy máu xét nghiệm đường huyết và mỡ máu.',
  },
  {
    category: 'kham',
    question: 'Kết quả xét nghiệm có sau bao lâu?',
    answer: 'Phần lớn kết quả có trong ngày; một số xét nghiệm chuyên sâu cần 3–5 ngày.',
  },
  {
    category: 'kham',
    question: 'Có lấy mẫu xét nghiệm tại nhà không?',
    answer: 'Có. Cộng tác viên chọn hình thức lấy mẫu tại nhà khi tạo chỉ định.',
  },
  {
    category: 'tt',
    question: 'Doanh nghiệp thanh toán theo hình thức nào?',
    answer: 'Chuyển khoản theo hợp đồng, theo từng đợt khám hoặc cuối kỳ.',
  },
  {
    category: 'tt',
    question: 'Làm sao xem tiến độ thực hiện hợp đồng?',
    answer: 'Vào mục Hợp đồng, chọn hợp đồng để xem số người đã khám và còn lại.',
  },
  { category: 'tt', question: 'Có xuất hóa đơn điện tử không?', answer: 'Có. Hóa đơn điện tử được gửi qua email sau mỗi đợt thanh toán.' },
];

export async function seedContent(tx: Executor, now: Date = new Date()): Promise<void> {
  const catIds = new Map<string, string>();
  for (const c of CATEGORIES) {
    const [row] = await tx
      .insert(blogCategories)
      .values({ name: c.name, slug: slugify(c.name), sort: c.sort })
      .returning({ id: blogCategories.id });
    if (row) catIds.set(c.key, row.id);
  }
  await tx.insert(blogPosts).values(
    DEMO_POSTS.map((p) => {
      const at = new Date(now.getTime() + p.days * DAY);
      const status = p.status ?? 'published';
      return {
        categoryId: catIds.get(p.category) ?? '',
        title: p.title,
        slug: slugify(p.title),
        description: p.description,
        content: body(p),
        isHome: p.isHome ?? false,
        status,
        publishAt: status === 'scheduled' ? at : null,
        publishedAt: status === 'published' ? at : null,
        searchText: postSearchText(p.title, p.description),
      };
    }),
  );
  const faqCatIds = new Map<string, string>();
  for (const c of FAQ_CATEGORIES) {
    const [row] = await tx.insert(faqCategories).values({ name: c.name, sort: c.sort }).returning({ id: faqCategories.id });
    if (row) faqCatIds.set(c.key, row.id);
  }
  await tx.insert(faqs).values(
    DEMO_FAQS.map((f, sort) => {
      const answer = sanitizeRichText(`<p>${f.answer}</p>`);
      return {
        categoryId: faqCatIds.get(f.category) ?? '',
        question: f.question,
        answer,
        sort,
        searchText: faqSearchText(f.question, answer),
      };
    }),
  );
}
