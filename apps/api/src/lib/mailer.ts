import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db, Executor } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { JobHandler, JobQueue } from './jobs/queue.ts';
import type { SecretBox } from './secret-box.ts';

export type Message = {
  channel: 'email' | 'sms';
  /** null when nobody is to receive it (a reset asked for an unknown account): recorded, never delivered. */
  to: string | null;
  subject: string;
  text: string;
  /** Parts of `text` that are never stored or logged in clear (an OTP); the subject holds none. */
  secrets?: string[];
};

export type Mailer = {
  /**
   * Records the message in the outbox and queues its delivery, both through `tx`, the caller's
   * transaction: the message exists if and only if the change that sends it commits. Delivery
   * happens later, in a worker (see createMessageDelivery). Resolves with the outbox id, which is
   * also the delivery job's id.
   */
  send(tx: Executor, message: Message): Promise<string>;
};

export const SECRET_MASK = '••••••';

const maskSecrets = (text: string, secrets: readonly string[]) =>
  secrets.reduce((masked, secret) => (secret ? masked.replaceAll(secret, SECRET_MASK) : masked), text);

/**
 * The outbox row shows the text with its secrets masked; the real text is sealed beside it
 * (`sealed_body`, bound to the row id) and opened by the worker just before it goes out.
 */
export function createMailer(jobs: JobQueue, box: SecretBox): Mailer {
  return {
    async send(tx, message) {
      const id = randomUUID();
      const secrets = message.secrets ?? [];
      await tx.insert(outbox).values({
        id,
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: maskSecrets(message.text, secrets),
        sealedBody: secrets.length > 0 ? box.seal(message.text, id) : null,
      });
      await jobs.enqueue(tx, 'message.deliver', { outboxId: id }, { id });
      return id;
    },
  };
}

/**
 * Failed messages go back to `queued`, in the caller's transaction: the worker delivers only queued
 * rows, so the job-queue desk calls this when it retries their delivery jobs.
 */
export async function requeueFailedMessages(tx: Executor, outboxIds: readonly string[]): Promise<void> {
  if (outboxIds.length === 0) return;
  await tx
    .update(outbox)
    .set({ status: 'queued' })
    .where(and(inArray(outbox.id, [...outboxIds]), eq(outbox.status, 'failed')));
}

export type MessageDelivery = { deliver: JobHandler<'message.deliver'>; close: () => void };

/**
 * The worker side: e-mail over SMTP when SMTP_URL is set; otherwise, and for SMS until a gateway
 * exists, the message stays in the outbox (status `logged`) and the log shows it masked. Outside
 * production one warn line, marked [DEV], shows the real text so that a developer can use the OTP.
 * A failed try is recorded on the row and thrown, so that the queue retries it with backoff.
 */
export function createMessageDelivery(options: {
  db: Db;
  box: SecretBox;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  from: string;
  isProduction: boolean;
}): MessageDelivery {
  const { db, box, log, from } = options;
  const transport = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 })
    : undefined;
  /** Settles a row still queued: a late try (one the queue already gave up on) never overwrites a later one. */
  const settle = (id: string, values: Partial<typeof outbox.$inferInsert>) =>
    db
      .update(outbox)
      .set({ ...values, attempts: sql`${outbox.attempts} + 1` })
      .where(and(eq(outbox.id, id), eq(outbox.status, 'queued')));

  return {
    close: () => transport?.close(),
    async deliver({ outboxId }, attempt) {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
      // Gone, or settled by an earlier try whose job did not get marked complete (a crash right after).
      if (row?.status !== 'queued') return;
      const meta = { outboxId, channel: row.channel, attempt: attempt.retryCount + 1 };
      if (!row.recipient) {
        await settle(row.id, { status: 'dropped', sealedBody: null });
        log.info(meta, 'message without recipient dropped');
        return;
      }
      let text: string;
      try {
        text = row.sealedBody ? box.open(row.sealedBody, row.id) : row.body;
      } catch (err) {
        // Retrying cannot help: the key changed (SECRET_KEY set after rows were sealed with another).
        await settle(row.id, { status: 'failed', error: (err as Error).message });
        log.error({ ...meta, err }, 'sealed message cannot be opened');
        return;
      }
      if (row.channel !== 'email' || !transport) {
        await settle(row.id, { status: 'logged' });
        log.info({ ...meta, to: row.recipient, subject: row.subject, body: row.body }, 'message kept in outbox (no transport)');
        if (!options.isProduction && row.sealedBody) log.warn(meta, `[DEV] not sent, for ${row.recipient}: ${text}`);
        return;
      }
      try {
        await untilAborted(transport.sendMail({ from, to: row.recipient, subject: row.subject, text }), attempt.signal);
      } catch (err) {
        const error = String((err as Error)?.message ?? err);
        await settle(row.id, { status: attempt.isLastAttempt ? 'failed' : 'queued', error });
        log.warn({ ...meta, error, willRetry: !attempt.isLastAttempt }, 'SMTP delivery failed');
        throw new Error(error);
      }
      await settle(row.id, { status: 'sent', sentAt: new Date(), error: null });
      log.info(meta, 'message sent');
    },
  };
}

/** The promise, or a rejection as soon as `signal` aborts (the queue stopping, the job expiring). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason ?? new Error('aborted'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
