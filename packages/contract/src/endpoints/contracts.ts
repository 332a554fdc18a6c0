import { z } from '../zod.ts';
import { access } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { typeParamsSchema } from '../schemas/auth.ts';
import { contractLookupQuerySchema, contractStatusLookupSchema, contractTypeLookupSchema } from '../schemas/companies.ts';
import {
  adminContractFileParamsSchema,
  adminContractListQuerySchema,
  adminContractParamsSchema,
  adminContractProgressParamsSchema,
  CONTRACT_FILE_FIELD,
  contractCategorySchema,
  contractCreateBodySchema,
  contractDetailSchema,
  contractFileParamsSchema,
  contractListQuerySchema,
  contractListSchema,
  contractOptionFieldsSchema,
  contractParamsSchema,
  contractProgressBodySchema,
  contractStatusBodySchema,
  contractTypeSchema,
  contractUpdateBodySchema,
} from '../schemas/contracts.ts';

/**
 * The types whose `/v1/:type/contract` calls are served: others are refused, and their roles do not
 * list 'contract.view'. Company contracts (spec 2 §7) add 'company' here.
 */
const PROVIDERS = ['provider'] as const;
const VIEW_OWN = access.ownType('contract.view', { types: PROVIDERS });
const VIEW_OWNED = access.ownType('contract.view', { owns: 'contract', types: PROVIDERS });

/**
 * A partner's own contracts (spec 1 §2.7, §7; spec 2 §7): `/api/partner/v1/:type/contract`.
 * Providers now (PROVIDERS); another type's call is refused until its contracts arrive.
 */
export const contractEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/contract/list',
    tag: 'contracts',
    access: VIEW_OWN,
    params: typeParamsSchema,
    query: contractListQuerySchema,
    data: contractListSchema,
  }),
  optionFields: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/contract/option-fields',
    tag: 'contracts',
    access: VIEW_OWN,
    params: typeParamsSchema,
    data: contractOptionFieldsSchema,
  }),
  types: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/contract/list-contract-type',
    outside: "spec 2 and 3: the contract types alone (the list's filters come from option-fields)",
    tag: 'contracts',
    access: VIEW_OWN,
    params: typeParamsSchema,
    data: z.array(contractTypeSchema),
  }),
  categories: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/contract/category-list',
    outside: "spec 2: the contract categories alone (the list's filters come from option-fields)",
    tag: 'contracts',
    access: VIEW_OWN,
    params: typeParamsSchema,
    data: z.array(contractCategorySchema),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/contract/detail/:id',
    tag: 'contracts',
    access: VIEW_OWNED,
    params: contractParamsSchema,
    data: contractDetailSchema,
  }),
  /** One of the contract's documents. */
  file: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/contract/detail/:id/files/:fileId',
    tag: 'contracts',
    access: VIEW_OWNED,
    params: contractFileParamsSchema,
    raw: true,
  }),
  /** Every document of the contract in one zip. */
  downloadAll: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/contract/detail/:id/download-all',
    tag: 'contracts',
    access: VIEW_OWNED,
    params: contractParamsSchema,
    raw: true,
  }),
};

/** The contract lookups of spec 1 §7 that carry no login prefix: `/api/partner/contract`. */
export const contractLookupEndpoints = {
  /** Providers' and companies' entries, each naming its `type`; `?type=provider|company` narrows to one. */
  statusList: endpoint({
    method: 'GET',
    path: '/api/partner/contract/status-list',
    outside: "spec 1: the contract statuses alone (the list's filters come from option-fields)",
    tag: 'contracts',
    access: access.public,
    query: contractLookupQuerySchema,
    data: z.array(contractStatusLookupSchema),
  }),
  typeList: endpoint({
    method: 'GET',
    path: '/api/partner/contract/type-list',
    tag: 'contracts',
    access: access.public,
    query: contractLookupQuerySchema,
    data: z.array(contractTypeLookupSchema),
  }),
};

const VIEW = access.operator('contracts.view');
const MANAGE = access.operator('contracts.manage');

/** The operators' contract desk: `/api/admin/contracts`. Every write records an audit entry. */
export const contractDeskEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/contracts',
    tag: 'admin-contracts',
    access: VIEW,
    query: adminContractListQuerySchema,
    data: contractListSchema,
  }),
  optionFields: endpoint({
    method: 'GET',
    path: '/api/admin/contracts/option-fields',
    tag: 'admin-contracts',
    access: VIEW,
    data: contractOptionFieldsSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/contracts',
    tag: 'admin-contracts',
    access: MANAGE,
    body: contractCreateBodySchema,
    data: contractDetailSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/contracts/:id',
    tag: 'admin-contracts',
    access: VIEW,
    params: adminContractParamsSchema,
    data: contractDetailSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/contracts/:id',
    tag: 'admin-contracts',
    access: MANAGE,
    params: adminContractParamsSchema,
    body: contractUpdateBodySchema,
    data: contractDetailSchema,
  }),
  status: endpoint({
    method: 'POST',
    path: '/api/admin/contracts/:id/status',
    tag: 'admin-contracts',
    access: MANAGE,
    params: adminContractParamsSchema,
    body: contractStatusBodySchema,
    data: contractDetailSchema,
  }),
  /** New documents (multipart, `Files` or `Files[]`). */
  addFiles: endpoint({
    method: 'POST',
    path: '/api/admin/contracts/:id/files',
    tag: 'admin-contracts',
    access: MANAGE,
    params: adminContractParamsSchema,
    multipart: { fields: z.object({}), files: [CONTRACT_FILE_FIELD, `${CONTRACT_FILE_FIELD}[]`] },
    data: contractDetailSchema,
  }),
  /** A document's bytes, shown inline. */
  file: endpoint({
    method: 'GET',
    path: '/api/admin/contracts/:id/files/:fileId',
    tag: 'admin-contracts',
    access: VIEW,
    params: adminContractFileParamsSchema,
    raw: true,
  }),
  removeFile: endpoint({
    method: 'DELETE',
    path: '/api/admin/contracts/:id/files/:fileId',
    tag: 'admin-contracts',
    access: MANAGE,
    params: adminContractFileParamsSchema,
  }),
  addProgress: endpoint({
    method: 'POST',
    path: '/api/admin/contracts/:id/progress',
    tag: 'admin-contracts',
    access: MANAGE,
    params: adminContractParamsSchema,
    body: contractProgressBodySchema,
    data: contractDetailSchema,
  }),
  removeProgress: endpoint({
    method: 'DELETE',
    path: '/api/admin/contracts/:id/progress/:progressId',
    tag: 'admin-contracts',
    access: MANAGE,
    params: adminContractProgressParamsSchema,
    data: contractDetailSchema,
  }),
};
