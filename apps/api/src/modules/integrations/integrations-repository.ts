import { and, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { integrationCalls as calls, integrationClients as clients, integrationTokens as tokens, users } from '../../db/schema.ts';

/* The integrations' SQL: clients, their tokens (hashes) and their calls. */

export type ClientRecord = typeof clients.$inferSelect;

const since24h = sql`now() - interval '24 hours'`;

/** Every client (or the one `id` names) with who created it and its last 24 hours of calls, live ones first, newest first. */
export async function listClients(db: Executor, id?: string) {
  const recent = db
    .select({
      clientId: calls.clientId,
      calls: count().as('calls'),
      failures: sql<number>`count(*) filter (where ${calls.status} >= 400)::int`.as('failures'),
    })
    .from(calls)
    .where(gte(calls.at, since24h))
    .groupBy(calls.clientId)
    .as('recent');
  return db
    .select({
      client: clients,
      createdByName: sql<string | null>`coalesce(${users.displayName}, ${users.username})`,
      calls24h: sql<number>`coalesce(${recent.calls}, 0)::int`,
      failures24h: sql<number>`coalesce(${recent.failures}, 0)::int`,
      ormPending: sql<number>`(select count(*)::int from orm_deliveries d where d.client_id = ${clients.id} and d.status = 'pending')`,
      ormFailed: sql<number>`(select count(*)::int from orm_deliveries d where d.client_id = ${clients.id} and d.status = 'failed')`,
    })
    .from(clients)
    .leftJoin(users, eq(users.id, clients.createdBy))
    .leftJoin(recent, eq(recent.clientId, clients.id))
    .where(id ? eq(clients.id, id) : undefined)
    .orderBy(sql`${clients.revokedAt} is not null`, desc(clients.createdAt), desc(clients.id));
}
export type ClientListRecord = Awaited<ReturnType<typeof listClients>>[number];

export async function findClient(db: Executor, id: string, opts: { lock?: boolean } = {}) {
  const query = db.select().from(clients).where(eq(clients.id, id)).limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

export async function findByClientId(db: Executor, clientId: string) {
  const [row] = await db.select().from(clients).where(eq(clients.clientId, clientId)).limit(1);
  return row;
}

export async function insertClient(db: Executor, values: typeof clients.$inferInsert): Promise<ClientRecord> {
  const [row] = await db.insert(clients).values(values).returning();
  if (!row) throw new Error('integration client insert returned nothing');
  return row;
}

export async function revokeClient(db: Executor, id: string): Promise<void> {
  await db.update(clients).set({ revokedAt: new Date() }).where(eq(clients.id, id));
  await db.delete(tokens).where(eq(tokens.clientId, id));
}

export async function insertToken(db: Executor, values: typeof tokens.$inferInsert): Promise<void> {
  // Expired tokens go as new ones come: the table holds what may still be used.
  await db.delete(tokens).where(lt(tokens.expiresAt, sql`now() - interval '1 hour'`));
  await db.insert(tokens).values(values);
}

/** A live token's client, when the client is not revoked: one statement per call. */
export async function clientOfToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ client: clients, scopes: tokens.scopes })
    .from(tokens)
    .innerJoin(clients, eq(clients.id, tokens.clientId))
    .where(and(eq(tokens.tokenHash, tokenHash), gt(tokens.expiresAt, sql`now()`), isNull(clients.revokedAt)))
    .limit(1);
  return row;
}

export async function recordCall(db: Executor, values: typeof calls.$inferInsert): Promise<void> {
  await db.insert(calls).values(values);
  await db.update(clients).set({ lastUsedAt: sql`now()` }).where(eq(clients.id, values.clientId));
}

export async function recentCalls(db: Executor, clientId: string, limit: number) {
  return db.select().from(calls).where(eq(calls.clientId, clientId)).orderBy(desc(calls.at), desc(calls.id)).limit(limit);
}
