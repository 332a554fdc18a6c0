import {
  BID_POST_STATUS,
  type BidFile,
  CREATED_BY,
  FINAL_SUBMIT_STATUSES,
  HISTORY_ACTION,
  lookupName,
  MSG,
  type PartyRequest,
  pathOf,
  REPLY_STATUS,
  REQUEST_FILE_FIELD,
  REQUEST_STATUS,
  REQUEST_TYPE,
  type ReplyFields,
  type RequestFields,
  type RequestListQuery,
  type RequestRow,
  TENDER_MSG,
  tenderingProviderEndpoints,
} from '@portal/contract';
import type { z } from 'zod';
import type { partyRequestQuerySchema } from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import { insertFileRows, type StoredUpload } from '../../db/files-repository.ts';
import type { AppDeps } from '../../deps.ts';
import type { PartnerAuth } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AcceptedUpload } from '../../lib/multipart.ts';
import { changedFields, record } from './history-service.ts';
import * as posts from './bid-post-repository.ts';
import * as repo from './request-repository.ts';
import { performerOf } from './tender-rules.ts';
import { pagination } from '../../lib/pagination.ts';

const REQUEST_PURPOSE = 'bid_request';

/** Files sent with a request or a reply: the provider's (its partner owns them) or the desk's (no partner). */
export type RequestFiles = { partnerId: string | null; uploads: readonly StoredUpload[] };

const NO_FILES: RequestFiles = { partnerId: null, uploads: [] };

/** Records accepted uploads (their `files` rows) and links them to a request, or to one of its replies. */
async function attachFiles(tx: Executor, requestId: string, replyId: string | null, { partnerId, uploads }: RequestFiles) {
  await insertFileRows(tx, { purpose: REQUEST_PURPOSE, partnerId }, uploads);
  await repo.insertRequestFiles(
    tx,
    uploads.map((u) => ({ requestId, replyId, fileId: u.id, name: u.name })),
  );
}

/**
 * The one writer of requests: a provider's clarification, the desk's meeting or additional-document
 * request, or a clarification the desk records; with its files, in the caller's transaction.
 */
export async function writeRequest(tx: Executor, values: repo.NewRequest, files: RequestFiles = NO_FILES): Promise<repo.RequestRowDb> {
  const row = await repo.insertRequest(tx, values);
  await attachFiles(tx, row.id, null, files);
  return row;
}

/** The one writer of replies (the provider's to the desk's requests, the desk's to clarifications): the request becomes Answered. */
export async function writeReply(tx: Executor, values: repo.NewReply, files: RequestFiles) {
  const reply = await repo.insertReply(tx, values);
  await attachFiles(tx, values.requestId, reply.id, files);
  await repo.updateRequest(tx, values.requestId, { status: REQUEST_STATUS.Answered });
  return reply;
}

/** A calendar day in Vietnam (UTC+7, no daylight saving) as [start, end). */
export function vietnamDay(date: string): [Date, Date] {
  const iso = /^\d{2}-\d{2}-\d{4}$/.test(date) ? date.split('-').reverse().join('-') : date;
  const start = new Date(`${iso}T00:00:00+07:00`);
  if (Number.isNaN(start.getTime())) throw AppError.field('date', MSG.badRequest);
  return [start, new Date(start.getTime() + 86_400_000)];
}

/** The caller's submission (another provider's, or none: 404). */
export async function ownSubmission(deps: AppDeps, auth: PartnerAuth, submissionId: string) {
  const sub = await repo.findSubmissionState(deps.db, submissionId);
  if (!sub || sub.partnerId !== auth.partnerId) throw new AppError('not_found');
  return sub;
}

type Loaded = Awaited<ReturnType<typeof repo.listRequests>>[number];

/**
 * The replies and files of these requests, one reading for the provider's lists and the desk's:
 * answers a function giving one request's files and replies, each file linked by `fileOf` (each
 * side downloads through its own path).
 */
export async function repliesAndFiles(db: Executor, requestIds: string[], fileOf: (f: { fileId: string; name: string }) => BidFile) {
  const [replies, requestFiles] = await Promise.all([repo.listReplies(db, requestIds), repo.listRequestFiles(db, requestIds)]);
  return (requestId: string) => ({
    files: requestFiles.filter((f) => f.requestId === requestId && !f.replyId).map(fileOf),
    replies: replies
      .filter((x) => x.requestId === requestId)
      .map((x) => ({
        id: x.id,
        content: x.content,
        replyStatus: x.replyStatus,
        createdByType: x.createdByType,
        creationTime: x.createdAt.toISOString(),
        files: requestFiles.filter((f) => f.replyId === x.id).map(fileOf),
      })),
  });
}

const providerFile = (f: { fileId: string; name: string }): BidFile => ({
  id: f.fileId,
  name: f.name,
  fullPath: pathOf(tenderingProviderEndpoints.requestFile, { id: f.fileId }),
});

async function withRepliesAndFiles(deps: AppDeps, rows: Loaded[]) {
  const partsOf = await repliesAndFiles(
    deps.db,
    rows.map((r) => r.request.id),
    providerFile,
  );
  return rows.map((r) => ({ row: r, ...partsOf(r.request.id) }));
}

/** A request's files and replies from the JSON its list row carries (the same shape `repliesAndFiles` gives). */
function partsFromJson(replies: repo.ReplyJson[], requestFiles: repo.RequestFileJson[]) {
  return {
    files: requestFiles.filter((f) => !f.replyId).map(providerFile),
    replies: replies.map((x) => ({
      id: x.id,
      content: x.content,
      replyStatus: x.replyStatus,
      createdByType: x.createdByType,
      creationTime: new Date(x.createdAt).toISOString(),
      files: requestFiles.filter((f) => f.replyId === x.id).map(providerFile),
    })),
  };
}

/** The caller's clarification requests (type 0, written by the provider; CMS-written ones never shown). */
export async function listRequests(deps: AppDeps, auth: PartnerAuth, query: RequestListQuery) {
  if (query.bidPostSubmitId) await ownSubmission(deps, auth, query.bidPostSubmitId);
  const filter: repo.RequestFilter = {
    partnerId: auth.partnerId,
    submissionId: query.bidPostSubmitId,
    types: [REQUEST_TYPE.Clarify],
    partnerWrittenOnly: true,
    search: query.search,
    day: query.date ? vietnamDay(query.date) : undefined,
  };
  const { rows, total } = await repo.listRequestsWithParts(deps.db, filter, { limit: query.limit, offset: (query.page - 1) * query.limit });
  const items: RequestRow[] = rows.map((row) => ({
    id: row.request.id,
    bidPostSubmitId: row.request.submissionId,
    title: row.request.title,
    content: row.request.content,
    dateRequest: row.request.dateRequest,
    creationTime: row.request.createdAt.toISOString(),
    companyName: row.companyName,
    sender: row.sender ?? '',
    status: row.request.status,
    userTypeCreate: row.request.createdByType,
    ...partsFromJson(row.replies, row.files),
  }));
  return { items, pagination: pagination(query.page, query.limit, total) };
}

/** The inviting party's requests (meeting, additional documents) to the caller. */
export async function listPartyRequests(deps: AppDeps, auth: PartnerAuth, query: z.output<typeof partyRequestQuerySchema>) {
  if (query.bidPostSubmitId) await ownSubmission(deps, auth, query.bidPostSubmitId);
  const filter: repo.RequestFilter = {
    partnerId: auth.partnerId,
    submissionId: query.bidPostSubmitId,
    types: query.type ? [query.type] : [REQUEST_TYPE.Meet, REQUEST_TYPE.Additional],
    partnerWrittenOnly: false,
    status: query.status,
  };
  const rows = await repo.listRequests(deps.db, filter, { limit: 1000, offset: 0 });
  const items: PartyRequest[] = (await withRepliesAndFiles(deps, rows)).map(({ row, replies }) => {
    const r = row.request;
    return {
      id: r.id,
      requestType: r.type,
      type: r.type === REQUEST_TYPE.Meet ? 'Meet' : 'Additional',
      status: r.status,
      statusKey: r.status === REQUEST_STATUS.Answered ? 'Answered' : 'NotAnswered',
      dateMeet: r.dateMeet?.toISOString() ?? null,
      dateRequired: r.dateRequired,
      address: r.address,
      nameContact: r.nameContact,
      phoneContact: r.phoneContact,
      note: r.note,
      content: r.content,
      additional: r.additional ?? [],
      creationTime: r.createdAt.toISOString(),
      replies,
    };
  });
  return { items };
}

/**
 * Spec 2 §4.2: a clarification may be sent while the submission has no result and the post is
 * Open, or while the post is in Review with an additional-document request still unanswered.
 */
async function assertMayRequest(deps: AppDeps, sub: { id: string; status: number; bidPostId: number }) {
  if (FINAL_SUBMIT_STATUSES.includes(sub.status)) throw new AppError('business_rule', TENDER_MSG.requestClosed);
  const post = (await posts.findPost(deps.db, sub.bidPostId))?.post;
  if (post?.status === BID_POST_STATUS.Open) return;
  if (post?.status === BID_POST_STATUS.Review && (await repo.hasOpenAdditionalRequest(deps.db, sub.id, REQUEST_TYPE.Additional))) return;
  throw new AppError('business_rule', TENDER_MSG.requestClosed);
}

const requestContent = (r: { title: string; content: string; dateRequest: string | null }) => ({
  title: r.title,
  content: r.content,
  dateRequest: r.dateRequest,
});

export async function createRequest(deps: AppDeps, auth: PartnerAuth, fields: RequestFields, uploads: AcceptedUpload[]) {
  const sub = await ownSubmission(deps, auth, fields.BidPostSubmitId);
  await assertMayRequest(deps, sub);
  const { performer } = await performerOf(deps.db, auth);
  const documents = uploads.filter((u) => u.field === REQUEST_FILE_FIELD);
  await deps.db.transaction(async (tx) => {
    const row = await writeRequest(
      tx,
      {
        submissionId: sub.id,
        bidPostId: sub.bidPostId,
        partnerId: auth.partnerId,
        type: REQUEST_TYPE.Clarify,
        createdByType: CREATED_BY.Partner,
        createdBy: auth.userId,
        title: fields.Title,
        content: fields.Content,
        dateRequest: fields.DateRequest,
      },
      { partnerId: auth.partnerId, uploads: documents },
    );
    await record(tx, [
      {
        submissionId: sub.id,
        action: HISTORY_ACTION.Create,
        subject: 'request',
        performer,
        content: { ...requestContent(row), files: documents.map((d) => d.name) },
      },
    ]);
  });
  for (const u of uploads) await deps.storage.promote(u.id);
}

/** The caller's own clarification (checked by the route's access); one with a reply is read-only. */
export async function updateRequest(deps: AppDeps, auth: PartnerAuth, id: string, fields: RequestFields, uploads: AcceptedUpload[]) {
  const request = await repo.findRequest(deps.db, id);
  if (!request) throw new AppError('not_found');
  if (await repo.hasReply(deps.db, id)) throw new AppError('business_rule', TENDER_MSG.cannotEditReplied);
  const sub = await ownSubmission(deps, auth, request.submissionId);
  await assertMayRequest(deps, sub);
  const current = (await repo.listRequestFiles(deps.db, [id])).filter((f) => !f.replyId);
  const currentById = new Map(current.map((f) => [f.fileId, f]));
  if (fields.UploadedFiles.some((k) => !currentById.has(k.id))) throw AppError.field('UploadedFiles', MSG.badRequest);
  const { performer } = await performerOf(deps.db, auth);
  const documents = uploads.filter((u) => u.field === REQUEST_FILE_FIELD);
  await deps.db.transaction(async (tx) => {
    const after = { title: fields.Title, content: fields.Content, dateRequest: fields.DateRequest };
    await repo.updateRequest(tx, id, after);
    const kept = new Map(fields.UploadedFiles.map((k) => [k.id, k.name]));
    const removed = current.filter((f) => !kept.has(f.fileId));
    await repo.deleteRequestFiles(
      tx,
      id,
      removed.map((f) => f.fileId),
    );
    for (const [fileId, name] of kept) if (currentById.get(fileId)?.name !== name) await repo.renameRequestFile(tx, id, fileId, name);
    await attachFiles(tx, id, null, { partnerId: auth.partnerId, uploads: documents });
    const filesBefore = current.map((f) => f.name);
    const filesAfter = [...current.filter((f) => kept.has(f.fileId)).map((f) => kept.get(f.fileId)), ...documents.map((d) => d.name)];
    await record(tx, [
      {
        submissionId: sub.id,
        action: HISTORY_ACTION.Edit,
        subject: 'request',
        performer,
        content: changedFields({ ...requestContent(request), files: filesBefore }, { ...after, files: filesAfter }),
      },
    ]);
  });
  for (const u of uploads) await deps.storage.promote(u.id);
}

export async function deleteRequest(deps: AppDeps, auth: PartnerAuth, id: string) {
  const request = await repo.findRequest(deps.db, id);
  if (!request) throw new AppError('not_found');
  if (await repo.hasReply(deps.db, id)) throw new AppError('business_rule', TENDER_MSG.cannotDeleteReplied);
  const { performer } = await performerOf(deps.db, auth);
  await deps.db.transaction(async (tx) => {
    await repo.deleteRequest(tx, id);
    await record(tx, [
      {
        submissionId: request.submissionId,
        action: HISTORY_ACTION.Delete,
        subject: 'request',
        performer,
        content: requestContent(request),
      },
    ]);
  });
}

/** The provider's answer to a meeting or additional-document request; the request becomes Answered. */
export async function createReply(deps: AppDeps, auth: PartnerAuth, fields: ReplyFields, uploads: AcceptedUpload[]) {
  const request = await repo.findRequest(deps.db, fields.RequestId);
  if (!request || request.partnerId !== auth.partnerId || request.type === REQUEST_TYPE.Clarify) throw new AppError('not_found');
  if (fields.BidPostSubmitId && fields.BidPostSubmitId !== request.submissionId) throw new AppError('not_found');
  const sub = await ownSubmission(deps, auth, request.submissionId);
  if (FINAL_SUBMIT_STATUSES.includes(sub.status)) throw new AppError('business_rule', TENDER_MSG.finalStatus);
  if (request.status === REQUEST_STATUS.Answered || (await repo.hasReply(deps.db, request.id)))
    throw new AppError('business_rule', TENDER_MSG.alreadyReplied);
  if (request.type === REQUEST_TYPE.Meet && fields.ReplyStatus === undefined) throw AppError.field('ReplyStatus', TENDER_MSG.replyStatus);
  const replyStatus = request.type === REQUEST_TYPE.Meet ? (fields.ReplyStatus ?? REPLY_STATUS.AgreeToMeet) : null;
  const { performer } = await performerOf(deps.db, auth);
  const documents = uploads.filter((u) => u.field === REQUEST_FILE_FIELD);
  await deps.db.transaction(async (tx) => {
    await writeReply(
      tx,
      { requestId: request.id, createdByType: CREATED_BY.Partner, createdBy: auth.userId, replyStatus, content: fields.Content },
      { partnerId: auth.partnerId, uploads: documents },
    );
    await record(tx, [
      {
        submissionId: request.submissionId,
        action: HISTORY_ACTION.Create,
        subject: 'reply',
        performer,
        content: {
          request: lookupName('requestType', request.type),
          content: fields.Content,
          ...(replyStatus !== null ? { replyStatus: lookupName('replyStatus', replyStatus) } : {}),
          ...(documents.length ? { files: documents.map((d) => d.name) } : {}),
        },
      },
    ]);
  });
  for (const u of uploads) await deps.storage.promote(u.id);
}

export async function requestFile(deps: AppDeps, fileId: string) {
  const file = await repo.findRequestStoredFile(deps.db, fileId);
  if (!file) throw new AppError('not_found');
  return file;
}

export const ownRequestOwner = (deps: AppDeps, id: string) => repo.ownRequestOwner(deps.db, id);
export const requestFileOwner = (deps: AppDeps, id: string) => repo.requestFileOwner(deps.db, id);

/** The home's "waiting for you": the inviting party's unanswered requests, soonest deadline first. */
export async function waitingRequests(deps: AppDeps, auth: PartnerAuth, limit: number) {
  const { rows, total } = await repo.waitingPartyRequests(
    deps.db,
    auth.partnerId,
    [REQUEST_TYPE.Meet, REQUEST_TYPE.Additional],
    REQUEST_STATUS.NotAnswered,
    limit,
  );
  return {
    total,
    items: rows.map(({ request: r, postId, postName }) => ({
      id: r.id,
      type: r.type,
      postId,
      postName,
      deadline: r.dateMeet?.toISOString() ?? r.dateRequired ?? null,
    })),
  };
}
