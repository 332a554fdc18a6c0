import type { HistoryListQuery, HistoryRow } from '@portal/contract';
import type { AppDeps } from '../../deps.ts';
import type { PartnerAuth } from '../../lib/access.ts';
import * as repo from './history-query-repository.ts';
import { ownSubmission, vietnamDay } from './request-service.ts';
import { pagination } from '../../lib/pagination.ts';

/** The update history of the caller's submission (or all of its submissions), newest first. */
export async function listHistory(deps: AppDeps, auth: PartnerAuth, query: HistoryListQuery) {
  if (query.bidPostSubmitId) await ownSubmission(deps, auth, query.bidPostSubmitId);
  const filter: repo.HistoryFilter = {
    partnerId: auth.partnerId,
    submissionId: query.bidPostSubmitId,
    search: query.search,
    day: query.date ? vietnamDay(query.date) : undefined,
    type: query.type,
  };
  const [rows, total] = await Promise.all([
    repo.listHistory(deps.db, filter, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    repo.countHistory(deps.db, filter),
  ]);
  const items: HistoryRow[] = rows.map((r) => ({
    id: r.id,
    date: r.at.toISOString(),
    performer: r.performer,
    actionType: r.actionType,
    subject: r.subject,
    content: JSON.stringify(r.content),
  }));
  return { items, pagination: pagination(query.page, query.limit, total) };
}
