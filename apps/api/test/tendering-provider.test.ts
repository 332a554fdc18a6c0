import {
  BID_POST_STATUS,
  customContentField,
  customFileField,
  pathOf,
  SUBMIT_STATUS,
  TENDER_MSG,
  tenderingProviderEndpoints,
  tenderingPublicEndpoints,
  tenderLookupEndpoints,
} from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  bidCustomValues,
  bidHistory,
  bidPostInfos,
  bidPosts,
  bidRequestReplies,
  bidRequests,
  bidSubmissions,
  files,
  partners,
  users,
} from '../src/db/schema.ts';
import { withDatabase } from './global-setup.ts';
import { bearer, createTestApp, listFiles, login, multipart, SAMPLE_FILES, type TestApp } from './helpers.ts';
import { submissionFields } from './request-bodies.ts';
import { describeUploadRefusals } from './upload-suite.ts';

/** The provider's tendering calls against the seeded demo data (spec 2; SPEC-NOTES 9, 11–13, 18, 19). */
let t: TestApp;
let ncc = '';
let ncc2 = '';

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_MAX: '1000' });
  ncc = await login(t.app, 'provider', 'ncc_demo');
  ncc2 = await login(t.app, 'provider', 'ncc_demo2');
});
afterAll(() => t.close());

const partnerIdOf = async (username: string) => {
  const [u] = await t.database.db.select().from(users).where(eq(users.username, username));
  return u!.partnerId!;
};

/** A fresh Open post with one required text item and one required file item (and an optional file). */
async function openPost(closeInDays = 5, status: number = BID_POST_STATUS.Open) {
  const [cat] = await t.database.db.execute<{ id: number }>(sql`select id from bid_categories order by id limit 1`).then((r) => r.rows);
  const now = Date.now();
  const [post] = await t.database.db
    .insert(bidPosts)
    .values({
      name: `Bài thầu kiểm thử ${now}`,
      bidName: 'Gói thầu kiểm thử',
      invitingParty: 'Bên mời thầu',
      categoryId: cat!.id,
      contractType: 0,
      area: 0,
      chooseMode: 0,
      publicMode: 0,
      applyGroup: 0,
      openDate: new Date(now - 10 * 86_400_000),
      closeDate: new Date(now + closeInDays * 86_400_000),
      status,
    })
    .returning();
  const infos = await t.database.db
    .insert(bidPostInfos)
    .values([
      { bidPostId: post!.id, name: 'Xuất xứ', isRequired: true, type: 0, sort: 0 },
      { bidPostId: post!.id, name: 'Giấy phép', isRequired: true, type: 1, sort: 1 },
      { bidPostId: post!.id, name: 'Catalogue', isRequired: false, type: 1, sort: 2 },
    ])
    .returning();
  return { post: post!, text: infos[0]!, file: infos[1]!, optional: infos[2]! };
}

/** The valid form (request-bodies.ts), with a provider id the server must ignore. */
function submissionParts(postId: number, extra: Record<string, string> = {}) {
  return Object.entries(submissionFields(postId, { ProviderId: 'ignored', ...extra })).map(([name, value]) => ({ name, value }));
}
const pdfPart = (name: string, filename = 'ho-so.pdf', tag = name) => ({
  name,
  filename,
  content: Buffer.concat([SAMPLE_FILES.pdf, Buffer.from(`% ${tag}\n`)]),
  type: 'application/pdf',
});

async function send(method: 'POST' | 'PUT', url: string, token: string, parts: Parameters<typeof multipart>[0]) {
  const body = multipart(parts);
  return t.app.inject({ method, url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}

async function createValid(token = ncc, closeInDays = 5) {
  const p = await openPost(closeInDays);
  const res = await send('POST', tenderingProviderEndpoints.createSubmission.path, token, [
    ...submissionParts(p.post.id, {
      CustomValuesJson: JSON.stringify([{ bidPostCategoryInformationId: p.text.id, content: 'Nhật Bản' }]),
    }),
    pdfPart('Files'),
    pdfPart(customFileField(p.file.id), 'giay-phep.pdf'),
  ]);
  return { ...p, res };
}

describe('lookups and public reads', () => {
  it('answers every lookup with a validator and 304 on If-None-Match', async () => {
    for (const { path } of Object.values(tenderLookupEndpoints)) {
      const res = await t.app.inject({ url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.json().data.length, path).toBeGreaterThan(0);
      const again = await t.app.inject({ url: path, headers: { 'if-none-match': res.headers.etag as string } });
      expect(again.statusCode).toBe(304);
    }
    const all = await t.app.inject({ url: tenderingPublicEndpoints.lookups.path });
    expect(all.json().data.bdSubmitStatus.map((s: { key: string }) => s.key)).toContain('RequestUpdate');
  });

  it('lists open posts only, never drafts; detail 404 for a draft; public detail has no submit', async () => {
    const res = await t.app.inject({ url: `${tenderingPublicEndpoints.list.path}?limit=100` });
    const items = res.json().data.items as Array<{ status: number; id: number }>;
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.every((i) => i.status === BID_POST_STATUS.Open)).toBe(true);
    const [draft] = await t.database.db.select().from(bidPosts).where(eq(bidPosts.status, 0));
    expect((await t.app.inject({ url: pathOf(tenderingPublicEndpoints.detail, { id: draft!.id }) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: pathOf(tenderingPublicEndpoints.detail, { id: 999999 }) })).statusCode).toBe(404);
    // Past int4 the post cannot exist: 404 like any other, not the database's out-of-range error.
    expect((await t.app.inject({ url: pathOf(tenderingPublicEndpoints.detail, { id: 99_999_999_999 }) })).statusCode).toBe(404);
    const pub = await t.app.inject({ url: pathOf(tenderingPublicEndpoints.detail, { id: 1 }), headers: bearer(ncc) });
    expect(pub.json().data.submit).toBeNull();
    expect(pub.json().data.informations.length).toBeGreaterThan(0);
    const own = await t.app.inject({ url: pathOf(tenderingProviderEndpoints.detail, { id: 1 }), headers: bearer(ncc) });
    expect(own.json().data.submit.status).toEqual([SUBMIT_STATUS.RequestMeet]);
    const cats = await t.app.inject({ url: tenderingPublicEndpoints.categoryList.path });
    expect(cats.json().data.length).toBeGreaterThanOrEqual(4);
    const infos = await t.app.inject({ url: `${tenderingPublicEndpoints.categoryInformation.path}?categoryId=${cats.json().data[0].id}` });
    expect(infos.json().data.length).toBeGreaterThan(0);
  });
});

describe('submission', () => {
  it('creates a submission with files, schedules, custom values and history; identity from the profile', async () => {
    const { res, post } = await createValid();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(TENDER_MSG.submitted);
    const data = res.json().data;
    expect(data.status).toBe(SUBMIT_STATUS.Applied);
    expect(data.name).toBe('Công ty TNHH Thiết bị Y tế Phương Nam');
    expect(data.price).toBe(1_250_000);
    expect(data.files).toHaveLength(1);
    expect(data.progress).toHaveLength(2);
    expect(data.customValues).toHaveLength(2);
    const [row] = await t.database.db.select().from(bidSubmissions).where(eq(bidSubmissions.id, data.id));
    expect(row!.partnerId).toBe(await partnerIdOf('ncc_demo'));
    const file = await t.app.inject({ url: data.files[0].fullPath, headers: bearer(ncc) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect((await t.app.inject({ url: data.files[0].fullPath, headers: bearer(ncc2) })).statusCode).toBe(404);
    const hist = await t.app.inject({ url: `${tenderingProviderEndpoints.history.path}?bidPostSubmitId=${data.id}`, headers: bearer(ncc) });
    const entries = hist.json().data.items as Array<{ actionType: number; subject: string; content: string }>;
    expect(entries.filter((e) => e.actionType === 2).map((e) => e.subject)).toEqual(
      expect.arrayContaining(['submission', 'file', 'progress', 'customValue']),
    );
    expect(entries.every((e) => !/"id"|Id"/.test(e.content))).toBe(true);
    // One per provider and post.
    const again = await send('POST', tenderingProviderEndpoints.createSubmission.path, ncc, [
      ...submissionParts(post.id),
      pdfPart('Files'),
    ]);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(TENDER_MSG.alreadySubmitted);
    // Another provider's submission is not found.
    expect(
      (await t.app.inject({ url: pathOf(tenderingProviderEndpoints.submission, { id: data.id }), headers: bearer(ncc2) })).statusCode,
    ).toBe(404);
  });

  it('enforces the form messages of spec 2 §5 verbatim', async () => {
    const p = await openPost();
    const stored = await listFiles(t.filesDir);
    const res = await send('POST', tenderingProviderEndpoints.createSubmission.path, ncc, [
      { name: 'BidPostId', value: String(p.post.id) },
      { name: 'Name', value: '' },
      { name: 'Representative', value: '' },
      { name: 'Price', value: '' },
      { name: 'Discount', value: '' },
      { name: 'ContactName', value: '' },
      { name: 'ContactPosition', value: '' },
      { name: 'ShippingMethod', value: '' },
      { name: 'ProgressMetadataJson', value: '[]' },
    ]);
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors.Name).toContain(TENDER_MSG.name);
    expect(errors.Representative).toContain(TENDER_MSG.representative);
    expect(errors.Price).toContain(TENDER_MSG.price);
    expect(errors.Discount).toContain(TENDER_MSG.discount);
    expect(errors.ContactName).toContain(TENDER_MSG.contactName);
    expect(errors.ContactPosition).toContain(TENDER_MSG.contactPosition);
    expect(errors.ShippingMethod).toContain(TENDER_MSG.shippingMethod);
    expect(errors.Files).toContain(TENDER_MSG.files);
    expect(JSON.stringify(errors)).toContain(TENDER_MSG.schedule);
    // Required custom values by their type.
    const custom = await send('POST', tenderingProviderEndpoints.createSubmission.path, ncc, [
      ...submissionParts(p.post.id),
      pdfPart('Files'),
    ]);
    expect(custom.statusCode).toBe(400);
    expect(custom.json().errors[customContentField(p.text.id)]).toEqual([TENDER_MSG.infoText]);
    expect(custom.json().errors[customFileField(p.file.id)]).toEqual([TENDER_MSG.infoFile]);
    // The refused uploads are not kept.
    expect(await listFiles(t.filesDir)).toEqual(stored);
  });

  it('refuses a post that is not Open, or past its close date', async () => {
    const closed = await openPost(-1);
    const late = await send('POST', tenderingProviderEndpoints.createSubmission.path, ncc2, [
      ...submissionParts(closed.post.id),
      pdfPart('Files'),
    ]);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(TENDER_MSG.closed);
    const review = await openPost(5, BID_POST_STATUS.Review);
    const res = await send('POST', tenderingProviderEndpoints.createSubmission.path, ncc2, [
      ...submissionParts(review.post.id),
      pdfPart('Files'),
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(TENDER_MSG.notOpen);
  });

  it('a failure mid-transaction leaves no row and no stored file', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(files);
    const filesBefore = await listFiles(t.filesDir);
    await t.database.db.execute(
      sql`create function fail_history() returns trigger language plpgsql as $$ begin raise exception 'forced'; end $$`,
    );
    await t.database.db.execute(
      sql`create trigger fail_history before insert on bid_history for each statement execute function fail_history()`,
    );
    try {
      const { res, post } = await createValid(ncc2);
      expect(res.statusCode).toBe(500);
      const rows = await t.database.db
        .select()
        .from(bidSubmissions)
        .where(and(eq(bidSubmissions.bidPostId, post.id)));
      expect(rows).toEqual([]);
    } finally {
      await t.database.db.execute(sql`drop trigger fail_history on bid_history`);
      await t.database.db.execute(sql`drop function fail_history()`);
    }
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(files);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(await listFiles(t.filesDir)).toEqual(filesBefore);
  });

  it('updates while Open, answers RequestUpdate → Updated, refuses final statuses', async () => {
    const { res, post, optional } = await createValid(ncc2);
    const sub = res.json().data;
    const kept = JSON.stringify([{ id: sub.files[0].id, name: 'ho-so-moi.pdf' }]);
    const upd = await send('PUT', pathOf(tenderingProviderEndpoints.updateSubmission, { id: sub.id }), ncc2, [
      ...submissionParts(post.id, { Price: '2000000', UploadedFiles: kept }),
      pdfPart(customFileField(optional.id), 'catalogue.pdf'),
    ]);
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().message).toBe(TENDER_MSG.submitUpdated);
    expect(upd.json().data.price).toBe(2_000_000);
    expect(upd.json().data.files[0].name).toBe('ho-so-moi.pdf');
    expect(upd.json().data.customValues).toHaveLength(3);
    // Answering a request for documents after the bid closed.
    await t.database.db.update(bidPosts).set({ status: BID_POST_STATUS.Review }).where(eq(bidPosts.id, post.id));
    const refused = await send('PUT', pathOf(tenderingProviderEndpoints.updateSubmission, { id: sub.id }), ncc2, [
      ...submissionParts(post.id, { UploadedFiles: kept }),
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(TENDER_MSG.notOpen);
    await t.database.db.update(bidSubmissions).set({ status: SUBMIT_STATUS.RequestUpdate }).where(eq(bidSubmissions.id, sub.id));
    const answered = await send('PUT', pathOf(tenderingProviderEndpoints.updateSubmission, { id: sub.id }), ncc2, [
      ...submissionParts(post.id, { UploadedFiles: kept }),
      pdfPart('Files', 'bo-sung.pdf'),
    ]);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data.status).toBe(SUBMIT_STATUS.Updated);
    const hist = await t.app.inject({
      url: `${tenderingProviderEndpoints.history.path}?bidPostSubmitId=${sub.id}&type=0`,
      headers: bearer(ncc2),
    });
    expect(hist.json().data.items[0].subject).toBe('status');
    for (const status of [SUBMIT_STATUS.Approve, SUBMIT_STATUS.Reject]) {
      await t.database.db.update(bidSubmissions).set({ status }).where(eq(bidSubmissions.id, sub.id));
      const final = await send('PUT', pathOf(tenderingProviderEndpoints.updateSubmission, { id: sub.id }), ncc2, [
        ...submissionParts(post.id, { UploadedFiles: kept }),
      ]);
      expect(final.statusCode).toBe(422);
      expect(final.json().message).toBe(TENDER_MSG.finalStatus);
    }
    // Another provider's submission: 404.
    const foreign = await send('PUT', pathOf(tenderingProviderEndpoints.updateSubmission, { id: sub.id }), ncc, [
      ...submissionParts(post.id, { UploadedFiles: kept }),
    ]);
    expect(foreign.statusCode).toBe(404);
  });

  /**
   * The desk rejects a submission (holding its post and then it, as `lockSubmissionAndPost` does) while
   * the provider's change is on its way: the change waits for the desk, then sees the final status.
   */
  async function whileTheDeskRejects(submissionId: string, postId: number, change: () => Promise<{ statusCode: number; body: string }>) {
    const desk = new pg.Client({ connectionString: withDatabase(inject('pgAdminUrl'), t.dbName) });
    await desk.connect();
    try {
      await desk.query('begin');
      await desk.query('select id from bid_posts where id = $1 for update', [postId]);
      await desk.query('select id from bid_submissions where id = $1 for update', [submissionId]);
      await desk.query('update bid_submissions set status = $1 where id = $2', [SUBMIT_STATUS.Reject, submissionId]);
      const answer = change();
      // The provider's call is waiting on the desk's lock.
      await vi.waitFor(
        async () => {
          const { rows } = await desk.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          );
          expect(rows[0]?.n).toBe(1);
        },
        { timeout: 10_000, interval: 20 },
      );
      await desk.query('commit');
      return await answer;
    } finally {
      await desk.end();
    }
  }

  it("never overwrites a status the desk set while the provider's change was on its way", async () => {
    const { res, post, file } = await createValid(ncc2);
    const sub = res.json().data;
    await t.database.db.update(bidSubmissions).set({ status: SUBMIT_STATUS.RequestUpdate }).where(eq(bidSubmissions.id, sub.id));
    const historyBefore = await t.database.db.$count(bidHistory, eq(bidHistory.submissionId, sub.id));
    const kept = JSON.stringify([{ id: sub.files[0].id, name: 'ho-so.pdf' }]);

    const update = await whileTheDeskRejects(sub.id, post.id, () =>
      send('PUT', pathOf(tenderingProviderEndpoints.updateSubmission, { id: sub.id }), ncc2, [
        ...submissionParts(post.id, { UploadedFiles: kept }),
        pdfPart('Files', 'bo-sung.pdf'),
      ]),
    );
    expect(update.statusCode, update.body).toBe(422);
    expect(JSON.parse(update.body).message).toBe(TENDER_MSG.finalStatus);
    const [row] = await t.database.db.select().from(bidSubmissions).where(eq(bidSubmissions.id, sub.id));
    expect(row?.status).toBe(SUBMIT_STATUS.Reject);
    expect(await t.database.db.$count(bidHistory, eq(bidHistory.submissionId, sub.id))).toBe(historyBefore);

    // One custom value alone takes the same locks.
    await t.database.db.update(bidSubmissions).set({ status: SUBMIT_STATUS.RequestUpdate }).where(eq(bidSubmissions.id, sub.id));
    const value = await whileTheDeskRejects(sub.id, post.id, () =>
      send('POST', tenderingProviderEndpoints.createCustomValue.path, ncc2, [
        { name: 'BidPostId', value: String(post.id) },
        { name: 'BidPostCategoryInformationId', value: file.id },
        pdfPart('File', 'giay-phep-moi.pdf'),
      ]),
    );
    expect(value.statusCode, value.body).toBe(422);
    expect(JSON.parse(value.body).message).toBe(TENDER_MSG.finalStatus);
    expect(await t.database.db.$count(bidHistory, eq(bidHistory.submissionId, sub.id))).toBe(historyBefore);
  });
});

describe('requests', () => {
  it('lists the caller’s clarifications without CMS-created ones; replied ones are read-only', async () => {
    const [sub] = await t.database.db
      .select()
      .from(bidSubmissions)
      .innerJoin(partners, eq(partners.id, bidSubmissions.partnerId))
      .where(and(eq(bidSubmissions.bidPostId, 1), eq(partners.name, 'Công ty TNHH Thiết bị Y tế Phương Nam')));
    const subId = sub!.bid_submissions.id;
    const list = await t.app.inject({ url: `${tenderingProviderEndpoints.requests.path}?bidPostSubmitId=${subId}`, headers: bearer(ncc) });
    expect(list.statusCode).toBe(200);
    const items = list.json().data.items as Array<{ id: string; userTypeCreate: string; replies: unknown[] }>;
    expect(items.length).toBe(2);
    expect(items.every((i) => i.userTypeCreate === 'Partner')).toBe(true);
    const [cms] = await t.database.db.select().from(bidRequests).where(eq(bidRequests.createdByType, 'CMS'));
    const cmsClarify = (
      await t.database.db
        .select()
        .from(bidRequests)
        .where(and(eq(bidRequests.createdByType, 'CMS'), eq(bidRequests.type, 0)))
    )[0]!;
    expect(cms).toBeDefined();
    const del = await t.app.inject({
      method: 'DELETE',
      url: pathOf(tenderingProviderEndpoints.deleteRequest, { id: cmsClarify.id }),
      headers: bearer(ncc),
    });
    expect(del.statusCode).toBe(404);
    const replied = items.find((i) => i.replies.length)!;
    const edit = await send('PUT', pathOf(tenderingProviderEndpoints.updateRequest, { id: replied.id }), ncc, [
      { name: 'BidPostSubmitId', value: subId },
      { name: 'Title', value: 'Sửa' },
      { name: 'DateRequest', value: '2030-01-01' },
      { name: 'Content', value: 'Nội dung' },
    ]);
    expect(edit.statusCode).toBe(422);
    expect(edit.json().message).toBe(TENDER_MSG.cannotEditReplied);
    const del2 = await t.app.inject({
      method: 'DELETE',
      url: pathOf(tenderingProviderEndpoints.deleteRequest, { id: replied.id }),
      headers: bearer(ncc),
    });
    expect(del2.statusCode).toBe(422);
    expect(del2.json().message).toBe(TENDER_MSG.cannotDeleteReplied);
    // Another provider: its id is 404, its list refused.
    expect(
      (await t.app.inject({ url: `${tenderingProviderEndpoints.requests.path}?bidPostSubmitId=${subId}`, headers: bearer(ncc2) }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: pathOf(tenderingProviderEndpoints.deleteRequest, { id: replied.id }),
          headers: bearer(ncc2),
        })
      ).statusCode,
    ).toBe(404);
    // Form messages, then a create, an edit and a delete.
    const bad = await send('POST', tenderingProviderEndpoints.createRequest.path, ncc, [{ name: 'BidPostSubmitId', value: subId }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.Title).toContain(TENDER_MSG.requestTitle);
    expect(bad.json().errors.DateRequest).toContain(TENDER_MSG.requestDate);
    expect(bad.json().errors.Content).toContain(TENDER_MSG.requestContent);
    const parts = [
      { name: 'BidPostSubmitId', value: subId },
      { name: 'Title', value: 'Yêu cầu mới' },
      { name: 'DateRequest', value: '2030-01-01' },
      { name: 'Content', value: 'Xin làm rõ' },
    ];
    const created = await send('POST', tenderingProviderEndpoints.createRequest.path, ncc, [...parts, pdfPart('Files', 'cau-hoi.pdf')]);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe(TENDER_MSG.requestSent);
    const mine = (
      await t.app.inject({ url: `${tenderingProviderEndpoints.requests.path}?bidPostSubmitId=${subId}&search=mới`, headers: bearer(ncc) })
    ).json().data.items;
    expect(mine).toHaveLength(1);
    const file = await t.app.inject({ url: mine[0].files[0].fullPath, headers: bearer(ncc) });
    expect(file.statusCode).toBe(200);
    const upd = await send('PUT', pathOf(tenderingProviderEndpoints.updateRequest, { id: mine[0].id }), ncc, [
      ...parts,
      { name: 'UploadedFiles', value: '[]' },
    ]);
    expect(upd.statusCode).toBe(200);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: pathOf(tenderingProviderEndpoints.deleteRequest, { id: mine[0].id }),
      headers: bearer(ncc),
    });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toBe(TENDER_MSG.requestDeleted);
  });

  it('closes clarifications on a final submission; Review opens them only with an unanswered additional request', async () => {
    const { res, post } = await createValid(ncc2);
    const subId = res.json().data.id;
    const parts = [
      { name: 'BidPostSubmitId', value: subId },
      { name: 'Title', value: 'Hỏi' },
      { name: 'DateRequest', value: '2030-01-01' },
      { name: 'Content', value: 'Nội dung' },
    ];
    await t.database.db.update(bidPosts).set({ status: BID_POST_STATUS.Review }).where(eq(bidPosts.id, post.id));
    const closed = await send('POST', tenderingProviderEndpoints.createRequest.path, ncc2, parts);
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toBe(TENDER_MSG.requestClosed);
    await t.database.db.insert(bidRequests).values({
      submissionId: subId,
      bidPostId: post.id,
      partnerId: await partnerIdOf('ncc_demo2'),
      type: 2,
      createdByType: 'CMS',
      content: 'Bổ sung',
    });
    expect((await send('POST', tenderingProviderEndpoints.createRequest.path, ncc2, parts)).statusCode).toBe(200);
    await t.database.db.update(bidSubmissions).set({ status: SUBMIT_STATUS.Reject }).where(eq(bidSubmissions.id, subId));
    expect((await send('POST', tenderingProviderEndpoints.createRequest.path, ncc2, parts)).json().message).toBe(TENDER_MSG.requestClosed);
  });

  it('answers the inviting party’s meeting request once', async () => {
    const party = await t.app.inject({ url: `${tenderingProviderEndpoints.partyRequests.path}?type=1`, headers: bearer(ncc) });
    expect(party.statusCode).toBe(200);
    const meet = party.json().data.items[0];
    expect(meet.type).toBe('Meet');
    expect(meet.statusKey).toBe('NotAnswered');
    const noContent = await send('POST', tenderingProviderEndpoints.createReply.path, ncc, [
      { name: 'RequestId', value: meet.id },
      { name: 'Content', value: ' ' },
    ]);
    expect(noContent.json().errors.Content).toContain(TENDER_MSG.replyContent);
    const noStatus = await send('POST', tenderingProviderEndpoints.createReply.path, ncc, [
      { name: 'RequestId', value: meet.id },
      { name: 'Content', value: 'Đồng ý' },
    ]);
    expect(noStatus.statusCode).toBe(400);
    expect(noStatus.json().message).toBe(TENDER_MSG.replyStatus);
    expect(
      (
        await send('POST', tenderingProviderEndpoints.createReply.path, ncc2, [
          { name: 'RequestId', value: meet.id },
          { name: 'Content', value: 'x' },
          { name: 'ReplyStatus', value: '0' },
        ])
      ).statusCode,
    ).toBe(404);
    const ok = await send('POST', tenderingProviderEndpoints.createReply.path, ncc, [
      { name: 'RequestId', value: meet.id },
      { name: 'Content', value: 'Chúng tôi đồng ý' },
      { name: 'ReplyStatus', value: '0' },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    const twice = await send('POST', tenderingProviderEndpoints.createReply.path, ncc, [
      { name: 'RequestId', value: meet.id },
      { name: 'Content', value: 'Lần nữa' },
      { name: 'ReplyStatus', value: '1' },
    ]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe(TENDER_MSG.alreadyReplied);
    const after = await t.app.inject({ url: `${tenderingProviderEndpoints.partyRequests.path}?type=1`, headers: bearer(ncc) });
    expect(after.json().data.items[0].status).toBe(1);
  });

  it('filters the history by Vietnam day and type, and refuses another provider’s submission', async () => {
    const [sub] = await t.database.db.select().from(bidSubmissions).where(eq(bidSubmissions.bidPostId, 1)).limit(1);
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const [y, m, d] = today.split('-');
    const owner = sub!.partnerId === (await partnerIdOf('ncc_demo')) ? ncc : ncc2;
    const other = owner === ncc ? ncc2 : ncc;
    const ok = await t.app.inject({
      url: `${tenderingProviderEndpoints.history.path}?bidPostSubmitId=${sub!.id}&date=${d}-${m}-${y}`,
      headers: bearer(owner),
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `${tenderingProviderEndpoints.history.path}?bidPostSubmitId=${sub!.id}`, headers: bearer(other) }))
        .statusCode,
    ).toBe(404);
  });
});

describe('uploads of every provider call', () => {
  let fields: Record<'submission' | 'customValue' | 'request' | 'reply', Parameters<typeof multipart>[0]>;
  const ids = { submission: '', customValue: '', request: '' };
  beforeAll(async () => {
    const { res, post, text, file } = await createValid(ncc);
    const submission = res.json().data as { id: string; customValues: Array<{ id: string; bidPostCategoryInformationId: string }> };
    ids.submission = submission.id;
    ids.customValue = submission.customValues.find((v) => v.bidPostCategoryInformationId === file.id)!.id;
    const request = [
      { name: 'BidPostSubmitId', value: submission.id },
      { name: 'Title', value: 'Hỏi' },
      { name: 'DateRequest', value: '2030-01-01' },
      { name: 'Content', value: 'Nội dung' },
    ];
    const created = await send('POST', tenderingProviderEndpoints.createRequest.path, ncc, request);
    expect(created.statusCode, created.body).toBe(200);
    const [row] = await t.database.db.select().from(bidRequests).where(eq(bidRequests.submissionId, submission.id));
    ids.request = row!.id;
    const party = (await t.app.inject({ url: `${tenderingProviderEndpoints.partyRequests.path}?type=1`, headers: bearer(ncc) })).json().data
      .items[0];
    fields = {
      submission: submissionParts(post.id, {
        CustomValuesJson: JSON.stringify([{ bidPostCategoryInformationId: text.id, content: 'Nhật Bản' }]),
      }),
      customValue: [
        { name: 'BidPostId', value: String(post.id) },
        { name: 'BidPostCategoryInformationId', value: file.id },
      ],
      request,
      reply: [
        { name: 'RequestId', value: party.id },
        { name: 'Content', value: 'Đồng ý' },
        { name: 'ReplyStatus', value: '0' },
      ],
    };
  });
  const rows = async () => ({
    submissions: await t.database.db.$count(bidSubmissions),
    values: await t.database.db.$count(bidCustomValues),
    requests: await t.database.db.$count(bidRequests),
    replies: await t.database.db.$count(bidRequestReplies),
  });
  const calls = [
    ['bid files, new submission', 'Files', 'POST', () => tenderingProviderEndpoints.createSubmission.path, 'submission'],
    [
      'bid files, submission update',
      'Files',
      'PUT',
      () => pathOf(tenderingProviderEndpoints.updateSubmission, { id: ids.submission }),
      'submission',
    ],
    ['custom value, new', 'File', 'POST', () => tenderingProviderEndpoints.createCustomValue.path, 'customValue'],
    [
      'custom value, update',
      'File',
      'PUT',
      () => pathOf(tenderingProviderEndpoints.updateCustomValue, { id: ids.customValue }),
      'customValue',
    ],
    ['clarification, new', 'Files', 'POST', () => tenderingProviderEndpoints.createRequest.path, 'request'],
    ['clarification, update', 'Files', 'PUT', () => pathOf(tenderingProviderEndpoints.updateRequest, { id: ids.request }), 'request'],
    ['reply to the inviting party', 'Files', 'POST', () => tenderingProviderEndpoints.createReply.path, 'reply'],
  ] as const;
  for (const [route, fileField, method, url, form] of calls) {
    describeUploadRefusals({
      route,
      fileField,
      app: () => t,
      rows,
      send: (parts) => send(method, url(), ncc, [...fields[form], ...parts]),
    });
  }
});
