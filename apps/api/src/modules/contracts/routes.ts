import { contractEndpoints, contractLookupEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { CACHE, KEEP } from '../../lib/http-cache.ts';
import { implement } from '../../lib/route.ts';
import { sendDownload, sendStoredFile } from '../../lib/send-file.ts';
import * as contracts from './contracts-service.ts';

/**
 * A partner's own contracts (spec 1 §2.7, §7; spec 2 §7): `/api/partner/v1/:type/contract`
 * (contract: endpoints/contracts.ts `contractEndpoints`). Providers now; another type's call is
 * refused until its contracts arrive.
 */
export async function partnerContractRoutes(app: FastifyInstance) {
  const e = contractEndpoints;
  app.owners.set('contract', contracts.contractOwner);

  implement(app, e.list, {
    handler: ({ deps, auth, query }) => contracts.listOwnContracts(deps, auth, query),
  });

  implement(app, e.optionFields, {
    cache: CACHE.privateLookup,
    handler: ({ deps }) => contracts.optionFields(deps),
  });

  implement(app, e.types, {
    cache: CACHE.privateLookup,
    handler: ({ deps }) => contracts.listContractTypes(deps),
  });

  implement(app, e.categories, {
    cache: CACHE.privateLookup,
    handler: ({ deps }) => contracts.listCategories(deps),
  });

  implement(app, e.detail, {
    handler: ({ deps, auth, params }) => contracts.getOwnContract(deps, auth, params.id),
  });

  implement(app, e.file, {
    handler: async ({ deps, params, reply }) =>
      sendStoredFile(reply, deps.storage, await contracts.getContractFile(deps, params.id, params.fileId)),
  });

  implement(app, e.downloadAll, {
    handler: async ({ deps, params, reply }) => {
      const archive = await contracts.contractArchive(deps, params.id);
      return sendDownload(reply, { name: archive.name, mime: 'application/zip' }, archive.stream);
    },
  });
}

/** The contract lookups of spec 1 §7 that carry no login prefix: `/api/partner/contract` (contract: `contractLookupEndpoints`). */
export async function contractLookupRoutes(app: FastifyInstance) {
  const e = contractLookupEndpoints;

  // Providers' and companies' entries, each naming its `type`; `?type=provider|company` narrows to one.
  implement(app, e.statusList, {
    cache: CACHE.publicLookup,
    keep: KEEP.constants,
    handler: async ({ query }) => contracts.statusLookup(query.type),
  });

  implement(app, e.typeList, {
    cache: CACHE.publicLookup,
    handler: ({ deps, query }) => contracts.typeLookup(deps, query.type),
  });
}
