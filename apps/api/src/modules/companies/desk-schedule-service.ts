import {
  COMPANY_DESK_MSG,
  COMPANY_OUTGOING,
  type DeskGroupBody,
  type DeskGroupDetail,
  formatDate,
  SCHEDULE_STATUS_LABELS,
  type ScheduleStatus,
  vietnamToday,
} from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { pagination } from '../../lib/pagination.ts';
import * as audit from '../audit/audit-service.ts';
import { contractRows } from './desk-service.ts';
import { toAppointment } from './companies-service.ts';
import { setFigures } from './contract-groups-service.ts';
import { notify } from '../notifications/notifications-service.ts';
import * as groups from './contract-groups-repository.ts';
import * as repo from './desk-repository.ts';

/*
 * The company desk's contract sets and appointment requests. A set holds contracts of one parent
 * company (its owner); an appointment the company proposed is confirmed or answered with another
 * day, and the company is e-mailed. Every change is audited in words in its transaction.
 */

// ——— contract sets ———

type GroupHead = Awaited<ReturnType<typeof groups.findGroup>> & {};

/** Each set's row: its company and the figures the company sees too (contract-groups-service.ts). */
async function groupRows(db: Executor, heads: readonly GroupHead[]) {
  const ids = heads.map((g) => g.id);
  const figures = await setFigures({ db }, ids, await groups.groupMembers(db, ids));
  return heads.map((g) => ({ id: g.id, name: g.name, company: g.company, ...figures.get(g.id)!, createdAt: g.createdAt.toISOString() }));
}

export async function listGroups(
  deps: AppDeps,
  query: { page: number; limit: number; search?: string | undefined; companyId?: string | undefined },
) {
  const limit = query.limit;
  const { rows, total } = await groups.listGroups(deps.db, { search: query.search, ownerId: query.companyId }, query.page, limit);
  return { items: await groupRows(deps.db, rows), pagination: pagination(query.page, limit, total) };
}

export async function getGroup(deps: AppDeps, id: string): Promise<DeskGroupDetail> {
  const head = await groups.findGroup(deps.db, id);
  if (!head) throw new AppError('not_found');
  const [[row], members] = await Promise.all([groupRows(deps.db, [head]), groups.groupMembers(deps.db, [id])]);
  if (!row) throw new AppError('not_found');
  const contracts = await repo.contractsByIds(
    deps.db,
    members.map((m) => m.contractId),
  );
  return { ...row, contracts: await contractRows(deps.db, contracts) };
}

/** The set's owner (the company's parent, or the company) and its contracts, each of which must be that owner's (422). */
async function checkGroup(tx: Executor, body: DeskGroupBody) {
  const company = await repo.findCompany(tx, body.companyId);
  if (!company) throw AppError.field('companyId', COMPANY_DESK_MSG.companyUnknown, 'business_rule');
  const ownerId = company.parentId ?? company.id;
  const owner = ownerId === company.id ? company : await repo.findCompany(tx, ownerId);
  const ids = [...new Set(body.contractIds)];
  const owned = await groups.ownedContracts(tx, ownerId, ids);
  if (owned.length !== ids.length) throw AppError.field('contractIds', COMPANY_DESK_MSG.groupForeignContract, 'business_rule');
  return { ownerId, ownerName: owner?.name ?? '', ids, codes: owned.map((c) => c.code).sort() };
}

export async function createGroup(deps: AppDeps, actor: Actor, body: DeskGroupBody): Promise<DeskGroupDetail> {
  const id = await deps.db.transaction(async (tx) => {
    const { ownerId, ownerName, ids, codes } = await checkGroup(tx, body);
    const groupId = await groups.insertGroup(tx, { ownerId, name: body.name, createdBy: actor.userId }, ids);
    await audit.record(tx, actor, {
      objectType: 'contract_group',
      objectId: groupId,
      action: 'create',
      summary: `Tạo bộ hợp đồng "${body.name}" của ${ownerName} (${ids.length} hợp đồng)`,
      after: { name: body.name, company: ownerName, contracts: codes.join(', ') },
    });
    return groupId;
  });
  return getGroup(deps, id);
}

export async function updateGroup(deps: AppDeps, actor: Actor, id: string, body: DeskGroupBody): Promise<DeskGroupDetail> {
  await deps.db.transaction(async (tx) => {
    const current = await groups.findGroup(tx, id, { lock: true });
    if (!current) throw new AppError('not_found');
    const beforeCodes = (await groups.groupMembers(tx, [id])).map((m) => m.code).sort();
    const { ownerId, ownerName, ids, codes } = await checkGroup(tx, body);
    await groups.updateGroup(tx, id, { ownerId, name: body.name });
    await groups.setGroupContracts(tx, id, ids);
    await audit.record(tx, actor, {
      objectType: 'contract_group',
      objectId: id,
      action: 'update',
      summary: `Cập nhật bộ hợp đồng "${body.name}" của ${ownerName} (${ids.length} hợp đồng)`,
      before: { name: current.name, company: current.company.name, contracts: beforeCodes.join(', ') },
      after: { name: body.name, company: ownerName, contracts: codes.join(', ') },
    });
  });
  return getGroup(deps, id);
}

export async function deleteGroup(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await groups.findGroup(tx, id, { lock: true });
    if (!current) throw new AppError('not_found');
    const codes = (await groups.groupMembers(tx, [id])).map((m) => m.code).sort();
    await groups.deleteGroup(tx, id);
    await audit.record(tx, actor, {
      objectType: 'contract_group',
      objectId: id,
      action: 'delete',
      summary: `Xóa bộ hợp đồng "${current.name}" của ${current.company.name}`,
      before: { name: current.name, contracts: codes.join(', ') },
    });
  });
}

// ——— appointment requests ———

export async function listAppointments(
  deps: AppDeps,
  query: { page: number; limit: number; status?: ScheduleStatus | undefined; companyId?: string | undefined },
) {
  const limit = query.limit;
  const { items, total } = await repo.listAppointments(deps.db, query, query.page, limit);
  return {
    items: items.map((a) => ({ ...toAppointment(a), company: a.company, contractName: a.contractName })),
    pagination: pagination(query.page, limit, total),
  };
}

async function getAppointment(deps: AppDeps, id: string) {
  const a = await repo.findAppointment(deps.db, id);
  if (!a) throw new AppError('not_found');
  return { ...toAppointment(a), company: a.company, contractName: a.contractName };
}

/**
 * Answers a proposed exam day: confirmed as it is, or another day proposed (`counterDate`, not in
 * the past). Only a 'proposed' one can be answered (422). The parent company is e-mailed.
 */
export async function decideAppointment(
  deps: AppDeps,
  actor: Actor,
  id: string,
  decision: { status: 'confirmed'; reply: string } | { status: 'rescheduled'; counterDate: string; reply: string },
) {
  if (decision.status === 'rescheduled' && decision.counterDate < vietnamToday())
    throw AppError.field('counterDate', COMPANY_DESK_MSG.counterDatePast);
  await deps.db.transaction(async (tx) => {
    const current = await repo.lockAppointment(tx, id);
    const a = current && (await repo.findAppointment(tx, id));
    if (!current || !a) throw new AppError('not_found');
    if (current.status !== 'proposed') throw new AppError('business_rule', COMPANY_DESK_MSG.appointmentDecided);
    const counterDate = decision.status === 'rescheduled' ? decision.counterDate : null;
    await repo.decideAppointment(tx, id, { status: decision.status, counterDate, reply: decision.reply, decidedBy: actor.userId });
    const day = formatDate(a.date);
    const what =
      decision.status === 'confirmed'
        ? `xác nhận lịch khám ngày ${day}`
        : `đề xuất ngày khám ${formatDate(counterDate ?? '')} thay cho ngày ${day}`;
    await audit.record(tx, actor, {
      objectType: 'appointment_schedule',
      objectId: id,
      action: decision.status === 'confirmed' ? 'confirm' : 'reschedule',
      summary: `Hợp đồng ${a.contractCode} (${a.company.name}): ${what}`,
      before: { status: SCHEDULE_STATUS_LABELS.proposed, counterDate: null, reply: current.reply },
      after: {
        status: SCHEDULE_STATUS_LABELS[decision.status],
        counterDate: counterDate ? formatDate(counterDate) : null,
        reply: decision.reply,
      },
    });
    const to = await repo.contactOf(tx, a.ownerId);
    if (to)
      await notify(deps, tx, {
        partnerId: to.id,
        area: 'contracts',
        kind: 'appointment.decided',
        title: COMPANY_OUTGOING.appointmentDecidedSubject(a.contractCode),
        body: `${a.contractCode}: ${what}`,
        link: `/hop-dong/${encodeURIComponent(a.contractCode)}`,
        permission: 'contract.view',
        email: {
          to: to.email,
          subject: COMPANY_OUTGOING.appointmentDecidedSubject(a.contractCode),
          text:
            decision.status === 'confirmed'
              ? COMPANY_OUTGOING.appointmentConfirmedText(to.name, a.contractCode, day)
              : COMPANY_OUTGOING.appointmentRescheduledText(to.name, a.contractCode, formatDate(counterDate ?? ''), decision.reply),
        },
      });
  });
  return getAppointment(deps, id);
}
