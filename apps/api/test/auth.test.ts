import { MSG, PARTNER_TYPES, operatorSelfEndpoints, authEndpoints, pathOf, profileEndpoints } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, sessions, users } from '../src/db/schema.ts';
import { approve, CLI_ACTOR } from '../src/modules/partners/desk-service.ts';
import { bearer, createTestApp, DEMO_PASSWORD, lastMessageTo, login, otpIn, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_MAX: '5', OTP_RATE_MAX: '100' });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

describe('login', () => {
  it.each([
    ['collaborator', 'ctv_demo', false],
    ['company', 'dn_demo', false],
    ['company', 'dn_demo_sub', true],
    ['provider', 'ncc_demo', false],
  ] as const)('%s %s logs in with JSON and gets the stored items', async (type, username, isSubUser) => {
    const res = await post(pathOf(authEndpoints.login, { type }), { username, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(MSG.loginSuccess);
    expect(body.data).toMatchObject({ type, isSubUser, user: { username } });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.data.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('takes JSON only: a form posted from another site cannot sign a browser in', async () => {
    for (const url of [pathOf(authEndpoints.login, { type: 'provider' }), operatorSelfEndpoints.login.path]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: `username=${url === operatorSelfEndpoints.login.path ? 'admin_demo' : 'ncc_demo'}&password=${encodeURIComponent(DEMO_PASSWORD)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(MSG.unsupportedMedia);
      expect(res.json().data).toBeUndefined();
    }
  });

  it('refuses a wrong password, an unknown name and another type with one message', async () => {
    for (const [type, username, password] of [
      ['provider', 'ncc_demo', 'Sai@1234'],
      ['provider', 'khong_co', DEMO_PASSWORD],
      ['company', 'ncc_demo', DEMO_PASSWORD],
    ] as const) {
      const res = await post(pathOf(authEndpoints.login, { type }), { username, password });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MSG.loginFailed });
    }
  });

  it('stores only a hash of the token', async () => {
    const token = await login(t.app, 'provider', 'ncc_demo2');
    const rows = await t.database.db.select({ h: sessions.tokenHash }).from(sessions);
    expect(rows.some((r) => r.h === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.h))).toBe(true);
  });

  it('answers missing and malformed fields with 400 and field errors', async () => {
    const res = await post(pathOf(authEndpoints.login, { type: 'provider' }), { password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.required, errors: { username: [MSG.required] } });
    const wrongType = await post(pathOf(authEndpoints.login, { type: 'provider' }), { username: 12, password: ['x'] });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().errors).sort()).toEqual(['password', 'username']);
  });

  it('answers an unknown partner type with 404, as any path that names nothing', async () => {
    const res = await post('/api/partner/hacker/auth/login', { username: 'a', password: 'b' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.notFound);
  });

  it('locks an account and address out after the limit with the 429 message', async () => {
    const fresh = await createTestApp({ LOGIN_RATE_MAX: '3' });
    try {
      const attempt = () =>
        fresh.app.inject({
          method: 'POST',
          url: pathOf(authEndpoints.login, { type: 'collaborator' }),
          payload: { username: 'ctv_demo', password: 'Sai@12345' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const locked = await attempt();
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ message: 'Quá nhiều yêu cầu. Vui lòng thử lại sau.' });
      // Even the right password waits for the window to pass.
      const right = await fresh.app.inject({
        method: 'POST',
        url: pathOf(authEndpoints.login, { type: 'collaborator' }),
        payload: { username: 'ctv_demo', password: DEMO_PASSWORD },
      });
      expect(right.statusCode).toBe(429);
    } finally {
      await fresh.close();
    }
  });
});

describe('logout', () => {
  it('revokes the token at once', async () => {
    const token = await login(t.app, 'collaborator', 'ctv_demo');
    expect((await t.app.inject({ url: pathOf(profileEndpoints.read, { type: 'collaborator' }), headers: bearer(token) })).statusCode).toBe(
      200,
    );
    const out = await t.app.inject({
      method: 'POST',
      url: pathOf(profileEndpoints.logout, { type: 'collaborator' }),
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe(MSG.logoutSuccess);
    const after = await t.app.inject({ url: pathOf(profileEndpoints.read, { type: 'collaborator' }), headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(MSG.unauthorized);
  });

  it('needs a token', async () => {
    expect((await post(pathOf(profileEndpoints.logout, { type: 'provider' }), {})).statusCode).toBe(401);
  });
});

describe('access by partner type', () => {
  it('a provider token cannot call collaborator or company paths (403)', async () => {
    const token = await login(t.app, 'provider', 'ncc_demo');
    for (const type of ['collaborator', 'company'] as const) {
      for (const url of [
        pathOf(profileEndpoints.read, { type }),
        pathOf(profileEndpoints.checkRequest, { type }),
        pathOf(profileEndpoints.optionFields, { type }),
      ]) {
        const res = await t.app.inject({ url, headers: bearer(token) });
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toEqual({ message: MSG.forbidden });
      }
      const change = await t.app.inject({
        method: 'POST',
        url: pathOf(profileEndpoints.changePassword, { type }),
        headers: bearer(token),
        payload: {},
      });
      expect(change.statusCode).toBe(403);
    }
  });

  it('rejects a malformed or unknown bearer token with 401', async () => {
    for (const authorization of ['Bearer ', 'Bearer x', `Bearer ${'a'.repeat(43)}`, 'Basic abc', 'Bearer ../../etc']) {
      const res = await t.app.inject({ url: pathOf(profileEndpoints.read, { type: 'provider' }), headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
    }
  });

  it('an operator token never reaches partner paths', async () => {
    const res = await post(operatorSelfEndpoints.login.path, { username: 'admin_demo', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const token = res.json().data.token;
    for (const type of PARTNER_TYPES) {
      expect((await t.app.inject({ url: pathOf(profileEndpoints.read, { type }), headers: bearer(token) })).statusCode).toBe(403);
    }
  });
});

describe('forgot password', () => {
  const start = (payload: unknown, type: 'collaborator' | 'company' | 'provider' = 'provider') =>
    post(pathOf(authEndpoints.forgotPassword, { type }), payload);

  it('runs request → OTP by e-mail → reset token → new password, and revokes old sessions', async () => {
    const oldToken = await login(t.app, 'provider', 'ncc_demo2');
    const res = await start({ method: 'email', email: 'lienhe@saomaimed.vn' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.otpSent);
    const { userId, expiresAt } = res.json().data;
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    const otp = otpIn((await lastMessageTo(t, 'lienhe@saomaimed.vn'))?.text);
    expect(otp).toBeDefined();

    const verify = await post(pathOf(authEndpoints.verifyPasswordOtp, { type: 'provider' }), { userId, otp });
    expect(verify.statusCode).toBe(200);
    const { token } = verify.json().data;

    const weak = await post(pathOf(authEndpoints.resetPassword, { type: 'provider' }), { token, newPassword: 'yeu' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.newPassword[0]).toMatch(/^Mật khẩu yếu, vui lòng cập nhật lại\. Cần/);

    const reset = await post(pathOf(authEndpoints.resetPassword, { type: 'provider' }), { token, newPassword: 'Moi@2026x' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(MSG.resetSuccess);
    expect((await t.app.inject({ url: pathOf(profileEndpoints.read, { type: 'provider' }), headers: bearer(oldToken) })).statusCode).toBe(
      401,
    );
    await login(t.app, 'provider', 'ncc_demo2', 'Moi@2026x');

    const again = await post(pathOf(authEndpoints.resetPassword, { type: 'provider' }), { token, newPassword: 'Khac@2026x' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(MSG.resetTokenInvalid);
  });

  it('sends the OTP by SMS for the phone method (kept in the outbox)', async () => {
    const res = await start({ method: 'phone', phoneNumber: '0912345678', code: 'ctv_demo' }, 'collaborator');
    expect(res.statusCode).toBe(200);
    const sms = await lastMessageTo(t, '0912345678');
    expect(sms?.channel).toBe('sms');
    expect(sms?.text).toMatch(/\b\d{6}\b/);
  });

  it('answers alike for an unknown address and sends nothing', async () => {
    const res = await start({ method: 'email', email: 'khongco@vidu.vn' });
    expect(res.statusCode).toBe(200);
    expect(await lastMessageTo(t, 'khongco@vidu.vn')).toBeUndefined();
    const verify = await post(pathOf(authEndpoints.verifyPasswordOtp, { type: 'provider' }), {
      userId: res.json().data.userId,
      otp: '123456',
    });
    expect(verify.statusCode).toBe(400);
    expect(verify.json().errors.otp).toEqual([MSG.otpInvalid]);
  });

  it('checks the method fields with the spec messages', async () => {
    const bad = await start({ method: 'email', email: 'sai' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toEqual([MSG.email]);
    const badPhone = await start({ method: 'phone', phoneNumber: '123' });
    expect(badPhone.json().errors.phoneNumber).toEqual([MSG.phone]);
    const noMethod = await start({ email: 'a@b.vn' });
    expect(noMethod.statusCode).toBe(400);
  });

  it('takes at most 5 tries, then refuses even the right code', async () => {
    const res = await start({ method: 'email', email: 'kinhdoanh@phuongnammed.vn' });
    const { userId } = res.json().data;
    const otp = otpIn((await lastMessageTo(t, 'kinhdoanh@phuongnammed.vn'))?.text) ?? '';
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const r = await post(pathOf(authEndpoints.verifyPasswordOtp, { type: 'provider' }), { userId, otp: wrong });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors.otp).toEqual([MSG.otpInvalid]);
    }
    const fifth = await post(pathOf(authEndpoints.verifyPasswordOtp, { type: 'provider' }), { userId, otp: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(MSG.otpTooManyTries);
    const right = await post(pathOf(authEndpoints.verifyPasswordOtp, { type: 'provider' }), { userId, otp });
    expect(right.statusCode).toBe(429);
  });

  it('refuses an expired OTP', async () => {
    const res = await start({ method: 'email', email: 'nhansu@minhanpharma.vn' }, 'company');
    const { userId } = res.json().data;
    const otp = otpIn((await lastMessageTo(t, 'nhansu@minhanpharma.vn'))?.text);
    await t.database.db.update(passwordResets).set({ otpExpiresAt: sql`now() - interval '1 second'` }).where(eq(passwordResets.id, userId));
    const r = await post(pathOf(authEndpoints.verifyPasswordOtp, { type: 'company' }), { userId, otp });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(MSG.otpExpired);
  });

  it('checks the OTP format with the spec message', async () => {
    const r = await post(pathOf(authEndpoints.verifyPasswordOtp, { type: 'provider' }), { userId: 'x', otp: '12a' });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors.otp).toEqual(['Mã OTP phải có 6 chữ số!']);
  });

  it('is rate-limited per address', async () => {
    const fresh = await createTestApp({ OTP_RATE_MAX: '2' });
    try {
      const call = () =>
        fresh.app.inject({
          method: 'POST',
          url: pathOf(authEndpoints.forgotPassword, { type: 'provider' }),
          payload: { method: 'email', email: 'a@b.vn' },
        });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      const third = await call();
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe(MSG.tooManyAttempts);
    } finally {
      await fresh.close();
    }
  });
});

describe('change password', () => {
  it('checks the current password, the rule and the confirmation', async () => {
    const token = await login(t.app, 'company', 'dn_demo_sub');
    const call = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: pathOf(profileEndpoints.changePassword, { type: 'company' }),
        headers: bearer(token),
        payload: payload as Record<string, unknown>,
      });
    const wrongCurrent = await call({ currentPassword: 'Sai@12345', newPassword: 'Moi@2026x', confirmPassword: 'Moi@2026x' });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().errors).toEqual({ currentPassword: [MSG.currentPasswordWrong] });
    const mismatch = await call({ currentPassword: DEMO_PASSWORD, newPassword: 'Moi@2026x', confirmPassword: 'Moi@2026y' });
    expect(mismatch.json().errors).toEqual({ confirmPassword: ['Mật khẩu mới đang không trùng nhau'] });
    const weak = await call({ currentPassword: DEMO_PASSWORD, newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' });
    expect(weak.json().errors.newPassword).toEqual([
      'Mật khẩu yếu, vui lòng cập nhật lại. Cần một chữ in hoa, một chữ số, một ký tự đặc biệt.',
    ]);
    const same = await call({ currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD });
    expect(same.json().errors).toEqual({ newPassword: [MSG.samePassword] });
  });

  it('revokes every session of the user, then the new password works', async () => {
    const a = await login(t.app, 'collaborator', 'ctv_demo');
    const b = await login(t.app, 'collaborator', 'ctv_demo');
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf(profileEndpoints.changePassword, { type: 'collaborator' }),
      headers: bearer(a),
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Doi@2026x', confirmPassword: 'Doi@2026x' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.changePasswordSuccess);
    for (const token of [a, b])
      expect(
        (await t.app.inject({ url: pathOf(profileEndpoints.read, { type: 'collaborator' }), headers: bearer(token) })).statusCode,
      ).toBe(401);
    await login(t.app, 'collaborator', 'ctv_demo', 'Doi@2026x');
    expect(
      (await post(pathOf(authEndpoints.login, { type: 'collaborator' }), { username: 'ctv_demo', password: DEMO_PASSWORD })).statusCode,
    ).toBe(401);
  });
});

describe('operator approval', () => {
  it('activates a pending account', async () => {
    await t.database.db.update(users).set({ status: 'pending' }).where(eq(users.username, 'ncc_demo'));
    const pending = await post(pathOf(authEndpoints.login, { type: 'provider' }), { username: 'ncc_demo', password: DEMO_PASSWORD });
    expect(pending.statusCode).toBe(403);
    expect(pending.json().message).toBe(MSG.accountPending);
    await approve(t.app.deps, CLI_ACTOR, { username: 'NCC_DEMO' });
    await expect(approve(t.app.deps, CLI_ACTOR, { username: 'ncc_demo' })).rejects.toMatchObject({
      code: 'business_rule',
      message: MSG.accountAlreadyActive,
    });
    await expect(approve(t.app.deps, CLI_ACTOR, { username: 'khong_co' })).rejects.toMatchObject({ code: 'not_found' });
    expect(
      (await post(pathOf(authEndpoints.login, { type: 'provider' }), { username: 'ncc_demo', password: DEMO_PASSWORD })).statusCode,
    ).toBe(200);
  });
});
