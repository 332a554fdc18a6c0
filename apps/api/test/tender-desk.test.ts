import { Readable } from 'node:stream';
import {
  BID_POST_STATUS,
  CREATED_BY,
  pathOf,
  REQUEST_STATUS,
  REQUEST_TYPE,
  SUBMIT_STATUS,
  TENDER_DESK_MSG,
  TENDER_MSG,
  TENDER_OUTGOING,
  tenderDeskEndpoints,
  operatorSelfEndpoints,
} from '@portal/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  bidCustomValues,
  bidHistory,
  bidPostInfos,
  bidPosts,
  bidRequestReplies,
  bidRequests,
  bidSubmissionFiles,
  bidSubmissions,
  files,
  outbox,
  partners,
  users,
} from '../src/db/schema.ts';
import { bearer, createTestApp, DEMO_PASSWORD, listFiles, multipart, SAMPLE_FILES, type TestApp } from './helpers.ts';
import { describeUploadRefusals, multipartCall } from './upload-suite.ts';

/**
 * The tender desk: who may read and write, a post's life (Draft → Open → Review → Close), the
 * sealed submissions, the inviting party's requests, clarification answers and the results; every
 * write leaves its audit entry, history and e-mail.
 */
let t: TestApp;
const tokens: Record<string, string> = {};

async function operatorLogin(username: string) {
  const res = await t.app.inject({ method: 'POST', url: operatorSelfEndpoints.login.path, payload: { username, password: DEMO_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`${username}: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_MAX: '1000', LOGIN_ACCOUNT_RATE_MAX: '1000', LOGIN_ADDRESS_RATE_MAX: '1000' });
  for (const name of ['admin_demo', 'qt_dauthau', 'qt_cskh', 'qt_ketoan', 'qt_noidung']) tokens[name] = await operatorLogin(name);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const day = 86_400_000;
const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

function postFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Mua sắm máy siêu âm',
    bidName: 'Gói thầu số 01/2026',
    invitingParty: 'Bệnh viện Đa khoa Sài Gòn',
    categoryId: String(categoryId),
    contractType: '0',
    area: '3',
    chooseMode: '0',
    publicMode: '0',
    applyGroup: '0',
    deployDays: '90',
    deployLocation: 'TP. Hồ Chí Minh',
    openDate: isoIn(-day),
    closeDate: isoIn(10 * day),
    contactName: 'Phạm Thu Trang',
    contactPhone: '0283838687',
    contactEmail: 'dauthau@ytesaigon.vn',
    contactPosition: 'Cán bộ đấu thầu',
    note: '<p>Ghi chú <script>alert(1)</script><b>quan trọng</b></p>',
    requirements: '<ul><li>Có giấy phép</li></ul><img src=x onerror=alert(1)>',
    ...overrides,
  };
}

function postForm(overrides: Record<string, string> = {}, withFile = true) {
  return multipart([
    ...Object.entries(postFields(overrides)).map(([name, value]) => ({ name, value })),
    ...(withFile ? [{ name: 'files', filename: 'ho-so-moi-thau.pdf', content: SAMPLE_FILES.pdf, type: 'application/pdf' }] : []),
  ]);
}

async function createPost(overrides: Record<string, string> = {}, token = tokens.qt_dauthau!) {
  const body = postForm(overrides);
  return t.app.inject({
    method: 'POST',
    url: tenderDeskEndpoints.create.path,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const updateWith = (id: number, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'PUT',
    url: pathOf(tenderDeskEndpoints.update, { id }),
    headers: { ...bearer(tokens.qt_dauthau!), ...body.headers },
    payload: body.payload,
  });

async function partnerOf(username: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.username, username));
  const [partner] = await t.database.db.select().from(partners).where(eq(partners.id, user!.partnerId!));
  return partner!;
}

/** A stored PDF (what the provider's upload would leave). */
async function storedPdf(partnerId: string, name: string) {
  const staged = await t.storage.stage(Readable.from([SAMPLE_FILES.pdf]), () => false);
  await t.database.db.insert(files).values({
    id: staged.id,
    partnerId,
    purpose: 'bid_submission',
    originalName: name,
    mime: 'application/pdf',
    size: staged.size,
    sha256: staged.sha256,
  });
  await t.storage.promote(staged.id);
  return staged.id;
}

/** A provider's submission, written as the provider's calls would (their API is another area's). */
async function submit(postId: number, username: string, price: number) {
  const partner = await partnerOf(username);
  const [row] = await t.database.db
    .insert(bidSubmissions)
    .values({
      bidPostId: postId,
      partnerId: partner.id,
      name: partner.name,
      taxCode: partner.taxCode,
      representative: 'Nguyễn Văn A',
      price,
      shippingMethod: 0,
      discount: 5,
      contactName: 'Nguyễn Văn A',
      contactPhone: '0901234567',
      contactEmail: partner.email,
      contactPosition: 'Giám đốc',
    })
    .returning();
  const fileId = await storedPdf(partner.id, 'bao-gia.pdf');
  await t.database.db.insert(bidSubmissionFiles).values({ submissionId: row!.id, fileId, name: 'bao-gia.pdf' });
  const infos = await t.database.db.select().from(bidPostInfos).where(eq(bidPostInfos.bidPostId, postId));
  for (const info of infos) {
    if (info.type === 1) {
      const valueFile = await storedPdf(partner.id, 'giay-phep.pdf');
      await t.database.db
        .insert(bidCustomValues)
        .values({ submissionId: row!.id, infoId: info.id, fileId: valueFile, fileName: 'giay-phep.pdf' });
    } else {
      await t.database.db.insert(bidCustomValues).values({ submissionId: row!.id, infoId: info.id, content: '12 tháng' });
    }
  }
  return { id: row!.id, fileId, partner };
}

const auditOf = (objectType: string, objectId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, objectType), eq(auditLog.objectId, objectId)))
    .orderBy(desc(auditLog.at));
const mailTo = (recipient: string, subject: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.subject, subject)));
const closePostNow = (postId: number) =>
  t.database.db
    .update(bidPosts)
    .set({ openDate: new Date(Date.now() - 3 * day), closeDate: new Date(Date.now() - 60_000) })
    .where(eq(bidPosts.id, postId));

let categoryId = 0;

describe('who may use the desk', () => {
  it('customer care and the content editor are refused; the accountant reads but cannot write', async () => {
    for (const name of ['qt_cskh', 'qt_noidung']) {
      expect((await call('GET', tenderDeskEndpoints.list.path, tokens[name]!)).statusCode).toBe(403);
      expect((await call('GET', tenderDeskEndpoints.categories.path, tokens[name]!)).statusCode).toBe(403);
    }
    expect((await call('GET', tenderDeskEndpoints.list.path, tokens.qt_ketoan!)).statusCode).toBe(200);
    const write = await call('POST', tenderDeskEndpoints.createCategory.path, tokens.qt_ketoan!, { name: 'X', items: [] });
    expect(write.statusCode).toBe(403);
    expect((await createPost({}, tokens.qt_ketoan!)).statusCode).toBe(403);
  });
});

describe('categories', () => {
  it('a category is created with its template items, and audited', async () => {
    const res = await call('POST', tenderDeskEndpoints.createCategory.path, tokens.qt_dauthau!, {
      name: 'Thiết bị chẩn đoán hình ảnh',
      items: [
        { name: 'Giấy phép lưu hành', isRequired: true, type: 1 },
        { name: 'Thời gian bảo hành', isRequired: false, type: 0 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const category = res.json().data;
    categoryId = category.id;
    expect(category.items.map((i: { name: string }) => i.name)).toEqual(['Giấy phép lưu hành', 'Thời gian bảo hành']);
    const [entry] = await auditOf('bid_category', String(category.id));
    expect(entry).toMatchObject({ action: 'create', operatorUsername: 'qt_dauthau' });
  });

  it('renaming keeps the items it lists and drops the others', async () => {
    const list = (await call('GET', tenderDeskEndpoints.categories.path, tokens.qt_ketoan!)).json().data;
    const category = list.find((c: { id: number }) => c.id === categoryId);
    const res = await call('PUT', pathOf(tenderDeskEndpoints.updateCategory, { id: categoryId }), tokens.qt_dauthau!, {
      name: 'Thiết bị chẩn đoán',
      items: [category.items[0], { name: 'Thời gian bảo hành', isRequired: true, type: 0 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Thiết bị chẩn đoán');
    expect(res.json().data.items[0].id).toBe(category.items[0].id);
    expect(res.json().data.items[1]).toMatchObject({ isRequired: true });
  });

  it('a nameless category is refused with the rule', async () => {
    const res = await call('POST', tenderDeskEndpoints.createCategory.path, tokens.qt_dauthau!, { name: ' ', items: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.name).toEqual([TENDER_DESK_MSG.categoryName]);
  });
});

describe('bid posts', () => {
  it('a new post is a Draft with the category template, sanitised HTML and its file; audited', async () => {
    const res = await createPost();
    expect(res.statusCode, res.body).toBe(200);
    const post = res.json().data;
    expect(post.status).toBe(BID_POST_STATUS.Draft);
    expect(post.informations.map((i: { name: string; isRequired: boolean; type: number }) => [i.name, i.isRequired, i.type])).toEqual([
      ['Giấy phép lưu hành', true, 1],
      ['Thời gian bảo hành', true, 0],
    ]);
    expect(post.note).not.toContain('script');
    expect(post.note).toContain('<b>quan trọng</b>');
    expect(post.requirements).not.toContain('onerror');
    expect(post.files).toHaveLength(1);
    const download = await call('GET', post.files[0].fullPath, tokens.qt_ketoan!);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    expect((await auditOf('bid_post', String(post.id)))[0]).toMatchObject({ action: 'create' });
  });

  it('the form rules answer 400 with their messages, and a refused post keeps no file', async () => {
    const before = (await listFiles(t.filesDir)).length;
    const res = await createPost({ name: '', closeDate: isoIn(-2 * day), contactEmail: 'khong-hop-le', contractType: '9' });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors.name).toEqual([TENDER_DESK_MSG.name]);
    expect(errors.closeDate).toEqual([TENDER_DESK_MSG.closeAfterOpen]);
    expect(errors.contractType).toEqual([TENDER_DESK_MSG.contractType]);
    expect(errors.contactEmail).toBeDefined();
    expect((await listFiles(t.filesDir)).length).toBe(before);
  });

  it('an unknown category is a 400 on the field', async () => {
    const res = await createPost({ categoryId: '999999' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.categoryId).toEqual([TENDER_DESK_MSG.category]);
  });

  it('the list filters by status, category and search, newest first, with totals and submission counts', async () => {
    const other = (await createPost({ name: 'Hoá chất xét nghiệm máu Zeta' })).json().data;
    const all = (await call('GET', `${tenderDeskEndpoints.list.path}?limit=50`, tokens.qt_ketoan!)).json().data;
    expect(all.items[0].id).toBe(other.id);
    expect(all.pagination.totalCount).toBeGreaterThanOrEqual(2);
    expect(all.items[0]).toMatchObject({ submissionCount: 0, status: 0, bidPostCategory: { id: categoryId } });
    const searched = (
      await call('GET', `${tenderDeskEndpoints.list.path}?search=${encodeURIComponent('nghiệm máu zeta')}`, tokens.qt_ketoan!)
    ).json().data;
    expect(searched.items.map((i: { id: number }) => i.id)).toEqual([other.id]);
    const open = (await call('GET', `${tenderDeskEndpoints.list.path}?status=1&categoryId=${categoryId}`, tokens.qt_ketoan!)).json().data;
    expect(open.items).toEqual([]);
    const tooLong = await call('GET', `${tenderDeskEndpoints.list.path}?search=${'a'.repeat(51)}`, tokens.qt_ketoan!);
    expect(tooLong.statusCode).toBe(400);
  });

  it('publishing needs a close date in the future; a Draft only moves to Open', async () => {
    const post = (await createPost()).json().data;
    expect(
      (await call('POST', pathOf(tenderDeskEndpoints.status, { id: post.id }), tokens.qt_dauthau!, { status: 2 })).json().message,
    ).toBe(TENDER_DESK_MSG.badTransition);
    await closePostNow(post.id);
    const late = await call('POST', pathOf(tenderDeskEndpoints.status, { id: post.id }), tokens.qt_dauthau!, { status: 1 });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(TENDER_DESK_MSG.publishNeedsFutureClose);
  });

  it('an update replaces fields, files and items while nobody has submitted', async () => {
    const post = (await createPost()).json().data;
    const body = postForm(
      { name: 'Mua sắm máy X-quang', keptFilesJson: '[]', infosJson: JSON.stringify([{ name: 'Catalogue', isRequired: false, type: 1 }]) },
      false,
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: pathOf(tenderDeskEndpoints.update, { id: post.id }),
      headers: { ...bearer(tokens.qt_dauthau!), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Mua sắm máy X-quang', files: [] });
    expect(res.json().data.informations.map((i: { name: string }) => i.name)).toEqual(['Catalogue']);
    const [entry] = await auditOf('bid_post', String(post.id));
    expect(entry?.action).toBe('update');
    expect(entry?.changes.name).toEqual(['Mua sắm máy siêu âm', 'Mua sắm máy X-quang']);
  });

  it('an update that leaves out the kept-files list keeps every file; new files are added', async () => {
    const post = (await createPost()).json().data;
    const res = await updateWith(post.id, postForm({ name: 'Mua sắm máy siêu âm 4D' }, true));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.files.map((f: { name: string }) => f.name)).toEqual(['ho-so-moi-thau.pdf', 'ho-so-moi-thau.pdf']);
  });

  it('a refused update (a closed post) keeps none of the files it carried', async () => {
    const post = (await createPost()).json().data;
    await t.database.db.update(bidPosts).set({ status: BID_POST_STATUS.Close }).where(eq(bidPosts.id, post.id));
    const before = (await listFiles(t.filesDir)).length;
    const res = await updateWith(post.id, postForm({}, true));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(TENDER_DESK_MSG.closedNotEditable);
    expect((await listFiles(t.filesDir)).length).toBe(before);
  });

  it('only a Draft is deleted', async () => {
    const draft = (await createPost()).json().data;
    const open = (await createPost()).json().data;
    expect((await call('POST', pathOf(tenderDeskEndpoints.status, { id: open.id }), tokens.qt_dauthau!, { status: 1 })).statusCode).toBe(
      200,
    );
    const refused = await call('DELETE', pathOf(tenderDeskEndpoints.remove, { id: open.id }), tokens.qt_dauthau!);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(TENDER_DESK_MSG.onlyDraftDeleted);
    expect((await call('DELETE', pathOf(tenderDeskEndpoints.remove, { id: draft.id }), tokens.qt_dauthau!)).statusCode).toBe(200);
    expect((await call('GET', pathOf(tenderDeskEndpoints.detail, { id: draft.id }), tokens.qt_ketoan!)).statusCode).toBe(404);
  });
});

describe('a tender from publication to results', () => {
  let postId = 0;
  let first: Awaited<ReturnType<typeof submit>>;
  let second: Awaited<ReturnType<typeof submit>>;

  beforeAll(async () => {
    const post = (await createPost({ name: 'Mua sắm máy nội soi' })).json().data;
    postId = post.id;
    const published = await call('POST', pathOf(tenderDeskEndpoints.status, { id: postId }), tokens.qt_dauthau!, { status: 1 });
    expect(published.statusCode).toBe(200);
    first = await submit(postId, 'ncc_demo', 1_250_000_000);
    second = await submit(postId, 'ncc_demo2', 1_100_000_000);
  });

  it('publishing is audited with the status in words', async () => {
    const entries = await auditOf('bid_post', String(postId));
    expect(entries.find((e) => e.action === 'status')?.changes).toEqual({ status: ['Nháp', 'Đang mở'] });
  });

  it('before the close date, submissions are sealed: who, when and the status, nothing of the offer, and no downloads', async () => {
    const sealedOffer = { price: null, discount: null, shippingMethod: null, note: null, files: [], progress: [], customValues: [] };
    for (const token of [tokens.qt_dauthau!, tokens.admin_demo!, tokens.qt_ketoan!]) {
      const list = (await call('GET', pathOf(tenderDeskEndpoints.submissions, { id: postId }), token)).json().data;
      expect(list.sealed).toBe(true);
      expect(list.items).toHaveLength(2);
      for (const item of list.items) expect(item).toMatchObject({ ...sealedOffer, status: SUBMIT_STATUS.Applied });
      const detail = (await call('GET', pathOf(tenderDeskEndpoints.submission, { id: first.id }), token)).json().data;
      expect(detail).toMatchObject({ sealed: true, submission: { ...sealedOffer, provider: { name: first.partner.name } } });
    }
    const download = await call('GET', pathOf(tenderDeskEndpoints.file, { id: first.fileId }), tokens.admin_demo!);
    expect(download.statusCode).toBe(403);
    expect(download.json().message).toBe(TENDER_DESK_MSG.sealed);
  });

  it('moving to review before the close date is refused', async () => {
    const res = await call('POST', pathOf(tenderDeskEndpoints.status, { id: postId }), tokens.qt_dauthau!, { status: 2 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(TENDER_DESK_MSG.reviewBeforeClose);
  });

  it("items can't change once someone has submitted", async () => {
    const body = postForm({ keptFilesJson: '[]', infosJson: '[]' }, false);
    const res = await t.app.inject({
      method: 'PUT',
      url: pathOf(tenderDeskEndpoints.update, { id: postId }),
      headers: { ...bearer(tokens.qt_dauthau!), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(TENDER_DESK_MSG.infosLocked);
  });

  it('a meeting request sets RequestMeet, writes history, an audit entry and an e-mail to the provider', async () => {
    const res = await call('POST', pathOf(tenderDeskEndpoints.submissionRequest, { id: first.id }), tokens.qt_dauthau!, {
      type: REQUEST_TYPE.Meet,
      dateMeet: isoIn(3 * day),
      address: '201 Nguyễn Chí Thanh, Quận 5',
      nameContact: 'Phạm Thu Trang',
      phoneContact: '0283838687',
      content: 'Mời quý công ty đến trao đổi về cấu hình thiết bị',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ type: 1, createdByType: CREATED_BY.Cms, status: REQUEST_STATUS.NotAnswered });
    const [sub] = await t.database.db.select().from(bidSubmissions).where(eq(bidSubmissions.id, first.id));
    expect(sub?.status).toBe(SUBMIT_STATUS.RequestMeet);
    const entries = await t.database.db.select().from(bidHistory).where(eq(bidHistory.submissionId, first.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actionType: 0, performer: 'qt_dauthau' });
    expect(entries[0]?.content.status).toEqual(['Đã nộp thầu', 'Yêu cầu gặp mặt']);
    expect(await mailTo(first.partner.email, TENDER_OUTGOING.meetRequestSubject)).toHaveLength(1);
    expect((await auditOf('bid_request', res.json().data.id))[0]?.action).toBe('create');
  });

  it('an additional-document request sets RequestUpdate; its rules answer 400', async () => {
    const bad = await call('POST', pathOf(tenderDeskEndpoints.submissionRequest, { id: second.id }), tokens.qt_dauthau!, {
      type: REQUEST_TYPE.Additional,
      dateRequired: '',
      additional: [],
      content: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.additional).toEqual([TENDER_DESK_MSG.additional]);
    const res = await call('POST', pathOf(tenderDeskEndpoints.submissionRequest, { id: second.id }), tokens.qt_dauthau!, {
      type: REQUEST_TYPE.Additional,
      dateRequired: isoIn(5 * day).slice(0, 10),
      additional: [1, 2],
      content: 'Vui lòng bổ sung báo cáo tài chính và hồ sơ năng lực',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.additional).toEqual([1, 2]);
    const [sub] = await t.database.db.select().from(bidSubmissions).where(eq(bidSubmissions.id, second.id));
    expect(sub?.status).toBe(SUBMIT_STATUS.RequestUpdate);
    expect(await mailTo(second.partner.email, TENDER_OUTGOING.additionalRequestSubject)).toHaveLength(1);
  });

  it("answering a provider's clarification marks it answered (which locks it for the provider), once", async () => {
    const [request] = await t.database.db
      .insert(bidRequests)
      .values({
        submissionId: second.id,
        bidPostId: postId,
        partnerId: second.partner.id,
        type: REQUEST_TYPE.Clarify,
        createdByType: CREATED_BY.Partner,
        title: 'Yêu cầu 01/01/2026',
        content: 'Xin làm rõ yêu cầu bảo hành',
        dateRequest: isoIn(3 * day).slice(0, 10),
      })
      .returning();
    const listed = (await call('GET', `${pathOf(tenderDeskEndpoints.requests, { id: postId })}?type=0`, tokens.qt_ketoan!)).json().data
      .items;
    expect(listed.map((r: { id: string }) => r.id)).toEqual([request!.id]);

    const empty = multipart([{ name: 'content', value: '  ' }]);
    const refused = await t.app.inject({
      method: 'POST',
      url: pathOf(tenderDeskEndpoints.requestReply, { id: request!.id }),
      headers: { ...bearer(tokens.qt_dauthau!), ...empty.headers },
      payload: empty.payload,
    });
    expect(refused.statusCode).toBe(400);

    const body = multipart([
      { name: 'content', value: 'Bảo hành tối thiểu 24 tháng' },
      { name: 'files', filename: 'tra-loi.pdf', content: SAMPLE_FILES.pdf, type: 'application/pdf' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf(tenderDeskEndpoints.requestReply, { id: request!.id }),
      headers: { ...bearer(tokens.qt_dauthau!), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: REQUEST_STATUS.Answered,
      replies: [{ createdByType: CREATED_BY.Cms, content: 'Bảo hành tối thiểu 24 tháng' }],
    });
    expect(res.json().data.replies[0].files).toHaveLength(1);
    const [stored] = await t.database.db.select().from(bidRequests).where(eq(bidRequests.id, request!.id));
    expect(stored?.status).toBe(REQUEST_STATUS.Answered);
    expect(await t.database.db.select().from(bidRequestReplies).where(eq(bidRequestReplies.requestId, request!.id))).toHaveLength(1);
    expect(await mailTo(second.partner.email, TENDER_OUTGOING.requestAnsweredSubject)).toHaveLength(1);

    const again = multipart([{ name: 'content', value: 'Lần hai' }]);
    const twice = await t.app.inject({
      method: 'POST',
      url: pathOf(tenderDeskEndpoints.requestReply, { id: request!.id }),
      headers: { ...bearer(tokens.qt_dauthau!), ...again.headers },
      payload: again.payload,
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe(TENDER_DESK_MSG.alreadyReplied);
  });

  it("a clarification recorded on the provider's behalf is the desk's (CMS, no e-mail), and may be answered", async () => {
    const bad = multipart([
      { name: 'title', value: '' },
      { name: 'dateRequest', value: 'hôm qua' },
      { name: 'content', value: 'x' },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: pathOf(tenderDeskEndpoints.submissionClarification, { id: first.id }),
      headers: { ...bearer(tokens.qt_dauthau!), ...bad.headers },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject({ title: [TENDER_MSG.requestTitle], dateRequest: [TENDER_MSG.requestDate] });

    const mailsBefore = (await t.database.db.select().from(outbox).where(eq(outbox.recipient, first.partner.email))).length;
    const body = multipart([
      { name: 'title', value: 'Hỏi qua điện thoại' },
      { name: 'dateRequest', value: isoIn(2 * day).slice(0, 10) },
      { name: 'content', value: 'Nhà thầu hỏi về thời hạn giao hàng' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf(tenderDeskEndpoints.submissionClarification, { id: first.id }),
      headers: { ...bearer(tokens.qt_dauthau!), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      type: REQUEST_TYPE.Clarify,
      createdByType: CREATED_BY.Cms,
      status: REQUEST_STATUS.NotAnswered,
    });
    const answer = multipart([{ name: 'content', value: 'Giao trong 30 ngày' }]);
    const replied = await t.app.inject({
      method: 'POST',
      url: pathOf(tenderDeskEndpoints.requestReply, { id: res.json().data.id }),
      headers: { ...bearer(tokens.qt_dauthau!), ...answer.headers },
      payload: answer.payload,
    });
    expect(replied.statusCode).toBe(200);
    expect((await t.database.db.select().from(outbox).where(eq(outbox.recipient, first.partner.email))).length).toBe(mailsBefore);
  });

  it('after the close date the desk sees everything and downloads the files', async () => {
    await closePostNow(postId);
    const list = (await call('GET', pathOf(tenderDeskEndpoints.submissions, { id: postId }), tokens.qt_ketoan!)).json().data;
    expect(list.sealed).toBe(false);
    const mine = list.items.find((i: { id: string }) => i.id === first.id);
    expect(mine).toMatchObject({ price: 1_250_000_000, discount: 5 });
    expect(mine.files).toHaveLength(1);
    expect(mine.customValues.find((v: { file: unknown }) => v.file !== null)).toBeDefined();
    const download = await call('GET', pathOf(tenderDeskEndpoints.file, { id: first.fileId }), tokens.qt_ketoan!);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
  });

  it('a submission moves through statuses with history and e-mail; Approve and Reject are final', async () => {
    const res = await call('POST', pathOf(tenderDeskEndpoints.submissionStatus, { id: first.id }), tokens.qt_dauthau!, {
      status: SUBMIT_STATUS.Updated,
    });
    expect(res.statusCode).toBe(200);
    expect(await mailTo(first.partner.email, TENDER_OUTGOING.statusChangedSubject)).toHaveLength(1);
    const history = await t.database.db.select().from(bidHistory).where(eq(bidHistory.submissionId, first.id)).orderBy(desc(bidHistory.at));
    expect(history[0]?.content.status).toEqual(['Yêu cầu gặp mặt', 'Đã cập nhật hồ sơ']);
    expect(
      (await call('POST', pathOf(tenderDeskEndpoints.submissionStatus, { id: first.id }), tokens.qt_dauthau!, { status: 9 })).statusCode,
    ).toBe(400);
  });

  it('review, then the results: the winner is approved, the other rejected, the post closed; nothing changes after', async () => {
    expect(
      (await call('POST', pathOf(tenderDeskEndpoints.results, { id: postId }), tokens.qt_dauthau!, { winnerIds: [first.id] })).json()
        .message,
    ).toBe(TENDER_DESK_MSG.resultsNeedReview);
    expect((await call('POST', pathOf(tenderDeskEndpoints.status, { id: postId }), tokens.qt_dauthau!, { status: 2 })).statusCode).toBe(
      200,
    );
    const stranger = await call('POST', pathOf(tenderDeskEndpoints.results, { id: postId }), tokens.qt_dauthau!, {
      winnerIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(stranger.statusCode).toBe(400);
    const res = await call('POST', pathOf(tenderDeskEndpoints.results, { id: postId }), tokens.qt_dauthau!, { winnerIds: [first.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: BID_POST_STATUS.Close });
    expect(res.json().data.resultsPublishedAt).not.toBeNull();
    const subs = await t.database.db.select().from(bidSubmissions).where(eq(bidSubmissions.bidPostId, postId));
    expect(Object.fromEntries(subs.map((s) => [s.id, s.status]))).toEqual({
      [first.id]: SUBMIT_STATUS.Approve,
      [second.id]: SUBMIT_STATUS.Reject,
    });
    expect(await mailTo(first.partner.email, TENDER_OUTGOING.resultsSubject)).toHaveLength(1);
    expect(await mailTo(second.partner.email, TENDER_OUTGOING.resultsSubject)).toHaveLength(1);
    expect((await auditOf('bid_post', String(postId)))[0]?.action).toBe('publish_results');

    for (const id of [first.id, second.id]) {
      const after = await call('POST', pathOf(tenderDeskEndpoints.submissionStatus, { id }), tokens.qt_dauthau!, {
        status: SUBMIT_STATUS.Updated,
      });
      expect(after.statusCode).toBe(422);
      expect(after.json().message).toBe(TENDER_DESK_MSG.finalStatus);
    }
    const lateRequest = await call('POST', pathOf(tenderDeskEndpoints.submissionRequest, { id: second.id }), tokens.qt_dauthau!, {
      type: REQUEST_TYPE.Additional,
      dateRequired: isoIn(5 * day).slice(0, 10),
      additional: [0],
      content: 'Bổ sung',
    });
    expect(lateRequest.statusCode).toBe(422);
    const closedEdit = postForm({ keptFilesJson: '[]' }, false);
    const edit = await t.app.inject({
      method: 'PUT',
      url: pathOf(tenderDeskEndpoints.update, { id: postId }),
      headers: { ...bearer(tokens.qt_dauthau!), ...closedEdit.headers },
      payload: closedEdit.payload,
    });
    expect(edit.statusCode).toBe(422);
  });
});

describe('uploads to the desk', () => {
  let postId = 0;
  let submissionId = '';
  let requestId = '';
  beforeAll(async () => {
    postId = (await createPost({ name: 'Mua sắm máy xét nghiệm' })).json().data.id;
    submissionId = (await submit(postId, 'ncc_demo', 900_000_000)).id;
    const [request] = await t.database.db
      .insert(bidRequests)
      .values({
        submissionId,
        bidPostId: postId,
        partnerId: (await partnerOf('ncc_demo')).id,
        type: REQUEST_TYPE.Clarify,
        createdByType: CREATED_BY.Partner,
        title: 'Yêu cầu làm rõ',
        content: 'Xin làm rõ thời hạn giao hàng',
        dateRequest: isoIn(3 * day).slice(0, 10),
      })
      .returning();
    requestId = request!.id;
  });
  const rows = async () => ({
    posts: await t.database.db.$count(bidPosts),
    requests: await t.database.db.$count(bidRequests),
    replies: await t.database.db.$count(bidRequestReplies),
  });
  const reply = () => ({ content: 'Bảo hành 24 tháng' });
  const clarification = () => ({ title: 'Hỏi qua điện thoại', dateRequest: isoIn(2 * day).slice(0, 10), content: 'Thời hạn giao hàng' });

  const calls = [
    ['new post', 'POST', () => tenderDeskEndpoints.create.path, postFields],
    ['post update', 'PUT', () => pathOf(tenderDeskEndpoints.update, { id: postId }), postFields],
    [
      'clarification recorded by the desk',
      'POST',
      () => pathOf(tenderDeskEndpoints.submissionClarification, { id: submissionId }),
      clarification,
    ],
    ['reply to a request', 'POST', () => pathOf(tenderDeskEndpoints.requestReply, { id: requestId }), reply],
  ] as const;
  for (const [route, method, url, fields] of calls) {
    const send = multipartCall({ app: () => t, method, url, token: () => tokens.qt_dauthau!, fields });
    describeUploadRefusals({ route, fileField: 'files', app: () => t, rows, send });
  }
});
