import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  type ChangePasswordBody,
  type ForgotPasswordBody,
  LIMITS,
  type LoginBody,
  type LoginResult,
  MSG,
  OPERATOR_ROLE_PERMISSIONS,
  OPERATOR_ROLES,
  type OperatorRole,
  OUTGOING,
  type PartnerType,
  PERSONNEL_MSG,
  type RegisterFields,
} from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { AuthContext } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { publishLive } from '../../lib/live.ts';
import type { Message } from '../../lib/mailer.ts';
import type { AcceptedUpload } from '../../lib/multipart.ts';
import { isUniqueViolation, pgError } from '../../lib/pg-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import * as repo from './auth-repository.ts';

// Argon2id (the library's default algorithm) with OWASP's first recommended cost: 19 MiB, 2 passes.
const ARGON = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const RESET_TOKEN_TTL_MS = 15 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const hashPassword = (password: string) => hash(password, ARGON);

// Verified when the login name is unknown, so that timing does not reveal which names exist.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword('Khong-co-tai-khoan-1!'));

const TOUCH_EVERY_MS = 60_000;

/**
 * The signed-in account behind a bearer token, or null (unknown, expired, revoked, locked, or an
 * operator's session idle for longer than OPERATOR_IDLE_HOURS). Operators hold their role's
 * permissions; a partner's main account holds every permission of its kind; a sub-user holds its
 * personnel role's keys as they are now (none while the role is inactive or missing; its own
 * account, `account.self`, always).
 */
export async function authenticate(deps: AppDeps, token: string): Promise<AuthContext | null> {
  return sessionOf(deps, token, { touch: true });
}

/**
 * The session behind `token` as it stands now (null once ended, expired or idle too long), without
 * counting as a use: a live stream asks this before each event and at each heartbeat, and an open
 * tab must not keep an idle operator signed in.
 */
export function currentSession(deps: AppDeps, token: string): Promise<AuthContext | null> {
  return sessionOf(deps, token, { touch: false });
}

async function sessionOf(deps: AppDeps, token: string, { touch }: { touch: boolean }): Promise<AuthContext | null> {
  const tokenHash = hashToken(token);
  const row = await deps.sessions.find(tokenHash);
  if (!row) return null;
  const { operatorRole, lastSeenAt, expiresAt: _expiresAt, roleActive, rolePermissions, ...account } = row;
  const now = new Date();
  const idle = now.getTime() - lastSeenAt.getTime();
  if (row.type === 'operator' && idle > deps.env.OPERATOR_IDLE_HOURS * 3_600_000) return null;
  if (touch && idle > TOUCH_EVERY_MS) {
    await repo.touchSession(deps.db, row.sessionId, now);
    deps.sessions.touched(tokenHash, now);
  }
  if (row.type !== 'operator') {
    if (!row.isSubUser) return { ...account, permissions: null };
    return { ...account, permissions: new Set(roleActive ? (rolePermissions ?? []) : []) };
  }
  const role = (OPERATOR_ROLES as readonly string[]).includes(operatorRole ?? '') ? (operatorRole as OperatorRole) : undefined;
  return { ...account, permissions: new Set(role ? OPERATOR_ROLE_PERMISSIONS[role] : []) };
}

export async function login<T extends repo.AccountType>(
  deps: AppDeps,
  type: T,
  body: LoginBody,
  meta: { userAgent?: string | undefined; ip?: string | undefined },
): Promise<Omit<LoginResult, 'type'> & { type: T }> {
  const user = await repo.findUserForLogin(deps.db, type, body.username);
  let ok = false;
  if (user) ok = await verify(user.passwordHash, body.password);
  else await verify(await getDummyHash(), body.password);
  if (!user || !ok) throw new AppError('unauthorized', MSG.loginFailed);
  // A staff member's own status, then its partner's (locking a partner locks its staff with it).
  const status = user.status === 'active' && user.partnerStatus && user.partnerStatus !== 'active' ? user.partnerStatus : user.status;
  if (status === 'pending') throw new AppError('forbidden', MSG.accountPending);
  if (status === 'rejected') throw new AppError('forbidden', MSG.accountRejected);
  if (status !== 'active') throw new AppError('forbidden', MSG.accountLocked);
  const token = newToken();
  const expiresAt = new Date(Date.now() + deps.env.SESSION_TTL_HOURS * 3_600_000);
  await repo.createSession(deps.db, { userId: user.id, tokenHash: hashToken(token), expiresAt, ...meta });
  return {
    token,
    type,
    isSubUser: user.isSubUser,
    expiresAt: expiresAt.toISOString(),
    user: { id: user.id, username: user.username },
  };
}

export async function logout(deps: AppDeps, auth: AuthContext): Promise<void> {
  await repo.revokeSession(deps.db, auth.sessionId);
}

/**
 * Creates the partner, its main account (both waiting for approval) and the licence files in
 * one transaction; the files are promoted into storage only once the rows are committed.
 */
export async function register(deps: AppDeps, type: PartnerType, fields: RegisterFields, uploads: AcceptedUpload[]) {
  if (await repo.usernameExists(deps.db, fields.username)) throw AppError.field('username', MSG.usernameTaken, 'conflict');
  if (await repo.taxCodeExists(deps.db, type, fields.taxCode)) throw AppError.field('taxCode', MSG.taxCodeTaken, 'conflict');
  const passwordHash = await hashPassword(fields.password);
  let created: { id: string; username: string };
  try {
    created = await deps.db.transaction(async (tx) => {
      const row = await repo.insertRegistration(tx, {
        type,
        code: await repo.nextPartnerCode(tx, type),
        fields,
        passwordHash,
        files: uploads,
      });
      // The partner desk's waiting list and the dashboard's count, on the operators' open pages.
      await publishLive(tx, 'operators', 'partners');
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      const detail = pgError(err)?.constraint ?? '';
      throw detail.includes('tax')
        ? AppError.field('taxCode', MSG.taxCodeTaken, 'conflict')
        : AppError.field('username', MSG.usernameTaken, 'conflict');
    }
    throw err;
  }
  for (const u of uploads) await deps.storage.promote(u.id);
  return { id: created.id, username: created.username, status: 'pending' as const };
}

const otpDigest = (challengeId: string, otp: string) => createHash('sha256').update(`${challengeId}:${otp}`).digest();

/**
 * Starts a reset: an OTP goes to the account's e-mail or phone. The answer is
 * the same whether or not an account matched, so the call cannot be used to probe for accounts,
 * and so is the work: both run the same statements (the reset row and a message queued in one
 * transaction); for an unknown account the message has no recipient and the worker drops it.
 */
export async function forgotPassword(deps: AppDeps, type: PartnerType, body: ForgotPasswordBody) {
  const user = await repo.findUserForReset(deps.db, type, {
    email: body.method === 'email' ? body.email : undefined,
    phone: body.method === 'phone' ? body.phoneNumber : undefined,
    username: body.code || undefined,
  });
  const otp = String(randomInt(0, 1_000_000)).padStart(LIMITS.otpDigits, '0');
  const otpExpiresAt = new Date(Date.now() + LIMITS.otpTtlMs);
  // The id is made here so that the OTP digest, which is bound to it, goes in with the one insert.
  const id = randomUUID();
  await deps.db.transaction(async (tx) => {
    await repo.insertReset(tx, {
      id,
      userId: user?.id ?? null,
      channel: body.method,
      otpHash: otpDigest(id, otp).toString('hex'),
      otpExpiresAt,
    });
    await deps.mailer.send(tx, otpMessage(body.method, user, otp));
  });
  return { userId: id, method: body.method, expiresAt: otpExpiresAt.toISOString() };
}

function otpMessage(
  method: ForgotPasswordBody['method'],
  user: { username: string; email: string; phone: string } | undefined,
  otp: string,
): Message {
  const username = user?.username ?? '';
  return method === 'email'
    ? { channel: 'email', to: user?.email ?? null, ...OUTGOING.resetOtp(username, otp), secrets: [otp] }
    : { channel: 'sms', to: user?.phone ?? null, ...OUTGOING.resetOtpSms(username, otp), secrets: [otp] };
}

export async function verifyOtp(deps: AppDeps, type: PartnerType, challengeId: string, otp: string) {
  const reset = UUID.test(challengeId) ? await repo.findReset(deps.db, challengeId) : undefined;
  const user = reset?.userId ? await repo.findUserById(deps.db, reset.userId) : undefined;
  if (!reset || reset.usedAt || reset.resetTokenHash) throw AppError.field('otp', MSG.otpInvalid);
  if (reset.tries >= LIMITS.otpMaxTries) throw AppError.field('otp', MSG.otpTooManyTries, 'rate_limited');
  if (reset.otpExpiresAt.getTime() < Date.now()) throw AppError.field('otp', MSG.otpExpired, 'business_rule');
  const expected = Buffer.from(reset.otpHash, 'hex');
  const given = otpDigest(reset.id, otp);
  if (!user || user.type !== type || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const tries = await repo.countOtpTry(deps.db, reset.id);
    if (tries >= LIMITS.otpMaxTries) throw AppError.field('otp', MSG.otpTooManyTries, 'rate_limited');
    throw AppError.field('otp', MSG.otpInvalid);
  }
  const token = newToken();
  await repo.updateReset(deps.db, reset.id, {
    resetTokenHash: hashToken(token),
    resetExpiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  return { token };
}

/** The reset (or set-password) challenge behind a token, with its account, when it may still be used on `type`. */
async function usableReset(deps: AppDeps, type: PartnerType | 'operator', token: string, channel: 'reset' | 'invite') {
  const reset = await repo.findResetByToken(deps.db, hashToken(token));
  const user = reset?.userId ? await repo.findUserById(deps.db, reset.userId) : undefined;
  if (!reset || !user || user.type !== type || reset.usedAt || !reset.resetExpiresAt || reset.resetExpiresAt.getTime() < Date.now()) return;
  if ((reset.channel === INVITE_CHANNEL) !== (channel === 'invite')) return;
  return { reset, user };
}

export async function resetPassword(deps: AppDeps, type: PartnerType, token: string, newPassword: string) {
  const found = await usableReset(deps, type, token, 'reset');
  if (!found) throw AppError.field('token', MSG.resetTokenInvalid, 'business_rule');
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.useReset(tx, found.reset.id))) throw AppError.field('token', MSG.resetTokenInvalid, 'business_rule');
    await repo.setPassword(tx, found.user.id, passwordHash);
    await repo.revokeAllSessions(tx, found.user.id);
  });
}

/**
 * A first password, from a set-password link (issueInviteLink): a new staff member's, e-mailed by
 * its owner's main account, or an operator's, printed by `npm run admin -- create-operator`. The
 * token is single use, of this account type, within its lifetime. The account becomes active
 * (unless it was locked meanwhile: then it stays locked).
 */
export async function setPassword(deps: AppDeps, type: PartnerType | 'operator', token: string, newPassword: string) {
  const found = await usableReset(deps, type, token, 'invite');
  if (!found) throw AppError.field('token', PERSONNEL_MSG.setPasswordInvalid, 'business_rule');
  if (found.user.status === 'locked') throw new AppError('forbidden', MSG.accountLocked);
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.useReset(tx, found.reset.id))) throw AppError.field('token', PERSONNEL_MSG.setPasswordInvalid, 'business_rule');
    await repo.setPassword(tx, found.user.id, passwordHash);
    await repo.activatePending(tx, found.user.id);
    await repo.revokeAllSessions(tx, found.user.id);
  });
}

export async function changePassword(deps: AppDeps, auth: AuthContext, body: ChangePasswordBody) {
  const user = await repo.findUserById(deps.db, auth.userId);
  if (!user) throw new AppError('unauthorized');
  if (!(await verify(user.passwordHash, body.currentPassword))) {
    throw AppError.field('currentPassword', MSG.currentPasswordWrong);
  }
  if (body.currentPassword === body.newPassword) throw AppError.field('newPassword', MSG.samePassword);
  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction(async (tx) => {
    await repo.setPassword(tx, user.id, passwordHash);
    await repo.revokeAllSessions(tx, user.id);
  });
}

/**
 * A reset link an operator sends (the partner desk's "send password reset"): a reset token valid
 * LIMITS.resetLinkTtlHours, opened by the forgot-password page at its last step. Takes the
 * caller's transaction; the token goes out only in the sealed message.
 */
export async function issueResetLink(tx: Executor, userId: string): Promise<string> {
  const token = newToken();
  const now = new Date();
  await repo.insertReset(tx, {
    id: randomUUID(),
    userId,
    channel: 'link',
    // No OTP: this challenge can only be finished with its token.
    otpHash: '-',
    otpExpiresAt: now,
    resetTokenHash: hashToken(token),
    resetExpiresAt: new Date(now.getTime() + LIMITS.resetLinkTtlHours * 3_600_000),
  });
  return token;
}

const INVITE_CHANNEL = 'invite';

/**
 * The set-password link of a new staff member: a token valid LIMITS.inviteLinkTtlHours, used once
 * on `/dat-mat-khau/{type}` (setPassword). Takes the caller's transaction; the token goes out only
 * in the sealed message. A new link replaces the ones not yet used.
 */
export async function issueInviteLink(tx: Executor, userId: string): Promise<string> {
  const token = newToken();
  const now = new Date();
  await repo.expireUnusedResets(tx, userId, INVITE_CHANNEL);
  await repo.insertReset(tx, {
    id: randomUUID(),
    userId,
    channel: INVITE_CHANNEL,
    otpHash: '-',
    otpExpiresAt: now,
    resetTokenHash: hashToken(token),
    resetExpiresAt: new Date(now.getTime() + LIMITS.inviteLinkTtlHours * 3_600_000),
  });
  return token;
}

/** Ends every session of an account (it was locked); takes the caller's transaction. */
export const revokeSessionsOf = (tx: Executor, userId: string) => repo.revokeAllSessions(tx, userId);

/**
 * Adds a company's sub-unit (the company desk): a `partners` row of type company under its parent,
 * with the next partner code. Takes the caller's transaction (the desk audits it there).
 */
export async function createSubUnit(tx: Executor, values: Omit<Parameters<typeof repo.insertSubUnit>[1], 'code'>) {
  return repo.insertSubUnit(tx, { ...values, code: await repo.nextPartnerCode(tx, 'company') });
}
