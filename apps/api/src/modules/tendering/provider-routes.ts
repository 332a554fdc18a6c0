import {
  CUSTOM_FILE_FIELD_PATTERN,
  CUSTOM_VALUE_FILE_FIELD,
  customValueFieldsSchema,
  LIMITS,
  REPLY_FILE_FIELD,
  REQUEST_FILE_FIELD,
  replyFieldsSchema,
  requestFieldsSchema,
  SUBMISSION_FILE_FIELD,
  submissionFieldsSchema,
  TENDER_MSG,
  tenderingProviderEndpoints,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { parseFields, readMultipart, withUploads } from '../../lib/multipart.ts';
import { implement } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as bidPosts from './bid-post-service.ts';
import * as history from './history-query-service.ts';
import * as requests from './request-service.ts';
import * as submissions from './submission-service.ts';

const isSubmissionFileField = (field: string) => field === SUBMISSION_FILE_FIELD || CUSTOM_FILE_FIELD_PATTERN.test(field);
/** A submission carries its documents and one file per custom item. */
const SUBMISSION_MAX_FILES = LIMITS.uploadMaxFiles + 30;

/**
 * A provider's tendering (`/api/partner/v1/provider/...`): bid posts with its submission,
 * submitting, requests, history (contract: endpoints/tendering.ts `tenderingProviderEndpoints`).
 */
export async function tenderingProviderRoutes(app: FastifyInstance) {
  const e = tenderingProviderEndpoints;
  app.owners.set('bid-submission', submissions.submissionOwner);
  app.owners.set('bid-submission-file', submissions.submissionFileOwner);
  app.owners.set('bid-custom-value', submissions.customValueOwner);
  app.owners.set('bid-request', requests.ownRequestOwner);
  app.owners.set('bid-request-file', requests.requestFileOwner);

  implement(app, e.detail, {
    handler: ({ deps, auth, params }) => bidPosts.detail(deps, params.id, auth),
  });

  implement(app, e.submission, {
    handler: ({ deps, params }) => submissions.getSubmission(deps, params.id),
  });

  implement(app, e.submissionFile, {
    handler: async ({ deps, params, reply }) => sendStoredFile(reply, deps.storage, await submissions.submissionFile(deps, params.id)),
  });

  implement(app, e.createSubmission, {
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

  implement(app, e.updateSubmission, {
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

  implement(app, e.createCustomValue, {
    message: TENDER_MSG.submitUpdated,
    handler: async ({ deps, auth, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, { fileFields: [CUSTOM_VALUE_FILE_FIELD] });
      return withUploads(deps.storage, uploads, () =>
        submissions.saveCustomValue(deps, auth, parseFields(customValueFieldsSchema, fields), uploads),
      );
    },
  });

  implement(app, e.updateCustomValue, {
    message: TENDER_MSG.submitUpdated,
    handler: async ({ deps, auth, params, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, { fileFields: [CUSTOM_VALUE_FILE_FIELD] });
      return withUploads(deps.storage, uploads, () =>
        submissions.saveCustomValue(deps, auth, parseFields(customValueFieldsSchema, fields), uploads, params.id),
      );
    },
  });

  implement(app, e.requests, {
    handler: ({ deps, auth, query }) => requests.listRequests(deps, auth, query),
  });

  implement(app, e.partyRequests, {
    handler: ({ deps, auth, query }) => requests.listPartyRequests(deps, auth, query),
  });

  implement(app, e.createRequest, {
    message: TENDER_MSG.requestSent,
    handler: async ({ deps, auth, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, { fileFields: [REQUEST_FILE_FIELD] });
      return withUploads(deps.storage, uploads, () =>
        requests.createRequest(deps, auth, parseFields(requestFieldsSchema, fields), uploads),
      );
    },
  });

  implement(app, e.updateRequest, {
    message: TENDER_MSG.requestUpdated,
    handler: async ({ deps, auth, params, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, { fileFields: [REQUEST_FILE_FIELD] });
      return withUploads(deps.storage, uploads, () =>
        requests.updateRequest(deps, auth, params.id, parseFields(requestFieldsSchema, fields), uploads),
      );
    },
  });

  implement(app, e.deleteRequest, {
    message: TENDER_MSG.requestDeleted,
    handler: ({ deps, auth, params }) => requests.deleteRequest(deps, auth, params.id),
  });

  implement(app, e.createReply, {
    message: TENDER_MSG.replySent,
    handler: async ({ deps, auth, req }) => {
      const { fields, uploads } = await readMultipart(req, deps.storage, { fileFields: [REPLY_FILE_FIELD] });
      return withUploads(deps.storage, uploads, () => requests.createReply(deps, auth, parseFields(replyFieldsSchema, fields), uploads));
    },
  });

  implement(app, e.requestFile, {
    handler: async ({ deps, params, reply }) => sendStoredFile(reply, deps.storage, await requests.requestFile(deps, params.id)),
  });

  implement(app, e.history, {
    handler: ({ deps, auth, query }) => history.listHistory(deps, auth, query),
  });
}
