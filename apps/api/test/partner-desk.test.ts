import {
  MSG,
  OUTGOING,
  footerDeskEndpoints,
  operatorSelfEndpoints,
  authEndpoints,
  pathOf,
  profileEndpoints,
  partnerDeskEndpoints,
} from '@portal/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, partners, renameRequests, users } from '../src/db/schema.ts';
import { bearer, createTestApp, DEMO_PASSWORD, lastMessageTo, login, type TestApp } from './helpers.ts';

/**
 * The operators' partner desk and console: every decision changes the partner, tells it by
 * e-mail through the queue and leaves an audit entry, all in one transaction.
 */
let t: TestApp;
const tokens: Record<string, string> = {};

async function operatorLogin(username: string, password = DEMO_PASSWORD) {
  const res = await t.app.inject({ method: 'POST', url: operatorSelfEndpoints.login.path, payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`${username}: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_MAX: '1000', LOGIN_ACCOUNT_RATE_MAX: '1000', LOGIN_ADDRESS_RATE_MAX: '1000' });
  for (const name of ['admin_demo', 'qt_cskh', 'qt_noidung']) tokens[name] = await operatorLogin(name);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function partnerOf(username: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.username, username));
  const [partner] = await t.database.db.select().from(partners).where(eq(partners.id, user!.partnerId!));
  return partner!;
}
const auditOf = (objectId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.objectId, objectId)).orderBy(desc(auditLog.at));

describe('registrations', () => {
  it("the dashboard counts what waits: the demo registration and renames (a partner's and a sub-unit's)", async () => {
    const res = await call('GET', '/api/admin/dashboard', tokens.qt_noidung!);
    expect(res.json().data).toEqual({ pendingRegistrations: 1, pendingRenames: 2 });
  });

  it('a change whose e-mail cannot be queued leaves neither the change nor its audit entry', async () => {
    const partner = await partnerOf('ncc_cho_duyet');
    const send = t.app.deps.mailer.send;
    t.app.deps.mailer.send = async () => {
      throw new Error('queue unavailable');
    };
    try {
      const res = await call('POST', pathOf(partnerDeskEndpoints.approve, { id: partner.id }), tokens.admin_demo!);
      expect(res.statusCode).toBe(500);
    } finally {
      t.app.deps.mailer.send = send;
    }
    expect((await partnerOf('ncc_cho_duyet')).status).toBe('pending');
    expect(await auditOf(partner.id)).toEqual([]);
  });

  it('approving activates the partner, e-mails the applicant and records who did it', async () => {
    const partner = await partnerOf('ncc_cho_duyet');
    const res = await call('POST', pathOf(partnerDeskEndpoints.approve, { id: partner.id }), tokens.qt_cskh!);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.accountApproved);
    expect((await partnerOf('ncc_cho_duyet')).status).toBe('active');
    expect((await lastMessageTo(t, partner.email))?.subject).toBe(OUTGOING.registrationApprovedSubject);
    await login(t.app, 'provider', 'ncc_cho_duyet');
    const [entry] = await auditOf(partner.id);
    expect(entry).toMatchObject({
      operatorUsername: 'qt_cskh',
      objectType: 'partner',
      action: 'approve',
      changes: { status: ['pending', 'active'] },
    });
    expect(entry?.ip).toBeTruthy();
  });

  it('refusing needs a reason, e-mails it, and the account cannot sign in', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: operatorSelfEndpoints.login.path,
      payload: { username: 'admin_demo', password: DEMO_PASSWORD },
    });
    expect(registered.statusCode).toBe(200);
    // A fresh pending partner, as a registration leaves it.
    await t.database.db.update(partners).set({ status: 'pending' }).where(eq(partners.code, 'NCC-000006'));
    await t.database.db.update(users).set({ status: 'pending' }).where(eq(users.username, 'ncc_demo2'));
    const partner = await partnerOf('ncc_demo2');
    const empty = await call('POST', `/api/admin/partners/${partner.id}/reject`, tokens.admin_demo!, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.reason).toEqual([MSG.required]);
    const res = await call('POST', `/api/admin/partners/${partner.id}/reject`, tokens.admin_demo!, { reason: 'Giấy phép hết hạn' });
    expect(res.statusCode).toBe(200);
    expect(await partnerOf('ncc_demo2')).toMatchObject({ status: 'rejected', statusReason: 'Giấy phép hết hạn' });
    expect((await lastMessageTo(t, partner.email))?.text).toContain('Giấy phép hết hạn');
    const denied = await t.app.inject({
      method: 'POST',
      url: pathOf(authEndpoints.login, { type: 'provider' }),
      payload: { username: 'ncc_demo2', password: DEMO_PASSWORD },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(MSG.accountRejected);
    expect((await call('POST', `/api/admin/partners/${partner.id}/reject`, tokens.admin_demo!, { reason: 'Lần nữa' })).statusCode).toBe(
      422,
    );
  });
});

describe('partners', () => {
  it('shows a partner with its accounts, sub-units and licence files', async () => {
    const company = await partnerOf('dn_demo');
    const res = await call('GET', `/api/admin/partners/${company.id}`, tokens.qt_cskh!);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    // The main account first, then its staff.
    const [main, ...staff] = data.accounts.map((a: { username: string }) => a.username);
    expect(main).toBe('dn_demo');
    expect(staff.sort()).toEqual(['dn_demo_sub', 'dn_nhan_su']);
    expect(data.subUnits.map((u: { name: string }) => u.name).sort()).toEqual(
      ['Chi nhánh Cần Thơ', 'Chi nhánh Hà Nội', 'Chi nhánh Đà Nẵng'].sort(),
    );
    expect(data.username).toBe('dn_demo');
    expect((await call('GET', '/api/admin/partners/00000000-0000-4000-8000-000000000000', tokens.qt_cskh!)).statusCode).toBe(404);
  });

  it('lists a sub-unit with the company it belongs to (it has no account of its own); a company has no parent', async () => {
    const company = await partnerOf('dn_demo');
    for (const search of ['Chi nhánh Hà Nội', 'Chi nhánh Đà Nẵng']) {
      const res = await call('GET', `/api/admin/partners?search=${encodeURIComponent(search)}`, tokens.qt_cskh!);
      const [row] = res.json().data.items;
      expect(row).toMatchObject({ name: search, username: null, parent: { id: company.id, name: company.name } });
    }
    // The unsearched list (prepared statements) carries it too.
    const all = (await call('GET', '/api/admin/partners?type=company&limit=100', tokens.qt_cskh!)).json().data.items;
    expect(all.find((p: { id: string }) => p.id === company.id).parent).toBeNull();
    expect(all.filter((p: { parent: { id: string } | null }) => p.parent?.id === company.id)).toHaveLength(3);
    const sub = all.find((p: { parent: { id: string } | null }) => p.parent?.id === company.id);
    expect((await call('GET', `/api/admin/partners/${sub.id}`, tokens.qt_cskh!)).json().data.parent).toEqual({
      id: company.id,
      name: company.name,
    });
  });

  it("locking ends the partner's sessions at once; unlocking lets it back in", async () => {
    const partner = await partnerOf('ctv_demo');
    const session = await login(t.app, 'collaborator', 'ctv_demo');
    expect((await call('POST', `/api/admin/partners/${partner.id}/lock`, tokens.qt_cskh!)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: pathOf(profileEndpoints.read, { type: 'collaborator' }), headers: bearer(session) })).statusCode,
    ).toBe(401);
    const locked = await t.app.inject({
      method: 'POST',
      url: pathOf(authEndpoints.login, { type: 'collaborator' }),
      payload: { username: 'ctv_demo', password: DEMO_PASSWORD },
    });
    expect(locked.json().message).toBe(MSG.accountLocked);
    expect((await call('POST', `/api/admin/partners/${partner.id}/unlock`, tokens.qt_cskh!)).statusCode).toBe(200);
    await login(t.app, 'collaborator', 'ctv_demo');
    expect((await auditOf(partner.id)).map((e) => e.action)).toEqual(['unlock', 'lock']);
  });

  it('sends a reset link whose token is sealed in the outbox and sets a new password once', async () => {
    const partner = await partnerOf('ncc_demo');
    const res = await call('POST', `/api/admin/partners/${partner.id}/password-reset`, tokens.qt_cskh!);
    expect(res.statusCode).toBe(200);
    const message = await lastMessageTo(t, 'kinhdoanh@phuongnammed.vn');
    const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1];
    expect(message?.text).toContain('/quen-mat-khau/nha-cung-cap?token=');
    expect(token).toBeTruthy();
    expect(message?.body).not.toContain(token);
    const reset = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: pathOf(authEndpoints.resetPassword, { type: 'provider' }),
        payload: { token, newPassword: password, confirmPassword: password },
      });
    expect((await reset('Moi@2026x')).statusCode).toBe(200);
    expect((await reset('Khac@2026x')).statusCode).toBe(422);
    await login(t.app, 'provider', 'ncc_demo', 'Moi@2026x');
  });
});

describe('rename requests', () => {
  it('approving renames the partner and keeps the old name in the request; check-request shows the decision', async () => {
    const [pending] = await t.database.db.select().from(renameRequests).where(eq(renameRequests.status, 'pending'));
    const list = await call('GET', '/api/admin/partners/rename-requests?status=pending', tokens.qt_cskh!);
    expect(list.json().data.items.map((i: { id: string }) => i.id)).toContain(pending!.id);
    expect((await call('POST', `/api/admin/partners/rename-requests/${pending!.id}/approve`, tokens.qt_cskh!)).statusCode).toBe(200);
    const [partner] = await t.database.db.select().from(partners).where(eq(partners.id, pending!.partnerId));
    expect(partner?.name).toBe(pending!.newName);
    expect((await call('POST', `/api/admin/partners/rename-requests/${pending!.id}/approve`, tokens.qt_cskh!)).json().message).toBe(
      MSG.requestAlreadyDecided,
    );
  });

  it('refusing gives the partner the reason', async () => {
    const token = await login(t.app, 'company', 'dn_demo');
    await t.app.inject({
      method: 'PUT',
      url: pathOf(profileEndpoints.rename, { type: 'company' }),
      headers: bearer(token),
      payload: { name: 'Dược phẩm Minh An' },
    });
    const company = await partnerOf('dn_demo');
    const [request] = await t.database.db
      .select()
      .from(renameRequests)
      .where(and(eq(renameRequests.status, 'pending'), eq(renameRequests.partnerId, company.id)));
    const res = await call('POST', `/api/admin/partners/rename-requests/${request!.id}/reject`, tokens.admin_demo!, {
      reason: 'Chưa có quyết định đổi tên',
    });
    expect(res.statusCode).toBe(200);
    const check = (await t.app.inject({ url: pathOf(profileEndpoints.checkRequest, { type: 'company' }), headers: bearer(token) })).json()
      .data;
    expect(check).toMatchObject({
      hasPendingRequest: false,
      request: { status: 'rejected', decisionReason: 'Chưa có quyết định đổi tên' },
    });
  });
});

describe('operators', () => {
  it("an administrator creates an operator, who signs in with the role's permissions only", async () => {
    const res = await call('POST', '/api/admin/operators', tokens.admin_demo!, {
      username: 'qt_moi',
      password: 'Moi@2026x',
      confirmPassword: 'Moi@2026x',
      displayName: 'Đoàn Văn Mới',
      email: 'moi@ytesaigon.vn',
      phone: '0912000111',
      role: 'accountant',
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = await operatorLogin('qt_moi', 'Moi@2026x');
    const me = (await call('GET', '/api/admin/me', token)).json().data;
    expect(me).toMatchObject({ displayName: 'Đoàn Văn Mới', role: 'accountant', roleName: 'Kế toán' });
    expect((await call('PUT', footerDeskEndpoints.update.path, token, { storeTitle: 'x' })).statusCode).toBe(403);
    const [entry] = await auditOf(res.json().data.id);
    expect(entry?.changes).toMatchObject({ role: [null, 'accountant'] });
    expect(JSON.stringify(entry?.changes)).not.toContain('Moi@2026x');
  });

  it('locking an operator ends its sessions; nobody locks themselves or the last administrator', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'qt_moi'));
    const token = await operatorLogin('qt_moi', 'Moi@2026x');
    const body = { displayName: 'Đoàn Văn Mới', email: 'moi@ytesaigon.vn', phone: '0912000111', role: 'accountant', status: 'locked' };
    expect((await call('PUT', `/api/admin/operators/${row!.id}`, tokens.admin_demo!, body)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/me', token)).statusCode).toBe(401);
    const [admin] = await t.database.db.select().from(users).where(eq(users.username, 'admin_demo'));
    const self = await call('PUT', `/api/admin/operators/${admin!.id}`, tokens.admin_demo!, {
      ...body,
      displayName: 'Nguyễn Minh Quân',
      role: 'administrator',
    });
    expect(self.json().message).toBe(MSG.operatorCannotLockSelf);
  });

  it("an operator's session ends after the idle time", async () => {
    const token = await operatorLogin('qt_noidung');
    await t.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '9 hours' where revoked_at is null and user_id = (select id from users where username = 'qt_noidung')`,
    );
    expect((await call('GET', '/api/admin/me', token)).statusCode).toBe(401);
    // A partner's session has no idle limit, only its lifetime.
    const partner = await login(t.app, 'company', 'dn_demo_sub');
    await t.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '9 hours' where user_id = (select id from users where username = 'dn_demo_sub')`,
    );
    expect((await t.app.inject({ url: pathOf(profileEndpoints.read, { type: 'company' }), headers: bearer(partner) })).statusCode).toBe(
      200,
    );
  });
});

describe('audit trail', () => {
  it('lists entries with filters, and no statement can change or delete one', async () => {
    const allRes = await call('GET', '/api/admin/audit?limit=100', tokens.admin_demo!);
    expect(allRes.statusCode, allRes.body).toBe(200);
    const all = allRes.json().data;
    expect(all.pagination.totalCount).toBeGreaterThan(5);
    const bySomeone = (await call('GET', '/api/admin/audit?search=qt_cskh&limit=100', tokens.admin_demo!)).json().data.items;
    expect(bySomeone.length).toBeGreaterThan(0);
    expect(bySomeone.every((e: { operator: { username: string } }) => e.operator.username === 'qt_cskh')).toBe(true);
    const renames = (await call('GET', '/api/admin/audit?objectType=rename_request', tokens.admin_demo!)).json().data.items;
    expect(renames.map((e: { action: string }) => e.action).sort()).toEqual(['approve', 'reject']);
    const future = (await call('GET', '/api/admin/audit?from=2999-01-01', tokens.admin_demo!)).json().data;
    expect(future.pagination.totalCount).toBe(0);
    await expect(t.database.db.execute(sql`update audit_log set summary = 'sửa'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });
});
