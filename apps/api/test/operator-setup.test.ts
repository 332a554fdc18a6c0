import {
  authEndpoints,
  LIMITS,
  MSG,
  OPERATOR_ROLE_LABELS,
  OPERATOR_ROLES,
  operatorSelfEndpoints,
  PERSONNEL_MSG,
  pathOf,
  SERVER_TEXT,
  SITE_PATHS,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { announceMissingAdministrator } from '../src/modules/operators/operators-service.ts';
import { withDatabase } from './global-setup.ts';
import { bearer, createTestApp, DEMO_PASSWORD, type TestApp } from './helpers.ts';
import { PROCESS_TEST_GUARD_MS, runAdminCli } from './server-process.ts';

/**
 * A new installation's first operator: `npm run admin -- create-operator` (run as a shell runs it)
 * makes it without a password and prints a one-time link; the link sets the password on the console.
 */
let t: TestApp;
const PUBLIC_URL = 'https://portal.example.vn';
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_MAX: '1000' });
});
afterAll(() => t.close());

const admin = (args: string[]) => runAdminCli(args, { DATABASE_URL: withDatabase(inject('pgAdminUrl'), t.dbName), PUBLIC_URL });

const setPassword = (token: string, password = 'Moi@2026x') =>
  t.app.inject({
    method: 'POST',
    url: operatorSelfEndpoints.setPassword.path,
    payload: { token, newPassword: password, confirmPassword: password },
  });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: operatorSelfEndpoints.login.path, payload: { username, password } });
const tokenOf = (out: string) => new URL(out.trim().split('\n').at(-1) ?? '').searchParams.get('token') ?? '';

describe('npm run admin -- create-operator', { timeout: PROCESS_TEST_GUARD_MS }, () => {
  let link = '';

  it('creates a pending operator and prints its one-time set-password link; a wrong call prints the usage', async () => {
    const [made, badRole, noEmail] = await Promise.all([
      admin(['create-operator', 'quantri_dau', '--role', 'administrator', '--email', 'quantri@benhvien.vn']),
      admin(['create-operator', 'quantri_hai', '--role', 'sep', '--email', 'hai@benhvien.vn']),
      admin(['create-operator', 'quantri_ba', '--role', 'administrator']),
    ]);
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    const lines = made.out.trim().split('\n');
    link = lines.at(-1) ?? '';
    expect(made.out.trim()).toBe(
      SERVER_TEXT.cliOperatorCreated('quantri_dau', OPERATOR_ROLE_LABELS.administrator, link, LIMITS.inviteLinkTtlHours),
    );
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}${SITE_PATHS.operatorSetPassword}\\?token=[\\w-]{20,}$`));
    for (const refused of [badRole, noEmail]) {
      expect(refused.code).toBe(2);
      expect(refused.err).toContain(SERVER_TEXT.cliOperatorUsage(OPERATOR_ROLES));
    }
    expect(badRole.err).toContain(MSG.operatorRole);

    const { rows } = await t.database.db.execute<{ username: string; status: string; operator_role: string; email: string }>(
      sql`select username, status, operator_role, email from users where type = 'operator' and username like 'quantri_%'`,
    );
    expect(rows).toEqual([{ username: 'quantri_dau', status: 'pending', operator_role: 'administrator', email: 'quantri@benhvien.vn' }]);
    // No password works before the link sets one.
    expect((await login('quantri_dau', DEMO_PASSWORD)).statusCode).not.toBe(200);
    const audit = await t.database.db.execute<{ operator_username: string }>(
      sql`select operator_username from audit_log where object_type = 'operator' and action = 'create' and summary = 'quantri_dau'`,
    );
    expect(audit.rows).toEqual([{ operator_username: 'npm run admin' }]);
  });

  it('refuses a username already taken (whatever its case), changing nothing', async () => {
    const again = await admin(['create-operator', 'QuanTri_Dau', '--role', 'content_editor', '--email', 'khac@benhvien.vn']);
    expect(again.code).toBe(1);
    expect(again.err.trim()).toBe(SERVER_TEXT.cliOperatorExists('QuanTri_Dau'));
    const { rows } = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where type = 'operator' and lower(username) = 'quantri_dau'`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('the link sets the password once; then the operator signs in as an administrator', async () => {
    const token = tokenOf(link);
    // A partner's set-password page does not take an operator's link.
    const asPartner = await t.app.inject({
      method: 'POST',
      url: pathOf(authEndpoints.setPassword, { type: 'collaborator' }),
      payload: { token, newPassword: 'Moi@2026x', confirmPassword: 'Moi@2026x' },
    });
    expect(asPartner.statusCode).toBe(422);
    expect(asPartner.json().errors.token).toEqual([PERSONNEL_MSG.setPasswordInvalid]);
    // The password rules and their messages are the partners'.
    const weak = await setPassword(token, 'ngan');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.newPassword).toBeDefined();

    const set = await setPassword(token);
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe(PERSONNEL_MSG.setPasswordSuccess);
    const again = await setPassword(token, 'Khac@2026x');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual([PERSONNEL_MSG.setPasswordInvalid]);

    const signedIn = await login('quantri_dau', 'Moi@2026x');
    expect(signedIn.statusCode).toBe(200);
    const me = await t.app.inject({ url: operatorSelfEndpoints.me.path, headers: bearer(signedIn.json().data.token) });
    expect(me.json().data).toMatchObject({ username: 'quantri_dau', role: 'administrator', status: 'active' });
  });

  it('refuses an expired link', async () => {
    const made = await admin(['create-operator', 'quantri_muon', '--role', 'accountant', '--email', 'muon@benhvien.vn']);
    expect(made.code).toBe(0);
    await t.database.db.execute(
      sql`update password_resets set reset_expires_at = now() - interval '1 minute' where user_id = (select id from users where username = 'quantri_muon')`,
    );
    const res = await setPassword(tokenOf(made.out));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.token).toEqual([PERSONNEL_MSG.setPasswordInvalid]);
  });
});

describe('a server without an active administrator', () => {
  it('says once, at start, how to create one', async () => {
    const said: string[] = [];
    const log = { warn: (message: string) => void said.push(message) };
    expect(await announceMissingAdministrator({ db: t.database.db }, log)).toBe(false);
    await t.database.db.execute(sql`update users set status = 'locked' where type = 'operator' and operator_role = 'administrator'`);
    expect(await announceMissingAdministrator({ db: t.database.db }, log)).toBe(true);
    expect(said).toEqual([SERVER_TEXT.noAdministrator]);
  });
});
