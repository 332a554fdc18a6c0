import type { DebtEvent, DebtEventActor, DebtEventKind, DebtEventSubject, DebtTimeline, DebtTimelineQuery } from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { PartnerAuth } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { pagination } from '../../lib/pagination.ts';
import * as repo from './timeline-repository.ts';

/*
 * One collaborator's money as one timeline: letters, reports, answers, extensions, reminders and
 * payments. Each part of the debts area records its event here, in the transaction of its change,
 * so the timeline never shows what did not happen (nor misses what did).
 */

export type DebtEventInput = {
  partnerId: string;
  kind: DebtEventKind;
  subject: DebtEventSubject;
  subjectId: string;
  summary: string;
  amount?: number | null;
  actor: DebtEventActor;
  /** The account that acted: the operator or the partner's user (none for the queue). */
  userId?: string | null;
  at?: Date;
};

/** Records one event in the caller's transaction. */
export async function recordDebtEvent(tx: Executor, e: DebtEventInput): Promise<void> {
  await repo.insertEvent(tx, {
    partnerId: e.partnerId,
    kind: e.kind,
    subject: e.subject,
    subjectId: e.subjectId,
    summary: e.summary,
    amount: e.amount ?? null,
    actor: e.actor,
    userId: e.userId ?? null,
    ...(e.at ? { at: e.at } : {}),
  });
}

const toEvent = (r: repo.DebtEventRow): DebtEvent => ({
  id: r.id,
  kind: r.kind as DebtEventKind,
  subject: r.subject as DebtEventSubject,
  subjectId: r.subjectId,
  summary: r.summary,
  amount: r.amount,
  actor: r.actor as DebtEventActor,
  at: r.at.toISOString(),
});

async function timelineOf(deps: AppDeps, partnerId: string, q: DebtTimelineQuery): Promise<DebtTimeline> {
  const { rows, total } = await repo.listEvents(deps.db, { partnerId, subject: q.subject }, q.page, q.limit);
  return { items: rows.map(toEvent), pagination: pagination(q.page, q.limit, total) };
}

/** The signed-in collaborator's own timeline (its owner comes from the token, never from the client). */
export const partnerTimeline = (deps: AppDeps, auth: PartnerAuth, q: DebtTimelineQuery) => timelineOf(deps, auth.partnerId, q);

/** The accountant's view of one collaborator's timeline; anything but a collaborator is 404. */
export async function deskTimeline(deps: AppDeps, partnerId: string, q: DebtTimelineQuery): Promise<DebtTimeline> {
  if (!(await repo.isCollaborator(deps.db, partnerId))) throw new AppError('not_found');
  return timelineOf(deps, partnerId, q);
}
