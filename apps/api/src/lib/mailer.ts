import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { eq } from 'drizzle-orm';

export type Message = { channel: 'email' | 'sms'; to: string; subject: string; text: string };
export type Mailer = {
  /** Records the message and starts its delivery; resolves once recorded (delivery goes on). */
  send(message: Message): Promise<void>;
  /** Resolves when every delivery started so far has finished (for shutdown and tests). */
  idle(): Promise<void>;
};

/**
 * Every message is written to the outbox first (a record of what was sent), then delivered:
 * e-mail over SMTP when SMTP_URL is set; otherwise, and for SMS until a gateway is configured,
 * it stays in the outbox and the log.
 */
export function createMailer(db: Db, log: FastifyBaseLogger, smtpUrl: string | undefined, from: string): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const inFlight = new Set<Promise<void>>();
  return {
    async idle() {
      await Promise.all([...inFlight]);
    },
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({ channel: message.channel, recipient: message.to, subject: message.subject, body: message.text })
        .returning({ id: outbox.id });
      if (!transport || message.channel !== 'email') {
        log.info(
          { outboxId: row?.id, channel: message.channel, to: message.to, subject: message.subject, body: message.text },
          'message kept in outbox',
        );
        return;
      }
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
        if (row) await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
      } catch (err) {
        log.error({ err, outboxId: row?.id }, 'SMTP delivery failed');
        if (row)
          await db
            .update(outbox)
            .set({ error: String((err as Error).message) })
            .where(eq(outbox.id, row.id));
      }
    },
  };
}
