import {
  DESK_POST_FILE_FIELD,
  DESK_REPLY_FILE_FIELD,
  deskClarificationFieldsSchema,
  deskPostFieldsSchema,
  deskReplyFieldsSchema,
  TENDER_DESK_MSG,
  tenderDeskEndpoints,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { KEEP } from '../../lib/http-cache.ts';
import { parseFields, readMultipart, withUploads } from '../../lib/multipart.ts';
import { implement } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as categories from './desk-categories-service.ts';
import * as posts from './desk-posts-service.ts';
import * as requests from './desk-requests-service.ts';
import { getFile } from './desk-shared.ts';
import * as submissions from './desk-submissions-service.ts';

/**
 * The tender desk (`/api/admin/tendering`; contract: endpoints/tendering.ts `tenderDeskEndpoints`):
 * reads for `tenders.view`, writes for `tenders.manage`. Every write records its audit entry,
 * history and e-mails in its transaction (the service).
 */
export async function tenderDeskRoutes(app: FastifyInstance) {
  const e = tenderDeskEndpoints;

  implement(app, e.list, {
    handler: ({ deps, query }) => posts.listPosts(deps, query),
  });

  implement(app, e.create, {
    message: TENDER_DESK_MSG.created,
    forgets: KEEP.bidPosts.group,
    handler: async ({ deps, actor, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, { fileFields: [DESK_POST_FILE_FIELD] });
      return withUploads(deps.storage, uploads, () => posts.createPost(deps, actor, parseFields(deskPostFieldsSchema, fields), uploads));
    },
  });

  implement(app, e.categories, {
    handler: ({ deps }) => categories.listCategories(deps),
  });

  implement(app, e.createCategory, {
    message: TENDER_DESK_MSG.categorySaved,
    forgets: KEEP.bidPosts.group,
    handler: ({ deps, actor, body }) => categories.saveCategory(deps, actor, null, body),
  });

  implement(app, e.updateCategory, {
    message: TENDER_DESK_MSG.categorySaved,
    forgets: KEEP.bidPosts.group,
    handler: ({ deps, actor, params, body }) => categories.saveCategory(deps, actor, params.id, body),
  });

  implement(app, e.file, {
    handler: async ({ deps, params, reply }) => sendStoredFile(reply, deps.storage, await getFile(deps, params.id), { inline: true }),
  });

  implement(app, e.submission, {
    handler: ({ deps, params }) => submissions.getSubmission(deps, params.id),
  });

  implement(app, e.submissionStatus, {
    message: TENDER_DESK_MSG.submissionStatusChanged,
    handler: ({ deps, actor, params, body }) => submissions.setSubmissionStatus(deps, actor, params.id, body.status),
  });

  implement(app, e.submissionRequest, {
    message: TENDER_DESK_MSG.requestSent,
    handler: ({ deps, actor, params, body }) => requests.sendPartyRequest(deps, actor, params.id, body),
  });

  implement(app, e.submissionClarification, {
    message: TENDER_DESK_MSG.clarificationRecorded,
    handler: async ({ deps, actor, params, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, { fileFields: [DESK_REPLY_FILE_FIELD] });
      return withUploads(deps.storage, uploads, () =>
        requests.recordClarification(deps, actor, params.id, parseFields(deskClarificationFieldsSchema, fields), uploads),
      );
    },
  });

  implement(app, e.requestReply, {
    message: TENDER_DESK_MSG.replySent,
    handler: async ({ deps, actor, params, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, { fileFields: [DESK_REPLY_FILE_FIELD] });
      return withUploads(deps.storage, uploads, () =>
        requests.replyToRequest(deps, actor, params.id, parseFields(deskReplyFieldsSchema, fields).content, uploads),
      );
    },
  });

  implement(app, e.detail, {
    handler: ({ deps, params }) => posts.getPost(deps, params.id),
  });

  implement(app, e.update, {
    message: TENDER_DESK_MSG.updated,
    forgets: KEEP.bidPosts.group,
    handler: async ({ deps, actor, params, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, { fileFields: [DESK_POST_FILE_FIELD] });
      return withUploads(deps.storage, uploads, () =>
        posts.updatePost(deps, actor, params.id, parseFields(deskPostFieldsSchema, fields), uploads),
      );
    },
  });

  implement(app, e.remove, {
    message: TENDER_DESK_MSG.deleted,
    forgets: KEEP.bidPosts.group,
    handler: ({ deps, actor, params }) => posts.deletePost(deps, actor, params.id),
  });

  implement(app, e.status, {
    message: TENDER_DESK_MSG.statusChanged,
    forgets: KEEP.bidPosts.group,
    handler: ({ deps, actor, params, body }) => posts.movePost(deps, actor, params.id, body.status),
  });

  implement(app, e.results, {
    message: TENDER_DESK_MSG.resultsPublished,
    forgets: KEEP.bidPosts.group,
    handler: ({ deps, actor, params, body }) => submissions.publishResults(deps, actor, params.id, body.winnerIds),
  });

  implement(app, e.submissions, {
    handler: ({ deps, params }) => submissions.listSubmissions(deps, params.id),
  });

  implement(app, e.requests, {
    handler: ({ deps, params, query }) => requests.listRequests(deps, params.id, query.type),
  });
}
