import {
  type BidSubmission,
  type CustomValue,
  type CustomValueInput,
  customContentField,
  customFileField,
  HISTORY_ACTION,
  INFO_TYPE,
  lookupName,
  MSG,
  type ProgressRow,
  pathOf,
  SUBMISSION_FILE_FIELD,
  SUBMIT_STATUS,
  type SubmissionFields,
  TENDER_MSG,
  tenderingProviderEndpoints,
} from '@portal/contract';
import type { z } from 'zod';
import type { customValueFieldsSchema } from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import { insertFileRows } from '../../db/files-repository.ts';
import type { AppDeps } from '../../deps.ts';
import type { PartnerAuth } from '../../lib/access.ts';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import { type AcceptedUpload, discardAll } from '../../lib/multipart.ts';
import { isUniqueViolation } from '../../lib/pg-error.ts';
import { changedFields, type HistoryEntry, record } from './history-service.ts';
import * as posts from './bid-post-repository.ts';
import * as repo from './submission-repository.ts';
import { assertEditable, assertOpen, lockSubmissionAndPost, performerOf } from './tender-rules.ts';

const SUBMISSION_PURPOSE = 'bid_submission';
const CUSTOM_VALUE_PURPOSE = 'bid_custom_value';
const CUSTOM_FILE_PREFIX = customFileField('');

type Info = { id: string; name: string; isRequired: boolean; type: number };
type Existing = { id: string; infoId: string; content: string | null; fileId: string | null; fileName: string | null };
/** What one item's value becomes. */
type ValueChange = { info: Info; content: string | null; upload: AcceptedUpload | null; keep: Existing | null };

const progressLabel = (type: number) => lookupName('progressType', type);

/** The submission's own fields as the history shows them (codes as their labels). */
function historyFields(s: {
  name: string;
  taxCode: string;
  representative: string;
  price: number;
  shippingMethod: number;
  discount: number;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  contactPosition: string;
  note: string | null;
}) {
  return {
    name: s.name,
    taxCode: s.taxCode,
    representative: s.representative,
    price: s.price,
    shippingMethod: lookupName('shippingMethod', s.shippingMethod),
    discount: s.discount,
    contactName: s.contactName,
    contactPhone: s.contactPhone,
    contactEmail: s.contactEmail,
    contactPosition: s.contactPosition,
    note: s.note,
  };
}

/**
 * Custom values of a submission (SPEC-NOTES 18): the JSON list's texts and `CustomFile_{id}`
 * parts, checked against the post's items — required text 'Vui lòng nhập thông tin!', required
 * file 'Vui lòng đính kèm file!'; an optional file item keeps the last file chosen. Items absent
 * from the request keep what they hold.
 */
function resolveCustomValues(infos: Info[], inputs: CustomValueInput[], uploads: AcceptedUpload[], existing: Existing[]) {
  const errors: FieldErrors = {};
  const byId = new Map(infos.map((i) => [i.id, i]));
  const inputOf = new Map<string, CustomValueInput>();
  for (const input of inputs) {
    if (!byId.has(input.bidPostCategoryInformationId)) errors.CustomValuesJson = [TENDER_MSG.unknownInfo];
    else inputOf.set(input.bidPostCategoryInformationId, input);
  }
  const fileOf = new Map<string, AcceptedUpload>();
  const unused: AcceptedUpload[] = [];
  for (const u of uploads.filter((x) => x.field.startsWith(CUSTOM_FILE_PREFIX))) {
    const info = byId.get(u.field.slice(CUSTOM_FILE_PREFIX.length));
    if (info?.type !== INFO_TYPE.File) {
      errors[u.field] = [TENDER_MSG.unknownInfo];
      continue;
    }
    const earlier = fileOf.get(info.id);
    if (earlier) unused.push(earlier);
    fileOf.set(info.id, u);
  }
  const existingOf = new Map(existing.map((e) => [e.infoId, e]));
  const changes: ValueChange[] = [];
  for (const info of infos) {
    const input = inputOf.get(info.id);
    const before = existingOf.get(info.id) ?? null;
    if (info.type === INFO_TYPE.Text) {
      const content = input ? (input.content ?? '') : (before?.content ?? '');
      if (info.isRequired && !content) errors[customContentField(info.id)] = [TENDER_MSG.infoText];
      if (input) changes.push({ info, content: content || null, upload: null, keep: null });
      continue;
    }
    const upload = fileOf.get(info.id) ?? null;
    const keep = !upload && before?.fileId && input?.keepFile !== false ? before : null;
    if (info.isRequired && !upload && !keep) errors[customFileField(info.id)] = [TENDER_MSG.infoFile];
    if (upload || (input?.keepFile === false && before?.fileId)) changes.push({ info, content: null, upload, keep: null });
  }
  return { errors, changes, unused };
}

/** Writes the values and their history; returns nothing (the caller reads the submission back). */
async function writeCustomValues(
  tx: Executor,
  submissionId: string,
  partnerId: string,
  changes: ValueChange[],
  existing: Existing[],
  performer: HistoryEntry['performer'],
  history: HistoryEntry[],
) {
  const existingOf = new Map(existing.map((e) => [e.infoId, e]));
  await insertFileRows(
    tx,
    { purpose: CUSTOM_VALUE_PURPOSE, partnerId },
    changes.flatMap((c) => (c.upload ? [c.upload] : [])),
  );
  for (const c of changes) {
    const before = existingOf.get(c.info.id);
    const after = { content: c.content, fileId: c.upload?.id ?? null, fileName: c.upload?.name ?? null };
    await repo.upsertCustomValue(tx, { submissionId, infoId: c.info.id, ...after });
    const shown = (v: { content: string | null; fileName: string | null }) => (c.info.type === INFO_TYPE.Text ? v.content : v.fileName);
    if (!before) {
      history.push({
        submissionId,
        action: HISTORY_ACTION.Create,
        subject: 'customValue',
        performer,
        content: { [c.info.name]: shown(after) },
      });
    } else if (shown(before) !== shown(after)) {
      history.push({
        submissionId,
        action: HISTORY_ACTION.Edit,
        subject: 'customValue',
        performer,
        content: { [c.info.name]: [shown(before), shown(after)] },
      });
    }
  }
}

const progressContent = (p: { progressType: number; name: string; content: string; date: string | null; status: number }) => ({
  type: progressLabel(p.progressType),
  name: p.name,
  content: p.content,
  date: p.date,
  status: p.status,
});

/** A new submission (status Applied) with its files, schedules, custom values and history, in one transaction. */
export async function createSubmission(
  deps: AppDeps,
  auth: PartnerAuth,
  body: SubmissionFields,
  uploads: AcceptedUpload[],
): Promise<BidSubmission> {
  const post = (await posts.findPost(deps.db, body.BidPostId, { published: true }))?.post;
  if (!post) throw new AppError('not_found');
  assertOpen(post);
  if (await repo.findSubmissionByPost(deps.db, post.id, auth.partnerId)) throw new AppError('business_rule', TENDER_MSG.alreadySubmitted);
  const infos = await posts.listPostInfos(deps.db, post.id);
  const custom = resolveCustomValues(infos, body.CustomValuesJson, uploads, []);
  const documents = uploads.filter((u) => u.field === SUBMISSION_FILE_FIELD);
  const errors: FieldErrors = { ...custom.errors, ...(documents.length ? {} : { [SUBMISSION_FILE_FIELD]: [TENDER_MSG.files] }) };
  if (Object.keys(errors).length) throw new AppError('validation', undefined, errors);
  const { performer, partner } = await performerOf(deps.db, auth);

  let id: string;
  try {
    id = await deps.db.transaction(async (tx) => {
      const values = {
        name: partner.partnerName,
        taxCode: partner.taxCode,
        representative: partner.representative ?? body.Representative,
        price: body.Price,
        shippingMethod: body.ShippingMethod,
        discount: body.Discount,
        contactName: body.ContactName,
        contactPhone: body.ContactPhone,
        contactEmail: body.ContactEmail,
        contactPosition: body.ContactPosition,
        note: body.Note || null,
      };
      const sub = await repo.insertSubmission(tx, {
        ...values,
        bidPostId: post.id,
        partnerId: auth.partnerId,
        status: SUBMIT_STATUS.Applied,
        createdBy: auth.userId,
      });
      const history: HistoryEntry[] = [
        { submissionId: sub.id, action: HISTORY_ACTION.Create, subject: 'submission', performer, content: historyFields(values) },
      ];
      await insertFileRows(tx, { purpose: SUBMISSION_PURPOSE, partnerId: auth.partnerId }, documents);
      await repo.insertSubmissionFiles(
        tx,
        documents.map((d) => ({ submissionId: sub.id, fileId: d.id, name: d.name })),
      );
      for (const d of documents)
        history.push({ submissionId: sub.id, action: HISTORY_ACTION.Create, subject: 'file', performer, content: { file: d.name } });
      const progress = body.ProgressMetadataJson.map((p, sort) => ({
        submissionId: sub.id,
        progressType: p.progressType,
        name: p.name,
        content: p.content,
        status: p.status ?? 0,
        date: p.date ?? null,
        sort,
      }));
      await repo.insertProgress(tx, progress);
      for (const p of progress)
        history.push({ submissionId: sub.id, action: HISTORY_ACTION.Create, subject: 'progress', performer, content: progressContent(p) });
      await writeCustomValues(tx, sub.id, auth.partnerId, custom.changes, [], performer, history);
      await record(tx, history);
      return sub.id;
    });
  } catch (err) {
    // Two requests at once: the unique index keeps one submission per provider and post.
    if (isUniqueViolation(err)) throw new AppError('business_rule', TENDER_MSG.alreadySubmitted);
    throw err;
  }
  await settleUploads(deps, uploads, custom.unused);
  return getSubmission(deps, id);
}

/** After the commit: the used uploads become stored files, the superseded ones go. */
async function settleUploads(deps: AppDeps, uploads: AcceptedUpload[], unused: AcceptedUpload[]) {
  const dropped = new Set(unused.map((u) => u.id));
  for (const u of uploads) if (!dropped.has(u.id)) await deps.storage.promote(u.id);
  await discardAll(deps.storage, unused);
}

/**
 * Changes a submission (the caller's, checked by the route's access): its fields, kept and new
 * files, schedule rows, custom values; answering a request for documents moves RequestUpdate →
 * Updated (SPEC-NOTES 19). One transaction, one history entry per change.
 */
export async function updateSubmission(
  deps: AppDeps,
  auth: PartnerAuth,
  id: string,
  body: SubmissionFields,
  uploads: AcceptedUpload[],
): Promise<BidSubmission> {
  const { performer, partner } = await performerOf(deps.db, auth);
  const custom = await deps.db.transaction(async (tx) => {
    // Read and checked under the locks a desk change takes too: a status the desk set meanwhile is seen, never overwritten.
    const { sub, post } = await lockEditable(tx, id);
    if (body.BidPostId !== sub.bidPostId) throw AppError.field('BidPostId', MSG.badRequest);
    // One after another: a transaction is one connection, which runs one statement at a time.
    const infos = await posts.listPostInfos(tx, post.id);
    const currentFiles = await repo.listFiles(tx, id);
    const currentProgress = await repo.listProgress(tx, id);
    const currentValues = await repo.listCustomValues(tx, [id]);
    const errors: FieldErrors = {};
    const fileById = new Map(currentFiles.map((f) => [f.fileId, f]));
    if (body.UploadedFiles.some((k) => !fileById.has(k.id))) errors.UploadedFiles = [MSG.badRequest];
    const progressById = new Map(currentProgress.map((p) => [p.id, p]));
    if (body.ProgressMetadataJson.some((p) => p.id && !progressById.has(p.id))) errors.ProgressMetadataJson = [MSG.badRequest];
    if (body.DeleteProgressIds.some((pid) => !progressById.has(pid))) errors.DeleteProgressIds = [MSG.badRequest];
    const documents = uploads.filter((u) => u.field === SUBMISSION_FILE_FIELD);
    if (body.UploadedFiles.length + documents.length === 0) errors[SUBMISSION_FILE_FIELD] = [TENDER_MSG.files];
    const custom = resolveCustomValues(infos, body.CustomValuesJson, uploads, currentValues);
    Object.assign(errors, custom.errors);
    if (Object.keys(errors).length) throw new AppError('validation', undefined, errors);

    const history: HistoryEntry[] = [];
    const entry = (action: HistoryEntry['action'], subject: string, content: Record<string, unknown>) =>
      history.push({ submissionId: id, action, subject, performer, content });
    const after = {
      name: partner.partnerName,
      taxCode: partner.taxCode,
      representative: partner.representative ?? body.Representative,
      price: body.Price,
      shippingMethod: body.ShippingMethod,
      discount: body.Discount,
      contactName: body.ContactName,
      contactPhone: body.ContactPhone,
      contactEmail: body.ContactEmail,
      contactPosition: body.ContactPosition,
      note: body.Note || null,
    };
    const answering = sub.status === SUBMIT_STATUS.RequestUpdate;
    await repo.updateSubmission(tx, id, { ...after, ...(answering ? { status: SUBMIT_STATUS.Updated } : {}) });
    entry(HISTORY_ACTION.Edit, 'submission', changedFields(historyFields(sub), historyFields(after)));
    if (answering)
      entry(HISTORY_ACTION.Update, 'status', {
        status: [lookupName('bdSubmitStatus', sub.status), lookupName('bdSubmitStatus', SUBMIT_STATUS.Updated)],
      });

    // Files: those not kept go, kept ones may be renamed, new ones come in.
    const kept = new Map(body.UploadedFiles.map((k) => [k.id, k.name]));
    const removed = currentFiles.filter((f) => !kept.has(f.fileId));
    await repo.deleteSubmissionFiles(
      tx,
      id,
      removed.map((f) => f.fileId),
    );
    for (const f of removed) entry(HISTORY_ACTION.Delete, 'file', { file: f.name });
    for (const [fileId, name] of kept) {
      const before = fileById.get(fileId);
      if (before && before.name !== name) {
        await repo.renameSubmissionFile(tx, id, fileId, name);
        entry(HISTORY_ACTION.Edit, 'file', { file: [before.name, name] });
      }
    }
    await insertFileRows(tx, { purpose: SUBMISSION_PURPOSE, partnerId: auth.partnerId }, documents);
    await repo.insertSubmissionFiles(
      tx,
      documents.map((d) => ({ submissionId: id, fileId: d.id, name: d.name })),
    );
    for (const d of documents) entry(HISTORY_ACTION.Create, 'file', { file: d.name });

    // Schedules: rows named for removal go, rows with an id change, rows without one are new.
    const deleting = new Set(body.DeleteProgressIds);
    await repo.deleteProgress(tx, id, [...deleting]);
    for (const pid of deleting) {
      const p = progressById.get(pid);
      if (p) entry(HISTORY_ACTION.Delete, 'progress', { type: progressLabel(p.progressType), name: p.name });
    }
    let sort = currentProgress.length;
    const inserted: Array<ProgressRow & { sort: number }> = [];
    for (const row of body.ProgressMetadataJson) {
      const next = {
        progressType: row.progressType,
        name: row.name,
        content: row.content,
        status: row.status ?? 0,
        date: row.date ?? null,
      };
      const before = row.id ? progressById.get(row.id) : undefined;
      if (row.id && before && !deleting.has(row.id)) {
        const changes = changedFields(progressContent(before), progressContent(next));
        if (Object.keys(changes).length) {
          await repo.updateProgress(tx, row.id, next);
          entry(HISTORY_ACTION.Edit, 'progress', changes);
        }
      } else if (!row.id) {
        inserted.push({ ...row, sort: sort++ });
        entry(HISTORY_ACTION.Create, 'progress', progressContent(next));
      }
    }
    await repo.insertProgress(
      tx,
      inserted.map((p) => ({
        submissionId: id,
        progressType: p.progressType,
        name: p.name,
        content: p.content,
        status: p.status ?? 0,
        date: p.date ?? null,
        sort: p.sort,
      })),
    );
    await writeCustomValues(tx, id, auth.partnerId, custom.changes, currentValues, performer, history);
    await record(tx, history);
    return custom;
  });
  await settleUploads(deps, uploads, custom.unused);
  return getSubmission(deps, id);
}

/**
 * Locks a submission's post, then the submission, in the order the desk takes them (so the two never
 * wait on each other), and checks on the locked rows that the provider may still change it.
 */
async function lockEditable(tx: Executor, id: string) {
  const { row, post } = await lockSubmissionAndPost(tx, id);
  assertEditable(row.submission, post);
  return { sub: row.submission, post };
}

type CustomValueFields = z.output<typeof customValueFieldsSchema>;

/**
 * One custom value of an existing submission (`create-bidpost-custom-value`, or
 * `update-bidpost-custom-value/{id}` with `valueId`): same rules as inside the submission.
 */
export async function saveCustomValue(
  deps: AppDeps,
  auth: PartnerAuth,
  fields: CustomValueFields,
  uploads: AcceptedUpload[],
  valueId?: string,
): Promise<CustomValue> {
  let sub: repo.SubmissionRow | undefined;
  if (valueId) {
    const value = await repo.findCustomValue(deps.db, valueId);
    if (!value) throw new AppError('not_found');
    if (value.infoId !== fields.BidPostCategoryInformationId) throw AppError.field('BidPostCategoryInformationId', TENDER_MSG.unknownInfo);
    sub = (await repo.findSubmission(deps.db, value.submissionId))?.submission;
    if (sub && sub.bidPostId !== fields.BidPostId) throw AppError.field('BidPostId', MSG.badRequest);
  } else {
    sub = await repo.findSubmissionByPost(deps.db, fields.BidPostId, auth.partnerId);
    if (!sub) throw new AppError('business_rule', TENDER_MSG.noSubmission);
  }
  if (!sub) throw new AppError('not_found');
  const submissionId = sub.id;
  const { performer } = await performerOf(deps.db, auth);
  const { custom, info } = await deps.db.transaction(async (tx) => {
    const { post } = await lockEditable(tx, submissionId);
    const infos = await posts.listPostInfos(tx, post.id);
    const info = infos.find((i) => i.id === fields.BidPostCategoryInformationId);
    if (!info) throw AppError.field('BidPostCategoryInformationId', TENDER_MSG.unknownInfo);
    const current = await repo.listCustomValues(tx, [submissionId]);
    // The single value is the same check as inside a submission, its file part renamed to the item's.
    const asItem = uploads.map((u) => ({ ...u, field: customFileField(info.id) }));
    const custom = resolveCustomValues(
      [info],
      [{ bidPostCategoryInformationId: info.id, ...(info.type === INFO_TYPE.Text ? { content: fields.Content ?? '' } : {}) }],
      asItem,
      current.filter((c) => c.infoId === info.id),
    );
    if (Object.keys(custom.errors).length) {
      const message = info.type === INFO_TYPE.Text ? TENDER_MSG.infoText : TENDER_MSG.infoFile;
      throw AppError.field(info.type === INFO_TYPE.Text ? 'Content' : 'File', message);
    }
    const history: HistoryEntry[] = [];
    await writeCustomValues(tx, submissionId, auth.partnerId, custom.changes, current, performer, history);
    await record(tx, history);
    return { custom, info };
  });
  await settleUploads(deps, uploads, custom.unused);
  const after = await repo.listCustomValues(deps.db, [submissionId]);
  const saved = after.find((v) => v.infoId === info.id);
  if (!saved) {
    // An optional item left empty: nothing stored, nothing to show but the item.
    return {
      id: '',
      bidPostCategoryInformationId: info.id,
      content: null,
      file: null,
      bidPostCategoryInformation: { name: info.name, isRequired: info.isRequired, type: info.type },
    };
  }
  return toCustomValue(saved);
}

function toCustomValue(v: Awaited<ReturnType<typeof repo.listCustomValues>>[number]): CustomValue {
  return {
    id: v.id,
    bidPostCategoryInformationId: v.infoId,
    content: v.content,
    file: v.fileId
      ? { id: v.fileId, name: v.fileName ?? '', fullPath: pathOf(tenderingProviderEndpoints.submissionFile, { id: v.fileId }) }
      : null,
    bidPostCategoryInformation: { name: v.infoName, isRequired: v.isRequired, type: v.type },
  };
}

/** The submission, whole (`detail-bd-submit/{id}`; ownership checked by the route). */
export async function getSubmission(deps: AppDeps, id: string): Promise<BidSubmission> {
  const sub = (await repo.findSubmission(deps.db, id))?.submission;
  if (!sub) throw new AppError('not_found');
  const [found, docs, progress, values] = await Promise.all([
    posts.findPost(deps.db, sub.bidPostId),
    repo.listFiles(deps.db, id),
    repo.listProgress(deps.db, id),
    repo.listCustomValues(deps.db, [id]),
  ]);
  return {
    id: sub.id,
    bidPostId: sub.bidPostId,
    bidPostName: found?.post.name ?? '',
    status: sub.status,
    name: sub.name,
    taxCode: sub.taxCode,
    representative: sub.representative,
    price: sub.price,
    shippingMethod: sub.shippingMethod,
    discount: sub.discount,
    contactName: sub.contactName,
    contactPhone: sub.contactPhone,
    contactEmail: sub.contactEmail,
    contactPosition: sub.contactPosition,
    note: sub.note,
    files: docs.map((d) => ({ id: d.fileId, name: d.name, fullPath: pathOf(tenderingProviderEndpoints.submissionFile, { id: d.fileId }) })),
    progress: progress.map((p) => ({
      id: p.id,
      name: p.name,
      content: p.content,
      progressType: p.progressType,
      status: p.status,
      date: p.date,
    })),
    customValues: values.map(toCustomValue),
    createdAt: sub.createdAt.toISOString(),
    updatedAt: sub.updatedAt.toISOString(),
  };
}

/** A file of one of the caller's submissions (ownership checked by the route). */
export async function submissionFile(deps: AppDeps, fileId: string) {
  const file = await repo.findSubmissionStoredFile(deps.db, fileId);
  if (!file) throw new AppError('not_found');
  return file;
}

export const submissionOwner = (deps: AppDeps, id: string) => repo.submissionOwner(deps.db, id);
export const customValueOwner = (deps: AppDeps, id: string) => repo.customValueOwner(deps.db, id);
export const submissionFileOwner = (deps: AppDeps, id: string) => repo.submissionFileOwner(deps.db, id);

/** How many bids a partner has submitted (the supplier profile's statistics). */
export const countSubmissions = (deps: AppDeps, partnerId: string): Promise<number> => repo.countByPartner(deps.db, partnerId);
