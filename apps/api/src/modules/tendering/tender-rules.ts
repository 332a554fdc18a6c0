import { BID_POST_STATUS, FINAL_SUBMIT_STATUSES, MSG, SUBMIT_STATUS, TENDER_MSG } from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import type { PartnerAuth } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { HistoryEntry } from './history-service.ts';
import * as posts from './bid-post-repository.ts';
import * as repo from './submission-repository.ts';

/** The rules every provider change of a submission shares (spec 2 §4.1, §4.2; SPEC-NOTES 19). */

type PostState = { status: number; closeDate: Date };

/** A post takes new submissions and changes while Open and before its close date. */
export function assertOpen(post: PostState, now = new Date()): void {
  if (post.status !== BID_POST_STATUS.Open) throw new AppError('business_rule', TENDER_MSG.notOpen);
  if (post.closeDate.getTime() <= now.getTime()) throw new AppError('business_rule', TENDER_MSG.closed);
}

/**
 * A submission may change unless it has its result; while the post is Open and before close, or
 * whenever the inviting party has asked for more documents (RequestUpdate).
 */
export function assertEditable(submission: { status: number }, post: PostState, now = new Date()): void {
  if (FINAL_SUBMIT_STATUSES.includes(submission.status)) throw new AppError('business_rule', TENDER_MSG.finalStatus);
  if (submission.status === SUBMIT_STATUS.RequestUpdate) return;
  assertOpen(post, now);
}

/** Who the history names: the partner's name for its main account, the user name for a sub-user. */
export async function performerOf(db: Executor, auth: PartnerAuth) {
  const row = await repo.findPerformer(db, auth.userId);
  if (!row) throw new AppError('not_found', MSG.notFound);
  const performer: HistoryEntry['performer'] = { userId: auth.userId, name: row.isSubUser ? row.username : row.partnerName };
  return { performer, partner: row };
}

/**
 * Locks a submission's post, then the submission (the order publishing the results takes too, so a
 * desk call and a provider's edit never wait on each other), and reads the submission with its
 * provider once locked.
 */
export async function lockSubmissionAndPost(tx: Executor, id: string) {
  const found = await repo.findSubmission(tx, id);
  if (!found) throw new AppError('not_found');
  const post = await posts.lockPost(tx, found.submission.bidPostId);
  const row = post && (await repo.findSubmission(tx, id, { lock: true }));
  if (!post || !row) throw new AppError('not_found');
  return { row, post };
}
