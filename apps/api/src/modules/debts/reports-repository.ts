import { and, asc, count, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { insertFileRows, type StoredUpload, deleteFileRows } from '../../db/files-repository.ts';
import { oncePerDb, pageTotal } from '../../db/prepared.ts';
import {
  debtReminderHistories,
  debtSettings,
  deferredPaymentFiles,
  deferredPaymentMonthCounts,
  deferredPaymentPartnerCounts,
  deferredPayments,
  deferredRecords,
  files,
  medicalOrderServices,
  medicalOrders,
  partners,
  paymentExtensionFiles,
  paymentExtensions,
} from '../../db/schema.ts';

/*
 * The monthly reports' SQL. The completed orders a report is built from are read here (a read of
 * the orders area's tables, never a write): the report keeps its own copy of every line.
 */

export type ReportRecord = typeof deferredPayments.$inferSelect;
export type ReportValues = typeof deferredPayments.$inferInsert;
export type RecordValues = Omit<typeof deferredRecords.$inferInsert, 'id' | 'reportId'>;
export type SettingsRecord = typeof debtSettings.$inferSelect;
export type ExtensionRecord = typeof paymentExtensions.$inferSelect;

const r = deferredPayments;
const SENT = sql`${r.status} <> 0`;

// ——— settings ———

export async function getSettings(db: Executor): Promise<SettingsRecord> {
  const [row] = await db.select().from(debtSettings).where(eq(debtSettings.id, 1)).limit(1);
  if (row) return row;
  await db.insert(debtSettings).values({ id: 1 }).onConflictDoNothing();
  const [created] = await db.select().from(debtSettings).where(eq(debtSettings.id, 1)).limit(1);
  return created!;
}

export async function lockSettings(db: Executor): Promise<SettingsRecord> {
  await getSettings(db);
  const [row] = await db.select().from(debtSettings).where(eq(debtSettings.id, 1)).for('update');
  return row!;
}

export async function saveSettings(db: Executor, values: Omit<typeof debtSettings.$inferInsert, 'id' | 'updatedAt'>): Promise<void> {
  await db
    .update(debtSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(debtSettings.id, 1));
}

// ——— building ———

/**
 * The completed orders (status 4) a report of [from, to] bills, each once over all reports: those
 * of its month, and those of an earlier month completed after that month's report left its draft
 * (or of a month without a report) — late completions go to the next report built. An order another
 * report already bills is left out (`reportId`: the report being rebuilt, whose own lines are not
 * "another's"). docs/decisions/debts.md "Late completions".
 */
function unbilledCompleted(partnerId: SQL | string, from: string, to: string, reportId: string | null): SQL {
  const o = medicalOrders;
  return and(
    typeof partnerId === 'string' ? eq(o.partnerId, partnerId) : sql`${o.partnerId} = ${partnerId}`,
    eq(o.status, 4),
    lte(o.appointmentDay, to),
    or(
      gte(o.appointmentDay, from),
      sql`not exists (select 1 from ${r} where ${r.partnerId} = ${o.partnerId}
        and ${r.month} = to_char(${o.appointmentDay}, 'YYYY-MM') and ${r.status} = 0)`,
    ),
    sql`not exists (select 1 from ${deferredRecords} where ${deferredRecords.orderId} = ${o.id}
      and ${deferredRecords.reportId} is distinct from ${reportId}::uuid)`,
  ) as SQL;
}

/** The service lines a collaborator's report of [from, to] bills (see `unbilledCompleted`), by day and order. */
export function completedLines(db: Executor, partnerId: string, from: string, to: string, reportId: string | null) {
  const o = medicalOrders;
  const s = medicalOrderServices;
  return db
    .select({
      orderId: o.id,
      orderNo: o.no,
      patientName: o.patientName,
      day: o.appointmentDay,
      methodType: o.methodType,
      serviceName: s.serviceName,
      price: s.price,
      feePrice: s.feePrice,
    })
    .from(o)
    .innerJoin(s, eq(s.orderId, o.id))
    .where(unbilledCompleted(partnerId, from, to, reportId))
    .orderBy(asc(o.appointmentDay), asc(o.no), asc(s.sort), asc(s.id));
}

/** Collaborators with completed orders a report of [from, to] would bill. */
export async function collaboratorsWithCompleted(db: Executor, from: string, to: string): Promise<string[]> {
  const rows = await db
    .select({ partnerId: partners.id })
    .from(partners)
    .where(
      and(
        eq(partners.type, 'collaborator'),
        sql`exists (select 1 from ${medicalOrders} where ${unbilledCompleted(sql`${partners.id}`, from, to, null)})`,
      ),
    );
  return rows.map((row) => row.partnerId);
}

/** One build of a collaborator's reports at a time: two months built at once would both take a late order. */
export async function lockPartnerBuilds(db: Executor, partnerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`deferred-payment-build:${partnerId}`}, 0))`);
}

export async function partnerCode(db: Executor, partnerId: string) {
  const [row] = await db
    .select({ code: partners.code, name: partners.name, type: partners.type })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1);
  return row;
}

/** Inserts the month's report unless it exists; answers the new row, or undefined when another got there first. */
export async function insertReport(db: Executor, values: ReportValues): Promise<ReportRecord | undefined> {
  const [row] = await db.insert(r).values(values).onConflictDoNothing().returning();
  return row;
}

export async function lockReportOf(db: Executor, partnerId: string, month: string): Promise<ReportRecord | undefined> {
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.partnerId, partnerId), eq(r.month, month)))
    .for('update');
  return row;
}

export async function replaceRecords(db: Executor, reportId: string, records: RecordValues[]): Promise<void> {
  await db.delete(deferredRecords).where(eq(deferredRecords.reportId, reportId));
  if (records.length) await db.insert(deferredRecords).values(records.map((rec, i) => ({ ...rec, reportId, sort: i })));
}

// ——— one report ———

export async function lockReport(db: Executor, id: string): Promise<ReportRecord | undefined> {
  const [row] = await db.select().from(r).where(eq(r.id, id)).for('update');
  return row;
}

export async function getReport(db: Executor, id: string): Promise<ReportRecord | undefined> {
  const [row] = await db.select().from(r).where(eq(r.id, id)).limit(1);
  return row;
}

export async function updateReport(db: Executor, id: string, values: Partial<ReportValues>): Promise<void> {
  await db
    .update(r)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(r.id, id));
}

/** The owner of a sent report (a draft is nobody's yet: 404 for the partner). */
export async function reportOwner(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ partnerId: r.partnerId })
    .from(r)
    .where(and(eq(r.id, id), SENT))
    .limit(1);
  return row?.partnerId;
}

const fileColumns = {
  id: files.id,
  originalName: files.originalName,
  mime: files.mime,
  size: files.size,
  partnerId: r.partnerId,
  status: r.status,
};

/** A file of a report (invoice, document set) or of one of its extension requests, with the report's owner. */
export async function reportFile(db: Executor, fileId: string) {
  const viaReport = db
    .select(fileColumns)
    .from(deferredPaymentFiles)
    .innerJoin(files, eq(files.id, deferredPaymentFiles.fileId))
    .innerJoin(r, eq(r.id, deferredPaymentFiles.reportId))
    .where(eq(deferredPaymentFiles.fileId, fileId));
  const viaExtension = db
    .select(fileColumns)
    .from(paymentExtensionFiles)
    .innerJoin(files, eq(files.id, paymentExtensionFiles.fileId))
    .innerJoin(paymentExtensions, eq(paymentExtensions.id, paymentExtensionFiles.extensionId))
    .innerJoin(r, eq(r.id, paymentExtensions.reportId))
    .where(eq(paymentExtensionFiles.fileId, fileId));
  const [row] = await viaReport.unionAll(viaExtension).limit(1);
  return row;
}

export function recordsOf(db: Executor, reportId: string) {
  return db.select().from(deferredRecords).where(eq(deferredRecords.reportId, reportId)).orderBy(asc(deferredRecords.sort));
}

export function remindersOf(db: Executor, reportId: string) {
  return db.select().from(debtReminderHistories).where(eq(debtReminderHistories.reportId, reportId)).orderBy(asc(debtReminderHistories.n));
}

export function filesOf(db: Executor, reportId: string) {
  return db
    .select({ id: files.id, name: files.originalName, kind: deferredPaymentFiles.kind })
    .from(deferredPaymentFiles)
    .innerJoin(files, eq(files.id, deferredPaymentFiles.fileId))
    .where(eq(deferredPaymentFiles.reportId, reportId))
    .orderBy(asc(deferredPaymentFiles.createdAt), asc(files.originalName));
}

export async function extensionsOf(db: Executor, reportId: string) {
  const rows = await db
    .select()
    .from(paymentExtensions)
    .where(eq(paymentExtensions.reportId, reportId))
    .orderBy(desc(paymentExtensions.createdAt));
  const ids = rows.map((e) => e.id);
  const fileRows = ids.length
    ? await db
        .select({ extensionId: paymentExtensionFiles.extensionId, id: files.id, name: files.originalName })
        .from(paymentExtensionFiles)
        .innerJoin(files, eq(files.id, paymentExtensionFiles.fileId))
        .where(inArray(paymentExtensionFiles.extensionId, ids))
        .orderBy(asc(files.originalName))
    : [];
  return rows.map((e) => ({ ...e, files: fileRows.filter((f) => f.extensionId === e.id) }));
}

export async function insertReportFiles(db: Executor, report: ReportRecord, kind: 'invoice' | 'document', uploads: StoredUpload[]) {
  await insertFileRows(db, { purpose: `deferred_payment_${kind}`, partnerId: report.partnerId }, uploads);
  await db.insert(deferredPaymentFiles).values(uploads.map((u) => ({ reportId: report.id, fileId: u.id, kind })));
}

/** Removes a report's file row (the bytes go with the storage clean-up); answers its name, if it was the report's. */
export async function removeReportFile(db: Executor, reportId: string, fileId: string): Promise<string | undefined> {
  const [link] = await db
    .delete(deferredPaymentFiles)
    .where(and(eq(deferredPaymentFiles.reportId, reportId), eq(deferredPaymentFiles.fileId, fileId)))
    .returning();
  if (!link) return undefined;
  const [file] = await deleteFileRows(db, [fileId]);
  return file?.name;
}

// ——— extensions ———

export async function insertExtension(
  db: Executor,
  report: ReportRecord,
  values: { newDueDate: string; requestedBy: string | null },
  uploads: StoredUpload[],
): Promise<string> {
  const [row] = await db
    .insert(paymentExtensions)
    .values({ reportId: report.id, newDueDate: values.newDueDate, previousDueDate: report.dueDate, requestedBy: values.requestedBy })
    .returning({ id: paymentExtensions.id });
  await insertFileRows(db, { purpose: 'deferred_payment_extension', partnerId: report.partnerId }, uploads);
  await db.insert(paymentExtensionFiles).values(uploads.map((u) => ({ extensionId: row!.id, fileId: u.id })));
  return row!.id;
}

export async function pendingExtension(db: Executor, reportId: string): Promise<ExtensionRecord | undefined> {
  const [row] = await db
    .select()
    .from(paymentExtensions)
    .where(and(eq(paymentExtensions.reportId, reportId), eq(paymentExtensions.status, 1)))
    .limit(1);
  return row;
}

export async function reportOfExtension(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ reportId: paymentExtensions.reportId })
    .from(paymentExtensions)
    .where(eq(paymentExtensions.id, id))
    .limit(1);
  return row?.reportId;
}

export async function lockExtension(db: Executor, reportId: string, id: string): Promise<ExtensionRecord | undefined> {
  const [row] = await db
    .select()
    .from(paymentExtensions)
    .where(and(eq(paymentExtensions.id, id), eq(paymentExtensions.reportId, reportId)))
    .for('update');
  return row;
}

export async function decideExtension(db: Executor, id: string, status: 2 | 3, reason: string | null): Promise<void> {
  await db.update(paymentExtensions).set({ status, reason, decidedAt: new Date() }).where(eq(paymentExtensions.id, id));
}

// ——— lists ———

/** The outer report's id inside a subquery (a bare column would name the subquery's own `id`). */
const REPORT_ID = sql.raw('"deferred_payments"."id"');

/** The new due date of the latest extension request not refused, per report. */
const extensionDate = sql<string | null>`(
  select pe.new_due_date::text from ${paymentExtensions} pe
  where pe.report_id = ${REPORT_ID} and pe.status in (1, 2)
  order by pe.created_at desc limit 1)`;

/** Whether a request of the report still waits for the accountant (the date above is then only asked for). */
const extensionPending = sql<boolean>`exists (
  select 1 from ${paymentExtensions} pe where pe.report_id = ${REPORT_ID} and pe.status = 1)`;

const rowColumns = {
  id: r.id,
  code: r.code,
  month: r.month,
  amount: r.amount,
  serviceCount: r.serviceCount,
  dueDate: r.dueDate,
  status: r.status,
  paidAt: r.paidAt,
  sentAt: r.sentAt,
  extensionDate,
  extensionPending,
};
export type ReportListRow = {
  id: string;
  code: string;
  month: string;
  amount: number;
  serviceCount: number;
  dueDate: string;
  status: number;
  paidAt: Date | null;
  sentAt: Date | null;
  extensionDate: string | null;
  extensionPending: boolean;
};

/**
 * The statuses a collaborator sees (every one but a draft), written as constants so that the
 * prepared statements below match the partial index `deferred_payments_partner_sent_idx`.
 */
const SENT_STATUSES = sql`${r.status} in (2, 3, 4, 5)`;
const ph = (name: string) => sql.placeholder(name);
/** A page's rows carry the total (from the kept counts); a page past the end asks for it alone. */

/** The collaborator's list: one prepared statement, a range read of the page with its total from the kept counts. */
const sentStatements = oncePerDb((db: Db) => {
  const partnerTotal = sql<string>`coalesce(sum(${deferredPaymentPartnerCounts.n}), 0)`;
  const totalWhere = and(
    eq(deferredPaymentPartnerCounts.partnerId, ph('partnerId')),
    sql`${deferredPaymentPartnerCounts.status} in (2, 3, 4, 5)`,
  );
  return {
    page: db
      .select({
        ...rowColumns,
        total: sql<string>`(select ${partnerTotal} from ${deferredPaymentPartnerCounts} where ${totalWhere})`,
      })
      .from(r)
      .where(and(eq(r.partnerId, ph('partnerId')), SENT_STATUSES))
      .orderBy(desc(r.month))
      .limit(ph('limit'))
      .offset(ph('offset'))
      .prepare('debt_reports_sent'),
    total: db.select({ n: partnerTotal }).from(deferredPaymentPartnerCounts).where(totalWhere).prepare('debt_reports_sent_total'),
    chart: db
      .select({ month: r.month, amount: r.amount })
      .from(r)
      .where(and(eq(r.partnerId, ph('partnerId')), SENT_STATUSES, gte(r.month, ph('from')), lte(r.month, ph('to'))))
      .prepare('debt_reports_chart'),
  };
});

/** A collaborator's sent reports, newest month first. */
export async function listSent(db: Db, partnerId: string, page: number, limit: number) {
  const statements = sentStatements(db);
  const values = { partnerId, limit, offset: (page - 1) * limit };
  const rows = await statements.page.execute(values);
  const total = await pageTotal(rows, () => statements.total.execute(values));
  return { rows: rows.map(({ total: _, ...row }) => row) as ReportListRow[], total };
}

/** Amounts of a collaborator's sent reports for months in [from, to]. */
export function chartOf(db: Db, partnerId: string, from: string, to: string) {
  return sentStatements(db).chart.execute({ partnerId, from, to });
}

export type DeskFilter = {
  month?: string | undefined;
  partnerId?: string | undefined;
  status?: number | undefined;
  extensionPending?: boolean | undefined;
};

/**
 * The accountant's list in one of its shapes (month, collaborator, status, in any mix), prepared:
 * the page is a range read in the list's order (month, then code), and its total is read from the
 * kept counts: per month and status without a collaborator, per collaborator and status without a
 * month. A collaborator's one month is at most one report: counted where it stands.
 */
function prepareDesk(db: Db, shape: { month: boolean; partner: boolean; status: boolean }) {
  const where: SQL[] = [];
  if (shape.month) where.push(eq(r.month, ph('month')));
  if (shape.partner) where.push(eq(r.partnerId, ph('partnerId')));
  if (shape.status) where.push(eq(r.status, ph('status')));
  let total: { table: typeof deferredPaymentMonthCounts | typeof deferredPaymentPartnerCounts; where: SQL | undefined } | undefined;
  if (!shape.partner) {
    const c = deferredPaymentMonthCounts;
    const w: SQL[] = [];
    if (shape.month) w.push(eq(c.month, ph('month')));
    if (shape.status) w.push(eq(c.status, ph('status')));
    total = { table: c, where: w.length ? and(...w) : undefined };
  } else if (!shape.month) {
    const c = deferredPaymentPartnerCounts;
    const w: SQL[] = [eq(c.partnerId, ph('partnerId'))];
    if (shape.status) w.push(eq(c.status, ph('status')));
    total = { table: c, where: and(...w) };
  }
  const name = `debt_desk_reports_${shape.month ? 'm' : ''}${shape.partner ? 'p' : ''}${shape.status ? 's' : ''}`;
  const totalSql = total
    ? sql<string>`(select coalesce(sum(${total.table.n}), 0) from ${total.table}${total.where ? sql` where ${total.where}` : sql``})`
    : sql<string>`count(*) over ()`;
  return {
    page: db
      .select({
        ...rowColumns,
        collaborator: { id: r.partnerId, code: collaboratorColumn('code'), name: collaboratorColumn('name') },
        total: totalSql,
      })
      .from(r)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(r.month), asc(r.code))
      .limit(ph('limit'))
      .offset(ph('offset'))
      .prepare(name),
    total: total
      ? db
          .select({ n: sql<string>`coalesce(sum(${total.table.n}), 0)` })
          .from(total.table)
          .where(total.where)
          .prepare(`${name}_total`)
      : db
          .select({ n: count() })
          .from(r)
          .where(and(...where))
          .prepare(`${name}_total`),
  };
}

/**
 * The report's collaborator, read by id for each row of the page (a join would be planned again on
 * every call: the prepared statement keeps custom plans, and the join cost more to plan than to run).
 */
const collaboratorColumn = (column: 'code' | 'name') =>
  sql<string>`(select p.${sql.raw(column)} from ${partners} p where p.id = ${r}.partner_id)`;

const DESK_SHAPES = ['', 's', 'p', 'ps', 'm', 'ms', 'mp', 'mps'] as const;
const deskStatements = oncePerDb((db: Db) =>
  Object.fromEntries(
    DESK_SHAPES.map((k) => [k, prepareDesk(db, { month: k.includes('m'), partner: k.includes('p'), status: k.includes('s') })]),
  ),
);

type DeskRow = ReportListRow & { collaborator: { id: string; code: string; name: string } };

export async function listAll(db: Db, f: DeskFilter, page: number, limit: number): Promise<{ rows: DeskRow[]; total: number }> {
  if (f.extensionPending !== undefined) return listByExtension(db, { ...f, extensionPending: f.extensionPending }, page, limit);
  const statements = deskStatements(db)[`${f.month ? 'm' : ''}${f.partnerId ? 'p' : ''}${f.status !== undefined ? 's' : ''}`]!;
  const values = { month: f.month, partnerId: f.partnerId, status: f.status, limit, offset: (page - 1) * limit };
  const rows = await statements.page.execute(values);
  const total = await pageTotal(rows, () => statements.total.execute(values));
  return { rows: rows.map(({ total: _, ...row }) => row) as DeskRow[], total };
}

/**
 * The reports with (or without) an extension request waiting: the accountant's to-do, a few rows
 * (a request waits days at most), read by the partial index of waiting requests; not prepared.
 */
async function listByExtension(db: Db, f: DeskFilter & { extensionPending: boolean }, page: number, limit: number) {
  const where = and(
    f.month ? eq(r.month, f.month) : undefined,
    f.partnerId ? eq(r.partnerId, f.partnerId) : undefined,
    f.status !== undefined ? eq(r.status, f.status) : undefined,
    // Waiting: from the few waiting requests (their partial unique index) to their reports, not every report tested.
    f.extensionPending
      ? sql`${r.id} in (select pe.report_id from ${paymentExtensions} pe where pe.status = 1)`
      : sql`not ${extensionPending}`,
  );
  const rows = await db
    .select({
      ...rowColumns,
      collaborator: { id: r.partnerId, code: collaboratorColumn('code'), name: collaboratorColumn('name') },
      total: sql<string>`count(*) over ()`,
    })
    .from(r)
    .where(where)
    .orderBy(desc(r.month), asc(r.code))
    .limit(limit)
    .offset((page - 1) * limit);
  const total = await pageTotal(rows, () => db.select({ n: count() }).from(r).where(where));
  return { rows: rows.map(({ total: _, ...row }) => row) as DeskRow[], total };
}

export function collaborators(db: Executor) {
  return db
    .select({ id: partners.id, code: partners.code, name: partners.name })
    .from(partners)
    .where(eq(partners.type, 'collaborator'))
    .orderBy(asc(partners.code));
}

// ——— reminders ———

/** Unpaid sent reports whose ladder may have a step due by `today` (due date within the ladder's reach). */
export function unpaidDueBy(db: Executor, latestDue: string) {
  return db
    .select()
    .from(r)
    .where(and(inArray(r.status, [2, 3, 4]), lte(r.dueDate, latestDue)))
    .orderBy(asc(r.dueDate), asc(r.id));
}

/** Records a reminder step once: answers its number, or undefined when that step was already recorded. */
export async function insertReminder(db: Executor, report: ReportRecord, offsetDays: number, at: Date): Promise<number | undefined> {
  const [row] = await db
    .insert(debtReminderHistories)
    .values({
      reportId: report.id,
      offsetDays,
      dueDate: report.dueDate,
      reminderDate: at,
      n: sql`(select count(*) + 1 from ${debtReminderHistories} h where h.report_id = ${report.id})`,
    })
    .onConflictDoNothing()
    .returning({ n: debtReminderHistories.n });
  return row?.n;
}

/** Confirmed reports past their due date become overdue. */
export async function markOverdue(db: Executor, today: string) {
  return db
    .update(r)
    .set({ status: 4, updatedAt: new Date() })
    .where(and(eq(r.status, 2), sql`${r.dueDate} < ${today}`))
    .returning({ id: r.id });
}

/** A collaborator's reports in `statuses`, soonest due first (the signed-in home's "waiting for you"), and how many. */
export async function listWaiting(db: Executor, partnerId: string, statuses: number[], limit: number) {
  const where = and(eq(r.partnerId, partnerId), inArray(r.status, statuses));
  const [rows, [total]] = await Promise.all([
    db.select(rowColumns).from(r).where(where).orderBy(asc(r.dueDate), desc(r.month)).limit(limit),
    db.select({ n: count() }).from(r).where(where),
  ]);
  return { rows: rows as ReportListRow[], total: total?.n ?? 0 };
}
