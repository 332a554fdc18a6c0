import {
  bidPostDetailSchema,
  bidPostIdParamSchema,
  bidSubmissionSchema,
  CUSTOM_FILE_FIELD_PATTERN,
  CUSTOM_VALUE_FILE_FIELD,
  customValueFieldsSchema,
  customValueSchema,
  historyListQuerySchema,
  historyListSchema,
  idParamSchema,
  LIMITS,
  partyRequestListSchema,
  partyRequestQuerySchema,
  REPLY_FILE_FIELD,
  REQUEST_FILE_FIELD,
  replyFieldsSchema,
  requestFieldsSchema,
  requestListQuerySchema,
  requestListSchema,
  SUBMISSION_FILE_FIELD,
  submissionFieldsSchema,
  TENDER_MSG,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { parseFields, readMultipart, withUploads } from '../../lib/multipart.ts';
import { routes } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as bidPosts from './bid-post-service.ts';
import * as history from './history-query-service.ts';
import * as requests from './request-service.ts';
import * as submissions from './submission-service.ts';

const idParams = z.object({ id: idParamSchema });
const provider = access.partner.bind(null, ['provider']);
const isSubmissionFileField = (field: string) => field === SUBMISSION_FILE_FIELD || CUSTOM_FILE_FIELD_PATTERN.test(field);
/** A submission carries its documents and one file per custom item. */
const SUBMISSION_MAX_FILES = LIMITS.uploadMaxFiles + 30;

/** A provider's tendering (`/api/partner/v1/provider/...`): bid posts with its submission, submitting, requests, history. */
export async function tenderingProviderRoutes(app: FastifyInstance) {
  const r = routes(app, 'tendering');
  app.owners.set('bid-submission', submissions.submissionOwner);
  app.owners.set('bid-submission-file', submissions.submissionFileOwner);
  app.owners.set('bid-custom-value', submissions.customValueOwner);
  app.owners.set('bid-request', requests.ownRequestOwner);
  app.owners.set('bid-request-file', requests.requestFileOwner);

  r.get('/bid-post/detail/:id', {
    access: provider('bid.view'),
    params: z.object({ id: bidPostIdParamSchema }),
    data: bidPostDetailSchema,
    handler: ({ deps, auth, params }) => bidPosts.detail(deps, params.id, auth),
  });

  r.get('/bid-post/detail-bd-submit/:id', {
    access: provider('bid.view', { owns: 'bid-submission' }),
    params: idParams,
    data: bidSubmissionSchema,
    handler: ({ deps, params }) => submissions.getSubmission(deps, params.id),
  });

  r.raw('/bid-post/submit-file/:id', {
    access: provider('bid.view', { owns: 'bid-submission-file' }),
    params: idParams,
    handler: async ({ deps, params, reply }) => sendStoredFile(reply, deps.storage, await submissions.submissionFile(deps, params.id)),
  });

  r.post('/bid-post/create-bid-post-submit', {
    access: provider('bid.submit'),
    multipart: { fields: submissionFieldsSchema, files: [SUBMISSION_FILE_FIELD, 'CustomFile_{infoId}'] },
    data: bidSubmissionSchema,
    message: TENDER_MSG.submitted,
    handler: async ({ deps, auth, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, {
        fileFields: isSubmissionFileField,
        maxTotalFiles: SUBMISSION_MAX_FILES,
      });
      return withUploads(deps.storage, uploads, () => {
        const hasFiles = uploads.some((u) => u.field === SUBMISSION_FILE_FIELD);
        const body = parseFields(submissionFieldsSchema, fields, hasFiles ? {} : { [SUBMISSION_FILE_FIELD]: [TENDER_MSG.files] });
        return submissions.createSubmission(deps, auth, body, uploads);
      });
    },
  });

  r.put('/bid-post/update-bid-post-submit/:id', {
    access: provider('bid.submit', { owns: 'bid-submission' }),
    params: idParams,
    multipart: { fields: submissionFieldsSchema, files: [SUBMISSION_FILE_FIELD, 'CustomFile_{infoId}'] },
    data: bidSubmissionSchema,
    message: TENDER_MSG.submitUpdated,
    handler: async ({ deps, auth, params, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, {
        fileFields: isSubmissionFileField,
        maxTotalFiles: SUBMISSION_MAX_FILES,
      });
      return withUploads(deps.storage, uploads, () =>
        submissions.updateSubmission(deps, auth, params.id, parseFields(submissionFieldsSchema, fields), uploads),
      );
    },
  });

  r.post('/bid-post/create-bidpost-custom-value', {
    access: provider('bid.submit'),
    multipart: { fields: customValueFieldsSchema, files: [CUSTOM_VALUE_FILE_FIELD] },
    data: customValueSchema,
    message: TENDER_MSG.submitUpdated,
    handler: async ({ deps, auth, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, { fileFields: [CUSTOM_VALUE_FILE_FIELD] });
      return withUploads(deps.storage, uploads, () =>
        submissions.saveCustomValue(deps, auth, parseFields(customValueFieldsSchema, fields), uploads),
      );
    },
  });

  r.put('/bid-post/update-bidpost-custom-value/:id', {
    access: provider('bid.submit', { owns: 'bid-custom-value' }),
    params: idParams,
    multipart: { fields: customValueFieldsSchema, files: [CUSTOM_VALUE_FILE_FIELD] },
    data: customValueSchema,
    message: TENDER_MSG.submitUpdated,
    handler: async ({ deps, auth, params, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, { fileFields: [CUSTOM_VALUE_FILE_FIELD] });
      return withUploads(deps.storage, uploads, () =>
        submissions.saveCustomValue(deps, auth, parseFields(customValueFieldsSchema, fields), uploads, params.id),
      );
    },
  });

  r.get('/request/list', {
    access: provider('bid.view'),
    query: requestListQuerySchema,
    data: requestListSchema,
    handler: ({ deps, auth, query }) => requests.listRequests(deps, auth, query),
  });

  r.get('/request/party-list', {
    access: provider('bid.view'),
    query: partyRequestQuerySchema,
    data: partyRequestListSchema,
    handler: ({ deps, auth, query }) => requests.listPartyRequests(deps, auth, query),
  });

  r.post('/request/create', {
    access: provider('bid.request'),
    multipart: { fields: requestFieldsSchema, files: [REQUEST_FILE_FIELD] },
    message: TENDER_MSG.requestSent,
    handler: async ({ deps, auth, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, { fileFields: [REQUEST_FILE_FIELD] });
      return withUploads(deps.storage, uploads, () =>
        requests.createRequest(deps, auth, parseFields(requestFieldsSchema, fields), uploads),
      );
    },
  });

  r.put('/request/update/:id', {
    access: provider('bid.request', { owns: 'bid-request' }),
    params: idParams,
    multipart: { fields: requestFieldsSchema, files: [REQUEST_FILE_FIELD] },
    message: TENDER_MSG.requestUpdated,
    handler: async ({ deps, auth, params, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, { fileFields: [REQUEST_FILE_FIELD] });
      return withUploads(deps.storage, uploads, () =>
        requests.updateRequest(deps, auth, params.id, parseFields(requestFieldsSchema, fields), uploads),
      );
    },
  });

  r.delete('/request/delete/:id', {
    access: provider('bid.request', { owns: 'bid-request' }),
    params: idParams,
    message: TENDER_MSG.requestDeleted,
    handler: ({ deps, auth, params }) => requests.deleteRequest(deps, auth, params.id),
  });

  r.post('/request/create-reply', {
    access: provider('bid.request'),
    multipart: { fields: replyFieldsSchema, files: [REPLY_FILE_FIELD] },
    message: TENDER_MSG.replySent,
    handler: async ({ deps, auth, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, { fileFields: [REPLY_FILE_FIELD] });
      return withUploads(deps.storage, uploads, () => requests.createReply(deps, auth, parseFields(replyFieldsSchema, fields), uploads));
    },
  });

  r.raw('/request/file/:id', {
    access: provider('bid.view', { owns: 'bid-request-file' }),
    params: idParams,
    handler: async ({ deps, params, reply }) => sendStoredFile(reply, deps.storage, await requests.requestFile(deps, params.id)),
  });

  r.get('/history-update/list', {
    access: provider('bid.view'),
    query: historyListQuerySchema,
    data: historyListSchema,
    handler: ({ deps, auth, query }) => history.listHistory(deps, auth, query),
  });
}
