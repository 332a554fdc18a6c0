import { ENGAGEMENT_MSG, engagementDeskEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/route.ts';
import * as desk from './desk-service.ts';

/** The engagement desk: cooperation pages, the contacts and feedback received; every change audited (contract: `engagementDeskEndpoints`). */
export async function engagementDeskRoutes(app: FastifyInstance) {
  const e = engagementDeskEndpoints;

  implement(app, e.pages, {
    handler: ({ deps }) => desk.listPages(deps),
  });

  implement(app, e.savePage, {
    message: ENGAGEMENT_MSG.pageSaved,
    handler: ({ deps, actor, body }) => desk.savePage(deps, actor, body),
  });

  implement(app, e.contacts, {
    handler: ({ deps, query }) => desk.listContacts(deps, query),
  });

  implement(app, e.contact, {
    handler: ({ deps, params }) => desk.getContact(deps, params.id),
  });

  implement(app, e.handleContact, {
    message: ENGAGEMENT_MSG.handled,
    handler: ({ deps, actor, params, body }) => desk.handleContact(deps, actor, params.id, body.note),
  });

  implement(app, e.feedback, {
    handler: ({ deps, query }) => desk.listFeedback(deps, query),
  });

  implement(app, e.feedbackEntry, {
    handler: ({ deps, params }) => desk.getFeedback(deps, params.id),
  });

  implement(app, e.handleFeedback, {
    message: ENGAGEMENT_MSG.handled,
    handler: ({ deps, actor, params, body }) => desk.handleFeedback(deps, actor, params.id, body.note),
  });
}
