import { randomBytes } from 'node:crypto';
import {
  MSG,
  OPERATOR_ROLE_LABELS,
  OPERATOR_ROLE_PERMISSIONS,
  OPERATOR_ROLES,
  SERVER_TEXT,
  type OperatorCreateBody,
  type OperatorInvite,
  type OperatorMe,
  type OperatorRole,
  type OperatorRow,
  type OperatorUpdateBody,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor, OperatorAuth } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-error.ts';
import * as audit from '../audit/audit-service.ts';
import { hashPassword, issueInviteLink, revokeSessionsOf } from '../auth/auth-service.ts';
import * as repo from './operators-repository.ts';
import * as identity from '../auth/identity-service.ts';

const roleOf = (row: repo.OperatorRow): OperatorRole =>
  (OPERATOR_ROLES as readonly string[]).includes(row.operatorRole ?? '') ? (row.operatorRole as OperatorRole) : 'content_editor';

function toRow(row: repo.OperatorRow): OperatorRow {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName ?? row.username,
    email: row.email,
    phone: row.phone,
    role: roleOf(row),
    status: row.status,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the console's header and menu need: who, which role, which permissions. */
export async function me(deps: AppDeps, auth: OperatorAuth): Promise<OperatorMe> {
  const row = await repo.findOperator(deps.db, auth.userId);
  if (!row) throw new AppError('unauthorized');
  const role = roleOf(row);
  return {
    ...toRow(row),
    roleName: OPERATOR_ROLE_LABELS[role],
    permissions: [...OPERATOR_ROLE_PERMISSIONS[role]],
  };
}

export async function listOperators(deps: AppDeps): Promise<OperatorRow[]> {
  return (await repo.listOperators(deps.db)).map(toRow);
}

// What the audit trail shows of an operator account (never its password).
const audited = (row: OperatorRow) => ({
  displayName: row.displayName,
  email: row.email,
  phone: row.phone,
  role: row.role,
  status: row.status,
});

type NewOperator = Omit<Parameters<typeof identity.insertOperator>[1], 'passwordHash'> & { password: string; username: string };

/**
 * Inserts an operator and audits it in one transaction; `then` runs in it too. A name already taken
 * (whatever its case) is refused, before and, racing another insert, by the unique index.
 */
async function insertOperator<T>(deps: AppDeps, actor: Actor, values: NewOperator, then: (tx: Executor, row: OperatorRow) => Promise<T>) {
  if (await repo.usernameExists(deps.db, values.username)) throw AppError.field('username', MSG.usernameTaken, 'conflict');
  const { password, ...rest } = values;
  const passwordHash = await hashPassword(password);
  try {
    return await deps.db.transaction(async (tx) => {
      const row = toRow(await identity.insertOperator(tx, { ...rest, passwordHash }));
      await audit.record(tx, actor, {
        objectType: 'operator',
        objectId: row.id,
        action: 'create',
        summary: row.username,
        after: audited(row),
      });
      return then(tx, row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.field('username', MSG.usernameTaken, 'conflict');
    throw err;
  }
}

/** The console's "add an operator": active at once, with the password the administrator typed. */
export function createOperator(deps: AppDeps, actor: Actor, body: OperatorCreateBody): Promise<OperatorRow> {
  const { username, password, displayName, email, phone, role } = body;
  return insertOperator(
    deps,
    actor,
    { username, password, displayName, email, phone, operatorRole: role, status: 'active' },
    async (_tx, row) => row,
  );
}

/**
 * An operator without a password yet (pending until it sets one), and the token of its set-password
 * link: how `npm run admin -- create-operator` makes a new installation's first administrator. No
 * password travels on a command line; the link is single use and expires (LIMITS.inviteLinkTtlHours).
 */
export function inviteOperator(deps: AppDeps, actor: Actor, invite: OperatorInvite): Promise<{ row: OperatorRow; token: string }> {
  const values: NewOperator = {
    username: invite.username,
    // A password nobody knows, until the link sets one.
    password: randomBytes(32).toString('base64url'),
    displayName: invite.username,
    email: invite.email,
    // Asked of the console's form; the administrator adds it there.
    phone: '',
    operatorRole: invite.role,
    status: 'pending',
  };
  return insertOperator(deps, actor, values, async (tx, row) => ({ row, token: await issueInviteLink(tx, row.id) }));
}

/**
 * At start: with no active administrator nobody can sign in to the console (a new installation, or
 * every administrator locked), so the server says, once, how to make one. True when it did.
 */
export async function announceMissingAdministrator(deps: Pick<AppDeps, 'db'>, log: Pick<FastifyBaseLogger, 'warn'>): Promise<boolean> {
  if (await repo.hasActiveAdministrator(deps.db)) return false;
  log.warn(SERVER_TEXT.noAdministrator);
  return true;
}

/** Where the server writes to the administrators about itself (a scheduled backup that failed). */
export function administratorEmails(deps: Pick<AppDeps, 'db'>): Promise<string[]> {
  return repo.activeAdministratorEmails(deps.db);
}

/**
 * Changes an operator's details, role or status. Nobody locks or demotes themselves, and the
 * last active administrator stays one; a locked operator's sessions end at once.
 */
export async function updateOperator(deps: AppDeps, actor: Actor, id: string, body: OperatorUpdateBody): Promise<OperatorRow> {
  return deps.db.transaction(async (tx) => {
    const current = await repo.findOperator(tx, id, true);
    if (!current) throw new AppError('not_found');
    const before = toRow(current);
    const demoted = before.role === 'administrator' && (body.role !== 'administrator' || body.status !== 'active');
    if (id === actor.userId && (body.role !== before.role || body.status !== 'active')) {
      throw new AppError('business_rule', MSG.operatorCannotLockSelf);
    }
    if (demoted && before.status === 'active' && (await repo.otherActiveAdministrators(tx, id)) === 0) {
      throw new AppError('business_rule', MSG.lastAdministrator);
    }
    const after = toRow(
      await identity.updateOperator(tx, id, {
        displayName: body.displayName,
        email: body.email,
        phone: body.phone,
        operatorRole: body.role,
        status: body.status,
      }),
    );
    if (body.status === 'locked') await revokeSessionsOf(tx, id);
    await audit.record(tx, actor, {
      objectType: 'operator',
      objectId: id,
      action: 'update',
      summary: after.username,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}
