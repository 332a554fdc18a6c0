import { LIMITS, MSG, type PartnerList, type PartnerListQuery, type PartnerType } from '@portal/contract';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './partners-repository.ts';

/** One page of partners for the operator, newest first; the limit is capped (API-CONVENTIONS). */
export async function listPartners(deps: AppDeps, query: PartnerListQuery): Promise<PartnerList> {
  const limit = Math.min(query.limit, LIMITS.listLimitCap);
  const { items, total } = await repo.listPartners(deps.db, query, query.page, limit);
  return {
    // Partners share the account_type enum with operators, but a partner row is never 'operator'.
    items: items.map((i) => ({ ...i, type: i.type as PartnerType, createdAt: i.createdAt.toISOString() })),
    pagination: { page: query.page, limit, count: total, totalCount: total },
  };
}

/**
 * Approves a registration waiting for the operator: the account and its partner become active.
 * By partner id (the console) or by login name (`npm run admin -- approve`).
 */
export async function approve(deps: AppDeps, by: { partnerId: string } | { username: string }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const user = await repo.lockMainAccount(tx, by);
    if (!user) throw new AppError('not_found');
    if (user.status === 'active') throw new AppError('business_rule', MSG.accountAlreadyActive);
    await repo.activate(tx, user.id, user.partnerId);
  });
}
