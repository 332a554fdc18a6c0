import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { partners } from './schema-auth.ts';
import { files } from './schema-files.ts';

/** A provider's product (its own catalogue); price in whole đồng. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    category: text('category').notNull().default(''),
    description: text('description').notNull().default(''),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('selling'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_partner_code_key').on(t.partnerId, sql`lower(${t.code})`),
    index('products_partner_created_idx').on(t.partnerId, t.createdAt.desc(), t.id.desc()),
    check('products_status_check', sql`${t.status} in ('selling', 'stopped')`),
    check('products_price_check', sql`${t.price} >= 0`),
  ],
);

/** A product's images, in the order they were added. */
export const productImages = pgTable(
  'product_images',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.fileId] }), uniqueIndex('product_images_file_key').on(t.fileId)],
);
