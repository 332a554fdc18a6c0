import {
  MSG,
  PARTNER_PERMISSIONS,
  tenderingProviderEndpoints,
  pathOf,
  profileEndpoints,
  personnelEndpoints,
  personnelRoleEndpoints,
} from '@portal/contract';
import type { Browser, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { choose } from '../console-helpers.ts';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { clickForResponse, goto, launchBrowser, newPage } from '../browser.ts';
import { query } from '../db.ts';

/**
 * A provider's staff, end to end (SPEC-NOTES 8): ncc_demo creates a role without 'bid.submit' and
 * a staff member holding it; the e-mail really leaves through SMTP (a server listening here, where
 * the e2e server's SMTP_URL points), its link sets the password; the member signs in on the
 * provider's login page, sees no submit button on an open tender and is refused by the server;
 * then ncc_demo grants 'bid.submit' and the same member, in the same session, submits.
 */

const stamp = String(Date.now()).slice(-6);
const ROLE = `Theo dõi thầu ${stamp}`;
const USERNAME = `nv_thau_${stamp}`;
const EMAIL = `nv.thau.${stamp}@phuongnammed.vn`;
const PASSWORD = 'Nhanvien@2026';
/** An open demo tender on which ncc_demo has no submission yet (no other journey uses it). */
const BID = 'Vật tư tiêu hao phòng mổ quý II';

type Mail = { to: string[]; text: string };
const received: Mail[] = [];

/** The body of a received message as text: quoted-printable undone (nodemailer's encoding of Vietnamese text). */
function bodyText(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/));
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? ''));
  }
  return Buffer.from(bytes).toString('utf8');
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  closeTimeout: 100,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (c: Buffer) => {
      raw += c.toString('latin1');
    });
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), text: bodyText(raw) });
      callback();
    });
  },
});

let browser: Browser;
let owner: Page;
let staff: Page;
let bidId = 0;

beforeAll(async () => {
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(inject('smtpPort'), '127.0.0.1', resolve);
  });
  browser = await launchBrowser();
  const [bid] = await query<{ id: number }>('select id from bid_posts where name = $1', [BID]);
  bidId = Number(bid?.id);
});
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function logIn(page: Page, username: string, password: string) {
  await goto(page, '/dang-nhap/nha-cung-cap');
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

const isCall = (method: string, path: string) => (req: { method(): string; url(): string }) =>
  req.method() === method && new URL(req.url()).pathname === path;

/** The bid page as the staff member: the page, and its profile (what its role holds) read. */
async function openBidAsStaff() {
  await Promise.all([
    staff.waitForResponse((r) => new URL(r.url()).pathname === pathOf(profileEndpoints.read, { type: 'provider' }) && r.ok()),
    goto(staff, `/thau/${bidId}`),
  ]);
  await staff.getByRole('heading', { name: BID }).waitFor();
  await staff.locator('.bid-stepper').waitFor();
}

describe("a provider's staff member and its role", () => {
  it('ncc_demo creates a role without bid.submit and a member holding it; the member gets the link by e-mail', async () => {
    owner = await newPage(browser);
    await logIn(owner, 'ncc_demo', 'Demo@123');
    await goto(owner, '/nhan-su?tab=vai-tro');
    await owner.locator('.ant-table-row').first().waitFor();
    await expectNoSeriousA11yViolations(owner, 'the roles tab');
    await owner.getByRole('button', { name: 'Thêm vai trò' }).click();
    const roleDialog = owner.getByRole('dialog', { name: 'Thêm vai trò' });
    await roleDialog.getByRole('checkbox', { name: PARTNER_PERMISSIONS['profile.view'].name }).waitFor();
    await expectNoSeriousA11yViolations(owner, 'the new-role dialog', roleDialog);
    await roleDialog.getByLabel('Tên vai trò').fill(ROLE);
    await roleDialog.getByRole('checkbox', { name: PARTNER_PERMISSIONS['profile.view'].name }).check();
    await roleDialog.getByRole('checkbox', { name: PARTNER_PERMISSIONS['bid.view'].name }).check();
    const role = await clickForResponse(
      owner,
      roleDialog.getByRole('button', { name: 'Lưu' }),
      isCall('POST', pathOf(personnelRoleEndpoints.create, { type: 'provider' })),
    );
    expect(role.status()).toBe(200);
    await roleDialog.waitFor({ state: 'hidden' });

    await owner.getByRole('tab', { name: 'Nhân sự' }).click();
    await owner.locator('.ant-table-row').first().waitFor();
    await expectNoSeriousA11yViolations(owner, 'the staff tab');
    await owner.getByRole('button', { name: 'Thêm nhân sự' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Thêm nhân sự' });
    await dialog.getByLabel('Tên đăng nhập').waitFor();
    await expectNoSeriousA11yViolations(owner, 'the new-member dialog', dialog);
    await dialog.getByLabel('Tên đăng nhập').fill(USERNAME);
    await dialog.getByLabel('Họ và tên').fill('Trần Thị Thầu');
    await dialog.getByLabel('Email').fill(EMAIL);
    await dialog.getByLabel('Số điện thoại').fill('0912000555');
    await choose(owner, 'Vai trò', ROLE);
    const created = await clickForResponse(
      owner,
      dialog.getByRole('button', { name: 'Lưu' }),
      isCall('POST', pathOf(personnelEndpoints.create, { type: 'provider' })),
    );
    expect(created.status(), await created.text()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    await owner.locator('.ant-table-row', { hasText: USERNAME }).getByText('Chờ đặt mật khẩu').waitFor();
  });

  it('the member sets its password from the link, signs in on the provider login page and sees no submit button', async () => {
    await expect.poll(() => received.find((m) => m.to.includes(EMAIL)), { timeout: 30_000, interval: 250 }).toBeTruthy();
    const mail = received.find((m) => m.to.includes(EMAIL));
    const link = /https?:\/\/[^\s/]+(\/dat-mat-khau\/nha-cung-cap\?token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
    expect(link, mail?.text).not.toBeNull();

    staff = await newPage(browser);
    await goto(staff, link![1]!);
    await expectNoSeriousA11yViolations(staff, 'the set-password page');
    await staff.getByLabel('Mật khẩu mới', { exact: true }).fill(PASSWORD);
    await staff.getByLabel('Nhập lại mật khẩu mới', { exact: true }).fill(PASSWORD);
    await staff.getByRole('button', { name: 'Đặt mật khẩu' }).click();
    await staff.waitForURL((url) => url.pathname === '/dang-nhap/nha-cung-cap');
    await logIn(staff, USERNAME, PASSWORD);
    expect(await staff.evaluate(() => JSON.parse(localStorage.getItem('portal.session') ?? '{}').isSubUser)).toBe(true);

    await openBidAsStaff();
    await expectNoSeriousA11yViolations(staff, 'the bid page for a member without bid.submit');
    expect(await staff.getByRole('button', { name: 'Nộp hồ sơ' }).count()).toBe(0);
    // The server refuses the call itself, made from the page with the member's own token.
    const refused = await staff.evaluate(
      async ({ url, id }) => {
        const { token } = JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { token: string };
        const form = new FormData();
        form.append('BidPostId', String(id));
        const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
        return { status: res.status, body: (await res.json()) as { message: string } };
      },
      { url: tenderingProviderEndpoints.createSubmission.path, id: bidId },
    );
    expect(refused).toEqual({ status: 403, body: { message: MSG.forbidden } });
  });

  it('ncc_demo grants bid.submit; the same member, without signing in again, sees the button and submits', async () => {
    await goto(owner, '/nhan-su?tab=vai-tro');
    await owner.getByRole('button', { name: `Sửa ${ROLE}` }).click();
    const dialog = owner.getByRole('dialog', { name: 'Chỉnh sửa vai trò' });
    await dialog.getByRole('checkbox', { name: PARTNER_PERMISSIONS['bid.submit'].name }).waitFor();
    await expectNoSeriousA11yViolations(owner, 'the role edit dialog', dialog);
    await dialog.getByRole('checkbox', { name: PARTNER_PERMISSIONS['bid.submit'].name }).check();
    const [roleRow] = await query<{ id: string }>('select id from personnel_roles where name = $1', [ROLE]);
    const saved = await clickForResponse(
      owner,
      dialog.getByRole('button', { name: 'Lưu' }),
      isCall('PUT', pathOf(personnelRoleEndpoints.update, { type: 'provider', id: String(roleRow?.id) })),
    );
    expect(saved.status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });

    const tokenBefore = await staff.evaluate(() => localStorage.getItem('portal.session'));
    await openBidAsStaff();
    await staff.getByRole('button', { name: 'Nộp hồ sơ' }).click();
    const form = staff.getByRole('dialog', { name: 'Thông tin nhà thầu' });
    await form.getByLabel('Giá dự thầu (VNĐ)').waitFor();
    await expectNoSeriousA11yViolations(staff, 'the submit-bid dialog', form);
    await form.getByLabel('Giá dự thầu (VNĐ)').fill('123456000');
    await choose(staff, 'Phương thức vận chuyển', 'Đường bộ');
    await form.getByLabel('Chiết khấu (%)').fill('2');
    const pdf = { mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') };
    await form.getByLabel('Tài liệu đính kèm').setInputFiles([{ name: 'Báo giá vật tư.pdf', ...pdf }]);
    await form.getByText('Báo giá vật tư.pdf').waitFor();
    await form.getByLabel('Tên liên hệ').fill('Trần Thị Thầu');
    await form.getByLabel('Chức vụ').fill('Nhân viên đấu thầu');
    const supply = form.getByRole('group', { name: 'Cung cấp hàng hoá' });
    await supply.getByLabel('Tiêu đề 1').fill('Đợt 1');
    await supply.getByLabel('Nội dung 1').fill('Giao toàn bộ sau 10 ngày ký hợp đồng');
    const payment = form.getByRole('group', { name: 'Thanh toán' });
    await payment.getByLabel('Tiêu đề 1').fill('Thanh toán');
    await payment.getByLabel('Nội dung 1').fill('Thanh toán 100% sau nghiệm thu');
    await form.getByLabel('Quy cách đóng gói').fill('Hộp 100 cái');
    const submitted = await clickForResponse(
      staff,
      form.getByRole('button', { name: 'Nộp hồ sơ' }),
      isCall('POST', tenderingProviderEndpoints.createSubmission.path),
    );
    expect(submitted.status(), await submitted.text()).toBe(200);
    await form.waitFor({ state: 'hidden' });
    // Same session throughout; the submission is ncc_demo's, made by the member.
    expect(await staff.evaluate(() => localStorage.getItem('portal.session'))).toBe(tokenBefore);
    const rows = await query<{ username: string; partner: string }>(
      `select u.username, p.name as partner from bid_submissions s
         join users u on u.id = s.created_by join partners p on p.id = s.partner_id
        where s.bid_post_id = $1`,
      [bidId],
    );
    expect(rows).toEqual([{ username: USERNAME, partner: 'Công ty TNHH Thiết bị Y tế Phương Nam' }]);
    await staff.getByRole('tab', { name: 'Lịch sử cập nhật' }).waitFor();
  });
});
