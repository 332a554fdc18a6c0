import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { RosterValues } from './roster-parse.ts';
import { companyContracts, contractEmployees, rosterImportRows, rosterImports } from '../../db/schema.ts';

/*
 * The roster import's SQL: the dry run's staged rows (roster_imports, roster_import_rows) and the
 * set-based commit into contract_employees. The contract it writes to is read through
 * companies-repository.ts `findContract`.
 */

export type ImportRecord = typeof rosterImports.$inferSelect;

export async function findImport(db: Executor, id: string, lock = false): Promise<ImportRecord | undefined> {
  const q = db.select().from(rosterImports).where(eq(rosterImports.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The owner of an import's contract (the company that may read its error file). */
export async function importOwner(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ ownerId: companyContracts.ownerId })
    .from(rosterImports)
    .innerJoin(companyContracts, eq(companyContracts.id, rosterImports.contractId))
    .where(eq(rosterImports.id, id));
  return row?.ownerId;
}

export async function insertImport(db: Executor, values: { contractId: string; fileName: string; createdBy: string | null }) {
  const [row] = await db.insert(rosterImports).values(values).returning({ id: rosterImports.id });
  return row!.id;
}

/** Older dry runs of the contract can no longer be committed; their staged rows go. */
export async function supersedePreviews(db: Executor, contractId: string, keep: string): Promise<void> {
  const old = await db
    .update(rosterImports)
    .set({ status: 'superseded' })
    .where(and(eq(rosterImports.contractId, contractId), eq(rosterImports.status, 'previewed'), ne(rosterImports.id, keep)))
    .returning({ id: rosterImports.id });
  if (old.length)
    await db.delete(rosterImportRows).where(
      inArray(
        rosterImportRows.importId,
        old.map((o) => o.id),
      ),
    );
}

/**
 * The fields an import writes, as one text: what a dry run compared (kept with the staged row)
 * and what the commit compares again to see whether the person changed in between.
 */
const fingerprint = sql`md5(concat_ws(chr(31), e.cccd, e.bhyt, e.name, e.birth_date::text, e.gender::text, e.phone, e.email, e.address))`;

/** A person on the roster as a dry run compares it, with the fingerprint of its imported fields. */
export type RosterMatch = RosterValues & { id: string; fingerprint: string };

/** The roster rows of these CCCDs (one batch of the file). */
export async function matchRoster(db: Executor, contractId: string, cccds: string[]): Promise<RosterMatch[]> {
  if (!cccds.length) return [];
  const res = await db.execute<RosterMatch>(sql`
    select e.id, e.cccd, e.bhyt, e.name, e.birth_date::text as "birthDate", e.gender, e.phone, e.email, e.address,
           ${fingerprint} as fingerprint
    from contract_employees e
    where e.contract_id = ${contractId} and e.cccd = any(${sql.param(cccds)}::text[])`);
  return res.rows;
}

export type StagedRow = {
  rowNumber: number;
  action: 'new' | 'updated' | 'unchanged' | 'error';
  employeeId: string | null;
  values: Record<string, string | number | null>;
  errors: { column: string; message: string }[];
};

/** One batch of a dry run, one statement. */
export async function insertRows(db: Executor, importId: string, rows: StagedRow[]): Promise<void> {
  if (!rows.length) return;
  await db.insert(rosterImportRows).values(rows.map((r) => ({ importId, ...r })));
}

export async function setCounts(
  db: Executor,
  id: string,
  counts: { rowsNew: number; rowsUpdated: number; rowsUnchanged: number; rowsError: number },
): Promise<void> {
  await db.update(rosterImports).set(counts).where(eq(rosterImports.id, id));
}

/** What the answer shows: errors first, then new and updated rows, in file order. */
export async function previewRows(db: Executor, importId: string, limit: number): Promise<StagedRow[]> {
  const res = await db.execute<StagedRow>(sql`
    select row_number as "rowNumber", action, employee_id as "employeeId", values, errors
    from roster_import_rows
    where import_id = ${importId} and action <> 'unchanged'
    order by (action = 'error') desc, row_number
    limit ${limit}`);
  return res.rows;
}

/** Every error row of an import, in file order, a batch at a time (for the error file). */
export async function errorRows(db: Executor, importId: string, afterRow: number, limit: number): Promise<StagedRow[]> {
  const res = await db.execute<StagedRow>(sql`
    select row_number as "rowNumber", action, employee_id as "employeeId", values, errors
    from roster_import_rows
    where import_id = ${importId} and action = 'error' and row_number > ${afterRow}
    order by row_number
    limit ${limit}`);
  return res.rows;
}

/**
 * Staged rows the roster no longer agrees with: a 'new' CCCD that is now on the roster, a matched
 * person who left it or whose imported fields changed since the dry run.
 */
export async function countStale(db: Executor, importId: string, contractId: string): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`
    select count(*)::int as n
    from roster_import_rows r
    left join contract_employees e on e.contract_id = ${contractId} and e.cccd = r.values->>'cccd'
    where r.import_id = ${importId}
      and ((r.action = 'new' and e.id is not null)
        or (r.action in ('updated', 'unchanged')
            and (e.id is null or e.id <> r.employee_id or ${fingerprint} <> r.values->>'fingerprint')))`);
  return res.rows[0]?.n ?? 0;
}

/** The commit: new people in one INSERT … SELECT, changed ones in one UPDATE … FROM, from the staged rows. */
export async function applyImport(db: Executor, importId: string, contractId: string): Promise<{ inserted: number; updated: number }> {
  const inserted = await db.execute(sql`
    insert into contract_employees (contract_id, cccd, bhyt, name, birth_date, gender, phone, email, address)
    select ${contractId}, r.values->>'cccd', r.values->>'bhyt', r.values->>'name', (r.values->>'birthDate')::date,
           (r.values->>'gender')::smallint, r.values->>'phone', r.values->>'email', r.values->>'address'
    from roster_import_rows r
    where r.import_id = ${importId} and r.action = 'new'
    order by r.row_number`);
  const updated = await db.execute(sql`
    update contract_employees e
    set bhyt = r.values->>'bhyt', name = r.values->>'name', birth_date = (r.values->>'birthDate')::date,
        gender = (r.values->>'gender')::smallint, phone = r.values->>'phone', email = r.values->>'email',
        address = r.values->>'address', updated_at = now()
    from roster_import_rows r
    where r.import_id = ${importId} and r.action = 'updated' and e.id = r.employee_id and e.contract_id = ${contractId}`);
  return { inserted: inserted.rowCount ?? 0, updated: updated.rowCount ?? 0 };
}

/** A committed import keeps its counts; its staged rows are no longer needed. */
export async function markCommitted(db: Executor, id: string): Promise<void> {
  await db.update(rosterImports).set({ status: 'committed', committedAt: new Date() }).where(eq(rosterImports.id, id));
  await db.delete(rosterImportRows).where(eq(rosterImportRows.importId, id));
}

export const rosterSize = async (db: Executor, contractId: string) =>
  db.$count(contractEmployees, eq(contractEmployees.contractId, contractId));
