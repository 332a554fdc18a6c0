import {
  PRODUCT_IMAGE_EXTENSIONS,
  PRODUCT_IMAGE_FIELD,
  PRODUCT_LIMITS,
  PRODUCT_MSG,
  productBodySchema,
  productImageParamsSchema,
  productListQuerySchema,
  productListSchema,
  productParamsSchema,
  productSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { readMultipart, withUploads } from '../../lib/multipart.ts';
import { routes } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as products from './products-service.ts';

const IMAGE_FIELDS = [PRODUCT_IMAGE_FIELD, `${PRODUCT_IMAGE_FIELD}[]`];
const PROVIDER = ['provider'] as const;

/** A provider's own product catalogue: `/api/partner/v1/provider/product`. */
export async function productRoutes(app: FastifyInstance) {
  const r = routes(app, 'products');
  app.owners.set('product', products.productOwner);

  r.get('/list', {
    access: access.partner(PROVIDER, 'product.view'),
    query: productListQuerySchema,
    data: productListSchema,
    handler: ({ deps, auth, query }) => products.listProducts(deps, auth.partnerId, query),
  });

  r.get('/detail/:id', {
    access: access.partner(PROVIDER, 'product.view', { owns: 'product' }),
    params: productParamsSchema,
    data: productSchema,
    handler: ({ deps, params }) => products.getProduct(deps, params.id),
  });

  r.post('/create', {
    access: access.partner(PROVIDER, 'product.manage'),
    body: productBodySchema,
    data: productSchema,
    message: PRODUCT_MSG.created,
    handler: ({ deps, auth, body }) => products.createProduct(deps, auth, body),
  });

  r.put('/update/:id', {
    access: access.partner(PROVIDER, 'product.manage', { owns: 'product' }),
    params: productParamsSchema,
    body: productBodySchema,
    data: productSchema,
    message: PRODUCT_MSG.updated,
    handler: ({ deps, auth, params, body }) => products.updateProduct(deps, auth, params.id, body),
  });

  r.delete('/delete/:id', {
    access: access.partner(PROVIDER, 'product.manage', { owns: 'product' }),
    params: productParamsSchema,
    message: PRODUCT_MSG.deleted,
    handler: ({ deps, params }) => products.deleteProduct(deps, params.id),
  });

  r.post('/:id/images', {
    access: access.partner(PROVIDER, 'product.manage', { owns: 'product' }),
    params: productParamsSchema,
    multipart: { fields: z.object({}), files: IMAGE_FIELDS },
    data: productSchema,
    message: PRODUCT_MSG.imagesAdded,
    handler: async ({ deps, auth, params, req }) => {
      const { uploads } = await readMultipart(req, deps.storage, {
        fileFields: IMAGE_FIELDS,
        accepted: PRODUCT_IMAGE_EXTENSIONS,
        maxFiles: PRODUCT_LIMITS.imagesMax,
      });
      return withUploads(deps.storage, uploads, () => products.addImages(deps, auth, params.id, uploads));
    },
  });

  // Raster images shown in the page: inline (SPEC-NOTES 21).
  r.raw('/:id/images/:fileId', {
    access: access.partner(PROVIDER, 'product.view', { owns: 'product' }),
    params: productImageParamsSchema,
    handler: async ({ deps, params, reply }) =>
      sendStoredFile(reply, deps.storage, await products.getImage(deps, params.id, params.fileId), { inline: true }),
  });

  r.delete('/:id/images/:fileId', {
    access: access.partner(PROVIDER, 'product.manage', { owns: 'product' }),
    params: productImageParamsSchema,
    data: productSchema,
    message: PRODUCT_MSG.imageRemoved,
    handler: ({ deps, params }) => products.removeImage(deps, params.id, params.fileId),
  });
}

/** A partner's products, read-only for operators: `/api/admin/partners/:id/products`. */
export async function adminProductRoutes(app: FastifyInstance) {
  const r = routes(app, 'admin-products');

  r.get('/:id/products', {
    access: access.operator('partners.view'),
    params: productParamsSchema,
    query: productListQuerySchema,
    data: productListSchema,
    handler: ({ deps, params, query }) => products.listProducts(deps, params.id, query),
  });
}
