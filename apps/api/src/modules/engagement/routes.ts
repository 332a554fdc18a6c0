import {
  cooperationContactBodySchema,
  cooperationContactResultSchema,
  cooperationPageListSchema,
  ENGAGEMENT_MSG,
  feedbackBodySchema,
  feedbackResultSchema,
  PARTNER_TYPES,
  SELF_PERMISSION,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { access } from '../../lib/access.ts';
import { limiter } from '../../lib/attempt-counter.ts';
import { CACHE } from '../../lib/http-cache.ts';
import { routes } from '../../lib/route.ts';
import * as engagement from './engagement-service.ts';

const HOUR = 3600_000;

/**
 * The cooperation tab (public: the programmes and the contact form) and the feedback tab (any
 * signed-in partner, sub-users included) of /thong-tin-chung: `/api/partner/cooperation/…`,
 * `/api/partner/feedback`. The operators' side is `desk-routes.ts` under `/api/admin/engagement`.
 */
export async function engagementRoutes(app: FastifyInstance) {
  const r = routes(app, 'engagement');
  // Anyone may write to the operators: a few submissions per address an hour (shared through Redis when configured).
  const contactLimit = limiter(app.deps, {
    name: 'coop-contact',
    max: app.deps.env.CONTACT_RATE_MAX,
    windowMs: HOUR,
    key: (req) => req.ip,
  });

  r.get('/cooperation/list', {
    access: access.public,
    data: cooperationPageListSchema,
    cache: CACHE.publicContent,
    handler: ({ deps }) => engagement.listCooperationPages(deps),
  });

  r.post('/cooperation/contact', {
    access: access.public,
    body: cooperationContactBodySchema,
    data: cooperationContactResultSchema,
    message: ENGAGEMENT_MSG.contactSent,
    errorStatuses: [429],
    preHandler: contactLimit.count,
    handler: ({ deps, body, req }) => engagement.submitContact(deps, body, req.ip),
  });

  r.post('/feedback', {
    access: access.partner(PARTNER_TYPES, SELF_PERMISSION),
    body: feedbackBodySchema,
    data: feedbackResultSchema,
    message: ENGAGEMENT_MSG.feedbackSent,
    handler: ({ deps, auth, body }) => engagement.submitFeedback(deps, auth, body),
  });
}
