import {
  BID_POST_STATUS,
  type BidFile,
  type CategoryBody,
  CREATED_BY,
  type DeskCategory,
  type DeskClarificationFields,
  type DeskPostDetail,
  type DeskPostFields,
  type DeskPostList,
  type DeskPostListQuery,
  type DeskRequest,
  type DeskSubmission,
  type DeskSubmissionDetail,
  type DeskSubmissionList,
  FINAL_SUBMIT_STATUSES,
  HISTORY_ACTION,
  LIMITS,
  lookupName,
  MSG,
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
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import * as audit from '../audit/audit-service.ts';
import { postFields } from '../tendering/bid-post-service.ts';
import * as history from '../tendering/history-service.ts';
import { isSealed, isSealedFile, sealing } from './sealing.ts';
import * as repo from './tender-desk-repository.ts';
import { pagination } from '../../lib/pagination.ts';

const fileRef = (fileId: string, name: string): BidFile => ({ id: fileId, name, fullPath: `/api/admin/tenders/files/${fileId}` });
const performer = (actor: Actor) => ({ userId: actor.userId, name: actor.username });
const bidUrl = (deps: AppDeps, postId: number, tab?: string) => `${deps.env.publicUrl}/thau/${postId}${tab ? `?tab=${tab}` : ''}`;

// ---- categories ----

export async function listCategories(deps: AppDeps): Promise<DeskCategory[]> {
  const { cats, items } = await repo.listCategories(deps.db);
  return cats.map((c) => ({
    id: c.id,
    name: c.name,
    postCount: c.postCount,
    items: items.filter((i) => i.categoryId === c.id).map((i) => ({ id: i.id, name: i.name, isRequired: i.isRequired, type: i.type })),
  }));
}

const numericIds = (items: CategoryBody['items']) =>
  items
    .map((i) => ({ ...i, id: i.id === undefined || i.id === '' ? undefined : Number(i.id) }))
    .map((i) => ({
      ...i,
      id: i.id !== undefined && Number.isSafeInteger(i.id) ? i.id : undefined,
    }));

export async function saveCategory(deps: AppDeps, actor: Actor, id: number | null, body: CategoryBody): Promise<DeskCategory> {
  const saved = await deps.db.transaction(async (tx) => {
    const before = id === null ? undefined : await repo.lockCategory(tx, id);
    if (id !== null && !before) throw new AppError('not_found');
    const beforeItems = before ? await repo.categoryItems(tx, before.id) : [];
    const category = before ?? (await repo.insertCategory(tx, body.name));
    if (before) await repo.renameCategory(tx, category.id, body.name);
    await repo.replaceCategoryItems(tx, category.id, numericIds(body.items));
    const afterItems = await repo.categoryItems(tx, category.id);
    const words = (rows: typeof afterItems) => rows.map((i) => `${i.name}${i.isRequired ? ' *' : ''} (${lookupName('infoType', i.type)})`);
    await audit.record(tx, actor, {
      objectType: 'bid_category',
      objectId: String(category.id),
      action: before ? 'update' : 'create',
      summary: body.name,
      before: before ? { name: before.name, items: words(beforeItems) } : {},
      after: { name: body.name, items: words(afterItems) },
    });
    return category.id;
  });
  const found = (await listCategories(deps)).find((c) => c.id === saved);
  if (!found) throw new AppError('not_found');
  return found;
}

// ---- posts ----

export async function listPosts(deps: AppDeps, query: DeskPostListQuery): Promise<DeskPostList> {
  const limit = Math.min(query.limit, LIMITS.listLimitCap);
  const { rows, total } = await repo.listPosts(deps.db, query, limit);
  return {
    items: rows.map(({ post, categoryName, submissionCount }) => ({
      id: post.id,
      name: post.name,
      bidName: post.bidName,
      invitingParty: post.invitingParty,
      bidPostCategory: { id: post.categoryId, name: categoryName },
      openDate: post.openDate.toISOString(),
      closeDate: post.closeDate.toISOString(),
      status: post.status,
      resultsPublished: post.resultsPublishedAt !== null,
      submissionCount,
      createdAt: post.createdAt.toISOString(),
    })),
    pagination: pagination(query.page, limit, total),
  };
}

export async function getPost(deps: AppDeps, id: number, db: Executor = deps.db): Promise<DeskPostDetail> {
  const found = await repo.findPost(db, id);
  if (!found) throw new AppError('not_found');
  const { post, categoryName, submissionCount } = found;
  const [infos, docs] = await Promise.all([repo.postInfos(db, id), repo.postFiles(db, id)]);
  return {
    ...postFields(post, categoryName),
    files: docs.map((f) => fileRef(f.fileId, f.name)),
    informations: infos.map((i) => ({ id: i.id, name: i.name, isRequired: i.isRequired, type: i.type, sort: i.sort })),
    status: post.status,
    resultsPublishedAt: post.resultsPublishedAt?.toISOString() ?? null,
    submissionCount,
    sealed: isSealed(post.closeDate),
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}

/** The post's columns from the form, its HTML sanitised. */
function postValues(fields: DeskPostFields) {
  return {
    name: fields.name,
    bidName: fields.bidName,
    invitingParty: fields.invitingParty,
    categoryId: fields.categoryId,
    contractType: fields.contractType,
    area: fields.area,
    chooseMode: fields.chooseMode,
    publicMode: fields.publicMode,
    applyGroup: fields.applyGroup,
    deployDays: fields.deployDays,
    issueLocation: fields.issueLocation,
    deployLocation: fields.deployLocation,
    openDate: new Date(fields.openDate),
    closeDate: new Date(fields.closeDate),
    applyDate: fields.applyDate ? new Date(fields.applyDate) : null,
    contactName: fields.contactName,
    contactPhone: fields.contactPhone,
    contactEmail: fields.contactEmail,
    contactPosition: fields.contactPosition,
    note: fields.note ? sanitizeRichText(fields.note) || null : null,
    requirements: fields.requirements ? sanitizeRichText(fields.requirements) || null : null,
  };
}

/** The audit's view of a post: its fields, without timestamps that change on every write. */
function auditView(post: DeskPostDetail) {
  const { updatedAt: _u, createdAt: _c, sealed: _s, submissionCount: _n, files, informations, bidPostCategory, ...rest } = post;
  return {
    ...rest,
    category: bidPostCategory.name,
    files: files.map((f) => f.name),
    informations: informations.map((i) => `${i.name}${i.isRequired ? ' *' : ''} (${lookupName('infoType', i.type)})`),
  };
}

async function requireCategory(tx: Executor, id: number) {
  if (!(await repo.findCategory(tx, id))) throw AppError.field('categoryId', TENDER_DESK_MSG.category);
}

/** Creates a Draft post with its documents and information items (the category's template unless given). */
export async function createPost(deps: AppDeps, actor: Actor, fields: DeskPostFields, uploads: AcceptedUpload[]): Promise<DeskPostDetail> {
  const created = await deps.db.transaction(async (tx) => {
    await requireCategory(tx, fields.categoryId);
    const post = await repo.insertPost(tx, { ...postValues(fields), status: BID_POST_STATUS.Draft, createdBy: actor.userId });
    const infos =
      fields.infosJson?.map(({ name, isRequired, type }) => ({ name, isRequired, type })) ??
      (await repo.categoryItems(tx, fields.categoryId)).map(({ name, isRequired, type }) => ({ name, isRequired, type }));
    await repo.replacePostInfos(tx, post.id, infos);
    await repo.insertFiles(tx, 'bid_post', uploads);
    await repo.replacePostFiles(tx, post.id, [], uploads);
    const detail = await getPost(deps, post.id, tx);
    await audit.record(tx, actor, {
      objectType: 'bid_post',
      objectId: String(post.id),
      action: 'create',
      summary: post.name,
      after: auditView(detail),
    });
    return detail;
  });
  for (const u of uploads) await deps.storage.promote(u.id);
  return created;
}

const sameInfos = (a: Array<{ id: string; name: string; isRequired: boolean; type: number }>, b: DeskPostFields['infosJson']) =>
  b !== undefined &&
  a.length === b.length &&
  a.every((x, i) => {
    const y = b[i];
    return y !== undefined && y.id === x.id && y.name === x.name && y.isRequired === x.isRequired && y.type === x.type;
  });

/**
 * Updates a post that is not closed. Its information items may change only while no provider has
 * submitted (a submission's answers belong to the items it was given), and its close date may then
 * only move later: an earlier one would unseal the submissions (sealing.ts). The count is read under
 * the post's lock, which a submission's insert waits for (its foreign key share-locks the post).
 */
export async function updatePost(
  deps: AppDeps,
  actor: Actor,
  id: number,
  fields: DeskPostFields,
  uploads: AcceptedUpload[],
): Promise<DeskPostDetail> {
  const updated = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockPost(tx, id);
    if (!locked) throw new AppError('not_found');
    if (locked.status === BID_POST_STATUS.Close) throw new AppError('business_rule', TENDER_DESK_MSG.closedNotEditable);
    await requireCategory(tx, fields.categoryId);
    const before = await getPost(deps, id, tx);
    const closeMove = new Date(fields.closeDate).getTime() - locked.closeDate.getTime();
    if (before.submissionCount > 0 && closeMove < 0) throw AppError.field('closeDate', TENDER_DESK_MSG.closeDateOnlyLater, 'business_rule');
    if (fields.infosJson !== undefined) {
      const current = before.informations;
      if (before.submissionCount > 0 && !sameInfos(current, fields.infosJson))
        throw new AppError('business_rule', TENDER_DESK_MSG.infosLocked);
      const known = new Set(current.map((i) => i.id));
      await repo.replacePostInfos(
        tx,
        id,
        fields.infosJson.map((i) => ({ ...i, id: i.id && known.has(i.id) ? i.id : undefined })),
      );
    }
    const existing = new Set(before.files.map((f) => f.id));
    const kept = (fields.keptFilesJson ?? before.files)
      .filter((k) => existing.has(k.id))
      .map(({ id: fileId, name }) => ({ id: fileId, name }));
    if (kept.length + uploads.length > LIMITS.uploadMaxFiles) throw AppError.field('files', MSG.tooManyFiles(LIMITS.uploadMaxFiles));
    await repo.insertFiles(tx, 'bid_post', uploads);
    await repo.replacePostFiles(tx, id, kept, uploads);
    await repo.updatePost(tx, id, postValues(fields));
    const after = await getPost(deps, id, tx);
    await audit.record(tx, actor, {
      objectType: 'bid_post',
      objectId: String(id),
      action: 'update',
      summary: after.name,
      before: auditView(before),
      after: auditView(after),
    });
    if (before.submissionCount > 0 && closeMove > 0) await announceExtension(deps, tx, actor, before.closeDate, after);
    return after;
  });
  for (const u of uploads) await deps.storage.promote(u.id);
  return updated;
}

const vnDateTime = new Intl.DateTimeFormat('vi-VN', {
  timeZone: 'Asia/Ho_Chi_Minh',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** A close date moved later while bids are in: its own audit entry, and an e-mail to every bidder. */
async function announceExtension(deps: AppDeps, tx: Executor, actor: Actor, previous: string, post: DeskPostDetail) {
  const bidders = await repo.submissionsOfPost(tx, post.id);
  await audit.record(tx, actor, {
    objectType: 'bid_post',
    objectId: String(post.id),
    action: 'extend_close',
    summary: post.name,
    before: { closeDate: previous },
    after: { closeDate: post.closeDate, bidders: bidders.map((b) => b.provider.name) },
  });
  const closeDate = vnDateTime.format(new Date(post.closeDate));
  for (const { provider } of bidders)
    await tellProvider(
      deps,
      tx,
      provider.email,
      TENDER_OUTGOING.closeDateExtendedSubject,
      TENDER_OUTGOING.closeDateExtendedText(provider.name, post.name, closeDate, bidUrl(deps, post.id, 'submit')),
    );
}

export async function deletePost(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const post = await repo.lockPost(tx, id);
    if (!post) throw new AppError('not_found');
    if (post.status !== BID_POST_STATUS.Draft) throw new AppError('business_rule', TENDER_DESK_MSG.onlyDraftDeleted);
    await repo.deletePost(tx, id);
    await audit.record(tx, actor, {
      objectType: 'bid_post',
      objectId: String(id),
      action: 'delete',
      summary: post.name,
      before: { status: post.status },
    });
  });
}

const NEXT_STATUS: Record<number, number> = {
  [BID_POST_STATUS.Draft]: BID_POST_STATUS.Open,
  [BID_POST_STATUS.Open]: BID_POST_STATUS.Review,
  [BID_POST_STATUS.Review]: BID_POST_STATUS.Close,
};

/** Draft → Open (close date in the future), Open → Review (once the close date has passed), Review → Close. */
export async function movePost(deps: AppDeps, actor: Actor, id: number, status: number, now: Date = new Date()): Promise<DeskPostDetail> {
  return deps.db.transaction(async (tx) => {
    const post = await repo.lockPost(tx, id);
    if (!post) throw new AppError('not_found');
    if (NEXT_STATUS[post.status] !== status) throw new AppError('business_rule', TENDER_DESK_MSG.badTransition);
    if (status === BID_POST_STATUS.Open && post.closeDate.getTime() <= now.getTime())
      throw new AppError('business_rule', TENDER_DESK_MSG.publishNeedsFutureClose);
    if (status === BID_POST_STATUS.Review && isSealed(post.closeDate, now))
      throw new AppError('business_rule', TENDER_DESK_MSG.reviewBeforeClose);
    await repo.updatePost(tx, id, { status });
    await audit.record(tx, actor, {
      objectType: 'bid_post',
      objectId: String(id),
      action: 'status',
      summary: post.name,
      before: { status: lookupName('status', post.status) },
      after: { status: lookupName('status', status) },
    });
    return getPost(deps, id, tx);
  });
}

// ---- submissions ----

type SubmissionJoin = NonNullable<Awaited<ReturnType<typeof repo.findSubmission>>>;

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
  const found = await repo.findPost(deps.db, postId);
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
  const row = await repo.findSubmission(deps.db, id);
  if (!row) throw new AppError('not_found');
  const found = await repo.findPost(deps.db, row.submission.bidPostId);
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

/** The requests of one post (or one of its submissions), through the sealing rule of that post. */
async function listRequestsOf(
  db: Executor,
  where: { postId?: number; submissionId?: string; type?: number | undefined },
  view: ReturnType<typeof sealing>,
): Promise<DeskRequest[]> {
  const { rows, replies, fileRows } = await repo.requestsOf(db, where);
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
    files: fileRows.filter((f) => f.requestId === r.id && f.replyId === null).map((f) => fileRef(f.fileId, f.name)),
    replies: replies
      .filter((p) => p.requestId === r.id)
      .map((p) => ({
        id: p.id,
        content: p.content,
        replyStatus: p.replyStatus,
        createdByType: p.createdByType,
        creationTime: p.createdAt.toISOString(),
        files: fileRows.filter((f) => f.replyId === p.id).map((f) => fileRef(f.fileId, f.name)),
      })),
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
  const found = await repo.findPost(deps.db, postId);
  if (!found) throw new AppError('not_found');
  return { items: await listRequestsOf(deps.db, { postId, type }, sealing(found.post.closeDate, now)) };
}

async function tellProvider(deps: AppDeps, tx: Executor, to: string, subject: string, text: string) {
  await deps.mailer.send(tx, { channel: 'email', to, subject, text });
}

/**
 * Locks a submission's post, then the submission (the order publishing the results takes too, so
 * two desk calls never wait on each other), and reads the submission with its provider.
 */
async function lockSubmissionAndPost(tx: Executor, id: string) {
  const found = await repo.findSubmission(tx, id);
  if (!found) throw new AppError('not_found');
  const post = await repo.lockPost(tx, found.submission.bidPostId);
  const locked = post && (await repo.lockSubmission(tx, id));
  const row = locked && (await repo.findSubmission(tx, id));
  if (!post || !row) throw new AppError('not_found');
  return { row, post };
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

async function changeStatus(
  deps: AppDeps,
  tx: Executor,
  actor: Actor,
  row: SubmissionJoin,
  post: repo.PostRow,
  status: number,
  subject = 'status',
) {
  const before = lookupName('bdSubmitStatus', row.submission.status);
  const after = lookupName('bdSubmitStatus', status);
  await repo.setSubmissionStatus(tx, row.submission.id, status);
  await history.record(tx, [
    {
      submissionId: row.submission.id,
      action: HISTORY_ACTION.Update,
      subject,
      performer: performer(actor),
      content: { status: [before, after] },
    },
  ]);
  await audit.record(tx, actor, {
    objectType: 'bid_submission',
    objectId: row.submission.id,
    action: 'status',
    summary: `${post.name}: ${row.provider.name}`,
    before: { status: before },
    after: { status: after },
  });
  await tellProvider(
    deps,
    tx,
    row.provider.email,
    TENDER_OUTGOING.statusChangedSubject,
    TENDER_OUTGOING.statusChangedText(row.provider.name, post.name, after, bidUrl(deps, post.id, 'submit')),
  );
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
    const request = await repo.insertRequest(tx, {
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
    await tellProvider(
      deps,
      tx,
      row.provider.email,
      body.type === REQUEST_TYPE.Meet ? TENDER_OUTGOING.meetRequestSubject : TENDER_OUTGOING.additionalRequestSubject,
      TENDER_OUTGOING.partyRequestText(row.provider.name, kind, post.name, bidUrl(deps, post.id, 'request')),
    );
    const [created] = await listRequestsOf(tx, { submissionId }, sealing(post.closeDate)).then((all) =>
      all.filter((r) => r.id === request.id),
    );
    if (!created) throw new Error('request not found after insert');
    return created;
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
    if (request.status === REQUEST_STATUS.Answered || (await repo.replyCount(tx, requestId)) > 0)
      throw new AppError('business_rule', TENDER_DESK_MSG.alreadyReplied);
    const reply = await repo.insertReply(tx, { requestId, createdByType: CREATED_BY.Cms, createdBy: actor.userId, content });
    await repo.insertFiles(tx, 'bid_request', uploads);
    await repo.insertRequestFiles(tx, requestId, reply.id, uploads);
    await repo.setRequestStatus(tx, requestId, REQUEST_STATUS.Answered);
    const row = await repo.findSubmission(tx, request.submissionId);
    const post = await repo.findPost(tx, request.bidPostId);
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
      await tellProvider(
        deps,
        tx,
        row.provider.email,
        TENDER_OUTGOING.requestAnsweredSubject,
        TENDER_OUTGOING.requestAnsweredText(row.provider.name, request.title, post.post.name, bidUrl(deps, post.post.id, 'request')),
      );
    const [result] = (await listRequestsOf(tx, { submissionId: request.submissionId }, sealing(post.post.closeDate))).filter(
      (r) => r.id === requestId,
    );
    if (!result) throw new Error('request vanished');
    return result;
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
    const row = await repo.findSubmission(tx, submissionId);
    if (!row) throw new AppError('not_found');
    const post = await repo.lockPost(tx, row.submission.bidPostId);
    if (!post) throw new AppError('not_found');
    if (post.status !== BID_POST_STATUS.Open && post.status !== BID_POST_STATUS.Review)
      throw new AppError('business_rule', TENDER_DESK_MSG.postNotActive);
    const request = await repo.insertRequest(tx, {
      submissionId,
      bidPostId: post.id,
      partnerId: row.submission.partnerId,
      type: REQUEST_TYPE.Clarify,
      createdByType: CREATED_BY.Cms,
      createdBy: actor.userId,
      title: fields.title,
      content: fields.content,
      dateRequest: fields.dateRequest,
    });
    await repo.insertFiles(tx, 'bid_request', uploads);
    await repo.insertRequestFiles(tx, request.id, null, uploads);
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
    const [created] = (await listRequestsOf(tx, { submissionId }, sealing(post.closeDate))).filter((r) => r.id === request.id);
    if (!created) throw new Error('request not found after insert');
    return created;
  });
  for (const u of uploads) await deps.storage.promote(u.id);
  return recorded;
}

/**
 * Publishes the results of a post in Review: the chosen submissions win (Approve), every other one
 * not already decided loses (Reject), the post closes. One e-mail per provider.
 */
export async function publishResults(deps: AppDeps, actor: Actor, postId: number, winnerIds: string[]): Promise<DeskPostDetail> {
  return deps.db.transaction(async (tx) => {
    const post = await repo.lockPost(tx, postId);
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
      if (row.submission.status !== status && !FINAL_SUBMIT_STATUSES.includes(row.submission.status)) {
        const before = lookupName('bdSubmitStatus', row.submission.status);
        const after = lookupName('bdSubmitStatus', status);
        await repo.setSubmissionStatus(tx, row.submission.id, status);
        await history.record(tx, [
          {
            submissionId: row.submission.id,
            action: HISTORY_ACTION.Update,
            subject: 'status',
            performer: performer(actor),
            content: { status: [before, after] },
          },
        ]);
      }
      await tellProvider(
        deps,
        tx,
        row.provider.email,
        TENDER_OUTGOING.resultsSubject,
        TENDER_OUTGOING.resultsText(row.provider.name, post.name, won, bidUrl(deps, post.id)),
      );
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

/** A tendering file for the operator; a submission's or a provider's request file is refused while its post is sealed. */
export async function getFile(deps: AppDeps, fileId: string, now: Date = new Date()) {
  const found = await repo.findTenderFile(deps.db, fileId);
  if (!found) throw new AppError('not_found');
  if (isSealedFile(found, now)) throw new AppError('forbidden', TENDER_DESK_MSG.sealed);
  return { id: found.file.id, originalName: found.file.originalName, mime: found.file.mime, size: found.file.size };
}
