import { productDeskEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/route.ts';
import * as products from './products-service.ts';

/** A partner's products, read-only for operators: `/api/admin/products/partner/:id` (contract: `productDeskEndpoints`). */
export async function productDeskRoutes(app: FastifyInstance) {
  implement(app, productDeskEndpoints.partnerProducts, {
    handler: ({ deps, params, query }) => products.listProducts(deps, params.id, query),
  });
}
