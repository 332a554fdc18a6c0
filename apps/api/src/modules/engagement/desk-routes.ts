import {
  deskContactListQuerySchema,
  deskContactListSchema,
  deskContactSchema,
  deskCooperationPageSchema,
  deskFeedbackListQuerySchema,
  deskFeedbackListSchema,
  deskFeedbackSchema,
  ENGAGEMENT_MSG,
  engagementHandleBodySchema,
  engagementIdParamsSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { routes } from '../../lib/route.ts';
import * as desk from './desk-service.ts';

const PAGES = access.operator('content.cooperation');
const RECEIVED = access.operator('content.feedback');

/** The engagement desk (`/api/admin/engagement`): cooperation pages, the contacts and feedback received; every change audited. */
export async function engagementDeskRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin-engagement');

  r.get('/pages', {
    access: PAGES,
    data: z.array(deskCooperationPageSchema),
    handler: ({ deps }) => desk.listPages(deps),
  });

  r.put('/pages', {
    access: PAGES,
    body: desk.cooperationPageWriteSchema,
    data: deskCooperationPageSchema,
    message: ENGAGEMENT_MSG.pageSaved,
    handler: ({ deps, actor, body }) => desk.savePage(deps, actor, body),
  });

  r.get('/contacts', {
    access: RECEIVED,
    query: deskContactListQuerySchema,
    data: deskContactListSchema,
    handler: ({ deps, query }) => desk.listContacts(deps, query),
  });

  r.get('/contacts/:id', {
    access: RECEIVED,
    params: engagementIdParamsSchema,
    data: deskContactSchema,
    handler: ({ deps, params }) => desk.getContact(deps, params.id),
  });

  r.post('/contacts/:id/handle', {
    access: RECEIVED,
    params: engagementIdParamsSchema,
    body: engagementHandleBodySchema,
    data: deskContactSchema,
    message: ENGAGEMENT_MSG.handled,
    handler: ({ deps, actor, params, body }) => desk.handleContact(deps, actor, params.id, body.note),
  });

  r.get('/feedback', {
    access: RECEIVED,
    query: deskFeedbackListQuerySchema,
    data: deskFeedbackListSchema,
    handler: ({ deps, query }) => desk.listFeedback(deps, query),
  });

  r.get('/feedback/:id', {
    access: RECEIVED,
    params: engagementIdParamsSchema,
    data: deskFeedbackSchema,
    handler: ({ deps, params }) => desk.getFeedback(deps, params.id),
  });

  r.post('/feedback/:id/handle', {
    access: RECEIVED,
    params: engagementIdParamsSchema,
    body: engagementHandleBodySchema,
    data: deskFeedbackSchema,
    message: ENGAGEMENT_MSG.handled,
    handler: ({ deps, actor, params, body }) => desk.handleFeedback(deps, actor, params.id, body.note),
  });
}
