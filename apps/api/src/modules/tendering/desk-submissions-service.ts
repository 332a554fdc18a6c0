import {
  BID_POST_STATUS,
  type DeskPostDetail,
  type DeskSubmission,
  type DeskSubmissionDetail,
  type DeskSubmissionList,
  FINAL_SUBMIT_STATUSES,
  lookupName,
  SUBMIT_STATUS,
  TENDER_DESK_MSG,
  TENDER_OUTGOING,
} from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import * as audit from '../audit/audit-service.ts';
import { getPost } from './desk-posts-service.ts';
import * as posts from './bid-post-repository.ts';
import * as repo from './desk-repository.ts';
import * as submissions from './submission-repository.ts';
import { listRequestsOf } from './desk-requests-service.ts';
import { sealing } from './desk-sealing.ts';
import { lockSubmissionAndPost } from './tender-rules.ts';
import { fileRef, moveSubmission, type SubmissionJoin, tellProvider } from './desk-shared.ts';

/** The tender desk's submissions: side by side, one in detail, moved through status, decided by the results. */

/** The desk's submissions, through the sealing rule of their post. */
async function toSubmissions(db: Executor, rows: SubmissionJoin[], view: ReturnType<typeof sealing>): Promise<DeskSubmission[]> {
  const { fileRows, progress, values } = view.sealed
    ? { fileRows: [], progress: [], values: [] }
    : await repo.submissionParts(
        db,
        rows.map((r) => r.submission.id),
      );
  const full: DeskSubmission[] = rows.map(({ submission: s, provider }) => ({
    id: s.id,
    bidPostId: s.bidPostId,
    provider: { id: provider.id, code: provider.code, name: provider.name },
    status: s.status,
    name: s.name,
    taxCode: s.taxCode,
    representative: s.representative,
    price: s.price,
    discount: s.discount,
    shippingMethod: s.shippingMethod,
    contactName: s.contactName,
    contactPhone: s.contactPhone,
    contactEmail: s.contactEmail,
    contactPosition: s.contactPosition,
    note: s.note,
    files: fileRows.filter((f) => f.submissionId === s.id).map((f) => fileRef(f.fileId, f.name)),
    progress: progress
      .filter((p) => p.submissionId === s.id)
      .map((p) => ({ id: p.id, name: p.name, content: p.content, progressType: p.progressType, status: p.status, date: p.date })),
    customValues: values
      .filter((v) => v.submissionId === s.id)
      .map((v) => ({
        infoId: v.infoId,
        content: v.content,
        file: v.fileId ? fileRef(v.fileId, v.fileName ?? 'tep') : null,
      })),
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  }));
  return full.map(view.submission);
}

const infoItems = (infos: repo.InfoRow[]) => infos.map((i) => ({ id: i.id, name: i.name, isRequired: i.isRequired, type: i.type }));

/** Every submission of a post, side by side; sealed until the close date. */
export async function listSubmissions(deps: AppDeps, postId: number, now: Date = new Date()): Promise<DeskSubmissionList> {
  const found = await posts.findPost(deps.db, postId);
  if (!found) throw new AppError('not_found');
  const view = sealing(found.post.closeDate, now);
  const [rows, infos] = await Promise.all([repo.submissionsOfPost(deps.db, postId), repo.postInfos(deps.db, postId)]);
  return {
    sealed: view.sealed,
    closeDate: found.post.closeDate.toISOString(),
    informations: infoItems(infos),
    items: await toSubmissions(deps.db, rows, view),
  };
}

export async function getSubmission(deps: AppDeps, id: string, now: Date = new Date()): Promise<DeskSubmissionDetail> {
  const row = await submissions.findSubmission(deps.db, id);
  if (!row) throw new AppError('not_found');
  const found = await posts.findPost(deps.db, row.submission.bidPostId);
  if (!found) throw new AppError('not_found');
  const view = sealing(found.post.closeDate, now);
  const infos = await repo.postInfos(deps.db, found.post.id);
  const [submission] = await toSubmissions(deps.db, [row], view);
  if (!submission) throw new AppError('not_found');
  return {
    sealed: view.sealed,
    closeDate: found.post.closeDate.toISOString(),
    bidPostName: found.post.name,
    submission,
    informations: infoItems(infos),
    requests: await listRequestsOf(deps.db, { submissionId: id }, view),
  };
}

/** Moves one submission to a status; Approve and Reject are final. History, audit and an e-mail go with it. */
export async function setSubmissionStatus(deps: AppDeps, actor: Actor, id: string, status: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { row, post } = await lockSubmissionAndPost(tx, id);
    if (FINAL_SUBMIT_STATUSES.includes(row.submission.status)) throw new AppError('business_rule', TENDER_DESK_MSG.finalStatus);
    if (row.submission.status === status) throw new AppError('business_rule', TENDER_DESK_MSG.sameStatus);
    await changeStatus(deps, tx, actor, row, post, status);
  });
}

async function changeStatus(deps: AppDeps, tx: Executor, actor: Actor, row: SubmissionJoin, post: repo.PostRow, status: number) {
  const { before, after } = await moveSubmission(tx, actor, row.submission.id, row.submission.status, status);
  await audit.record(tx, actor, {
    objectType: 'bid_submission',
    objectId: row.submission.id,
    action: 'status',
    summary: `${post.name}: ${row.provider.name}`,
    before: { status: before },
    after: { status: after },
  });
  await tellProvider(deps, tx, row.provider, {
    kind: 'bid.status',
    subject: TENDER_OUTGOING.statusChangedSubject,
    text: TENDER_OUTGOING.statusChangedText(row.provider.name, post.name, after),
    summary: `${post.name}: ${after}`,
    postId: post.id,
    tab: 'submit',
  });
}

/**
 * Publishes the results of a post in Review: the chosen submissions win (Approve), every other one
 * not already decided loses (Reject), the post closes. One e-mail per provider.
 */
export async function publishResults(deps: AppDeps, actor: Actor, postId: number, winnerIds: string[]): Promise<DeskPostDetail> {
  return deps.db.transaction(async (tx) => {
    const post = await posts.lockPost(tx, postId);
    if (!post) throw new AppError('not_found');
    if (post.status !== BID_POST_STATUS.Review) throw new AppError('business_rule', TENDER_DESK_MSG.resultsNeedReview);
    const locked = await repo.lockSubmissionsOfPost(tx, postId);
    const winners = new Set(winnerIds);
    const ids = new Set(locked.map((s) => s.id));
    if ([...winners].some((w) => !ids.has(w))) throw AppError.field('winnerIds', TENDER_DESK_MSG.winnerNotOfPost);
    for (const s of locked)
      if (winners.has(s.id) && s.status === SUBMIT_STATUS.Reject) throw new AppError('business_rule', TENDER_DESK_MSG.finalStatus);
    const rows = await repo.submissionsOfPost(tx, postId);
    for (const row of rows) {
      const won = winners.has(row.submission.id);
      const status = won ? SUBMIT_STATUS.Approve : SUBMIT_STATUS.Reject;
      if (row.submission.status !== status && !FINAL_SUBMIT_STATUSES.includes(row.submission.status))
        await moveSubmission(tx, actor, row.submission.id, row.submission.status, status);
      await tellProvider(deps, tx, row.provider, {
        kind: 'bid.result',
        subject: TENDER_OUTGOING.resultsSubject,
        text: TENDER_OUTGOING.resultsText(row.provider.name, post.name, won),
        summary: `${post.name}: ${won ? 'Trúng thầu' : 'Không trúng thầu'}`,
        postId: post.id,
      });
    }
    await repo.updatePost(tx, postId, { status: BID_POST_STATUS.Close, resultsPublishedAt: new Date() });
    await audit.record(tx, actor, {
      objectType: 'bid_post',
      objectId: String(postId),
      action: 'publish_results',
      summary: post.name,
      before: { status: lookupName('status', post.status) },
      after: {
        status: lookupName('status', BID_POST_STATUS.Close),
        winners: rows.filter((r) => winners.has(r.submission.id)).map((r) => r.provider.name),
      },
    });
    return getPost(deps, postId, tx);
  });
}
