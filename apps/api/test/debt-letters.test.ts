import {
  DEBT_LETTER_MSG,
  DEBT_LETTER_OUTGOING,
  debtLetterLink,
  formatVnd,
  vietnamToday,
  debtLetterEndpoints,
  debtLetterDeskEndpoints,
  pathOf,
} from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, debtEvents, debtLetters, files, medicalOrders, notifications } from '../src/db/schema.ts';
import { bearer, listFiles, multipart, SAMPLE_FILES, type TestApp } from './helpers.ts';
import { pdfText } from './pdf-text.ts';
import { DEMO_ORGANIZATION } from '../src/db/seed-organization.ts';
import { type caller, collaboratorApp, operatorToken, partnerIdOf } from './orders-helpers.ts';

/*
 * Debt confirmation letters (spec 3 §4, §5, §7; issue 21 items 1, 3, 4, 5, 10): the desk sends,
 * the collaborator answers once, a correction replaces a letter, the PDF record reads back with
 * both parties' figures.
 */

let t: TestApp;
let api: ReturnType<typeof caller>;
let tok: { ctv: string; ctv2: string; acct: string };
let ctvId: string;

beforeAll(async () => {
  const c = await collaboratorApp();
  t = c.t;
  api = c.api;
  tok = { ...c.tok, acct: await operatorToken(t, 'qt_ketoan') };
  ctvId = await partnerIdOf(t, 'ctv_demo');
});
afterAll(() => t.close());

const day = (offset: number) => {
  const d = new Date(`${vietnamToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

/** The desk sends ctv_demo a letter; answers its detail. */
async function send(over: Record<string, unknown> = {}) {
  const res = await api.send('POST', debtLetterDeskEndpoints.send.path, tok.acct, {
    partnerId: ctvId,
    letterName: 'Thư xác nhận công nợ kiểm thử',
    balanceDate: day(30),
    balanceAmount: 15_000_000,
    data: '<p>Kính gửi Quý đối tác</p>',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; code: string; data: string; balanceAmount: number };
}

type Part = Parameters<typeof multipart>[0][number];
const answer = (id: string, parts: Part[], token = tok.ctv) => {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: pathOf(debtLetterEndpoints.confirm, { id }),
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};
const fields = (values: Record<string, string>): Part[] => Object.entries(values).map(([name, value]) => ({ name, value }));
const pdfFile = (name = 'bien-ban-da-ky.pdf'): Part => ({
  name: 'File',
  filename: name,
  content: SAMPLE_FILES.pdf,
  type: 'application/pdf',
});
const fileCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(files))[0]!.n;

describe('sending a letter (desk)', () => {
  it('fills the template with the balance of the completed orders up to the date', async () => {
    const res = await api.get(debtLetterDeskEndpoints.draft.path, tok.acct, { partnerId: ctvId, balanceDate: vietnamToday() });
    expect(res.statusCode, res.body).toBe(200);
    const [expected] = await t.database.db
      .select({ n: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(service_total), 0)::text` })
      .from(medicalOrders)
      .where(and(eq(medicalOrders.partnerId, ctvId), eq(medicalOrders.status, 4), sql`appointment_day <= ${vietnamToday()}`));
    const draft = res.json().data;
    expect(draft.balanceAmount).toBe(Number(expected!.total));
    expect(draft.completedOrders).toBe(expected!.n);
    expect(draft.completedOrders).toBeGreaterThan(0);
    expect(draft.data).toContain(formatVnd(draft.balanceAmount));
    expect(draft.data).toContain('Nguyễn Thị Thu Hà');
    expect(draft.data).toContain(DEMO_ORGANIZATION.legalName);
    const notCollaborator = await api.get(debtLetterDeskEndpoints.draft.path, tok.acct, {
      partnerId: await partnerIdOf(t, 'ncc_demo'),
      balanceDate: vietnamToday(),
    });
    expect(notCollaborator.statusCode).toBe(400);
    expect(notCollaborator.json().errors.partnerId).toEqual([DEBT_LETTER_MSG.notCollaborator]);
  });

  it('refuses a letter without its name, date, amount or body, with the contract messages', async () => {
    const res = await api.send('POST', debtLetterDeskEndpoints.send.path, tok.acct, { partnerId: ctvId, balanceAmount: -5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      letterName: [DEBT_LETTER_MSG.letterName],
      balanceDate: [DEBT_LETTER_MSG.balanceDate],
      balanceAmount: [DEBT_LETTER_MSG.amountInvalid],
      data: [DEBT_LETTER_MSG.body],
    });
  });

  it('sanitises the body on write: a <script> never reaches the page', async () => {
    const letter = await send({
      data: '<p onclick="alert(1)">Số dư</p><script>alert("xss")</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    });
    for (const body of [letter.data, (await api.get(pathOf(debtLetterEndpoints.detail, { id: letter.id }), tok.ctv)).json().data.data]) {
      expect(body).not.toMatch(/<script|onerror|onclick|javascript:/i);
      expect(body).toContain('<p>Số dư</p>');
    }
  });

  it('records the send on the timeline, audits it in words and tells the collaborator, all at once', async () => {
    const letter = await send({ letterName: 'Thư quý 4 — thông báo' });
    const [event] = await t.database.db.select().from(debtEvents).where(eq(debtEvents.subjectId, letter.id));
    expect(event).toMatchObject({ kind: 'letter_sent', actor: 'operator', amount: 15_000_000, partnerId: ctvId });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.objectId, letter.id));
    expect(entry).toMatchObject({ objectType: 'debt_letter', action: 'send', operatorUsername: 'qt_ketoan' });
    expect(entry!.summary).toContain(letter.code);
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, debtLetterLink(letter.id)));
    expect(note).toMatchObject({ area: 'debts', permission: 'debt.view', title: DEBT_LETTER_OUTGOING.sentTitle('Thư quý 4 — thông báo') });
  });
});

describe("the collaborator's list (spec 3 §2, §5, §7)", () => {
  it('answers its own letters with pagination and filters; options come as named groups', async () => {
    const letter = await send({ letterName: 'Thư lọc tìm kiếm ABC' });
    const list = await api.get(debtLetterEndpoints.list.path, tok.ctv, { search: 'lọc tìm kiếm abc', responseStatus: '1' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.map((i: { id: string }) => i.id)).toEqual([letter.id]);
    expect(list.json().data.pagination).toMatchObject({ page: 1, limit: 10, count: 1, totalCount: 1 });
    expect(
      (await api.get(debtLetterEndpoints.list.path, tok.ctv, { sentDate: vietnamToday(), balanceDate: day(30), search: 'ABC' })).json().data
        .items,
    ).toHaveLength(1);
    const other = await api.get(debtLetterEndpoints.list.path, tok.ctv2, { search: 'lọc tìm kiếm abc' });
    expect(other.json().data.items).toEqual([]);
    const options = await api.get(debtLetterEndpoints.options.path, tok.ctv);
    expect(options.json().data.responseStatus).toEqual([
      { key: 1, value: 1, name: 'Chờ phản hồi' },
      { key: 2, value: 2, name: 'Khớp số liệu' },
      { key: 3, value: 3, name: 'Khác số liệu' },
    ]);
  });

  it('refuses a sent date in the future, a balance date before the end of today and a long search', async () => {
    const res = await api.get(debtLetterEndpoints.list.path, tok.ctv, {
      sentDate: day(1),
      balanceDate: vietnamToday(),
      search: 'a'.repeat(51),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      sentDate: [DEBT_LETTER_MSG.sentDateFuture],
      balanceDate: [DEBT_LETTER_MSG.balanceDatePast],
      search: ['Tìm kiếm tối đa 50 ký tự!'],
    });
  });

  it("never shows another collaborator's letter: 404 on its detail, PDF, file and answer", async () => {
    const letter = await send();
    for (const url of [
      pathOf(debtLetterEndpoints.detail, { id: letter.id }),
      pathOf(debtLetterEndpoints.pdf, { id: letter.id }),
      pathOf(debtLetterEndpoints.file, { id: letter.id }),
    ])
      expect((await api.get(url, tok.ctv2)).statusCode).toBe(404);
    expect((await answer(letter.id, fields({ ResponseStatus: '2', ResponseNotes: 'x' }), tok.ctv2)).statusCode).toBe(404);
  });
});

describe('answering a letter (spec 3 §4, §5)', () => {
  it('requires the choice and the notes; the amount only for choice 3', async () => {
    const letter = await send();
    const empty = await answer(letter.id, fields({ id: letter.id }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      ResponseStatus: [DEBT_LETTER_MSG.responseStatus],
      ResponseNotes: [DEBT_LETTER_MSG.responseNotes],
    });
    const noAmount = await answer(letter.id, fields({ ResponseStatus: '3', ResponseNotes: 'Khác số' }));
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().errors).toEqual({ ResponseBalanceAmount: [DEBT_LETTER_MSG.responseAmount] });
    const badChoice = await answer(letter.id, fields({ ResponseStatus: '1', ResponseNotes: 'x' }));
    expect(badChoice.json().errors).toEqual({ ResponseStatus: [DEBT_LETTER_MSG.responseStatus] });
    const wrongId = await answer(
      letter.id,
      fields({ id: '00000000-0000-4000-8000-000000000000', ResponseStatus: '2', ResponseNotes: 'x' }),
    );
    expect(wrongId.json().errors).toEqual({ id: [DEBT_LETTER_MSG.idMismatch] });
    // Still pending after every refusal.
    expect((await api.get(pathOf(debtLetterEndpoints.detail, { id: letter.id }), tok.ctv)).json().data.responseStatus).toBe(1);
  });

  it('choice 2 ignores an amount sent with it; a second answer is 422', async () => {
    const letter = await send();
    const res = await answer(
      letter.id,
      fields({ id: letter.id, ResponseStatus: '2', ResponseBalanceAmount: '999', ResponseNotes: 'Khớp' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(DEBT_LETTER_MSG.confirmed);
    expect(res.json().data).toMatchObject({
      responseStatus: 2,
      responseBalanceAmount: null,
      difference: 0,
      responseStatusName: 'Khớp số liệu',
    });
    const again = await answer(letter.id, fields({ ResponseStatus: '3', ResponseBalanceAmount: '1', ResponseNotes: 'Đổi ý' }));
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(DEBT_LETTER_MSG.answered);
  });

  it('choice 3 with the signed record: the difference, the file and the timeline entry', async () => {
    const letter = await send();
    const res = await answer(letter.id, [
      ...fields({ id: letter.id, ResponseStatus: '3', ResponseBalanceAmount: '14500000', ResponseNotes: 'Chưa trừ đơn đã hủy' }),
      pdfFile(),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().data;
    expect(detail).toMatchObject({
      responseStatus: 3,
      responseBalanceAmount: 14_500_000,
      difference: -500_000,
      responseNotes: 'Chưa trừ đơn đã hủy',
    });
    expect(detail.files).toHaveLength(1);
    expect(detail.files[0]).toMatchObject({
      name: 'bien-ban-da-ky.pdf',
      fullPath: pathOf(debtLetterEndpoints.file, { id: letter.id }),
      contentType: 'application/pdf',
    });
    const download = await api.get(pathOf(debtLetterEndpoints.file, { id: letter.id }), tok.ctv);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    const [event] = await t.database.db
      .select()
      .from(debtEvents)
      .where(and(eq(debtEvents.subjectId, letter.id), eq(debtEvents.kind, 'letter_answered')));
    expect(event).toMatchObject({ actor: 'partner', amount: 14_500_000 });
    expect(event!.summary).toContain(formatVnd(-500_000));
    const desk = await api.get(debtLetterDeskEndpoints.list.path, tok.acct, { partnerId: ctvId, responseStatus: '3' });
    expect(desk.json().data.items.find((i: { id: string }) => i.id === letter.id)).toMatchObject({
      difference: -500_000,
      responseBalanceAmount: 14_500_000,
    });
  });

  it('keeps at most one file, judged by content; a refused answer stores nothing', async () => {
    const letter = await send();
    const before = await fileCount();
    const stored = await listFiles(t.filesDir);
    const two = await answer(letter.id, [
      ...fields({ ResponseStatus: '2', ResponseNotes: 'x' }),
      pdfFile('a.pdf'),
      { ...pdfFile('b.pdf'), content: SAMPLE_FILES.png, filename: 'b.png' },
    ]);
    expect(two.statusCode).toBe(413);
    const fake = await answer(letter.id, [
      ...fields({ ResponseStatus: '2', ResponseNotes: 'x' }),
      { name: 'File', filename: 'scan.pdf', content: Buffer.from('<html>not a pdf</html>') },
    ]);
    expect(fake.statusCode).toBe(415);
    const word = await answer(letter.id, [
      ...fields({ ResponseStatus: '2', ResponseNotes: 'x' }),
      { name: 'File', filename: 'x.docx', content: SAMPLE_FILES.docx },
    ]);
    expect(word.statusCode).toBe(415);
    // A file with an invalid answer: refused, and its staged bytes discarded.
    const invalid = await answer(letter.id, [...fields({ ResponseStatus: '3', ResponseNotes: 'x' }), pdfFile()]);
    expect(invalid.statusCode).toBe(400);
    expect(await fileCount()).toBe(before);
    expect(await listFiles(t.filesDir)).toEqual(stored);
    expect((await api.get(pathOf(debtLetterEndpoints.detail, { id: letter.id }), tok.ctv)).json().data.responseStatus).toBe(1);
  });

  it('two answers sent at once: exactly one passes (the row is locked)', async () => {
    const letter = await send();
    const results = await Promise.all([
      answer(letter.id, fields({ ResponseStatus: '2', ResponseNotes: 'Một' })),
      answer(letter.id, fields({ ResponseStatus: '3', ResponseBalanceAmount: '1000', ResponseNotes: 'Hai' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const events = await t.database.db
      .select()
      .from(debtEvents)
      .where(and(eq(debtEvents.subjectId, letter.id), eq(debtEvents.kind, 'letter_answered')));
    expect(events).toHaveLength(1);
  });
});

describe('a corrected letter (desk)', () => {
  it('supersedes the old letter; the collaborator answers the new one only', async () => {
    const old = await send({ letterName: 'Thư cần điều chỉnh' });
    await answer(old.id, fields({ ResponseStatus: '3', ResponseBalanceAmount: '14000000', ResponseNotes: 'Sai số' }));
    const res = await api.send('POST', pathOf(debtLetterDeskEndpoints.correct, { id: old.id }), tok.acct, {
      letterName: 'Thư điều chỉnh',
      balanceDate: day(30),
      balanceAmount: 14_000_000,
      data: '<p>Điều chỉnh</p>',
      reason: 'Trừ đơn đã hủy',
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json().data;
    expect(fresh).toMatchObject({ responseStatus: 1, replacesId: old.id, superseded: false });
    const oldDetail = (await api.get(pathOf(debtLetterDeskEndpoints.detail, { id: old.id }), tok.acct)).json().data;
    expect(oldDetail).toMatchObject({ superseded: true, supersededById: fresh.id, responseStatus: 3 });
    const ids = (await api.get(debtLetterEndpoints.list.path, tok.ctv, { limit: '100' }))
      .json()
      .data.items.map((i: { id: string }) => i.id);
    expect(ids).toContain(fresh.id);
    expect(ids).not.toContain(old.id);
    expect((await api.get(pathOf(debtLetterEndpoints.detail, { id: old.id }), tok.ctv)).json().data.superseded).toBe(true);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, old.id), eq(auditLog.action, 'correct')));
    expect(entry!.summary).toContain('Trừ đơn đã hủy');
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, debtLetterLink(fresh.id)));
    expect(note!.title).toBe(DEBT_LETTER_OUTGOING.correctedTitle('Thư điều chỉnh'));
    const pending = await send();
    await api.send('POST', pathOf(debtLetterDeskEndpoints.correct, { id: pending.id }), tok.acct, {
      letterName: 'x',
      balanceDate: day(30),
      balanceAmount: 1,
      data: '<p>x</p>',
      reason: 'r',
    });
    const late = await answer(pending.id, fields({ ResponseStatus: '2', ResponseNotes: 'x' }));
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(DEBT_LETTER_MSG.superseded);
    const twice = await api.send('POST', pathOf(debtLetterDeskEndpoints.correct, { id: old.id }), tok.acct, {
      letterName: 'x',
      balanceDate: day(30),
      balanceAmount: 1,
      data: '<p>x</p>',
      reason: 'r',
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe(DEBT_LETTER_MSG.alreadySuperseded);
  });
});

describe('the PDF record (biên bản đối chiếu công nợ)', () => {
  it('holds both parties, both figures and the difference, with Vietnamese diacritics', async () => {
    const letter = await send({ balanceAmount: 21_750_000 });
    await answer(letter.id, fields({ ResponseStatus: '3', ResponseBalanceAmount: '20500000', ResponseNotes: 'Hai đơn chưa đối soát' }));
    for (const [url, token] of [
      [pathOf(debtLetterEndpoints.pdf, { id: letter.id }), tok.ctv],
      [pathOf(debtLetterDeskEndpoints.pdf, { id: letter.id }), tok.acct],
    ] as const) {
      const res = await api.get(url, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('attachment');
      const text = await pdfText(new Uint8Array(res.rawPayload));
      for (const expected of [
        'BIÊN BẢN ĐỐI CHIẾU CÔNG NỢ',
        'CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM',
        'NGUYỄN THỊ THU HÀ',
        '8012345678',
        // Bên A is the owner, from 'Thông tin đơn vị'.
        DEMO_ORGANIZATION.legalName.toLocaleUpperCase('vi'),
        DEMO_ORGANIZATION.taxCode,
        DEMO_ORGANIZATION.representativeTitle,
        formatVnd(21_750_000),
        formatVnd(20_500_000),
        formatVnd(-1_250_000),
        'Hai đơn chưa đối soát',
        'ĐẠI DIỆN BÊN A',
        'ĐẠI DIỆN BÊN B',
      ])
        expect(text).toContain(expected);
    }
  });

  it('is refused for a letter nobody has', async () => {
    expect((await api.get(pathOf(debtLetterDeskEndpoints.pdf, { id: '00000000-0000-4000-8000-000000000000' }), tok.acct)).statusCode).toBe(
      404,
    );
    expect(await t.database.db.select().from(debtLetters).where(eq(debtLetters.id, '00000000-0000-4000-8000-000000000000'))).toEqual([]);
  });
});

describe('the list total kept by a trigger', () => {
  const exact = async (where: string) =>
    Number(
      (
        await t.database.db.execute<{ n: string }>(
          sql.raw(`select count(*)::text as n from debt_letters where partner_id = '${ctvId}' and superseded_at is null and ${where}`),
        )
      ).rows[0]?.n,
    );
  const total = async (query: string) => {
    const res = await t.app.inject({ url: `${debtLetterEndpoints.list.path}?page=1&limit=5${query}`, headers: bearer(tok.ctv) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.pagination.totalCount as number;
  };
  const check = async () => {
    expect(await total('')).toBe(await exact('true'));
    for (const s of [1, 2, 3]) expect(await total(`&responseStatus=${s}`), String(s)).toBe(await exact(`response_status = ${s}`));
    expect(await total(`&search=${encodeURIComponent('đếm')}`)).toBe(await exact(`lower(letter_name) like '%đếm%'`));
    expect(await total(`&responseStatus=2&search=${encodeURIComponent('đếm')}`)).toBe(
      await exact(`response_status = 2 and lower(letter_name) like '%đếm%'`),
    );
    const far = await t.app.inject({ url: `${debtLetterEndpoints.list.path}?page=999&limit=10`, headers: bearer(tok.ctv) });
    expect(far.json().data.items).toEqual([]);
    expect(far.json().data.pagination.totalCount).toBe(await exact('true'));
    const { rows: drift } = await t.database.db.execute(sql`
      select coalesce(c.partner_id, d.partner_id) as partner_id, c.n, d.n as real
      from debt_letter_counts c
      full join (select partner_id, superseded_at is null as is_current, response_status, count(*) as n from debt_letters group by 1, 2, 3) d
        using (partner_id, is_current, response_status)
      where coalesce(c.n, 0) <> coalesce(d.n, 0)`);
    expect(drift).toEqual([]);
  };

  it('stays equal to a real count after letters are sent, answered, superseded and deleted', async () => {
    await check();
    await t.database.db.execute(sql`
      insert into debt_letters (partner_id, letter_name, sent_date, balance_date, balance_amount, body, response_status)
      select ${ctvId}::uuid, 'Thư đếm ' || g, current_date - g, current_date, 1000 * g, '<p>đếm</p>', 1 + g % 3
      from generate_series(1, 30) g`);
    await check();
    await t.database.db.execute(
      sql`update debt_letters set response_status = 2 where letter_name like 'Thư đếm %' and response_status = 1`,
    );
    await t.database.db.execute(sql`update debt_letters set superseded_at = now() where letter_name like 'Thư đếm 1%'`);
    await check();
    await t.database.db.execute(sql`delete from debt_letters where letter_name like 'Thư đếm %' and response_status = 3`);
    await check();
    await t.database.db.execute(sql`delete from debt_letters where letter_name like 'Thư đếm %'`);
    await check();
  });
});
