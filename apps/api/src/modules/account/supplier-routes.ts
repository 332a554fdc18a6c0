import { companySizeListSchema, partnerCategoryListSchema, partnerCategoryQuerySchema, providerTypeListSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { access } from '../../lib/access.ts';
import { CACHE, KEEP } from '../../lib/http-cache.ts';
import { routes } from '../../lib/route.ts';
import * as supplier from './supplier-service.ts';

/**
 * The supplier profile's reference lists (spec 3 §7), under `/api/partner` without a login (lookup
 * data, as the contract status and type lists): provider types, categories, company sizes.
 */
export async function supplierLookupRoutes(app: FastifyInstance) {
  const r = routes(app, 'profile');

  r.get('/provider-type/list', {
    access: access.public,
    data: providerTypeListSchema,
    cache: CACHE.publicLookup,
    keep: KEEP.constants,
    handler: async () => supplier.providerTypes(),
  });

  r.get('/partner-category/list', {
    access: access.public,
    query: partnerCategoryQuerySchema,
    data: partnerCategoryListSchema,
    cache: CACHE.publicLookup,
    keep: KEEP.constants,
    handler: async ({ query }) => supplier.partnerCategories(query.type),
  });

  r.get('/provider/size-list', {
    access: access.public,
    data: companySizeListSchema,
    cache: CACHE.publicLookup,
    keep: KEEP.constants,
    handler: async () => supplier.companySizes(),
  });
}
