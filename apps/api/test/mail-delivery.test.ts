import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  authEndpoints,
  companyEndpoints,
  engagementEndpoints,
  MAIL_KINDS,
  type MailKind,
  notificationDeskEndpoints,
  notificationEndpoints,
  ORGANIZATION_LOGO_FIELD,
  orderDeskEndpoints,
  orderEndpoints,
  organizationDeskEndpoints,
  partnerDeskEndpoints,
  pathOf,
  personnelEndpoints,
  personnelRoleEndpoints,
  SITE_PATHS,
  siteNameOf,
} from '@portal/contract';
import { and, eq, gte } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { companyContracts, outbox, partners, users } from '../src/db/schema.ts';
import { DEMO_ORGANIZATION } from '../src/db/seed-organization.ts';
import { SECRET_MASK } from '../src/lib/mailer.ts';
import { runScheduledBackup } from '../src/modules/queue/backup-service.ts';
import { withDatabase } from './global-setup.ts';
import { bearer, createTestApp, login, multipart, SAMPLE_FILES, settled, type TestApp } from './helpers.ts';
import { newPatientOrder, operatorToken, partnerIdOf } from './orders-helpers.ts';

/**
 * Every kind of mail the portal sends, received by a real SMTP server started here and read as a
 * mail program reads it (mailparser): an HTML part and a text part with the owner's name (and, in
 * the HTML, its logo), the same links in both, each link alone on its line in the text part (no
 * punctuation touching it), the headers (sender name, Auto-Submitted, Reply-To, and List-Unsubscribe
 * on broadcasts), and every link opening a page that answers 200 (the API's own addresses, and the
 * web app's pages, whose paths must be routes of the web app).
 */
const PUBLIC_URL = 'https://cong.ytesaigon.test';
const MAIL_FROM_ADDRESS = 'no-reply@ytesaigon.vn';
const SITE_NAME = siteNameOf(DEMO_ORGANIZATION.shortName);

type Received = { to: string[]; raw: string };
const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  closeTimeout: 100,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
      callback();
    });
  },
});

let t: TestApp;
let dist: string;
let admin: string;
let started: Date;
const tok: Record<string, string> = {};

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;
  // The web build as the server serves it: the partner app's shell and the console's page.
  dist = await mkdtemp(path.join(tmpdir(), 'portal-mail-web-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>partner</title><div id="root"></div>');
  await writeFile(path.join(dist, 'console.html'), '<!doctype html><title>console</title><div id="root"></div>');
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    PUBLIC_URL,
    // The display name is the owner's, whatever MAIL_FROM says.
    MAIL_FROM: `Hộp thư <${MAIL_FROM_ADDRESS}>`,
    WEB_DIST: dist,
    OTP_RATE_MAX: '100',
    CONTACT_RATE_MAX: '100',
  });
  admin = await operatorToken(t, 'admin_demo');
  tok.care = await operatorToken(t, 'qt_cskh');
  tok.ctv = await login(t.app, 'collaborator', 'ctv_demo');
  tok.ncc = await login(t.app, 'provider', 'ncc_demo');
  tok.dn = await login(t.app, 'company', 'dn_demo');
  // The owner's logo, which every mail's header shows.
  const form = multipart([{ name: ORGANIZATION_LOGO_FIELD, filename: 'logo.png', content: SAMPLE_FILES.png, type: 'image/png' }]);
  const logo = await t.app.inject({
    method: 'POST',
    url: organizationDeskEndpoints.uploadLogo.path,
    headers: { ...bearer(admin), ...form.headers },
    payload: form.payload,
  });
  expect(logo.statusCode, logo.body).toBe(200);
  started = new Date(Date.now() - 1000);
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await rm(dist, { recursive: true, force: true });
});

const send = (method: 'POST' | 'PUT', url: string, token: string | undefined, payload: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });

async function partnerOf(username: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.username, username));
  const [partner] = await t.database.db.select().from(partners).where(eq(partners.id, user!.partnerId!));
  return { user: user!, partner: partner! };
}

/** Makes the portal send one mail of every kind, each through the service (and, but for the backup, the route) that sends it. */
async function sendEveryKind() {
  const ok = (res: { statusCode: number; body: string }, what: string) => expect(res.statusCode, `${what}: ${res.body}`).toBe(200);

  // reset-otp: a partner forgot its password.
  ok(
    await send('POST', pathOf(authEndpoints.forgotPassword, { type: 'company' }), undefined, {
      method: 'email',
      email: 'nhansu@minhanpharma.vn',
    }),
    'forgot password',
  );
  // registration-approved, registration-rejected, reset-link: the partner desk.
  const pending = await partnerOf('ncc_cho_duyet');
  ok(await send('POST', pathOf(partnerDeskEndpoints.approve, { id: pending.partner.id }), tok.care!, {}), 'approve');
  const refused = await partnerOf('ncc_demo2');
  await t.database.db.update(partners).set({ status: 'pending' }).where(eq(partners.id, refused.partner.id));
  ok(
    await send('POST', pathOf(partnerDeskEndpoints.reject, { id: refused.partner.id }), admin, {
      reason: 'Giấy phép kinh doanh đã hết hạn <đề nghị gửi lại>',
    }),
    'reject',
  );
  const company = await partnerOf('dn_demo');
  ok(await send('POST', pathOf(partnerDeskEndpoints.passwordReset, { id: company.partner.id }), tok.care!, {}), 'password reset');
  // staff-invite: a provider's main account adds a staff member.
  const role = await send('POST', pathOf(personnelRoleEndpoints.create, { type: 'provider' }), tok.ncc!, {
    name: 'Theo dõi thư',
    description: 'Đọc hồ sơ thầu',
    permissions: ['bid.view'],
    active: true,
  });
  ok(role, 'role');
  ok(
    await send('POST', pathOf(personnelEndpoints.create, { type: 'provider' }), tok.ncc!, {
      username: 'nv_thu_mail',
      fullName: 'Trần Thị Thư',
      email: 'thu.tran@phuongnammed.vn',
      phone: '0912000333',
      roleId: role.json().data.id,
    }),
    'staff',
  );
  // notification: the order desk moves a collaborator's order (the mail that once ended in "tại <link>.").
  const order = await send('POST', orderEndpoints.create.path, tok.ctv!, newPatientOrder());
  ok(order, 'order');
  ok(await send('POST', pathOf(orderDeskEndpoints.progress, { id: order.json().data.id }), tok.care!, { step: 'SAMPLE_TAKEN' }), 'step');
  // broadcast: the notification desk e-mails a provider.
  ok(
    await send('POST', notificationDeskEndpoints.broadcast.path, admin, {
      title: 'Lịch nghỉ Tết Nguyên đán',
      body: 'Cổng đối tác tạm dừng xử lý hồ sơ từ 26/01 đến 02/02.\n\nChúc quý đối tác năm mới an khang!',
      link: '/tin-tuc',
      partnerIds: [await partnerIdOf(t, 'ncc_demo')],
      email: true,
    }),
    'broadcast',
  );
  // cooperation-contact: a visitor writes to the operators.
  ok(
    await send('POST', engagementEndpoints.cooperationContact.path, undefined, {
      name: 'Phạm Thu Trang',
      phone: '0901234567',
      email: 'trang.pham@benhvienxanh.vn',
      organisation: 'Bệnh viện Xanh',
      partnerType: 'company',
      message: 'Chúng tôi muốn được tư vấn gói khám cho 200 nhân viên.\nXin cảm ơn.',
    }),
    'contact',
  );
  // appointment-proposed: a company proposes an exam day.
  const [contract] = await t.database.db.select().from(companyContracts).where(eq(companyContracts.code, 'HDKSK-2026/001-MA'));
  ok(
    await send('POST', companyEndpoints.createAppointment.path, tok.dn!, {
      contractId: contract!.id,
      date: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      site: 'Hội trường tầng 3, 120 Điện Biên Phủ',
      headcount: 80,
      note: '',
    }),
    'appointment',
  );
  // backup-failed: the scheduled backup cannot write where it should, on its last attempt.
  const blocker = path.join(dist, 'not-a-folder');
  await writeFile(blocker, 'một tệp');
  await expect(
    runScheduledBackup(
      {
        db: t.database.db,
        jobs: t.jobs.queue,
        mailer: t.jobs.mailer,
        storage: t.storage,
        env: { ...t.app.deps.env, BACKUP_SCHEDULE_HOUR: 2, BACKUP_DIR: path.join(blocker, 'backups') },
        url: withDatabase(inject('pgAdminUrl'), t.dbName),
      },
      { isLastAttempt: true },
    ),
  ).rejects.toThrow();
}

type Mail = { row: typeof outbox.$inferSelect; parsed: ParsedMail };

/** The mails sent since the test began, once the worker has delivered each, with what the SMTP server received for it. */
async function deliveredMails(): Promise<Mail[]> {
  const rows = await settled(
    () =>
      t.database.db
        .select()
        .from(outbox)
        .where(and(gte(outbox.createdAt, started), eq(outbox.channel, 'email'))),
    (all) => all.length > 0 && all.every((r) => r.status !== 'queued'),
    'every mail delivered',
    30_000,
  );
  const parsed = await Promise.all(received.map(async (r) => ({ to: r.to, mail: await simpleParser(r.raw) })));
  return rows.map((row) => {
    expect(row.status, `${row.kind} to ${row.recipient}: ${row.error}`).toBe('sent');
    const matches = parsed.filter((p) => p.to.includes(row.recipient ?? '') && p.mail.subject === row.subject);
    expect(matches, `${row.kind} to ${row.recipient}`).toHaveLength(1);
    return { row, parsed: matches[0]!.mail };
  });
}

const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name)
    ?.line.replace(/\r?\n[ \t]+/g, ' ')
    .replace(/^[^:]+:\s*/, '');
const textLinks = (text: string) => [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
const unescapeHtml = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
const htmlLinks = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => unescapeHtml(m[1]!));

/** The web app's routes (its paths files, read as text: the API never imports the web app), as patterns. */
async function webRoutes(): Promise<RegExp[]> {
  const root = path.resolve(import.meta.dirname, '../../web/src');
  const files = await Promise.all(['config/paths.ts', 'console/config/paths.ts'].map((f) => readFile(path.join(root, f), 'utf8')));
  const patterns = files.flatMap((source) =>
    [...source.matchAll(/\bpath: (?:'([^']+)'|`([^`]+)`|SITE_PATHS\.(\w+))/g)].map(
      ([, quoted, template, site]) =>
        quoted ?? template?.replace(/\$\{CONSOLE_BASE\}/, '/quan-tri') ?? String(SITE_PATHS[site as keyof typeof SITE_PATHS]),
    ),
  );
  expect(patterns.length).toBeGreaterThan(20);
  return patterns.map((p) => new RegExp(`^${p.replace(/:[A-Za-z]+/g, '[^/]+')}$`));
}

/** A link of a mail: on the portal's address, and answering 200 (a web page: one of the web app's routes). */
async function opens(link: string, routes: RegExp[]) {
  expect(link.startsWith(`${PUBLIC_URL}/`), link).toBe(true);
  const url = new URL(link);
  if (!url.pathname.startsWith('/api/'))
    expect(
      routes.some((r) => r.test(url.pathname)),
      `${url.pathname} is a page of the web app`,
    ).toBe(true);
  const res = await t.app.inject({ url: `${url.pathname}${url.search}` });
  expect(res.statusCode, `${link}: ${res.body.slice(0, 200)}`).toBe(200);
}

describe('every kind of mail, as a mail program receives it', () => {
  let mails: Mail[];
  let routes: RegExp[];
  beforeAll(async () => {
    await sendEveryKind();
    mails = await deliveredMails();
    routes = await webRoutes();
  });

  it('covers every kind of mail', () => {
    expect(new Set(mails.map((m) => m.row.kind as MailKind))).toEqual(new Set(MAIL_KINDS));
  });

  it("has an HTML part and a text part, both with the owner's name, the HTML with its logo", async () => {
    const { logoUrl } = (await t.app.inject({ url: organizationDeskEndpoints.get.path, headers: bearer(admin) })).json().data;
    expect(logoUrl).toMatch(/^\/api\/partner\/organization\/logo\//);
    for (const { row, parsed } of mails) {
      const what = `${row.kind} to ${row.recipient}`;
      expect(parsed.text, what).toBeTruthy();
      expect(parsed.html, what).toBeTruthy();
      expect(parsed.text, what).toContain(DEMO_ORGANIZATION.legalName);
      expect(parsed.html, what).toContain(DEMO_ORGANIZATION.legalName);
      expect(parsed.html, what).toContain(`<img src="${PUBLIC_URL}${logoUrl}" alt="${SITE_NAME}"`);
      // The signature: address, hotline and support address in both parts.
      for (const part of [parsed.text ?? '', String(parsed.html)]) {
        expect(part, what).toContain(DEMO_ORGANIZATION.hotline);
        expect(part, what).toContain(DEMO_ORGANIZATION.supportEmail);
        expect(part, what).toContain(DEMO_ORGANIZATION.address);
      }
      expect(String(parsed.html), what).toMatch(/^<!doctype html>\s*<html lang="vi">/);
    }
  });

  it('comes from the owner’s site name, marked automatic, answered at the support address; a broadcast can be left in one click', () => {
    for (const { row, parsed } of mails) {
      const what = `${row.kind} to ${row.recipient}`;
      expect(parsed.from?.value, what).toEqual([{ name: SITE_NAME, address: MAIL_FROM_ADDRESS }]);
      expect(header(parsed, 'auto-submitted'), what).toBe('auto-generated');
      // A contact is answered to the person who wrote; every other mail to the owner's support address.
      const replyTo = row.kind === 'cooperation-contact' ? 'trang.pham@benhvienxanh.vn' : DEMO_ORGANIZATION.supportEmail;
      expect(
        parsed.replyTo?.value.map((a) => a.address),
        what,
      ).toEqual([replyTo]);
      if (row.kind === 'broadcast') {
        expect(header(parsed, 'list-unsubscribe'), what).toMatch(
          new RegExp(`^<${PUBLIC_URL}${notificationEndpoints.confirmEmailOptOut.path}\\?token=[\\w.-]+>$`),
        );
        expect(header(parsed, 'list-unsubscribe-post'), what).toBe('List-Unsubscribe=One-Click');
      } else {
        expect(header(parsed, 'list-unsubscribe'), what).toBeUndefined();
      }
    }
  });

  it('has the same links in both parts, each alone on its line in the text part, and each opens a page that answers 200', async () => {
    for (const { row, parsed } of mails) {
      const what = `${row.kind} to ${row.recipient}`;
      const text = parsed.text ?? '';
      const links = textLinks(text);
      expect(htmlLinks(String(parsed.html)), what).toEqual(links);
      for (const link of links) {
        // Alone on its line: nothing before it, no full stop, comma or bracket after it.
        expect(
          text.split('\n').some((line) => line.trim() === link),
          `${what}: ${link}`,
        ).toBe(true);
        expect(link, what).not.toMatch(/[.,;:!?)\]}>"']$/);
        await opens(link, routes);
      }
    }
    const kindsWithLinks = new Set(mails.filter((m) => textLinks(m.parsed.text ?? '').length > 0).map((m) => m.row.kind));
    for (const kind of MAIL_KINDS.filter((k) => k !== 'reset-otp' && k !== 'registration-rejected')) expect(kindsWithLinks).toContain(kind);
    // The logo in the header answers too.
    const logo = /<img src="([^"]+)"/.exec(String(mails[0]!.parsed.html))![1]!;
    await opens(unescapeHtml(logo), routes);
  });

  it('says what each kind says, escaped in the HTML, with its secrets only in what was sent', () => {
    const byKind = (kind: MailKind) => mails.filter((m) => m.row.kind === kind);
    const only = (kind: MailKind) => {
      const found = byKind(kind);
      expect(found, kind).toHaveLength(1);
      return found[0]!;
    };
    const otp = only('reset-otp');
    const code = /^\s+(\d{6})$/m.exec(otp.parsed.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(String(otp.parsed.html)).toContain(`>${code}<`);
    expect(otp.row.body).toContain(SECRET_MASK);
    expect(otp.row.body).not.toContain(code);
    expect(otp.row.html).not.toContain(code);

    const invite = only('staff-invite');
    const token = /\/dat-mat-khau\/nha-cung-cap\?token=([\w-]+)$/m.exec(invite.parsed.text ?? '')?.[1];
    expect(token).toBeTruthy();
    expect(String(invite.parsed.html)).toContain(`?token=${token}"`);
    expect(invite.row.html).not.toContain(token);
    expect(only('reset-link').row.body).toContain(SECRET_MASK);

    // A reason typed by an operator is escaped in the HTML and as written in the text.
    const rejected = only('registration-rejected');
    expect(rejected.parsed.text).toContain('Giấy phép kinh doanh đã hết hạn <đề nghị gửi lại>');
    expect(String(rejected.parsed.html)).toContain('Giấy phép kinh doanh đã hết hạn &lt;đề nghị gửi lại&gt;');
    expect(String(rejected.parsed.html)).not.toContain('<đề nghị');

    const order = only('notification');
    expect(order.parsed.text).toMatch(/Xin chào .+,\n\nLịch hẹn .+ của bệnh nhân .+: tiến trình xét nghiệm chuyển sang "Đã lấy mẫu"\./);
    expect(order.parsed.text).toMatch(new RegExp(`\\nXem chi tiết:\\n${PUBLIC_URL}/chi-dinh/[\\w-]+\\n`));
    expect(order.parsed.text).toContain(`${PUBLIC_URL}${SITE_PATHS.notificationSettings}`);

    const broadcast = only('broadcast');
    expect(broadcast.parsed.text).toContain('Chúc quý đối tác năm mới an khang!');
    expect(broadcast.parsed.text).toContain(`${PUBLIC_URL}/tin-tuc`);
    expect(broadcast.parsed.text).toMatch(new RegExp(`${PUBLIC_URL}${SITE_PATHS.emailOptOut}\\?token=`));

    const contact = only('cooperation-contact');
    expect(contact.parsed.text).toContain('Số điện thoại: 0901234567');
    expect(contact.parsed.text).toContain(`${PUBLIC_URL}${SITE_PATHS.cooperationContacts}/`);
    expect(only('appointment-proposed').parsed.text).toContain('Số người: 80');
    for (const failed of byKind('backup-failed')) expect(failed.parsed.text).toMatch(/ENOTDIR/);
  });

  it("the broadcast's one-click opt-out (RFC 8058) turns that e-mail off in the partner's settings", async () => {
    const broadcast = mails.find((m) => m.row.kind === 'broadcast')!;
    const oneClick = /^<(.+)>$/.exec(header(broadcast.parsed, 'list-unsubscribe') ?? '')![1]!;
    const url = new URL(oneClick);
    const settings = async () =>
      (await t.app.inject({ url: notificationEndpoints.settings.path, headers: bearer(tok.ncc!) })).json().data.emailAreas as string[];
    expect(await settings()).toContain('announcements');
    // What a mail program sends: a form POST, no login.
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ area: 'announcements', isOff: true });
    expect(await settings()).not.toContain('announcements');
    expect((await settings()).length).toBeGreaterThan(0);
    // A token changed by one character is refused.
    const token = url.searchParams.get('token')!;
    const forged = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}?token=${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`,
    });
    expect(forged.statusCode).toBe(400);
    // The next broadcast is not e-mailed to it (the inbox still has it).
    const before = await t.database.db.$count(outbox);
    const again = await send('POST', notificationDeskEndpoints.broadcast.path, admin, {
      title: 'Thông báo thứ hai',
      body: 'Nội dung',
      partnerIds: [await partnerIdOf(t, 'ncc_demo')],
      email: true,
    });
    expect(again.statusCode).toBe(200);
    await settled(
      async () => (await t.app.inject({ url: notificationEndpoints.list.path, headers: bearer(tok.ncc!) })).json().data.items[0]?.title,
      (title) => title === 'Thông báo thứ hai',
      'the second broadcast in the inbox',
    );
    expect(await t.database.db.$count(outbox)).toBe(before);
  });
});

describe('the opt-out page’s call', () => {
  it('says what the link turns off without changing it, and refuses a token it did not sign', async () => {
    const userId = (await partnerOf('ctv_demo')).user.id;
    const token = t.jobs.mailer.signLink(`email-opt-out:${userId}:announcements`);
    const read = await t.app.inject({ url: `${notificationEndpoints.emailOptOut.path}?token=${token}` });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ area: 'announcements', isOff: false });
    expect(read.json().data.email).toMatch(/^.•••@/);
    expect((await t.app.inject({ url: `${notificationEndpoints.emailOptOut.path}?token=${token}` })).json().data.isOff).toBe(false);
    // RFC 8058 lets a mail program post the one-click form as multipart too.
    const form = multipart([{ name: 'List-Unsubscribe', value: 'One-Click' }]);
    const confirm = await t.app.inject({
      method: 'POST',
      url: `${notificationEndpoints.confirmEmailOptOut.path}?token=${token}`,
      headers: form.headers,
      payload: form.payload,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().message).toContain('Thông báo chung');
    expect(confirm.json().data.isOff).toBe(true);
    // Any character changed, anywhere, and the signature no longer holds.
    for (let i = 0; i < token.length; i++) {
      const changed = `${token.slice(0, i)}${token[i] === 'A' ? 'B' : 'A'}${token.slice(i + 1)}`;
      expect(t.jobs.mailer.readSignedLink(changed), changed).toBeNull();
    }
    // Another subject signed by the same key is not an opt-out.
    const other = t.jobs.mailer.signLink(`something-else:${userId}:announcements`);
    expect((await t.app.inject({ url: `${notificationEndpoints.emailOptOut.path}?token=${other}` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${notificationEndpoints.emailOptOut.path}?token=abc` })).statusCode).toBe(400);
  });
});
