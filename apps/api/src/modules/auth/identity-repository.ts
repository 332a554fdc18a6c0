import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { partners, personnelRoles, renameRequests, sessions, users } from '../../db/schema.ts';

/*
 * Every write to the identity tables — partners, their accounts (main, staff, operators), staff
 * roles, sessions and rename requests — whichever area asks for it (account, companies, operators,
 * partners' desk, personnel): those areas read these tables but change them only through
 * `identity-service.ts`, so a rule about an account (its status, its sessions) holds in one place.
 */

export type SupplierValues = {
  ownerName: string;
  phone: string;
  email: string;
  representative: string | null;
  address: string | null;
  province: string | null;
  categoryId: number;
  companySize: number;
  charterCapital: number | null;
  isCooperated: boolean;
};

export type RenameRow = typeof renameRequests.$inferSelect;

export type RoleValues = Pick<typeof personnelRoles.$inferInsert, 'name' | 'description' | 'active' | 'permissions'>;

/** A partner account's contact, and (main accounts) its organisation's fields; the service gives the transaction. */
export async function updateContact(
  db: Executor,
  ids: { userId: string; partnerId: string },
  values: {
    email: string;
    phone: string;
    representative?: string | undefined;
    address?: string | undefined;
    province?: string | undefined;
  },
) {
  await db.update(users).set({ email: values.email, phone: values.phone, updatedAt: new Date() }).where(eq(users.id, ids.userId));
  await db
    .update(partners)
    .set({
      ...(values.representative !== undefined ? { representative: values.representative || null } : {}),
      ...(values.address !== undefined ? { address: values.address || null } : {}),
      ...(values.province !== undefined ? { province: values.province || null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(partners.id, ids.partnerId));
}

export async function insertRename(db: Executor, values: typeof renameRequests.$inferInsert) {
  const [row] = await db.insert(renameRequests).values(values).returning();
  return row;
}

/** A company sub-unit's organisation fields (spec 3 §5: name, tax code and parent are not among them). */
export async function updateUnitFields(
  db: Executor,
  unitId: string,
  values: { representative: string | null; phone: string; email: string; address: string | null },
) {
  await db
    .update(partners)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(partners.id, unitId));
}

export async function deletePartner(db: Executor, partnerId: string) {
  await db.delete(partners).where(eq(partners.id, partnerId));
}

/** The organisation's fields and its main account's contact (the same phone and e-mail). */
export async function updateSupplier(db: Executor, ids: { partnerId: string; userId: string }, values: SupplierValues) {
  const now = new Date();
  await db
    .update(partners)
    .set({ ...values, updatedAt: now })
    .where(eq(partners.id, ids.partnerId));
  await db.update(users).set({ phone: values.phone, email: values.email, updatedAt: now }).where(eq(users.id, ids.userId));
}

export async function insertOperator(db: Executor, values: Omit<typeof users.$inferInsert, 'type'>) {
  const [row] = await db
    .insert(users)
    .values({ ...values, type: 'operator' })
    .returning();
  if (!row) throw new Error('operator insert returned nothing');
  return row;
}

export async function updateOperator(db: Executor, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error('operator update returned nothing');
  return row;
}

/**
 * Sets a partner's status (and the reason of a refusal), and the same status on its main account.
 * Its staff keep their own status (their owner locks and unlocks them); while the partner is not
 * active they cannot sign in (the login checks the partner) and locking ends their sessions too.
 */
export async function setPartnerStatus(
  db: Executor,
  partnerId: string,
  status: 'active' | 'locked' | 'rejected',
  statusReason: string | null = null,
) {
  await db.update(partners).set({ status, statusReason, updatedAt: new Date() }).where(eq(partners.id, partnerId));
  await db
    .update(users)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(users.partnerId, partnerId), eq(users.isSubUser, false)));
}

/** Ends every session of a partner's accounts at once. */
export async function revokePartnerSessions(db: Executor, partnerId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        isNull(sessions.revokedAt),
        inArray(sessions.userId, db.select({ id: users.id }).from(users).where(eq(users.partnerId, partnerId))),
      ),
    );
}

export async function decideRename(
  db: Executor,
  id: string,
  decision: { status: 'approved' | 'rejected'; decidedBy: string | null; decisionReason: string | null },
) {
  await db
    .update(renameRequests)
    .set({ ...decision, decidedAt: new Date() })
    .where(eq(renameRequests.id, id));
}

export async function renamePartner(db: Executor, partnerId: string, name: string) {
  await db.update(partners).set({ name, updatedAt: new Date() }).where(eq(partners.id, partnerId));
}

export async function insertRole(db: Executor, partnerId: string, values: RoleValues): Promise<string> {
  const [row] = await db
    .insert(personnelRoles)
    .values({ partnerId, ...values })
    .returning({ id: personnelRoles.id });
  if (!row) throw new Error('role insert returned nothing');
  return row.id;
}

export async function updateRole(db: Executor, id: string, values: RoleValues) {
  await db
    .update(personnelRoles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(personnelRoles.id, id));
}

export async function deleteRole(db: Executor, id: string) {
  await db.delete(personnelRoles).where(eq(personnelRoles.id, id));
}

export async function insertStaff(
  db: Executor,
  values: {
    type: 'collaborator' | 'company' | 'provider';
    partnerId: string;
    username: string;
    passwordHash: string;
    fullName: string;
    email: string;
    phone: string;
    roleId: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      type: values.type,
      partnerId: values.partnerId,
      isSubUser: true,
      username: values.username,
      passwordHash: values.passwordHash,
      fullName: values.fullName,
      email: values.email,
      phone: values.phone,
      personnelRoleId: values.roleId,
      status: 'pending',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('staff insert returned nothing');
  return row.id;
}

export async function updateStaff(db: Executor, id: string, values: { fullName: string; email: string; phone: string; roleId: string }) {
  await db
    .update(users)
    .set({ fullName: values.fullName, email: values.email, phone: values.phone, personnelRoleId: values.roleId, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function setStaffStatus(db: Executor, id: string, status: 'pending' | 'active' | 'locked') {
  await db.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function deleteStaff(db: Executor, id: string) {
  await db.delete(users).where(and(eq(users.id, id), eq(users.isSubUser, true)));
}

export async function updatePerson(db: Executor, userId: string, values: { fullName: string; email: string; phone: string }) {
  await db
    .update(users)
    .set({ fullName: values.fullName, email: values.email, phone: values.phone, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** A partner (its row locked for the change), or undefined. */
export async function lockPartner(db: Executor, id: string) {
  const [row] = await db.select().from(partners).where(eq(partners.id, id)).limit(1).for('update');
  return row;
}
