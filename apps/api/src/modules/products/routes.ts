import { PRODUCT_IMAGE_EXTENSIONS, PRODUCT_LIMITS, PRODUCT_MSG, productEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { readMultipart, withUploads } from '../../lib/multipart.ts';
import { implement } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/send-file.ts';
import * as products from './products-service.ts';

/**
 * A provider's own product catalogue: `/api/partner/v1/:type/product` (providers; other types are
 * refused; contract: endpoints/products.ts `productEndpoints`).
 */
export async function productRoutes(app: FastifyInstance) {
  const e = productEndpoints;
  app.owners.set('product', products.productOwner);

  implement(app, e.list, {
    handler: ({ deps, auth, query }) => products.listOwnProducts(deps, auth, query),
  });

  implement(app, e.detail, {
    handler: ({ deps, auth, params }) => products.getProduct(deps, auth, params.id),
  });

  implement(app, e.create, {
    message: PRODUCT_MSG.created,
    handler: ({ deps, auth, body }) => products.createProduct(deps, auth, body),
  });

  implement(app, e.update, {
    message: PRODUCT_MSG.updated,
    handler: ({ deps, auth, params, body }) => products.updateProduct(deps, auth, params.id, body),
  });

  implement(app, e.remove, {
    message: PRODUCT_MSG.deleted,
    handler: ({ deps, auth, params }) => products.deleteProduct(deps, auth, params.id),
  });

  implement(app, e.addImages, {
    message: PRODUCT_MSG.imagesAdded,
    handler: async ({ deps, auth, params, req }) => {
      const { uploads } = await readMultipart(req, deps.storage, {
        fileFields: e.addImages.multipart.files,
        accepted: PRODUCT_IMAGE_EXTENSIONS,
        maxFiles: PRODUCT_LIMITS.imagesMax,
      });
      return withUploads(deps.storage, uploads, () => products.addImages(deps, auth, params.id, uploads));
    },
  });

  // Raster images shown in the page: inline (SPEC-NOTES 21).
  implement(app, e.image, {
    handler: async ({ deps, auth, params, reply }) =>
      sendStoredFile(reply, deps.storage, await products.getImage(deps, auth, params.id, params.fileId), { inline: true }),
  });

  implement(app, e.removeImage, {
    message: PRODUCT_MSG.imageRemoved,
    handler: ({ deps, auth, params }) => products.removeImage(deps, auth, params.id, params.fileId),
  });
}
