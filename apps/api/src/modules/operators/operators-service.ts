import {
  MSG,
  OPERATOR_ROLE_LABELS,
  OPERATOR_ROLE_PERMISSIONS,
  OPERATOR_ROLES,
  type OperatorCreateBody,
  type OperatorMe,
  type OperatorRole,
  type OperatorRow,
  type OperatorUpdateBody,
} from '@portal/contract';
import type { AppDeps } from '../../deps.ts';
import type { Actor, OperatorAuth } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-error.ts';
import * as audit from '../audit/audit-service.ts';
import { hashPassword, revokeSessionsOf } from '../auth/auth-service.ts';
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

export async function createOperator(deps: AppDeps, actor: Actor, body: OperatorCreateBody): Promise<OperatorRow> {
  if (await repo.usernameExists(deps.db, body.username)) throw AppError.field('username', MSG.usernameTaken, 'conflict');
  const passwordHash = await hashPassword(body.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const row = toRow(
        await identity.insertOperator(tx, {
          username: body.username,
          passwordHash,
          displayName: body.displayName,
          email: body.email,
          phone: body.phone,
          operatorRole: body.role,
          status: 'active',
        }),
      );
      await audit.record(tx, actor, {
        objectType: 'operator',
        objectId: row.id,
        action: 'create',
        summary: row.username,
        after: audited(row),
      });
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.field('username', MSG.usernameTaken, 'conflict');
    throw err;
  }
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
