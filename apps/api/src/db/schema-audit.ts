import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema-auth.ts';

/**
 * What operators changed: who, when, from where, which object, field by field (before → after).
 * Written in the transaction of the change; a trigger refuses any update or delete.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    operatorId: uuid('operator_id').references(() => users.id),
    operatorUsername: text('operator_username').notNull(),
    ip: text('ip'),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    action: text('action').notNull(),
    summary: text('summary').notNull(),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc()),
    index('audit_log_operator_idx').on(t.operatorId, t.at.desc()),
    index('audit_log_object_idx').on(t.objectType, t.objectId, t.at.desc()),
  ],
);
