import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { partnerCounts, partners, users } from '../../db/schema.ts';

export type PartnerListFilter = {
  type?: 'collaborator' | 'company' | 'provider' | undefined;
  status?: 'pending' | 'active' | 'locked' | 'rejected' | undefined;
  search?: string | undefined;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of partners, newest first, with the total. Every filter maps to an index: the page is
 * an index range read, and without a search the total comes from partner_counts, so neither
 * grows with the table.
 */
export async function listPartners(db: Executor, filter: PartnerListFilter, page: number, limit: number) {
  const where: SQL[] = [];
  if (filter.type) where.push(eq(partners.type, filter.type));
  if (filter.status) where.push(eq(partners.status, filter.status));
  if (filter.search) {
    const prefix = `${escapeLike(filter.search.toLowerCase())}%`;
    where.push(sql`(lower(${partners.name}) like ${prefix} or lower(${partners.code}) like ${prefix})`);
  }
  const condition = where.length ? and(...where) : undefined;

  const itemsQuery = db
    .select({
      id: partners.id,
      type: partners.type,
      code: partners.code,
      name: partners.name,
      taxCode: partners.taxCode,
      email: partners.email,
      phone: partners.phone,
      status: partners.status,
      createdAt: partners.createdAt,
      username: sql<
        string | null
      >`(select ${users.username} from ${users} where ${users.partnerId} = ${partners.id} and not ${users.isSubUser} order by ${users.createdAt} limit 1)`,
    })
    .from(partners)
    .where(condition)
    .orderBy(desc(partners.createdAt), desc(partners.id))
    .limit(limit)
    .offset((page - 1) * limit);

  const totalQuery = async (): Promise<number> => {
    if (filter.search) return db.$count(partners, condition);
    const counts = [];
    if (filter.type) counts.push(eq(partnerCounts.type, filter.type));
    if (filter.status) counts.push(eq(partnerCounts.status, filter.status));
    const [row] = await db
      .select({ n: sql<string>`coalesce(sum(${partnerCounts.n}), 0)` })
      .from(partnerCounts)
      .where(counts.length ? and(...counts) : undefined);
    return Number(row?.n ?? 0);
  };
  // The page and the total are independent reads: two connections, one round trip of waiting.
  const [items, total] = await Promise.all([itemsQuery, totalQuery()]);
  return { items, total };
}
