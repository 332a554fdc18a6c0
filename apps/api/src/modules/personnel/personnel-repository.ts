import { and, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { lowerContaining } from '../../db/like.ts';
import { partners, personnelRoles, users } from '../../db/schema.ts';

export type RoleRecord = typeof personnelRoles.$inferSelect;

/** How many staff members hold the role (a correlated count: each role row is one index read). */
const staffCount = sql<number>`(select count(*)::int from "users" as "staff" where "staff"."personnel_role_id" = "personnel_roles"."id")`;

// Roles -----------------------------------------------------------------------------------------

export async function listRoles(
  db: Executor,
  filter: { partnerId: string; search?: string | undefined; active?: boolean | undefined },
  page: number,
  limit: number,
): Promise<{ items: Array<RoleRecord & { staffCount: number }>; total: number }> {
  const parts: SQL[] = [eq(personnelRoles.partnerId, filter.partnerId)];
  if (filter.search) {
    const like = lowerContaining(filter.search);
    parts.push(or(sql`lower(${personnelRoles.name}) like ${like}`, sql`lower(${personnelRoles.description}) like ${like}`)!);
  }
  if (filter.active !== undefined) parts.push(eq(personnelRoles.active, filter.active));
  const condition = and(...parts);
  const [rows, [count]] = await Promise.all([
    db
      .select({ role: personnelRoles, staffCount })
      .from(personnelRoles)
      .where(condition)
      .orderBy(desc(personnelRoles.createdAt), desc(personnelRoles.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(personnelRoles).where(condition),
  ]);
  return { items: rows.map((r) => ({ ...r.role, staffCount: r.staffCount })), total: count?.n ?? 0 };
}

export async function findRole(db: Executor, id: string): Promise<(RoleRecord & { staffCount: number }) | undefined> {
  const [row] = await db.select({ role: personnelRoles, staffCount }).from(personnelRoles).where(eq(personnelRoles.id, id)).limit(1);
  return row && { ...row.role, staffCount: row.staffCount };
}

/** A role of this partner, its row locked for the change (undefined for another partner's). */
export async function lockRole(db: Executor, partnerId: string, id: string): Promise<RoleRecord | undefined> {
  const [row] = await db
    .select()
    .from(personnelRoles)
    .where(and(eq(personnelRoles.id, id), eq(personnelRoles.partnerId, partnerId)))
    .for('update')
    .limit(1);
  return row;
}

export async function roleOwner(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ partnerId: personnelRoles.partnerId }).from(personnelRoles).where(eq(personnelRoles.id, id)).limit(1);
  return row?.partnerId;
}

export async function roleNameTaken(db: Executor, partnerId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: personnelRoles.id })
    .from(personnelRoles)
    .where(
      and(
        eq(personnelRoles.partnerId, partnerId),
        sql`lower(${personnelRoles.name}) = lower(${name})`,
        exceptId ? ne(personnelRoles.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function countRoleStaff(db: Executor, id: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.personnelRoleId, id));
  return row?.n ?? 0;
}

// Staff -----------------------------------------------------------------------------------------

const staffColumns = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  status: users.status,
  lastLoginAt: users.lastLoginAt,
  passwordChangedAt: users.passwordChangedAt,
  createdAt: users.createdAt,
  partnerId: users.partnerId,
  roleId: personnelRoles.id,
  roleName: personnelRoles.name,
  roleActive: personnelRoles.active,
};
export type StaffRow = {
  id: string;
  username: string;
  fullName: string | null;
  email: string;
  phone: string;
  status: 'pending' | 'active' | 'locked' | 'rejected';
  lastLoginAt: Date | null;
  passwordChangedAt: Date | null;
  createdAt: Date;
  partnerId: string | null;
  roleId: string | null;
  roleName: string | null;
  roleActive: boolean | null;
};

export async function listStaff(
  db: Executor,
  filter: { partnerId: string; search?: string | undefined; status?: string | undefined; roleId?: string | undefined },
  page: number,
  limit: number,
): Promise<{ items: StaffRow[]; total: number }> {
  const parts: SQL[] = [eq(users.partnerId, filter.partnerId), eq(users.isSubUser, true)];
  if (filter.search) {
    const like = lowerContaining(filter.search);
    parts.push(
      or(
        sql`lower(${users.username}) like ${like}`,
        sql`lower(coalesce(${users.fullName}, '')) like ${like}`,
        sql`lower(${users.email}) like ${like}`,
        sql`${users.phone} like ${like}`,
      )!,
    );
  }
  if (filter.status) parts.push(sql`${users.status} = ${filter.status}`);
  if (filter.roleId) parts.push(eq(users.personnelRoleId, filter.roleId));
  const condition = and(...parts);
  const [items, [count]] = await Promise.all([
    db
      .select(staffColumns)
      .from(users)
      .leftJoin(personnelRoles, eq(personnelRoles.id, users.personnelRoleId))
      .where(condition)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(condition),
  ]);
  return { items, total: count?.n ?? 0 };
}

export async function findStaff(db: Executor, id: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(users)
    .leftJoin(personnelRoles, eq(personnelRoles.id, users.personnelRoleId))
    .where(and(eq(users.id, id), eq(users.isSubUser, true)))
    .limit(1);
  return row;
}

/** A staff member of this partner, its row locked for the change. */
export async function lockStaff(db: Executor, partnerId: string, id: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.partnerId, partnerId), eq(users.isSubUser, true)))
    .for('update')
    .limit(1);
  return row;
}

/** Who owns a staff account; a main account is nobody's staff (undefined, so 404). */
export async function staffOwner(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ partnerId: users.partnerId })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isSubUser, true)))
    .limit(1);
  return row?.partnerId ?? undefined;
}

/** Whether a partner account has this login name (operators' names are another namespace). */
export async function usernameTaken(db: Executor, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.type, 'operator'), sql`lower(${users.username}) = lower(${username})`))
    .limit(1);
  return Boolean(row);
}

export async function partnerName(db: Executor, partnerId: string): Promise<string> {
  const [row] = await db.select({ name: partners.name }).from(partners).where(eq(partners.id, partnerId)).limit(1);
  return row?.name ?? '';
}

// The caller's own person -------------------------------------------------------------------------

export async function findPerson(db: Executor, userId: string) {
  const [row] = await db
    .select({
      user: users,
      ownerName: partners.ownerName,
      role: personnelRoles,
    })
    .from(users)
    .leftJoin(partners, eq(partners.id, users.partnerId))
    .leftJoin(personnelRoles, eq(personnelRoles.id, users.personnelRoleId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
