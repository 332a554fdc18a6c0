import { z } from '../zod.ts';
import { access } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { typeParamsSchema } from '../schemas/auth.ts';
import {
  PRODUCT_IMAGE_FIELD,
  productBodySchema,
  productImageParamsSchema,
  productListQuerySchema,
  productListSchema,
  productParamsSchema,
  productSchema,
} from '../schemas/products.ts';

/** The catalogue is a provider's: other types' paths are refused, and their roles do not list its keys. */
const PROVIDERS = ['provider'] as const;
const VIEW = access.ownType('product.view', { types: PROVIDERS });
const VIEW_OWNED = access.ownType('product.view', { owns: 'product', types: PROVIDERS });
const MANAGE = access.ownType('product.manage', { types: PROVIDERS });
const MANAGE_OWNED = access.ownType('product.manage', { owns: 'product', types: PROVIDERS });

const ownParams = typeParamsSchema.extend(productParamsSchema.shape);
const ownImageParams = typeParamsSchema.extend(productImageParamsSchema.shape);

/** A provider's own product catalogue: `/api/partner/v1/:type/product` (providers; other types are refused). */
export const productEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/product/list',
    tag: 'products',
    access: VIEW,
    params: typeParamsSchema,
    query: productListQuerySchema,
    data: productListSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/product/detail/:id',
    tag: 'products',
    access: VIEW_OWNED,
    params: ownParams,
    data: productSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/partner/v1/:type/product/create',
    tag: 'products',
    access: MANAGE,
    params: typeParamsSchema,
    body: productBodySchema,
    data: productSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/partner/v1/:type/product/update/:id',
    tag: 'products',
    access: MANAGE_OWNED,
    params: ownParams,
    body: productBodySchema,
    data: productSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/partner/v1/:type/product/delete/:id',
    tag: 'products',
    access: MANAGE_OWNED,
    params: ownParams,
  }),
  /** New images (multipart, `Images` or `Images[]`). */
  addImages: endpoint({
    method: 'POST',
    path: '/api/partner/v1/:type/product/:id/images',
    tag: 'products',
    access: MANAGE_OWNED,
    params: ownParams,
    multipart: { fields: z.object({}), files: [PRODUCT_IMAGE_FIELD, `${PRODUCT_IMAGE_FIELD}[]`] },
    data: productSchema,
  }),
  /** Raster images shown in the page: inline (SPEC-NOTES 21). */
  image: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/product/:id/images/:fileId',
    tag: 'products',
    access: VIEW_OWNED,
    params: ownImageParams,
    raw: true,
  }),
  removeImage: endpoint({
    method: 'DELETE',
    path: '/api/partner/v1/:type/product/:id/images/:fileId',
    tag: 'products',
    access: MANAGE_OWNED,
    params: ownImageParams,
    data: productSchema,
  }),
};

/** A partner's products, read-only for operators: `/api/admin/products/partner/:id`. */
export const productDeskEndpoints = {
  partnerProducts: endpoint({
    method: 'GET',
    path: '/api/admin/products/partner/:id',
    tag: 'admin-products',
    access: access.operator('partners.view'),
    params: productParamsSchema,
    query: productListQuerySchema,
    data: productListSchema,
  }),
};
