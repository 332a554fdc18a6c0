import {
  CONTENT_BODY_IMAGE_FIELD,
  CONTENT_COVER_FIELD,
  CONTENT_IMAGE_EXTENSIONS,
  CONTENT_MSG,
  contentEndpoints,
  contentDeskEndpoints,
  pathOf,
} from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, blogPosts, files } from '../src/db/schema.ts';
import { DEMO_FAQS, DEMO_POSTS } from '../src/db/seed-content.ts';
import { publishScheduled } from '../src/modules/content/desk-posts-service.ts';
import { bearer, createTestApp, listFiles, multipart, SAMPLE_FILES, settled, type TestApp } from './helpers.ts';
import { operatorToken } from './orders-helpers.ts';
import { describeUploadRefusals, multipartCall } from './upload-suite.ts';

let t: TestApp;
const tok = { admin: '', content: '', care: '' };
let categories: Array<{ id: string; name: string; slug: string }> = [];
const categoryId = (name: string) => categories.find((c) => c.name === name)?.id ?? '';

beforeAll(async () => {
  t = await createTestApp();
  tok.admin = await operatorToken(t, 'admin_demo');
  tok.content = await operatorToken(t, 'qt_noidung');
  tok.care = await operatorToken(t, 'qt_cskh');
  categories = (await t.app.inject({ url: contentEndpoints.categories.path })).json().data;
});
afterAll(() => t.close());

const get = (url: string, token?: string, etag?: string) =>
  t.app.inject({ url, headers: { ...(token ? bearer(token) : {}), ...(etag ? { 'if-none-match': etag } : {}) } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object | undefined, token = tok.content) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: bearer(token) });
const list = async (query = '') =>
  (await get(`${contentEndpoints.posts.path}${query}`)).json().data as {
    items: Array<Record<string, unknown>>;
    pagination: { count: number };
  };

/** Creates a post through the desk's multipart form. */
async function createPost(fields: Record<string, string>, token = tok.content, files: Parameters<typeof multipart>[0] = []) {
  const body = multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...files]);
  return t.app.inject({
    method: 'POST',
    url: contentDeskEndpoints.posts.path,
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
}

/** Updates a post through the desk's multipart form. */
async function updatePost(id: string, fields: Record<string, string>, token = tok.content) {
  const body = multipart(Object.entries(fields).map(([name, value]) => ({ name, value })));
  return t.app.inject({
    method: 'PUT',
    url: pathOf(contentDeskEndpoints.post, { id }),
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
}

const published = DEMO_POSTS.filter((p) => !p.status);
const draft = DEMO_POSTS.find((p) => p.status === 'draft');
const scheduled = DEMO_POSTS.find((p) => p.status === 'scheduled');

describe('news: the public calls', () => {
  it('lists only published posts, newest first, with the public cache headers', async () => {
    const res = await get(`${contentEndpoints.posts.path}?limit=100`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const data = res.json().data;
    const titles = data.items.map((p: { title: string }) => p.title);
    expect(titles).toHaveLength(published.length);
    expect(titles).not.toContain(draft?.title);
    expect(titles).not.toContain(scheduled?.title);
    const times = data.items.map((p: { publishedAt: string }) => Date.parse(p.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(data.pagination).toMatchObject({ page: 1, count: published.length, totalCount: published.length });
  });

  it('searches without accents or case: "kham suc khoe" finds "Khám sức khỏe"', async () => {
    for (const q of ['kham suc khoe', 'KHÁM SỨC KHỎE', 'khám  sức khoẻ'.normalize('NFD')]) {
      const data = await list(`?search=${encodeURIComponent(q)}`);
      expect(data.items.length).toBeGreaterThan(0);
      for (const item of data.items) expect(`${item.title} ${item.description}`.toLowerCase()).toMatch(/khám sức kh(ỏ|o)e/);
    }
    const dinhKy = await list(`?search=${encodeURIComponent('dinh ky')}`);
    expect(dinhKy.items.map((p) => p.title)).toContain('Khám sức khỏe định kỳ: vì sao doanh nghiệp không nên bỏ qua');
    expect((await list('?search=%25')).items).toHaveLength(0);
    // The draft's words are not found either.
    expect((await list(`?search=${encodeURIComponent('ban nhap')}`)).items).toHaveLength(0);
  });

  it('relateId lists the other posts of that post’s category', async () => {
    const all = await list('?limit=100');
    const first = all.items.find((p) => (p.category as { name: string }).name === 'Khám sức khỏe');
    expect(first).toBeDefined();
    const related = await list(`?relateId=${first?.id}&limit=100`);
    const expected = published.filter((p) => p.category === 'kham').length - 1;
    expect(related.items).toHaveLength(expected);
    for (const item of related.items) {
      expect(item.id).not.toBe(first?.id);
      expect((item.category as { name: string }).name).toBe('Khám sức khỏe');
    }
    // A post readers do not see relates to nothing.
    const [draftRow] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.status, 'draft'));
    expect((await list(`?relateId=${draftRow?.id}`)).items).toHaveLength(0);
  });

  it('isHome lists the home page’s posts; categoryId one category’s', async () => {
    const home = await list('?isHome=true&limit=100');
    expect(home.items).toHaveLength(published.filter((p) => p.isHome).length);
    expect(home.items.every((p) => p.isHome === true)).toBe(true);
    const xn = await list(`?categoryId=${categoryId('Xét nghiệm')}&limit=100`);
    expect(xn.items).toHaveLength(published.filter((p) => p.category === 'xn').length);
    expect((await get(`${contentEndpoints.posts.path}?categoryId=abc`)).statusCode).toBe(400);
    expect((await get(`${contentEndpoints.posts.path}?search=${'x'.repeat(51)}`)).statusCode).toBe(400);
  });

  it('reads a published post by id or slug; a draft, a later post or an unknown one is 404', async () => {
    const [one] = (await list()).items;
    const byId = await get(pathOf(contentEndpoints.post, { id: String(one?.id) }));
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data.content).toContain('<p>');
    const bySlug = await get(pathOf(contentEndpoints.post, { id: String(one?.slug) }));
    expect(bySlug.json().data.id).toBe(one?.id);
    for (const status of ['draft', 'scheduled']) {
      const [row] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.status, status));
      expect(row).toBeDefined();
      expect((await get(pathOf(contentEndpoints.post, { id: row?.id ?? '' }))).statusCode).toBe(404);
      expect((await get(pathOf(contentEndpoints.post, { id: row?.slug ?? '' }))).statusCode).toBe(404);
    }
    expect((await get(pathOf(contentEndpoints.post, { id: 'khong-co-bai-nay' }))).statusCode).toBe(404);
  });

  it('lists the categories', async () => {
    expect(categories.map((c) => c.name)).toEqual(['Khám sức khỏe', 'Xét nghiệm', 'Tin hoạt động']);
  });
});

describe('FAQ: the public calls', () => {
  it('lists the entries, by category, and searches without accents', async () => {
    const cats = (await get(contentEndpoints.faqCategories.path)).json().data as Array<{ id: string; name: string }>;
    expect(cats).toHaveLength(3);
    const all = (await get(contentEndpoints.faqs.path)).json().data;
    expect(all.items).toHaveLength(DEMO_FAQS.length);
    const first = cats[0];
    const one = (await get(`${contentEndpoints.faqs.path}?categoryId=${first?.id}`)).json().data;
    expect(one.items.length).toBeGreaterThan(0);
    expect(one.items.every((f: { category: { id: string } }) => f.category.id === first?.id)).toBe(true);
    const found = (await get(`${contentEndpoints.faqs.path}?search=${encodeURIComponent('nhin an')}`)).json().data;
    expect(found.items.map((f: { question: string }) => f.question)).toContain('Cần nhịn ăn trước khi khám sức khỏe không?');
  });
});

describe('the content desk', () => {
  it('lets the content editor and the administrator manage it; customer care is refused', async () => {
    expect((await get(contentDeskEndpoints.posts.path, tok.admin)).statusCode).toBe(200);
    expect((await get(contentDeskEndpoints.posts.path, tok.content)).json().data.pagination.count).toBe(DEMO_POSTS.length);
    expect((await get(contentDeskEndpoints.posts.path, tok.care)).statusCode).toBe(403);
    expect((await send('POST', contentDeskEndpoints.createFaqCategory.path, { name: 'Khác' }, tok.care)).statusCode).toBe(403);
    const made = await send('POST', contentDeskEndpoints.createCategory.path, { name: 'Dinh dưỡng', sort: 4 }, tok.admin);
    expect(made.statusCode).toBe(200);
    expect(made.json().data).toMatchObject({ name: 'Dinh dưỡng', slug: 'dinh-duong', postCount: 0 });
  });

  it('strips <script> and event handlers from a post’s content and a FAQ answer, on write', async () => {
    const evil = '<p>Xin chào</p><script>alert(1)</script><img src="https://cdn.example/a.png" onerror="alert(2)">';
    const res = await createPost({
      categoryId: categoryId('Tin hoạt động'),
      title: 'Bài kiểm tra làm sạch HTML',
      content: evil,
      status: 'published',
    });
    expect(res.statusCode).toBe(200);
    const post = res.json().data;
    const [row] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    for (const html of [post.content, row?.content ?? '']) {
      expect(html).toContain('<p>Xin chào</p>');
      expect(html).not.toContain('<script');
      expect(html).not.toContain('onerror');
      expect(html).toContain('src="https://cdn.example/a.png"');
    }
    expect(post.slug).toBe('bai-kiem-tra-lam-sach-html');
    expect((await get(pathOf(contentEndpoints.post, { id: post.slug }))).json().data.content).not.toContain('script');

    const faqCats = (await get(contentDeskEndpoints.faqCategories.path, tok.content)).json().data;
    const faq = await send('POST', contentDeskEndpoints.createFaq.path, {
      categoryId: faqCats[0].id,
      question: 'Câu hỏi có mã độc?',
      answer: evil,
    });
    expect(faq.statusCode).toBe(200);
    expect(faq.json().data.answer).not.toMatch(/script|onerror/);
    expect(faq.json().data.answer).toContain('<p>Xin chào</p>');
  });

  it('records every change in words, with who made it', async () => {
    const res = await createPost({ categoryId: categoryId('Xét nghiệm'), title: 'Bài có nhật ký', status: 'draft' });
    const id = res.json().data.id;
    const upd = await updatePost(
      id,
      { categoryId: categoryId('Xét nghiệm'), title: 'Bài có nhật ký (sửa)', status: 'published' },
      tok.admin,
    );
    expect(upd.statusCode).toBe(200);
    expect((await send('DELETE', pathOf(contentDeskEndpoints.deletePost, { id }), undefined)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'blog_post'), eq(auditLog.objectId, id)));
    expect(rows.map((r) => [r.action, r.operatorUsername]).sort()).toEqual(
      [
        ['create', 'qt_noidung'],
        ['delete', 'qt_noidung'],
        ['update', 'admin_demo'],
      ].sort(),
    );
    const update = rows.find((r) => r.action === 'update');
    expect(update?.summary).toBe('Cập nhật bài viết "Bài có nhật ký (sửa)"');
    expect(update?.changes.status).toEqual(['Nháp', 'Đã đăng']);
  });

  it('keeps a category that still has posts (422); deletes an empty one', async () => {
    const inUse = await send('DELETE', pathOf(contentDeskEndpoints.deleteCategory, { id: categoryId('Khám sức khỏe') }), undefined);
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json().message).toBe(CONTENT_MSG.categoryInUse);
    const made = (await send('POST', contentDeskEndpoints.createFaqCategory.path, { name: 'Tạm thời' })).json().data;
    expect((await send('DELETE', pathOf(contentDeskEndpoints.deleteFaqCategory, { id: made.id }), undefined)).statusCode).toBe(200);
    const faqCats = (await get(contentDeskEndpoints.faqCategories.path, tok.content)).json().data;
    expect((await send('DELETE', pathOf(contentDeskEndpoints.deleteFaqCategory, { id: faqCats[0].id }), undefined)).statusCode).toBe(422);
  });

  it('takes a cover image and serves it once the post is published', async () => {
    const res = await createPost({ categoryId: categoryId('Tin hoạt động'), title: 'Bài có ảnh bìa', status: 'draft' }, tok.content, [
      { name: CONTENT_COVER_FIELD, filename: 'bia.png', content: SAMPLE_FILES.png, type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
    const cover = res.json().data.coverImage;
    expect(cover.fullPath).toBe(pathOf(contentEndpoints.coverImage, { id: cover.id }));
    expect((await get(cover.fullPath)).statusCode).toBe(404);
    expect((await get(pathOf(contentDeskEndpoints.coverFile, { id: cover.id }), tok.content)).statusCode).toBe(200);
    const put = await updatePost(res.json().data.id, {
      categoryId: categoryId('Tin hoạt động'),
      title: 'Bài có ảnh bìa',
      status: 'published',
    });
    expect(put.json().data.coverImage).toEqual(cover);
    const image = await get(cover.fullPath);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('refuses a scheduled post without a future time', async () => {
    const none = await createPost({ categoryId: categoryId('Tin hoạt động'), title: 'Hẹn giờ thiếu', status: 'scheduled' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.publishAt).toEqual([CONTENT_MSG.publishAtRequired]);
    const past = await createPost({
      categoryId: categoryId('Tin hoạt động'),
      title: 'Hẹn giờ quá khứ',
      status: 'scheduled',
      publishAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.publishAt).toEqual([CONTENT_MSG.publishAtFuture]);
  });

  describeUploadRefusals({
    route: 'news cover image',
    fileField: CONTENT_COVER_FIELD,
    accepted: CONTENT_IMAGE_EXTENSIONS,
    maxFiles: 1,
    app: () => t,
    rows: () => t.database.db.$count(blogPosts),
    send: multipartCall({
      app: () => t,
      url: () => contentDeskEndpoints.posts.path,
      token: () => tok.content,
      fields: () => ({ categoryId: categoryId('Tin hoạt động'), title: 'Bài bị từ chối ảnh', status: 'draft' }),
    }),
  });
});

describe('the readers’ news list, kept a few seconds', () => {
  it('answers again from the kept copy, and shows a desk edit at once', async () => {
    const url = `${contentEndpoints.posts.path}?page=1&limit=50`;
    const before = (await get(url)).json().data;
    const first = before.items[0] as { id: string; title: string };
    // A change made behind the desk's back (another instance, say) waits for the kept copy to expire.
    await t.database.db.update(blogPosts).set({ title: 'Đổi tên ngoài bàn biên tập' }).where(eq(blogPosts.id, first.id));
    const kept = await get(url);
    expect(kept.json().data).toEqual(before);
    expect((await get(url, undefined, String(kept.headers.etag))).statusCode).toBe(304);
    // The desk's own write forgets it on this instance: the next reader sees both changes.
    const res = await createPost({ categoryId: categoryId('Khám sức khỏe'), title: 'Bài mới ngay trong danh sách', status: 'published' });
    expect(res.statusCode).toBe(200);
    const after = (await get(url)).json().data;
    expect(after.items.map((p: { title: string }) => p.title).slice(0, 2)).toEqual([
      'Bài mới ngay trong danh sách',
      'Đổi tên ngoài bàn biên tập',
    ]);
    expect(after.pagination.totalCount).toBe(before.pagination.totalCount + 1);
    await t.database.db.update(blogPosts).set({ title: first.title }).where(eq(blogPosts.id, first.id));
  });
});

describe('the content desk: slugs and the editor’s HTML', () => {
  it('names each missing field in Vietnamese: title, category; an unknown category is another message', async () => {
    const empty = await createPost({ title: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({ title: [CONTENT_MSG.titleRequired], categoryId: [CONTENT_MSG.categoryRequired] });
    const unknown = await createPost({ title: 'Bài', categoryId: 'khong-phai-ma' });
    expect(unknown.json().errors.categoryId).toEqual([CONTENT_MSG.category]);
    const faq = await send('POST', contentDeskEndpoints.createFaq.path, { question: '' });
    expect(faq.json().errors).toMatchObject({ question: [CONTENT_MSG.questionRequired], categoryId: [CONTENT_MSG.categoryRequired] });
    const cat = await send('POST', contentDeskEndpoints.createCategory.path, { name: ' ' });
    expect(cat.json().errors.name).toEqual([CONTENT_MSG.categoryNameRequired]);
  });

  it('409 for a taken slug, on create and on update, with the Vietnamese message', async () => {
    const fields = { categoryId: categoryId('Tin hoạt động'), status: 'draft' };
    const first = await createPost({ ...fields, title: 'Bài có đường dẫn riêng', slug: 'duong-dan-rieng' });
    expect(first.statusCode).toBe(200);
    const before = await t.database.db.$count(blogPosts);
    const taken = await createPost({ ...fields, title: 'Bài khác cùng đường dẫn', slug: 'duong-dan-rieng' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: CONTENT_MSG.slugTaken, errors: { slug: [CONTENT_MSG.slugTaken] } });
    expect(await t.database.db.$count(blogPosts)).toBe(before);
    // A slug left blank is made from the title, and refused the same way when that one is taken.
    const sameTitle = await createPost({ ...fields, title: 'Đường dẫn riêng' });
    expect(sameTitle.statusCode).toBe(409);
    const other = (await createPost({ ...fields, title: 'Bài thứ hai' })).json().data;
    const moved = await updatePost(other.id, { ...fields, title: 'Bài thứ hai', slug: 'duong-dan-rieng' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().errors.slug).toEqual([CONTENT_MSG.slugTaken]);
  });

  it('keeps what the rich-text editor writes; drops scripts, handlers and javascript: links', async () => {
    const own = pathOf(contentEndpoints.contentImage, { id: '7d1f5b8e-2c4a-4f3e-9a6b-1c2d3e4f5a6b' });
    const editor = [
      '<h2>Tiêu đề mục</h2>',
      '<h3>Mục nhỏ</h3>',
      '<p><strong>Đậm</strong>, <em>nghiêng</em>, <u>gạch chân</u>, <s>gạch bỏ</s></p>',
      '<ul><li><p>Một</p></li><li><p>Hai</p></li></ul>',
      '<ol><li><p>Bước 1</p></li></ol>',
      '<blockquote><p>Trích dẫn</p></blockquote>',
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://ytesaigon.vn/gioi-thieu">Liên kết</a></p>',
      `<img src="${own}" alt="Ảnh minh họa">`,
      '<hr>',
    ].join('');
    const evil =
      '<p onclick="alert(1)">Bấm</p><a href="javascript:alert(2)">x</a><a href=" JaVaScRiPt:alert(3)">y</a>' +
      '<img src="javascript:alert(4)"><img src="/x.png" onerror="alert(5)"><script>alert(6)</script><iframe src="https://evil.example"></iframe>';
    const res = await createPost({
      categoryId: categoryId('Tin hoạt động'),
      title: 'Bài viết từ trình soạn thảo',
      content: editor + evil,
      status: 'published',
    });
    expect(res.statusCode).toBe(200);
    const html = (await get(pathOf(contentEndpoints.post, { id: res.json().data.slug }))).json().data.content as string;
    for (const kept of [
      '<h2>Tiêu đề mục</h2>',
      '<h3>Mục nhỏ</h3>',
      '<strong>Đậm</strong>',
      '<em>nghiêng</em>',
      '<u>gạch chân</u>',
      '<s>gạch bỏ</s>',
      '<ul><li><p>Một</p></li><li><p>Hai</p></li></ul>',
      '<ol><li><p>Bước 1</p></li></ol>',
      '<blockquote><p>Trích dẫn</p></blockquote>',
      'href="https://ytesaigon.vn/gioi-thieu"',
      `<img src="${own}" alt="Ảnh minh họa" />`,
      '<hr />',
    ])
      expect(html).toContain(kept);
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
    expect(html).toContain('<p>Bấm</p>');

    const faqCats = (await get(contentDeskEndpoints.faqCategories.path, tok.content)).json().data;
    const faq = await send('POST', contentDeskEndpoints.createFaq.path, {
      categoryId: faqCats[0].id,
      question: 'Câu trả lời có định dạng?',
      answer: editor + evil,
    });
    expect(faq.statusCode).toBe(200);
    const listed = (await get(`${contentEndpoints.faqs.path}?limit=500`)).json().data.items as Array<{ id: string; answer: string }>;
    const answer = listed.find((f) => f.id === faq.json().data.id)?.answer ?? '';
    expect(answer).toContain('<blockquote><p>Trích dẫn</p></blockquote>');
    expect(answer).toContain(`<img src="${own}"`);
    for (const item of listed) expect(item.answer).not.toMatch(/<script|onerror|onclick|javascript:/i);
  });
});

describe('the content desk: images in the text', () => {
  const upload = (parts: Parameters<typeof multipart>[0], token = tok.content) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: contentDeskEndpoints.uploadImage.path,
      payload: body.payload,
      headers: { ...bearer(token), ...body.headers },
    });
  };
  const png = { name: CONTENT_BODY_IMAGE_FIELD, filename: 'minh-hoa.png', content: SAMPLE_FILES.png, type: 'image/png' };

  it('stores a checked image, audits it and serves it at a public address', async () => {
    const res = await upload([png]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(CONTENT_MSG.imageUploaded);
    const image = res.json().data as { id: string; fullPath: string };
    expect(image.fullPath).toBe(pathOf(contentEndpoints.contentImage, { id: image.id }));
    const served = await get(image.fullPath);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, image.id));
    expect(row).toMatchObject({ purpose: 'content_image', partnerId: null, originalName: 'minh-hoa.png' });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.objectId, image.id));
    expect(entry).toMatchObject({ objectType: 'content_image', action: 'upload', operatorUsername: 'qt_noidung' });
    // A cover is not a body image, nor the reverse: each address serves its own kind.
    expect((await get(pathOf(contentEndpoints.coverImage, { id: image.id }))).statusCode).toBe(404);
    expect((await get(pathOf(contentEndpoints.contentImage, { id: '00000000-0000-4000-8000-000000000000' }))).statusCode).toBe(404);
  });

  it('asks for an image when the call carries none, storing nothing', async () => {
    const before = { files: await t.database.db.$count(files), stored: (await listFiles(t.filesDir)).sort() };
    const res = await upload([{ name: 'note', value: 'x' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.image).toEqual([CONTENT_MSG.image]);
    expect({ files: await t.database.db.$count(files), stored: (await listFiles(t.filesDir)).sort() }).toEqual(before);
  });

  it('refuses an operator without content.news (403) and stores nothing', async () => {
    const before = { files: await t.database.db.$count(files), stored: (await listFiles(t.filesDir)).sort() };
    expect((await upload([png], tok.care)).statusCode).toBe(403);
    expect({ files: await t.database.db.$count(files), stored: (await listFiles(t.filesDir)).sort() }).toEqual(before);
  });

  describeUploadRefusals({
    route: 'body image',
    fileField: CONTENT_BODY_IMAGE_FIELD,
    accepted: CONTENT_IMAGE_EXTENSIONS,
    maxFiles: 1,
    app: () => t,
    send: multipartCall({ app: () => t, url: () => contentDeskEndpoints.uploadImage.path, token: () => tok.content }),
  });
});

describe('scheduled publishing', () => {
  /** Polls the post's row until `until` holds: the queue runs in the background. */
  async function waitForPost(id: string, until: (row: typeof blogPosts.$inferSelect) => boolean, timeoutMs = 20_000) {
    const settledRow = await settled(
      async () => (await t.database.db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0],
      (row) => row !== undefined && until(row),
      `post ${id}`,
      timeoutMs,
    );
    return settledRow as typeof blogPosts.$inferSelect;
  }

  it('is published by the queue at its time, never by a reader', { timeout: 30_000 }, async () => {
    const publishAt = new Date(Date.now() + 1_500).toISOString();
    const res = await createPost({ categoryId: categoryId('Khám sức khỏe'), title: 'Bài hẹn giờ đăng', status: 'scheduled', publishAt });
    expect(res.statusCode).toBe(200);
    const { id, slug } = res.json().data;
    expect(res.json().data).toMatchObject({ status: 'scheduled', publishedAt: null });
    // Before its time: not shown.
    expect((await get(pathOf(contentEndpoints.post, { id: slug }))).statusCode).toBe(404);
    const row = await waitForPost(id, (r) => r.status === 'published');
    expect(row.publishedAt?.toISOString()).toBe(publishAt);
    expect((await get(pathOf(contentEndpoints.post, { id: slug }))).statusCode).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, id), eq(auditLog.action, 'publish')));
    expect(entry?.operatorUsername).toBe('Hệ thống');
    // A second run of the same job does nothing.
    expect(await publishScheduled(t.app.deps, { postId: id, publishAt })).toBe('skipped');
  });

  it('the job publishes only a post still scheduled for its time (idempotent, rescheduling wins)', async () => {
    const later = new Date(Date.now() + 3_600_000);
    const res = await createPost({
      categoryId: categoryId('Khám sức khỏe'),
      title: 'Bài hẹn giờ dời lịch',
      status: 'scheduled',
      publishAt: later.toISOString(),
    });
    const id = res.json().data.id;
    const deps = t.app.deps;
    // A job of an earlier schedule finds the post rescheduled: nothing happens.
    expect(await publishScheduled(deps, { postId: id, publishAt: new Date(Date.now() - 1_000).toISOString() })).toBe('skipped');
    // Its own job run early throws (the queue retries it).
    await expect(publishScheduled(deps, { postId: id, publishAt: later.toISOString() })).rejects.toThrow();
    expect((await waitForPost(id, () => true)).status).toBe('scheduled');
    // At its time it publishes, once.
    const at = new Date(later.getTime() + 1);
    expect(await publishScheduled(deps, { postId: id, publishAt: later.toISOString() }, at)).toBe('published');
    expect(await publishScheduled(deps, { postId: id, publishAt: later.toISOString() }, at)).toBe('skipped');
    const publishes = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, id), eq(auditLog.action, 'publish')));
    expect(publishes).toHaveLength(1);
    // A job of a deleted post does nothing.
    expect(await publishScheduled(deps, { postId: '00000000-0000-4000-8000-000000000000', publishAt: later.toISOString() }, at)).toBe(
      'skipped',
    );
  });
});
