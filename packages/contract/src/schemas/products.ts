import { z } from '../zod.ts';
import { optionalText, requiredText, rules, text } from '../rules/index.ts';
import { listOf, pageQuerySchema } from './envelope.ts';
import { idParamSchema, storedFileSchema } from './files.ts';

/*
 * A provider's product catalogue (not in the spec: what a supplier expects). Prices in whole
 * đồng; images are raster (jpg, jpeg, png) and shown inline (SPEC-NOTES 21).
 */

export const PRODUCT_STATUSES = ['selling', 'stopped'] as const;
export const productStatusSchema = z.enum(PRODUCT_STATUSES, { error: 'Trạng thái sản phẩm không hợp lệ!' });
export type ProductStatus = z.infer<typeof productStatusSchema>;
export const PRODUCT_STATUS_LABELS: Readonly<Record<ProductStatus, string>> = { selling: 'Đang bán', stopped: 'Ngừng bán' };

/** Units a supplier of medical goods sells in. */
export const PRODUCT_UNITS = ['Cái', 'Hộp', 'Chai', 'Lọ', 'Gói', 'Bộ', 'Thùng', 'Kit', 'Test', 'Máy', 'Cuộn', 'Ống'] as const;

export const PRODUCT_LIMITS = {
  nameMax: 200,
  codeMax: 50,
  categoryMax: 100,
  descriptionMax: 5000,
  priceMax: 1_000_000_000_000,
  imagesMax: 10,
} as const;

export const PRODUCT_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** The multipart field that carries product images. */
export const PRODUCT_IMAGE_FIELD = 'Images';

export const PRODUCT_MSG = {
  name: `Tên sản phẩm tối đa ${PRODUCT_LIMITS.nameMax} ký tự!`,
  code: `Mã sản phẩm tối đa ${PRODUCT_LIMITS.codeMax} ký tự, chỉ gồm chữ, số, dấu chấm, gạch ngang và gạch dưới!`,
  codeTaken: 'Mã sản phẩm đã tồn tại!',
  unit: 'Vui lòng chọn đơn vị tính hợp lệ!',
  category: `Nhóm sản phẩm tối đa ${PRODUCT_LIMITS.categoryMax} ký tự!`,
  price: 'Giá bán phải là số nguyên không âm (đồng)!',
  tooManyImages: `Mỗi sản phẩm có tối đa ${PRODUCT_LIMITS.imagesMax} ảnh!`,
  imagesRequired: 'Vui lòng chọn ít nhất một ảnh!',
  created: 'Đã thêm sản phẩm',
  updated: 'Đã cập nhật sản phẩm',
  deleted: 'Đã xóa sản phẩm',
  imagesAdded: 'Đã tải ảnh lên',
  imageRemoved: 'Đã xóa ảnh',
} as const;

const price = z
  .union([z.number(), z.string()], { error: PRODUCT_MSG.price })
  .transform((v) => (typeof v === 'string' ? v.trim().replaceAll('.', '') : v))
  .pipe(
    z.union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,13}$/, PRODUCT_MSG.price)
          .transform(Number),
      ],
      { error: PRODUCT_MSG.price },
    ),
  )
  .pipe(
    z.number({ error: PRODUCT_MSG.price }).int(PRODUCT_MSG.price).min(0, PRODUCT_MSG.price).max(PRODUCT_LIMITS.priceMax, PRODUCT_MSG.price),
  );

const productFields = z.object({
  name: requiredText(PRODUCT_LIMITS.nameMax, PRODUCT_MSG.name),
  code: requiredText(PRODUCT_LIMITS.codeMax, PRODUCT_MSG.code).regex(/^[A-Za-z0-9._-]+$/, PRODUCT_MSG.code),
  unit: text()
    .trim()
    .refine((v) => (PRODUCT_UNITS as readonly string[]).includes(v), PRODUCT_MSG.unit),
  category: optionalText(PRODUCT_LIMITS.categoryMax, PRODUCT_MSG.category),
  description: optionalText(PRODUCT_LIMITS.descriptionMax),
  price,
  status: productStatusSchema,
});
/** POST .../product/create and PUT .../product/update/{id}. */
export const productBodySchema = productFields;
export type ProductBody = z.output<typeof productBodySchema>;
export const productFieldSchemas = productFields.shape;

/** GET .../product/list */
export const productListQuerySchema = pageQuerySchema.extend({
  search: z.preprocess((v) => (v === '' ? undefined : v), rules.search.optional()),
  status: z.preprocess((v) => (v === '' ? undefined : v), productStatusSchema.optional()),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  unit: z.string(),
  category: z.string(),
  description: z.string(),
  price: z.number(),
  status: productStatusSchema,
  images: z.array(storedFileSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = listOf(productSchema);
export type ProductList = z.infer<typeof productListSchema>;

export const productParamsSchema = z.object({ id: idParamSchema });
export const productImageParamsSchema = productParamsSchema.extend({ fileId: idParamSchema });
