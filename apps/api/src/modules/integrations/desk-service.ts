import { randomBytes } from 'node:crypto';
import {
  INTEGRATION_LIMITS,
  INTEGRATION_MSG,
  INTEGRATION_SCOPE_LABELS,
  type IntegrationCall,
  type IntegrationCreateBody,
  type IntegrationCreated,
  type IntegrationRow,
  type IntegrationScope,
  type OrmDelivery,
} from '@portal/contract';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { pgError } from '../../lib/pg-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import * as audit from '../audit/audit-service.ts';
import { facilityCodesKnown } from '../orders/catalogue-service.ts';
import { orderCode } from '../orders/orders-service.ts';
import * as repo from './integrations-repository.ts';
import * as orm from './orm-repository.ts';
import { scheduleScan } from './orm-service.ts';

/* The integrations desk (administrators): register a laboratory system, show its secret once, revoke it, read its calls. */

function toRow(r: repo.ClientListRecord): IntegrationRow {
  const c = r.client;
  return {
    id: c.id,
    name: c.name,
    clientId: c.clientId,
    scopes: c.scopes as IntegrationScope[],
    facilityCodes: c.facilityCodes,
    createdAt: c.createdAt.toISOString(),
    createdByName: r.createdByName,
    lastUsedAt: c.lastUsedAt?.toISOString() ?? null,
    revokedAt: c.revokedAt?.toISOString() ?? null,
    calls24h: r.calls24h,
    failures24h: r.failures24h,
    ormEndpoint: c.ormEndpoint,
    ormPending: r.ormPending,
    ormFailed: r.ormFailed,
  };
}

export async function list(deps: AppDeps): Promise<IntegrationRow[]> {
  return (await repo.listClients(deps.db)).map(toRow);
}

async function rowOf(deps: AppDeps, id: string): Promise<IntegrationRow> {
  const [found] = await repo.listClients(deps.db, id);
  if (!found) throw new AppError('not_found');
  return toRow(found);
}

const scopeWords = (scopes: readonly IntegrationScope[]) => scopes.map((s) => INTEGRATION_SCOPE_LABELS[s]).join(', ');

/** POST /api/admin/integrations: a client id and a secret (32 random bytes), of which only the hash is kept; audited. */
export async function create(deps: AppDeps, actor: Actor, body: IntegrationCreateBody): Promise<IntegrationCreated> {
  const facilityCodes = [...new Set(body.facilityCodes)];
  const scopes = [...new Set(body.scopes)];
  const unknown = await facilityCodesKnown(deps, facilityCodes);
  if (unknown) throw AppError.field('facilityCodes', INTEGRATION_MSG.facilityUnknown(unknown), 'business_rule');
  const secret = newToken();
  const client = await deps.db
    .transaction(async (tx) => {
      const row = await repo.insertClient(tx, {
        name: body.name,
        clientId: `lis-${randomBytes(9).toString('base64url')}`,
        secretHash: hashToken(secret),
        scopes,
        facilityCodes,
        ormEndpoint: body.ormEndpoint || null,
        createdBy: actor.userId,
      });
      await audit.record(tx, actor, {
        objectType: 'integration_client',
        objectId: row.id,
        action: 'create',
        summary: `Tạo tích hợp "${row.name}" (${scopeWords(scopes)})`,
        after: {
          name: row.name,
          clientId: row.clientId,
          scopes: scopeWords(scopes),
          facilityCodes: facilityCodes.join(', ') || 'Tất cả',
          ormEndpoint: row.ormEndpoint ?? 'Không gửi',
        },
      });
      return row;
    })
    .catch((err: unknown) => {
      if (pgError(err)?.constraint === 'integration_clients_name_key') throw AppError.field('name', INTEGRATION_MSG.nameTaken, 'conflict');
      throw err;
    });
  // Bookings start going to its LIS at the next scan (now, if none was running).
  if (client.ormEndpoint) await scheduleScan(deps, 0);
  return { ...(await rowOf(deps, client.id)), clientSecret: secret };
}

/** POST /api/admin/integrations/{id}/revoke: its tokens go with it, so its next call is refused. */
export async function revoke(deps: AppDeps, actor: Actor, id: string): Promise<IntegrationRow> {
  await deps.db.transaction(async (tx) => {
    const client = await repo.findClient(tx, id, { lock: true });
    if (!client) throw new AppError('not_found');
    if (client.revokedAt) throw new AppError('business_rule', INTEGRATION_MSG.alreadyRevoked);
    await repo.revokeClient(tx, id);
    await audit.record(tx, actor, {
      objectType: 'integration_client',
      objectId: id,
      action: 'revoke',
      summary: `Thu hồi tích hợp "${client.name}"`,
      before: { revoked: 'Đang hoạt động' },
      after: { revoked: 'Đã thu hồi' },
    });
  });
  return rowOf(deps, id);
}

export async function calls(deps: AppDeps, id: string): Promise<IntegrationCall[]> {
  if (!(await repo.findClient(deps.db, id))) throw new AppError('not_found');
  const rows = await repo.recentCalls(deps.db, id, INTEGRATION_LIMITS.recentCalls);
  return rows.map((c) => ({ id: c.id, at: c.at.toISOString(), method: c.method, path: c.path, status: c.status, summary: c.summary }));
}

/** GET /api/admin/integrations/{id}/deliveries: the bookings offered to its LIS as ORM^O01, newest first. */
export async function deliveries(deps: AppDeps, id: string): Promise<OrmDelivery[]> {
  if (!(await repo.findClient(deps.db, id))) throw new AppError('not_found');
  const rows = await orm.latest(deps.db, id, INTEGRATION_LIMITS.recentCalls);
  return rows.map(({ delivery: d, no }) => ({
    id: d.id,
    orderId: d.orderId,
    orderCode: orderCode(no),
    kind: d.kind,
    controlId: d.controlId,
    status: d.status,
    attempts: d.attempts,
    lastError: d.lastError,
    createdAt: d.createdAt.toISOString(),
    sentAt: d.sentAt?.toISOString() ?? null,
  }));
}
