import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { partners, requestStatusEnum, users } from './schema-auth.ts';
import { files } from './schema-files.ts';

/** A partner's request to change its registered name, decided by an operator. */
export const renameRequests = pgTable(
  'rename_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    oldName: text('old_name').notNull(),
    newName: text('new_name').notNull(),
    reason: text('reason'),
    status: requestStatusEnum('status').notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id),
    decisionReason: text('decision_reason'),
    /** A sub-unit rename's supporting PDF (spec 3 §5); partners' own renames carry none. */
    fileId: uuid('file_id').references(() => files.id),
    /** Who asked: the parent company's account for a sub-unit, the partner's own otherwise. */
    requestedBy: uuid('requested_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('rename_requests_partner_idx').on(t.partnerId, t.createdAt),
    uniqueIndex('rename_requests_one_pending').on(t.partnerId).where(sql`${t.status} = 'pending'`),
  ],
);
