import { index, pgTable, text } from 'drizzle-orm/pg-core';

/*
 * Collaborator medical orders (spec 3; docs/decisions/orders.md): the 2025
 * administrative units, facilities, the services catalogue with its availability, patients,
 * orders with their services, progress and requests. Money in whole đồng.
 */

/** The 34 provinces and cities of Resolution 202/2025/QH15, by official code ('01', '79' …). */
export const provinces = pgTable('provinces', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/** Communes, wards and special zones of the 2025 reform, by official code; loaded by `import-locations`. */
export const wards = pgTable(
  'wards',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    provinceCode: text('province_code')
      .notNull()
      .references(() => provinces.code),
  },
  (t) => [index('wards_province_idx').on(t.provinceCode, t.name)],
);
