import { z } from '../zod.ts';
import { access, type OwnedObject } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import type { PartnerPermission } from '../permissions.ts';
import { typeParamsSchema } from '../schemas/auth.ts';
import { idParamSchema } from '../schemas/files.ts';
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
  partyRequestBodySchema,
  postStatusBodySchema,
  publishResultsBodySchema,
  submissionStatusBodySchema,
} from '../schemas/tender-desk.ts';
import {
  bidCategoryListSchema,
  bidPostDetailSchema,
  bidPostIdParamSchema,
  bidPostListQuerySchema,
  bidPostListSchema,
  bidSubmissionSchema,
  CUSTOM_VALUE_FILE_FIELD,
  categoryInfoItemSchema,
  categoryInfoQuerySchema,
  customValueFieldsSchema,
  customValueSchema,
  historyListQuerySchema,
  historyListSchema,
  partnerBidPostListQuerySchema,
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
  tenderLookupListSchema,
  tenderLookupsSchema,
} from '../schemas/tendering.ts';
import { TENDER_LOOKUP_PATHS, type TenderLookupName } from '../tendering.ts';

/** A file or submission id in a path (a uuid). */
const idParams = z.object({ id: idParamSchema });
/** A published bid post's id in a public or provider path (its public URL's number). */
const bidPostParams = z.object({ id: bidPostIdParamSchema });

/** A lookup list under /api/partner (spec 2 §7): anyone reads it; the screens read them all at once (`lookups`). */
const lookupEndpoint = <const P extends string>(path: P) =>
  endpoint({
    method: 'GET',
    path: `/api/partner/${path}`,
    outside: 'spec 2 lookup list (the screens read every list at once from the lookups call)',
    tag: 'tendering',
    access: access.public,
    data: tenderLookupListSchema,
  });

/** Each lookup list of TENDER_LOOKUP_PATHS (`area-list`, `contract-type-list`, …), in that order. */
export const tenderLookupEndpoints = Object.fromEntries(
  (Object.entries(TENDER_LOOKUP_PATHS) as Array<[TenderLookupName, string]>).map(([name, path]) => [name, lookupEndpoint(path)]),
) as { [N in TenderLookupName]: ReturnType<typeof lookupEndpoint<(typeof TENDER_LOOKUP_PATHS)[N]>> };

/** What anyone may read of tendering (`/api/partner/...`): lookups (above), published bid posts, their documents. */
export const tenderingPublicEndpoints = {
  /** Every lookup list in one answer, cached for the session. */
  lookups: endpoint({
    method: 'GET',
    path: '/api/partner/bid-post/lookups',
    tag: 'tendering',
    access: access.public,
    data: tenderLookupsSchema,
  }),
  categoryInformation: endpoint({
    method: 'GET',
    path: '/api/partner/bid-post/category-information-list',
    outside: "spec 2: a category's extra-information items (the bid detail answers its own)",
    tag: 'tendering',
    access: access.public,
    query: categoryInfoQuerySchema,
    data: z.array(categoryInfoItemSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/partner/bid-post/list',
    tag: 'tendering',
    access: access.public,
    query: bidPostListQuerySchema,
    data: bidPostListSchema,
  }),
  categoryList: endpoint({
    method: 'GET',
    path: '/api/partner/bid-post/category-list',
    tag: 'tendering',
    access: access.public,
    data: bidCategoryListSchema,
  }),
  /** The visitor's view: never a submission, even when a provider's token comes along (SPEC-NOTES 6). */
  detail: endpoint({
    method: 'GET',
    path: '/api/partner/bid-post/detail/:id',
    tag: 'tendering',
    access: access.public,
    params: bidPostParams,
    data: bidPostDetailSchema,
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/partner/bid-post/file/:id',
    outside: "file address: a tender document's URL in the bid detail's answer",
    tag: 'tendering',
    access: access.public,
    params: idParams,
    raw: true,
  }),
};

/**
 * The bid-post list and categories with the login prefix (`/api/partner/v1/{type}/bid-post/...`,
 * spec 2 §7), for every partner type. The posts are public, so any account of the type reads
 * them; a provider's own submissions (`mine`) need 'bid.view', checked by the service.
 */
export const tenderingPartnerEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/bid-post/list',
    tag: 'tendering',
    access: access.self,
    params: typeParamsSchema,
    query: partnerBidPostListQuerySchema,
    data: bidPostListSchema,
  }),
  categoryList: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/bid-post/category-list',
    tag: 'tendering',
    access: access.self,
    params: typeParamsSchema,
    data: bidCategoryListSchema,
  }),
};

/** A provider's call, whatever the path. */
const provider = (permission: PartnerPermission, opts?: { owns?: OwnedObject }) => access.partner(['provider'], permission, opts);
/** A submission carries its documents and one file per custom item (`CustomFile_{infoId}`). */
const SUBMISSION_FILES = [SUBMISSION_FILE_FIELD, 'CustomFile_{infoId}'];

/** A provider's tendering (`/api/partner/v1/provider/...`): bid posts with its submission, submitting, requests, history. */
export const tenderingProviderEndpoints = {
  /** The bid post with the provider's own `submit`. */
  detail: endpoint({
    method: 'GET',
    path: '/api/partner/v1/provider/bid-post/detail/:id',
    tag: 'tendering',
    access: provider('bid.view'),
    params: bidPostParams,
    data: bidPostDetailSchema,
  }),
  submission: endpoint({
    method: 'GET',
    path: '/api/partner/v1/provider/bid-post/detail-bd-submit/:id',
    tag: 'tendering',
    access: provider('bid.view', { owns: 'bid-submission' }),
    params: idParams,
    data: bidSubmissionSchema,
  }),
  submissionFile: endpoint({
    method: 'GET',
    path: '/api/partner/v1/provider/bid-post/submit-file/:id',
    outside: "file address: a submitted document's URL in the submission's answer",
    tag: 'tendering',
    access: provider('bid.view', { owns: 'bid-submission-file' }),
    params: idParams,
    raw: true,
  }),
  createSubmission: endpoint({
    method: 'POST',
    path: '/api/partner/v1/provider/bid-post/create-bid-post-submit',
    tag: 'tendering',
    access: provider('bid.submit'),
    multipart: { fields: submissionFieldsSchema, files: SUBMISSION_FILES },
    data: bidSubmissionSchema,
  }),
  updateSubmission: endpoint({
    method: 'PUT',
    path: '/api/partner/v1/provider/bid-post/update-bid-post-submit/:id',
    tag: 'tendering',
    access: provider('bid.submit', { owns: 'bid-submission' }),
    params: idParams,
    multipart: { fields: submissionFieldsSchema, files: SUBMISSION_FILES },
    data: bidSubmissionSchema,
  }),
  createCustomValue: endpoint({
    method: 'POST',
    path: '/api/partner/v1/provider/bid-post/create-bidpost-custom-value',
    outside: 'spec 2: one extra-information value at a time (the submission form sends them with the submission)',
    tag: 'tendering',
    access: provider('bid.submit'),
    multipart: { fields: customValueFieldsSchema, files: [CUSTOM_VALUE_FILE_FIELD] },
    data: customValueSchema,
  }),
  updateCustomValue: endpoint({
    method: 'PUT',
    path: '/api/partner/v1/provider/bid-post/update-bidpost-custom-value/:id',
    outside: 'spec 2: one extra-information value at a time (the submission form sends them with the submission)',
    tag: 'tendering',
    access: provider('bid.submit', { owns: 'bid-custom-value' }),
    params: idParams,
    multipart: { fields: customValueFieldsSchema, files: [CUSTOM_VALUE_FILE_FIELD] },
    data: customValueSchema,
  }),
  requests: endpoint({
    method: 'GET',
    path: '/api/partner/v1/provider/request/list',
    tag: 'tendering',
    access: provider('bid.view'),
    query: requestListQuerySchema,
    data: requestListSchema,
  }),
  partyRequests: endpoint({
    method: 'GET',
    path: '/api/partner/v1/provider/request/party-list',
    tag: 'tendering',
    access: provider('bid.view'),
    query: partyRequestQuerySchema,
    data: partyRequestListSchema,
  }),
  createRequest: endpoint({
    method: 'POST',
    path: '/api/partner/v1/provider/request/create',
    tag: 'tendering',
    access: provider('bid.request'),
    multipart: { fields: requestFieldsSchema, files: [REQUEST_FILE_FIELD] },
  }),
  updateRequest: endpoint({
    method: 'PUT',
    path: '/api/partner/v1/provider/request/update/:id',
    tag: 'tendering',
    access: provider('bid.request', { owns: 'bid-request' }),
    params: idParams,
    multipart: { fields: requestFieldsSchema, files: [REQUEST_FILE_FIELD] },
  }),
  deleteRequest: endpoint({
    method: 'DELETE',
    path: '/api/partner/v1/provider/request/delete/:id',
    tag: 'tendering',
    access: provider('bid.request', { owns: 'bid-request' }),
    params: idParams,
  }),
  createReply: endpoint({
    method: 'POST',
    path: '/api/partner/v1/provider/request/create-reply',
    tag: 'tendering',
    access: provider('bid.request'),
    multipart: { fields: replyFieldsSchema, files: [REPLY_FILE_FIELD] },
  }),
  requestFile: endpoint({
    method: 'GET',
    path: '/api/partner/v1/provider/request/file/:id',
    outside: "file address: a request's attachment URL in the requests' answers",
    tag: 'tendering',
    access: provider('bid.view', { owns: 'bid-request-file' }),
    params: idParams,
    raw: true,
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/partner/v1/provider/history-update/list',
    tag: 'tendering',
    access: provider('bid.view'),
    query: historyListQuerySchema,
    data: historyListSchema,
  }),
};

const VIEW = access.operator('tenders.view');
const MANAGE = access.operator('tenders.manage');

/** The tender desk (`/api/admin/tendering`): reads for `tenders.view`, writes for `tenders.manage`. */
export const tenderDeskEndpoints = {
  /** One page with the filters (status, category, search). */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/tendering',
    tag: 'admin-tendering',
    access: VIEW,
    query: deskPostListQuerySchema,
    data: deskPostListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/tendering',
    tag: 'admin-tendering',
    access: MANAGE,
    multipart: { fields: deskPostFieldsSchema, files: [DESK_POST_FILE_FIELD] },
    data: deskPostDetailSchema,
  }),
  categories: endpoint({
    method: 'GET',
    path: '/api/admin/tendering/categories',
    tag: 'admin-tendering',
    access: VIEW,
    data: z.array(deskCategorySchema),
  }),
  createCategory: endpoint({
    method: 'POST',
    path: '/api/admin/tendering/categories',
    tag: 'admin-tendering',
    access: MANAGE,
    body: categoryBodySchema,
    data: deskCategorySchema,
  }),
  updateCategory: endpoint({
    method: 'PUT',
    path: '/api/admin/tendering/categories/:id',
    tag: 'admin-tendering',
    access: MANAGE,
    params: bidPostIdParamsSchema,
    body: categoryBodySchema,
    data: deskCategorySchema,
  }),
  /** A tendering file's bytes, shown inline. */
  file: endpoint({
    method: 'GET',
    path: '/api/admin/tendering/files/:id',
    tag: 'admin-tendering',
    access: VIEW,
    params: idParams,
    raw: true,
  }),
  submission: endpoint({
    method: 'GET',
    path: '/api/admin/tendering/submissions/:id',
    tag: 'admin-tendering',
    access: VIEW,
    params: idParams,
    data: deskSubmissionDetailSchema,
  }),
  submissionStatus: endpoint({
    method: 'POST',
    path: '/api/admin/tendering/submissions/:id/status',
    tag: 'admin-tendering',
    access: MANAGE,
    params: idParams,
    body: submissionStatusBodySchema,
  }),
  submissionRequest: endpoint({
    method: 'POST',
    path: '/api/admin/tendering/submissions/:id/requests',
    tag: 'admin-tendering',
    access: MANAGE,
    params: idParams,
    body: partyRequestBodySchema,
    data: deskRequestSchema,
  }),
  submissionClarification: endpoint({
    method: 'POST',
    path: '/api/admin/tendering/submissions/:id/clarifications',
    tag: 'admin-tendering',
    access: MANAGE,
    params: idParams,
    multipart: { fields: deskClarificationFieldsSchema, files: [DESK_REPLY_FILE_FIELD] },
    data: deskRequestSchema,
  }),
  requestReply: endpoint({
    method: 'POST',
    path: '/api/admin/tendering/requests/:id/reply',
    tag: 'admin-tendering',
    access: MANAGE,
    params: idParams,
    multipart: { fields: deskReplyFieldsSchema, files: [DESK_REPLY_FILE_FIELD] },
    data: deskRequestSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/tendering/:id',
    tag: 'admin-tendering',
    access: VIEW,
    params: bidPostIdParamsSchema,
    data: deskPostDetailSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/tendering/:id',
    tag: 'admin-tendering',
    access: MANAGE,
    params: bidPostIdParamsSchema,
    multipart: { fields: deskPostFieldsSchema, files: [DESK_POST_FILE_FIELD] },
    data: deskPostDetailSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/tendering/:id',
    tag: 'admin-tendering',
    access: MANAGE,
    params: bidPostIdParamsSchema,
  }),
  status: endpoint({
    method: 'POST',
    path: '/api/admin/tendering/:id/status',
    tag: 'admin-tendering',
    access: MANAGE,
    params: bidPostIdParamsSchema,
    body: postStatusBodySchema,
    data: deskPostDetailSchema,
  }),
  results: endpoint({
    method: 'POST',
    path: '/api/admin/tendering/:id/results',
    tag: 'admin-tendering',
    access: MANAGE,
    params: bidPostIdParamsSchema,
    body: publishResultsBodySchema,
    data: deskPostDetailSchema,
  }),
  submissions: endpoint({
    method: 'GET',
    path: '/api/admin/tendering/:id/submissions',
    tag: 'admin-tendering',
    access: VIEW,
    params: bidPostIdParamsSchema,
    data: deskSubmissionListSchema,
  }),
  requests: endpoint({
    method: 'GET',
    path: '/api/admin/tendering/:id/requests',
    tag: 'admin-tendering',
    access: VIEW,
    params: bidPostIdParamsSchema,
    query: deskRequestListQuerySchema,
    data: deskRequestListSchema,
  }),
};
