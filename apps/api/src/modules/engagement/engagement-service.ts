import {
  COOPERATION_TYPE_LABELS,
  type CooperationPage,
  type cooperationContactBodySchema,
  ENGAGEMENT_OUTGOING,
  type FeedbackArea,
  type FeedbackReason,
  type feedbackBodySchema,
  PARTNER_TYPES,
  type PartnerType,
  SITE_PATHS,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import type { PartnerAuth } from '../../lib/access.ts';
import { supportMailbox } from '../organization/organization-service.ts';
import * as repo from './engagement-repository.ts';

/** The engagement area's partner side: the cooperation tab (public) and the feedback tab (signed in). */

export const toPage = (row: repo.CooperationPageRow): CooperationPage => ({
  partnerType: row.partnerType as PartnerType,
  title: row.title,
  summary: row.summary,
  body: row.body,
  benefits: row.benefits,
  updatedAt: row.updatedAt.toISOString(),
});

/** GET cooperation/list: the programmes that exist, in the order collaborator, company, provider. */
export async function listCooperationPages(deps: AppDeps): Promise<CooperationPage[]> {
  const rows = await repo.listPages(deps.db);
  const byType = new Map(rows.map((row) => [row.partnerType, row]));
  return PARTNER_TYPES.flatMap((type) => {
    const row = byType.get(type);
    return row?.title ? [toPage(row)] : [];
  });
}

type ContactBody = z.output<typeof cooperationContactBodySchema>;

/**
 * POST cooperation/contact: stored for the operators and e-mailed to their mailbox through the
 * queue, in one transaction (no mailbox configured: the outbox keeps it, undelivered).
 */
export async function submitContact(deps: AppDeps, body: ContactBody, ip: string | null): Promise<{ id: string }> {
  const to = await supportMailbox(deps);
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertContact(tx, { ...body, ip });
    const type = COOPERATION_TYPE_LABELS[body.partnerType];
    await deps.mailer.send(tx, {
      channel: 'email',
      to,
      ...ENGAGEMENT_OUTGOING.contact({ ...body, type }, `${deps.env.publicUrl}${SITE_PATHS.cooperationContacts}/${row.id}`),
      // The operators answer the person who wrote, not their own mailbox.
      replyTo: body.email,
    });
    return row;
  });
}

type FeedbackBody = z.output<typeof feedbackBodySchema>;

/** POST feedback: the signed-in partner's (a sub-user's under its owner partner). */
export async function submitFeedback(deps: AppDeps, auth: PartnerAuth, body: FeedbackBody): Promise<{ id: string }> {
  return repo.insertFeedback(deps.db, {
    partnerId: auth.partnerId,
    userId: auth.userId,
    username: auth.username,
    stars: body.stars,
    reasons: body.reasons satisfies FeedbackReason[],
    otherReason: body.otherReason,
    comment: body.comment,
    area: body.area satisfies FeedbackArea,
  });
}
