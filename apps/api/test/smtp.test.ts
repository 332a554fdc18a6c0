import { apiPaths } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema.ts';
import { createMailer } from '../src/lib/mailer.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** With SMTP_URL set, OTP mail really leaves through SMTP (here to a local SMTP server). */
type Received = { to: string[]; raw: string };
const received: Received[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (c: Buffer) => {
      raw += c.toString();
    });
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});
let t: TestApp;
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as { port: number }).port;
  t = await createTestApp({ OTP_RATE_MAX: '100' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers the OTP and marks the outbox row sent', async () => {
    const silent = { info: () => undefined, error: () => undefined } as never;
    const mailer = createMailer(t.database.db, silent, `smtp://127.0.0.1:${port}`, 'Cổng đối tác <no-reply@ytesaigon.vn>');
    await mailer.send({ channel: 'email', to: 'kinhdoanh@phuongnammed.vn', subject: 'Mã OTP đặt lại mật khẩu', text: 'Mã OTP là 123456.' });
    await mailer.idle();
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['kinhdoanh@phuongnammed.vn']);
    expect(received[0]?.raw).toMatch(/123456/);
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'kinhdoanh@phuongnammed.vn'));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
  });

  it('keeps the message with its error when the SMTP server is unreachable', async () => {
    const silent = { info: () => undefined, error: () => undefined } as never;
    const mailer = createMailer(t.database.db, silent, 'smtp://127.0.0.1:1', 'x@y.vn');
    await mailer.send({ channel: 'email', to: 'loi@vidu.vn', subject: 's', text: 't' });
    await mailer.idle();
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'loi@vidu.vn'));
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
  });

  it('the forgot-password call sends through SMTP when SMTP_URL is set', async () => {
    const app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const before = received.length;
      const res = await app.app.inject({
        method: 'POST',
        url: apiPaths.forgotPassword('company'),
        payload: { method: 'email', email: 'nhansu@minhanpharma.vn' },
      });
      expect(res.statusCode).toBe(200);
      for (let i = 0; i < 50 && received.length === before; i++) await new Promise((r) => setTimeout(r, 50));
      expect(received.length).toBe(before + 1);
      expect(received.at(-1)?.raw).toMatch(/\b\d{6}\b/);
    } finally {
      await app.close();
    }
  });
});
