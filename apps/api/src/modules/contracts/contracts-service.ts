import {
  type AdminContractListQuery,
  CONTRACT_MSG,
  CONTRACT_OUTGOING,
  CONTRACT_PARTNER_TYPES,
  CONTRACT_STATUS_LABELS,
  CONTRACT_STATUSES,
  type ContractCategory,
  type ContractCreateBody,
  type ContractDetail,
  type ContractList,
  type ContractListQuery,
  type ContractOptionFields,
  type ContractProgressBody,
  type ContractRow,
  type ContractStatus,
  type ContractTypeItem,
  type ContractUpdateBody,
  type LookupItem,
  type PartnerType,
  type ContractLookupQuery,
  type ContractStatusLookup,
  type ContractTypeLookup,
} from '@portal/contract';
import yazl from 'yazl';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor, PartnerAuth } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AcceptedUpload } from '../../lib/multipart.ts';
import { isUniqueViolation } from '../../lib/pg-error.ts';
import * as audit from '../audit/audit-service.ts';
import * as companies from '../companies/companies-service.ts';
import { notify } from '../notifications/notifications-service.ts';
import * as repo from './contracts-repository.ts';
import { pagination } from '../../lib/pagination.ts';

const statusName = (key: string) => CONTRACT_STATUS_LABELS[key as ContractStatus] ?? key;

function toRow(j: repo.ContractJoined): ContractRow {
  const c = j.contract;
  return {
    id: c.id,
    name: c.name,
    code: c.code,
    status: c.status,
    statusName: statusName(c.status),
    dateSigned: c.dateSigned,
    dateFrom: c.dateFrom,
    dateTo: c.dateTo,
    totalValue: c.totalValue,
    contractType: c.contractTypeId,
    contractTypeName: j.typeName,
    contractCategory: j.category?.id ? { id: j.category.id, name: j.category.name } : null,
    provider: { ...j.partner, type: j.partner.type as PartnerType },
    contactName: c.contactName,
    contactPhone: c.contactPhone,
    contactEmail: c.contactEmail,
    contactPosition: c.contactPosition,
    note: c.note,
    fileCount: j.fileCount,
    latestSupply: j.latestSupply,
    latestPayment: j.latestPayment,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** Contracts are shown to these partner types now; the others get 403 until their area arrives. */
function assertContractPartner(auth: PartnerAuth) {
  if (!(CONTRACT_PARTNER_TYPES as readonly string[]).includes(auth.type)) throw new AppError('forbidden');
}

async function detail(db: Executor, id: string): Promise<ContractDetail> {
  const found = await repo.findContract(db, id);
  if (!found) throw new AppError('not_found');
  const [fileRows, progress] = await Promise.all([repo.listContractFiles(db, id), repo.listProgress(db, id)]);
  return {
    ...toRow(found),
    files: fileRows.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })),
    progress: progress.map((p) => ({ id: p.id, progressType: p.progressType as 1 | 2, date: p.date, name: p.name, content: p.content })),
  };
}

// ——— partner side ———

/** The caller's contracts, filtered (SPEC-NOTES 20); the owner is the token's partner, never a query value. */
export async function listOwnContracts(deps: AppDeps, auth: PartnerAuth, query: ContractListQuery): Promise<ContractList> {
  assertContractPartner(auth);
  const limit = query.limit;
  const sort = query.sorting ?? (query.order_by ? { field: query.order_by, direction: query.order ?? 'asc' } : undefined);
  const { items, total } = await repo.listContracts(
    deps.db,
    {
      partnerId: auth.partnerId,
      search: query.search,
      status: query.status,
      contractType: query.contractType,
      categoryId: query.categoryId ?? query.category,
      minTotalValue: query.minTotalValue,
      maxTotalValue: query.maxTotalValue,
      dateSigned: query.dateSigned ?? query.dateStart,
    },
    sort ?? { field: 'dateSigned', direction: 'desc' },
    query.page,
    limit,
  );
  return { items: items.map(toRow), pagination: pagination(query.page, limit, total) };
}

/** A contract of the caller's partner (the route's access has checked the owner). */
export async function getOwnContract(deps: AppDeps, auth: PartnerAuth, id: string): Promise<ContractDetail> {
  assertContractPartner(auth);
  return detail(deps.db, id);
}

export async function getContractFile(deps: AppDeps, contractId: string, fileId: string) {
  const file = await repo.findContractFile(deps.db, contractId, fileId);
  if (!file) throw new AppError('not_found');
  return { ...file, size: Number(file.size) };
}

/** Unique names inside one archive: "a.pdf", "a (2).pdf". */
function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const key = name.toLowerCase();
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    if (n === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
  });
}

/**
 * Every document of a contract as one ZIP, written while it is sent: each file is opened only
 * when the archive reaches it, so memory does not grow with the contract.
 */
export async function contractArchive(deps: AppDeps, contractId: string): Promise<{ name: string; stream: NodeJS.ReadableStream }> {
  const contract = await repo.findContract(deps.db, contractId);
  if (!contract) throw new AppError('not_found');
  const rows = await repo.listContractFilesForArchive(deps.db, contractId);
  if (!rows.length) throw new AppError('not_found', CONTRACT_MSG.noFiles);
  const zip = new yazl.ZipFile();
  const names = uniqueNames(rows.map((r) => r.originalName));
  rows.forEach((row, i) => {
    zip.addReadStreamLazy(names[i]!, { size: Number(row.size), compress: true }, (cb) => {
      deps.storage.open(row.id).then(
        (stream) => cb(null, stream),
        (err: unknown) => cb(err, undefined as never),
      );
    });
  });
  zip.end();
  const safeCode = contract.contract.code.replace(/[^\p{L}\p{N}._-]+/gu, '_');
  return { name: `hop-dong-${safeCode}.zip`, stream: zip.outputStream };
}

export async function optionFields(deps: AppDeps): Promise<ContractOptionFields> {
  const [categories, contractTypes] = await Promise.all([listCategories(deps), listContractTypes(deps)]);
  return { categories, statuses: statusList(), contractTypes };
}

export const listCategories = (deps: AppDeps): Promise<ContractCategory[]> => repo.listCategories(deps.db);

export async function listContractTypes(deps: AppDeps): Promise<ContractTypeItem[]> {
  return (await repo.listTypes(deps.db)).map((t) => ({ id: t.id, key: t.id, name: t.name }));
}

/** Spec 1 §3: entries with key (Active, Ended, others) and name. */
export const statusList = (): LookupItem[] => CONTRACT_STATUSES.map((key) => ({ key, name: CONTRACT_STATUS_LABELS[key] }));

/**
 * The public lookups (`/api/partner/contract/status-list`, `type-list`): the providers' and the
 * companies' (modules/companies), each entry naming its type; `type` narrows to one.
 */
export function statusLookup(type: ContractLookupQuery['type']): ContractStatusLookup[] {
  const provider = type === 'company' ? [] : statusList().map((s) => ({ key: String(s.key), name: s.name, type: 'provider' as const }));
  const company =
    type === 'provider' ? [] : companies.contractStatusList().map((s) => ({ key: String(s.key), name: s.name, type: 'company' as const }));
  return [...provider, ...company];
}

export async function typeLookup(deps: AppDeps, type: ContractLookupQuery['type']): Promise<ContractTypeLookup[]> {
  const [provider, company] = await Promise.all([
    type === 'company' ? [] : listContractTypes(deps),
    type === 'provider' ? [] : companies.listContractTypes(deps),
  ]);
  return [
    ...provider.map((t) => ({ id: t.id, key: t.key, name: t.name, type: 'provider' as const })),
    ...company.map((t) => ({ id: t.id, key: t.id, name: t.name, type: 'company' as const })),
  ];
}

/** Who owns a contract: the access check of routes whose `:id` is a contract. */
export const contractOwner = (deps: AppDeps, id: string) => repo.contractOwner(deps.db, id);

// ——— the operator's desk ———

export async function listAllContracts(deps: AppDeps, query: AdminContractListQuery): Promise<ContractList> {
  const limit = query.limit;
  const { items, total } = await repo.listContracts(
    deps.db,
    {
      partnerId: query.partnerId,
      search: query.search,
      status: query.status,
      contractType: query.contractType,
      categoryId: query.categoryId,
    },
    { field: 'createdAt', direction: 'desc' },
    query.page,
    limit,
  );
  return { items: items.map(toRow), pagination: pagination(query.page, limit, total) };
}

export const getContract = (deps: AppDeps, id: string) => detail(deps.db, id);

async function checkReferences(db: Executor, body: ContractUpdateBody, exceptId?: string) {
  const errors: Record<string, string[]> = {};
  if (body.categoryId && !(await repo.categoryExists(db, body.categoryId))) errors.categoryId = [CONTRACT_MSG.category];
  if (body.contractType !== null && body.contractType !== undefined && !(await repo.typeExists(db, body.contractType)))
    errors.contractType = [CONTRACT_MSG.contractType];
  if (await repo.codeTaken(db, body.code, exceptId)) errors.code = [CONTRACT_MSG.codeTaken];
  if (Object.keys(errors).length)
    throw new AppError(errors.code && Object.keys(errors).length === 1 ? 'conflict' : 'validation', undefined, errors);
}

const valuesOf = (body: ContractUpdateBody) => ({
  name: body.name,
  code: body.code,
  status: body.status,
  contractTypeId: body.contractType ?? null,
  categoryId: body.categoryId ?? null,
  dateSigned: body.dateSigned,
  dateFrom: body.dateFrom,
  dateTo: body.dateTo,
  totalValue: body.totalValue,
  contactName: body.contactName,
  contactPhone: body.contactPhone,
  contactEmail: body.contactEmail,
  contactPosition: body.contactPosition ?? '',
  note: body.note ?? '',
});

/** What the audit trail keeps of a contract (its fields, not its files or progress). */
const auditedFields = (c: repo.ContractRecord) => ({
  partnerId: c.partnerId,
  name: c.name,
  code: c.code,
  status: c.status,
  contractTypeId: c.contractTypeId,
  categoryId: c.categoryId,
  dateSigned: c.dateSigned,
  dateFrom: c.dateFrom,
  dateTo: c.dateTo,
  totalValue: c.totalValue,
  contactName: c.contactName,
  contactPhone: c.contactPhone,
  contactEmail: c.contactEmail,
  contactPosition: c.contactPosition,
  note: c.note,
});

const conflictOnCode = (err: unknown) => {
  if (isUniqueViolation(err)) throw new AppError('conflict', undefined, { code: [CONTRACT_MSG.codeTaken] });
  throw err;
};

/**
 * Creates a contract for an active partner; the partner is told by e-mail through the job queue,
 * and the audit entry is written, in the same transaction.
 */
export async function createContract(deps: AppDeps, actor: Actor, body: ContractCreateBody): Promise<ContractDetail> {
  const id = await deps.db
    .transaction(async (tx) => {
      const partner = await repo.findActivePartner(tx, body.partnerId, CONTRACT_PARTNER_TYPES);
      if (!partner) throw new AppError('validation', undefined, { partnerId: [CONTRACT_MSG.partner] });
      await checkReferences(tx, body);
      const created = await repo.insertContract(tx, { ...valuesOf(body), partnerId: partner.id, createdBy: actor.userId });
      await notify(deps, tx, {
        partnerId: partner.id,
        area: 'contracts',
        kind: 'contract.created',
        title: CONTRACT_OUTGOING.createdSubject(created.code),
        body: created.name,
        link: `/hop-dong/${created.id}`,
        permission: 'contract.view',
        email: {
          to: partner.email,
          subject: CONTRACT_OUTGOING.createdSubject(created.code),
          text: CONTRACT_OUTGOING.createdText(partner.name, created.code, created.name),
        },
      });
      await audit.record(tx, actor, {
        objectType: 'contract',
        objectId: created.id,
        action: 'create',
        summary: `${created.code} ${created.name} — ${partner.code} ${partner.name}`,
        before: {},
        after: auditedFields(created),
      });
      return created.id;
    })
    .catch(conflictOnCode);
  return detail(deps.db, id);
}

export async function updateContract(deps: AppDeps, actor: Actor, id: string, body: ContractUpdateBody): Promise<ContractDetail> {
  await deps.db
    .transaction(async (tx) => {
      const before = await repo.lockContract(tx, id);
      if (!before) throw new AppError('not_found');
      await checkReferences(tx, body, id);
      const values = valuesOf(body);
      await repo.updateContract(tx, id, values);
      await audit.record(tx, actor, {
        objectType: 'contract',
        objectId: id,
        action: 'update',
        summary: `${values.code} ${values.name}`,
        before: auditedFields(before),
        after: auditedFields({ ...before, ...values }),
      });
    })
    .catch(conflictOnCode);
  return detail(deps.db, id);
}

export async function setStatus(deps: AppDeps, actor: Actor, id: string, status: ContractStatus): Promise<ContractDetail> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.lockContract(tx, id);
    if (!before) throw new AppError('not_found');
    await repo.updateContract(tx, id, { status });
    await audit.record(tx, actor, {
      objectType: 'contract',
      objectId: id,
      action: 'status',
      summary: `${before.code} ${before.name}: ${statusName(before.status)} → ${statusName(status)}`,
      before: { status: before.status },
      after: { status },
    });
  });
  return detail(deps.db, id);
}

/** Adds documents: rows and audit entry commit together, then the staged bytes are promoted. */
export async function addFiles(deps: AppDeps, actor: Actor, id: string, uploads: AcceptedUpload[]): Promise<ContractDetail> {
  if (!uploads.length) throw new AppError('validation', undefined, { Files: [CONTRACT_MSG.filesRequired] });
  await deps.db.transaction(async (tx) => {
    const contract = await repo.lockContract(tx, id);
    if (!contract) throw new AppError('not_found');
    await repo.insertContractFiles(tx, id, contract.partnerId, uploads);
    await audit.record(tx, actor, {
      objectType: 'contract',
      objectId: id,
      action: 'add_files',
      summary: `${contract.code}: ${uploads.map((u) => u.name).join(', ')}`,
      before: { files: null },
      after: { files: uploads.map((u) => u.name) },
    });
  });
  for (const u of uploads) await deps.storage.promote(u.id);
  return detail(deps.db, id);
}

export async function removeFile(deps: AppDeps, actor: Actor, id: string, fileId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const contract = await repo.lockContract(tx, id);
    if (!contract) throw new AppError('not_found');
    const name = await repo.deleteContractFile(tx, id, fileId);
    if (name === undefined) throw new AppError('not_found');
    await audit.record(tx, actor, {
      objectType: 'contract',
      objectId: id,
      action: 'remove_file',
      summary: `${contract.code}: ${name}`,
      before: { file: name },
      after: { file: null },
    });
  });
}

export async function addProgress(deps: AppDeps, actor: Actor, id: string, body: ContractProgressBody): Promise<ContractDetail> {
  await deps.db.transaction(async (tx) => {
    const contract = await repo.lockContract(tx, id);
    if (!contract) throw new AppError('not_found');
    const entry = await repo.insertProgress(tx, { contractId: id, ...body });
    await audit.record(tx, actor, {
      objectType: 'contract',
      objectId: id,
      action: 'add_progress',
      summary: `${contract.code}: ${entry.name}`,
      before: { progress: null },
      after: { progress: { progressType: entry.progressType, date: entry.date, name: entry.name, content: entry.content } },
    });
  });
  return detail(deps.db, id);
}

export async function removeProgress(deps: AppDeps, actor: Actor, id: string, progressId: string): Promise<ContractDetail> {
  await deps.db.transaction(async (tx) => {
    const contract = await repo.lockContract(tx, id);
    if (!contract) throw new AppError('not_found');
    const removed = await repo.deleteProgress(tx, id, progressId);
    if (!removed) throw new AppError('not_found');
    await audit.record(tx, actor, {
      objectType: 'contract',
      objectId: id,
      action: 'remove_progress',
      summary: `${contract.code}: ${removed.name}`,
      before: { progress: { progressType: removed.progressType, date: removed.date, name: removed.name, content: removed.content } },
      after: { progress: null },
    });
  });
  return detail(deps.db, id);
}

/** How many contracts a provider has signed (the supplier profile's statistics). */
export const countSignedContracts = (deps: AppDeps, partnerId: string): Promise<number> => repo.countSigned(deps.db, partnerId);
