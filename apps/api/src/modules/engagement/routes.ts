import { ENGAGEMENT_MSG, engagementEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { limiter } from '../../lib/attempt-counter.ts';
import { CACHE } from '../../lib/http-cache.ts';
import { implement } from '../../lib/route.ts';
import * as engagement from './engagement-service.ts';

const HOUR = 3600_000;

/**
 * The cooperation tab (public: the programmes and the contact form) and the feedback tab (any
 * signed-in partner, sub-users included) of /thong-tin-chung (contract: endpoints/engagement.ts
 * `engagementEndpoints`). The operators' side is `desk-routes.ts`.
 */
export async function engagementRoutes(app: FastifyInstance) {
  const e = engagementEndpoints;
  // Anyone may write to the operators: a few submissions per address an hour (shared through Redis when configured).
  const contactLimit = limiter(app.deps, {
    name: 'coop-contact',
    max: app.deps.env.CONTACT_RATE_MAX,
    windowMs: HOUR,
    key: (req) => req.ip,
  });

  implement(app, e.cooperationPages, {
    cache: CACHE.publicContent,
    handler: ({ deps }) => engagement.listCooperationPages(deps),
  });

  implement(app, e.cooperationContact, {
    message: ENGAGEMENT_MSG.contactSent,
    preHandler: contactLimit.count,
    handler: ({ deps, body, req }) => engagement.submitContact(deps, body, req.ip),
  });

  implement(app, e.feedback, {
    message: ENGAGEMENT_MSG.feedbackSent,
    handler: ({ deps, auth, body }) => engagement.submitFeedback(deps, auth, body),
  });
}
