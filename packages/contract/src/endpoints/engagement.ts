import { z } from '../zod.ts';
import { access } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import {
  cooperationContactBodySchema,
  cooperationContactResultSchema,
  cooperationPageBodySchema,
  cooperationPageListSchema,
  deskContactListQuerySchema,
  deskContactListSchema,
  deskContactSchema,
  deskCooperationPageSchema,
  deskFeedbackListQuerySchema,
  deskFeedbackListSchema,
  deskFeedbackSchema,
  engagementHandleBodySchema,
  engagementIdParamsSchema,
  feedbackBodySchema,
  feedbackResultSchema,
} from '../schemas/engagement.ts';

/**
 * The cooperation tab (public: the programmes and the contact form) and the feedback tab (any
 * signed-in partner, sub-users included) of /thong-tin-chung.
 */
export const engagementEndpoints = {
  cooperationPages: endpoint({
    method: 'GET',
    path: '/api/partner/cooperation/list',
    tag: 'engagement',
    access: access.public,
    data: cooperationPageListSchema,
  }),
  /** Anyone may write to the operators: a few submissions per address an hour (429 past them). */
  cooperationContact: endpoint({
    method: 'POST',
    path: '/api/partner/cooperation/contact',
    tag: 'engagement',
    access: access.public,
    body: cooperationContactBodySchema,
    data: cooperationContactResultSchema,
    errorStatuses: [429],
  }),
  feedback: endpoint({
    method: 'POST',
    path: '/api/partner/feedback',
    tag: 'engagement',
    access: access.anyPartner,
    body: feedbackBodySchema,
    data: feedbackResultSchema,
  }),
};

const PAGES = access.operator('content.cooperation');
const RECEIVED = access.operator('content.feedback');

/** The engagement desk: cooperation pages, the contacts and feedback received; every change audited. */
export const engagementDeskEndpoints = {
  pages: endpoint({
    method: 'GET',
    path: '/api/admin/engagement/pages',
    tag: 'admin-engagement',
    access: PAGES,
    data: z.array(deskCooperationPageSchema),
  }),
  /** One programme's page; its HTML is sanitised by the server before it is stored. */
  savePage: endpoint({
    method: 'PUT',
    path: '/api/admin/engagement/pages',
    tag: 'admin-engagement',
    access: PAGES,
    body: cooperationPageBodySchema,
    data: deskCooperationPageSchema,
  }),
  contacts: endpoint({
    method: 'GET',
    path: '/api/admin/engagement/contacts',
    tag: 'admin-engagement',
    access: RECEIVED,
    query: deskContactListQuerySchema,
    data: deskContactListSchema,
  }),
  contact: endpoint({
    method: 'GET',
    path: '/api/admin/engagement/contacts/:id',
    tag: 'admin-engagement',
    access: RECEIVED,
    params: engagementIdParamsSchema,
    data: deskContactSchema,
  }),
  handleContact: endpoint({
    method: 'POST',
    path: '/api/admin/engagement/contacts/:id/handle',
    tag: 'admin-engagement',
    access: RECEIVED,
    params: engagementIdParamsSchema,
    body: engagementHandleBodySchema,
    data: deskContactSchema,
  }),
  feedback: endpoint({
    method: 'GET',
    path: '/api/admin/engagement/feedback',
    tag: 'admin-engagement',
    access: RECEIVED,
    query: deskFeedbackListQuerySchema,
    data: deskFeedbackListSchema,
  }),
  feedbackEntry: endpoint({
    method: 'GET',
    path: '/api/admin/engagement/feedback/:id',
    tag: 'admin-engagement',
    access: RECEIVED,
    params: engagementIdParamsSchema,
    data: deskFeedbackSchema,
  }),
  handleFeedback: endpoint({
    method: 'POST',
    path: '/api/admin/engagement/feedback/:id/handle',
    tag: 'admin-engagement',
    access: RECEIVED,
    params: engagementIdParamsSchema,
    body: engagementHandleBodySchema,
    data: deskFeedbackSchema,
  }),
};
