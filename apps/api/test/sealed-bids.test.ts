import { Readable } from 'node:stream';
import {
  CREATED_BY,
  pathOf,
  LIVE_STREAM_PATHS,
  REPLY_STATUS,
  REQUEST_TYPE,
  TENDER_DESK_MSG,
  TENDER_OUTGOING,
  tenderDeskEndpoints,
  tenderingProviderEndpoints,
  operatorSelfEndpoints,
  partnerDeskEndpoints,
} from '@portal/contract';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tables from '../src/db/schema.ts';
import { demoContractId, seedDemoContractFiles } from '../src/db/seed-contracts.ts';
import { bearer, createTestApp, DEMO_PASSWORD, login, multipart, SAMPLE_FILES, type TestApp } from './helpers.ts';

/**
 * Sealed means sealed: before a bid's close date no operator, whatever its role, gets anything of
 * a submission's content from any admin route (lists, details, requests, replies, clarifications,
 * downloads, the partner desk), while who submitted, when and the status stay visible; once a bid
 * has submissions its close date only moves later, audited and e-mailed to every bidder.
 */
let t: TestApp;
const OPERATORS = ['admin_demo', 'qt_dauthau', 'qt_cskh', 'qt_ketoan', 'qt_noidung'] as const;
type Operator = (typeof OPERATORS)[number];
/** The roles that read the tender desk (the others are refused it outright). */
const DESK_READERS: readonly Operator[] = ['admin_demo', 'qt_dauthau', 'qt_ketoan'];
const tokens = {} as Record<Operator | 'ncc_demo' | 'ncc_demo2', string>;

const day = 86_400_000;
const ymdIn = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 10);
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PUT', url: string, token: string, body: ReturnType<typeof multipart>) =>
  t.app.inject({ method, url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
const pdf = (name: string) => ({ name: 'files', filename: name, content: SAMPLE_FILES.pdf, type: 'application/pdf' });

async function partnerOf(username: string) {
  const [row] = await t.database.db
    .select({ partner: tables.partners })
    .from(tables.users)
    .innerJoin(tables.partners, eq(tables.partners.id, tables.users.partnerId))
    .where(eq(tables.users.username, username));
  return row!.partner;
}

/** The demo bid that is Open with both providers' submissions in (close date 20 days ahead). */
let postId = 0;
let mainId = '';
let otherId = '';
let licenceId = '';
/** Everything of the sealed submissions an operator must not get: texts, numbers and file ids. */
const secrets = new Set<string>();
const secretFiles = new Set<string>();
/** The desk's own clarification file: visible while sealed (it is not the provider's). */
let deskFileId = '';
let providerClarificationId = '';

/** A request of the inviting party to the main submission, answered by the provider with text and a file. */
async function answeredPartyRequest(type: 1 | 2, content: string, fileName: string) {
  const body =
    type === REQUEST_TYPE.Meet
      ? {
          type,
          dateMeet: new Date(Date.now() + 3 * day).toISOString(),
          address: '12 Nguyễn Du, Quận 1',
          nameContact: 'Phạm Thu Trang',
          phoneContact: '0283838687',
          content: 'Mời trao đổi',
        }
      : { type, dateRequired: ymdIn(2 * day), additional: [1], content: 'Bổ sung báo cáo tài chính' };
  const sent = await t.app.inject({
    method: 'POST',
    url: pathOf(tenderDeskEndpoints.submissionRequest, { id: mainId }),
    headers: bearer(tokens.qt_dauthau),
    payload: body,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const reply = await send(
    'POST',
    tenderingProviderEndpoints.createReply.path,
    tokens.ncc_demo,
    multipart([
      { name: 'RequestId', value: sent.json().data.id },
      { name: 'RequestType', value: String(type) },
      { name: 'Content', value: content },
      ...(type === REQUEST_TYPE.Meet ? [{ name: 'ReplyStatus', value: String(REPLY_STATUS.Negotiate) }] : []),
      { ...pdf(fileName), name: 'Files' },
    ]),
  );
  expect(reply.statusCode, reply.body).toBe(200);
}

/** Reads back from the database every piece of the sealed submissions that counts as content. */
async function collectSecrets() {
  const db = t.database.db;
  const subs = await db.select().from(tables.bidSubmissions).where(eq(tables.bidSubmissions.bidPostId, postId));
  const ids = subs.map((s) => s.id);
  for (const s of subs) {
    secrets.add(String(s.price));
    if (s.note) secrets.add(s.note);
  }
  for (const p of await db.select().from(tables.bidSubmissionProgress).where(inArray(tables.bidSubmissionProgress.submissionId, ids)))
    secrets.add(p.content);
  for (const v of await db.select().from(tables.bidCustomValues).where(inArray(tables.bidCustomValues.submissionId, ids))) {
    if (v.content) secrets.add(v.content);
    if (v.fileId) secretFiles.add(v.fileId);
  }
  for (const f of await db.select().from(tables.bidSubmissionFiles).where(inArray(tables.bidSubmissionFiles.submissionId, ids)))
    secretFiles.add(f.fileId);
  const requests = await db.select().from(tables.bidRequests).where(eq(tables.bidRequests.bidPostId, postId));
  const requestIds = requests.map((r) => r.id);
  const replies = await db.select().from(tables.bidRequestReplies).where(inArray(tables.bidRequestReplies.requestId, requestIds));
  for (const p of replies) if (p.createdByType === CREATED_BY.Partner) secrets.add(p.content);
  const byPartner = new Set([
    ...requests.filter((r) => r.createdByType === CREATED_BY.Partner).map((r) => r.id),
    ...replies.filter((p) => p.createdByType === CREATED_BY.Partner).map((p) => p.id),
  ]);
  for (const f of await db.select().from(tables.bidRequestFiles).where(inArray(tables.bidRequestFiles.requestId, requestIds))) {
    if (byPartner.has(f.replyId ?? f.requestId)) {
      secretFiles.add(f.fileId);
      secrets.add(f.name);
    } else deskFileId = f.fileId;
  }
  for (const id of secretFiles) secrets.add(id);
}

let contractId = '';
let partnerIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_MAX: '1000', LOGIN_ACCOUNT_RATE_MAX: '1000', LOGIN_ADDRESS_RATE_MAX: '1000' });
  for (const name of OPERATORS) {
    const res = await t.app.inject({
      method: 'POST',
      url: operatorSelfEndpoints.login.path,
      payload: { username: name, password: DEMO_PASSWORD },
    });
    tokens[name] = res.json().data.token;
  }
  tokens.ncc_demo = await login(t.app, 'provider', 'ncc_demo');
  tokens.ncc_demo2 = await login(t.app, 'provider', 'ncc_demo2');
  const main = await partnerOf('ncc_demo');
  const other = await partnerOf('ncc_demo2');
  partnerIds = [main.id, other.id];
  const [sub] = await t.database.db
    .select({ id: tables.bidSubmissions.id, postId: tables.bidSubmissions.bidPostId })
    .from(tables.bidSubmissions)
    .innerJoin(tables.bidPosts, eq(tables.bidPosts.id, tables.bidSubmissions.bidPostId))
    .where(and(eq(tables.bidSubmissions.partnerId, main.id), eq(tables.bidPosts.status, 1)));
  postId = sub!.postId;
  mainId = sub!.id;
  const [second] = await t.database.db
    .select({ id: tables.bidSubmissions.id })
    .from(tables.bidSubmissions)
    .where(and(eq(tables.bidSubmissions.partnerId, other.id), eq(tables.bidSubmissions.bidPostId, postId)));
  otherId = second!.id;
  await seedDemoContractFiles(t.database.db, t.storage);
  contractId = (await demoContractId(t.database.db, 'HD-2026/001-PNM'))!;

  // What a provider sends through its own routes: a clarification question with a file, and
  // answers (text and files) to the inviting party's meeting and additional-document requests.
  const question = await send(
    'POST',
    tenderingProviderEndpoints.createRequest.path,
    tokens.ncc_demo,
    multipart([
      { name: 'BidPostSubmitId', value: mainId },
      { name: 'Title', value: 'Hỏi về cấu hình' },
      { name: 'DateRequest', value: ymdIn(2 * day) },
      { name: 'Content', value: 'Cấu hình đầu dò có bắt buộc không?' },
      { ...pdf('cau-hinh-de-xuat-kin.pdf'), name: 'Files' },
    ]),
  );
  expect(question.statusCode, question.body).toBe(200);
  await answeredPartyRequest(REQUEST_TYPE.Additional, 'Báo cáo tài chính kín: doanh thu 98.765.432.100 đồng', 'bao-cao-tai-chinh-kin.pdf');
  await answeredPartyRequest(REQUEST_TYPE.Meet, 'Đề nghị giảm thêm 7,5% nếu gặp trước ngày 15', 'de-xuat-gap-kin.pdf');
  // The desk's own clarification on the provider's behalf, with the desk's file.
  const recorded = await send(
    'POST',
    pathOf(tenderDeskEndpoints.submissionClarification, { id: mainId }),
    tokens.qt_dauthau,
    multipart([
      { name: 'title', value: 'Hỏi qua điện thoại' },
      { name: 'dateRequest', value: ymdIn(day) },
      { name: 'content', value: 'Nhà thầu hỏi thời hạn giao hàng' },
      pdf('ghi-chu-cua-to-chuyen-gia.pdf'),
    ]),
  );
  expect(recorded.statusCode, recorded.body).toBe(200);
  const [clarification] = await t.database.db
    .select({ id: tables.bidRequests.id })
    .from(tables.bidRequests)
    .where(and(eq(tables.bidRequests.submissionId, mainId), eq(tables.bidRequests.title, 'Hỏi về cấu hình')));
  providerClarificationId = clarification!.id;
  await collectSecrets();

  // A registration document of ncc_demo (what the partner desk's file route is for).
  const staged = await t.storage.stage(Readable.from([SAMPLE_FILES.pdf]), () => false);
  await t.database.db.insert(tables.files).values({
    id: staged.id,
    partnerId: main.id,
    purpose: 'business_license',
    originalName: 'giay-phep-kinh-doanh.pdf',
    mime: 'application/pdf',
    size: staged.size,
    sha256: staged.sha256,
  });
  await t.storage.promote(staged.id);
  licenceId = staged.id;
});
afterAll(() => t.close());

/**
 * Every GET route under /api/admin, its path parameters filled with every id in play (the bid, its
 * submissions and files, both providers, a provider's contract): the calls an operator could make
 * to reach a sealed submission.
 */
function adminCalls(): string[] {
  const holders = [String(postId), mainId, otherId, ...partnerIds, contractId];
  const leaves = [...secretFiles, deskFileId];
  const urls = new Set<string>();
  for (const route of t.app.routeTable) {
    // The live stream says nothing of a submission (an event is a topic, never data) and never ends by itself.
    if (route.method !== 'GET' || !route.url.startsWith('/api/admin') || LIVE_STREAM_PATHS.has(route.url)) continue;
    const params = route.url.match(/:\w+/g) ?? [];
    if (params.length === 0) urls.add(route.url);
    if (params.length === 1) for (const id of [...holders, ...leaves]) urls.add(route.url.replace(/:\w+/, id));
    if (params.length === 2)
      for (const first of holders) for (const second of leaves) urls.add(route.url.replace(/:\w+/, first).replace(/:\w+/, second));
    if (params.length > 2) throw new Error(`no ids planned for ${route.url}`);
  }
  for (const type of [0, 1, 2]) urls.add(`${pathOf(tenderDeskEndpoints.requests, { id: postId })}?type=${type}`);
  return [...urls];
}

describe('before the close date, per operator role', () => {
  it('the bid is sealed and has content to hide (the test data is what the walk looks for)', async () => {
    const [post] = await t.database.db.select().from(tables.bidPosts).where(eq(tables.bidPosts.id, postId));
    expect(post!.closeDate.getTime()).toBeGreaterThan(Date.now());
    // Two prices, a note, schedules, text values; submission, custom-value and reply files.
    expect(secretFiles.size).toBeGreaterThanOrEqual(8);
    expect(secrets.size).toBeGreaterThanOrEqual(20);
    expect(deskFileId).not.toBe('');
  });

  it.each(OPERATORS)('no admin route reveals a sealed submission or its files to %s', async (operator) => {
    const leaks: string[] = [];
    let answered = 0;
    for (const url of adminCalls()) {
      const res = await get(url, tokens[operator]);
      if (res.statusCode === 200) answered += 1;
      // A JSON answer is searched below; anything else answered for a sealed file's id is the file.
      const isJson = String(res.headers['content-type']).startsWith('application/json');
      if (res.statusCode < 300 && !isJson && [...secretFiles].some((id) => url.includes(id))) leaks.push(`${url} → ${res.statusCode}`);
      for (const secret of secrets) if (res.body.includes(secret)) leaks.push(`${url} → ${secret}`);
    }
    expect(leaks).toEqual([]);
    // The walk reached the routes this role may read (so a silence is not a refusal everywhere).
    expect(answered).toBeGreaterThan(DESK_READERS.includes(operator) ? 12 : 3);
  });

  it.each(DESK_READERS)('%s sees who submitted, when and the status, and the desk’s own requests', async (operator) => {
    const list = (await get(pathOf(tenderDeskEndpoints.submissions, { id: postId }), tokens[operator])).json().data;
    expect(list.sealed).toBe(true);
    expect(list.items.map((s: { provider: { name: string } }) => s.provider.name).sort()).toEqual(
      [(await partnerOf('ncc_demo')).name, (await partnerOf('ncc_demo2')).name].sort(),
    );
    for (const s of list.items) {
      expect(s).toMatchObject({ price: null, discount: null, shippingMethod: null, note: null, files: [], progress: [], customValues: [] });
      expect(typeof s.status).toBe('number');
      expect(Date.parse(s.createdAt)).not.toBeNaN();
    }
    const detail = (await get(pathOf(tenderDeskEndpoints.submission, { id: mainId }), tokens[operator])).json().data;
    expect(detail.sealed).toBe(true);
    const question = detail.requests.find((r: { id: string }) => r.id === providerClarificationId);
    // The question keeps its text (the desk answers it before the close date), not its file.
    expect(question).toMatchObject({ sealed: true, content: 'Cấu hình đầu dò có bắt buộc không?', files: [] });
    const answered = detail.requests.filter((r: { replies: unknown[] }) => r.replies.length > 0);
    expect(answered.length).toBeGreaterThanOrEqual(2);
    for (const r of answered)
      for (const p of r.replies) if (p.createdByType === CREATED_BY.Partner) expect(p).toMatchObject({ content: null, files: [] });
    const desk = detail.requests.find((r: { title: string }) => r.title === 'Hỏi qua điện thoại');
    expect(desk.files.map((f: { id: string }) => f.id)).toEqual([deskFileId]);
    expect((await get(pathOf(tenderDeskEndpoints.file, { id: deskFileId }), tokens[operator])).statusCode).toBe(200);
    for (const id of secretFiles) {
      const download = await get(pathOf(tenderDeskEndpoints.file, { id }), tokens[operator]);
      expect(download.statusCode).toBe(403);
      expect(download.json().message).toBe(TENDER_DESK_MSG.sealed);
    }
  });

  it("answering a provider's question returns the request without its files", async () => {
    const res = await send(
      'POST',
      pathOf(tenderDeskEndpoints.requestReply, { id: providerClarificationId }),
      tokens.qt_dauthau,
      multipart([{ name: 'content', value: 'Không bắt buộc' }]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      sealed: true,
      files: [],
      replies: [{ createdByType: CREATED_BY.Cms, content: 'Không bắt buộc' }],
    });
    for (const secret of secrets) expect(res.body).not.toContain(secret);
  });
});

describe('the partner desk serves registration documents only', () => {
  it.each(OPERATORS)('%s: a licence file, yes; a bid, reply or contract file of the same partner, 404', async (operator) => {
    const canRead = operator !== 'qt_noidung';
    const [main] = partnerIds;
    expect((await get(pathOf(partnerDeskEndpoints.file, { id: main!, fileId: licenceId }), tokens[operator])).statusCode).toBe(
      canRead ? 200 : 403,
    );
    const [contractFile] = await t.database.db
      .select({ id: tables.files.id })
      .from(tables.files)
      .where(and(eq(tables.files.partnerId, main!), eq(tables.files.purpose, 'contract')));
    for (const id of [...secretFiles, ...(contractFile ? [contractFile.id] : [])])
      for (const partner of partnerIds)
        expect((await get(pathOf(partnerDeskEndpoints.file, { id: partner, fileId: id }), tokens[operator])).statusCode).toBe(
          canRead ? 404 : 403,
        );
  });
});

describe('the close date of a bid with submissions', () => {
  const updateForm = async (closeDate: Date, id = postId) => {
    const post = (await get(pathOf(tenderDeskEndpoints.detail, { id }), tokens.qt_dauthau)).json().data;
    const fields: Record<string, unknown> = { ...post, categoryId: post.bidPostCategory.id, closeDate: closeDate.toISOString() };
    const names = ['name', 'bidName', 'invitingParty', 'categoryId', 'contractType', 'area', 'chooseMode', 'publicMode', 'applyGroup'];
    const optional = ['deployDays', 'issueLocation', 'deployLocation', 'openDate', 'closeDate', 'applyDate', 'contactName'];
    const more = ['contactPhone', 'contactEmail', 'contactPosition', 'note', 'requirements'];
    return multipart(
      [...names, ...optional, ...more].flatMap((name) => (fields[name] == null ? [] : [{ name, value: String(fields[name]) }])),
    );
  };
  const closeDateOf = async (id = postId) =>
    (await t.database.db.select().from(tables.bidPosts).where(eq(tables.bidPosts.id, id)))[0]!.closeDate;
  const extensionMails = () =>
    t.database.db.select().from(tables.outbox).where(eq(tables.outbox.subject, TENDER_OUTGOING.closeDateExtendedSubject));

  it('an earlier date is refused (422) and changes nothing, not even for the administrator', async () => {
    const before = await closeDateOf();
    for (const operator of ['qt_dauthau', 'admin_demo'] as const)
      for (const earlier of [new Date(before.getTime() - day), new Date(Date.now() - 60_000)]) {
        const res = await send('PUT', pathOf(tenderDeskEndpoints.update, { id: postId }), tokens[operator], await updateForm(earlier));
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().message).toBe(TENDER_DESK_MSG.closeDateOnlyLater);
        expect(res.json().errors.closeDate).toEqual([TENDER_DESK_MSG.closeDateOnlyLater]);
      }
    expect(await closeDateOf()).toEqual(before);
    expect(await extensionMails()).toHaveLength(0);
    const list = (await get(pathOf(tenderDeskEndpoints.submissions, { id: postId }), tokens.qt_dauthau)).json().data;
    expect(list.sealed).toBe(true);
  });

  it('the accountant and customer care may not move it at all', async () => {
    const later = new Date((await closeDateOf()).getTime() + day);
    for (const operator of ['qt_ketoan', 'qt_cskh', 'qt_noidung'] as const)
      expect(
        (await send('PUT', pathOf(tenderDeskEndpoints.update, { id: postId }), tokens[operator], await updateForm(later))).statusCode,
      ).toBe(403);
  });

  it('a later date is an extension: saved, audited, and one e-mail to each bidder in the same transaction', async () => {
    const before = await closeDateOf();
    const later = new Date(before.getTime() + 5 * day);
    const res = await send('PUT', pathOf(tenderDeskEndpoints.update, { id: postId }), tokens.qt_dauthau, await updateForm(later));
    expect(res.statusCode, res.body).toBe(200);
    expect((await closeDateOf()).toISOString()).toBe(later.toISOString());
    const [entry] = await t.database.db
      .select()
      .from(tables.auditLog)
      .where(
        and(
          eq(tables.auditLog.objectType, 'bid_post'),
          eq(tables.auditLog.objectId, String(postId)),
          eq(tables.auditLog.action, 'extend_close'),
        ),
      );
    expect(entry?.operatorUsername).toBe('qt_dauthau');
    expect(entry?.changes).toMatchObject({ closeDate: [before.toISOString(), later.toISOString()] });
    const mails = await extensionMails();
    const bidders = await t.database.db
      .select({ email: tables.partners.email })
      .from(tables.bidSubmissions)
      .innerJoin(tables.partners, eq(tables.partners.id, tables.bidSubmissions.partnerId))
      .where(eq(tables.bidSubmissions.bidPostId, postId));
    expect(mails.map((m) => m.recipient).sort()).toEqual(bidders.map((b) => b.email).sort());
    expect(mails.every((m) => m.body.includes(`/thau/${postId}`))).toBe(true);
  });

  it('a bid nobody has answered yet may still move earlier', async () => {
    const answered = t.database.db.select({ id: tables.bidSubmissions.bidPostId }).from(tables.bidSubmissions);
    const [empty] = await t.database.db
      .select({ id: tables.bidPosts.id, closeDate: tables.bidPosts.closeDate })
      .from(tables.bidPosts)
      .where(and(eq(tables.bidPosts.status, 1), notInArray(tables.bidPosts.id, answered)))
      .limit(1);
    const earlier = new Date(empty!.closeDate.getTime() - 60 * 60_000);
    const res = await send(
      'PUT',
      pathOf(tenderDeskEndpoints.update, { id: empty!.id }),
      tokens.qt_dauthau,
      await updateForm(earlier, empty!.id),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await closeDateOf(empty!.id)).toISOString()).toBe(earlier.toISOString());
  });
});

describe('after the close date', () => {
  it('the desk sees the offers, the replies and downloads the files', async () => {
    await t.database.db
      .update(tables.bidPosts)
      .set({ closeDate: new Date(Date.now() - 60_000) })
      .where(eq(tables.bidPosts.id, postId));
    const list = await get(pathOf(tenderDeskEndpoints.submissions, { id: postId }), tokens.qt_ketoan);
    expect(list.json().data.sealed).toBe(false);
    const detail = await get(pathOf(tenderDeskEndpoints.submission, { id: mainId }), tokens.qt_ketoan);
    // What the walk looked for is really there once the bid has closed.
    const shown = list.body + detail.body;
    expect([...secrets].filter((secret) => !shown.includes(secret))).toEqual([]);
    // The demo's own files have no bytes in this test's storage (404 there); the ones sent here download.
    for (const id of secretFiles) expect((await get(pathOf(tenderDeskEndpoints.file, { id }), tokens.qt_ketoan)).statusCode).not.toBe(403);
    const uploaded = await t.database.db
      .select({ fileId: tables.bidRequestFiles.fileId })
      .from(tables.bidRequestFiles)
      .where(inArray(tables.bidRequestFiles.fileId, [...secretFiles]));
    expect(uploaded.length).toBeGreaterThanOrEqual(3);
    for (const { fileId } of uploaded)
      expect((await get(pathOf(tenderDeskEndpoints.file, { id: fileId }), tokens.qt_ketoan)).statusCode).toBe(200);
  });
});
