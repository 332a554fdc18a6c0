import {
  COMPANY_MSG,
  CONTRACT_GROUP_SORTING_LABELS,
  CONTRACT_GROUP_SORTINGS,
  CONTRACT_GROUP_STATUS_LABELS,
  CONTRACT_GROUP_STATUSES,
  type CompanyContractList,
  type CompanyContractListQuery,
  type ContractGroupCreateBody,
  type ContractGroupDetail,
  type ContractGroupList,
  type ContractGroupListQuery,
  type ContractGroupRow,
  type ContractGroupStatus,
} from '@portal/contract';
import type { AppDeps } from '../../deps.ts';
import type { PartnerAuth } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { pagination } from '../../lib/pagination.ts';
import * as contracts from './companies-service.ts';
import * as companiesRepo from './companies-repository.ts';
import * as repo from './contract-groups-repository.ts';
import { examCounts, progressOf, rosterSize, sumCounts } from './exam-progress.ts';

/*
 * A company's contract sets (spec 3 §2 "Contract-set detail"): a named set of its contracts, with
 * the progress of all their rosters together (the sum of their counts, through exam-progress.ts).
 */

const OPEN = (status: string) => status !== 'completed' && status !== 'declined';

type Member = { groupId: string; contractId: string; status: string };

/**
 * The figures of each set, the company's and the desk's alike: members, contracts done and under
 * way, the summed roster and its progress; one read of the counts for all the sets' contracts.
 */
export async function setFigures(deps: Pick<AppDeps, 'db'>, groupIds: readonly string[], members: readonly Member[]) {
  const countRows = await companiesRepo.countsOf(deps.db, [...new Set(members.map((m) => m.contractId))]);
  return new Map(
    groupIds.map((id) => {
      const mine = members.filter((m) => m.groupId === id);
      const counts = sumCounts(mine.map((m) => examCounts(countRows.filter((r) => r.contractId === m.contractId))));
      const status: ContractGroupStatus = mine.some((m) => OPEN(m.status)) ? 'in_progress' : 'completed';
      return [
        id,
        {
          status,
          statusName: CONTRACT_GROUP_STATUS_LABELS[status],
          contractCount: mine.length,
          completedContracts: mine.filter((m) => m.status === 'completed').length,
          inProgressContracts: mine.filter((m) => m.status === 'in_progress').length,
          numberEmployees: rosterSize(counts),
          progress: progressOf(counts),
        },
      ] as const;
    }),
  );
}

/** Rows of these sets: members, per-status numbers and summed progress, in two reads for the page. */
async function groupRows(deps: AppDeps, groups: repo.GroupRow[]): Promise<ContractGroupRow[]> {
  const ids = groups.map((g) => g.id);
  const figures = await setFigures(deps, ids, await repo.groupMembers(deps.db, ids));
  return groups.map((g) => ({ id: g.id, name: g.name, ...figures.get(g.id)!, createdAt: g.createdAt.toISOString() }));
}

export async function listGroups(deps: AppDeps, auth: PartnerAuth, query: ContractGroupListQuery): Promise<ContractGroupList> {
  const limit = query.limit;
  const { rows, total } = await repo.listGroups(deps.db, { ...query, ownerId: auth.partnerId }, query.page, limit);
  return { items: await groupRows(deps, rows), pagination: pagination(query.page, limit, total) };
}

export function groupOptionFields() {
  return {
    status: CONTRACT_GROUP_STATUSES.map((value) => ({ value, label: CONTRACT_GROUP_STATUS_LABELS[value] })),
    sorting: CONTRACT_GROUP_SORTINGS.map((value) => ({ value, label: CONTRACT_GROUP_SORTING_LABELS[value] })),
  };
}

export async function getGroup(deps: AppDeps, id: string): Promise<ContractGroupDetail> {
  const group = await repo.findGroup(deps.db, id);
  if (!group) throw new AppError('not_found');
  const [row] = await groupRows(deps, [group]);
  if (!row) throw new AppError('not_found');
  return row;
}

/** POST contract-group/create: every contract must be the caller's (another's is 404, SPEC-NOTES 9). */
export async function createGroup(deps: AppDeps, auth: PartnerAuth, body: ContractGroupCreateBody): Promise<ContractGroupDetail> {
  const ids = [...new Set(body.contractIds)];
  const group = await deps.db.transaction(async (tx) => {
    const owned = await repo.ownedContracts(tx, auth.partnerId, ids);
    if (owned.length !== ids.length)
      throw new AppError('not_found', COMPANY_MSG.contractNotFound, { contractIds: [COMPANY_MSG.contractNotFound] });
    return repo.insertGroup(tx, { ownerId: auth.partnerId, name: body.name, createdBy: auth.userId }, ids);
  });
  return getGroup(deps, group);
}

/** GET contract-group/detail/{id}/contracts: the set's contracts, with the contract list's filters and rows. */
export const groupContracts = (
  deps: AppDeps,
  auth: PartnerAuth,
  id: string,
  query: CompanyContractListQuery,
): Promise<CompanyContractList> => contracts.listContracts(deps, auth, query, id);

export const groupOwner = (deps: AppDeps, id: string) => repo.groupOwner(deps.db, id);
