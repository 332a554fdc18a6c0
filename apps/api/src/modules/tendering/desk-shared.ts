import {
  type BidFile,
  HISTORY_ACTION,
  lookupName,
  type NotificationKind,
  pathOf,
  TENDER_DESK_MSG,
  tenderDeskEndpoints,
} from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { notify } from '../notifications/notifications-service.ts';
import * as repo from './desk-repository.ts';
import type * as submissions from './submission-repository.ts';
import { isSealedFile } from './desk-sealing.ts';
import * as history from './history-service.ts';

/** What the tender desk's services share: links, e-mails, the submission lock and status moves. */

export const fileRef = (fileId: string, name: string): BidFile => ({
  id: fileId,
  name,
  fullPath: pathOf(tenderDeskEndpoints.file, { id: fileId }),
});
export const performer = (actor: Actor) => ({ userId: actor.userId, name: actor.username });
/** A bid's page (and tab) inside the portal: the notification's link, and its e-mail's button. */
export const bidPath = (postId: number, tab?: string) => `/thau/${postId}${tab ? `?tab=${tab}` : ''}`;

export type SubmissionJoin = NonNullable<Awaited<ReturnType<typeof submissions.findSubmission>>>;

export type ProviderNews = {
  kind: NotificationKind;
  /** The e-mail's subject, also the notification's title. */
  subject: string;
  /** The e-mail's text. */
  text: string;
  /** The notification's one line. */
  summary: string;
  postId: number;
  tab?: string;
};

/**
 * Tells a provider about its bid through the notification system, in the caller's transaction:
 * its inbox and devices (staff whose role can see bids), and the e-mail.
 */
export async function tellProvider(deps: AppDeps, tx: Executor, provider: { id: string; email: string }, news: ProviderNews) {
  await notify(deps, tx, {
    partnerId: provider.id,
    area: 'tendering',
    kind: news.kind,
    title: news.subject,
    body: news.summary,
    link: bidPath(news.postId, news.tab),
    permission: 'bid.view',
    email: { to: provider.email, subject: news.subject, text: news.text },
  });
}

/** Moves a submission to a status with its history entry; answers the two status names. */
export async function moveSubmission(tx: Executor, actor: Actor, submissionId: string, from: number, to: number) {
  const before = lookupName('bdSubmitStatus', from);
  const after = lookupName('bdSubmitStatus', to);
  await repo.setSubmissionStatus(tx, submissionId, to);
  await history.record(tx, [
    {
      submissionId,
      action: HISTORY_ACTION.Update,
      subject: 'status',
      performer: performer(actor),
      content: { status: [before, after] },
    },
  ]);
  return { before, after };
}

/** A tendering file for the operator; a submission's or a provider's request file is refused while its post is sealed. */
export async function getFile(deps: AppDeps, fileId: string, now: Date = new Date()) {
  const found = await repo.findTenderFile(deps.db, fileId);
  if (!found) throw new AppError('not_found');
  if (isSealedFile(found, now)) throw new AppError('forbidden', TENDER_DESK_MSG.sealed);
  return { id: found.file.id, originalName: found.file.originalName, mime: found.file.mime, size: found.file.size };
}
