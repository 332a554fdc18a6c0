import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { MailContent, Organization } from '@portal/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db, Executor } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { JobHandler, JobQueue } from './jobs/queue.ts';
import { mailOwner, type MailOwner, renderMail, renderSms } from './mail-render.ts';
import type { SecretBox } from './secret-box.ts';

/**
 * A message: one template's kind, subject and blocks (packages/contract/src/mail.ts, e.g.
 * `OUTGOING.registrationApproved(…)`), spread in, and where it goes.
 */
export type Message = MailContent & {
  channel: 'email' | 'sms';
  /** null when nobody is to receive it (a reset asked for an unknown account): recorded, never delivered. */
  to: string | null;
  /** Parts of the words that are never stored or logged in clear (an OTP, a link's token); the subject holds none. */
  secrets?: string[];
  /** Where a reply goes instead of the owner's support address (a contact form's sender). */
  replyTo?: string;
  /** A broadcast's one-click opt-out address: List-Unsubscribe with List-Unsubscribe-Post (RFC 8058). */
  listUnsubscribe?: string;
};

export type Mailer = {
  /**
   * Renders the message (its HTML and text parts, in the owner's name as `tx` reads it), records it
   * in the outbox and queues its delivery, both through `tx`, the caller's transaction: the message
   * exists if and only if the change that sends it commits. Delivery happens later, in a worker (see
   * createMessageDelivery). Resolves with the outbox id, which is also the delivery job's id.
   */
  send(tx: Executor, message: Message): Promise<string>;
  /** A token for a link in a mail that acts without signing in (an opt-out): `subject`, signed with the server's key. */
  signLink(subject: string): string;
  /** The subject of a token `signLink` made, or null for anything else. */
  readSignedLink(token: string): string | null;
};

export type MailerOptions = {
  /** Where the portal is reached (the owner's logo address is made absolute with it). */
  publicUrl: string;
  /** The owner's setting as `tx` reads it ('Thông tin đơn vị'): every mail's sender name, header and signature. */
  owner: (tx: Executor) => Promise<Organization>;
};

export const SECRET_MASK = '••••••';

const maskSecrets = (text: string, secrets: readonly string[]) =>
  secrets.reduce((masked, secret) => (secret ? masked.replaceAll(secret, SECRET_MASK) : masked), text);

/** What every e-mail says about itself: sent by a machine (no auto-replies), answered at the support address. */
function mailHeaders(owner: MailOwner, message: Message): Record<string, string> {
  const headers: Record<string, string> = { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'OOF, AutoReply' };
  const replyTo = message.replyTo ?? owner.supportEmail;
  if (replyTo) headers['Reply-To'] = replyTo;
  if (message.listUnsubscribe) {
    headers['List-Unsubscribe'] = `<${message.listUnsubscribe}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return headers;
}

/**
 * The outbox row shows the text (and the HTML) with its secrets masked; the real parts are sealed
 * beside it (`sealed_body`, `sealed_html`, bound to the row id) and opened by the worker just before
 * it goes out.
 */
export function createMailer(jobs: JobQueue, box: SecretBox, options: MailerOptions): Mailer {
  const linkMac = (subject: string) => box.mac(`link:${subject}`);
  return {
    async send(tx, message) {
      const id = randomUUID();
      const secrets = message.secrets ?? [];
      const isEmail = message.channel === 'email';
      const owner = mailOwner(await options.owner(tx), options.publicUrl);
      const { text, html } = isEmail
        ? renderMail(message, owner, { repliesToSupport: message.replyTo === undefined })
        : { text: renderSms(message), html: null };
      const sealed = secrets.length > 0;
      await tx.insert(outbox).values({
        id,
        channel: message.channel,
        kind: message.kind,
        recipient: message.to,
        subject: message.subject,
        senderName: isEmail ? owner.siteName : null,
        body: maskSecrets(text, secrets),
        sealedBody: sealed ? box.seal(text, id) : null,
        html: html === null ? null : maskSecrets(html, secrets),
        sealedHtml: html !== null && sealed ? box.seal(html, htmlContext(id)) : null,
        headers: isEmail ? mailHeaders(owner, message) : null,
      });
      await jobs.enqueue(tx, 'message.deliver', { outboxId: id }, { id });
      return id;
    },
    signLink: (subject) => `${Buffer.from(subject, 'utf8').toString('base64url')}.${linkMac(subject)}`,
    readSignedLink(token) {
      const [encoded, mac, extra] = token.split('.');
      if (!encoded || !mac || extra !== undefined) return null;
      const subject = Buffer.from(encoded, 'base64url').toString('utf8');
      // One spelling per token: base64url's spare bits would let other strings decode to the same subject.
      if (Buffer.from(subject, 'utf8').toString('base64url') !== encoded) return null;
      const expected = Buffer.from(linkMac(subject));
      const given = Buffer.from(mac);
      return expected.length === given.length && timingSafeEqual(expected, given) ? subject : null;
    },
  };
}

const htmlContext = (id: string) => `${id}:html`;

/** The address of MAIL_FROM ('Cổng đối tác <no-reply@cong.vn>' → 'no-reply@cong.vn'): the name is the owner's. */
export const fromAddress = (mailFrom: string) => /<([^<>]+)>\s*$/.exec(mailFrom)?.[1]?.trim() ?? mailFrom.trim();

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
      let html: string | undefined;
      try {
        text = row.sealedBody ? box.open(row.sealedBody, row.id) : row.body;
        html = row.sealedHtml ? box.open(row.sealedHtml, htmlContext(row.id)) : (row.html ?? undefined);
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
      const { 'Reply-To': replyTo, ...headers } = row.headers ?? {};
      const mail = {
        from: row.senderName ? { name: row.senderName, address: fromAddress(from) } : from,
        to: row.recipient,
        subject: row.subject,
        text,
        ...(html === undefined ? {} : { html }),
        ...(replyTo ? { replyTo } : {}),
        headers,
      };
      try {
        await untilAborted(transport.sendMail(mail), attempt.signal);
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
