import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { lowerContaining } from '../../db/like.ts';
import { insertFileRows, type StoredUpload, deleteFileRows } from '../../db/files-repository.ts';
import { files, productImages, products } from '../../db/schema.ts';

export type ProductRecord = typeof products.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'partnerId' | 'createdAt' | 'updatedAt'>;

export async function listProducts(
  db: Executor,
  filter: { partnerId: string; search?: string | undefined; status?: string | undefined },
  page: number,
  limit: number,
): Promise<{ items: ProductRecord[]; total: number }> {
  const parts: SQL[] = [eq(products.partnerId, filter.partnerId)];
  if (filter.search) {
    const like = lowerContaining(filter.search);
    parts.push(
      or(
        sql`lower(${products.name}) like ${like}`,
        sql`lower(${products.code}) like ${like}`,
        sql`lower(${products.category}) like ${like}`,
      )!,
    );
  }
  if (filter.status) parts.push(eq(products.status, filter.status));
  const condition = and(...parts);
  const [items, [count]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(condition)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(condition),
  ]);
  return { items, total: count?.n ?? 0 };
}

export type ImageRow = { productId: string; id: string; name: string; mime: string; size: number; createdAt: Date };

/** The images of these products, oldest first. */
export async function imagesOf(db: Executor, productIds: string[]): Promise<ImageRow[]> {
  if (!productIds.length) return [];
  return db
    .select({
      productId: productImages.productId,
      id: files.id,
      name: files.originalName,
      mime: files.mime,
      size: files.size,
      createdAt: productImages.createdAt,
    })
    .from(productImages)
    .innerJoin(files, eq(files.id, productImages.fileId))
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.createdAt), asc(files.originalName), asc(files.id));
}

export async function findProduct(db: Executor, id: string): Promise<ProductRecord | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

export async function lockProduct(db: Executor, id: string): Promise<ProductRecord | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).for('update').limit(1);
  return row;
}

export async function productOwner(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ partnerId: products.partnerId }).from(products).where(eq(products.id, id)).limit(1);
  return row?.partnerId;
}

export async function codeTaken(db: Executor, partnerId: string, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.partnerId, partnerId),
        sql`lower(${products.code}) = ${code.toLowerCase()}`,
        exceptId ? sql`${products.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function insertProduct(db: Executor, partnerId: string, values: ProductValues): Promise<ProductRecord> {
  const [row] = await db
    .insert(products)
    .values({ ...values, partnerId })
    .returning();
  return row!;
}

export async function updateProduct(db: Executor, id: string, values: ProductValues): Promise<void> {
  await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id));
}

/** Deletes a product and its image rows (the files go with them). */
export async function deleteProduct(db: Executor, id: string): Promise<void> {
  const images = await db.select({ fileId: productImages.fileId }).from(productImages).where(eq(productImages.productId, id));
  await db.delete(products).where(eq(products.id, id));
  await deleteFileRows(
    db,
    images.map((i) => i.fileId),
  );
}

export async function countImages(db: Executor, productId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(productImages).where(eq(productImages.productId, productId));
  return row?.n ?? 0;
}

export async function insertImages(db: Executor, productId: string, partnerId: string, uploads: StoredUpload[]): Promise<void> {
  await insertFileRows(db, { purpose: 'product_image', partnerId }, uploads);
  await db.insert(productImages).values(uploads.map((u) => ({ productId, fileId: u.id })));
}

export async function findImage(db: Executor, productId: string, fileId: string) {
  const [row] = await db
    .select({ id: files.id, originalName: files.originalName, mime: files.mime, size: files.size })
    .from(productImages)
    .innerJoin(files, eq(files.id, productImages.fileId))
    .where(and(eq(productImages.productId, productId), eq(productImages.fileId, fileId)))
    .limit(1);
  return row;
}

export async function deleteImage(db: Executor, productId: string, fileId: string): Promise<boolean> {
  const image = await findImage(db, productId, fileId);
  if (!image) return false;
  await deleteFileRows(db, [fileId]);
  return true;
}
