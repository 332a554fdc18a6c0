import {
  ACCOUNT_MSG,
  type AccountSessionList,
  type AccountSessionQuery,
  describeUserAgent,
  type EndOtherSessionsResult,
  type EndSessionResult,
} from '@portal/contract';
import type { AppDeps } from '../../deps.ts';
import type { AuthContext } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { pagination } from '../../lib/pagination.ts';
import * as repo from './sessions-repository.ts';

/*
 * The account page's devices: a device is one signed-in session (a login from a browser), with
 * the browser, address and times its login and its requests left. Every call acts on the
 * caller's own account only (partners and operators alike, main accounts and sub-users alike):
 * the account comes from the token, never from the request.
 */

/** An IPv4 address the server saw through an IPv6 socket reads as itself. */
const displayIp = (ip: string | null) => (ip?.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip);

export async function listSessions(deps: AppDeps, auth: AuthContext, query: AccountSessionQuery): Promise<AccountSessionList> {
  const limit = query.limit;
  const { items, total } = await repo.listActiveSessions(deps.db, auth.userId, { limit, offset: (query.page - 1) * limit });
  return {
    items: items.map((s) => ({
      id: s.id,
      device: describeUserAgent(s.userAgent),
      ip: displayIp(s.ip),
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      current: s.id === auth.sessionId,
    })),
    pagination: pagination(query.page, limit, total),
  };
}

/**
 * Ends one of the caller's sessions; another account's session, or one already ended, is 404.
 * Ending the calling session is a logout (`current: true` tells the client to log out locally).
 */
export async function endSession(deps: AppDeps, auth: AuthContext, sessionId: string): Promise<EndSessionResult> {
  if (!(await repo.revokeOwnSession(deps.db, auth.userId, sessionId))) throw new AppError('not_found', ACCOUNT_MSG.sessionNotFound);
  return { current: sessionId === auth.sessionId };
}

/** "Đăng xuất khỏi tất cả thiết bị khác": every other session of the account ends at once; this one stays. */
export async function endOtherSessions(deps: AppDeps, auth: AuthContext): Promise<EndOtherSessionsResult> {
  return { count: await repo.revokeOtherSessions(deps.db, auth.userId, auth.sessionId) };
}
