import {
  adminContractFileParamsSchema,
  adminContractListQuerySchema,
  adminContractParamsSchema,
  adminContractProgressParamsSchema,
  CONTRACT_FILE_FIELD,
  CONTRACT_MSG,
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
  lookupItemSchema,
  typeParamsSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { CACHE } from '../../lib/http-cache.ts';
import { readMultipart, withUploads } from '../../lib/multipart.ts';
import { routes } from '../../lib/route.ts';
import { sendDownload, sendStoredFile } from '../../lib/send-file.ts';
import * as contracts from './contracts-service.ts';

const FILE_FIELDS = [CONTRACT_FILE_FIELD, `${CONTRACT_FILE_FIELD}[]`];
/**
 * The types whose `/v1/:type/contract` calls are served: others are refused, and their roles do not
 * list 'contract.view'. Company contracts (spec 2 §7) add 'company' here.
 */
const PROVIDERS = ['provider'] as const;

/**
 * A partner's own contracts (spec 1 §2.7, §7; spec 2 §7): `/api/partner/v1/:type/contract`.
 * Providers now (PROVIDERS); another type's call is refused until its contracts arrive.
 */
export async function partnerContractRoutes(app: FastifyInstance) {
  const r = routes(app, 'contracts');
  app.owners.set('contract', contracts.contractOwner);

  r.get('/list', {
    access: access.ownType('contract.view', { types: PROVIDERS }),
    params: typeParamsSchema,
    query: contractListQuerySchema,
    data: contractListSchema,
    handler: ({ deps, auth, query }) => contracts.listOwnContracts(deps, auth, query),
  });

  r.get('/option-fields', {
    access: access.ownType('contract.view', { types: PROVIDERS }),
    params: typeParamsSchema,
    data: contractOptionFieldsSchema,
    cache: CACHE.privateLookup,
    handler: ({ deps }) => contracts.optionFields(deps),
  });

  r.get('/list-contract-type', {
    access: access.ownType('contract.view', { types: PROVIDERS }),
    params: typeParamsSchema,
    data: z.array(contractTypeSchema),
    cache: CACHE.privateLookup,
    handler: ({ deps }) => contracts.listContractTypes(deps),
  });

  r.get('/category-list', {
    access: access.ownType('contract.view', { types: PROVIDERS }),
    params: typeParamsSchema,
    data: z.array(contractCategorySchema),
    cache: CACHE.privateLookup,
    handler: ({ deps }) => contracts.listCategories(deps),
  });

  r.get('/detail/:id', {
    access: access.ownType('contract.view', { owns: 'contract', types: PROVIDERS }),
    params: contractParamsSchema,
    data: contractDetailSchema,
    handler: ({ deps, auth, params }) => contracts.getOwnContract(deps, auth, params.id),
  });

  r.raw('/detail/:id/files/:fileId', {
    access: access.ownType('contract.view', { owns: 'contract', types: PROVIDERS }),
    params: contractFileParamsSchema,
    handler: async ({ deps, params, reply }) =>
      sendStoredFile(reply, deps.storage, await contracts.getContractFile(deps, params.id, params.fileId)),
  });

  r.raw('/detail/:id/download-all', {
    access: access.ownType('contract.view', { owns: 'contract', types: PROVIDERS }),
    params: contractParamsSchema,
    handler: async ({ deps, params, reply }) => {
      const archive = await contracts.contractArchive(deps, params.id);
      return sendDownload(reply, { name: archive.name, mime: 'application/zip' }, archive.stream);
    },
  });
}

/** The contract lookups of spec 1 §7 that carry no login prefix: `/api/partner/contract`. */
export async function contractLookupRoutes(app: FastifyInstance) {
  const r = routes(app, 'contracts');

  r.get('/status-list', {
    access: access.public,
    data: z.array(lookupItemSchema),
    cache: CACHE.publicLookup,
    handler: async () => contracts.statusList(),
  });

  r.get('/type-list', {
    access: access.public,
    data: z.array(contractTypeSchema),
    cache: CACHE.publicLookup,
    handler: ({ deps }) => contracts.listContractTypes(deps),
  });
}

/** The operators' contract desk: `/api/admin/contracts`. Every write records an audit entry. */
export async function adminContractRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin-contracts');

  r.get('', {
    access: access.operator('contracts.view'),
    query: adminContractListQuerySchema,
    data: contractListSchema,
    handler: ({ deps, query }) => contracts.listAllContracts(deps, query),
  });

  r.get('/option-fields', {
    access: access.operator('contracts.view'),
    data: contractOptionFieldsSchema,
    handler: ({ deps }) => contracts.optionFields(deps),
  });

  r.post('', {
    access: access.operator('contracts.manage'),
    body: contractCreateBodySchema,
    data: contractDetailSchema,
    message: CONTRACT_MSG.created,
    handler: ({ deps, actor, body }) => contracts.createContract(deps, actor, body),
  });

  r.get('/:id', {
    access: access.operator('contracts.view'),
    params: adminContractParamsSchema,
    data: contractDetailSchema,
    handler: ({ deps, params }) => contracts.getContract(deps, params.id),
  });

  r.put('/:id', {
    access: access.operator('contracts.manage'),
    params: adminContractParamsSchema,
    body: contractUpdateBodySchema,
    data: contractDetailSchema,
    message: CONTRACT_MSG.updated,
    handler: ({ deps, actor, params, body }) => contracts.updateContract(deps, actor, params.id, body),
  });

  r.post('/:id/status', {
    access: access.operator('contracts.manage'),
    params: adminContractParamsSchema,
    body: contractStatusBodySchema,
    data: contractDetailSchema,
    message: CONTRACT_MSG.statusChanged,
    handler: ({ deps, actor, params, body }) => contracts.setStatus(deps, actor, params.id, body.status),
  });

  r.post('/:id/files', {
    access: access.operator('contracts.manage'),
    params: adminContractParamsSchema,
    multipart: { fields: z.object({}), files: FILE_FIELDS },
    data: contractDetailSchema,
    message: CONTRACT_MSG.filesAdded,
    handler: async ({ deps, actor, params, req }) => {
      const { uploads } = await readMultipart(req, deps.storage, { fileFields: FILE_FIELDS });
      return withUploads(deps.storage, uploads, () => contracts.addFiles(deps, actor, params.id, uploads));
    },
  });

  r.raw('/:id/files/:fileId', {
    access: access.operator('contracts.view'),
    params: adminContractFileParamsSchema,
    handler: async ({ deps, params, reply }) =>
      sendStoredFile(reply, deps.storage, await contracts.getContractFile(deps, params.id, params.fileId), { inline: true }),
  });

  r.delete('/:id/files/:fileId', {
    access: access.operator('contracts.manage'),
    params: adminContractFileParamsSchema,
    message: CONTRACT_MSG.fileRemoved,
    handler: ({ deps, actor, params }) => contracts.removeFile(deps, actor, params.id, params.fileId),
  });

  r.post('/:id/progress', {
    access: access.operator('contracts.manage'),
    params: adminContractParamsSchema,
    body: contractProgressBodySchema,
    data: contractDetailSchema,
    message: CONTRACT_MSG.progressAdded,
    handler: ({ deps, actor, params, body }) => contracts.addProgress(deps, actor, params.id, body),
  });

  r.delete('/:id/progress/:progressId', {
    access: access.operator('contracts.manage'),
    params: adminContractProgressParamsSchema,
    data: contractDetailSchema,
    message: CONTRACT_MSG.progressRemoved,
    handler: ({ deps, actor, params }) => contracts.removeProgress(deps, actor, params.id, params.progressId),
  });
}
