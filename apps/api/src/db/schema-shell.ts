import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Editable footer data (spec 1 §3), one row per key. */
export const footerItems = pgTable('footer_items', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  sort: integer('sort').notNull().default(0),
});
