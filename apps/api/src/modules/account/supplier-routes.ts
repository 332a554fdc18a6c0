import { supplierLookupEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { CACHE, KEEP } from '../../lib/http-cache.ts';
import { implement } from '../../lib/route.ts';
import * as supplier from './supplier-service.ts';

/**
 * The supplier profile's reference lists (spec 3 §7), under `/api/partner` without a login (lookup
 * data, as the contract status and type lists): provider types, categories, company sizes
 * (contract: endpoints/account.ts `supplierLookupEndpoints`).
 */
export async function supplierLookupRoutes(app: FastifyInstance) {
  const e = supplierLookupEndpoints;

  implement(app, e.providerTypes, {
    cache: CACHE.publicLookup,
    keep: KEEP.constants,
    handler: async () => supplier.providerTypes(),
  });

  implement(app, e.categories, {
    cache: CACHE.publicLookup,
    keep: KEEP.constants,
    handler: async ({ query }) => supplier.partnerCategories(query.type),
  });

  implement(app, e.sizes, {
    cache: CACHE.publicLookup,
    keep: KEEP.constants,
    handler: async () => supplier.companySizes(),
  });
}
