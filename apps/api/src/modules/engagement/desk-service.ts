import {
  COOPERATION_TYPE_LABELS,
  type cooperationPageBodySchema,
  type DeskContact,
  type DeskContactList,
  type DeskContactListQuery,
  type DeskCooperationPage,
  type DeskFeedback,
  type DeskFeedbackList,
  type DeskFeedbackListQuery,
  ENGAGEMENT_MSG,
  type EngagementStatus,
  type FeedbackArea,
  type FeedbackReason,
  PARTNER_TYPES,
  type PartnerType,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { pagination } from '../../lib/pagination.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import * as audit from '../audit/audit-service.ts';
import * as repo from './engagement-repository.ts';
import { toPage } from './engagement-service.ts';

/** The engagement desk (`/api/admin/engagement`): cooperation pages, contacts, feedback; every change audited. */

/** The operator's page (contract: `engagementDeskEndpoints.savePage`); its HTML is sanitised here, before anything stores it. */
type PageWrite = z.output<typeof cooperationPageBodySchema>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

// ——— pages ———

const deskPage = (type: PartnerType, row: repo.CooperationPageRow | undefined): DeskCooperationPage =>
  row
    ? { ...toPage(row), updatedAt: row.updatedAt.toISOString() }
    : { partnerType: type, title: '', summary: '', body: '', benefits: [], updatedAt: null };

/** The three programmes, a missing one empty (not shown to partners until written). */
export async function listPages(deps: AppDeps): Promise<DeskCooperationPage[]> {
  const rows = await repo.listPages(deps.db);
  return PARTNER_TYPES.map((type) =>
    deskPage(
      type,
      rows.find((r) => r.partnerType === type),
    ),
  );
}

const pageAudit = (p: { title: string; summary: string; body: string; benefits: string[] }) => ({
  title: p.title,
  summary: p.summary,
  body: p.body,
  benefits: p.benefits.join('\n'),
});

export async function savePage(deps: AppDeps, actor: Actor, input: PageWrite): Promise<DeskCooperationPage> {
  const { partnerType: type, ...fields } = input;
  const body = { ...fields, body: sanitizeRichText(fields.body) };
  return deps.db.transaction(async (tx) => {
    const previous = await repo.lockPage(tx, type);
    const row = await repo.upsertPage(tx, type, { ...body, updatedBy: actor.userId });
    await audit.record(tx, actor, {
      objectType: 'cooperation_page',
      objectId: type,
      action: previous ? 'update' : 'create',
      summary: `Trang hợp tác ${COOPERATION_TYPE_LABELS[type]}: "${row.title}"`,
      ...(previous ? { before: pageAudit(previous) } : {}),
      after: pageAudit(row),
    });
    return deskPage(type, row);
  });
}

// ——— contacts ———

const toContact = (row: repo.ContactRow): DeskContact => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  email: row.email,
  organisation: row.organisation,
  partnerType: row.partnerType as PartnerType,
  message: row.message,
  status: row.status as EngagementStatus,
  note: row.note,
  handledBy: row.handledByName,
  handledAt: iso(row.handledAt),
  createdAt: row.createdAt.toISOString(),
});

export async function listContacts(deps: AppDeps, query: DeskContactListQuery): Promise<DeskContactList> {
  const limit = query.limit;
  const { rows, total } = await repo.listContacts(deps.db, query, query.page, limit);
  return { items: rows.map(toContact), pagination: pagination(query.page, limit, total) };
}

export async function getContact(deps: AppDeps, id: string): Promise<DeskContact> {
  const row = await repo.findContact(deps.db, id);
  if (!row) throw new AppError('not_found');
  return toContact(row);
}

/** Marks a new contact handled with the operator's note; a handled one is 422. */
export async function handleContact(deps: AppDeps, actor: Actor, id: string, note: string): Promise<DeskContact> {
  return deps.db.transaction(async (tx) => {
    const before = await repo.findContact(tx, id, true);
    if (!before) throw new AppError('not_found');
    if (before.status === 'handled') throw new AppError('business_rule', ENGAGEMENT_MSG.alreadyHandled);
    await repo.markContactHandled(tx, id, { note, handledBy: actor.userId });
    const after = await repo.findContact(tx, id);
    if (!after) throw new Error('contact vanished');
    await audit.record(tx, actor, {
      objectType: 'cooperation_contact',
      objectId: id,
      action: 'handle',
      summary: `Xử lý liên hệ hợp tác của ${before.name} (${before.phone})`,
      before: { status: before.status, note: before.note },
      after: { status: after.status, note: after.note },
    });
    return toContact(after);
  });
}

// ——— feedback ———

const toFeedback = (row: repo.FeedbackRow): DeskFeedback => ({
  id: row.id,
  stars: row.stars,
  reasons: row.reasons as FeedbackReason[],
  otherReason: row.otherReason,
  comment: row.comment,
  area: row.area as FeedbackArea,
  partner: { id: row.partnerId, code: row.partnerCode, name: row.partnerName, type: row.partnerType as PartnerType },
  username: row.username,
  status: row.status as EngagementStatus,
  note: row.note,
  handledBy: row.handledByName,
  handledAt: iso(row.handledAt),
  createdAt: row.createdAt.toISOString(),
});

export async function listFeedback(deps: AppDeps, query: DeskFeedbackListQuery): Promise<DeskFeedbackList> {
  const limit = query.limit;
  const { rows, total } = await repo.listFeedback(deps.db, query, query.page, limit);
  return { items: rows.map(toFeedback), pagination: pagination(query.page, limit, total) };
}

export async function getFeedback(deps: AppDeps, id: string): Promise<DeskFeedback> {
  const row = await repo.findFeedback(deps.db, id);
  if (!row) throw new AppError('not_found');
  return toFeedback(row);
}

export async function handleFeedback(deps: AppDeps, actor: Actor, id: string, note: string): Promise<DeskFeedback> {
  return deps.db.transaction(async (tx) => {
    const before = await repo.findFeedback(tx, id, true);
    if (!before) throw new AppError('not_found');
    if (before.status === 'handled') throw new AppError('business_rule', ENGAGEMENT_MSG.alreadyHandled);
    await repo.markFeedbackHandled(tx, id, { note, handledBy: actor.userId });
    const after = await repo.findFeedback(tx, id);
    if (!after) throw new Error('feedback vanished');
    await audit.record(tx, actor, {
      objectType: 'feedback',
      objectId: id,
      action: 'handle',
      summary: `Xử lý góp ý ${before.stars} sao của ${before.partnerName} (${before.username})`,
      before: { status: before.status, note: before.note },
      after: { status: after.status, note: after.note },
    });
    return toFeedback(after);
  });
}
