import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Where a message stands: `queued` until the worker settles it; `sent` when it left over a
 * transport; `logged` when no transport exists for its channel (kept here and in the log);
 * `failed` after the last retry; `dropped` when it had no recipient (a reset for an unknown account).
 */
export const outboxStatusEnum = pgEnum('outbox_status', ['queued', 'sent', 'logged', 'failed', 'dropped']);

/**
 * Every message the portal sends (e-mail, SMS): the record of what was sent, written in the same
 * transaction as its delivery job. `body` is what may be shown (secrets masked); `sealedBody`
 * holds the real text encrypted (lib/secret-box.ts) and only the delivery worker opens it. An
 * e-mail also keeps its HTML part (`html`, masked the same way, `sealedHtml` for real), the
 * sender's display name and its headers, all rendered when it was queued (lib/mail-render.ts).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    recipient: text('recipient'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sealedBody: text('sealed_body'),
    /** The template it came from (`MAIL_KINDS`); null for rows older than the templates. */
    kind: text('kind'),
    /** The From display name (the owner's site name); null: MAIL_FROM as it is. */
    senderName: text('sender_name'),
    /** The HTML part (null: text only, as an SMS). */
    html: text('html'),
    sealedHtml: text('sealed_html'),
    /** Headers beyond the usual (Reply-To, Auto-Submitted, List-Unsubscribe…). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: outboxStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

/** Keys the servers share (one row per name), e.g. the message-sealing key when SECRET_KEY is unset. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
