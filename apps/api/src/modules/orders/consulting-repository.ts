import { and, asc, between, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { catalogueServices, medicalOrders } from '../../db/schema.ts';

/** What collaborators may order now, with the price and their fee; the search over name and code. */
function priceWhere(search: string | undefined): SQL | undefined {
  const parts: SQL[] = [eq(catalogueServices.active, true)];
  if (search) {
    const like = containing(search);
    parts.push(or(ilike(catalogueServices.name, like), ilike(catalogueServices.code, like))!);
  }
  return and(...parts);
}

export async function listPrices(db: Executor, search: string | undefined, page: number, limit: number) {
  const where = priceWhere(search);
  const [items, [count]] = await Promise.all([
    db
      .select({
        id: catalogueServices.id,
        code: catalogueServices.code,
        name: catalogueServices.name,
        kind: catalogueServices.kind,
        price: catalogueServices.price,
        feePrice: catalogueServices.feePrice,
      })
      .from(catalogueServices)
      .where(where)
      .orderBy(asc(catalogueServices.kind), asc(catalogueServices.name), asc(catalogueServices.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(catalogueServices).where(where),
  ]);
  return { items, total: count?.n ?? 0 };
}

const o = medicalOrders;

/**
 * A collaborator's orders per month of their appointment day, between two days: booked (not
 * cancelled), completed, and the completed ones' service totals and fees. Reads the report index
 * alone (medical_orders_partner_report_idx holds every column used).
 */
export async function monthlyTotals(db: Executor, partnerId: string, fromDay: string, toDay: string) {
  const month = sql<string>`to_char(${o.appointmentDay}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      orders: sql<number>`(count(*) filter (where ${o.status} <> 5))::int`,
      completed: sql<number>`(count(*) filter (where ${o.status} = 4))::int`,
      revenue: sql<string>`coalesce(sum(${o.serviceTotal}) filter (where ${o.status} = 4), 0)::text`,
      fees: sql<string>`coalesce(sum(${o.consultationFee}) filter (where ${o.status} = 4), 0)::text`,
    })
    .from(o)
    .where(and(eq(o.partnerId, partnerId), between(o.appointmentDay, fromDay, toDay)))
    .groupBy(month);
  return rows.map((r) => ({ ...r, revenue: Number(r.revenue), fees: Number(r.fees) }));
}
