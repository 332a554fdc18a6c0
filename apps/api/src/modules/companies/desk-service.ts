import {
  COMPANY_CONTRACT_STATUS_LABELS,
  COMPANY_DESK_MSG,
  COMPANY_OUTGOING,
  type CompanyContractRow,
  type CompanyContractStatus,
  type ContractEmployee,
  type ContractEmployeesQuery,
  type DeskCompanyDetail,
  type DeskContractDetail,
  type DeskContractFields,
  type DeskContractListQuery,
  type DeskEmployeeUpdateBody,
  type DeskExamStateBody,
  type DeskExamStateResult,
  type DeskSubUnitCreateBody,
  EXAM_STATE_LABELS,
  type ExamState,
  formatDate,
  HEALTH_CLASS_LABELS,
  HEALTH_UNCLASSIFIED_LABEL,
  type HealthClass,
  vietnamToday,
} from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AcceptedUpload } from '../../lib/multipart.ts';
import { pagination } from '../../lib/pagination.ts';
import { isUniqueViolation, pgError } from '../../lib/pg-error.ts';
import * as audit from '../audit/audit-service.ts';
import * as auth from '../auth/auth-service.ts';
import * as companies from './companies-service.ts';
import { notify } from '../notifications/notifications-service.ts';
import * as companyRepo from './companies-repository.ts';
import * as repo from './desk-repository.ts';
import { contractPackage } from './exam-packages-service.ts';
import { rosterSize } from './roster-repository.ts';
import { examCounts } from './exam-progress.ts';

/*
 * The company desk (console): parent companies and their sub-units, health-exam contracts with
 * their PDF, and rosters (edit a row, move exam states and health classes in bulk). Every change
 * is audited in words in its transaction; a new contract is e-mailed to the company.
 */

// ——— companies ———

export async function listCompanies(deps: AppDeps, query: { page: number; limit: number; search?: string | undefined }) {
  const limit = query.limit;
  const { items, total } = await repo.listCompanies(deps.db, query.search, query.page, limit);
  return { items, pagination: pagination(query.page, limit, total) };
}

export async function getCompany(deps: AppDeps, id: string): Promise<DeskCompanyDetail> {
  const row = await repo.findCompany(deps.db, id);
  if (!row) throw new AppError('not_found');
  const subUnits = row.parentId ? [] : await repo.subUnitsOf(deps.db, id);
  const { parentId: _parent, totalEmployees: _total, representative, address, ...rest } = row;
  return { ...rest, representative: representative ?? '', address: address ?? '', subUnits };
}

/**
 * POST /api/admin/companies/{id}/sub-units: a sub-unit under a parent company, active at once
 * (the parent's account manages it). Its tax code may be no other company's (409).
 */
export async function createSubUnit(
  deps: AppDeps,
  actor: Actor,
  parentId: string,
  body: DeskSubUnitCreateBody,
): Promise<DeskCompanyDetail> {
  const parent = await repo.findCompany(deps.db, parentId);
  if (!parent || parent.parentId) throw new AppError('not_found');
  if (parent.status !== 'active') throw new AppError('business_rule', COMPANY_DESK_MSG.companyUnknown);
  const taken = () => AppError.field('taxCode', COMPANY_DESK_MSG.taxCodeTaken, 'conflict');
  try {
    await deps.db.transaction(async (tx) => {
      if (await repo.companyTaxCodeTaken(tx, body.taxCode)) throw taken();
      const unit = await auth.createSubUnit(tx, {
        parentId,
        name: body.name,
        taxCode: body.taxCode,
        representative: body.representative ?? '',
        phone: body.phoneNumber,
        email: body.email,
        address: body.addressCompany ?? '',
      });
      await repo.insertProfile(tx, unit.id, body.totalEmployees);
      await audit.record(tx, actor, {
        objectType: 'partner',
        objectId: unit.id,
        action: 'sub_unit',
        summary: `Thêm đơn vị trực thuộc ${unit.code} ${body.name} của ${parent.code} ${parent.name}`,
        after: { name: body.name, taxCode: body.taxCode, email: body.email, totalEmployees: body.totalEmployees },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  return getCompany(deps, parentId);
}

// ——— contracts ———

/** Contract rows with their progress, in the order given. */
export async function contractRows(db: Executor, contracts: readonly repo.ContractJoined[]): Promise<CompanyContractRow[]> {
  const counts = await companies.countsByContract(
    db,
    contracts.map((c) => c.id),
  );
  return contracts.map((c) => companies.contractRowOf(c, counts.get(c.id) ?? examCounts([])));
}

export async function listContracts(deps: AppDeps, query: DeskContractListQuery) {
  const limit = query.limit;
  const { items, total } = await repo.listContracts(deps.db, query, query.page, limit);
  return { items: await contractRows(deps.db, items), pagination: pagination(query.page, limit, total) };
}

export async function getContract(deps: AppDeps, id: string): Promise<DeskContractDetail> {
  const c = await companyRepo.findContract(deps.db, id);
  if (!c) throw new AppError('not_found');
  const [counts, groups, last] = await Promise.all([
    companies.countsByContract(deps.db, [id]),
    repo.groupsOfContract(deps.db, id),
    companyRepo.lastAppointmentOf(deps.db, id),
  ]);
  return {
    ...companies.toContractRow(c, counts.get(id) ?? examCounts([])),
    note: c.contract.note,
    examPackage: await contractPackage(deps.db, c.contract.examPackageId),
    counts: counts.get(id) ?? examCounts([]),
    lastAppointment: last ? companies.toAppointment(last) : null,
    createdAt: c.contract.createdAt.toISOString(),
    updatedAt: c.contract.updatedAt.toISOString(),
    createdByName: c.createdByName,
    groups,
  };
}

/** The contract's PDF: the same read as the company's (404 without one). */
export const getContractFile = (deps: AppDeps, id: string) => companies.contractFile(deps, id);

/** The company a contract is for (an active company or sub-unit) and its owner (the parent, or itself). */
async function contractCompany(tx: Executor, companyId: string) {
  const company = await repo.findCompany(tx, companyId);
  if (company?.status !== 'active') throw AppError.field('companyId', COMPANY_DESK_MSG.companyUnknown, 'business_rule');
  return { company, ownerId: company.parentId ?? company.id };
}

async function checkContractFields(tx: Executor, fields: DeskContractFields, exceptId?: string) {
  const typeName = await repo.contractTypeExists(tx, fields.contractType);
  if (!typeName) throw AppError.field('contractType', COMPANY_DESK_MSG.contractType, 'business_rule');
  const packageName = await repo.packageName(tx, fields.examPackageId);
  if (fields.examPackageId && packageName === undefined)
    throw AppError.field('examPackageId', COMPANY_DESK_MSG.packageUnknown, 'business_rule');
  if (await repo.contractCodeTaken(tx, fields.code, exceptId)) throw AppError.field('code', COMPANY_DESK_MSG.codeTaken, 'conflict');
  return { typeName, packageName: packageName ?? null };
}

const contractValues = (f: DeskContractFields, ownerId: string): repo.ContractValues => ({
  companyId: f.companyId,
  ownerId,
  code: f.code,
  name: f.name,
  status: f.status,
  contractTypeId: f.contractType,
  dateStart: f.dateStart,
  dateEnd: f.dateEnd,
  plannedEmployees: f.plannedEmployees,
  totalValue: f.totalValue,
  note: f.note,
  examPackageId: f.examPackageId,
});

/** What the audit trail keeps of a contract, in words where a code means something. */
const contractAudit = (
  v: repo.ContractValues,
  companyName: string,
  { typeName, packageName }: { typeName: string; packageName: string | null },
  fileName: string | null,
) => ({
  company: companyName,
  code: v.code,
  name: v.name,
  status: COMPANY_CONTRACT_STATUS_LABELS[v.status as CompanyContractStatus],
  contractType: typeName,
  dateStart: formatDate(v.dateStart),
  dateEnd: formatDate(v.dateEnd),
  plannedEmployees: v.plannedEmployees,
  totalValue: v.totalValue,
  note: v.note,
  examPackage: packageName,
  contractFile: fileName,
});

/** A code taken, or a package deleted, by a concurrent write shows up as the constraint's violation. */
function codeRace(err: unknown): never {
  const constraint = pgError(err)?.constraint;
  if (constraint === 'company_contracts_code_key') throw AppError.field('code', COMPANY_DESK_MSG.codeTaken, 'conflict');
  if (constraint?.startsWith('company_contracts_exam_package_id'))
    throw AppError.field('examPackageId', COMPANY_DESK_MSG.packageUnknown, 'business_rule');
  throw err;
}

const oneFile = (uploads: AcceptedUpload[]) => {
  if (uploads.length > 1) throw AppError.field('contractFile', COMPANY_DESK_MSG.contractFileType);
  return uploads[0];
};

/**
 * POST /api/admin/companies/contracts: the contract, its PDF, the audit entry and the company's
 * e-mail commit together; the staged PDF is kept only then.
 */
export async function createContract(
  deps: AppDeps,
  actor: Actor,
  fields: DeskContractFields,
  uploads: AcceptedUpload[],
): Promise<DeskContractDetail> {
  const upload = oneFile(uploads);
  const id = await deps.db
    .transaction(async (tx) => {
      const { company, ownerId } = await contractCompany(tx, fields.companyId);
      const names = await checkContractFields(tx, fields);
      const values = contractValues(fields, ownerId);
      const contractId = await repo.insertContract(tx, { ...values, createdBy: actor.userId });
      if (upload) await repo.setContractFile(tx, { id: contractId, ownerId, fileId: null }, upload);
      await audit.record(tx, actor, {
        objectType: 'company_contract',
        objectId: contractId,
        action: 'create',
        summary: `Tạo hợp đồng ${fields.code} — ${fields.name} cho ${company.code} ${company.name}`,
        after: contractAudit(values, company.name, names, upload?.name ?? null),
      });
      const to = ownerId === company.id ? company : await repo.contactOf(tx, ownerId);
      if (to)
        await notify(deps, tx, {
          partnerId: to.id,
          area: 'contracts',
          kind: 'company-contract.created',
          title: COMPANY_OUTGOING.contractCreatedSubject(fields.code),
          body: fields.name,
          link: `/hop-dong/${encodeURIComponent(fields.code)}`,
          permission: 'contract.view',
          email: {
            to: to.email,
            subject: COMPANY_OUTGOING.contractCreatedSubject(fields.code),
            text: COMPANY_OUTGOING.contractCreatedText(to.name, fields.code, fields.name),
          },
        });
      return contractId;
    })
    .catch(codeRace);
  if (upload) await deps.storage.promote(upload.id);
  return getContract(deps, id);
}

/** PUT /api/admin/companies/contracts/{id}: the same fields; a new PDF replaces the old one. */
export async function updateContract(
  deps: AppDeps,
  actor: Actor,
  id: string,
  fields: DeskContractFields,
  uploads: AcceptedUpload[],
): Promise<DeskContractDetail> {
  const upload = oneFile(uploads);
  await deps.db
    .transaction(async (tx) => {
      const before = await companyRepo.findContract(tx, id, { lock: true });
      if (!before) throw new AppError('not_found');
      const current = before.contract;
      const { company, ownerId } =
        current.companyId === fields.companyId ? await contractCompanyAsIs(tx, current) : await contractCompany(tx, fields.companyId);
      const names = await checkContractFields(tx, fields, id);
      // The roster is a hard limit of the planned number both ways: an import holds this row's lock too.
      const onRoster = await rosterSize(tx, id);
      if (fields.plannedEmployees < onRoster)
        throw AppError.field('plannedEmployees', COMPANY_DESK_MSG.plannedBelowRoster(onRoster), 'business_rule');
      const values = contractValues(fields, ownerId);
      await repo.updateContract(tx, id, values);
      if (upload) await repo.setContractFile(tx, { id, ownerId, fileId: current.fileId }, upload);
      const left = ownerId === current.ownerId ? 0 : await repo.leaveForeignGroups(tx, id, ownerId);
      await audit.record(tx, actor, {
        objectType: 'company_contract',
        objectId: id,
        action: 'update',
        summary: `Cập nhật hợp đồng ${fields.code} — ${fields.name}${left ? ` (rời ${left} bộ hợp đồng của doanh nghiệp cũ)` : ''}`,
        before: contractAudit(
          current,
          before.company.name,
          { typeName: before.typeName, packageName: (await repo.packageName(tx, current.examPackageId)) ?? null },
          before.fileName,
        ),
        after: contractAudit(values, company.name, names, upload?.name ?? before.fileName),
      });
    })
    .catch(codeRace);
  if (upload) await deps.storage.promote(upload.id);
  return getContract(deps, id);
}

/** A contract's company kept as it is (it may since have been locked: the contract still stands). */
async function contractCompanyAsIs(tx: Executor, current: { companyId: string; ownerId: string }) {
  const company = await repo.findCompany(tx, current.companyId);
  if (!company) throw AppError.field('companyId', COMPANY_DESK_MSG.companyUnknown, 'business_rule');
  return { company, ownerId: current.ownerId };
}

// ——— roster ———

const healthName = (h: number | null) => (h ? HEALTH_CLASS_LABELS[h as HealthClass] : HEALTH_UNCLASSIFIED_LABEL);

/** A contract's roster (404 when there is no such contract: the roster's statement reads the contract too). */
export const listEmployees = (deps: AppDeps, contractId: string, query: ContractEmployeesQuery) =>
  companies.listEmployees(deps, contractId, query);

/** PUT …/employees/{employeeId}: one roster row; the CCCD stays unique on the contract (409). */
export async function updateEmployee(
  deps: AppDeps,
  actor: Actor,
  contractId: string,
  employeeId: string,
  body: DeskEmployeeUpdateBody,
): Promise<ContractEmployee> {
  const taken = () => AppError.field('cccd', COMPANY_DESK_MSG.cccdTaken, 'conflict');
  try {
    return await deps.db.transaction(async (tx) => {
      const contract = (await companyRepo.findContract(tx, contractId, { lock: true }))?.contract;
      const current = contract && (await repo.lockEmployee(tx, contractId, employeeId));
      if (!contract || !current) throw new AppError('not_found');
      const values = {
        cccd: body.cccd,
        bhyt: body.bhyt ?? '',
        name: body.name,
        birthDate: body.birthDate,
        gender: body.gender,
        phone: body.phone ?? '',
        email: body.email ?? '',
        address: body.address ?? '',
      };
      const row = await repo.updateEmployee(tx, employeeId, values);
      if (!row) throw new AppError('not_found');
      const pick = (e: Omit<typeof values, 'gender'> & { gender: number }) => ({
        cccd: e.cccd,
        bhyt: e.bhyt,
        name: e.name,
        birthDate: formatDate(e.birthDate),
        gender: e.gender === 0 ? 'Nam' : 'Nữ',
        phone: e.phone,
        email: e.email,
        address: e.address,
      });
      await audit.record(tx, actor, {
        objectType: 'company_contract',
        objectId: contractId,
        action: 'employee',
        summary: `Hợp đồng ${contract.code}: sửa nhân viên ${body.name} (CCCD ${body.cccd})`,
        before: pick(current),
        after: pick(values),
      });
      return companies.toEmployee(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

/** "Đã đăng ký" or "Đã đăng ký (5), Chưa đăng ký (7)": where the chosen people stood. */
function fromWords(groups: Map<string, number>): string {
  const entries = [...groups.entries()];
  if (entries.length === 1) return entries[0]?.[0] ?? '';
  return entries.map(([label, n]) => `${label} (${n})`).join(', ');
}

/**
 * POST …/employees/exam-state: moves the chosen people's exam state and/or health class in one
 * UPDATE. Every id must be on this contract, or nothing changes (422). Moving to an examined
 * state sets the exam day (default today, Vietnam); moving to any other clears it.
 */
export async function moveExamStates(
  deps: AppDeps,
  actor: Actor,
  contractId: string,
  body: DeskExamStateBody,
): Promise<DeskExamStateResult> {
  const ids = [...new Set(body.employeeIds)];
  const updated = await deps.db.transaction(async (tx) => {
    const contract = (await companyRepo.findContract(tx, contractId, { lock: true }))?.contract;
    if (!contract) throw new AppError('not_found');
    const found = await repo.statesOf(tx, contractId, ids);
    if (found.reduce((n, r) => n + r.n, 0) !== ids.length) throw new AppError('business_rule', COMPANY_DESK_MSG.employeeNotOnContract);
    const change: { examState?: ExamState; examinedAt?: string | null; healthClass?: number | null } = {};
    const words: string[] = [];
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const tally = (label: (r: (typeof found)[number]) => string) => {
      const m = new Map<string, number>();
      for (const r of found) m.set(label(r), (m.get(label(r)) ?? 0) + r.n);
      return m;
    };
    if (body.examState) {
      const examined = body.examState === 'partial' || body.examState === 'full';
      change.examState = body.examState;
      change.examinedAt = examined ? (body.examinedAt ?? vietnamToday()) : null;
      const from = fromWords(tally((r) => EXAM_STATE_LABELS[r.examState as ExamState] ?? r.examState));
      const to = EXAM_STATE_LABELS[body.examState];
      words.push(
        `Cập nhật trạng thái khám ${ids.length} nhân viên: ${from} → ${to}${examined ? ` (ngày khám ${formatDate(change.examinedAt ?? '')})` : ''}`,
      );
      before.examState = from;
      after.examState = to;
    }
    if (body.healthStatus !== undefined) {
      change.healthClass = body.healthStatus;
      const from = fromWords(tally((r) => healthName(r.healthClass)));
      const to = healthName(body.healthStatus);
      words.push(`Cập nhật phân loại sức khỏe ${ids.length} nhân viên: ${from} → ${to}`);
      before.healthClass = from;
      after.healthClass = to;
    }
    const n = await repo.moveEmployees(tx, contractId, ids, change);
    await audit.record(tx, actor, {
      objectType: 'company_contract',
      objectId: contractId,
      action: 'exam_state',
      summary: `Hợp đồng ${contract.code}: ${words.join('; ')}`,
      before,
      after,
    });
    // The company follows its contract's exam progress in its inbox and on its devices (a batch of
    // exam results is one event; no e-mail for each batch).
    await notify(deps, tx, {
      partnerId: contract.ownerId,
      area: 'contracts',
      kind: 'company-contract.exam-progress',
      title: `Cập nhật tiến độ khám hợp đồng ${contract.code}`,
      body: words.join('; '),
      link: `/hop-dong/${encodeURIComponent(contract.code)}`,
      permission: 'contract.view',
      email: false,
    });
    return n;
  });
  return { updated, contract: await getContract(deps, contractId) };
}
