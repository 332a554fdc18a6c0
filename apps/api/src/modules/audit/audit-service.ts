import { type AuditEntry, type AuditObjectType, type AuditQuery, INTEGRATION_ACTOR_PREFIX } from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import * as repo from './audit-repository.ts';
import { pagination } from '../../lib/pagination.ts';

export type AuditRecord = {
  objectType: AuditObjectType;
  objectId: string;
  action: string;
  summary: string;
  /** The object's fields before and after; only the ones that differ are kept. Never pass secrets. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Field → [before, after] for every field whose value changed. */
function diff(before: Record<string, unknown> = {}, after: Record<string, unknown> = {}): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[key] ?? null;
    const b = after[key] ?? null;
    if (!same(a, b)) changes[key] = [a, b];
  }
  return changes;
}

/**
 * Records an operator's write. Takes the caller's transaction (like `mailer.send`): the entry
 * exists exactly when the change commits.
 */
export async function record(tx: Executor, actor: Actor, entry: AuditRecord): Promise<void> {
  await repo.insertEntry(tx, {
    operatorId: actor.userId,
    operatorUsername: actor.username,
    ip: actor.ip,
    objectType: entry.objectType,
    objectId: entry.objectId,
    action: entry.action,
    summary: entry.summary,
    changes: diff(entry.before, entry.after),
  });
}

/** What the laboratory's systems changed on an object (the order desk shows who moved an order). */
export async function integrationChanges(db: Executor, objectType: AuditObjectType, objectId: string, limit = 20) {
  const rows = await repo.entriesByActor(db, { type: objectType, id: objectId }, INTEGRATION_ACTOR_PREFIX, limit);
  return rows.map((r) => ({
    at: r.at.toISOString(),
    integration: r.operatorUsername.slice(INTEGRATION_ACTOR_PREFIX.length),
    summary: r.summary,
  }));
}

export async function list(deps: AppDeps, query: AuditQuery) {
  const limit = query.limit;
  const { items, total } = await repo.listEntries(deps.db, query, limit);
  return {
    items: items.map(
      (row): AuditEntry => ({
        id: row.id,
        at: row.at.toISOString(),
        operator: { id: row.operatorId, username: row.operatorUsername },
        ip: row.ip,
        objectType: row.objectType as AuditObjectType,
        objectId: row.objectId,
        action: row.action,
        summary: row.summary,
        changes: row.changes,
      }),
    ),
    pagination: pagination(query.page, limit, total),
  };
}
