import { and, asc, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AppointmentStatus, MethodType, OrderRequestKind, ProgressStep, ResultStatus } from '@portal/contract';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.ts';
import { lowerContaining } from '../../db/like.ts';
import { insertFileRows, type StoredUpload, deleteFileRows } from '../../db/files-repository.ts';
import { jsonRow } from '../../db/json-rows.ts';
import { oncePerDb } from '../../db/prepared.ts';
import {
  facilities,
  files,
  medicalOrderRequests,
  medicalOrderServices,
  medicalOrders,
  orderDeskCounts,
  orderReportCounts,
  orderSearchText,
  partnerOrderTotals,
  partners,
  provinces,
  wards,
} from '../../db/schema.ts';

export type OrderRecord = typeof medicalOrders.$inferSelect;
export type OrderValues = Omit<typeof medicalOrders.$inferInsert, 'id' | 'no' | 'createdAt' | 'updatedAt'>;

export type OrderFilter = {
  partnerId?: string | undefined;
  search?: string | undefined;
  patientId?: string | undefined;
  minServiceTotal?: number | undefined;
  maxServiceTotal?: number | undefined;
  minConsultationFee?: number | undefined;
  maxConsultationFee?: number | undefined;
  status?: AppointmentStatus | undefined;
  result?: ResultStatus | undefined;
  day?: string | undefined;
  methodType?: MethodType | undefined;
  step?: ProgressStep | undefined;
  hasRequests?: boolean | undefined;
};

const o = medicalOrders;

/** A booking code or number typed in the search box ('LH-0000123', '123'): the order's number. */
const searchedNumber = (search: string) => {
  const code = /^(?:lh-?)?0*(\d{1,12})$/i.exec(search.trim());
  return code ? Number(code[1]) : undefined;
};

function where(f: OrderFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.partnerId) parts.push(eq(o.partnerId, f.partnerId));
  if (f.search) {
    const like = lowerContaining(f.search);
    const no = searchedNumber(f.search);
    parts.push(or(sql`${orderSearchText(o)} like ${like}`, no !== undefined ? eq(o.no, no) : undefined)!);
  }
  if (f.patientId) parts.push(eq(o.patientId, f.patientId));
  if (f.minServiceTotal !== undefined) parts.push(gte(o.serviceTotal, f.minServiceTotal));
  if (f.maxServiceTotal !== undefined) parts.push(lte(o.serviceTotal, f.maxServiceTotal));
  if (f.minConsultationFee !== undefined) parts.push(gte(o.consultationFee, f.minConsultationFee));
  if (f.maxConsultationFee !== undefined) parts.push(lte(o.consultationFee, f.maxConsultationFee));
  if (f.status !== undefined) parts.push(eq(o.status, f.status));
  if (f.result) parts.push(eq(o.result, f.result));
  if (f.day) parts.push(eq(o.appointmentDay, f.day));
  if (f.methodType) parts.push(eq(o.methodType, f.methodType));
  if (f.step) parts.push(eq(o.step, f.step));
  if (f.hasRequests !== undefined)
    parts.push(
      f.hasRequests
        ? sql`exists (select 1 from ${medicalOrderRequests} r where r.order_id = medical_orders.id)`
        : sql`not exists (select 1 from ${medicalOrderRequests} r where r.order_id = medical_orders.id)`,
    );
  return parts.length ? and(...parts) : undefined;
}

const orderFacility = alias(facilities, 'order_facility');
// Subqueries name the outer table in full (medical_orders.id): drizzle leaves a column unqualified
// in a one-table select, where it would resolve to the subquery's own table.

const joinedColumns = {
  order: o,
  facility: { code: orderFacility.code, name: orderFacility.name },
  // Looked up per row (a primary-key read each): joined, the planner hashes all 3,000-odd wards for a page of ten.
  provinceName: sql<string>`(select pv.name from ${provinces} pv where pv.code = medical_orders.province_code)`,
  wardName: sql<string>`(select wd.name from ${wards} wd where wd.code = medical_orders.ward_code)`,
  collaborator: { id: partners.id, code: partners.code, name: partners.name, email: partners.email },
  requestCount: sql<number>`(select count(*)::int from ${medicalOrderRequests} r where r.order_id = medical_orders.id)`,
  resultFile: {
    name: files.originalName,
    mime: files.mime,
    size: files.size,
    createdAt: files.createdAt,
  },
};
export type OrderJoined = {
  order: OrderRecord;
  facility: { code: string; name: string } | null;
  provinceName: string;
  wardName: string;
  collaborator: { id: string; code: string; name: string; email: string };
  requestCount: number;
  resultFile: { name: string; mime: string; size: number; createdAt: Date } | null;
};

/** The order with its collaborator, facility and result file, plus `extra` columns; `q` may be a query with a CTE (`db.with(…)`). */
const joined = <E extends Record<string, SQL.Aliased | SQL>>(q: Pick<Executor, 'select'>, extra: E = {} as E) =>
  q
    .select({ ...joinedColumns, ...extra })
    .from(o)
    .innerJoin(partners, eq(partners.id, o.partnerId))
    .leftJoin(orderFacility, eq(orderFacility.id, o.facilityId))
    .leftJoin(files, eq(files.id, o.resultFileId));

/**
 * What the collaborator's order list shows of an order (`toRow`): the order's columns it uses, its
 * facility and the names of its province and ward. Not the collaborator, the result file or the
 * request count (the desk's and the detail's): half the columns of `joined`, two joins and a
 * subquery less per row. Read as one JSON value a row (`listedRow`).
 */
const listedColumns = {
  order: {
    id: o.id,
    no: o.no,
    patientId: o.patientId,
    patientName: o.patientName,
    patientPhone: o.patientPhone,
    patientEmail: o.patientEmail,
    patientBirthday: o.patientBirthday,
    patientGender: o.patientGender,
    provinceCode: o.provinceCode,
    districtCode: o.districtCode,
    wardCode: o.wardCode,
    address: o.address,
    methodType: o.methodType,
    appointmentAt: o.appointmentAt,
    note: o.note,
    cancelNotes: o.cancelNotes,
    sid: o.sid,
    status: o.status,
    result: o.result,
    step: o.step,
    serviceTotal: o.serviceTotal,
    consultationFee: o.consultationFee,
    resultFileId: o.resultFileId,
    createdAt: o.createdAt,
  },
  facility: joinedColumns.facility,
  provinceName: joinedColumns.provinceName,
  wardName: joinedColumns.wardName,
};
type ListedKey = keyof typeof listedColumns.order;
/** An order as the lists show it (`toRow`); an `OrderJoined` is one too. */
export type ListedOrder = Pick<OrderJoined, 'facility' | 'provinceName' | 'wardName'> & { order: Pick<OrderRecord, ListedKey> };
/** A service as the lists show it. */
export type ListedService = Pick<OrderService, 'id' | 'orderId' | 'serviceCode' | 'serviceName' | 'price' | 'feePrice'>;

/** An order's services as a JSON array, in their order (a correlated subquery: an index range read per row). */
const servicesJson = sql<ListedService[]>`(select coalesce(json_agg(json_build_object('id', s.id, 'orderId', s.order_id,
    'serviceCode', s.service_code, 'serviceName', s.service_name, 'price', s.price, 'feePrice', s.fee_price) order by s.sort), '[]'::json)
    from ${medicalOrderServices} s where s.order_id = medical_orders.id)`;

/**
 * A listed order as one JSON value (`jsonRow`), its services in it (a correlated subquery: an index
 * range read per row): the driver parses each row at once instead of decoding and mapping 30 columns.
 */
const listedRow = jsonRow({
  ...listedColumns,
  services: servicesJson,
});

/** A desk row: a listed order with its services, its collaborator and how many requests it has (one JSON value). */
const deskRow = jsonRow({
  ...listedColumns,
  collaborator: joinedColumns.collaborator,
  requestCount: joinedColumns.requestCount,
  services: servicesJson,
});
export type DeskOrder = ReturnType<typeof deskRow.revive>;

/**
 * The desk as it opens (every collaborator's orders, no filter) in one prepared statement: the
 * page's ids an index range read in the list's order (an init plan), each row as one JSON value with
 * its services, collaborator and request count, and the total from the kept `order_desk_counts`.
 * It was four statements: the ids, the rows and the services side by side, and the count.
 */
const deskPageStatement = oncePerDb((db) =>
  db
    .select({
      desk: deskRow.sql,
      total: sql<string>`(select coalesce(sum(${orderDeskCounts.n}), 0)::text from ${orderDeskCounts})`,
    })
    .from(o)
    .innerJoin(partners, eq(partners.id, o.partnerId))
    .leftJoin(orderFacility, eq(orderFacility.id, o.facilityId))
    .where(
      sql`${o.id} = any(array(select mo.id from ${o} mo order by mo.created_at desc, mo.id desc
        limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}))`,
    )
    .orderBy(desc(o.createdAt), desc(o.id))
    .prepare('order_desk_page'),
);

/** A page of the desk as it opens, with the total over every order (a page past the end counts on its own). */
export async function deskPage(db: Db, page: number, limit: number): Promise<{ rows: DeskOrder[]; total: number }> {
  const offset = (page - 1) * limit;
  const found = await deskPageStatement(db).execute({ limit, offset });
  const first = found[0];
  const total = first ? Number(first.total) : await keptDeskCount(db, {});
  return { rows: found.map((r) => deskRow.revive(r.desk)), total };
}

/** Listed orders (`listedRow`), plus `extra` columns; `q` may be a query with a CTE (`db.with(…)`). */
const listed = <E extends Record<string, SQL.Aliased | SQL>>(q: Pick<Executor, 'select'>, extra: E = {} as E) =>
  q
    .select({ listed: listedRow.sql, ...extra })
    .from(o)
    .leftJoin(orderFacility, eq(orderFacility.id, o.facilityId));

/** A page of listed orders by id, with their services, prepared once. */
const listedByIds = oncePerDb((db) =>
  listed(db)
    .where(sql`${o.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('order_listed_by_ids'),
);

/** A page's rows by id, prepared once: PostgreSQL plans the six-table join once per connection, not per call. */
const rowsByIds = oncePerDb((db) =>
  joined(db)
    .where(sql`${o.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('order_rows_by_ids'),
);

/** The services of a page's orders, prepared once. */
const servicesByIds = oncePerDb((db) =>
  db
    .select()
    .from(medicalOrderServices)
    .where(sql`${medicalOrderServices.orderId} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(asc(medicalOrderServices.orderId), asc(medicalOrderServices.sort))
    .prepare('order_services_by_ids'),
);

export type OrderService = typeof medicalOrderServices.$inferSelect;

/** The API shape of the report (spec 3 §2): how many orders match, how many are completed, their service total. */
export type OrderTotals = { total: number; completed: number; servicePrice: number };

/**
 * The shapes of the collaborator's list that run as one prepared statement each (see
 * `buildPageStatement`): as it opens, or searched alone over the search text (`text`) or over it
 * and the booking number (`code`).
 */
type PageShape = { search?: 'text' | 'code' | undefined };

const shapeKey = (s: PageShape) => (s.search ? `search_${s.search}` : 'all');

const p = (name: string) => sql.placeholder(name);

/**
 * One prepared statement for a shape of the collaborator's list: its page's rows in the list's
 * order, each with its services (JSON) and the report over every matching order. As it opens, the
 * page's ids are a one-table index range read in the list's order (an init plan) and the report
 * reads the trigger-kept `partner_order_totals`, so neither grows with the list. Searched, the
 * matching orders are read once through the trigram index (a materialized CTE): the page is the
 * newest of them and the report counts them, so the cost follows the matches, not the list.
 *
 * Filtered lists (status, result, a total range…) are not prepared this way: a prepared
 * statement's generic plan costs `partner_id = $1` as an average collaborator's share, so for a
 * collaborator with a large part of all orders it chose the report index and sorted every match
 * (1.5 s at 100k orders; `bench/growth.ts`). Their page's ids are read with a plan made for the
 * caller's own values (see `listOrders`).
 */
function buildPageStatement(db: Db, shape: PageShape) {
  const name = `order_page_${shapeKey(shape)}`;
  if (shape.search) {
    const matches = db.$with('matches').as(
      db
        .select({ id: o.id, createdAt: o.createdAt, status: o.status, serviceTotal: o.serviceTotal })
        .from(o)
        .where(
          and(
            eq(o.partnerId, p('partnerId')),
            shape.search === 'code'
              ? or(sql`${orderSearchText(o)} like ${p('like')}`, eq(o.no, p('no')))
              : sql`${orderSearchText(o)} like ${p('like')}`,
          ),
        ),
    );
    const report = sql<OrderTotals>`(select json_build_object('total', count(*), 'completed', count(*) filter (where m.status = 4),
      'servicePrice', coalesce(sum(m.service_total) filter (where m.status <> 5), 0)) from ${matches} m)`;
    return listed(db.with(matches), { report })
      .where(
        sql`${o.id} = any(array(select m.id from ${matches} m order by m.created_at desc, m.id desc
          limit ${p('limit')} offset ${p('offset')}))`,
      )
      .orderBy(desc(o.createdAt), desc(o.id))
      .prepare(name);
  }
  const ids = sql`array(select mo.id from ${o} mo where mo.partner_id = ${p('partnerId')}
    order by mo.created_at desc, mo.id desc limit ${p('limit')} offset ${p('offset')})`;
  const report = sql<OrderTotals>`(select json_build_object('total', coalesce(sum(c.n), 0), 'completed', coalesce(sum(c.n) filter (where c.status = 4), 0),
      'servicePrice', coalesce(sum(c.service_total) filter (where c.status <> 5), 0)) from ${partnerOrderTotals} c where c.partner_id = ${p('partnerId')})`;
  return listed(db, { report }).where(sql`${o.id} = any(${ids})`).orderBy(desc(o.createdAt), desc(o.id)).prepare(name);
}

/** The statements of a database, each prepared the first time its shape is listed. */
const pageStatements = oncePerDb(() => new Map<string, ReturnType<typeof buildPageStatement>>());

/** The shape of a filter when one statement answers it: the collaborator's list as it opens, or searched alone. */
function pageShape(f: OrderFilter): PageShape | undefined {
  if (!f.partnerId) return undefined;
  if (f.search) {
    const alone = setKeys(f).every((key) => key === 'partnerId' || key === 'search');
    return alone ? { search: searchedNumber(f.search) === undefined ? 'text' : 'code' } : undefined;
  }
  return onlyPartner(f) ? {} : undefined;
}

function runPage(db: Db, shape: PageShape, f: OrderFilter, limit: number, offset: number) {
  const statements = pageStatements(db);
  const key = shapeKey(shape);
  let statement = statements.get(key);
  if (!statement) {
    statement = buildPageStatement(db, shape);
    statements.set(key, statement);
  }
  return statement.execute({
    partnerId: f.partnerId,
    like: f.search ? lowerContaining(f.search) : undefined,
    no: f.search ? searchedNumber(f.search) : undefined,
    limit,
    offset,
  });
}

const NO_ORDERS: OrderTotals = { total: 0, completed: 0, servicePrice: 0 };

/**
 * A page of the collaborator's orders with the report over every order the filter matches (the
 * list of spec 3 §2). The list as it opens, or searched alone: one round trip
 * (`buildPageStatement`); a page past the end asks for the report on its own. Filtered: the page
 * (`listOrders`) and the report (kept counts for status, result and a total range) side by side.
 */
export async function listWithReport(
  db: Db,
  filter: OrderFilter & { partnerId: string },
  page: number,
  limit: number,
): Promise<{ rows: Array<ListedOrder & { services: ListedService[] }>; report: OrderTotals }> {
  const shape = pageShape(filter);
  if (!shape) {
    const [ids, totals] = await Promise.all([pageIdsOf(db, filter, page, limit), report(db, filter)]);
    const rows = ids.length ? (await listedByIds(db).execute({ ids })).map((r) => listedRow.revive(r.listed)) : [];
    return { rows: inPageOrder(rows, ids), report: totals };
  }
  const offset = (page - 1) * limit;
  const found = await runPage(db, shape, filter, limit, offset);
  const first = found[0];
  const totals = first ? reportOf(first.report) : offset === 0 ? NO_ORDERS : await report(db, filter);
  return { rows: found.map((r) => listedRow.revive(r.listed)), report: totals };
}

/** The report's JSON numbers (sums come as numeric, so JSON numbers too). */
const reportOf = (r: OrderTotals): OrderTotals => ({
  total: Number(r.total),
  completed: Number(r.completed),
  servicePrice: Number(r.servicePrice),
});

/**
 * A page's ids, newest first, read with a plan made for the caller's own values (an unnamed
 * statement): a collaborator with most of the orders walks its status or result index in the
 * list's order, a small one sorts its few matches. Prepared, the plan PostgreSQL keeps costs
 * `partner_id = $1` as an average collaborator's share.
 */
async function pageIdsOf(db: Db, filter: OrderFilter, page: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: o.id })
    .from(o)
    .where(where(filter))
    .orderBy(desc(o.createdAt), desc(o.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return rows.map((r) => r.id);
}

/** Rows read by id, put back in the page's order. */
function inPageOrder<T extends { order: { id: string } }>(rows: T[], ids: readonly string[]): T[] {
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => position.get(a.order.id)! - position.get(b.order.id)!);
}

/**
 * One page of orders, newest first, with their services, as the desk and the progress list show
 * them (the collaborator's list is `listWithReport`). The page's ids are read first (`pageIdsOf`),
 * then the rows and their services by id through two prepared statements side by side: otherwise
 * the planner joins every matching order before sorting, and plans the join again on every call.
 */
export async function listOrders(
  db: Db,
  filter: OrderFilter,
  page: number,
  limit: number,
): Promise<{ rows: OrderJoined[]; services: OrderService[] }> {
  const ids = await pageIdsOf(db, filter, page, limit);
  if (!ids.length) return { rows: [], services: [] };
  const [rows, services] = await Promise.all([rowsByIds(db).execute({ ids }), servicesByIds(db).execute({ ids })]);
  return { rows: inPageOrder(rows as OrderJoined[], ids), services };
}

/** The report over every order the filter matches (spec 3 §2); the service total leaves cancelled orders out. */
export async function report(db: Db, filter: OrderFilter) {
  if (onlyPartner(filter)) return partnerReport(db, filter.partnerId);
  if (keptForPartner(filter)) return keptReport(db, filter);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      completed: sql<number>`(count(*) filter (where ${o.status} = 4))::int`,
      servicePrice: sql<string>`coalesce(sum(${o.serviceTotal}) filter (where ${o.status} <> 5), 0)::text`,
    })
    .from(o)
    .where(where(filter));
  return { total: row?.total ?? 0, completed: row?.completed ?? 0, servicePrice: Number(row?.servicePrice ?? 0) };
}

/** True when the filter names only the collaborator (the list as it first opens). */
const onlyPartner = (f: OrderFilter): f is OrderFilter & { partnerId: string } =>
  !!f.partnerId && Object.entries(f).every(([key, value]) => key === 'partnerId' || value === undefined);

const partnerTotals = oncePerDb((db) =>
  db
    .select()
    .from(partnerOrderTotals)
    .where(eq(partnerOrderTotals.partnerId, sql.placeholder('partnerId')))
    .prepare('order_partner_totals'),
);

/** The report of a collaborator's whole list, from the totals the trigger keeps (one index lookup, prepared). */
async function partnerReport(db: Db, partnerId: string) {
  const rows = await partnerTotals(db).execute({ partnerId });
  return {
    total: rows.reduce((sum, r) => sum + r.n, 0),
    completed: rows.filter((r) => r.status === 4).reduce((sum, r) => sum + r.n, 0),
    servicePrice: rows.filter((r) => r.status !== 5).reduce((sum, r) => sum + r.serviceTotal, 0),
  };
}

/** The filters `order_report_counts` answers for one collaborator: status, result and a service-total range. */
const REPORT_KEPT = new Set<keyof OrderFilter>(['partnerId', 'status', 'result', 'minServiceTotal', 'maxServiceTotal']);
/** The filters `order_desk_counts` answers over every collaborator. */
const DESK_KEPT = new Set<keyof OrderFilter>(['status', 'result', 'methodType', 'step']);

const setKeys = (f: OrderFilter) => (Object.keys(f) as Array<keyof OrderFilter>).filter((key) => f[key] !== undefined);
const keptForPartner = (f: OrderFilter): f is OrderFilter & { partnerId: string } =>
  !!f.partnerId && setKeys(f).every((key) => REPORT_KEPT.has(key));
const keptForDesk = (f: OrderFilter) => setKeys(f).every((key) => DESK_KEPT.has(key));

/**
 * The report of a collaborator's orders filtered by status, result or a service-total range, from
 * the counts the statement-level trigger keeps per status, result and service total: it sums a row
 * per distinct total, however many orders match.
 */
async function keptReport(db: Db, f: OrderFilter & { partnerId: string }) {
  const c = orderReportCounts;
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${c.n}), 0)::text`,
      completed: sql<string>`coalesce(sum(${c.n}) filter (where ${c.status} = 4), 0)::text`,
      servicePrice: sql<string>`coalesce(sum(${c.n} * ${c.serviceTotal}) filter (where ${c.status} <> 5), 0)::text`,
    })
    .from(c)
    .where(
      and(
        eq(c.partnerId, f.partnerId),
        f.status !== undefined ? eq(c.status, f.status) : undefined,
        f.result ? eq(c.result, f.result) : undefined,
        f.minServiceTotal !== undefined ? gte(c.serviceTotal, f.minServiceTotal) : undefined,
        f.maxServiceTotal !== undefined ? lte(c.serviceTotal, f.maxServiceTotal) : undefined,
      ),
    );
  return { total: Number(row?.total ?? 0), completed: Number(row?.completed ?? 0), servicePrice: Number(row?.servicePrice ?? 0) };
}

/** The desk's total over every collaborator, unfiltered or by status, result, method or step: a sum of the kept counts. */
async function keptDeskCount(db: Db, f: OrderFilter): Promise<number> {
  const c = orderDeskCounts;
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${c.n}), 0)::text` })
    .from(c)
    .where(
      and(
        f.status !== undefined ? eq(c.status, f.status) : undefined,
        f.result ? eq(c.result, f.result) : undefined,
        f.methodType ? eq(c.methodType, f.methodType) : undefined,
        f.step ? eq(c.step, f.step) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Only the count (the desk's list and the progress list, which show no report): from the kept
 * counts where they answer the filter, else the matching orders counted.
 */
export async function countOrders(db: Db, filter: OrderFilter): Promise<number> {
  if (onlyPartner(filter)) return (await partnerReport(db, filter.partnerId)).total;
  if (keptForPartner(filter)) return (await keptReport(db, filter)).total;
  if (keptForDesk(filter)) return keptDeskCount(db, filter);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(o).where(where(filter));
  return row?.n ?? 0;
}

export async function findOrder(db: Executor, id: string): Promise<OrderJoined | undefined> {
  const [row] = await joined(db).where(eq(o.id, id)).limit(1);
  return row as OrderJoined | undefined;
}

export async function findByToken(db: Executor, token: string): Promise<OrderRecord | undefined> {
  const [row] = await db.select().from(o).where(eq(o.progressToken, token)).limit(1);
  return row;
}

export async function lockOrder(db: Executor, id: string): Promise<OrderRecord | undefined> {
  const [row] = await db.select().from(o).where(eq(o.id, id)).for('update').limit(1);
  return row;
}

export async function orderOwner(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ partnerId: o.partnerId }).from(o).where(eq(o.id, id)).limit(1);
  return row?.partnerId;
}

export async function insertOrder(db: Executor, values: OrderValues): Promise<OrderRecord> {
  const [row] = await db.insert(o).values(values).returning();
  return row!;
}

export async function updateOrder(db: Executor, id: string, values: Partial<OrderValues>): Promise<void> {
  await db
    .update(o)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(o.id, id));
}

export type OrderServiceValues = { serviceId: string; serviceCode: string; serviceName: string; price: number; feePrice: number };

/** Sets an order's services (replacing any it had), in the order given. */
export async function replaceServices(db: Executor, orderId: string, services: OrderServiceValues[]): Promise<void> {
  await db.delete(medicalOrderServices).where(eq(medicalOrderServices.orderId, orderId));
  if (services.length) await db.insert(medicalOrderServices).values(services.map((s, sort) => ({ ...s, orderId, sort })));
}

export function servicesOf(db: Executor, orderIds: string[]) {
  if (!orderIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(medicalOrderServices)
    .where(inArray(medicalOrderServices.orderId, orderIds))
    .orderBy(asc(medicalOrderServices.orderId), asc(medicalOrderServices.sort));
}

export function requestsOf(db: Executor, orderId: string) {
  return db
    .select()
    .from(medicalOrderRequests)
    .where(eq(medicalOrderRequests.orderId, orderId))
    .orderBy(desc(medicalOrderRequests.createdAt));
}

export async function insertRequest(db: Executor, values: { orderId: string; kind: OrderRequestKind; content: string }): Promise<void> {
  await db.insert(medicalOrderRequests).values(values);
}

/** The stored result file of an order (undefined when it has none). */
export async function resultFileOf(db: Executor, orderId: string) {
  const [row] = await db
    .select({ id: files.id, originalName: files.originalName, mime: files.mime, size: files.size })
    .from(o)
    .innerJoin(files, eq(files.id, o.resultFileId))
    .where(eq(o.id, orderId))
    .limit(1);
  return row;
}

/** Stores an uploaded result file as the order's (the previous one's row goes; its bytes stay until storage clean-up). */
export async function setResultFile(
  db: Executor,
  order: { id: string; partnerId: string; resultFileId: string | null },
  upload: StoredUpload,
): Promise<void> {
  await insertFileRows(db, { purpose: 'order_result', partnerId: order.partnerId }, [upload]);
  await db.update(o).set({ resultFileId: upload.id, updatedAt: new Date() }).where(eq(o.id, order.id));
  if (order.resultFileId) await deleteFileRows(db, [order.resultFileId]);
}

/** The collaborator an order belongs to, for its e-mails. */
export async function collaboratorOf(db: Executor, partnerId: string) {
  const [row] = await db
    .select({ id: partners.id, code: partners.code, name: partners.name, email: partners.email })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1);
  return row;
}

/** Collaborators that have orders (the desk's filter). */
export function collaboratorsWithOrders(db: Executor) {
  return db
    .select({ id: partners.id, code: partners.code, name: partners.name })
    .from(partners)
    .where(and(eq(partners.type, 'collaborator'), sql`exists (select 1 from ${o} mo where mo.partner_id = partners.id)`))
    .orderBy(asc(partners.code));
}

/** A collaborator's completed orders up to a day (Vietnam): how many, and their service total (the debt letters' balance). */
export async function completedTotal(db: Executor, partnerId: string, untilDay: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(${o.serviceTotal}), 0)::text` })
    .from(o)
    .where(and(eq(o.partnerId, partnerId), eq(o.status, 4), lte(o.appointmentDay, untilDay)));
  return { count: row?.n ?? 0, amount: Number(row?.total ?? 0) };
}
