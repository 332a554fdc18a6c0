import {
  CONTRACT_FILE_FIELD,
  contractCategorySchema,
  contractLookupQuerySchema,
  contractStatusLookupSchema,
  contractTypeLookupSchema,
  contractDetailSchema,
  contractFileParamsSchema,
  contractListQuerySchema,
  contractListSchema,
  contractOptionFieldsSchema,
  contractParamsSchema,
  contractTypeSchema,
  typeParamsSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { CACHE, KEEP } from '../../lib/http-cache.ts';
import { routes } from '../../lib/route.ts';
import { sendDownload, sendStoredFile } from '../../lib/send-file.ts';
import * as contracts from './contracts-service.ts';

const _FILE_FIELDS = [CONTRACT_FILE_FIELD, `${CONTRACT_FILE_FIELD}[]`];
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

  // Providers' and companies' entries, each naming its `type`; `?type=provider|company` narrows to one.
  r.get('/status-list', {
    access: access.public,
    query: contractLookupQuerySchema,
    data: z.array(contractStatusLookupSchema),
    cache: CACHE.publicLookup,
    keep: KEEP.constants,
    handler: async ({ query }) => contracts.statusLookup(query.type),
  });

  r.get('/type-list', {
    access: access.public,
    query: contractLookupQuerySchema,
    data: z.array(contractTypeLookupSchema),
    cache: CACHE.publicLookup,
    handler: ({ deps, query }) => contracts.typeLookup(deps, query.type),
  });
}
