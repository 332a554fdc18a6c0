import {
  bidPostIdParamsSchema,
  categoryBodySchema,
  DESK_POST_FILE_FIELD,
  DESK_REPLY_FILE_FIELD,
  deskCategorySchema,
  deskClarificationFieldsSchema,
  deskPostDetailSchema,
  deskPostFieldsSchema,
  deskPostListQuerySchema,
  deskPostListSchema,
  deskReplyFieldsSchema,
  deskRequestListQuerySchema,
  deskRequestListSchema,
  deskRequestSchema,
  deskSubmissionDetailSchema,
  deskSubmissionListSchema,
  idParamSchema,
  partyRequestBodySchema,
  postStatusBodySchema,
  publishResultsBodySchema,
  submissionStatusBodySchema,
  TENDER_DESK_MSG,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { KEEP } from '../../lib/http-cache.ts';
import { parseFields, readMultipart, withUploads } from '../../lib/multipart.ts';
import { routes } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as categories from './desk-categories-service.ts';
import * as posts from './desk-posts-service.ts';
import * as requests from './desk-requests-service.ts';
import { getFile } from './desk-shared.ts';
import * as submissions from './desk-submissions-service.ts';

const idParams = z.object({ id: idParamSchema });
const VIEW = access.operator('tenders.view');
const MANAGE = access.operator('tenders.manage');

/**
 * The tender desk (`/api/admin/tendering`): reads for `tenders.view`, writes for `tenders.manage`.
 * Every write records its audit entry, history and e-mails in its transaction (the service).
 */
export async function tenderDeskRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin-tendering');

  r.get('', {
    access: VIEW,
    query: deskPostListQuerySchema,
    data: deskPostListSchema,
    handler: ({ deps, query }) => posts.listPosts(deps, query),
  });

  r.post('', {
    access: MANAGE,
    multipart: { fields: deskPostFieldsSchema, files: [DESK_POST_FILE_FIELD] },
    data: deskPostDetailSchema,
    message: TENDER_DESK_MSG.created,
    forgets: KEEP.bidPosts.group,
    handler: async ({ deps, actor, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, { fileFields: [DESK_POST_FILE_FIELD] });
      return withUploads(deps.storage, uploads, () => posts.createPost(deps, actor, parseFields(deskPostFieldsSchema, fields), uploads));
    },
  });

  r.get('/categories', {
    access: VIEW,
    data: z.array(deskCategorySchema),
    handler: ({ deps }) => categories.listCategories(deps),
  });

  r.post('/categories', {
    access: MANAGE,
    body: categoryBodySchema,
    data: deskCategorySchema,
    message: TENDER_DESK_MSG.categorySaved,
    forgets: KEEP.bidPosts.group,
    handler: ({ deps, actor, body }) => categories.saveCategory(deps, actor, null, body),
  });

  r.put('/categories/:id', {
    access: MANAGE,
    params: bidPostIdParamsSchema,
    body: categoryBodySchema,
    data: deskCategorySchema,
    message: TENDER_DESK_MSG.categorySaved,
    forgets: KEEP.bidPosts.group,
    handler: ({ deps, actor, params, body }) => categories.saveCategory(deps, actor, params.id, body),
  });

  r.raw('/files/:id', {
    access: VIEW,
    params: idParams,
    handler: async ({ deps, params, reply }) => sendStoredFile(reply, deps.storage, await getFile(deps, params.id), { inline: true }),
  });

  r.get('/submissions/:id', {
    access: VIEW,
    params: idParams,
    data: deskSubmissionDetailSchema,
    handler: ({ deps, params }) => submissions.getSubmission(deps, params.id),
  });

  r.post('/submissions/:id/status', {
    access: MANAGE,
    params: idParams,
    body: submissionStatusBodySchema,
    message: TENDER_DESK_MSG.submissionStatusChanged,
    handler: ({ deps, actor, params, body }) => submissions.setSubmissionStatus(deps, actor, params.id, body.status),
  });

  r.post('/submissions/:id/requests', {
    access: MANAGE,
    params: idParams,
    body: partyRequestBodySchema,
    data: deskRequestSchema,
    message: TENDER_DESK_MSG.requestSent,
    handler: ({ deps, actor, params, body }) => requests.sendPartyRequest(deps, actor, params.id, body),
  });

  r.post('/submissions/:id/clarifications', {
    access: MANAGE,
    params: idParams,
    multipart: { fields: deskClarificationFieldsSchema, files: [DESK_REPLY_FILE_FIELD] },
    data: deskRequestSchema,
    message: TENDER_DESK_MSG.clarificationRecorded,
    handler: async ({ deps, actor, params, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, { fileFields: [DESK_REPLY_FILE_FIELD] });
      return withUploads(deps.storage, uploads, () =>
        requests.recordClarification(deps, actor, params.id, parseFields(deskClarificationFieldsSchema, fields), uploads),
      );
    },
  });

  r.post('/requests/:id/reply', {
    access: MANAGE,
    params: idParams,
    multipart: { fields: deskReplyFieldsSchema, files: [DESK_REPLY_FILE_FIELD] },
    data: deskRequestSchema,
    message: TENDER_DESK_MSG.replySent,
    handler: async ({ deps, actor, params, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, { fileFields: [DESK_REPLY_FILE_FIELD] });
      return withUploads(deps.storage, uploads, () =>
        requests.replyToRequest(deps, actor, params.id, parseFields(deskReplyFieldsSchema, fields).content, uploads),
      );
    },
  });

  r.get('/:id', {
    access: VIEW,
    params: bidPostIdParamsSchema,
    data: deskPostDetailSchema,
    handler: ({ deps, params }) => posts.getPost(deps, params.id),
  });

  r.put('/:id', {
    access: MANAGE,
    params: bidPostIdParamsSchema,
    multipart: { fields: deskPostFieldsSchema, files: [DESK_POST_FILE_FIELD] },
    data: deskPostDetailSchema,
    message: TENDER_DESK_MSG.updated,
    forgets: KEEP.bidPosts.group,
    handler: async ({ deps, actor, params, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, { fileFields: [DESK_POST_FILE_FIELD] });
      return withUploads(deps.storage, uploads, () =>
        posts.updatePost(deps, actor, params.id, parseFields(deskPostFieldsSchema, fields), uploads),
      );
    },
  });

  r.delete('/:id', {
    access: MANAGE,
    params: bidPostIdParamsSchema,
    message: TENDER_DESK_MSG.deleted,
    forgets: KEEP.bidPosts.group,
    handler: ({ deps, actor, params }) => posts.deletePost(deps, actor, params.id),
  });

  r.post('/:id/status', {
    access: MANAGE,
    params: bidPostIdParamsSchema,
    body: postStatusBodySchema,
    data: deskPostDetailSchema,
    message: TENDER_DESK_MSG.statusChanged,
    forgets: KEEP.bidPosts.group,
    handler: ({ deps, actor, params, body }) => posts.movePost(deps, actor, params.id, body.status),
  });

  r.post('/:id/results', {
    access: MANAGE,
    params: bidPostIdParamsSchema,
    body: publishResultsBodySchema,
    data: deskPostDetailSchema,
    message: TENDER_DESK_MSG.resultsPublished,
    forgets: KEEP.bidPosts.group,
    handler: ({ deps, actor, params, body }) => submissions.publishResults(deps, actor, params.id, body.winnerIds),
  });

  r.get('/:id/submissions', {
    access: VIEW,
    params: bidPostIdParamsSchema,
    data: deskSubmissionListSchema,
    handler: ({ deps, params }) => submissions.listSubmissions(deps, params.id),
  });

  r.get('/:id/requests', {
    access: VIEW,
    params: bidPostIdParamsSchema,
    query: deskRequestListQuerySchema,
    data: deskRequestListSchema,
    handler: ({ deps, params, query }) => requests.listRequests(deps, params.id, query.type),
  });
}
