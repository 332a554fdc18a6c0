import {
  contractEndpoints,
  LIMITS,
  MSG,
  OUTGOING,
  PARTNER_PERMISSIONS,
  type PartnerPermission,
  type PartnerType,
  PERSONNEL_MSG,
  type PermissionGroup,
  pathOf,
  patientEndpoints,
  SELF_PERMISSION,
  tenderingPartnerEndpoints,
  tenderingProviderEndpoints,
  operatorSelfEndpoints,
  orderEndpoints,
  authEndpoints,
  profileEndpoints,
  personnelEndpoints,
  personnelPasswordEndpoints,
  personnelRoleEndpoints,
  partnerDeskEndpoints,
} from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidHistory, partners, passwordResets, personnelRoles, users } from '../src/db/schema.ts';
import { DEMO_ROLES } from '../src/db/seed-personnel.ts';
import type { AppDeps } from '../src/deps.ts';
import { type Access, access } from '../src/lib/access.ts';
import { buildPermissionCatalog } from '../src/lib/permission-catalog.ts';
import { authPlugin } from '../src/plugins/auth.ts';
import { bearer, createTestApp, DEMO_PASSWORD, lastMessageTo, login, type TestApp } from './helpers.ts';

/**
 * A partner's staff: roles from the default permission list, accounts created with an e-mailed
 * set-password link, every permission enforced on every request from the role as it is now.
 */
let t: TestApp;
const tok = {} as Record<'ncc' | 'ncc2' | 'dn' | 'ctv' | 'dnSub' | 'nccBid' | 'admin', string>;
const partnerIds = {} as Record<'ncc' | 'ctv' | 'dn', string>;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_MAX: '1000', LOGIN_ACCOUNT_RATE_MAX: '1000', LOGIN_ADDRESS_RATE_MAX: '1000', OTP_RATE_MAX: '1000' });
  tok.ncc = await login(t.app, 'provider', 'ncc_demo');
  tok.ncc2 = await login(t.app, 'provider', 'ncc_demo2');
  tok.dn = await login(t.app, 'company', 'dn_demo');
  tok.ctv = await login(t.app, 'collaborator', 'ctv_demo');
  tok.dnSub = await login(t.app, 'company', 'dn_demo_sub');
  tok.nccBid = await login(t.app, 'provider', 'ncc_dau_thau');
  const admin = await t.app.inject({
    method: 'POST',
    url: operatorSelfEndpoints.login.path,
    payload: { username: 'admin_demo', password: DEMO_PASSWORD },
  });
  tok.admin = admin.json().data.token;
  for (const [key, username] of [
    ['ncc', 'ncc_demo'],
    ['ctv', 'ctv_demo'],
    ['dn', 'dn_demo'],
  ] as const) {
    const [u] = await t.database.db.select().from(users).where(eq(users.username, username));
    partnerIds[key] = u!.partnerId!;
  }
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const roleBody = (over: Record<string, unknown> = {}) => ({
  name: 'Thư ký đấu thầu',
  description: 'Chuẩn bị hồ sơ',
  active: true,
  permissions: ['bid.view', 'profile.view'],
  ...over,
});

async function createRole(type: PartnerType, token: string, over: Record<string, unknown> = {}) {
  const res = await call('POST', pathOf(personnelRoleEndpoints.create, { type }), token, roleBody(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; name: string; permissions: string[]; staffCount: number };
}

let staffSeq = 0;
async function createStaff(type: PartnerType, token: string, roleId: string, over: Record<string, unknown> = {}) {
  staffSeq += 1;
  const res = await call('POST', pathOf(personnelEndpoints.create, { type }), token, {
    username: `nv_thu_${staffSeq}`,
    fullName: 'Nguyễn Thị Hoa',
    email: `nv${staffSeq}@phuongnammed.vn`,
    phone: '0912000111',
    roleId,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; username: string; email: string; status: string };
}

/** The set-password token of the last e-mail to this address (read from the sealed outbox row). */
async function inviteToken(email: string) {
  const message = await lastMessageTo(t, email);
  expect(message?.subject).toBe(OUTGOING.personnelInviteSubject);
  const url = /https?:\/\/\S+\/dat-mat-khau\/[a-z-]+\?token=([A-Za-z0-9_-]+)/.exec(message?.text ?? '');
  expect(url, message?.text).not.toBeNull();
  return url![1]!;
}

const setPassword = (type: PartnerType, token: string, password = 'Nhanvien@2026') =>
  t.app.inject({
    method: 'POST',
    url: pathOf(authEndpoints.setPassword, { type }),
    payload: { token, newPassword: password, confirmPassword: password },
  });

/** A staff member ready to sign in: created with a new role, password set from the e-mailed link. */
async function activeStaff(type: PartnerType, token: string, permissions: string[]) {
  staffSeq += 1;
  const role = await createRole(type, token, { name: `Vai trò ${staffSeq}`, permissions });
  const staff = await createStaff(type, token, role.id);
  expect((await setPassword(type, await inviteToken(staff.email))).statusCode).toBe(200);
  const session = await login(t.app, type, staff.username, 'Nhanvien@2026');
  return { role, staff, session };
}

describe('the default permission list', () => {
  const keysOf = (groups: PermissionGroup[]) => groups.flatMap((g) => g.permissions.map((p) => p.key));

  it("is each type's routes' keys, by area with the contract's names; never account.self or a main-only key", async () => {
    const provider = (await call('GET', pathOf(personnelRoleEndpoints.defaultPermissions, { type: 'provider' }), tok.ncc)).json()
      .data as PermissionGroup[];
    expect(keysOf(provider)).toEqual([
      'profile.view',
      'profile.update',
      'bid.view',
      'bid.submit',
      'bid.request',
      'contract.view',
      'product.view',
      'product.manage',
    ]);
    expect(provider.map((g) => g.name)).toEqual(['Hồ sơ', 'Đấu thầu', 'Hợp đồng', 'Sản phẩm']);
    expect(provider[1]?.permissions[1]).toEqual({ key: 'bid.submit', name: PARTNER_PERMISSIONS['bid.submit'].name });
    const company = (await call('GET', pathOf(personnelRoleEndpoints.defaultPermissions, { type: 'company' }), tok.dn)).json().data;
    // The company area's keys come with its routes.
    expect(keysOf(company).slice(0, 2)).toEqual(['profile.view', 'profile.update']);
    expect(keysOf(company)).toEqual(
      expect.arrayContaining(['contract.view', 'contract.import', 'contract.group', 'schedule.manage', 'unit.view', 'unit.manage']),
    );
    expect(keysOf(company).filter((k) => !k.startsWith('profile.') && !k.startsWith('contract.') && !k.startsWith('unit.'))).toEqual([
      'schedule.manage',
    ]);
    const collaborator = (await call('GET', pathOf(personnelRoleEndpoints.defaultPermissions, { type: 'collaborator' }), tok.ctv)).json()
      .data;
    expect(keysOf(collaborator)).toEqual([
      'profile.view',
      'profile.update',
      'order.view',
      'order.manage',
      // No route declares it: the money fields of the orders' and patients' answers need it.
      'price.view',
      'patient.view',
      'patient.manage',
      'debt.view',
      'debt.answer',
    ]);
    expect(collaborator.map((g: PermissionGroup) => g.name)).toContain('Công nợ');
  });

  it('is collected from whatever routes are registered: a route added later is listed without editing a list', () => {
    const routes: Array<{ access: Access; fieldPermissions?: PartnerPermission[] }> = [
      { access: access.ownType('profile.view') },
      { access: access.ownType('profile.rename', { mainOnly: true }) },
      { access: access.ownType('account.self') },
      { access: access.ownType('product.view', { types: ['provider'] }) },
    ];
    const before = buildPermissionCatalog(routes);
    expect(keysOf(before.groups('company'))).toEqual(['profile.view']);
    expect(keysOf(before.groups('provider'))).toEqual(['profile.view', 'product.view']);
    routes.push({ access: access.partner(['company'], 'patient.view') });
    const after = buildPermissionCatalog(routes);
    expect(keysOf(after.groups('company'))).toEqual(['profile.view', 'patient.view']);
    expect(after.allows('company', 'patient.view')).toBe(true);
    expect(after.allows('collaborator', 'patient.view')).toBe(false);
    // A key that only fields of an answer need is listed for the types the route serves, not for a main-account route.
    routes.push({ access: access.partner(['company'], 'unit.view'), fieldPermissions: ['price.view'] });
    routes.push({ access: access.ownType('profile.rename', { mainOnly: true }), fieldPermissions: ['debt.view'] });
    const withFields = buildPermissionCatalog(routes);
    expect(keysOf(withFields.groups('company'))).toEqual(['profile.view', 'unit.view', 'price.view', 'patient.view']);
    expect(withFields.allows('provider', 'price.view')).toBe(false);
    expect(withFields.allows('company', 'debt.view')).toBe(false);
  });

  it("holds every key of the demo roles (the demo data stays within each type's list)", () => {
    for (const role of DEMO_ROLES) {
      const type = ({ ncc: 'provider', dn: 'company', ctv: 'collaborator' } as const)[role.partner as 'ncc' | 'dn' | 'ctv'];
      for (const key of role.permissions) expect(t.app.permissionCatalog.allows(type, key), `${role.name}: ${key}`).toBe(true);
    }
  });
});

describe('a route must say what it needs', () => {
  const appWith = async (rule: unknown) => {
    const app = Fastify();
    try {
      await app.register(authPlugin, { deps: {} as AppDeps });
      app.get('/api/partner/v1/:type/thu', { config: { access: rule as Access } }, async () => 'ok');
      await app.ready();
    } finally {
      await app.close();
    }
  };

  it('a partner route without a permission key, or with an unknown one, stops the server at start', async () => {
    await expect(appWith({ kind: 'partner', types: 'path', mainOnly: false })).rejects.toThrow(/declares no partner permission key/);
    await expect(appWith({ kind: 'partner', types: 'path', mainOnly: false, permission: 'bid.everything' })).rejects.toThrow(
      /declares no partner permission key/,
    );
    await expect(appWith({ kind: 'operator' })).rejects.toThrow(/declares no operator permission key/);
    await expect(appWith(undefined)).rejects.toThrow(/declares no access rule/);
    await expect(appWith(access.ownType('profile.view'))).resolves.toBeUndefined();
  });
});

describe('personnel roles', () => {
  it('creates, reads, lists (search, active) and updates a role of its own', async () => {
    const role = await createRole('provider', tok.ncc, { name: 'Kiểm tra hợp đồng', permissions: ['contract.view', 'contract.view'] });
    expect(role).toMatchObject({ name: 'Kiểm tra hợp đồng', permissions: ['contract.view'], staffCount: 0 });
    expect((await call('GET', pathOf(personnelRoleEndpoints.detail, { type: 'provider', id: role.id }), tok.ncc)).json().data.name).toBe(
      'Kiểm tra hợp đồng',
    );
    const updated = await call(
      'PUT',
      pathOf(personnelRoleEndpoints.update, { type: 'provider', id: role.id }),
      tok.ncc,
      roleBody({ name: 'Kiểm tra HĐ', active: false }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ message: PERSONNEL_MSG.roleUpdated, data: { name: 'Kiểm tra HĐ', active: false } });
    const search = (
      await call('GET', `${pathOf(personnelRoleEndpoints.list, { type: 'provider' })}?search=${encodeURIComponent('kiểm tra')}`, tok.ncc)
    ).json().data;
    expect(search.items.map((r: { name: string }) => r.name)).toEqual(['Kiểm tra HĐ']);
    const inactive = (await call('GET', `${pathOf(personnelRoleEndpoints.list, { type: 'provider' })}?active=false`, tok.ncc)).json().data
      .items;
    expect(inactive.every((r: { active: boolean }) => !r.active)).toBe(true);
    expect(inactive.map((r: { id: string }) => r.id)).toContain(role.id);
    const active = (await call('GET', `${pathOf(personnelRoleEndpoints.list, { type: 'provider' })}?active=true&limit=100`, tok.ncc)).json()
      .data;
    expect(active.items.map((r: { id: string }) => r.id)).not.toContain(role.id);
    expect(active.pagination.totalCount).toBe(active.items.length);
    // Demo roles come with their staff counts.
    expect(active.items.find((r: { name: string }) => r.name === 'Theo dõi đấu thầu')?.staffCount).toBe(1);
  });

  it('refuses a key outside the default list of its type, an empty set, a taken name and a long search', async () => {
    const notCompanys = await call(
      'POST',
      pathOf(personnelRoleEndpoints.create, { type: 'company' }),
      tok.dn,
      roleBody({ permissions: ['profile.view', 'bid.submit'] }),
    );
    expect(notCompanys.statusCode).toBe(400);
    expect(notCompanys.json().errors).toEqual({ permissions: [PERSONNEL_MSG.permissionInvalid('bid.submit')] });
    for (const key of [SELF_PERMISSION, 'personnel.manage', 'profile.rename', 'khong.co']) {
      const res = await call(
        'POST',
        pathOf(personnelRoleEndpoints.create, { type: 'provider' }),
        tok.ncc,
        roleBody({ permissions: [key] }),
      );
      expect(res.statusCode, key).toBe(400);
    }
    const empty = await call('POST', pathOf(personnelRoleEndpoints.create, { type: 'provider' }), tok.ncc, roleBody({ permissions: [] }));
    expect(empty.json().errors).toEqual({ permissions: [PERSONNEL_MSG.permissionsRequired] });
    const taken = await call(
      'POST',
      pathOf(personnelRoleEndpoints.create, { type: 'provider' }),
      tok.ncc,
      roleBody({ name: 'theo dõi ĐẤU THẦU' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ name: [PERSONNEL_MSG.roleNameTaken] });
    const long = await call('GET', `${pathOf(personnelRoleEndpoints.list, { type: 'provider' })}?search=${'x'.repeat(51)}`, tok.ncc);
    expect(long.json().message).toBe(MSG.search);
    // The same name is free for another partner.
    await createRole('provider', tok.ncc2, { name: 'Theo dõi đấu thầu' });
  });

  it("another partner's role is 404 to read, change or delete", async () => {
    const [role] = await t.database.db.select().from(personnelRoles).where(eq(personnelRoles.partnerId, partnerIds.ncc)).limit(1);
    expect((await call('GET', pathOf(personnelRoleEndpoints.detail, { type: 'provider', id: role!.id }), tok.ncc2)).statusCode).toBe(404);
    expect(
      (await call('PUT', pathOf(personnelRoleEndpoints.update, { type: 'provider', id: role!.id }), tok.ncc2, roleBody({ name: 'Chiếm' })))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', pathOf(personnelRoleEndpoints.remove, { type: 'provider', id: role!.id }), tok.ncc2)).statusCode).toBe(
      404,
    );
  });

  it('a role in use is not deleted (422, with why); an unused one is', async () => {
    const role = await createRole('collaborator', tok.ctv, { name: 'Tạm thời', permissions: ['order.view'] });
    const staff = await createStaff('collaborator', tok.ctv, role.id);
    const refused = await call('DELETE', pathOf(personnelRoleEndpoints.remove, { type: 'collaborator', id: role.id }), tok.ctv);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(PERSONNEL_MSG.roleInUse);
    expect(
      (await call('GET', pathOf(personnelRoleEndpoints.detail, { type: 'collaborator', id: role.id }), tok.ctv)).json().data.staffCount,
    ).toBe(1);
    expect((await call('DELETE', pathOf(personnelEndpoints.detail, { type: 'collaborator', id: staff.id }), tok.ctv)).statusCode).toBe(200);
    const deleted = await call('DELETE', pathOf(personnelRoleEndpoints.remove, { type: 'collaborator', id: role.id }), tok.ctv);
    expect(deleted.json()).toEqual({ data: null, message: PERSONNEL_MSG.roleDeleted });
    expect((await call('GET', pathOf(personnelRoleEndpoints.detail, { type: 'collaborator', id: role.id }), tok.ctv)).statusCode).toBe(404);
  });
});

describe('staff accounts', () => {
  it('creating one e-mails a single-use link (token sealed, hashed in the database); the owner never types a password', async () => {
    const role = await createRole('provider', tok.ncc, { name: 'Nhân viên mới' });
    const staff = await createStaff('provider', tok.ncc, role.id, { username: 'NV.Moi-01', email: 'nvmoi@phuongnammed.vn' });
    expect(staff).toMatchObject({ username: 'NV.Moi-01', status: 'pending', fullName: 'Nguyễn Thị Hoa', role: { id: role.id } });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, staff.id));
    expect(row).toMatchObject({ isSubUser: true, type: 'provider', partnerId: partnerIds.ncc, status: 'pending' });
    const message = await lastMessageTo(t, 'nvmoi@phuongnammed.vn');
    expect(message?.body).not.toMatch(/token=[A-Za-z0-9_-]{20}/);
    const token = await inviteToken('nvmoi@phuongnammed.vn');
    expect(message?.text).toContain(`/dat-mat-khau/nha-cung-cap?token=${token}`);
    expect(message?.text).toContain(`${LIMITS.inviteLinkTtlHours} giờ`);
    const [reset] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, staff.id));
    expect(reset?.resetTokenHash).not.toContain(token);
    expect(reset!.resetExpiresAt!.getTime() - Date.now()).toBeGreaterThan((LIMITS.inviteLinkTtlHours - 1) * 3_600_000);

    // Not before the password is set.
    const early = await t.app.inject({
      method: 'POST',
      url: pathOf(authEndpoints.login, { type: 'provider' }),
      payload: { username: 'NV.Moi-01', password: 'x' },
    });
    expect(early.statusCode).toBe(401);
    // The spec's password rules and messages.
    const weak = await setPassword('provider', token, 'abcdefgh');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.newPassword).toEqual([
      'Mật khẩu yếu, vui lòng cập nhật lại. Cần một chữ in hoa, một chữ số, một ký tự đặc biệt.',
    ]);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: pathOf(authEndpoints.setPassword, { type: 'provider' }),
      payload: { token, newPassword: 'Nhanvien@2026', confirmPassword: 'Nhanvien@2027' },
    });
    expect(mismatch.json().errors).toEqual({ confirmPassword: [MSG.confirmPassword] });
    // Another type's page does not take it; the reset-password call neither.
    expect((await setPassword('company', token)).json()).toMatchObject({ errors: { token: [PERSONNEL_MSG.setPasswordInvalid] } });
    const asReset = await t.app.inject({
      method: 'POST',
      url: pathOf(authEndpoints.resetPassword, { type: 'provider' }),
      payload: { token, newPassword: 'Nhanvien@2026', confirmPassword: 'Nhanvien@2026' },
    });
    expect(asReset.statusCode).toBe(422);

    const done = await setPassword('provider', token);
    expect(done.json()).toEqual({ data: null, message: PERSONNEL_MSG.setPasswordSuccess });
    // Once only.
    const again = await setPassword('provider', token, 'Khac@2026x');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(PERSONNEL_MSG.setPasswordInvalid);

    // On the owner's login page, with the owner's type; the answer says it is a sub-user.
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf(authEndpoints.login, { type: 'provider' }),
      payload: { username: 'nv.moi-01', password: 'Nhanvien@2026' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ type: 'provider', isSubUser: true, user: { username: 'NV.Moi-01' } });
    expect((await call('GET', pathOf(personnelEndpoints.detail, { type: 'provider', id: staff.id }), tok.ncc)).json().data.status).toBe(
      'active',
    );
  });

  it('an expired link is refused; a new one (sent again while waiting) replaces the old', async () => {
    const role = await createRole('company', tok.dn, { name: 'Chờ mật khẩu', permissions: ['profile.view'] });
    const staff = await createStaff('company', tok.dn, role.id);
    const first = await inviteToken(staff.email);
    await t.database.db
      .update(passwordResets)
      .set({ resetExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResets.userId, staff.id));
    expect((await setPassword('company', first)).statusCode).toBe(422);
    const resent = await call('POST', pathOf(personnelEndpoints.sendPasswordLink, { type: 'company', id: staff.id }), tok.dn);
    expect(resent.json().message).toBe(PERSONNEL_MSG.linkSent);
    const second = await inviteToken(staff.email);
    expect(second).not.toBe(first);
    expect((await setPassword('company', second)).statusCode).toBe(200);
    // Active now: nothing to send.
    const done = await call('POST', pathOf(personnelEndpoints.sendPasswordLink, { type: 'company', id: staff.id }), tok.dn);
    expect(done.statusCode).toBe(422);
    expect(done.json().message).toBe(PERSONNEL_MSG.notPending);
  });

  it('the link sent again makes the earlier one stop working', async () => {
    const role = await createRole('company', tok.dn, { name: 'Gửi lại', permissions: ['profile.view'] });
    const staff = await createStaff('company', tok.dn, role.id);
    const first = await inviteToken(staff.email);
    await call('POST', pathOf(personnelEndpoints.sendPasswordLink, { type: 'company', id: staff.id }), tok.dn);
    expect((await setPassword('company', first)).statusCode).toBe(422);
    expect((await setPassword('company', await inviteToken(staff.email))).statusCode).toBe(200);
  });

  it('checks the rules, a login name taken by anyone, and the role (its own partner, active)', async () => {
    const role = await createRole('provider', tok.ncc, { name: 'Kiểm tra quy tắc' });
    const bad = await call('POST', pathOf(personnelEndpoints.create, { type: 'provider' }), tok.ncc, {
      username: 'a b',
      fullName: 'Hoa 123',
      email: 'sai',
      phone: '123',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      username: [MSG.username],
      fullName: [PERSONNEL_MSG.fullName],
      email: [MSG.email],
      phone: [MSG.phone],
      roleId: [PERSONNEL_MSG.roleRequired],
    });
    const base = { fullName: 'Lê Văn Tám', email: 'tam@phuongnammed.vn', phone: '0912000222', roleId: role.id };
    const taken = await call('POST', pathOf(personnelEndpoints.create, { type: 'provider' }), tok.ncc, { ...base, username: 'DN_DEMO' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ username: [MSG.usernameTaken] });
    const [othersRole] = await t.database.db.select().from(personnelRoles).where(eq(personnelRoles.partnerId, partnerIds.dn)).limit(1);
    const foreign = await call('POST', pathOf(personnelEndpoints.create, { type: 'provider' }), tok.ncc, {
      ...base,
      username: 'nv_tam',
      roleId: othersRole!.id,
    });
    expect(foreign.json().errors).toEqual({ roleId: [PERSONNEL_MSG.roleNotFound] });
    const inactive = await createRole('provider', tok.ncc, { name: 'Đã ngừng', active: false });
    const refused = await call('POST', pathOf(personnelEndpoints.create, { type: 'provider' }), tok.ncc, {
      ...base,
      username: 'nv_tam',
      roleId: inactive.id,
    });
    expect(refused.json().errors).toEqual({ roleId: [PERSONNEL_MSG.roleInactive] });
    // Nothing was half-written.
    expect(await t.database.db.select().from(users).where(eq(users.username, 'nv_tam'))).toEqual([]);
  });

  it('lists its own staff (search, status), shows, edits and deletes one; another partner`s staff or a main account is 404', async () => {
    const role = await createRole('provider', tok.ncc, { name: 'Danh sách' });
    const staff = await createStaff('provider', tok.ncc, role.id, { fullName: 'Trương Mỹ Lan', email: 'mylan@phuongnammed.vn' });
    const found = (
      await call('GET', `${pathOf(personnelEndpoints.list, { type: 'provider' })}?search=${encodeURIComponent('mỹ lan')}`, tok.ncc)
    ).json().data;
    expect(found.items.map((s: { id: string }) => s.id)).toEqual([staff.id]);
    const pending = (await call('GET', `${pathOf(personnelEndpoints.list, { type: 'provider' })}?status=pending&limit=100`, tok.ncc)).json()
      .data.items;
    expect(pending.every((s: { status: string }) => s.status === 'pending')).toBe(true);
    const all = (await call('GET', `${pathOf(personnelEndpoints.list, { type: 'provider' })}?limit=100`, tok.ncc))
      .json()
      .data.items.map((s: { username: string }) => s.username);
    expect(all).toEqual(expect.arrayContaining(['ncc_dau_thau', 'ncc_theo_doi']));
    expect(all).not.toContain('ncc_demo');
    expect(all).not.toContain('ctv_tro_ly');

    const other = await createRole('provider', tok.ncc, { name: 'Danh sách 2', permissions: ['contract.view'] });
    const edit = await call('PUT', pathOf(personnelEndpoints.detail, { type: 'provider', id: staff.id }), tok.ncc, {
      fullName: 'Trương Mỹ Linh',
      email: 'mylinh@phuongnammed.vn',
      phone: '0912000333',
      roleId: other.id,
    });
    expect(edit.json()).toMatchObject({ message: PERSONNEL_MSG.updated, data: { fullName: 'Trương Mỹ Linh', role: { id: other.id } } });

    const [ncc2Main] = await t.database.db.select().from(users).where(eq(users.username, 'ncc_demo2'));
    const [nccMain] = await t.database.db.select().from(users).where(eq(users.username, 'ncc_demo'));
    for (const id of [staff.id]) {
      expect((await call('GET', pathOf(personnelEndpoints.detail, { type: 'provider', id }), tok.ncc2)).statusCode).toBe(404);
      expect((await call('DELETE', pathOf(personnelEndpoints.detail, { type: 'provider', id }), tok.ncc2)).statusCode).toBe(404);
      expect((await call('PUT', pathOf(personnelEndpoints.lock, { type: 'provider', id }), tok.ncc2)).statusCode).toBe(404);
    }
    // A main account is nobody's staff, its own included.
    for (const id of [nccMain!.id, ncc2Main!.id]) {
      expect((await call('GET', pathOf(personnelEndpoints.detail, { type: 'provider', id }), tok.ncc)).statusCode).toBe(404);
      expect((await call('PUT', pathOf(personnelEndpoints.lock, { type: 'provider', id }), tok.ncc)).statusCode).toBe(404);
    }
    const deleted = await call('DELETE', pathOf(personnelEndpoints.detail, { type: 'provider', id: staff.id }), tok.ncc);
    expect(deleted.json()).toEqual({ data: null, message: PERSONNEL_MSG.deleted });
    expect((await call('GET', pathOf(personnelEndpoints.detail, { type: 'provider', id: staff.id }), tok.ncc)).statusCode).toBe(404);
  });

  it('one who has acted on the portal is not deleted (422): it is locked instead', async () => {
    const { staff } = await activeStaff('provider', tok.ncc, ['bid.view']);
    await t.database.db
      .update(bidHistory)
      .set({ performerId: staff.id })
      .where(sql`${bidHistory.id} = (select id from bid_history limit 1)`);
    const res = await call('DELETE', pathOf(personnelEndpoints.detail, { type: 'provider', id: staff.id }), tok.ncc);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(PERSONNEL_MSG.staffHasActivity);
    expect((await call('GET', pathOf(personnelEndpoints.detail, { type: 'provider', id: staff.id }), tok.ncc)).statusCode).toBe(200);
  });

  it('a locked member cannot sign in and its open sessions stop at once; unlocked, it signs in again', async () => {
    const { staff, session } = await activeStaff('provider', tok.ncc, ['bid.view']);
    expect((await call('GET', pathOf(tenderingPartnerEndpoints.list, { type: 'provider' }), session)).statusCode).toBe(200);
    const locked = await call('PUT', pathOf(personnelEndpoints.lock, { type: 'provider', id: staff.id }), tok.ncc);
    expect(locked.json()).toMatchObject({ message: PERSONNEL_MSG.locked, data: { status: 'locked' } });
    expect((await call('GET', pathOf(tenderingPartnerEndpoints.list, { type: 'provider' }), session)).statusCode).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: pathOf(authEndpoints.login, { type: 'provider' }),
      payload: { username: staff.username, password: 'Nhanvien@2026' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.accountLocked);
    expect((await call('PUT', pathOf(personnelEndpoints.lock, { type: 'provider', id: staff.id }), tok.ncc)).json().message).toBe(
      PERSONNEL_MSG.alreadyLocked,
    );
    const unlocked = await call('PUT', pathOf(personnelEndpoints.unlock, { type: 'provider', id: staff.id }), tok.ncc);
    expect(unlocked.json()).toMatchObject({ message: PERSONNEL_MSG.unlocked, data: { status: 'active' } });
    await login(t.app, 'provider', staff.username, 'Nhanvien@2026');
    expect((await call('PUT', pathOf(personnelEndpoints.unlock, { type: 'provider', id: staff.id }), tok.ncc)).json().message).toBe(
      PERSONNEL_MSG.notLocked,
    );
  });

  it('a member locked before it set its password waits for it again when unlocked, and its link cannot be used while locked', async () => {
    const role = await createRole('company', tok.dn, { name: 'Khóa sớm', permissions: ['profile.view'] });
    const staff = await createStaff('company', tok.dn, role.id);
    const token = await inviteToken(staff.email);
    await call('PUT', pathOf(personnelEndpoints.lock, { type: 'company', id: staff.id }), tok.dn);
    expect((await setPassword('company', token)).json().message).toBe(MSG.accountLocked);
    expect((await call('PUT', pathOf(personnelEndpoints.unlock, { type: 'company', id: staff.id }), tok.dn)).json().data.status).toBe(
      'pending',
    );
    expect((await setPassword('company', token)).statusCode).toBe(200);
    await login(t.app, 'company', staff.username, 'Nhanvien@2026');
  });

  it('locking the partner locks its staff too; unlocking it keeps a member the owner had locked locked', async () => {
    const { staff: keptLocked } = await activeStaff('company', tok.dn, ['profile.view']);
    const { staff: free } = await activeStaff('company', tok.dn, ['profile.view']);
    await call('PUT', pathOf(personnelEndpoints.lock, { type: 'company', id: keptLocked.id }), tok.dn);
    expect((await call('POST', pathOf(partnerDeskEndpoints.lock, { id: partnerIds.dn }), tok.admin)).statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: pathOf(authEndpoints.login, { type: 'company' }),
      payload: { username: free.username, password: 'Nhanvien@2026' },
    });
    expect(refused.json().message).toBe(MSG.accountLocked);
    expect((await call('POST', pathOf(partnerDeskEndpoints.unlock, { id: partnerIds.dn }), tok.admin)).statusCode).toBe(200);
    await login(t.app, 'company', free.username, 'Nhanvien@2026');
    const stillLocked = await t.app.inject({
      method: 'POST',
      url: pathOf(authEndpoints.login, { type: 'company' }),
      payload: { username: keptLocked.username, password: 'Nhanvien@2026' },
    });
    expect(stillLocked.json().message).toBe(MSG.accountLocked);
    tok.dn = await login(t.app, 'company', 'dn_demo');
    tok.dnSub = await login(t.app, 'company', 'dn_demo_sub');
  });
});

describe('what a sub-user may do', () => {
  it("a call its role does not cover is 403 with the spec's message; granting the key works on the same session", async () => {
    const { role, session } = await activeStaff('provider', tok.ncc, ['bid.view']);
    const refused = await call('GET', pathOf(contractEndpoints.list, { type: 'provider' }), session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Bạn không có quyền thực hiện hành động này.' });
    expect((await call('GET', pathOf(tenderingPartnerEndpoints.list, { type: 'provider' }), session)).statusCode).toBe(200);
    const grant = await call(
      'PUT',
      pathOf(personnelRoleEndpoints.update, { type: 'provider', id: role.id }),
      tok.ncc,
      roleBody({ name: role.name, permissions: ['bid.view', 'contract.view'] }),
    );
    expect(grant.statusCode).toBe(200);
    expect((await call('GET', pathOf(contractEndpoints.list, { type: 'provider' }), session)).statusCode).toBe(200);
  });

  it('deactivating the role counts from the next request; its own account still works; reactivating restores it', async () => {
    const { role, session } = await activeStaff('collaborator', tok.ctv, ['order.view', 'patient.view']);
    expect((await call('GET', orderEndpoints.list.path, session)).statusCode).toBe(200);
    await call(
      'PUT',
      pathOf(personnelRoleEndpoints.update, { type: 'collaborator', id: role.id }),
      tok.ctv,
      roleBody({ name: role.name, permissions: role.permissions, active: false }),
    );
    expect((await call('GET', orderEndpoints.list.path, session)).statusCode).toBe(403);
    expect((await call('GET', patientEndpoints.list.path, session)).statusCode).toBe(403);
    const profile = await call('GET', pathOf(profileEndpoints.read, { type: 'collaborator' }), session);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ personnelRole: { id: role.id, active: false }, permissions: [SELF_PERMISSION] });
    const person = (await call('GET', pathOf(personnelEndpoints.profile, { type: 'collaborator' }), session)).json().data;
    expect(person.personnelRole).toMatchObject({ active: false, personnelPermissions: [] });
    await call(
      'PUT',
      pathOf(personnelRoleEndpoints.update, { type: 'collaborator', id: role.id }),
      tok.ctv,
      roleBody({ name: role.name, permissions: role.permissions, active: true }),
    );
    expect((await call('GET', orderEndpoints.list.path, session)).statusCode).toBe(200);
  });

  it("the demo roles: the provider's watcher cannot submit a bid, the bidder can; the company's accountant cannot change the profile", async () => {
    const watcher = await login(t.app, 'provider', 'ncc_theo_doi');
    const submit = (token: string) => call('POST', tenderingProviderEndpoints.createSubmission.path, token, {});
    expect((await submit(watcher)).statusCode).toBe(403);
    // Past the access check: the empty body is refused as multipart is expected.
    expect((await submit(tok.nccBid)).statusCode).toBe(415);
    const profileChange = { email: 'ketoan2@minhanpharma.vn', phone: '0283822335' };
    expect((await call('PUT', pathOf(profileEndpoints.read, { type: 'company' }), tok.dnSub, profileChange)).statusCode).toBe(403);
    const assistant = await login(t.app, 'collaborator', 'ctv_tro_ly');
    expect((await call('POST', orderEndpoints.create.path, assistant, {})).statusCode).toBe(403);
    expect((await call('GET', orderEndpoints.list.path, assistant)).statusCode).toBe(200);
  });

  it('never manages personnel, whatever its role holds', async () => {
    const everything = (await call('GET', pathOf(personnelRoleEndpoints.defaultPermissions, { type: 'provider' }), tok.ncc)).json()
      .data as PermissionGroup[];
    const { session } = await activeStaff(
      'provider',
      tok.ncc,
      everything.flatMap((g) => g.permissions.map((p) => p.key)),
    );
    for (const [method, url] of [
      ['GET', pathOf(personnelEndpoints.list, { type: 'provider' })],
      ['POST', pathOf(personnelEndpoints.create, { type: 'provider' })],
      ['GET', pathOf(personnelRoleEndpoints.list, { type: 'provider' })],
      ['GET', pathOf(personnelRoleEndpoints.defaultPermissions, { type: 'provider' })],
      ['POST', pathOf(personnelRoleEndpoints.create, { type: 'provider' })],
      ['PUT', pathOf(profileEndpoints.rename, { type: 'provider' })],
    ] as const) {
      expect((await call(method, url, session, method === 'GET' ? undefined : {})).statusCode, url).toBe(403);
    }
  });

  it('the profile says what the account holds: every key for the main account, the role`s for a sub-user', async () => {
    const main = (await call('GET', pathOf(profileEndpoints.read, { type: 'provider' }), tok.ncc)).json().data;
    expect(main.personnelRole).toBeNull();
    expect([...main.permissions].sort()).toEqual(Object.keys(PARTNER_PERMISSIONS).sort());
    const bidder = (await call('GET', pathOf(profileEndpoints.read, { type: 'provider' }), tok.nccBid)).json().data;
    expect(bidder).toMatchObject({ isSubUser: true, personnelRole: { name: 'Chuyên viên đấu thầu', active: true } });
    expect(bidder.permissions).toEqual(expect.arrayContaining([SELF_PERMISSION, 'bid.submit', 'bid.view']));
    expect(bidder.permissions).not.toContain('product.manage');
  });
});

describe("the caller's own person", () => {
  it('a sub-user reads its name, contact and role with its permissions; a main account has no role', async () => {
    const sub = (await call('GET', pathOf(personnelEndpoints.profile, { type: 'company' }), tok.dnSub)).json().data;
    expect(sub).toMatchObject({
      username: 'dn_demo_sub',
      fullName: 'Trần Thị Kim Oanh',
      isSubUser: true,
      personnelRole: {
        name: 'Kế toán',
        active: true,
        personnelPermissions: [
          { key: 'profile.view', name: PARTNER_PERMISSIONS['profile.view'].name, area: 'profile', areaName: 'Hồ sơ' },
          { key: 'unit.view', name: PARTNER_PERMISSIONS['unit.view'].name, area: 'units', areaName: 'Đơn vị' },
          { key: 'contract.view', name: PARTNER_PERMISSIONS['contract.view'].name, area: 'contracts', areaName: 'Hợp đồng' },
        ],
      },
    });
    const main = (await call('GET', pathOf(personnelEndpoints.profile, { type: 'company' }), tok.dn)).json().data;
    expect(main).toMatchObject({ username: 'dn_demo', fullName: 'Lê Quang Vinh', isSubUser: false, personnelRole: null });
  });

  it('changes its own name and contact with the shared rules', async () => {
    const { session, staff } = await activeStaff('provider', tok.ncc, ['bid.view']);
    const bad = await call('PUT', pathOf(personnelEndpoints.profile, { type: 'provider' }), session, {
      fullName: '',
      email: 'x',
      phone: '1',
    });
    expect(bad.json().errors).toEqual({ fullName: [MSG.required], email: [MSG.email], phone: [MSG.phone] });
    const ok = await call('PUT', pathOf(personnelEndpoints.profile, { type: 'provider' }), session, {
      fullName: 'Võ Thị Sáu',
      email: 'sau@phuongnammed.vn',
      phone: '0912000444',
    });
    expect(ok.json()).toMatchObject({
      message: PERSONNEL_MSG.profileUpdated,
      data: { fullName: 'Võ Thị Sáu', email: 'sau@phuongnammed.vn' },
    });
    expect((await call('GET', pathOf(personnelEndpoints.detail, { type: 'provider', id: staff.id }), tok.ncc)).json().data.fullName).toBe(
      'Võ Thị Sáu',
    );
  });

  it('changes its password with or without the login prefix, with the spec 1 §5 rules; the sessions end', async () => {
    for (const url of [pathOf(personnelEndpoints.changePassword, { type: 'provider' }), personnelPasswordEndpoints.changePassword.path]) {
      const { staff, session } = await activeStaff('provider', tok.ncc, ['bid.view']);
      const wrong = await call('PUT', url, session, {
        currentPassword: 'Sai@12345',
        newPassword: 'Moi@2026x',
        confirmPassword: 'Moi@2026x',
      });
      expect(wrong.json().errors).toEqual({ currentPassword: [MSG.currentPasswordWrong] });
      const weak = await call('PUT', url, session, { currentPassword: 'Nhanvien@2026', newPassword: 'abc', confirmPassword: 'abc' });
      expect(weak.json().errors.newPassword).toEqual([
        'Mật khẩu yếu, vui lòng cập nhật lại. Cần ít nhất 8 ký tự, một chữ in hoa, một chữ số, một ký tự đặc biệt.',
      ]);
      const mismatch = await call('PUT', url, session, {
        currentPassword: 'Nhanvien@2026',
        newPassword: 'Moi@2026x',
        confirmPassword: 'Moi@2026y',
      });
      expect(mismatch.json().errors).toEqual({ confirmPassword: [MSG.confirmPassword] });
      const done = await call('PUT', url, session, {
        currentPassword: 'Nhanvien@2026',
        newPassword: 'Moi@2026x',
        confirmPassword: 'Moi@2026x',
      });
      expect(done.json()).toEqual({ data: null, message: MSG.changePasswordSuccess });
      expect((await call('GET', pathOf(personnelEndpoints.profile, { type: 'provider' }), session)).statusCode).toBe(401);
      await login(t.app, 'provider', staff.username, 'Moi@2026x');
    }
    // Without the prefix, a main account of any type too.
    const ctv = await login(t.app, 'collaborator', 'ctv_demo');
    const res = await call('PUT', personnelPasswordEndpoints.changePassword.path, ctv, {
      currentPassword: 'Sai@12345',
      newPassword: 'Moi@2026x',
      confirmPassword: 'Moi@2026x',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the staff data in the database', () => {
  it("a staff member's role is always its own partner's (the database refuses another's)", async () => {
    const [ctvRole] = await t.database.db.select().from(personnelRoles).where(eq(personnelRoles.partnerId, partnerIds.ctv)).limit(1);
    await expect(
      t.database.db.update(users).set({ personnelRoleId: ctvRole!.id }).where(eq(users.username, 'ncc_theo_doi')),
    ).rejects.toThrow();
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .innerJoin(partners, eq(partners.id, users.partnerId))
      .where(and(eq(users.isSubUser, true), sql`${users.personnelRoleId} is null`));
    expect(row?.n).toBe(0);
  });
});
