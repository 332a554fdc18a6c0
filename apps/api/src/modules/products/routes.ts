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
  typeParamsSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { readMultipart, withUploads } from '../../lib/multipart.ts';
import { routes } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as products from './products-service.ts';

const IMAGE_FIELDS = [PRODUCT_IMAGE_FIELD, `${PRODUCT_IMAGE_FIELD}[]`];
/** The catalogue is a provider's: other types' paths are refused, and their roles do not list its keys. */
const PROVIDERS = ['provider'] as const;

const ownParams = typeParamsSchema.extend(productParamsSchema.shape);
const ownImageParams = typeParamsSchema.extend(productImageParamsSchema.shape);

/** A provider's own product catalogue: `/api/partner/v1/:type/product` (providers; other types are refused). */
export async function productRoutes(app: FastifyInstance) {
  const r = routes(app, 'products');
  app.owners.set('product', products.productOwner);

  r.get('/list', {
    access: access.ownType('product.view', { types: PROVIDERS }),
    params: typeParamsSchema,
    query: productListQuerySchema,
    data: productListSchema,
    handler: ({ deps, auth, query }) => products.listOwnProducts(deps, auth, query),
  });

  r.get('/detail/:id', {
    access: access.ownType('product.view', { owns: 'product', types: PROVIDERS }),
    params: ownParams,
    data: productSchema,
    handler: ({ deps, auth, params }) => products.getProduct(deps, auth, params.id),
  });

  r.post('/create', {
    access: access.ownType('product.manage', { types: PROVIDERS }),
    params: typeParamsSchema,
    body: productBodySchema,
    data: productSchema,
    message: PRODUCT_MSG.created,
    handler: ({ deps, auth, body }) => products.createProduct(deps, auth, body),
  });

  r.put('/update/:id', {
    access: access.ownType('product.manage', { owns: 'product', types: PROVIDERS }),
    params: ownParams,
    body: productBodySchema,
    data: productSchema,
    message: PRODUCT_MSG.updated,
    handler: ({ deps, auth, params, body }) => products.updateProduct(deps, auth, params.id, body),
  });

  r.delete('/delete/:id', {
    access: access.ownType('product.manage', { owns: 'product', types: PROVIDERS }),
    params: ownParams,
    message: PRODUCT_MSG.deleted,
    handler: ({ deps, auth, params }) => products.deleteProduct(deps, auth, params.id),
  });

  r.post('/:id/images', {
    access: access.ownType('product.manage', { owns: 'product', types: PROVIDERS }),
    params: ownParams,
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
    access: access.ownType('product.view', { owns: 'product', types: PROVIDERS }),
    params: ownImageParams,
    handler: async ({ deps, auth, params, reply }) =>
      sendStoredFile(reply, deps.storage, await products.getImage(deps, auth, params.id, params.fileId), { inline: true }),
  });

  r.delete('/:id/images/:fileId', {
    access: access.ownType('product.manage', { owns: 'product', types: PROVIDERS }),
    params: ownImageParams,
    data: productSchema,
    message: PRODUCT_MSG.imageRemoved,
    handler: ({ deps, auth, params }) => products.removeImage(deps, auth, params.id, params.fileId),
  });
}
