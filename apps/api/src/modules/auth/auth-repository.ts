import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { PartnerType, RegisterFields } from '@portal/contract';
import type { Db, Executor } from '../../db/client.ts';
import { insertFileRows } from '../../db/files-repository.ts';
import { oncePerDb } from '../../db/prepared.ts';
import { partners, passwordResets, personnelRoles, sessions, users } from '../../db/schema.ts';

export type AccountType = PartnerType | 'operator';

/**
 * The live session behind a token hash, with a sub-user's role (whether it is active, its keys):
 * one indexed lookup, kept by the server's session cache until the database says a session, an
 * account or a role changed (migration 0027), so a role's change counts from the next request.
 * Prepared once per database (a named statement: PostgreSQL plans it once per connection).
 */
const sessionLookup = oncePerDb((db) =>
  db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      username: users.username,
      type: users.type,
      partnerId: users.partnerId,
      isSubUser: users.isSubUser,
      operatorRole: users.operatorRole,
      roleActive: personnelRoles.active,
      rolePermissions: personnelRoles.permissions,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(personnelRoles, eq(personnelRoles.id, users.personnelRoleId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.status, 'active'),
      ),
    )
    .limit(1)
    .prepare('find_session'),
);

export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;
export async function findSession(db: Db, tokenHash: string) {
  const [row] = await sessionLookup(db).execute({ tokenHash });
  return row;
}

/** Notes that a session was used now (callers do it at most once a minute). */
export async function touchSession(db: Executor, sessionId: string, at = new Date()) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
}

/** The account of `type` with this login name, and the status of its partner (none for operators). */
export async function findUserForLogin(db: Executor, type: AccountType, username: string) {
  const [row] = await db
    .select({ user: users, partnerStatus: partners.status })
    .from(users)
    .leftJoin(partners, eq(partners.id, users.partnerId))
    .where(and(eq(users.type, type), sql`lower(${users.username}) = lower(${username})`))
    .limit(1);
  return row && { ...row.user, partnerStatus: row.partnerStatus };
}

/** Whether a partner account (of any type, staff included) has this login name; operators' names are not asked. */
export async function usernameExists(db: Executor, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.type, 'operator'), sql`lower(${users.username}) = lower(${username})`))
    .limit(1);
  return Boolean(row);
}

export async function taxCodeExists(db: Executor, type: PartnerType, taxCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.type, type), eq(partners.taxCode, taxCode), isNull(partners.parentId)))
    .limit(1);
  return Boolean(row);
}

export async function createSession(
  db: Executor,
  values: { userId: string; tokenHash: string; expiresAt: Date; userAgent?: string | undefined; ip?: string | undefined },
) {
  await db.insert(sessions).values(values);
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, values.userId));
}

export async function revokeSession(db: Executor, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Executor, userId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function setPassword(db: Executor, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId));
}

export function findUserById(db: Executor, userId: string) {
  return db.query.users.findFirst({ where: eq(users.id, userId) });
}

/** The active account of `type` reached by this e-mail or phone (and login name, when given). */
export async function findUserForReset(
  db: Executor,
  type: PartnerType,
  by: { email?: string | undefined; phone?: string | undefined; username?: string | undefined },
) {
  const conditions = [eq(users.type, type), eq(users.status, 'active')];
  if (by.email) conditions.push(sql`lower(${users.email}) = lower(${by.email})`);
  if (by.phone) conditions.push(eq(users.phone, by.phone));
  if (by.username) conditions.push(sql`lower(${users.username}) = lower(${by.username})`);
  const rows = await db
    .select()
    .from(users)
    .where(and(...conditions))
    .limit(2);
  // Several accounts share this contact and no login name was given: we cannot tell which one.
  return rows.length === 1 ? rows[0] : undefined;
}

export async function insertReset(db: Executor, values: typeof passwordResets.$inferInsert) {
  await db.insert(passwordResets).values(values);
}

export function findReset(db: Executor, id: string) {
  return db.query.passwordResets.findFirst({ where: eq(passwordResets.id, id) });
}

export function findResetByToken(db: Executor, tokenHash: string) {
  return db.query.passwordResets.findFirst({ where: eq(passwordResets.resetTokenHash, tokenHash) });
}

/** Ends the unused links of a channel (a new one replaces them). */
export async function expireUnusedResets(db: Executor, userId: string, channel: string) {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), eq(passwordResets.channel, channel), isNull(passwordResets.usedAt)));
}

/** Marks a reset or set-password token used, once: false when another request used it first. */
export async function useReset(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return rows.length > 0;
}

/**
 * A staff member or an operator who sets a first password becomes active (a locked one stays locked;
 * a partner's own pending registration waits for the desk).
 */
export async function activatePending(db: Executor, userId: string) {
  await db
    .update(users)
    .set({ status: 'active', updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.status, 'pending'), or(eq(users.isSubUser, true), eq(users.type, 'operator'))));
}

export async function updateReset(db: Executor, id: string, values: Partial<typeof passwordResets.$inferInsert>) {
  await db.update(passwordResets).set(values).where(eq(passwordResets.id, id));
}

/** Counts a wrong OTP atomically, so that parallel guesses cannot exceed the limit. */
export async function countOtpTry(db: Executor, id: string): Promise<number> {
  const [row] = await db
    .update(passwordResets)
    .set({ tries: sql`${passwordResets.tries} + 1` })
    .where(eq(passwordResets.id, id))
    .returning({ tries: passwordResets.tries });
  return row?.tries ?? Number.POSITIVE_INFINITY;
}

export async function nextPartnerCode(db: Executor, type: PartnerType): Promise<string> {
  const prefix = { collaborator: 'CTV', company: 'DN', provider: 'NCC' }[type];
  const { rows } = await db.execute<{ n: string }>(sql`select nextval('partner_code_seq')::text as n`);
  return `${prefix}-${String(rows[0]?.n ?? '0').padStart(6, '0')}`;
}

/** A registration: the partner, its main account and its licence files, all waiting for approval. */
export async function insertRegistration(
  db: Executor,
  values: {
    type: PartnerType;
    code: string;
    fields: RegisterFields;
    passwordHash: string;
    files: Array<{ id: string; name: string; mime: string; size: number; sha256: string }>;
  },
) {
  const { fields } = values;
  const [partner] = await db
    .insert(partners)
    .values({
      type: values.type,
      code: values.code,
      name: fields.supplierName,
      ownerName: fields.ownerName,
      taxCode: fields.taxCode,
      phone: fields.phone,
      email: fields.email,
      introducerName: fields.introducerName,
      representative: fields.ownerName,
      status: 'pending',
    })
    .returning({ id: partners.id });
  if (!partner) throw new Error('partner insert returned nothing');
  const [user] = await db
    .insert(users)
    .values({
      type: values.type,
      partnerId: partner.id,
      username: fields.username,
      passwordHash: values.passwordHash,
      email: fields.email,
      phone: fields.phone,
      status: 'pending',
    })
    .returning({ id: users.id, username: users.username });
  if (!user) throw new Error('user insert returned nothing');
  await insertFileRows(db, { purpose: 'business_license', partnerId: partner.id }, values.files);
  return user;
}

/** A company's sub-unit, added by the operator: active at once, no account of its own (the parent signs in). */
export async function insertSubUnit(
  db: Executor,
  values: {
    parentId: string;
    code: string;
    name: string;
    taxCode: string;
    representative: string;
    phone: string;
    email: string;
    address: string;
  },
): Promise<{ id: string; code: string }> {
  const [row] = await db
    .insert(partners)
    .values({
      type: 'company',
      code: values.code,
      name: values.name,
      parentId: values.parentId,
      ownerName: values.representative || values.name,
      representative: values.representative,
      taxCode: values.taxCode,
      phone: values.phone,
      email: values.email,
      address: values.address,
      status: 'active',
    })
    .returning({ id: partners.id, code: partners.code });
  if (!row) throw new Error('sub-unit insert returned nothing');
  return row;
}
