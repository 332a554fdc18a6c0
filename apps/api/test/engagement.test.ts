import {
  ENGAGEMENT_MSG,
  FEEDBACK_REASONS,
  MSG,
  PARTNER_TYPES,
  engagementEndpoints,
  engagementDeskEndpoints,
  pathOf,
} from '@portal/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cooperationContacts, cooperationPages, feedback, outbox } from '../src/db/schema.ts';
import { DEMO_ORGANIZATION } from '../src/db/seed-organization.ts';
import { DEMO_COOPERATION_PAGES } from '../src/db/seed-engagement.ts';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';
import { operatorToken } from './orders-helpers.ts';

let t: TestApp;
const tok = { admin: '', content: '', care: '', accountant: '', ctv: '', dnSub: '', ncc: '' };

beforeAll(async () => {
  t = await createTestApp();
  tok.admin = await operatorToken(t, 'admin_demo');
  tok.content = await operatorToken(t, 'qt_noidung');
  tok.care = await operatorToken(t, 'qt_cskh');
  tok.accountant = await operatorToken(t, 'qt_ketoan');
  tok.ctv = await login(t.app, 'collaborator', 'ctv_demo');
  tok.dnSub = await login(t.app, 'company', 'dn_demo_sub');
  tok.ncc = await login(t.app, 'provider', 'ncc_demo');
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const send = (method: 'POST' | 'PUT', url: string, payload: object, token?: string, remoteAddress?: string) =>
  t.app.inject({ method, url, payload, headers: token ? bearer(token) : {}, ...(remoteAddress ? { remoteAddress } : {}) });

const auditOf = (objectType: string, objectId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, objectType), eq(auditLog.objectId, objectId)))
    .orderBy(desc(auditLog.at));

describe('cooperation pages', () => {
  it('anyone reads the three programmes, collaborator, company, provider', async () => {
    const res = await get(engagementEndpoints.cooperationPages.path);
    expect(res.statusCode).toBe(200);
    const pages = res.json().data as Array<{ partnerType: string; title: string; benefits: string[] }>;
    expect(pages.map((p) => p.partnerType)).toEqual([...PARTNER_TYPES]);
    expect(pages[0]?.title).toBe(DEMO_COOPERATION_PAGES.collaborator.title);
    expect(pages[1]?.benefits).toEqual(DEMO_COOPERATION_PAGES.company.benefits);
  });

  const page = (over: Record<string, unknown> = {}) => ({
    partnerType: 'provider',
    title: 'Hợp tác cùng nhà cung cấp',
    summary: 'Tóm tắt',
    body: '<p>Nội dung</p>',
    benefits: ['Một', ' ', 'Hai'],
    ...over,
  });

  it('the desk writes a page: `<script>` and `onerror=` never reach what partners read; audited', async () => {
    const dirty =
      '<h3 onclick="alert(1)">Lĩnh vực</h3><script>alert(1)</script><img src="https://a.vn/x.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a><p>ok</p>';
    const res = await send('PUT', engagementDeskEndpoints.savePage.path, page({ body: dirty }), tok.content);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ENGAGEMENT_MSG.pageSaved);
    const stored = (await t.database.db.select().from(cooperationPages).where(eq(cooperationPages.partnerType, 'provider')))[0];
    for (const html of [res.json().data.body, stored?.body]) {
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
      expect(html).toContain('<p>ok</p>');
      expect(html).toContain('<img src="https://a.vn/x.png" />');
    }
    expect(stored?.benefits).toEqual(['Một', 'Hai']);
    const publicPage = (
      (await get(engagementEndpoints.cooperationPages.path)).json().data as Array<{ partnerType: string; body: string }>
    ).find((p) => p.partnerType === 'provider');
    expect(publicPage?.body).toBe(stored?.body);
    const [entry] = await auditOf('cooperation_page', 'provider');
    expect(entry).toMatchObject({ action: 'update', operatorUsername: 'qt_noidung' });
    expect(entry?.changes.body?.[1]).toBe(stored?.body);
  });

  it.each([
    ['no title', { title: '  ' }, 'title', MSG.required],
    ['an unknown type', { partnerType: 'operator' }, 'partnerType', ENGAGEMENT_MSG.partnerType],
    ['too many benefits', { benefits: Array.from({ length: 13 }, (_, i) => `Quyền lợi ${i}`) }, 'benefits', ENGAGEMENT_MSG.benefits],
    ['an oversized body', { body: 'x'.repeat(50_001) }, 'body', ENGAGEMENT_MSG.body],
  ])('refuses %s (400, nothing written)', async (_label, over, field, message) => {
    const before = await t.database.db.select().from(cooperationPages).orderBy(cooperationPages.partnerType);
    const res = await send('PUT', engagementDeskEndpoints.savePage.path, page(over), tok.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
    expect(await t.database.db.select().from(cooperationPages).orderBy(cooperationPages.partnerType)).toEqual(before);
  });

  it('only operators with content.cooperation edit pages (customer care: 403; partners: 403; nobody: 401)', async () => {
    expect((await send('PUT', engagementDeskEndpoints.savePage.path, page(), tok.care)).statusCode).toBe(403);
    expect((await get(engagementDeskEndpoints.pages.path, tok.care)).statusCode).toBe(403);
    expect((await send('PUT', engagementDeskEndpoints.savePage.path, page(), tok.ncc)).statusCode).toBe(403);
    expect((await send('PUT', engagementDeskEndpoints.savePage.path, page())).statusCode).toBe(401);
    const list = await get(engagementDeskEndpoints.pages.path, tok.admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(3);
  });
});

describe('the cooperation contact form', () => {
  const contact = (over: Record<string, unknown> = {}) => ({
    name: 'Phạm Thu Trang',
    phone: '0901234567',
    email: 'trang.pham@benhvienxanh.vn',
    organisation: 'Bệnh viện Xanh',
    partnerType: 'company',
    message: 'Chúng tôi muốn được tư vấn gói khám cho 200 nhân viên.',
    ...over,
  });

  it('anyone sends it: stored for the operators, an e-mail to their mailbox queued in the outbox', async () => {
    const res = await send('POST', engagementEndpoints.cooperationContact.path, contact(), undefined, '10.1.0.1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ENGAGEMENT_MSG.contactSent);
    const id = res.json().data.id as string;
    const [row] = await t.database.db.select().from(cooperationContacts).where(eq(cooperationContacts.id, id));
    expect(row).toMatchObject({ name: 'Phạm Thu Trang', partnerType: 'company', status: 'new', ip: '10.1.0.1' });
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, DEMO_ORGANIZATION.supportEmail))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    expect(mail?.subject).toContain('Phạm Thu Trang');
    expect(mail?.body).toContain('0901234567');
    expect(mail?.body).toContain('Doanh nghiệp');
  });

  it.each([
    ['a phone of 9 digits', { phone: '090123456' }, 'phone', MSG.phone],
    ['a phone not starting with 0', { phone: '9012345678' }, 'phone', MSG.phone],
    ['a bad e-mail', { email: 'trang@' }, 'email', MSG.email],
    ['a name with digits', { name: 'Trang 123' }, 'name', MSG.contactName],
    ['no name', { name: '' }, 'name', MSG.required],
    ['no type', { partnerType: undefined }, 'partnerType', ENGAGEMENT_MSG.partnerType],
    ['no message', { message: ' ' }, 'message', MSG.required],
    ['a message too long', { message: 'x'.repeat(2001) }, 'message', ENGAGEMENT_MSG.message],
  ])('refuses %s with its message, storing and sending nothing', async (_label, over, field, message) => {
    const [contacts, mails] = [await t.database.db.$count(cooperationContacts), await t.database.db.$count(outbox)];
    const res = await send('POST', engagementEndpoints.cooperationContact.path, contact(over), undefined, '10.1.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
    expect(await t.database.db.$count(cooperationContacts)).toBe(contacts);
    expect(await t.database.db.$count(outbox)).toBe(mails);
  });

  it('is rate-limited per address: the sixth in an hour gets 429 with Retry-After and is not stored', async () => {
    for (let i = 0; i < 5; i++)
      expect((await send('POST', engagementEndpoints.cooperationContact.path, contact(), undefined, '10.1.0.3')).statusCode).toBe(200);
    const count = await t.database.db.$count(cooperationContacts);
    const refused = await send('POST', engagementEndpoints.cooperationContact.path, contact(), undefined, '10.1.0.3');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.database.db.$count(cooperationContacts)).toBe(count);
    // Another address is not held back.
    expect((await send('POST', engagementEndpoints.cooperationContact.path, contact(), undefined, '10.1.0.4')).statusCode).toBe(200);
  });

  it('the desk lists, filters, reads and marks a contact handled with a note (audited, once)', async () => {
    const created = await send(
      'POST',
      engagementEndpoints.cooperationContact.path,
      contact({ name: 'Võ Văn Kiệt' }),
      undefined,
      '10.1.0.5',
    );
    const id = created.json().data.id as string;
    const list = await get(`${engagementDeskEndpoints.contacts.path}?status=new&search=Kiệt`, tok.care);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.map((c: { id: string }) => c.id)).toEqual([id]);
    expect((await get(pathOf(engagementDeskEndpoints.contact, { id }), tok.content)).json().data).toMatchObject({
      name: 'Võ Văn Kiệt',
      status: 'new',
    });

    const handled = await send(
      'POST',
      pathOf(engagementDeskEndpoints.handleContact, { id }),
      { note: 'Đã gọi lại, gửi báo giá.' },
      tok.care,
    );
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json()).toMatchObject({
      message: ENGAGEMENT_MSG.handled,
      data: { status: 'handled', note: 'Đã gọi lại, gửi báo giá.', handledBy: 'Lê Hoàng Yến' },
    });
    const [entry] = await auditOf('cooperation_contact', id);
    expect(entry).toMatchObject({ action: 'handle', operatorUsername: 'qt_cskh' });
    expect(entry?.changes).toMatchObject({ status: ['new', 'handled'], note: ['', 'Đã gọi lại, gửi báo giá.'] });

    const again = await send('POST', pathOf(engagementDeskEndpoints.handleContact, { id }), { note: 'x' }, tok.care);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(ENGAGEMENT_MSG.alreadyHandled);
    expect(await auditOf('cooperation_contact', id)).toHaveLength(1);
    expect((await get(`${engagementDeskEndpoints.contacts.path}?status=handled&search=Kiệt`, tok.care)).json().data.pagination.count).toBe(
      1,
    );
  });

  it('the accountant and partners cannot read contacts (403)', async () => {
    expect((await get(engagementDeskEndpoints.contacts.path, tok.accountant)).statusCode).toBe(403);
    expect((await get(engagementDeskEndpoints.contacts.path, tok.ctv)).statusCode).toBe(403);
  });
});

describe('feedback', () => {
  const entry = (over: Record<string, unknown> = {}) => ({
    stars: 4,
    reasons: ['speed'],
    otherReason: '',
    comment: 'Trang tải nhanh hơn trước.',
    area: 'orders',
    ...over,
  });

  it('signed out: 401, nothing stored', async () => {
    const count = await t.database.db.$count(feedback);
    expect((await send('POST', engagementEndpoints.feedback.path, entry())).statusCode).toBe(401);
    expect(await t.database.db.$count(feedback)).toBe(count);
  });

  it('a signed-in partner (a sub-user too) sends it; stored for its partner', async () => {
    const res = await send('POST', engagementEndpoints.feedback.path, entry(), tok.dnSub);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ENGAGEMENT_MSG.feedbackSent);
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, res.json().data.id));
    expect(row).toMatchObject({ stars: 4, reasons: ['speed'], area: 'orders', username: 'dn_demo_sub', status: 'new' });
    // A reason typed in is enough.
    const typed = await send(
      'POST',
      engagementEndpoints.feedback.path,
      entry({ reasons: [], otherReason: 'Muốn có ứng dụng di động' }),
      tok.ctv,
    );
    expect(typed.statusCode, typed.body).toBe(200);
  });

  it.each([
    ['no stars', { stars: undefined }, 'stars', MSG.starRating],
    ['0 stars', { stars: 0 }, 'stars', MSG.starRating],
    ['6 stars', { stars: 6 }, 'stars', MSG.starRating],
    ['half a star', { stars: 3.5 }, 'stars', MSG.starRating],
    ['no reason at all', { reasons: [], otherReason: '  ' }, 'reasons', MSG.reason],
    ['an unknown reason', { reasons: ['price'] }, 'reasons.0', MSG.reason],
    ['an unknown area', { area: 'mars' }, 'area', ENGAGEMENT_MSG.area],
    ['a comment too long', { comment: 'x'.repeat(2001) }, 'comment', ENGAGEMENT_MSG.comment],
  ])('refuses %s with the spec message (400, nothing stored)', async (_label, over, field, message) => {
    const count = await t.database.db.$count(feedback);
    const res = await send('POST', engagementEndpoints.feedback.path, entry(over), tok.ncc);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
    expect(await t.database.db.$count(feedback)).toBe(count);
  });

  it('operators cannot send feedback (403)', async () => {
    expect((await send('POST', engagementEndpoints.feedback.path, entry(), tok.admin)).statusCode).toBe(403);
  });

  it('the desk filters by stars and reason, reads one, marks it handled (audited)', async () => {
    const sent = await send('POST', engagementEndpoints.feedback.path, entry({ stars: 1, reasons: ['errors', 'support'] }), tok.ncc);
    const id = sent.json().data.id as string;
    const byStars = (await get(`${engagementDeskEndpoints.feedback.path}?stars=1&reason=errors`, tok.content)).json().data;
    expect(byStars.items.map((f: { id: string }) => f.id)).toContain(id);
    expect(byStars.items.every((f: { stars: number; reasons: string[] }) => f.stars === 1 && f.reasons.includes('errors'))).toBe(true);
    const none = (await get(`${engagementDeskEndpoints.feedback.path}?stars=1&reason=ease`, tok.content)).json().data;
    expect(none.items.map((f: { id: string }) => f.id)).not.toContain(id);
    expect((await get(`${engagementDeskEndpoints.feedback.path}?stars=9`, tok.content)).statusCode).toBe(400);

    const detail = (await get(pathOf(engagementDeskEndpoints.feedbackEntry, { id }), tok.care)).json().data;
    expect(detail).toMatchObject({ stars: 1, reasons: ['errors', 'support'], username: 'ncc_demo', partner: { type: 'provider' } });
    expect(FEEDBACK_REASONS).toEqual(expect.arrayContaining(detail.reasons));

    const handled = await send(
      'POST',
      pathOf(engagementDeskEndpoints.handleFeedback, { id }),
      { note: 'Đã chuyển bộ phận kỹ thuật' },
      tok.content,
    );
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json().data).toMatchObject({ status: 'handled', note: 'Đã chuyển bộ phận kỹ thuật' });
    const [audit] = await auditOf('feedback', id);
    expect(audit).toMatchObject({ action: 'handle', operatorUsername: 'qt_noidung' });
    expect((await send('POST', pathOf(engagementDeskEndpoints.handleFeedback, { id }), {}, tok.content)).statusCode).toBe(422);
  });

  it('without content.feedback: 403 (the accountant), a missing entry: 404', async () => {
    expect((await get(engagementDeskEndpoints.feedback.path, tok.accountant)).statusCode).toBe(403);
    expect(
      (await get(pathOf(engagementDeskEndpoints.feedbackEntry, { id: '00000000-0000-4000-8000-000000000000' }), tok.admin)).statusCode,
    ).toBe(404);
  });
});
