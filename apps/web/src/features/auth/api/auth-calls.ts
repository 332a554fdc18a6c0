import { authEndpoints, type PartnerType, profileEndpoints } from '@portal/contract';
import { type CallBody, api } from '@/lib/api-client';
import type { Session } from '@/lib/session';

/*
 * The public auth pages' calls (sign-in, registration, password reset, a new member's first
 * password) and the logout of every page's menu. Their hooks are in the pages' first load; this
 * module, with the endpoints' schemas (hence zod), is imported only when a call is made.
 */

type Body<E extends keyof typeof authEndpoints> = CallBody<(typeof authEndpoints)[E]>;

/** POST /api/partner/{type}/auth/login. A wrong password is a 401 the client reports as "Thất bại". */
export async function login(type: PartnerType, body: Body<'login'>) {
  return (await api.call(authEndpoints.login, { params: { type }, body })).data;
}

/** POST /api/partner/{type}/auth/register (multipart). Returns the server's message (awaiting approval). */
export async function register(type: PartnerType, body: FormData): Promise<string | undefined> {
  return (await api.call(authEndpoints.register, { params: { type }, body })).message;
}

/** Step 1: POST /api/partner/{type}/auth/forgot-password → the OTP challenge (userId). */
export async function requestPasswordOtp(type: PartnerType, body: Body<'forgotPassword'>) {
  const { data, message } = await api.call(authEndpoints.forgotPassword, { params: { type }, body });
  return { result: data, message };
}

/** Step 2: POST /api/partner/{type}/auth/verify-password-otp → a reset token. */
export async function verifyPasswordOtp(type: PartnerType, body: Body<'verifyPasswordOtp'>): Promise<string> {
  return (await api.call(authEndpoints.verifyPasswordOtp, { params: { type }, body })).data.token;
}

/** Step 3: POST /api/partner/{type}/auth/reset-password. Returns the server's message. */
export async function resetPassword(type: PartnerType, body: Body<'resetPassword'>): Promise<string | undefined> {
  return (await api.call(authEndpoints.resetPassword, { params: { type }, body })).message;
}

/** POST /api/partner/{type}/auth/set-password: a new staff member's first password. Returns the server's message. */
export async function setPassword(type: PartnerType, body: Body<'setPassword'>): Promise<string | undefined> {
  return (await api.call(authEndpoints.setPassword, { params: { type }, body })).message;
}

/** POST /api/partner/v1/{type}/profile/logout with the ending session's token, silently (SPEC-NOTES 2, 4). */
export async function logout(session: Session): Promise<void> {
  await api.call(profileEndpoints.logout, {
    params: { type: session.type },
    silent: true,
    successNotice: false,
    headers: { Authorization: `Bearer ${session.token}` },
  });
}
