import { MSG, authEndpoints, pathOf } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResets } from '../src/db/schema.ts';
import { SECRET_MASK } from '../src/lib/mailer.ts';
import { createTestApp, otpIn, settled, type TestApp, waitForOutbox } from './helpers.ts';

/**
 * With SMTP_URL set, OTP mail really leaves through SMTP (here to a local SMTP server), from the
 * queue's worker and never from the request: the server below holds each message until the test
 * lets it through, so a request that waited for SMTP could not answer.
 */
type Received = { to: string[]; raw: string };
const received: Received[] = [];
let release: () => void = () => undefined;
const gate = new Promise<void>((resolve) => {
  release = resolve;
});
let arrived: () => void = () => undefined;
const firstArrival = new Promise<void>((resolve) => {
  arrived = resolve;
});
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  closeTimeout: 100,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (c: Buffer) => {
      raw += c.toString();
    });
    stream.on('end', () => {
      arrived();
      // The message is in; the server answers only once the gate opens.
      void gate.then(() => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    });
  },
});
let t: TestApp;
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as { port: number }).port;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, OTP_RATE_MAX: '100' });
});
afterAll(async () => {
  release();
  await t?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const forgot = (app: TestApp, email: string) =>
  app.app.inject({ method: 'POST', url: pathOf(authEndpoints.forgotPassword, { type: 'company' }), payload: { method: 'email', email } });

describe('mail over SMTP, through the job queue', () => {
  it('answers before the SMTP server has accepted the mail, then delivers the OTP and marks the row sent', async () => {
    const res = await forgot(t, 'nhansu@minhanpharma.vn');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.otpSent);
    // The request is answered; now the worker reaches the server, which holds the message.
    await firstArrival;
    expect(received).toHaveLength(0);
    const [queued] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'nhansu@minhanpharma.vn'));
    expect(queued?.status).toBe('queued');
    expect(queued?.body).toContain(SECRET_MASK);

    release();
    const row = await waitForOutbox(t, queued?.id ?? '');
    expect(row.status).toBe('sent');
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect(row.error).toBeNull();
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['nhansu@minhanpharma.vn']);
    // The real OTP went out: it opens the reset.
    const otp = otpIn(received[0]?.raw);
    const verify = await t.app.inject({
      method: 'POST',
      url: pathOf(authEndpoints.verifyPasswordOtp, { type: 'company' }),
      payload: { userId: res.json().data.userId, otp },
    });
    expect(verify.statusCode).toBe(200);
  });

  it('records each failed try with its error and leaves the message queued for a retry', async () => {
    const down = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const res = await forgot(down, 'nhansu@minhanpharma.vn');
      expect(res.statusCode).toBe(200);
      const [reset] = await down.database.db.select().from(passwordResets).where(eq(passwordResets.id, res.json().data.userId));
      expect(reset).toBeDefined();
      const [queued] = await down.database.db.select().from(outbox).where(eq(outbox.recipient, 'nhansu@minhanpharma.vn'));
      const row = await waitForOutbox(down, queued?.id ?? '', (r) => r.attempts >= 1);
      expect(row.status).toBe('queued');
      expect(row.sentAt).toBeNull();
      expect(row.error).toMatch(/ECONNREFUSED|connect/i);
      // The worker records the try on the row, then hands the failure back to pg-boss: wait for that.
      const state = await settled(
        async () => (await down.jobs.queue.boss.findJobs('message.deliver', { id: row.id }))[0]?.state,
        (s) => s !== 'active',
        'the delivery handed back',
        10_000,
      );
      expect(state).toBe('retry');
    } finally {
      await down.close();
    }
  });
});
