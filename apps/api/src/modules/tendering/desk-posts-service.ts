import {
  BID_POST_STATUS,
  type DeskPostDetail,
  type DeskPostFields,
  type DeskPostList,
  type DeskPostListQuery,
  LIMITS,
  lookupName,
  MSG,
  TENDER_DESK_MSG,
  TENDER_OUTGOING,
} from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import { insertFileRows } from '../../db/files-repository.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AcceptedUpload } from '../../lib/multipart.ts';
import { pagination } from '../../lib/pagination.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import * as audit from '../audit/audit-service.ts';
import { postFields } from './bid-post-service.ts';
import * as categories from './desk-categories-repository.ts';
import * as posts from './bid-post-repository.ts';
import * as repo from './desk-repository.ts';
import { isSealed } from './desk-sealing.ts';
import { fileRef, tellProvider } from './desk-shared.ts';

/** The tender desk's bid posts: from draft to closed, with their documents and information items (results: desk-submissions-service.ts). */

const POST_PURPOSE = 'bid_post';

export async function listPosts(deps: AppDeps, query: DeskPostListQuery): Promise<DeskPostList> {
  const limit = query.limit;
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
  const found = await posts.findPost(db, id);
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
  if (!(await categories.findCategory(tx, id))) throw AppError.field('categoryId', TENDER_DESK_MSG.category);
}

/** Creates a Draft post with its documents and information items (the category's template unless given). */
export async function createPost(deps: AppDeps, actor: Actor, fields: DeskPostFields, uploads: AcceptedUpload[]): Promise<DeskPostDetail> {
  const created = await deps.db.transaction(async (tx) => {
    await requireCategory(tx, fields.categoryId);
    const post = await repo.insertPost(tx, { ...postValues(fields), status: BID_POST_STATUS.Draft, createdBy: actor.userId });
    const infos =
      fields.infosJson?.map(({ name, isRequired, type }) => ({ name, isRequired, type })) ??
      (await categories.categoryItems(tx, fields.categoryId)).map(({ name, isRequired, type }) => ({ name, isRequired, type }));
    await repo.replacePostInfos(tx, post.id, infos);
    await insertFileRows(tx, { purpose: POST_PURPOSE, partnerId: null }, uploads);
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
 * only move later: an earlier one would unseal the submissions (desk-sealing.ts). The count is read under
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
    const locked = await posts.lockPost(tx, id);
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
    await insertFileRows(tx, { purpose: POST_PURPOSE, partnerId: null }, uploads);
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
    await tellProvider(deps, tx, provider, {
      kind: 'bid.close-date',
      subject: TENDER_OUTGOING.closeDateExtendedSubject,
      text: TENDER_OUTGOING.closeDateExtendedText(provider.name, post.name, closeDate),
      summary: `${post.name}: hạn nộp hồ sơ mới ${closeDate}`,
      postId: post.id,
      tab: 'submit',
    });
}

export async function deletePost(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const post = await posts.lockPost(tx, id);
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
    const post = await posts.lockPost(tx, id);
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
