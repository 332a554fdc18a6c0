import { productListQuerySchema, productListSchema, productParamsSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { access } from '../../lib/access.ts';
import { routes } from '../../lib/route.ts';
import * as products from './products-service.ts';

/** A partner's products, read-only for operators: `/api/admin/products/partner/:id`. */
export async function productDeskRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin-products');

  r.get('/partner/:id', {
    access: access.operator('partners.view'),
    params: productParamsSchema,
    query: productListQuerySchema,
    data: productListSchema,
    handler: ({ deps, params, query }) => products.listProducts(deps, params.id, query),
  });
}
