import {
  BID_POST_STATUS,
  CREATED_BY,
  type DeskClarificationFields,
  type DeskRequest,
  FINAL_SUBMIT_STATUSES,
  HISTORY_ACTION,
  lookupName,
  type PartyRequestBody,
  REQUEST_STATUS,
  REQUEST_TYPE,
  SUBMIT_STATUS,
  TENDER_DESK_MSG,
  TENDER_OUTGOING,
} from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AcceptedUpload } from '../../lib/multipart.ts';
import * as audit from '../audit/audit-service.ts';
import * as posts from './bid-post-repository.ts';
import * as repo from './desk-repository.ts';
import * as submissions from './submission-repository.ts';
import { sealing } from './desk-sealing.ts';
import { lockSubmissionAndPost } from './tender-rules.ts';
import { fileRef, performer, tellProvider } from './desk-shared.ts';
import * as history from './history-service.ts';
import * as requests from './request-repository.ts';
import { repliesAndFiles, writeReply, writeRequest } from './request-service.ts';

/**
 * The tender desk's requests: meeting and additional-document requests to a provider, the answers
 * to its clarifications, and clarifications recorded on its behalf. They are written through the
 * area's request service, the one writer of requests, replies and their files.
 */

/** The desk's files belong to no partner. */
const deskFiles = (uploads: AcceptedUpload[]) => ({ partnerId: null, uploads });

/** The requests of one post (or one of its submissions), through the sealing rule of that post. */
export async function listRequestsOf(
  db: Executor,
  where: { postId?: number; submissionId?: string; type?: number | undefined },
  view: ReturnType<typeof sealing>,
): Promise<DeskRequest[]> {
  const rows = await repo.requestsOf(db, where);
  const partsOf = await repliesAndFiles(
    db,
    rows.map((r) => r.request.id),
    (f) => fileRef(f.fileId, f.name),
  );
  const full: DeskRequest[] = rows.map(({ request: r, providerName }) => ({
    id: r.id,
    type: r.type,
    submissionId: r.submissionId,
    providerName,
    createdByType: r.createdByType,
    title: r.title,
    content: r.content,
    dateRequest: r.dateRequest,
    dateMeet: r.dateMeet?.toISOString() ?? null,
    dateRequired: r.dateRequired,
    address: r.address,
    nameContact: r.nameContact,
    phoneContact: r.phoneContact,
    note: r.note,
    additional: r.additional ?? [],
    status: r.status,
    creationTime: r.createdAt.toISOString(),
    ...partsOf(r.id),
    sealed: false,
  }));
  return full.map(view.request);
}

export async function listRequests(
  deps: AppDeps,
  postId: number,
  type: number | undefined,
  now: Date = new Date(),
): Promise<{ items: DeskRequest[] }> {
  const found = await posts.findPost(deps.db, postId);
  if (!found) throw new AppError('not_found');
  return { items: await listRequestsOf(deps.db, { postId, type }, sealing(found.post.closeDate, now)) };
}

/** One request of a submission as the desk shows it, read back after a write. */
async function requestAsShown(tx: Executor, submissionId: string, requestId: string, closeDate: Date): Promise<DeskRequest> {
  const [found] = (await listRequestsOf(tx, { submissionId }, sealing(closeDate))).filter((r) => r.id === requestId);
  if (!found) throw new Error('request not found after its write');
  return found;
}

/** A meeting or additional-document request to one submission; its status follows (RequestMeet / RequestUpdate). */
export async function sendPartyRequest(deps: AppDeps, actor: Actor, submissionId: string, body: PartyRequestBody): Promise<DeskRequest> {
  return deps.db.transaction(async (tx) => {
    const { row, post } = await lockSubmissionAndPost(tx, submissionId);
    const locked = row.submission;
    if (FINAL_SUBMIT_STATUSES.includes(locked.status)) throw new AppError('business_rule', TENDER_DESK_MSG.finalStatus);
    if (post.status !== BID_POST_STATUS.Open && post.status !== BID_POST_STATUS.Review)
      throw new AppError('business_rule', TENDER_DESK_MSG.postNotActive);
    const kind = lookupName('requestType', body.type);
    const request = await writeRequest(tx, {
      submissionId,
      bidPostId: post.id,
      partnerId: locked.partnerId,
      type: body.type,
      createdByType: CREATED_BY.Cms,
      createdBy: actor.userId,
      title: kind,
      content: body.content,
      ...(body.type === REQUEST_TYPE.Meet
        ? {
            dateMeet: new Date(body.dateMeet),
            address: body.address,
            nameContact: body.nameContact,
            phoneContact: body.phoneContact,
            note: body.note || null,
          }
        : { dateRequired: body.dateRequired, additional: body.additional }),
    });
    const status = body.type === REQUEST_TYPE.Meet ? SUBMIT_STATUS.RequestMeet : SUBMIT_STATUS.RequestUpdate;
    const before = lookupName('bdSubmitStatus', locked.status);
    const after = lookupName('bdSubmitStatus', status);
    if (locked.status !== status) await repo.setSubmissionStatus(tx, submissionId, status);
    await history.record(tx, [
      {
        submissionId,
        action: HISTORY_ACTION.Update,
        subject: 'request',
        performer: performer(actor),
        content: {
          request: kind,
          ...(locked.status !== status ? { status: [before, after] } : {}),
          ...(body.type === REQUEST_TYPE.Meet
            ? { dateMeet: body.dateMeet, address: body.address }
            : { dateRequired: body.dateRequired, additional: body.additional.map((c) => lookupName('requestAdditional', c)) }),
        },
      },
    ]);
    await audit.record(tx, actor, {
      objectType: 'bid_request',
      objectId: request.id,
      action: 'create',
      summary: `${post.name}: ${row.provider.name} — ${kind}`,
      after: { type: kind, content: body.content, status: after },
    });
    await tellProvider(deps, tx, row.provider, {
      kind: body.type === REQUEST_TYPE.Meet ? 'bid.meet-request' : 'bid.document-request',
      subject: body.type === REQUEST_TYPE.Meet ? TENDER_OUTGOING.meetRequestSubject : TENDER_OUTGOING.additionalRequestSubject,
      text: TENDER_OUTGOING.partyRequestText(row.provider.name, kind, post.name),
      summary: `${post.name}: ${kind}`,
      postId: post.id,
      tab: 'request',
    });
    return requestAsShown(tx, submissionId, request.id, post.closeDate);
  });
}

/** Answers a provider's clarification request: a CMS reply (text and files); the request is Answered and locks for the provider. */
export async function replyToRequest(
  deps: AppDeps,
  actor: Actor,
  requestId: string,
  content: string,
  uploads: AcceptedUpload[],
): Promise<DeskRequest> {
  const answered = await deps.db.transaction(async (tx) => {
    const request = await repo.lockRequest(tx, requestId);
    if (!request) throw new AppError('not_found');
    if (request.type !== REQUEST_TYPE.Clarify) throw new AppError('business_rule', TENDER_DESK_MSG.onlyClarifyAnswered);
    if (request.status === REQUEST_STATUS.Answered || (await requests.hasReply(tx, requestId)))
      throw new AppError('business_rule', TENDER_DESK_MSG.alreadyReplied);
    await writeReply(tx, { requestId, createdByType: CREATED_BY.Cms, createdBy: actor.userId, content }, deskFiles(uploads));
    const row = await submissions.findSubmission(tx, request.submissionId);
    const post = await posts.findPost(tx, request.bidPostId);
    if (!row || !post) throw new AppError('not_found');
    await audit.record(tx, actor, {
      objectType: 'bid_request',
      objectId: requestId,
      action: 'reply',
      summary: `${post.post.name}: ${row.provider.name} — ${request.title}`,
      before: { status: lookupName('requestStatus', request.status) },
      after: { status: lookupName('requestStatus', REQUEST_STATUS.Answered), reply: content, files: uploads.map((u) => u.name) },
    });
    // A clarification recorded by the desk is hidden from the provider: nothing to tell.
    if (request.createdByType === CREATED_BY.Partner)
      await tellProvider(deps, tx, row.provider, {
        kind: 'bid.request-answered',
        subject: TENDER_OUTGOING.requestAnsweredSubject,
        text: TENDER_OUTGOING.requestAnsweredText(row.provider.name, request.title, post.post.name),
        summary: `${post.post.name}: ${request.title}`,
        postId: post.post.id,
        tab: 'request',
      });
    return requestAsShown(tx, request.submissionId, requestId, post.post.closeDate);
  });
  for (const u of uploads) await deps.storage.promote(u.id);
  return answered;
}

/** Records a clarification on the provider's behalf ('CMS', never shown to the provider). */
export async function recordClarification(
  deps: AppDeps,
  actor: Actor,
  submissionId: string,
  fields: DeskClarificationFields,
  uploads: AcceptedUpload[],
): Promise<DeskRequest> {
  const recorded = await deps.db.transaction(async (tx) => {
    const row = await submissions.findSubmission(tx, submissionId);
    if (!row) throw new AppError('not_found');
    const post = await posts.lockPost(tx, row.submission.bidPostId);
    if (!post) throw new AppError('not_found');
    if (post.status !== BID_POST_STATUS.Open && post.status !== BID_POST_STATUS.Review)
      throw new AppError('business_rule', TENDER_DESK_MSG.postNotActive);
    const request = await writeRequest(
      tx,
      {
        submissionId,
        bidPostId: post.id,
        partnerId: row.submission.partnerId,
        type: REQUEST_TYPE.Clarify,
        createdByType: CREATED_BY.Cms,
        createdBy: actor.userId,
        title: fields.title,
        content: fields.content,
        dateRequest: fields.dateRequest,
      },
      deskFiles(uploads),
    );
    await audit.record(tx, actor, {
      objectType: 'bid_request',
      objectId: request.id,
      action: 'create',
      summary: `${post.name}: ${row.provider.name} — ${fields.title}`,
      after: {
        type: lookupName('requestType', REQUEST_TYPE.Clarify),
        title: fields.title,
        content: fields.content,
        files: uploads.map((u) => u.name),
      },
    });
    return requestAsShown(tx, submissionId, request.id, post.closeDate);
  });
  for (const u of uploads) await deps.storage.promote(u.id);
  return recorded;
}
