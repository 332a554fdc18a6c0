import { timestamp } from 'drizzle-orm/pg-core';

/** Columns every table spells the same way (a module of its own: the schema files import it at load). */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
