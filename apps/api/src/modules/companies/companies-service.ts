import {
  addMonths,
  type Appointment,
  type AppointmentCreateBody,
  COMPANY_CONTRACT_STATUS_LABELS,
  COMPANY_CONTRACT_STATUSES,
  COMPANY_LIMITS,
  COMPANY_MSG,
  COMPANY_OUTGOING,
  type CompanyContractDetail,
  type CompanyContractList,
  type CompanyContractListQuery,
  type CompanyContractOptionFields,
  type CompanyContractRow,
  type CompanyContractStatus,
  type ContractEmployee,
  type ContractEmployeeList,
  type ContractEmployeesQuery,
  EXAM_STATE_LABELS,
  EXAM_STATES,
  type ExamCounts,
  type ExamState,
  firstDay,
  HEALTH_CLASS_LABELS,
  HEALTH_CLASSES,
  HEALTH_UNCLASSIFIED_LABEL,
  type HealthClass,
  type LookupItem,
  monthOf,
  type ProgressContractList,
  RENAME_FILE_FIELD,
  type ReportChart,
  SCHEDULE_STATUS_LABELS,
  type ScheduleStatus,
  SITE_PATHS,
  type SubUnitDetail,
  type SubUnitList,
  type SubUnitListQuery,
  type SubUnitRow,
  type SubUnitUpdateBody,
  vietnamToday,
} from '@portal/contract';
import { insertFileRows } from '../../db/files-repository.ts';
import type { AppDeps } from '../../deps.ts';
import type { PartnerAuth } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AcceptedUpload } from '../../lib/multipart.ts';
import { pagination } from '../../lib/pagination.ts';
import { supportMailbox } from '../organization/organization-service.ts';
import * as identity from '../auth/identity-service.ts';
import * as repo from './companies-repository.ts';
import { contractPackage } from './exam-packages-service.ts';
import { contractStatusName, examCounts, examStatusOf, progressOf, rosterSize } from './exam-progress.ts';

/*
 * A company's own calls (spec 3 §2–§9; spec 2 §7 company variant): its sub-units, its contracts
 * with their rosters and progress, and its appointment proposals. A route's `owns` has checked
 * that an `:id` is the caller's (a sub-unit's or a sub-unit contract's owner is the parent).
 */

const RENAME_FILE_PURPOSE = 'company_rename';

// ——— sub-units ———

function toUnitRow(r: repo.UnitRecord): SubUnitRow {
  const p = r.partner;
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    taxCode: p.taxCode,
    representative: p.representative ?? '',
    phoneNumber: p.phone,
    email: p.email,
    addressCompany: p.address ?? '',
    totalEmployees: r.totalEmployees,
    contractCount: r.contractCount,
    status: p.status,
  };
}

export async function listUnits(deps: AppDeps, auth: PartnerAuth, query: SubUnitListQuery): Promise<SubUnitList> {
  const limit = query.limit;
  const { rows, total } = await repo.listUnits(deps.db, auth.partnerId, { search: query.search, page: query.page, limit });
  return { items: rows.map(toUnitRow), pagination: pagination(query.page, limit, total) };
}

export async function getUnit(deps: AppDeps, id: string): Promise<SubUnitDetail> {
  const [unit, rename] = await Promise.all([repo.findUnit(deps.db, id), repo.latestRename(deps.db, id)]);
  if (!unit) throw new AppError('not_found');
  const r = rename?.request;
  return {
    ...toUnitRow(unit),
    parentName: unit.parentName,
    contactName: unit.contactName ?? '',
    phoneName: unit.contactPhone ?? '',
    renameRequest: r
      ? {
          id: r.id,
          newName: r.newName,
          status: r.status,
          decisionReason: r.decisionReason,
          createdAt: r.createdAt.toISOString(),
          decidedAt: r.decidedAt?.toISOString() ?? null,
          file: r.fileId && rename.fileName ? { id: r.fileId, fileName: rename.fileName } : null,
        }
      : null,
  };
}

/** A read-only field sent back must be what it is (spec 3 §5); anything else is refused, not ignored. */
const changed = (sent: unknown, current: string | null) => sent !== undefined && sent !== null && String(sent).trim() !== (current ?? '');

export async function updateUnit(deps: AppDeps, id: string, body: SubUnitUpdateBody): Promise<SubUnitDetail> {
  await deps.db.transaction(async (tx) => {
    const unit = await identity.lockPartner(tx, id);
    if (!unit) throw new AppError('not_found');
    const current = await repo.findUnit(tx, id);
    if (changed(body.name, unit.name) || changed(body.taxCode, unit.taxCode) || changed(body.parentName, current?.parentName ?? null))
      throw new AppError('business_rule', COMPANY_MSG.readOnlyField);
    await identity.updateUnitFields(tx, id, {
      representative: body.representative || null,
      phone: body.phoneNumber,
      email: body.email,
      address: body.addressCompany || null,
    });
    await repo.upsertProfile(tx, id, { totalEmployees: body.totalEmployees, contactName: body.contactName, contactPhone: body.phoneName });
  });
  return getUnit(deps, id);
}

export async function deleteUnit(deps: AppDeps, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await identity.lockPartner(tx, id))) throw new AppError('not_found');
    const n = await repo.countUnitContracts(tx, id);
    if (n > 0) throw new AppError('business_rule', COMPANY_MSG.unitHasContracts(n));
    await identity.deletePartner(tx, id);
  });
}

/**
 * PUT sub-units/detail/{id}/rename: one PDF of at most 5 MB; the request waits for an operator
 * (the name changes when one approves it). The file row and the request commit together, then the
 * staged bytes are kept; any refusal leaves neither (the route discards the staged file).
 */
export async function renameUnit(
  deps: AppDeps,
  auth: PartnerAuth,
  id: string,
  name: string,
  uploads: AcceptedUpload[],
): Promise<SubUnitDetail> {
  const upload = uploads[0];
  if (!upload || uploads.length !== 1) throw AppError.field(RENAME_FILE_FIELD, COMPANY_MSG.renameFile);
  if (upload.size > COMPANY_LIMITS.renameFileMaxBytes) throw new AppError('payload_too_large', COMPANY_MSG.renameFileSize);
  await deps.db.transaction(async (tx) => {
    const unit = await identity.lockPartner(tx, id);
    if (!unit) throw new AppError('not_found');
    if (await repo.hasPendingRename(tx, id)) throw new AppError('business_rule', COMPANY_MSG.renamePending);
    // The file is the parent company's (the account that sent it), so a deleted unit never strands it.
    await insertFileRows(tx, { purpose: RENAME_FILE_PURPOSE, partnerId: auth.partnerId }, [upload]);
    await identity.requestUnitRename(
      tx,
      { partnerId: id, oldName: unit.name, newName: name, fileId: upload.id, requestedBy: auth.userId },
      COMPANY_MSG.renamePending,
    );
  });
  await deps.storage.promote(upload.id);
  return getUnit(deps, id);
}

/** Who owns a sub-unit: its parent company. */
export const unitOwner = (deps: AppDeps, id: string) => repo.unitOwner(deps.db, id);

// ——— contracts ———

/** The counts of each contract, every state present (one read for all of them). */
export async function countsByContract(db: AppDeps['db'], ids: readonly string[]): Promise<Map<string, ExamCounts>> {
  const rows = await repo.countsOf(db, ids);
  return new Map(ids.map((id) => [id, examCounts(rows.filter((r) => r.contractId === id))]));
}

/** What a contract row is made of, however it was read (the company's query or the desk's). */
export type ContractRowFields = {
  id: string;
  code: string;
  name: string;
  status: string;
  contractType: number;
  contractTypeName: string;
  dateStart: string;
  dateEnd: string;
  plannedEmployees: number;
  totalValue: number;
  fileId: string | null;
  fileName: string | null;
  company: CompanyContractRow['company'];
};

/** A contract row with its progress: the one mapping the company and the desk show. */
export function contractRowOf(c: ContractRowFields, counts: ExamCounts): CompanyContractRow {
  const status = c.status as CompanyContractStatus;
  return {
    id: c.id,
    code: c.code,
    name: c.name,
    status,
    statusName: contractStatusName(status),
    contractType: c.contractType,
    contractTypeName: c.contractTypeName,
    dateStart: c.dateStart,
    dateEnd: c.dateEnd,
    numberEmployees: rosterSize(counts),
    plannedEmployees: c.plannedEmployees,
    totalValue: c.totalValue,
    contractFile: c.fileId && c.fileName ? { id: c.fileId, fileName: c.fileName } : null,
    company: c.company,
    ...examStatusOf(counts),
    progress: progressOf(counts),
  };
}

/** A contract as `repo.findContract` (or the company's list) reads it, as its row with progress. */
export const toContractRow = (r: repo.ContractRecord, counts: ExamCounts) =>
  contractRowOf(
    { ...r.contract, contractType: r.contract.contractTypeId, contractTypeName: r.typeName, fileName: r.fileName, company: r.company },
    counts,
  );

/** A listed contract's counts, read with its row (`{ state: n }` for the states with people). */
const listedCounts = (r: repo.ContractListRecord): ExamCounts =>
  examCounts(Object.entries(r.counts ?? {}).map(([examState, n]) => ({ examState, n: Number(n) })));

/** `childrenCompanyId` must be the caller or one of its sub-units (SPEC-NOTES 9: another's is 404). */
async function checkCompanyFilter(deps: AppDeps, auth: PartnerAuth, companyId: string | undefined) {
  if (!companyId || companyId === auth.partnerId) return;
  if ((await repo.unitOwner(deps.db, companyId)) !== auth.partnerId) throw new AppError('not_found');
}

/** GET contract/list (and a set's contracts, with `groupId`): the caller's contracts, its sub-units' included. */
export async function listContracts(
  deps: AppDeps,
  auth: PartnerAuth,
  query: CompanyContractListQuery,
  groupId?: string,
): Promise<CompanyContractList> {
  if (query.dateStart && query.dateStart > vietnamToday()) throw AppError.field('dateStart', COMPANY_MSG.dateNotFuture);
  await checkCompanyFilter(deps, auth, query.childrenCompanyId);
  const limit = query.limit;
  const { rows, total } = await repo.listContracts(
    deps.db,
    {
      ownerId: auth.partnerId,
      companyId: query.childrenCompanyId,
      search: query.search,
      status: query.status,
      contractType: query.contractType,
      minTotalValue: query.minTotalValue,
      maxTotalValue: query.maxTotalValue,
      dateStart: query.dateStart,
      groupId,
    },
    query.sorting,
    query.page,
    limit,
  );
  return { items: rows.map((r) => toContractRow(r, listedCounts(r))), pagination: pagination(query.page, limit, total) };
}

export function contractOptionFields(): CompanyContractOptionFields {
  return {
    corporateContractStatus: COMPANY_CONTRACT_STATUSES.map((value) => ({ value, label: COMPANY_CONTRACT_STATUS_LABELS[value] })),
    totalValue: [
      { name: 'Dưới 100 triệu', from: 0, to: 99_999_999 },
      { name: 'Từ 100 triệu đến 500 triệu', from: 100_000_000, to: 500_000_000 },
      { name: 'Từ 500 triệu đến 1 tỷ', from: 500_000_001, to: 1_000_000_000 },
      { name: 'Trên 1 tỷ', from: 1_000_000_001, to: null },
    ],
    examState: EXAM_STATES.map((value) => ({ value, label: EXAM_STATE_LABELS[value] })),
    healthStatus: [
      { value: 0, label: HEALTH_UNCLASSIFIED_LABEL },
      ...HEALTH_CLASSES.map((value) => ({ value, label: HEALTH_CLASS_LABELS[value] })),
    ],
    gender: [
      { value: 0, label: 'Nam' },
      { value: 1, label: 'Nữ' },
    ],
  };
}

export const listContractTypes = (deps: AppDeps) => repo.listContractTypes(deps.db);

/** The company statuses as lookup entries (the public status-list answers them beside the providers'). */
export const contractStatusList = (): LookupItem[] =>
  COMPANY_CONTRACT_STATUSES.map((key) => ({ key, name: COMPANY_CONTRACT_STATUS_LABELS[key] }));

/** An appointment schedule as the contract's detail and the desk's list show it. */
export function toAppointment(a: Omit<repo.AppointmentRecord, 'createdBy' | 'decidedBy'>): Appointment {
  const status = a.status as ScheduleStatus;
  return {
    id: a.id,
    contractId: a.contractId,
    contractCode: a.contractCode,
    date: a.date,
    site: a.site,
    headcount: a.headcount,
    note: a.note,
    status,
    statusName: SCHEDULE_STATUS_LABELS[status],
    counterDate: a.counterDate,
    reply: a.reply,
    createdAt: a.createdAt.toISOString(),
    decidedAt: a.decidedAt?.toISOString() ?? null,
  };
}

export async function getContract(deps: AppDeps, id: string): Promise<CompanyContractDetail> {
  const [record, countRows, last] = await Promise.all([
    repo.findContract(deps.db, id),
    repo.countsOf(deps.db, [id]),
    repo.lastAppointmentOf(deps.db, id),
  ]);
  if (!record) throw new AppError('not_found', COMPANY_MSG.contractNotFound);
  const counts = examCounts(countRows);
  return {
    ...toContractRow(record, counts),
    note: record.contract.note,
    examPackage: await contractPackage(deps.db, record.contract.examPackageId),
    counts,
    lastAppointment: last ? toAppointment(last) : null,
    createdAt: record.contract.createdAt.toISOString(),
    updatedAt: record.contract.updatedAt.toISOString(),
  };
}

export async function contractFile(deps: AppDeps, id: string) {
  const file = await repo.contractFile(deps.db, id);
  if (!file) throw new AppError('not_found');
  return file;
}

/** People examined per month over the 12 months ending with the latest month anyone was examined (else this month). */
export async function reportChart(deps: AppDeps, id: string): Promise<ReportChart> {
  const latest = (await repo.latestExamined(deps.db, id)) ?? vietnamToday();
  const last = monthOf(latest);
  const first = addMonths(last, -(COMPANY_LIMITS.chartMonths - 1));
  const rows = await repo.examinedPerMonth(deps.db, id, firstDay(first));
  const byMonth = new Map(rows.map((r) => [r.month, r.amount]));
  const months = Array.from({ length: COMPANY_LIMITS.chartMonths }, (_, i) => addMonths(last, i - COMPANY_LIMITS.chartMonths + 1));
  return { data: months.map((month) => ({ month, amount: byMonth.get(month) ?? 0 })) };
}

/** A roster row as the company and the desk see it: exam state and health class, never medical results. */
export function toEmployee(e: repo.EmployeeRow): ContractEmployee {
  const examState = e.examState as ExamState;
  return {
    id: e.id,
    cccd: e.cccd,
    bhyt: e.bhyt,
    name: e.name,
    birthDate: e.birthDate,
    gender: e.gender,
    phone: e.phone,
    email: e.email,
    address: e.address,
    examinedAt: e.examinedAt,
    examState,
    examStateName: EXAM_STATE_LABELS[examState],
    isRegister: examState !== 'unregistered',
    healthStatus: e.healthClass,
    healthStatusName: e.healthClass ? HEALTH_CLASS_LABELS[e.healthClass as HealthClass] : HEALTH_UNCLASSIFIED_LABEL,
  };
}

/**
 * A roster as the company sees it (the desk reads it through here too, with no owner to match).
 * The contract's owner comes in the same statement as the page: a contract that does not exist,
 * or whose owner is not `ownerId`, is 404 (the route leaves that check to this statement).
 */
export async function listEmployees(
  deps: AppDeps,
  id: string,
  query: ContractEmployeesQuery,
  ownerId?: string,
): Promise<ContractEmployeeList> {
  const limit = query.limit;
  const found = await repo.listEmployees(
    deps.db,
    id,
    {
      search: query.search,
      gender: query.gender,
      healthStatus: query.healthStatus,
      isRegister: query.isRegister,
      examState: query.examState,
    },
    query.page,
    limit,
  );
  if (found.ownerId === undefined || (ownerId !== undefined && found.ownerId !== ownerId)) throw new AppError('not_found');
  return {
    items: found.rows.map(toEmployee),
    pagination: pagination(query.page, limit, found.total),
  };
}

export async function progressContracts(
  deps: AppDeps,
  auth: PartnerAuth,
  query: { page: number; limit: number; search?: string | undefined },
): Promise<ProgressContractList> {
  const limit = query.limit;
  const { rows, total } = await repo.listContracts(
    deps.db,
    { ownerId: auth.partnerId, search: query.search },
    undefined,
    query.page,
    limit,
  );
  return {
    items: rows.map((r) => {
      const c = listedCounts(r);
      const status = r.contract.status as CompanyContractStatus;
      return {
        id: r.contract.id,
        code: r.contract.code,
        name: r.contract.name,
        status,
        statusName: contractStatusName(status),
        company: r.company,
        numberEmployees: rosterSize(c),
        counts: c,
        progress: progressOf(c),
      };
    }),
    pagination: pagination(query.page, limit, total),
  };
}

/** Who owns a contract: the parent company (a sub-unit's contract included). */
export const contractOwner = (deps: AppDeps, id: string) => repo.contractOwner(deps.db, id);

// ——— appointment schedules ———

const CLOSED: readonly string[] = ['declined', 'completed'];

/** POST contract-appointment-schedule/create: a proposed exam day; the operators are told in the same transaction. */
export async function createAppointment(deps: AppDeps, auth: PartnerAuth, body: AppointmentCreateBody): Promise<Appointment> {
  if (body.date < vietnamToday()) throw AppError.field('date', COMPANY_MSG.appointmentDatePast);
  const to = await supportMailbox(deps);
  const created = await deps.db.transaction(async (tx) => {
    const record = await repo.findContract(tx, body.contractId, { ownerId: auth.partnerId, lock: true });
    if (!record) throw new AppError('not_found', COMPANY_MSG.contractNotFound, { contractId: [COMPANY_MSG.contractNotFound] });
    const contract = record.contract;
    if (CLOSED.includes(contract.status)) throw new AppError('business_rule', COMPANY_MSG.appointmentClosedContract);
    const row = await repo.insertAppointment(tx, {
      contractId: contract.id,
      date: body.date,
      site: body.site,
      headcount: body.headcount,
      note: body.note ?? '',
      createdBy: auth.userId,
    });
    if (!row) throw new Error('insert failed');
    const day = body.date.split('-').reverse().join('/');
    await deps.mailer.send(tx, {
      channel: 'email',
      to,
      ...COMPANY_OUTGOING.appointmentProposed(
        record.company.name,
        contract.code,
        day,
        body.site,
        body.headcount,
        `${deps.env.publicUrl}${SITE_PATHS.appointments}`,
      ),
    });
    return { ...row, contractCode: contract.code };
  });
  return toAppointment(created);
}

export async function lastAppointments(
  deps: AppDeps,
  auth: PartnerAuth,
  query: { page: number; limit: number; contractId?: string | undefined },
): Promise<{ items: Appointment[]; pagination: ReturnType<typeof pagination> }> {
  if (query.contractId && (await repo.contractOwner(deps.db, query.contractId)) !== auth.partnerId)
    throw new AppError('not_found', COMPANY_MSG.contractNotFound, { contractId: [COMPANY_MSG.contractNotFound] });
  const limit = query.limit;
  const { rows, total } = await repo.lastAppointments(deps.db, auth.partnerId, query.contractId, query.page, limit);
  return { items: rows.map(toAppointment), pagination: pagination(query.page, limit, total) };
}
