import { PRODUCT_LIMITS, PRODUCT_MSG, type Product, type ProductBody, type ProductList, type ProductListQuery } from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { PartnerAuth } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AcceptedUpload } from '../../lib/multipart.ts';
import { isUniqueViolation } from '../../lib/pg-error.ts';
import * as repo from './products-repository.ts';
import { pagination } from '../../lib/pagination.ts';

function toProduct(row: repo.ProductRecord, images: repo.ImageRow[]): Product {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    unit: row.unit,
    category: row.category,
    description: row.description,
    price: row.price,
    status: row.status as Product['status'],
    images: images
      .filter((i) => i.productId === row.id)
      .map((i) => ({ id: i.id, name: i.name, mime: i.mime, size: Number(i.size), createdAt: i.createdAt.toISOString() })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function withImages(db: Executor, rows: repo.ProductRecord[]): Promise<Product[]> {
  const images = await repo.imagesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toProduct(r, images));
}

async function load(db: Executor, id: string): Promise<Product> {
  const row = await repo.findProduct(db, id);
  if (!row) throw new AppError('not_found');
  const [product] = await withImages(db, [row]);
  return product!;
}

const valuesOf = (body: ProductBody): repo.ProductValues => ({
  name: body.name,
  code: body.code,
  unit: body.unit,
  category: body.category ?? '',
  description: body.description ?? '',
  price: body.price,
  status: body.status,
});

const codeConflict = () => new AppError('conflict', undefined, { code: [PRODUCT_MSG.codeTaken] });
const rethrowConflict = (err: unknown): never => {
  if (isUniqueViolation(err)) throw codeConflict();
  throw err;
};

/** Products are a provider's; other partner types are refused. */
function assertProvider(auth: PartnerAuth) {
  if (auth.type !== 'provider') throw new AppError('forbidden');
}

/** The caller's own products, newest first (the owner is the token's partner). */
export async function listOwnProducts(deps: AppDeps, auth: PartnerAuth, query: ProductListQuery): Promise<ProductList> {
  assertProvider(auth);
  return listProducts(deps, auth.partnerId, query);
}

/** A partner's products, newest first. */
export async function listProducts(deps: AppDeps, partnerId: string, query: ProductListQuery): Promise<ProductList> {
  const limit = query.limit;
  const { items, total } = await repo.listProducts(deps.db, { partnerId, search: query.search, status: query.status }, query.page, limit);
  return { items: await withImages(deps.db, items), pagination: pagination(query.page, limit, total) };
}

export async function getProduct(deps: AppDeps, auth: PartnerAuth, id: string): Promise<Product> {
  assertProvider(auth);
  return load(deps.db, id);
}

export async function createProduct(deps: AppDeps, auth: PartnerAuth, body: ProductBody): Promise<Product> {
  assertProvider(auth);
  if (await repo.codeTaken(deps.db, auth.partnerId, body.code)) throw codeConflict();
  const row = await deps.db.transaction((tx) => repo.insertProduct(tx, auth.partnerId, valuesOf(body))).catch(rethrowConflict);
  return load(deps.db, row.id);
}

export async function updateProduct(deps: AppDeps, auth: PartnerAuth, id: string, body: ProductBody): Promise<Product> {
  assertProvider(auth);
  if (await repo.codeTaken(deps.db, auth.partnerId, body.code, id)) throw codeConflict();
  await deps.db.transaction((tx) => repo.updateProduct(tx, id, valuesOf(body))).catch(rethrowConflict);
  return load(deps.db, id);
}

export async function deleteProduct(deps: AppDeps, auth: PartnerAuth, id: string): Promise<void> {
  assertProvider(auth);
  await deps.db.transaction((tx) => repo.deleteProduct(tx, id));
}

/** Adds images (raster only) up to the product's limit; the bytes are promoted once the rows commit. */
export async function addImages(deps: AppDeps, auth: PartnerAuth, id: string, uploads: AcceptedUpload[]): Promise<Product> {
  assertProvider(auth);
  if (!uploads.length) throw new AppError('validation', undefined, { Images: [PRODUCT_MSG.imagesRequired] });
  await deps.db.transaction(async (tx) => {
    const product = await repo.lockProduct(tx, id);
    if (!product) throw new AppError('not_found');
    if ((await repo.countImages(tx, id)) + uploads.length > PRODUCT_LIMITS.imagesMax)
      throw new AppError('payload_too_large', PRODUCT_MSG.tooManyImages);
    await repo.insertImages(tx, id, auth.partnerId, uploads);
  });
  for (const u of uploads) await deps.storage.promote(u.id);
  return load(deps.db, id);
}

export async function removeImage(deps: AppDeps, auth: PartnerAuth, id: string, fileId: string): Promise<Product> {
  assertProvider(auth);
  const removed = await deps.db.transaction((tx) => repo.deleteImage(tx, id, fileId));
  if (!removed) throw new AppError('not_found');
  return load(deps.db, id);
}

export async function getImage(deps: AppDeps, auth: PartnerAuth, id: string, fileId: string) {
  assertProvider(auth);
  const image = await repo.findImage(deps.db, id, fileId);
  if (!image) throw new AppError('not_found');
  return { ...image, size: Number(image.size) };
}

/** Who owns a product: the access check of routes whose `:id` is a product. */
export const productOwner = (deps: AppDeps, id: string) => repo.productOwner(deps.db, id);
